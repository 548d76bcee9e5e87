package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.pinochle.ai.Conventions;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Snapshot;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.EventQueue;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.swing.JButton;
import javax.swing.JFormattedTextField;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The decision panel on its own: the amount typed in the auction's "Any amount" field is the bid placed, by the
 * Bid button or by Enter, and an amount the auction does not take is refused beside the field with the typed text
 * left there; the throw-in's question says what each table scores. Typing needs a display (xvfb-run).
 */
class ActionBarTest {
    private static final Settings SETTINGS = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT,
            false, true, false, true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE);

    private final List<Action> sent = new ArrayList<>();
    private final TableController controller = new TableController(new TableController.Port() {
        @Override
        public void submit(Action action) {
            sent.add(action);
        }

        @Override
        public void nextHand() {
        }
    });
    private final FixedHooks hooks = new FixedHooks(false);
    private ActionBar bar;
    private JFrame frame;
    private Robot robot;

    @BeforeEach
    void build() throws Exception {
        bar = Edt.call(() -> new ActionBar(controller, hooks, () -> SETTINGS));
    }

    @AfterEach
    void close() throws Exception {
        DialogOwner.close(frame);
    }

    // ------------------------------------------------------------------ a typed bid

    /**
     * The QA report: 65 typed over the field's 62 (here its minimum) and Bid clicked bid the old value. A quick
     * click's release is queued before the field hears that it lost the focus, so the bid must not wait for that.
     */
    @Test
    void clickingBidBidsTheAmountTyped() throws Exception {
        JFormattedTextField field = showAuction(RuleSet.doubleDeck());
        type(field, "65");
        quickClick(DialogOwner.find(bar, "bidAny"));
        assertThat(sentOnceArrived()).containsExactly(new Action.Bid(65));
    }

    @Test
    void enterInTheFieldBidsTheAmountTyped() throws Exception {
        JFormattedTextField field = showAuction(RuleSet.doubleDeck());
        type(field, "65");
        press(KeyEvent.VK_ENTER);
        assertThat(sentOnceArrived()).containsExactly(new Action.Bid(65));
    }

    /**
     * The meld calculator's suit symbols keep their inks through a look-and-feel update (a theme switch): given
     * the theme's own colour objects, the update reset them all to the label colour.
     */
    @Test
    void theSuitsKeepTheirInksThroughAThemeUpdate() throws Exception {
        showAuction(RuleSet.standard());
        Edt.call(() -> {
            SwingUtilities.updateComponentTreeUI(frame);
            CardPainter p = new CardPainter(SETTINGS.fourColour(), Settings.Back.BLUE);
            for (Suit suit : Suit.values()) {
                JLabel meld = (JLabel) DialogOwner.find(bar, "meld" + suit.letter());
                assertThat(meld.getForeground().getRGB()).as("%s", suit).isEqualTo(p.panelSuitColour(suit).getRGB());
            }
            return null;
        });
    }

    /**
     * QA: with the keys on the accented default button nothing showed it: the theme's focus colours hardly differ
     * from the accent (only the border changed, to about the accent). A focused one now paints a ring inside the
     * border in strong contrast to it.
     */
    @Test
    void theAccentedButtonShowsWhenItHasTheKeys() throws Exception {
        showAuction(RuleSet.standard());
        // The auction's default is a hinted bid: before a hint it has none.
        JButton accented = Edt.call(() -> {
            controller.takeHint(new Action.Bid(controller.minBid()), "Hint");
            bar.rebuild();
            frame.validate();
            return (JButton) DialogOwner.find(bar, "bid" + controller.minBid());
        });
        JFormattedTextField field = Edt.call(this::bidField);
        BufferedImage without = paintWithTheKeysOn(field, accented);
        BufferedImage with = paintWithTheKeysOn(accented, accented);
        // Inside the border, where a border colour that matches the accent changes nothing one can see.
        int contrasting = 0;
        for (int x = 2; x < without.getWidth() - 2; x++) {
            for (int y = 2; y < without.getHeight() - 2; y++) {
                Color a = new Color(without.getRGB(x, y));
                Color b = new Color(with.getRGB(x, y));
                int d = Math.max(Math.abs(a.getRed() - b.getRed()), Math.max(Math.abs(a.getGreen() - b.getGreen()),
                        Math.abs(a.getBlue() - b.getBlue())));
                contrasting += d > 80 ? 1 : 0;
            }
        }
        // A ring round the button is about its perimeter in pixels.
        assertThat(contrasting).isGreaterThan(without.getWidth() + without.getHeight());
    }

    /** Gives {@code focus} the keys (the theme paints focus only in the active window) and paints {@code b}. */
    private BufferedImage paintWithTheKeysOn(Component focus, JButton b) throws Exception {
        Edt.call(() -> {
            frame.toFront();
            focus.requestFocus();
            return null;
        });
        Edt.waitFor(robot, 5_000, 15, () -> focus.isFocusOwner() && frame.isActive() ? Boolean.TRUE : null);
        return Edt.call(() -> paint(b));
    }

    private static BufferedImage paint(JButton b) {
        BufferedImage img = new BufferedImage(b.getWidth(), b.getHeight(),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        b.paint(g);
        g.dispose();
        return img;
    }

    /** On the one-point scale the player types what the panel shows: 26 is a bid of 260. */
    @Test
    void aTypedBidIsReadOnTheScaleShown() throws Exception {
        JFormattedTextField field = showAuction(RuleSet.onePoint());
        type(field, "26");
        press(KeyEvent.VK_ENTER);
        assertThat(sentOnceArrived()).containsExactly(new Action.Bid(260));
    }

    /**
     * Below the minimum, above the top bid, not a number, off the bid step: no bid, the reason beside the field, and
     * the typed text still there to correct; the corrected amount then bids.
     */
    @Test
    void anAmountTheAuctionDoesNotTakeIsRefusedAndKept() throws Exception {
        JFormattedTextField field = showAuction(RuleSet.standard());
        int min = Edt.call(controller::minBid);
        int max = Edt.call(controller::maxBid);
        String[][] cases = {
            {Integer.toString(min - 10), "The bid must be at least " + min + "."},
            {Integer.toString(max + 10), "The bid may not exceed " + max + "."},
            {"2x0", "Type the bid as a whole number from " + min + " to " + max + "."},
            {"", "Type the bid as a whole number from " + min + " to " + max + "."},
            {Integer.toString(min + 15), "Bids go up in steps of 10: bid " + (min + 10) + " or " + (min + 20) + "."},
        };
        for (String[] c : cases) {
            type(field, c[0]);
            quickClick(DialogOwner.find(bar, "bidAny"));
            assertThat(sent).as("typed '%s'", c[0]).isEmpty();
            assertThat(Edt.call(() -> problem().getText())).as("typed '%s'", c[0]).isEqualTo(c[1]);
            assertThat(Edt.call(() -> problem().isShowing())).isTrue();
            String kept = Edt.call(field::getText);
            assertThat(kept).as("the typed text is kept").isEqualTo(c[0]);
            press(KeyEvent.VK_ENTER);
            assertThat(sent).as("typed '%s', Enter", c[0]).isEmpty();
        }
        type(field, Integer.toString(min + 20));
        press(KeyEvent.VK_ENTER);
        assertThat(sentOnceArrived()).containsExactly(new Action.Bid(min + 20));
    }

    /** Shows the panel in a frame at the human's first bid; returns the spinner's text field. */
    private JFormattedTextField showAuction(RuleSet rules) throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "no display: typing in the field runs under xvfb-run");
        Snapshot s = Snapshots.firstBidding(rules, x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION);
        robot = new Robot();
        robot.setAutoDelay(10);
        JFormattedTextField field = Edt.call(() -> {
            frame = DialogOwner.open();
            frame.setSize(900, 400);
            frame.setLocation(0, 0);
            frame.getContentPane().add(bar, BorderLayout.CENTER);
            controller.show(s);
            bar.update();
            frame.validate();
            return ((JSpinner.DefaultEditor) ((JSpinner) DialogOwner.find(bar, "bidAmount")).getEditor())
                    .getTextField();
        });
        Edt.settle(robot);
        return field;
    }

    private JLabel problem() {
        return (JLabel) DialogOwner.find(bar, "bidProblem");
    }

    /** Clicks into the field, selects what it holds and types {@code text} over it, as a player would. */
    private void type(JFormattedTextField field, String text) throws Exception {
        DialogOwner.click(robot, field);
        robot.keyPress(KeyEvent.VK_CONTROL);
        press(KeyEvent.VK_A);
        robot.keyRelease(KeyEvent.VK_CONTROL);
        press(KeyEvent.VK_DELETE);
        for (char c : text.toCharArray()) {
            press(KeyEvent.getExtendedKeyCodeForChar(c));
        }
        // Keys can still be on their way from the X server after the settle: give them a moment.
        String typed = Edt.call(field::getText);
        for (long until = System.currentTimeMillis() + 2_000; !typed.equals(text) && System.currentTimeMillis() < until;
                typed = Edt.call(field::getText)) {
            robot.delay(20);
        }
        assertThat(typed).as("typed into the field").isEqualTo(text);
    }

    /**
     * A quick click: its press and release queued together, as the window system delivers them for a fast finger
     * (or xdotool), so the release comes before the focus moves off the field (a slow click hid the fault).
     */
    private void quickClick(Component c) throws Exception {
        Edt.call(() -> {
            EventQueue queue = Toolkit.getDefaultToolkit().getSystemEventQueue();
            long now = System.currentTimeMillis();
            int x = c.getWidth() / 2;
            int y = c.getHeight() / 2;
            queue.postEvent(new MouseEvent(c, MouseEvent.MOUSE_PRESSED, now, InputEvent.BUTTON1_DOWN_MASK, x, y, 1,
                    false, MouseEvent.BUTTON1));
            queue.postEvent(new MouseEvent(c, MouseEvent.MOUSE_RELEASED, now, 0, x, y, 1, false,
                    MouseEvent.BUTTON1));
            return null;
        });
        Edt.settle(robot);
    }

    /**
     * What the panel has sent, read on the Swing thread once something has (at most 5 s): a key can still be on its
     * way from the X server after {@link Edt#settle}, and the list is written on the Swing thread.
     */
    private List<Action> sentOnceArrived() throws Exception {
        try {
            return Edt.waitFor(robot, 5_000, 15, () -> sent.isEmpty() ? null : List.copyOf(sent));
        } catch (AssertionError nothingCame) {
            return List.of();
        }
    }

    private void press(int key) throws Exception {
        robot.keyPress(key);
        robot.keyRelease(key);
        Edt.settle(robot);
    }

    // ------------------------------------------------------------------ the throw-in's question

    /**
     * RULES.md §2.6: the bidding side scores minus the bid, whatever {@code setRule} keeps of a set side's meld; the
     * other side scores its meld only.
     */
    @Test
    void thePartnershipThrowInNamesWhatEachSideScores() throws Exception {
        for (RuleSet rules : List.of(RuleSet.standard(), RuleSet.standard().with("setRule", "KEEP_MELD"),
                RuleSet.doubleDeck())) {
            Snapshot s = concede(rules, x -> meld(x, 0) > 0 && meld(x, 1) > 0);
            hooks.asked.clear();
            assertThat(throwInQuestion(s)).as(rules.mode() + " " + rules.setRule()).isEqualTo("Throw in the hand?\n"
                    + "You and North score minus " + s.view().bid() + " and lose your meld of " + meld(s, 0)
                    + ".\nWest and East score their meld, " + meld(s, 1) + ".");
        }
    }

    /** On the one-point scale the figures are the ones the table shows. */
    @Test
    void theThrowInQuestionIsOnTheScaleShown() throws Exception {
        Snapshot s = concede(RuleSet.onePoint(), x -> meld(x, 0) > 0 && meld(x, 1) > 0);
        assertThat(throwInQuestion(s)).isEqualTo("Throw in the hand?\nYou and North score minus " + s.view().bid() / 10
                + " and lose your meld of " + meld(s, 0) / 10 + ".\nWest and East score their meld, " + meld(s, 1) / 10
                + ".");
    }

    @Test
    void aNewGamesFirstPromptRebuildsThePanelThoughItsSnapshotNumberIsTheSame() throws Exception {
        // Each table numbers its snapshots from 1: a three-handed game started over a partnership auction kept
        // showing the old "Bid 250" and meld calculator, and the click was refused ("at least 300").
        Snapshot partnership = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION);
        Snapshot three = Snapshots.firstBidding(RuleSet.threeHanded(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION);
        Snapshot sameNumber = new Snapshot(partnership.serial(), three.view(), three.seats(), three.last(),
                three.whyNot(), three.scores(), three.hands(), three.reasons(), three.stage(), three.rejected());
        int partnershipMin = Edt.call(() -> {
            controller.show(partnership);
            bar.update();
            int min = controller.minBid();
            controller.show(sameNumber);
            bar.update();
            return min;
        });
        assertThat(controller.minBid()).isGreaterThanOrEqualTo(300).isNotEqualTo(partnershipMin);
        assertThat(Edt.call(() -> ((JFormattedTextField) ((JSpinner.DefaultEditor) ((JSpinner) DialogOwner.find(bar,
                "bidAmount")).getEditor()).getTextField()).getText())).isEqualTo(Integer.toString(controller.minBid()));
    }

    /**
     * RULES.md §1, passed-out hands, "opener forced" (the default): the player left of the dealer may not pass on
     * the first turn. The panel says so where its Pass button is missing, and only there.
     */
    @Test
    void theForcedOpenerIsToldWhyThereIsNoPass() throws Exception {
        Snapshot opening = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && !x.view().legal().contains(Action.Pass.INSTANCE));
        Snapshot later = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().legal().contains(Action.Pass.INSTANCE));
        String why = "You speak first, and the opener may not pass.";
        assertThat(labelsShowing(opening)).contains("Open the bidding", why);
        assertThat(labelsShowing(later)).doesNotContain(why);
    }

    /**
     * docs/ai.md, conventions: a first bid one step over the partner's is the bots' meld bid. QA: a player who
     * raised North by one step for a suit of their own was read as holding 60 meld and no suit, and never knew.
     * The panel says so beside that bid, and each quick bid's and the typed Bid's tooltip says how North reads it.
     */
    @Test
    void aRaiseOfOneStepOverThePartnerIsToldAsAMeldBid() throws Exception {
        Snapshot overNorth = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().auction().stream().noneMatch(c -> c.seat() == 0)
                && x.view().auction().stream().anyMatch(c -> c.seat() == 2 && c.action() instanceof Action.Bid),
                Snapshots::bidding, Snapshots.NORTH_BIDS);
        int min = overNorth.view().legal().stream().filter(a -> a instanceof Action.Bid)
                .mapToInt(a -> ((Action.Bid) a).points()).min().orElseThrow();
        String meldBid = "tells North: a meld bid, 60 or more meld, no trump suit of yours";
        String jump = "tells North: a jump, a strong trump suit (a run, or six trumps with the ace)";

        assertThat(labelsShowing(overNorth)).contains("Bid " + min + " " + meldBid + ".");
        List<String> tips = Edt.call(() -> List.of(((JButton) DialogOwner.find(bar, "bid" + min)).getToolTipText(),
                ((JButton) DialogOwner.find(bar, "bid" + (min + 10))).getToolTipText(),
                ((JButton) DialogOwner.find(bar, "bid" + (min + 30))).getToolTipText(),
                ((JButton) DialogOwner.find(bar, "bid" + (min + 30))).getText(),
                ((JButton) DialogOwner.find(bar, "bid" + (min + 10))).getText()));
        // The buttons name the amounts: a "+10" beside the title's high bid read as a raise of that (QA).
        assertThat(tips).containsExactly("The smallest bid allowed now: " + meldBid, "Bid " + (min + 10),
                "Bid " + (min + 30) + ": " + jump, "Jump " + (min + 30), Integer.toString(min + 10));

        // Over an opponent's bid, or at the forced opening, the smallest bid is natural: no such line.
        Snapshot opening = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && !x.view().legal().contains(Action.Pass.INSTANCE));
        assertThat(labelsShowing(opening)).noneMatch(l -> l.contains("meld bid"));
    }

    /**
     * docs/ai.md, "With both opponents out": a jump then pre-empts nobody, no bot sends one and none reads one. QA: the
     * panel still offered "Jump 300" over North's bid once West and East had passed: it only raised the side's own
     * contract by three steps. The quick bids then go on from +20 to +50.
     */
    @Test
    void noJumpIsOfferedWithBothOpponentsOut() throws Exception {
        Snapshot opponentsOut = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().auction().stream()
                        .filter(c -> c.seat() % 2 == 1 && c.action() == Action.Pass.INSTANCE).count() == 2,
                Snapshots::bidding, Snapshots.NORTH_BIDS);
        int min = opponentsOut.view().legal().stream().filter(a -> a instanceof Action.Bid)
                .mapToInt(a -> ((Action.Bid) a).points()).min().orElseThrow();

        labelsShowing(opponentsOut);

        List<String> buttons = Edt.call(() -> DialogOwner.all(bar, JButton.class).stream().map(JButton::getText)
                .toList());
        assertThat(buttons).noneMatch(b -> b.startsWith("Jump")).doesNotContain(Integer.toString(min + 30))
                .contains("Bid " + min, Integer.toString(min + 20), Integer.toString(min + 50));
    }

    /** Bots of which North passes whenever it may, and West and East bid the least they may whenever they may. */
    private static final Bots OPPONENTS_BID = (level, seat, seed) -> view -> view.legal().stream()
            .filter(a -> seat == 2 ? a == Action.Pass.INSTANCE : a instanceof Action.Bid).findFirst()
            .orElse(view.legal().get(0));

    /**
     * docs/ai.md, conventions: a jump says "a strong trump suit" to everyone at the table. QA: with North passed,
     * the Jump button's tooltip still said "tells North", who can no longer act on it; the opponents still in can.
     */
    @Test
    void aJumpWithThePartnerOutTellsTheOpponents() throws Exception {
        Snapshot northOut = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().auction().stream()
                        .anyMatch(c -> c.seat() == 2 && c.action() == Action.Pass.INSTANCE)
                && x.view().legal().stream().anyMatch(a -> a instanceof Action.Bid b
                        && Conventions.ifBid(x.view(), b.points()) == Conventions.Alert.JUMP),
                Snapshots::bidding, OPPONENTS_BID);
        int jump = northOut.view().legal().stream().filter(a -> a instanceof Action.Bid b
                && Conventions.ifBid(northOut.view(), b.points()) == Conventions.Alert.JUMP)
                .mapToInt(a -> ((Action.Bid) a).points()).min().orElseThrow();

        labelsShowing(northOut);

        String tip = Edt.call(() -> ((JButton) DialogOwner.find(bar, "bid" + jump)).getToolTipText());
        assertThat(tip).isEqualTo("Bid " + jump + ": tells West and East, as North has passed: a jump, a strong"
                + " trump suit (a run, or six trumps with the ace)");
    }

    /**
     * Audit: on the double deck the bots read a meld bid as 12 or more meld, a fifth of the single deck's 60 (a
     * hand's meld and counters are a fifth as large there), while the line told the player "60 or more meld". The
     * one-point table shows it as 6.
     */
    @Test
    void aMeldBidPromisesTheTablesOwnMeld() throws Exception {
        Map<RuleSet, String> promise = Map.of(RuleSet.doubleDeck(), "12", RuleSet.onePoint(), "6");
        for (Map.Entry<RuleSet, String> e : promise.entrySet()) {
            Snapshot overNorth = Snapshots.firstBidding(e.getKey(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                    && x.view().phase() == Phase.AUCTION && x.view().legal().stream()
                            .anyMatch(a -> a instanceof Action.Bid b
                                    && Conventions.ifBid(x.view(), b.points()) == Conventions.Alert.MELD_BID),
                    Snapshots::bidding, Snapshots.NORTH_BIDS);
            assertThat(labelsShowing(overNorth)).as(e.getKey().mode() + " " + e.getKey().scale())
                    .anyMatch(l -> l.contains("tells North: a meld bid, " + e.getValue()
                            + " or more meld, no trump suit of yours"));
        }
    }

    /**
     * docs/ai.md, the conventions: Easy bots send and read no signals. QA: with an Easy North the tooltip still said
     * "tells North: a meld bid, 60 or more meld", a promise North never hears.
     */
    @Test
    void anEasyPartnerIsToldToReadNoSignals() throws Exception {
        List<SeatSetup> easyNorth = List.of(Snapshots.SEATS.get(0), Snapshots.SEATS.get(1),
                new SeatSetup("North", BotLevel.EASY), Snapshots.SEATS.get(3));
        Snapshot overNorth = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().auction().stream().noneMatch(c -> c.seat() == 0)
                && x.view().auction().stream().anyMatch(c -> c.seat() == 2 && c.action() instanceof Action.Bid),
                Snapshots::bidding, Snapshots.NORTH_BIDS, easyNorth);
        int min = overNorth.view().legal().stream().filter(a -> a instanceof Action.Bid)
                .mapToInt(a -> ((Action.Bid) a).points()).min().orElseThrow();

        List<String> labels = labelsShowing(overNorth);
        List<String> tips = Edt.call(() -> List.of(((JButton) DialogOwner.find(bar, "bid" + min)).getToolTipText(),
                ((JButton) DialogOwner.find(bar, "bid" + (min + 30))).getToolTipText()));
        assertThat(labels).contains("Bid " + min
                + " tells North nothing more; Easy bots read no signals, though the table marks it a meld bid.");
        assertThat(tips).containsExactly(
                "The smallest bid allowed now: tells North nothing more; Easy bots read no signals, though the table"
                        + " marks it a meld bid",
                "Bid " + (min + 30) + ": tells North nothing more; Easy bots read no signals, though the table marks"
                        + " it a jump");
    }

    /** The panel's labels with {@code s} shown. */
    private List<String> labelsShowing(Snapshot s) throws Exception {
        return Edt.call(() -> {
            Theme.install(false);
            controller.show(s);
            bar.update();
            return labels(bar);
        });
    }

    /**
     * RULES.md, passed-out hands, "dealer stuck": the dealer takes the bid at the minimum without having bid. QA: the
     * panel said "You won the bid", which a player who never bid could not make sense of.
     */
    @Test
    void aDealerStuckWithTheBidIsToldSo() throws Exception {
        RuleSet rules = RuleSet.standard().with("passedOut", "DEALER_STUCK");
        Snapshot s = Snapshots.firstBidding(rules, x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.TRUMP, x -> x.view().legal().contains(Action.Pass.INSTANCE)
                        ? Action.Pass.INSTANCE : x.view().legal().get(0));
        Edt.call(() -> {
            Theme.install(false);
            controller.show(s);
            bar.update();
            return null;
        });
        assertThat(Edt.call(() -> labels(bar))).contains("All passed: you are stuck with the bid at "
                + rules.minBid() + ": name trump");
    }

    /**
     * QA: a duel hand's summary was titled "Hand 1: North scored the more" (or "Hand 1: you scored the more", a
     * lower-case "you" where every other title says "You made 310"). It says who outscored whom, and by what.
     */
    @Test
    void aDuelHandIsTitledByWhoOutscoredWhom() throws Exception {
        List<SeatSetup> seats = List.of(Snapshots.SEATS.get(0), Snapshots.SEATS.get(2));
        List<String> titles = new ArrayList<>();
        for (long seed = 1; seed < 6; seed++) {
            for (Snapshot s : Snapshots.game(RuleSet.duel().with("target", "300"), seed, seats)) {
                if (s.stage() != Snapshot.Stage.HAND_OVER) {
                    continue;
                }
                int[] score = s.view().result().score();
                String expected = score[0] > score[1]
                        ? "Hand " + s.view().handNumber() + ": You outscored North, " + score[0] + " to " + score[1]
                        : score[0] < score[1]
                        ? "Hand " + s.view().handNumber() + ": North outscored you, " + score[1] + " to " + score[0]
                        : "Hand " + s.view().handNumber() + ": played out, scores level at " + score[0];
                List<String> shown = Edt.call(() -> {
                    Theme.install(false);
                    controller.show(s);
                    bar.update();
                    return labels(bar);
                });
                assertThat(shown).contains(expected);
                titles.add(expected);
            }
        }
        assertThat(titles).as("both ways seen").anyMatch(t -> t.contains("You outscored"))
                .anyMatch(t -> t.contains("outscored you"));
    }

    /**
     * QA: a player named "Bartholomew Featherstonehaugh-Wrigglesworth" ("Bartholomew F… & North" on the table) got a
     * summary 970 px wide over the bots' fans at 1280 × 800, as every figure's column was as wide as the names'.
     * A longer name widens the summary by the name's own growth, no more.
     */
    @Test
    void aLongNameWidensOnlyItsOwnColumnOfTheSummary() throws Exception {
        int[] widths = new int[4];
        String[] names = {"You", "Bartholomew Featherstonehaugh-Wrigglesworth"};
        for (int i = 0; i < 2; i++) {
            List<SeatSetup> seats = new ArrayList<>(Snapshots.SEATS);
            seats.set(0, new SeatSetup(names[i], null));
            Snapshot over = Snapshots.game(RuleSet.standard().with("target", "300"), 3, seats).stream()
                    .filter(s -> s.stage() == Snapshot.Stage.HAND_OVER).findFirst().orElseThrow();
            int at = i;
            Edt.call(() -> {
                controller.show(over);
                bar.update();
                widths[at] = bar.getPreferredSize().width;
                widths[2 + at] = DialogOwner.find(bar, "side0").getPreferredSize().width;
                return null;
            });
        }
        assertThat(widths[3] - widths[2]).as("the name's own growth").isGreaterThan(40);
        assertThat(widths[1] - widths[0]).isLessThanOrEqualTo(widths[3] - widths[2]);
    }

    /** A name is text in the summary, whatever it looks like: "<html><i>Eve" is not read as markup. */
    @Test
    void aNameThatLooksLikeMarkupIsShownAsTyped() throws Exception {
        List<SeatSetup> seats = new ArrayList<>(Snapshots.SEATS);
        seats.set(0, new SeatSetup("<html><i>Eve", null));
        Snapshot over = Snapshots.game(RuleSet.standard().with("target", "300"), 3, seats).stream()
                .filter(s -> s.stage() == Snapshot.Stage.HAND_OVER).findFirst().orElseThrow();
        JLabel side = Edt.call(() -> {
            controller.show(over);
            bar.update();
            return (JLabel) DialogOwner.find(bar, "side0");
        });
        assertThat(side.getText()).isEqualTo("<html><i>Eve & North");
        assertThat(side.getClientProperty(BasicHTML.propertyKey)).as("no markup view").isNull();
    }

    /** A hand's summary names its deal by the number the score sheet shows, with no minus sign. */
    @Test
    void theSummaryNamesTheDealByItsNumber() throws Exception {
        List<Long> seeds = new ArrayList<>();
        for (Snapshot s : Snapshots.game(RuleSet.standard().with("target", "300"), 3, Snapshots.SEATS)) {
            if (s.stage() != Snapshot.Stage.HAND_OVER) {
                continue;
            }
            long seed = s.finishedHand().seed();
            seeds.add(seed);
            List<String> shown = Edt.call(() -> {
                controller.show(s);
                bar.update();
                return labels(bar);
            });
            assertThat(shown).contains("Deal " + Shuffle.dealNumber(seed))
                    .noneMatch(l -> l.contains("-" + Math.abs(seed)));
        }
        assertThat(seeds).as("a seed that reads negative as a number").anyMatch(seed -> seed < 0);
    }

    /** RULES.md §7: no sides; the bidder alone loses the bid (meld never scores there), the defenders nothing. */
    @Test
    void theThreeHandedThrowInCostsTheBidderAloneTheBid() throws Exception {
        Snapshot s = concede(RuleSet.threeHanded(), x -> true);
        assertThat(throwInQuestion(s)).isEqualTo("Throw in the hand?\nYou score minus " + s.view().bid()
                + ".\nWest and East score nothing.");
        assertThat(Edt.call(() -> labels(bar))).contains("Meld is down: you show " + meld(s, 0));
        // The counters the bidder buried are already its own: what it needs comes after them.
        int buried = s.view().buried().stream().mapToInt(c -> s.view().rules().counting().value(c.rank())).sum();
        int need = Math.max(0, s.view().bid() - meld(s, 0) - buried);
        assertThat(Edt.call(() -> labels(bar))).contains("Bid " + s.view().bid() + " \u2014 you need " + need
                + (buried > 0 ? " more (" + buried + " buried)." : " in counters out of 250."));
    }

    /** QA: "you need 450 in counters out of 250" could not be; past what the cards hold, the panel says so. */
    @Test
    void aNeedPastTheCountersInTheCardsIsCalledSo() throws Exception {
        Snapshot s = notOnTheBoard();
        int need = s.view().bid() - meld(s, 0);
        assertThat(need).isGreaterThan(250);
        List<String> shown = Edt.call(() -> {
            controller.show(s);
            bar.update();
            return labels(bar);
        });
        assertThat(shown).contains("Bid " + s.view().bid() + " \u2014 you need " + need
                + " in counters; the cards hold only 250.", "Not on the board: even every counter cannot make the bid.");
    }

    /** QA: "you need 0 in counters" hid that the meld stands only once the side takes a trick (RULES.md §2.9). */
    @Test
    void aBidTheMeldCoversStillNeedsATrick() throws Exception {
        Snapshot s = concede(RuleSet.standard().with("minBid", "100"), x -> meld(x, 0) >= x.view().bid());
        List<String> shown = Edt.call(() -> {
            controller.show(s);
            bar.update();
            return labels(bar);
        });
        assertThat(shown).contains("Bid " + s.view().bid() + " \u2014 your meld covers it; it stands once your side"
                + " takes a trick.").noneMatch(l -> l.contains("you need 0"));
    }

    /** With setDouble a set played out costs twice the bid, a throw-in once: the question says so. */
    @Test
    void theThreeHandedThrowInSaysASetWouldCostDouble() throws Exception {
        Snapshot s = concede(RuleSet.threeHanded().with("setDouble", "true"), x -> true);
        assertThat(throwInQuestion(s)).isEqualTo("Throw in the hand?\nYou score minus " + s.view().bid()
                + " (a set, played out, costs " + 2 * s.view().bid() + ").\nWest and East score nothing.");
    }

    /**
     * RULES.md §7 (setDouble): played out, a set costs twice the bid; thrown in, the bid once. The panel says so
     * itself (QA: with "Ask before throwing in" off, nothing on the table told the price of playing on).
     */
    @Test
    void theThreeHandedPanelSaysASetPlayedOutCostsDouble() throws Exception {
        Snapshot doubled = concede(RuleSet.threeHanded().with("setDouble", "true"), x -> true);
        int bid = doubled.view().bid();
        assertThat(shown(doubled)).contains("Set when played out: minus " + 2 * bid + "; thrown in: minus " + bid
                + ".");
        assertThat(shown(concede(RuleSet.threeHanded(), x -> true))).noneMatch(l -> l.startsWith("Set when"));
    }

    /** RULES.md §7 (setDouble): the summary of a set that cost twice the bid says so beside the bid (QA). */
    @Test
    void aDoubledSetSaysSoInTheSummary() throws Exception {
        Snapshot set = Snapshots.firstBidding(RuleSet.threeHanded().with("setDouble", "true"),
                x -> x.stage() == Snapshot.Stage.HAND_OVER && x.view().result().contractor() == 0
                        && x.view().result().outcome() == HandResult.Outcome.SET,
                x -> x.view().legal().contains(new Action.PlayOn()) ? new Action.PlayOn() : Snapshots.bidding(x));
        int bid = set.view().bid();
        assertThat(set.view().result().score()[0]).isEqualTo(-2 * bid);
        assertThat(shown(set)).contains("Hand 1: You were set at " + bid + " (doubled)");
    }

    /** The bury panel says cards shown in meld are dimmed when some are: the common hand. */
    @Test
    void theBuryPanelSaysMeldCardsAreDimmed() throws Exception {
        Snapshot burying = burying();
        assertThat(burying.whyNot()).as("a card is refused").isNotEmpty();
        assertThat(shown(burying)).contains("Cards shown in meld are dimmed: they may not be buried.");
    }

    /**
     * QA: with fewer than three cards outside the meld any card may go and nothing is dimmed (RULES.md §7), but
     * the panel still said meld cards were. Such a hand (16 of 18 cards in meld) is too rare to deal by seed, so
     * a common bury position is shown as the game shows that one: every burial legal, no card refused.
     */
    @Test
    void whenAnyCardMayBeBuriedThePanelSaysSo() throws Exception {
        Snapshot s = burying();
        Deck deck = s.view().rules().deck();
        List<Action> every = deck.choose(deck.setOf(s.view().hand()), TableController.BURY).stream()
                .<Action>map(Action.Bury::new).toList();
        Snapshot anyMayGo = with(with(s, "view", with(s.view(), "legal", every)), "whyNot", Map.of());

        assertThat(shown(anyMayGo)).contains("Fewer than three cards lie outside your meld, so any may go.")
                .noneMatch(l -> l.contains("dimmed"));
    }

    /** The human three-handed bidder about to bury. */
    private static Snapshot burying() {
        return Snapshots.firstThreeHanded(x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().legal().stream().anyMatch(a -> a instanceof Action.Bury));
    }

    /** The record {@code r} with its component {@code name} set to {@code value}. */
    @SuppressWarnings("unchecked")
    private static <R extends Record> R with(R r, String name, Object value) throws Exception {
        RecordComponent[] parts = r.getClass().getRecordComponents();
        Object[] values = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) {
            values[i] = parts[i].getName().equals(name) ? value : parts[i].getAccessor().invoke(r);
            types[i] = parts[i].getType();
        }
        return (R) r.getClass().getDeclaredConstructor(types).newInstance(values);
    }

    /** The panel's labels once {@code s} is shown. */
    private List<String> shown(Snapshot s) throws Exception {
        return Edt.call(() -> {
            controller.show(s);
            bar.update();
            return labels(bar);
        });
    }

    /**
     * QA: not on the board, the panel's default is Throw in, but the question after it defaulted to Play on, so
     * Enter twice played the hand out; after a hint to throw in, the same. The question's default now follows the
     * panel's: Throw in where the panel advised it, Play on otherwise.
     */
    @Test
    void theThrowInQuestionDefaultsToWhatThePanelAdvised() throws Exception {
        Snapshot hopeless = notOnTheBoard();
        Snapshot makeable = concede(RuleSet.standard(), x -> x.view().bid() - meld(x, 0) < 200);

        clickThrowIn(hopeless, null);
        clickThrowIn(makeable, null);
        clickThrowIn(makeable, new Action.ThrowIn());

        assertThat(hooks.advised).containsExactly(true, false, true);
        assertThat(sent).as("every question declined").isEmpty();
    }

    /** Shows {@code s}, after a hint of {@code hint} if not null, and clicks Throw in. */
    private void clickThrowIn(Snapshot s, Action hint) throws Exception {
        Edt.call(() -> {
            controller.show(s);
            if (hint != null) {
                controller.takeHint(hint, "Hint");
            }
            bar.rebuild();
            ((JButton) DialogOwner.find(bar, "throwIn")).doClick();
            return null;
        });
    }

    /** The human bidder deciding whether to play a contract of up to 600 that the cards cannot make. */
    private static Snapshot notOnTheBoard() {
        return Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.CONCEDE_OR_PLAY, x -> x.view().legal().stream()
                        .filter(a -> a instanceof Action.Bid b && b.points() <= 600).reduce((a, b) -> b)
                        .orElse(x.view().legal().get(0)));
    }

    private static Snapshot concede(RuleSet rules, java.util.function.Predicate<Snapshot> also) {
        return Snapshots.firstBidding(rules, x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.CONCEDE_OR_PLAY && also.test(x));
    }

    // ------------------------------------------------------------------ a hint is Enter's answer

    /**
     * docs/ui.md, keys: after a hint Enter takes it, as it plays the hinted card in the tricks. The duel's
     * declaration has no default before a hint (which to show is the player's choice); after one, the declaration
     * it named is the default.
     */
    @Test
    void afterAHintEnterDeclaresTheDeclarationItNamed() throws Exception {
        Snapshot s = null;
        List<SeatSetup> seats = List.of(Snapshots.SEATS.get(0), Snapshots.SEATS.get(2));
        for (long seed = 1; s == null; seed++) {
            s = Snapshots.firstHands(RuleSet.duel(), seed, seats, 1).stream()
                    .filter(x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                            && x.view().legal().stream().filter(a -> a instanceof Action.Declare).count() >= 2)
                    .findFirst().orElse(null);
        }
        List<Action> declarations = s.view().legal().stream().filter(a -> a instanceof Action.Declare).toList();
        Action last = declarations.get(declarations.size() - 1);

        assertThat(pressEnterAfterHint(s, null)).as("no default before a hint").isFalse();
        assertThat(pressEnterAfterHint(s, last)).isTrue();

        assertThat(sent).containsExactly(last);
    }

    /**
     * QA: the dix exchange's button read "Exchange the dix: your 9 for the Q♦" beside "Dix 10 / 9♦", telling
     * neither what it scores nor which nine (RULES.md §5: the swap scores the dix). It is valued, and names the
     * trump nine, as the declarations' buttons are.
     */
    @Test
    void theDixExchangeButtonSaysWhatItScores() throws Exception {
        Snapshot s = null;
        List<SeatSetup> seats = List.of(Snapshots.SEATS.get(0), Snapshots.SEATS.get(2));
        for (long seed = 1; s == null; seed++) {
            s = Snapshots.firstHands(RuleSet.duel().with("dixExchange", "true"), seed, seats, 1).stream()
                    .filter(x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                            && x.view().legal().contains(new Action.ExchangeDix()))
                    .findFirst().orElse(null);
        }
        Snapshot exchange = s;
        String text = Edt.call(() -> {
            controller.show(exchange);
            bar.rebuild();
            return DialogOwner.all(bar, JButton.class).stream().filter(b -> "exchangeDix".equals(b.getName()))
                    .findFirst().orElseThrow().getText();
        });
        Suit trump = exchange.view().trump();
        assertThat(text).isEqualTo("Exchange the dix 10: your " + Card.of(trump, Rank.NINE).display() + " for the "
                + exchange.view().turnedUp().display());
    }

    /**
     * A bid commits the side: before a hint no button of the auction is the default, none is accented, and Enter
     * bids nothing (QA: it bid the smallest bid, which was accented), the forced opening included. A hinted bid or
     * pass is accented and Enter's answer.
     */
    @Test
    void theAuctionHasNoDefaultBeforeAHint() throws Exception {
        Snapshot free = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().legal().contains(Action.Pass.INSTANCE));
        Snapshot forced = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && !x.view().legal().contains(Action.Pass.INSTANCE));
        for (Snapshot s : List.of(free, forced)) {
            assertThat(pressEnterAfterHint(s, null)).as("a default before a hint").isFalse();
            assertThat(Edt.call(() -> DialogOwner.all(bar, JButton.class).stream().filter(b -> String.valueOf(
                    b.getClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE)).contains("accentColor"))
                    .map(JButton::getText).toList())).as("accented").isEmpty();
        }
        assertThat(sent).isEmpty();

        assertThat(pressEnterAfterHint(free, Action.Pass.INSTANCE)).isTrue();
        assertThat(sent).containsExactly(Action.Pass.INSTANCE);
    }

    /** QA: the trump panel grew 28 px when a hint moved the accent (bold) to diamonds; nothing moves now. */
    @Test
    void aHintMovesTheAccentWithoutMovingAButton() throws Exception {
        Snapshot s = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.TRUMP);
        List<List<Integer>> widths = Edt.call(() -> {
            Theme.install(false);
            controller.show(s);
            bar.rebuild();
            List<Integer> before = trumpWidths();
            Suit accented = controller.meldByTrump().entrySet().stream()
                    .max(java.util.Map.Entry.comparingByValue()).orElseThrow().getKey();
            List<Integer> after = new ArrayList<>();
            for (Suit other : Suit.values()) {
                if (other != accented) {
                    controller.takeHint(new Action.NameTrump(other), "Hint");
                    bar.rebuild();
                    after.addAll(trumpWidths());
                }
            }
            return List.of(before, after);
        });
        assertThat(widths.get(1)).containsExactlyElementsOf(Collections.nCopies(3, widths.get(0)).stream()
                .flatMap(List::stream).toList());
    }

    private List<Integer> trumpWidths() {
        List<Integer> w = new ArrayList<>();
        for (Suit suit : Suit.values()) {
            w.add(DialogOwner.find(bar, "trump" + suit.letter()).getPreferredSize().width);
        }
        return w;
    }

    /** A hint naming a suit other than the one that melds the most makes that suit Enter's answer. */
    @Test
    void afterAHintEnterNamesTheTrumpItNamed() throws Exception {
        Snapshot s = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.TRUMP);
        Suit most = Edt.call(() -> {
            controller.show(s);
            return java.util.Collections.max(controller.meldByTrump().entrySet(), java.util.Map.Entry.comparingByValue())
                    .getKey();
        });
        Suit other = most == Suit.SPADES ? Suit.HEARTS : Suit.SPADES;

        assertThat(pressEnterAfterHint(s, new Action.NameTrump(other))).isTrue();

        assertThat(sent).containsExactly(new Action.NameTrump(other));
    }

    /**
     * After a hint of a bid, Enter bids it. The jump (three steps up) has a button of its own, so the field keeps
     * the smallest bid; four steps up has none, so the amount is typed into the field and Bid takes it.
     */
    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void afterAHintEnterBidsTheAmountItNamed(int steps) throws Exception {
        Snapshot s = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION);
        int min = Edt.call(() -> {
            controller.show(s);
            return controller.minBid();
        });
        int hinted = min + steps * RuleSet.standard().bidStep();

        assertThat(pressEnterAfterHint(s, new Action.Bid(hinted))).isTrue();

        assertThat(sent).containsExactly(new Action.Bid(hinted));
        assertThat(Edt.call(() -> bidField().getText())).isEqualTo(Integer.toString(steps == 3 ? min : hinted));
    }

    /** A hinted pass picks its cards in place of those picked before, and Enter sends them. */
    @Test
    void afterAHintTheCardsItPassesArePickedAndEnterPassesThem() throws Exception {
        Snapshot s = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.PASS_BACK);
        List<dev.pinochle.core.Card> hand = Edt.call(() -> {
            controller.show(s);
            controller.togglePick(0);
            return controller.hand();
        });
        List<dev.pinochle.core.Card> last = hand.subList(hand.size() - 4, hand.size());

        assertThat(pressEnterAfterHint(s, new Action.PassCards(last))).isTrue();

        assertThat(controller.picked()).containsExactly(hand.size() - 4, hand.size() - 3, hand.size() - 2,
                hand.size() - 1);
        assertThat(sent).hasSize(1);
        assertThat(((Action.PassCards) sent.get(0)).cards()).containsExactlyInAnyOrderElementsOf(last);
    }

    /**
     * The panel built again for the same auction (a hint that names a quick bid, or Settings) keeps the amount
     * typed; a new turn in the auction starts from its own smallest bid.
     */
    @Test
    void anAmountTypedOutlivesAHintAndSettingsButNotTheTurn() throws Exception {
        Snapshot s = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION);
        Snapshot next = again(s);
        List<String> texts = Edt.call(() -> {
            Theme.install(false);
            controller.show(s);
            bar.update();
            bidField().setText("330");
            controller.takeHint(new Action.Bid(controller.minBid()), "Hint");
            bar.rebuild();
            String afterHint = bidField().getText();
            bar.rebuild();
            String afterSettings = bidField().getText();
            controller.show(next);
            bar.update();
            return List.of(afterHint, afterSettings, bidField().getText());
        });

        assertThat(texts).containsExactly("330", "330", Integer.toString(controller.minBid()));
    }

    /**
     * QA: the pass panel had no meld figure, just when the pass decides it. Passing to the bidder and giving back,
     * single and double deck and on the one-point scale, a line gives your meld in trump with the cards you keep
     * (the core's meld table, on the shown scale) beside your meld now, updated with each pick; the panel keeps
     * its size as cards are picked.
     */
    @Test
    void thePassPanelTellsYourMeldWithTheCardsYouKeep() throws Exception {
        Function<Snapshot, Action> passing = x -> x.view().legal().contains(Action.Pass.INSTANCE)
                ? Action.Pass.INSTANCE : x.view().legal().get(0);
        boolean dropped = false;
        // The double deck passes no cards by default; the one-point scale shows a tenth of the native figures.
        for (RuleSet rules : List.of(RuleSet.standard(), RuleSet.onePoint(), RuleSet.doubleDeck().with("passCount",
                "4"))) {
            Snapshot toBidder = Snapshots.firstBidding(rules, x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                    && x.view().phase() == Phase.PASS_TO_BIDDER, passing, Snapshots.NORTH_BIDS);
            Snapshot back = Snapshots.firstBidding(rules, x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                    && x.view().phase() == Phase.PASS_BACK);
            for (Snapshot s : List.of(toBidder, back)) {
                Suit trump = s.view().trump();
                List<Card> hand = Edt.call(() -> {
                    controller.show(s);
                    bar.update();
                    return controller.hand();
                });
                String now = rules.shown(MeldTable.total(rules, rules.deck().setOf(hand), trump));
                Dimension size = Edt.call(bar::getPreferredSize);
                List<Card> kept = new ArrayList<>(hand);
                for (int pick = 0; pick <= rules.passCount(); pick++) {
                    if (pick > 0) {
                        // The hand's meld cards are picked first where it has some, so the figure drops.
                        int i = hand.size() - pick;
                        kept.remove(hand.get(i));
                        Edt.call(() -> {
                            controller.togglePick(i);
                            bar.update();
                            return null;
                        });
                    }
                    String after = rules.shown(MeldTable.total(rules, rules.deck().setOf(kept), trump));
                    dropped |= !after.equals(now);
                    JLabel line = (JLabel) DialogOwner.find(bar, "meldAfterPass");
                    assertThat(line.getText()).as("%s, %d picked", s.view().phase(), pick).isEqualTo("Your meld in "
                            + trump.name().toLowerCase() + " after this pass: " + after + " (now " + now + ")");
                    assertThat(Edt.call(bar::getPreferredSize)).as("%s, %d picked", s.view().phase(), pick)
                            .isEqualTo(size);
                }
            }
        }
        assertThat(dropped).as("some pick lowered the meld").isTrue();
    }

    /** The same table shown anew: the next snapshot, in which nothing changed. */
    private static Snapshot again(Snapshot s) {
        return new Snapshot(s.serial() + 1, s.view(), s.seats(), s.last(), s.whyNot(), s.scores(), s.hands(),
                s.reasons(), s.stage(), s.rejected());
    }

    private JFormattedTextField bidField() {
        return ((JSpinner.DefaultEditor) ((JSpinner) DialogOwner.find(bar, "bidAmount")).getEditor()).getTextField();
    }

    /** A hint answers the snapshot it was given for: the next one drops it. */
    @Test
    void aHintIsDroppedWithTheNextSnapshot() throws Exception {
        Snapshot s = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.TRUMP);
        Snapshot next = again(s);
        Action kept = Edt.call(() -> {
            controller.show(s);
            controller.takeHint(new Action.NameTrump(Suit.CLUBS), "Hint");
            Action before = controller.hinted();
            controller.show(next);
            return before;
        });

        assertThat(kept).isEqualTo(new Action.NameTrump(Suit.CLUBS));
        assertThat(controller.hinted()).isNull();
    }

    /** Shows {@code s}, takes {@code hint} if any as the table does, and presses the panel's default as Enter does. */
    private boolean pressEnterAfterHint(Snapshot s, Action hint) throws Exception {
        return Edt.call(() -> {
            Theme.install(false);
            controller.show(s);
            if (hint != null) {
                controller.takeHint(hint, "Hint");
            }
            bar.rebuild();
            return bar.pressPrimary();
        });
    }

    /** A side's meld as laid on the table. */
    private static int meld(Snapshot s, int side) {
        int total = 0;
        for (int seat = 0; seat < s.view().seats(); seat++) {
            if (s.view().sideOf(seat) == side) {
                total += s.view().melds().get(seat).stream().mapToInt(m -> m.points()).sum();
            }
        }
        return total;
    }

    private static List<String> labels(Container root) {
        return DialogOwner.all(root, JLabel.class).stream().map(JLabel::getText).toList();
    }

    /** Clicks Throw in (the confirmation declines) and returns the question it asked. */
    private String throwInQuestion(Snapshot s) throws Exception {
        Edt.call(() -> {
            controller.show(s);
            bar.update();
            ((JButton) DialogOwner.find(bar, "throwIn")).doClick();
            return null;
        });
        assertThat(sent).as("declined: nothing sent").isEmpty();
        assertThat(hooks.asked).hasSize(1);
        return hooks.asked.get(0);
    }
}
