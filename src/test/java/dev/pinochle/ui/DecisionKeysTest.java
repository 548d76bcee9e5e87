package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Game;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Suit;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.stream.IntStream;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Real-window tests of Enter on the table while the decision panel is up: it presses the panel's default button
 * (the one in the accent colour), as in a dialog, and still plays the card with the keyboard focus in the tricks.
 * The bots pass whenever they may, so a human who opens the bidding holds the contract. Keys are pressed with
 * {@link java.awt.Robot}; skipped with a message without a display: run under {@code xvfb-run}.
 */
class DecisionKeysTest extends TableWindowTest {
    /** While set, the hint waits for {@link #hintGo} before it answers. */
    private volatile boolean holdHints;
    /** While set, the hint's bot throws once {@link #hintGo} lets it go. */
    private volatile boolean failHints;
    private final Semaphore hintGo = new Semaphore(0);

    /**
     * The stand-in at every seat; the hint (asked of the Expert) bids one step over the smallest bid, so that
     * Enter taking it differs from Enter taking the panel's default, and waits first while {@link #holdHints}.
     */
    @Override
    Bots bots() {
        return (level, seat, seed) -> level != BotLevel.EXPERT ? Bots.STAND_IN.create(level, seat, seed) : view -> {
            if (holdHints) {
                hintGo.acquireUninterruptibly();
            }
            if (failHints) {
                throw new IllegalStateException("the hint's bot failed");
            }
            List<Action> bids = view.legal().stream().filter(a -> a instanceof Action.Bid).toList();
            return bids.size() > 1 ? bids.get(1) : view.legal().get(0);
        };
    }

    @AfterEach
    void letTheHintsGo() {
        hintGo.release(100);
    }
    @BeforeEach
    void startAGameTheHumanOpens() throws Exception {
        GameChoices choices = GameChoices.defaults();
        long seed = 1;
        while (Game.start(choices.rules(), seed).toAct() != 0) {
            seed++;
        }
        long humanOpens = seed;
        Edt.call(() -> {
            window.startGame(choices, humanOpens);
            return null;
        });
        assertThat(activate()).as("the table has the keys").isSameAs(window.tableView());
    }

    /**
     * Enter bids nothing unchosen (QA: it bid the smallest bid): the auction's panel has no default before a hint,
     * and Enter says how to bid. Then it names trump, passes the picks, plays on and plays the focused card.
     */
    @Test
    void enterBidsNothingUnchosenNamesTrumpPassesThePicksPlaysOnAndPlaysTheFocusedCard() throws Exception {
        Snapshot open = prompted(TableController.Prompt.BID);
        assertThat(open.view().bid()).as("the human is first to bid").isZero();
        int min = Edt.call(() -> window.controller().minBid());

        press(KeyEvent.VK_ENTER);

        assertThat(waitFor(() -> window.controller().message())).isEqualTo(TableView.CHOOSE_FIRST);
        assertThat(Edt.call(() -> window.controller().snapshot().serial())).as("nothing sent").isEqualTo(open.serial());
        DialogOwner.click(robot, DialogOwner.find(window, "bid" + min));

        Snapshot trump = prompted(TableController.Prompt.TRUMP);
        assertThat(trump.view().bid()).isEqualTo(min);
        assertThat(trump.view().contractor()).isZero();
        Suit most = mostMeld();

        press(KeyEvent.VK_ENTER);

        Snapshot pass = prompted(TableController.Prompt.PASS);
        assertThat(pass.view().trump()).as("Enter named the suit that melds the most").isEqualTo(most);
        assertThat(pass.view().phase()).isEqualTo(Phase.PASS_BACK);
        // Enter picks the focused card until the pick is complete, then sends it, as "Pass cards" does.
        List<Card> kept = new ArrayList<>(Edt.call(() -> window.controller().hand()));
        for (int i = 0; i < 4; i++) {
            press(KeyEvent.VK_RIGHT);
            press(KeyEvent.VK_ENTER);
        }
        assertThat(Edt.call(() -> window.controller().picked())).containsExactly(0, 1, 2, 3);
        kept.subList(0, 4).clear();

        press(KeyEvent.VK_ENTER);

        Snapshot concede = prompted(TableController.Prompt.CONCEDE);
        assertThat(concede.view().hand()).containsExactlyInAnyOrderElementsOf(kept);
        // The fixture's deal is on the board: Play it out is the default.
        assertThat(Edt.call(() -> window.controller().notOnTheBoard())).isFalse();

        press(KeyEvent.VK_ENTER);

        Snapshot lead = prompted(TableController.Prompt.PLAY);
        assertThat(lead.view().phase()).isEqualTo(Phase.TRICKS);
        // No panel is up in the tricks: Enter plays the card the keys moved to.
        press(KeyEvent.VK_RIGHT);
        press(KeyEvent.VK_RIGHT);
        Card focused = Edt.call(() -> window.controller().hand().get(window.controller().focus()));

        press(KeyEvent.VK_ENTER);

        assertThat(firstLead()).isEqualTo(focused);
    }

