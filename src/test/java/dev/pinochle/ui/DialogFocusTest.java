package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.pinochle.core.Action;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Phase;
import dev.pinochle.save.GameStore;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.prefs.Preferences;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JMenuBar;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Real-window tests of the keys after a dialog over the table: once the score sheet or the hand review opened
 * from the hand's summary closes, Enter deals the next hand, as it does before either is opened; once the
 * throw-in question is answered, the keys reach the hand again. The buttons are clicked and the keys pressed
 * with {@link Robot}. Skipped with a message without a display: run under {@code xvfb-run}.
 */
class DialogFocusTest {
    private Robot robot;
    private Preferences prefs;
    private MainWindow window;

    @BeforeEach
    void open() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(),
                "no display: real-window tests run under xvfb-run (e.g. xvfb-run -a mvn verify)");
        robot = new Robot();
        robot.setAutoDelay(5);
        prefs = Preferences.userRoot().node("dev/pinochle/test-" + System.nanoTime());
        GameStore store = new GameStore(Files.createTempDirectory("pinochle-focus"));
        // Asking before a throw-in, as by default.
        Settings fast = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, false, true, false,
                true, true);
        window = Edt.call(() -> {
            Theme.install(false);
            // The review's advisor answers at once: what it says is not under test here.
            MainWindow w = new MainWindow(prefs, fast, Bots.STAND_IN, store, v -> v.legal().get(0));
            w.setSize(1280, 860);
            w.setLocation(0, 0);
            w.setVisible(true);
            return w;
        });
        robot.waitForIdle();
    }

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            Edt.call(() -> {
                for (Window w : window.getOwnedWindows()) {
                    w.dispose();
                }
                window.dispose();
                return null;
            });
        }
        if (prefs != null) {
            prefs.removeNode();
        }
    }

    @Test
    void afterTheScoreSheetEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, shownButton("scoreSheet"));
        ScoreSheetDialog sheet = waitFor(() -> showing(ScoreSheetDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> sheet.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    @Test
    void afterTheHandReviewEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, shownButton("reviewHand"));
        HandReviewDialog review = waitFor(() -> showing(HandReviewDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> review.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    @Test
    void afterAReviewOpenedFromTheScoreSheetEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, shownButton("scoreSheet"));
        ScoreSheetDialog sheet = waitFor(() -> showing(ScoreSheetDialog.class));
        Edt.call(() -> {
            ((JTable) DialogOwner.find(sheet, "scoreSheet")).setRowSelectionInterval(0, 0);
            return null;
        });
        DialogOwner.click(robot, DialogOwner.find(sheet, "reviewSelected"));
        HandReviewDialog review = waitFor(() -> showing(HandReviewDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> review.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    /**
     * Three-handed, the bidder may concede before the lead (RULES.md §7) and is asked first. Answered Play on,
     * the arrow keys move along the hand again.
     */
    @Test
    void afterPlayingOnTheArrowKeysReachTheHand() throws Exception {
        JDialog question = askToThrowIn();
        DialogOwner.click(robot, answer(question, "Play on"));
        waitFor(() -> question.isShowing() ? null : Boolean.TRUE);

        Component keys = activate();
        assertThat(keys).as("the keys went to %s", keys.getClass().getSimpleName()).isSameAs(window.tableView());
        int before = Edt.call(() -> window.controller().focus());
        press(KeyEvent.VK_RIGHT);
        assertThat(Edt.call(() -> window.controller().focus())).isNotEqualTo(before);
    }

    @Test
    void afterThrowingInEnterDealsTheNextHand() throws Exception {
        JDialog question = askToThrowIn();
        DialogOwner.click(robot, answer(question, "Throw in"));
        waitFor(() -> question.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    /**
     * Deals a three-handed game the human bids in (the stand-in bots pass), buries the first cards it may, and
     * clicks Throw in; returns the question once it shows.
     */
    private JDialog askToThrowIn() throws Exception {
        play(GameChoices.ofPreset(Mode.THREE_HANDED, "three-handed", List.of(), "You"),
                s -> s.view().phase() == Phase.CONCEDE_OR_PLAY, Snapshots::bidding);
        DialogOwner.click(robot, shownButton("throwIn"));
        // Clicks reach it once it has taken the focus (on its default button).
        return waitFor(() -> {
            for (Window w : window.getOwnedWindows()) {
                if (w instanceof JDialog d && w.isShowing() && w.getFocusOwner() != null) {
                    return d;
                }
            }
            return null;
        });
    }

    /** Deals the default game, answering the human's turns with the first legal action until the summary is up. */
    private void playFirstHand() throws Exception {
        Snapshot over = play(GameChoices.defaults(), s -> s.stage() == Snapshot.Stage.HAND_OVER,
                s -> s.view().legal().get(0));
        assertThat(over.view().handNumber()).isEqualTo(1);
    }

    /**
     * Deals a game of these choices from seed 7 and answers the human's turns with {@code answer} until a snapshot
     * where the table waits (not on a bot) is {@code done}; returns that one.
     */
    private Snapshot play(GameChoices choices, Predicate<Snapshot> done, Function<Snapshot, Action> answer)
            throws Exception {
        Edt.call(() -> {
            window.startGame(choices, 7);
            return null;
        });
        while (true) {
            Snapshot s = waitFor(() -> {
                Snapshot now = window.controller().snapshot();
                return now != null && now.stage() != Snapshot.Stage.BOT_TO_ACT ? now : null;
            });
            if (done.test(s)) {
                return s;
            }
            Edt.call(() -> {
                window.controller().act(answer.apply(s));
                return null;
            });
            waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
        }
    }

    private Component shownButton(String name) throws Exception {
        return waitFor(() -> {
            Component c = DialogOwner.find(window, name);
            return c != null && c.isShowing() ? c : null;
        });
    }

    private static JButton answer(JDialog question, String text) throws Exception {
        return Edt.call(() -> DialogOwner.all(question, JButton.class).stream()
                .filter(b -> b.getText().equals(text)).findFirst().orElseThrow());
    }

    private <T extends JDialog> T showing(Class<T> type) {
        for (Window w : window.getOwnedWindows()) {
            if (type.isInstance(w) && w.isShowing()) {
                return type.cast(w);
            }
        }
        return null;
    }

    /** Enter, once the table's window has the keys again, deals hand 2. */
    private void assertEnterDealsTheNextHand() throws Exception {
        Component keys = activate();
        press(KeyEvent.VK_ENTER);

        boolean dealt;
        try {
            dealt = waitFor(() -> window.controller().snapshot().view().handNumber() == 2 ? Boolean.TRUE : null);
        } catch (AssertionError timedOut) {
            dealt = false;
        }
        assertThat(dealt).as("Enter deals hand 2 (the keys went to %s)", keys.getClass().getSimpleName() + " "
                + keys.getName()).isTrue();
    }

    /**
     * Gives the table's window the keys and returns the component that has them. A window manager gives the
     * window the keys back when a dialog goes, and the window hands them to the component that had them last;
     * under Xvfb there is none, so the test clicks the empty end of the menu bar, which activates the window the
     * same way.
     */
    private Component activate() throws Exception {
        Point bar = Edt.call(() -> {
            JMenuBar menus = window.getJMenuBar();
            Point p = new Point(menus.getWidth() - 40, menus.getHeight() / 2);
            SwingUtilities.convertPointToScreen(p, menus);
            return p;
        });
        robot.mouseMove(bar.x, bar.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        Component keys = waitFor(() -> window.isFocused() ? window.getFocusOwner() : null);
        robot.waitForIdle();
        return keys;
    }

    private void press(int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.waitForIdle();
    }

    /** Polls {@code probe} on the Swing thread until it returns non-null. */
    private <T> T waitFor(Callable<T> probe) throws Exception {
        return Edt.waitFor(robot, 10_000, 20, probe);
    }
}
