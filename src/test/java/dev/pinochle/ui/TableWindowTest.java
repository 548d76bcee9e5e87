package dev.pinochle.ui;

import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.pinochle.core.SeatView;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.nio.file.Files;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.prefs.Preferences;
import javax.swing.JMenuBar;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * A test in the real main window (run under xvfb-run): the window on screen, bots that take the first legal action,
 * a robot to click and press keys, tooltips off. The subclass starts its game.
 */
abstract class TableWindowTest {
    /** Instant, no forced moves made by themselves and no throw-in question: every step waits for the test. */
    static final Settings FAST = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, false, false,
            false, true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE);

    protected Robot robot;
    protected MainWindow window;
    /** The window's app-data folder, a temporary one. */
    protected GameStore store;
    private Preferences prefs;

    @BeforeEach
    void openWindow() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(),
                "no display: real-window tests run under xvfb-run (e.g. xvfb-run -a mvn verify)");
        robot = new Robot();
        robot.setAutoDelay(5);
        prefs = Preferences.userRoot().node("dev/pinochle/test-" + System.nanoTime());
        store = new GameStore(Files.createTempDirectory("pinochle-keys"));
        window = show(w -> {
            w.setSize(1280, 860);
            w.setLocation(0, 0);
        });
    }

    /** A main window on this test's preferences and app-data folder, placed by {@code place} before it shows. */
    MainWindow show(Consumer<MainWindow> place) throws Exception {
        MainWindow shown = Edt.call(() -> {
            Theme.install(false);
            // A tooltip popping up under the resting mouse would cover the pixels a test reads; tooltip texts
            // are checked through getToolTipText instead.
            ToolTipManager.sharedInstance().setEnabled(false);
            MainWindow w = new MainWindow(prefs, settings(), bots(), store, advisor());
            place.accept(w);
            w.setVisible(true);
            return w;
        });
        robot.waitForIdle();
        return shown;
    }

    /** The window's settings. */
    Settings settings() {
        return FAST;
    }

    /** The window's bots: by default the stand-in, which moves at once. */
    Bots bots() {
        return Bots.STAND_IN;
    }

    /** The hand review's advisor: by default it answers at once, as what it says is not under test. */
    Function<SeatView, HandReview.Advice> advisor() {
        return v -> new HandReview.Advice(v.legal().get(0), null);
    }

    @AfterEach
    void closeWindow() throws Exception {
        if (window != null) {
            Edt.call(() -> {
                ToolTipManager.sharedInstance().setEnabled(true);
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

    /**
     * Gives the window the keys and returns the component that has them. A window manager gives them back when a
     * dialog goes, and the window hands them to the component that had them last; under Xvfb there is none, so
     * the test clicks the empty end of the menu bar, which activates the window the same way.
     */
    Component activate() throws Exception {
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

    void press(int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.waitForIdle();
    }

    /** The snapshot's prompt to the human, once the table asks this. */
    Snapshot prompted(TableController.Prompt p) throws Exception {
        return waitFor(() -> window.controller().prompt() == p ? window.controller().snapshot() : null);
    }

    /** Polls {@code probe} on the Swing thread until it returns non-null. */
    <T> T waitFor(Callable<T> probe) throws Exception {
        return Edt.waitFor(robot, 10_000, 20, probe);
    }
}