    @Test
    void afterABidClickedWithTheMouseEnterNamesTrump() throws Exception {
        prompted(TableController.Prompt.BID);
        int min = Edt.call(() -> window.controller().minBid());

        DialogOwner.click(robot, DialogOwner.find(window, "bid" + min));
        Snapshot trump = prompted(TableController.Prompt.TRUMP);
        Suit most = mostMeld();
        press(KeyEvent.VK_ENTER);

        // The clicked button went with the auction's panel, and the keys with it back to the table.
        Snapshot named = waitFor(() -> window.controller().snapshot().view().trump() != null
                ? window.controller().snapshot() : null);
        assertThat(named.view().trump()).isEqualTo(most);
        assertThat(trump.view().bid()).isEqualTo(min);
    }

    @Test
    void aHeldEnterBidsOnceAndNamesNoTrumpUntilItIsReleased() throws Exception {
        prompted(TableController.Prompt.BID);
        // The auction's default is a hinted bid.
        Action.Bid bid = (Action.Bid) hint();

        robot.keyPress(KeyEvent.VK_ENTER);
        try {
            Snapshot trump = prompted(TableController.Prompt.TRUMP);
            assertThat(trump.view().bid()).isEqualTo(bid.points());
            // A held key repeats its press: the repeat must not name trump as well.
            robot.keyPress(KeyEvent.VK_ENTER);
            robot.waitForIdle();
            Thread.sleep(300);
            robot.waitForIdle();
            assertThat(Edt.call(() -> window.controller().prompt())).isEqualTo(TableController.Prompt.TRUMP);
            assertThat(Edt.call(() -> window.controller().snapshot().view().trump())).isNull();
        } finally {
            robot.keyRelease(KeyEvent.VK_ENTER);
            robot.waitForIdle();
        }
        Suit most = mostMeld();

        press(KeyEvent.VK_ENTER);

        Snapshot named = waitFor(() -> window.controller().snapshot().view().trump() != null
                ? window.controller().snapshot() : null);
        assertThat(named.view().trump()).as("a fresh press names trump").isEqualTo(most);
    }

    /**
     * QA: in a game bid with the mouse, the tricks began with no card chosen and Enter did nothing. It now shows the
     * first card you may play, and the next Enter plays that card.
     */
    @Test
    void withNoCardChosenEnterShowsTheFirstCardYouMayPlayThenPlaysIt() throws Exception {
        toFirstLead();
        assertThat(Edt.call(() -> window.controller().focus())).as("no card chosen yet").isEqualTo(-1);

        press(KeyEvent.VK_ENTER);

        int focus = Edt.call(() -> window.controller().focus());
        assertThat(focus).as("the first card you may lead").isZero();
        assertThat(Edt.call(() -> window.controller().snapshot().view().trick())).as("nothing played yet").isEmpty();
        Card shown = Edt.call(() -> window.controller().hand().get(focus));

        press(KeyEvent.VK_ENTER);

        assertThat(firstLead()).isEqualTo(shown);
    }

