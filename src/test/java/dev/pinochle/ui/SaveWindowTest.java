package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.pinochle.core.Action;
import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.save.GameInfo;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.SaveFileException;
import dev.pinochle.save.SaveFiles;
import dev.pinochle.save.SeatInfo;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.prefs.Preferences;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Real-window tests of saving: a game played, saved and resumed by a fresh window from the autosave; a bad
 * file opened and its message shown. The app-data folder is a temporary one ({@code pinochle.dataDir}).
 * Skipped with a message without a display: run under {@code xvfb-run}.
 */
class SaveWindowTest {
    private Robot robot;
    private Preferences prefs;
    private Path data;
    private String previousDataDir;
    private MainWindow window;

    @BeforeEach
    void open() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(),
                "no display: real-window tests run under xvfb-run (e.g. xvfb-run -a mvn verify)");
        robot = new Robot();
        robot.setAutoDelay(5);
        prefs = Preferences.userRoot().node("dev/pinochle/test-" + System.nanoTime());
        data = Files.createTempDirectory("pinochle-data");
        previousDataDir = System.getProperty("pinochle.dataDir");
        System.setProperty("pinochle.dataDir", data.toString());
        window = newWindow();
    }

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            MainWindow w = window;
            onEdt(() -> {
                w.dispose();
                return null;
            });
        }
        if (prefs != null) {
            prefs.removeNode();
            if (previousDataDir == null) {
                System.clearProperty("pinochle.dataDir");
            } else {
                System.setProperty("pinochle.dataDir", previousDataDir);
            }
        }
    }

    /** Closes the window and starts the game again in a new one, as the player would, on the same data. */
    private void restart() throws Exception {
        MainWindow first = window;
        onEdt(() -> {
            first.dispose();
            return null;
        });
        // The autosave is written by a thread of its own once the window has gone.
        robot.delay(500);
        window = newWindow();
        onEdt(() -> {
            window.begin(GameChoices.defaults());
            return null;
        });
    }

    private MainWindow newWindow() throws Exception {
        GameStore store = GameStore.inAppData();
        Settings fast = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, false, false, false,
                true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE);
        MainWindow w = onEdt(() -> {
            Theme.install(false);
            MainWindow m = new MainWindow(prefs, fast, Bots.STAND_IN, store, PinochleApp.ADVISOR);
            m.setSize(1280, 860);
            m.setLocation(0, 0);
            m.setVisible(true);
            return m;
        });
        robot.waitForIdle();
        return w;
    }

    @Test
    void aSavedGameIsResumedByAFreshWindowAtTheSamePlace() throws Exception {
        onEdt(() -> {
            window.begin(GameChoices.defaults());
            return null;
        });
        // A few decisions: bids by clicking, anything else through the controller as a click would.
        for (int turn = 0; turn < 3; turn++) {
            Snapshot s = humanTurn(window);
            if (s.view().legal().contains(Action.Pass.INSTANCE)) {
                click(find(window, "pass"));
            } else {
                onEdt(() -> {
                    window.controller().act(s.view().legal().get(0));
                    return null;
                });
            }
            waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
        }
        Snapshot left = humanTurn(window);
        Path file = data.resolve("mine.pinochle");
        onEdt(() -> {
            window.saveMenus().write(file);
            return null;
        });
        waitFor(() -> window.getTitle().endsWith("mine.pinochle") ? Boolean.TRUE : null);
        assertThat(SaveFiles.read(file).position().phase()).isEqualTo(left.view().phase());
        restart();
        click(waitFor(() -> button("Resume")));
        Snapshot resumed = humanTurn(window);

        assertThat(resumed.view().handNumber()).isEqualTo(left.view().handNumber());
        assertThat(resumed.view().phase()).isEqualTo(left.view().phase());
        assertThat(resumed.view().hand()).isEqualTo(left.view().hand());
        assertThat(resumed.view().auction()).isEqualTo(left.view().auction());
        assertThat(onEdt(() -> window.tableView().handCardBounds(0))).isNotNull();
        // QA: resumed from the autosave, the game had forgotten its file (no title, Save asked for a name).
        assertThat(onEdt(window::getTitle)).endsWith("mine.pinochle");
    }

    /**
     * The very first start says where the rules are (a new player has no other way to know there is a guide), and
     * no start after it does.
     */
    @Test
    void theFirstStartSaysWhereTheRulesAreAndOnlyThen() throws Exception {
        onEdt(() -> {
            window.begin(GameChoices.defaults());
            return null;
        });
        humanTurn(window);
        assertThat(onEdt(() -> window.controller().notice())).isEqualTo(MainWindow.WELCOME);
        restart();
        click(waitFor(() -> button("New game")));
        Snapshot fresh = humanTurn(window);
        assertThat(fresh.view().handNumber()).isEqualTo(1);
        assertThat(onEdt(() -> window.controller().notice())).isNotEqualTo(MainWindow.WELCOME);
    }

    @Test
    void theResumePromptStaysCentredOverTheWindowWhereverTheWindowGoes() throws Exception {
        autosaveAGame();
        onEdt(() -> {
            window.begin(GameChoices.defaults());
            return null;
        });
        JDialog prompt = waitFor(() -> dialogTitled("Resume"));
        // The window may still be taking its size as the prompt comes up; the prompt follows it there.
        waitCentred(prompt);

        // A window manager may place the window only once the prompt is made; the player may move it.
        onEdt(() -> {
            window.setLocation(120, 40);
            return null;
        });

        waitCentred(prompt);
        click(button("Resume"));
        assertThat(humanTurn(window).view().handNumber()).isEqualTo(1);
    }

    /**
     * Closing the window while "Resume your last game?" is up answers nothing: the game stays in the autosave for
     * the next start, and nothing is handed to the closed window's file worker (that threw on the Swing thread).
     */
    @Test
    void closingTheWindowUnderTheResumePromptKeepsTheGame() throws Exception {
        autosaveAGame();
        List<Throwable> thrown = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread.UncaughtExceptionHandler before = onEdt(() -> {
            Thread edt = Thread.currentThread();
            Thread.UncaughtExceptionHandler h = edt.getUncaughtExceptionHandler();
            edt.setUncaughtExceptionHandler((t, e) -> thrown.add(e));
            return h;
        });
        try {
            onEdt(() -> {
                window.begin(GameChoices.defaults());
                return null;
            });
            waitFor(() -> dialogTitled("Resume"));
            MainWindow closing = window;
            window = null;
            onEdt(() -> {
                closing.dispose();
                return null;
            });
            waitFor(() -> dialogTitled("Resume") == null ? Boolean.TRUE : null);
            robot.waitForIdle();
            onEdt(() -> null);
        } finally {
            onEdt(() -> {
                Thread.currentThread().setUncaughtExceptionHandler(before);
                return null;
            });
        }
        assertThat(thrown).isEmpty();
        assertThat(GameStore.inAppData().lastGame().game()).as("the game waits for the next start").isPresent();
    }

    /**
     * QA: with the disk full, Ctrl+Q quit without a word and the next start resumed the game a trick behind. While
     * the autosave fails, closing asks first, and Keep playing keeps the game; once a write succeeds again the
     * window closes as before.
     */
    @Test
    void closingWhileTheAutosaveFailsAsksFirst() throws Exception {
        onEdt(() -> {
            window.startGame(GameChoices.defaults());
            return null;
        });
        // The app-data folder turns into a file: every autosave fails, as on a full disk (and as root, whom no
        // permission stops).
        // The autosave of the bots' first moves may still be writing into it: go again until the file stands (CI saw
        // "DirectoryNotEmpty" once, under load).
        for (int tries = 0; !Files.isRegularFile(data); tries++) {
            try {
                if (Files.isDirectory(data)) {
                    try (var files = Files.walk(data)) {
                        for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                            Files.deleteIfExists(p);
                        }
                    }
                }
                Files.writeString(data, "");
            } catch (java.io.IOException e) {
                if (tries == 50) {
                    throw e;
                }
                Thread.sleep(20);
            }
        }
        actOnce();
        waitFor(() -> String.valueOf(window.controller().notice()).startsWith("The game could not be autosaved")
                ? Boolean.TRUE : null);

        closeWindow();
        JDialog asked = waitFor(() -> dialogTitled("Quit"));
        click(find(asked, null, "Keep playing"));
        waitFor(() -> dialogTitled("Quit") == null ? Boolean.TRUE : null);
        assertThat(onEdt(window::isDisplayable)).isTrue();

        Files.delete(data);
        actOnce();
        waitFor(() -> Files.exists(data.resolve("autosave.pinochle")) ? Boolean.TRUE : null);
        // The write is done; its success is noted the moment after.
        robot.delay(200);
        closeWindow();
        waitFor(() -> window.isDisplayable() ? null : Boolean.TRUE);
        assertThat(dialogTitled("Quit")).isNull();
    }

    /** The player's first legal action at their next turn. */
    private void actOnce() throws Exception {
        Snapshot s = humanTurn(window);
        onEdt(() -> {
            window.controller().act(s.view().legal().get(0));
            return null;
        });
        waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
    }

    /** The window's close button, as the window manager sends it: later, as a question may block the Swing thread. */
    private void closeWindow() {
        MainWindow w = window;
        javax.swing.SwingUtilities.invokeLater(() -> w.dispatchEvent(
                new java.awt.event.WindowEvent(w, java.awt.event.WindowEvent.WINDOW_CLOSING)));
    }

    /** An unfinished game in the autosave, one move in: what "Resume your last game?" offers. */
    private static void autosaveAGame() throws Exception {
        Game game = Game.start(RuleSet.standard(), 5);
        game.apply(game.legalActions().get(0));
        GameStore.inAppData().autosave(GameRecord.of(GameInfo.create(List.of(SeatInfo.human("Ada"),
                SeatInfo.bot("Bea", "MEDIUM"), SeatInfo.bot("Cy", "MEDIUM"), SeatInfo.bot("Di", "MEDIUM"))), game));
    }

    /** Waits for the prompt to be centred over the window; if it never is, says where both are. */
    private void waitCentred(JDialog prompt) throws Exception {
        try {
            waitFor(() -> offCentre(prompt) <= 2 ? Boolean.TRUE : null);
        } catch (AssertionError e) {
            throw new AssertionError("the prompt at " + onEdt(prompt::getBounds) + " is not centred over the window at "
                    + onEdt(window::getBounds), e);
        }
    }

    /** How far the middle of {@code d} is from the middle of the main window, in pixels, the larger way. */
    private int offCentre(JDialog d) {
        Rectangle over = window.getBounds();
        Rectangle prompt = d.getBounds();
        return (int) Math.max(Math.abs(prompt.getCenterX() - over.getCenterX()),
                Math.abs(prompt.getCenterY() - over.getCenterY()));
    }

    private static JDialog dialogTitled(String title) {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing() && title.equals(d.getTitle())) {
                return d;
            }
        }
        return null;
    }

    @Test
    void aBadFileShowsItsMessageAndTheGameGoesOn() throws Exception {
        onEdt(() -> {
            window.startGame(GameChoices.defaults());
            return null;
        });
        Snapshot before = humanTurn(window);
        Path bad = data.resolve("bad.pinochle");
        Files.copy(Path.of("src/test/resources/saves/bad/truncated.pinochle"), bad);
        byte[] bytes = Files.readAllBytes(bad);
        String expected;
        try {
            SaveFiles.read(bad);
            throw new AssertionError("the file should be refused");
        } catch (SaveFileException e) {
            expected = e.getMessage();
        }
        onEdt(() -> {
            window.saveMenus().open(bad);
            return null;
        });
        JDialog dialog = waitFor(() -> dialogSaying(expected));
        click(find(dialog, null, "OK"));

        assertThat(Files.readAllBytes(bad)).isEqualTo(bytes);
        assertThat(onEdt(() -> window.controller().snapshot())).isSameAs(before);
        assertThat(onEdt(window::isDisplayable)).isTrue();
    }

    private Snapshot humanTurn(MainWindow w) throws Exception {
        return waitFor(() -> {
            Snapshot s = w.controller().snapshot();
            return s != null && s.stage() == Snapshot.Stage.HUMAN_TO_ACT ? s : null;
        });
    }

    private static JDialog dialogSaying(String message) {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing()) {
                JOptionPane pane = findPane(d.getContentPane());
                // The message wraps in a text area (Ask.tell).
                if (pane != null && pane.getMessage() instanceof javax.swing.JTextArea text
                        && message.equals(text.getText())) {
                    return d;
                }
            }
        }
        return null;
    }

    private static JOptionPane findPane(Container c) {
        for (Component k : c.getComponents()) {
            if (k instanceof JOptionPane p) {
                return p;
            }
            if (k instanceof Container inner) {
                JOptionPane p = findPane(inner);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }

    private static Component button(String text) {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing()) {
                Component b = find(d, null, text);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    private Component find(Container root, String name) throws Exception {
        return waitFor(() -> find(root, name, null));
    }

    /** A showing component by name, or a button by its text. */
    private static Component find(Container root, String name, String text) {
        for (Component c : root.getComponents()) {
            boolean named = name != null && name.equals(c.getName());
            boolean labelled = text != null && c instanceof AbstractButton b && text.equals(b.getText());
            if ((named || labelled) && c.isShowing()) {
                return c;
            }
            if (c instanceof Container k) {
                Component found = find(k, name, text);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private void click(Component c) throws Exception {
        DialogOwner.click(robot, c);
    }

    /** Polls {@code probe} on the Swing thread until it returns non-null. */
    private <T> T waitFor(Callable<T> probe) throws Exception {
        return Edt.waitFor(robot, 15_000, 20, probe);
    }

    private static <T> T onEdt(Callable<T> task) throws InterruptedException, InvocationTargetException {
        return Edt.call(task);
    }
}
