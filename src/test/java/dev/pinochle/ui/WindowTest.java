package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.DuelMelds;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.save.HandReview;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Snapshot;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;

/**
 * Real-window tests: start the main window, play whole hands by moving the mouse and clicking with
 * {@link Robot}, and read what is on screen (components, painted pixels, the table's accessible description). They need a display: run them under {@code xvfb-run}.
 */
class WindowTest extends TableWindowTest {
    private static final long TIMEOUT_MS = 120_000;
    /** The game's seed: random unless {@code -Dpinochle.test.seed} deals a failed run again. */
    private long seed = Long.getLong("pinochle.test.seed", System.nanoTime());
    /**
     * The duel's fixture: a deal that reaches the play-off with a declared card South may not play, whose dimmed
     * 'shown' tab the test once mistook for a missing one.
     */
    private static final long DUEL_SEED = 1410549403212L;

    @Override
    Function<SeatView, HandReview.Advice> advisor() {
        return PinochleApp.ADVISOR;
    }

    @Test
    void aPartnershipHandIsPlayedByClicking() throws Exception {
        onEdt(() -> {
            window.startGame(GameChoices.defaults(), seed);
            return null;
        });
        Snapshot end = playUntilHandOver();

        assertThat(end.view().result()).isNotNull();
        // The summary on screen shows the totals the game keeps.
        for (int side = 0; side < 2; side++) {
            JLabel total = (JLabel) find("total" + side);
            assertThat(total.getText()).isEqualTo(Integer.toString(end.scores().get(side)));
        }
        assertThat(find("nextHand").isShowing()).isTrue();
        click(find("nextHand"));
        Snapshot next = waitFor(() -> {
            Snapshot s = window.controller().snapshot();
            return s.view().handNumber() == 2 && s.stage() != Snapshot.Stage.HAND_OVER ? s : null;
        });
        assertThat(next.view().hand()).hasSize(12);
        assertThat(paperPixels(0)).as("the first card of the new hand is painted face up").isGreaterThan(500);
    }

    /**
     * QA: "Saved to …" of the last game stayed up over the new one. A new game starts with no notice, but a game
     * left unfinished says where it was kept, over the new game.
     */
    @Test
    void aNewGameDropsTheLastGamesNoticeButSaysWhereTheUnfinishedOneWasKept() throws Exception {
        long botsOpen = 1;
        while (dev.pinochle.core.Game.start(GameChoices.defaults().rules(), botsOpen).toAct() == 0) {
            botsOpen++;
        }
        long first = botsOpen;
        startAndWait(first, p -> p == TableController.Prompt.BID);
        onEdt(() -> {
            window.notice("Saved to old.pinochle");
            return null;
        });
        startAndWait(first + 1, p -> p != TableController.Prompt.WAIT);
        assertThat(onEdt(() -> window.controller().notice())).as("the last game's notice").isNull();

        // The bots bid before the human in this deal; once the human has bid too, it has moves to keep. (QA: a
        // deal only the bots had moved in was kept too, a file nobody played at each start then New game.)
        Snapshot asked = startAndWait(first, p -> p == TableController.Prompt.BID);
        onEdt(() -> {
            window.controller().act(new Action.Bid(window.controller().minBid()));
            return null;
        });
        waitFor(() -> window.controller().snapshot().serial() > asked.serial() ? Boolean.TRUE : null);
        onEdt(() -> {
            window.saveMenus().leaveGame(() -> window.startGame(GameChoices.defaults(), first + 1));
            return null;
        });
        String kept = waitFor(() -> window.controller().notice() != null ? window.controller().notice() : null);
        assertThat(kept).startsWith("Your unfinished game is kept as ");
    }