    /** QA: after Settings was closed the card chosen with the arrows had lost its ring, and the arrows began again. */
    @Test
    void theCardChosenKeepsItsRingThroughSettings() throws Exception {
        toFirstLead();
        press(KeyEvent.VK_RIGHT);
        press(KeyEvent.VK_RIGHT);
        int chosen = Edt.call(() -> window.controller().focus());

        robot.keyPress(KeyEvent.VK_CONTROL);
        press(KeyEvent.VK_COMMA);
        robot.keyRelease(KeyEvent.VK_CONTROL);
        SettingsDialog settings = waitFor(() -> {
            for (java.awt.Window w : window.getOwnedWindows()) {
                if (w instanceof SettingsDialog d && d.isShowing() && d.getFocusOwner() != null) {
                    return d;
                }
            }
            return null;
        });
        // The QA made the cards small: the hand is laid out anew.
        Edt.call(() -> {
            for (javax.swing.JComboBox<?> box : DialogOwner.all(settings, javax.swing.JComboBox.class)) {
                if (box.getItemAt(0) instanceof Settings.CardSize) {
                    box.setSelectedItem(Settings.CardSize.SMALL);
                }
            }
            return null;
        });
        javax.swing.JButton ok = Edt.call(() -> DialogOwner.all(settings, javax.swing.JButton.class).stream()
                .filter(b -> b.getText().equals("OK")).findFirst().orElseThrow());
        assertThat(DialogOwner.clickAway(robot, settings, ok)).isTrue();

        assertThat(activate()).as("the table has the keys").isSameAs(window.tableView());
        assertThat(Edt.call(() -> window.controller().focus())).as("the card chosen").isEqualTo(chosen);
        press(KeyEvent.VK_RIGHT);
        assertThat(Edt.call(() -> window.controller().focus())).as("the arrows go on from it").isNotEqualTo(chosen);
    }

    /**
     * QA: the card under the mouse and the card with the keyboard's ring both rose, two cards standing up at once.
     * One card rises: the ring's while the keys were used last, the pointer's once it moves over the hand again.
     */
    @Test
    void onlyTheCardOfTheLastUsedKeysOrMouseRises() throws Exception {
        toFirstLead();
        press(KeyEvent.VK_RIGHT);
        press(KeyEvent.VK_RIGHT);
        int ringed = Edt.call(() -> window.controller().focus());
        assertThat(raised()).as("the ring's card").containsExactly(ringed);

        int under = ringed + 3;
        Point p = Edt.call(() -> {
            Rectangle2D r = hand().get(under);
            Point at = new Point((int) r.getX() + 4, (int) r.getCenterY());
            SwingUtilities.convertPointToScreen(at, window.tableView());
            return at;
        });
        robot.mouseMove(p.x, p.y);
        robot.mouseMove(p.x + 1, p.y);
        robot.waitForIdle();
        assertThat(waitFor(() -> raisedNow().contains(under) ? raisedNow() : null)).as("the pointer's card alone")
                .containsExactly(under);
        assertThat(Edt.call(() -> window.controller().focus())).as("the ring stays").isEqualTo(ringed);

        press(KeyEvent.VK_RIGHT);
        assertThat(raised()).as("the keys' card again, the pointer resting").containsExactly(ringed + 1);
    }

    /** The cards of the hand as the table paints them now, in the hand's order. */
    private List<Rectangle2D> hand() {
        TableView view = window.tableView();
        view.paint(new BufferedImage(view.getWidth(), view.getHeight(), BufferedImage.TYPE_INT_RGB).createGraphics());
        return view.drawn().stream().filter(d -> d.kind().equals("hand")).map(TableView.Drawn::bounds).toList();
    }

    /** Which cards of the hand stand above the others. */
    private List<Integer> raised() throws Exception {
        return Edt.call(this::raisedNow);
    }

    /** The same, on the Swing thread. */
    private List<Integer> raisedNow() {
        List<Rectangle2D> cards = hand();
        double rest = cards.stream().mapToDouble(Rectangle2D::getY).max().orElseThrow();
        return IntStream.range(0, cards.size()).filter(i -> cards.get(i).getY() < rest - 1).boxed().toList();
    }

    /**
     * QA: a new game begun with a card chosen in the old one ringed the card at the same place in the new hand,
     * through the auction, where no card is asked for.
     */
    @Test
    void aNewGameStartsWithNoCardChosen() throws Exception {
        toFirstLead();
        press(KeyEvent.VK_RIGHT);
        press(KeyEvent.VK_RIGHT);
        assertThat(Edt.call(() -> window.controller().focus())).as("a card chosen").isPositive();

        startAGameTheHumanOpens();
        prompted(TableController.Prompt.BID);

        assertThat(Edt.call(() -> window.controller().focus())).as("no card chosen").isEqualTo(-1);
    }

    /** QA: with "Allow undo" turned off, Undo stayed enabled (and did nothing) until the next move. */
    @Test
    void turningUndoOffGreysOutUndoAtOnce() throws Exception {
        prompted(TableController.Prompt.BID);
        int min = Edt.call(() -> window.controller().minBid());
        act(new Action.Bid(min));
        prompted(TableController.Prompt.TRUMP);
        javax.swing.JMenuItem undo = Edt.call(() -> {
            for (int i = 0; i < window.getJMenuBar().getMenuCount(); i++) {
                javax.swing.JMenu menu = window.getJMenuBar().getMenu(i);
                for (int k = 0; k < menu.getItemCount(); k++) {
                    if (menu.getItem(k) != null && "Undo".equals(menu.getItem(k).getText())) {
                        return menu.getItem(k);
                    }
                }
            }
            throw new AssertionError("no Undo item");
        });
        assertThat(Edt.call(undo::isEnabled)).as("the bid may be undone").isTrue();

        Edt.call(() -> {
            Settings s = window.settings();
            window.useSettings(new Settings(s.dark(), s.cardSize(), s.speed(), s.autoPlaySingle(), s.confirmThrowIn(),
                    s.fourColour(), s.showPartnerReasons(), false, false, Settings.Cloth.GREEN, Settings.Back.BLUE));
            return null;
        });

        assertThat(Edt.call(undo::isEnabled)).isFalse();
    }

    /** Bids the minimum, names the suit that melds the most, passes back four cards and plays on. */
    private void toFirstLead() throws Exception {
        prompted(TableController.Prompt.BID);
        int min = Edt.call(() -> window.controller().minBid());
        act(new Action.Bid(min));
        prompted(TableController.Prompt.TRUMP);
        act(new Action.NameTrump(mostMeld()));
        Snapshot pass = prompted(TableController.Prompt.PASS);
        act(new Action.PassCards(pass.view().hand().subList(0, 4)));
        prompted(TableController.Prompt.CONCEDE);
        act(new Action.PlayOn());
        prompted(TableController.Prompt.PLAY);
    }

    /** The card the human led to the first trick, once it is on the table. */
    private Card firstLead() throws Exception {
        Snapshot after = waitFor(() -> {
            Snapshot now = window.controller().snapshot();
            return now.view().trick().stream().anyMatch(p -> p.seat() == 0) || !now.view().tricks().isEmpty()
                    ? now : null;
        });
        return after.view().tricks().isEmpty() ? after.view().trick().get(0).card()
                : after.view().tricks().get(0).cards().get(0).card();
    }

    private void act(Action a) throws Exception {
        Edt.call(() -> {
            window.controller().act(a);
            return null;
        });
    }

    /** QA: Ctrl+H in the bid amount field deleted a digit instead of giving the hint. */
    @Test
    void ctrlHInTheBidFieldGivesTheHint() throws Exception {
        prompted(TableController.Prompt.BID);
        javax.swing.JSpinner amount = (javax.swing.JSpinner) DialogOwner.find(window, "bidAmount");
        javax.swing.JFormattedTextField field = ((javax.swing.JSpinner.DefaultEditor) amount.getEditor())
                .getTextField();
        DialogOwner.click(robot, field);
        // Once in a CI run under Xvfb (not reproduced) the click left the keys elsewhere for ten seconds. What this
        // test checks is the key in the field, not the click, so it also asks for the keys.
        Edt.call(() -> {
            if (!field.isFocusOwner()) {
                javax.swing.SwingUtilities.getWindowAncestor(field).toFront();
                field.requestFocus();
            }
            return null;
        });
        waitFor(() -> field.isFocusOwner() ? Boolean.TRUE : null);
        String typed = Edt.call(() -> field.getText());

        askHint();
        robot.waitForIdle();

        String hint = waitFor(() -> window.controller().message());
        assertThat(hint).startsWith("Hint");
        assertThat(Edt.call(() -> field.getText())).as("the amount typed").isEqualTo(typed);
    }