    /**
     * Starts a game of the default choices and waits for its first snapshot that asks {@code prompt}. Till the new
     * table's first snapshot comes, the controller still shows the last game's: a bid answered to that one goes to
     * the new table while its bots bid, and is dropped (this test's flake).
     */
    private Snapshot startAndWait(long seed, Predicate<TableController.Prompt> prompt)
            throws Exception {
        Snapshot last = onEdt(() -> {
            Snapshot shown = window.controller().snapshot();
            window.startGame(GameChoices.defaults(), seed);
            return shown;
        });
        return waitFor(() -> {
            Snapshot s = window.controller().snapshot();
            return s != last && prompt.test(window.controller().prompt()) ? s : null;
        });
    }

    /**
     * QA: Enter on the final summary opened New game, and the "Game over" dialog that came a moment later opened a
     * second one. The summary alone ends the game: who won, how the last hand went, and New game.
     */
    @Test
    void theGameEndsOnTheSummaryWithNoDialogOverIt() throws Exception {
        GameChoices d = GameChoices.defaults();
        GameChoices shortGame = new GameChoices(d.mode(), d.preset(), d.options(), 500, d.levels(), d.name());
        onEdt(() -> {
            window.startGame(shortGame, 21);
            return null;
        });
        Snapshot end = Edt.waitFor(robot, TIMEOUT_MS, 20, () -> {
            Snapshot s = window.controller().snapshot();
            if (s == null || s.stage() == Snapshot.Stage.BOT_TO_ACT) {
                return null;
            }
            if (s.stage() == Snapshot.Stage.GAME_OVER) {
                return s;
            }
            SwingUtilities.invokeLater(() -> {
                if (window.controller().snapshot() == s) {
                    if (s.stage() == Snapshot.Stage.HAND_OVER) {
                        window.controller().nextHand();
                    } else {
                        window.controller().act(s.view().legal().get(0));
                    }
                }
            });
            return null;
        });
        robot.delay(400);
        Edt.settle(robot);

        assertThat(onEdt(() -> java.util.Arrays.stream(window.getOwnedWindows()).filter(java.awt.Window::isShowing).count()))
                .as("dialogs over the table").isZero();
        assertThat(find("newGame").isShowing()).isTrue();
        assertThat(((JLabel) find("lastHand")).getText()).startsWith("Hand " + end.view().handNumber() + ": ")
                .endsWith(end.hands().size() + " hands in all");
    }

    @Test
    void aDuelHandIsPlayedByClicking() throws Exception {
        GameChoices duel = GameChoices.ofPreset(Mode.DUEL, "duel", List.of(BotLevel.MEDIUM), "You");
        seed = Long.getLong("pinochle.test.seed", DUEL_SEED);
        onEdt(() -> {
            window.startGame(duel, seed);
            return null;
        });
        Snapshot first = waitFor(() -> window.controller().snapshot());
        assertThat(first.view().seats()).isEqualTo(2);
        assertThat(description()).as("the stock's count and trump card are told").containsPattern(
                "\\d+ cards in stock, trump card the ");
        // A whole hand by clicking; hands are dealt at random, so play on until each duel screen has been seen.
        for (int hand = 1; hand <= 6 && !duelSeen.containsAll(List.of(DuelSight.values())); hand++) {
            Snapshot end = playUntilHandOver();
            assertThat(end.view().result()).isNotNull();
            JLabel total = (JLabel) find("total0");
            assertThat(total.getText()).isEqualTo(Integer.toString(end.scores().get(0)));
            if (end.stage() == Snapshot.Stage.GAME_OVER) {
                break;
            }
            click(find("nextHand"));
            int next = end.view().handNumber() + 1;
            waitFor(() -> window.controller().snapshot().view().handNumber() == next ? Boolean.TRUE : null);
        }
        assertThat(duelSeen).containsExactlyInAnyOrder(DuelSight.values());
    }

    /**
     * With "Make forced moves by themselves" on, the table answers for the player where there is one answer: a
     * single legal card, and in the duel a won trick with nothing to declare. The test answers everything else
     * and waits at those, with no input, for the table to move on.
     */
    @Test
    void forcedMovesMakeThemselves() throws Exception {
        onEdt(() -> {
            window.useSettings(new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, true, false,
                    false, false, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE));
            window.startGame(GameChoices.ofPreset(Mode.DUEL, "duel", List.of(BotLevel.MEDIUM), "You"), DUEL_SEED);
            return null;
        });
        int declines = 0;
        int singles = 0;
        long deadline = System.currentTimeMillis() + TIMEOUT_MS;
        while ((declines == 0 || singles == 0) && System.currentTimeMillis() < deadline) {
            Snapshot s = waitFor(() -> {
                Snapshot now = window.controller().snapshot();
                return now != null && (now.stage() == Snapshot.Stage.HUMAN_TO_ACT
                        || now.stage() == Snapshot.Stage.HAND_OVER) ? now : null;
            });
            if (s.stage() == Snapshot.Stage.HAND_OVER) {
                click(find("nextHand"));
                waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
                continue;
            }
            List<Action> legal = s.view().legal();
            boolean forced = legal.size() == 1 && (legal.get(0) instanceof Action.Decline
                    || legal.get(0) instanceof Action.Play);
            if (forced) {
                waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
                if (legal.get(0) instanceof Action.Decline) {
                    declines++;
                } else {
                    singles++;
                }
            } else {
                onEdt(() -> {
                    window.controller().act(legal.get(0));
                    return null;
                });
                waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
            }
        }
        assertThat(declines).as("empty declarations skipped (seed " + DUEL_SEED + ")").isPositive();
        assertThat(singles).as("single legal cards played").isPositive();
    }

    /** Duel screens the test has checked on the way. */
    private enum DuelSight { DECLARATION_OFFERED, DECLARED_CARDS_FACE_UP, PLAY_OFF_DIMMED }

    private final java.util.EnumSet<DuelSight> duelSeen = java.util.EnumSet.noneOf(DuelSight.class);

    private String description() throws Exception {
        return onEdt(() -> window.tableView().getAccessibleContext().getAccessibleDescription());
    }

    /** Checks the duel's screens as they come: declarations named and valued, declared cards, the play-off. */
    private void checkDuelScreen(Snapshot s, TableController.Prompt prompt) throws Exception {
        // The snapshot is shown; let its paint reach the screen before reading pixels.
        Edt.settle(robot);
        robot.delay(150);
        if (prompt == TableController.Prompt.DECLARE) {
            for (Action a : s.view().legal()) {
                if (a instanceof Action.Declare d) {
                    JButton b = (JButton) find("declare" + d.kind().name());
                    assertThat(b.getText()).containsIgnoringCase(d.kind().label())
                            .contains(Integer.toString(DuelMelds.points(s.view().rules(), d.kind())));
                    duelSeen.add(DuelSight.DECLARATION_OFFERED);
                }
            }
            assertThat(find("decline").isShowing()).isTrue();
        }
        if (prompt == TableController.Prompt.PLAY && !s.view().exposed().get(0).isEmpty()) {
            Card declared = s.view().exposed().get(0).get(0);
            int index = onEdt(() -> window.controller().hand().indexOf(declared));
            // In the play-off a declared card that may not be played is dimmed like any other, its tab with it.
            boolean barred = onEdt(() -> !window.controller().mayPlay(declared));
            Color tabColour = onEdt(() -> {
                Color shown = UIManager.getColor("Pinochle.card.shown");
                return barred ? veiled(shown, UIManager.getColor("Pinochle.card.dim")) : shown;
            });
            Rectangle2D tab = CardPainter.shownTab(onEdt(() -> window.tableView().handCardBounds(index)));
            assertThat(pixels(tab, tabColour)).as("South's declared %s wears its shown tab%s (seed %d)", declared,
                    barred ? ", dimmed as it may not be played" : "", seed)
                    .isGreaterThan((int) (tab.getWidth() * tab.getHeight() / 3));
            duelSeen.add(DuelSight.DECLARED_CARDS_FACE_UP);
        }
        if (prompt == TableController.Prompt.PLAY && s.view().stockSize() == 0 && !s.whyNot().isEmpty()) {
            assertThat(description()).contains("Play-off: follow, beat, trump");
            Card barred = s.whyNot().keySet().iterator().next();
            int index = onEdt(() -> window.controller().hand().indexOf(barred));
            // Inside the card's edge: the last clicked card wears a white dashed focus outline there.
            Rectangle2D b = onEdt(() -> window.tableView().handCardBounds(index));
            assertThat(paperPixels(new Rectangle2D.Double(b.getX() + 6, b.getY() + 6, b.getWidth() / 3 - 6,
                    b.getHeight() - 12))).as("a card that may not be played is dimmed").isLessThan(20);
            String tip = onEdt(() -> {
                Rectangle2D r = window.tableView().handCardBounds(index);
                return window.tableView().getToolTipText(new MouseEvent(window.tableView(), MouseEvent.MOUSE_MOVED,
                        0, 0, (int) r.getX() + 4, (int) r.getCenterY(), 0, false));
            });
            assertThat(tip).endsWith(s.whyNot().get(barred));
            duelSeen.add(DuelSight.PLAY_OFF_DIMMED);
        }
    }

    /** Answers every question the table asks the human with a click, until the hand-over summary shows. */
    private Snapshot playUntilHandOver() throws Exception {
        long deadline = System.currentTimeMillis() + TIMEOUT_MS;
        AtomicReference<TableController.Prompt> prompt = new AtomicReference<>();
        Snapshot s = null;
        while (System.currentTimeMillis() < deadline) {
            Edt.settle(robot);
            s = onEdt(() -> {
                prompt.set(window.controller().prompt());
                return window.controller().snapshot();
            });
            if (s == null) {
                robot.delay(20);
                continue;
            }
            if (s.view().seats() == 2) {
                checkDuelScreen(s, prompt.get());
            }
            switch (prompt.get()) {
                case HAND_OVER, GAME_OVER -> {
                    return s;
                }
                case BID -> click(find(s.view().legal().contains(Action.Pass.INSTANCE) ? "pass"
                        : "bid" + window.controller().minBid()));
                case TRUMP -> click(find("trumpS"));
                case PASS -> {
                    for (int i = 0; i < window.controller().passCount(); i++) {
                        int card = i;
                        if (!onEdt(() -> window.controller().picked().contains(card))) {
                            clickCard(i);
                        }
                    }
                    click(find("confirmPass"));
                }
                case CONCEDE -> click(find("playOn"));
                case DECLARE -> click(find(firstDeclaration(s)));
                case PLAY -> {
                    // A legal card the hand shows: the first legal one may be elsewhere on the table (CI: a QC
                    // legal while the hand shown held no QC), where a click on the hand plays nothing.
                    List<Card> shown = onEdt(() -> window.controller().hand());
                    Card legal = s.view().legal().stream().map(a -> ((Action.Play) a).card())
                            .filter(shown::contains).findFirst()
                            .orElse(((Action.Play) s.view().legal().get(0)).card());
                    clickCard(shown.indexOf(legal));
                }
                default -> robot.delay(20);
            }
            // On a busy machine a click can be lost before the window has settled: when nothing moves, the
            // loop looks again and answers again (a late second click on a played card is ignored).
            long settle = System.currentTimeMillis() + 5_000;
            Snapshot answered = s;
            while (System.currentTimeMillis() < settle && onEdt(() -> window.controller().snapshot()) == answered) {
                robot.delay(15);
            }
        }
        throw new AssertionError("the hand did not end within " + TIMEOUT_MS + " ms (seed " + seed + "): prompt "
                + prompt.get() + ", legal " + (s == null ? "-" : s.view().legal()) + ", hand "
                + onEdt(() -> window.controller().hand()) + "; " + tableThread());
    }

    /** What the table's thread is doing, for a hand that did not end (seen only in full runs). */
    private static String tableThread() {
        return Thread.getAllStackTraces().entrySet().stream().filter(e -> e.getKey().getName().equals("table"))
                .map(e -> "table thread " + e.getKey().getState() + " at " + Arrays.toString(e.getValue()))
                .findFirst().orElse("no table thread");
    }

    private static String firstDeclaration(Snapshot s) {
        for (Action a : s.view().legal()) {
            if (a instanceof Action.Declare d) {
                return "declare" + d.kind().name();
            }
        }
        return "decline";
    }

    private void clickCard(int index) throws Exception {
        Point p = onEdt(() -> {
            Rectangle2D r = window.tableView().handCardBounds(index);
            // Aim at the card's visible left strip: later cards overlap the rest of it.
            Point at = new Point((int) (r.getX() + Math.min(12, r.getWidth() / 4)), (int) (r.getY() + r.getHeight() / 2));
            SwingUtilities.convertPointToScreen(at, window.tableView());
            return at;
        });
        clickAt(p);
    }

    private void click(Component c) throws Exception {
        Point p = onEdt(() -> {
            Point at = new Point(c.getWidth() / 2, c.getHeight() / 2);
            SwingUtilities.convertPointToScreen(at, c);
            return at;
        });
        assertThat(onEdt(c::isEnabled)).as("%s is enabled", c.getName()).isTrue();
        clickAt(p);
    }

    private void clickAt(Point p) throws Exception {
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        Edt.settle(robot);
    }

    /** Paper-white pixels on screen in the visible strip of a hand card: the card is really painted. */
    private int paperPixels(int index) throws Exception {
        Rectangle2D b = onEdt(() -> window.tableView().handCardBounds(index));
        return paperPixels(new Rectangle2D.Double(b.getX(), b.getY(), b.getWidth() / 3, b.getHeight()));
    }

    /** Paper-white pixels on screen inside a rectangle of the table. */
    private int paperPixels(Rectangle2D b) throws Exception {
        return pixels(b, c -> c.getRed() > 235 && c.getGreen() > 235 && c.getBlue() > 225);
    }

    /** Pixels on screen inside a rectangle of the table within a small distance of {@code colour}. */
    private int pixels(Rectangle2D b, Color colour) throws Exception {
        return pixels(b, c -> Math.abs(c.getRed() - colour.getRed()) + Math.abs(c.getGreen() - colour.getGreen())
                + Math.abs(c.getBlue() - colour.getBlue()) < 40);
    }

    /** The colour {@code base} shows through a translucent {@code veil} painted over it. */
    private static Color veiled(Color base, Color veil) {
        double a = veil.getAlpha() / 255.0;
        return new Color((int) Math.round(base.getRed() * (1 - a) + veil.getRed() * a),
                (int) Math.round(base.getGreen() * (1 - a) + veil.getGreen() * a),
                (int) Math.round(base.getBlue() * (1 - a) + veil.getBlue() * a));
    }

    private int pixels(Rectangle2D b, Predicate<Color> which) throws Exception {
        Rectangle2D r = onEdt(() -> {
            Point at = new Point((int) b.getX(), (int) b.getY());
            SwingUtilities.convertPointToScreen(at, window.tableView());
            return new Rectangle2D.Double(at.x, at.y, b.getWidth(), b.getHeight());
        });
        BufferedImage shot = robot.createScreenCapture(r.getBounds());
        int n = 0;
        for (int y = 0; y < shot.getHeight(); y++) {
            for (int x = 0; x < shot.getWidth(); x++) {
                if (which.test(new Color(shot.getRGB(x, y)))) {
                    n++;
                }
            }
        }
        return n;
    }

    private Component find(String name) throws Exception {
        return waitFor(() -> find(window, name));
    }

    private static Component find(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName()) && c.isShowing()) {
                return c;
            }
            if (c instanceof Container k) {
                Component found = find(k, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static <T> T onEdt(Callable<T> task) throws InterruptedException, InvocationTargetException {
        return Edt.call(task);
    }
}