    /**
     * docs/ui.md, keys: Ctrl+H then Enter does what the hint said, in each panel: the bid it named, the trump, and
     * the cards it passes, which the hint picks.
     */
    @Test
    void enterAfterAHintTakesIt() throws Exception {
        prompted(TableController.Prompt.BID);
        Action.Bid bid = (Action.Bid) hint();
        press(KeyEvent.VK_ENTER);
        Snapshot trump = prompted(TableController.Prompt.TRUMP);
        assertThat(trump.view().bid()).isEqualTo(bid.points());

        Action.NameTrump named = (Action.NameTrump) hint();
        press(KeyEvent.VK_ENTER);
        Snapshot pass = prompted(TableController.Prompt.PASS);
        assertThat(pass.view().trump()).isEqualTo(named.suit());

        Action.PassCards given = (Action.PassCards) hint();
        List<Card> picked = Edt.call(() -> window.controller().picked().stream()
                .map(i -> window.controller().hand().get(i)).toList());
        assertThat(picked).containsExactlyInAnyOrderElementsOf(given.cards());
        press(KeyEvent.VK_ENTER);
        Snapshot concede = prompted(TableController.Prompt.CONCEDE);
        assertThat(concede.view().given()).containsExactlyInAnyOrderElementsOf(given.cards());
    }

    /**
     * docs/ui.md, keys: Enter pressed while the hint is on its way does nothing (QA: Ctrl+H, then a quick Enter,
     * bid the smallest bid, the panel's default, not the hint's); a slow hint says it is coming. Once it has come,
     * Enter takes it.
     */
    @Test
    void enterWhileTheHintIsOnItsWayWaitsForIt() throws Exception {
        Snapshot open = prompted(TableController.Prompt.BID);
        holdHints = true;
        askHint();
        waitFor(() -> MainWindow.HINT_ON_ITS_WAY.equals(window.controller().message()) ? Boolean.TRUE : null);

        press(KeyEvent.VK_ENTER);
        robot.waitForIdle();
        assertThat(Edt.call(() -> window.controller().snapshot().serial())).as("nothing sent").isEqualTo(open.serial());

        hintGo.release();
        Action.Bid bid = (Action.Bid) waitFor(() -> window.controller().hinted());
        assertThat(bid.points()).as("the stand-in hint's bid, not the smallest")
                .isGreaterThan(Edt.call(() -> window.controller().minBid()));
        press(KeyEvent.VK_ENTER);
        assertThat(prompted(TableController.Prompt.TRUMP).view().bid()).isEqualTo(bid.points());
    }

    /**
     * A hint whose bot fails never comes: Enter, which waited for it, answers again; the auction having no default,
     * it says how to bid, and bids nothing.
     */
    @Test
    void afterAHintFailsEnterActsAgain() throws Exception {
        Snapshot open = prompted(TableController.Prompt.BID);
        holdHints = true;
        failHints = true;
        askHint();
        waitFor(() -> MainWindow.HINT_ON_ITS_WAY.equals(window.controller().message()) ? Boolean.TRUE : null);

        hintGo.release();
        waitFor(() -> window.controller().hintPending() ? null : Boolean.TRUE);
        assertThat(Edt.call(() -> window.controller().message())).as("the word that it was coming is gone").isNull();
        press(KeyEvent.VK_ENTER);

        assertThat(waitFor(() -> window.controller().message())).isEqualTo(TableView.CHOOSE_FIRST);
        assertThat(Edt.call(() -> window.controller().snapshot().serial())).as("nothing sent").isEqualTo(open.serial());
    }

    /** Presses Ctrl+H. */
    private void askHint() {
        robot.keyPress(KeyEvent.VK_CONTROL);
        press(KeyEvent.VK_H);
        robot.keyRelease(KeyEvent.VK_CONTROL);
    }

    /** Presses Ctrl+H and returns the action the hint named, once it is shown. */
    private Action hint() throws Exception {
        askHint();
        return waitFor(() -> window.controller().message() != null ? window.controller().hinted() : null);
    }

    /** The suit that melds the most, the first of equals in suit order: the trump panel's default. */
    private Suit mostMeld() throws Exception {
        Map<Suit, Integer> meld = Edt.call(() -> window.controller().meldByTrump());
        return Arrays.stream(Suit.values()).filter(s -> meld.get(s).equals(Collections.max(meld.values())))
                .findFirst().orElseThrow();
    }
}
