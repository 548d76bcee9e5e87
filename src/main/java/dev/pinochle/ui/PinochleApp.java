package dev.pinochle.ui;

import dev.pinochle.table.Bots;
import java.util.prefs.Preferences;
import javax.swing.SwingUtilities;

/** The desktop game: theme, main window, and the first game with the last choices. */
public final class PinochleApp {
    /**
     * The bots every table uses. The stand-in plays the first legal action; the real bots of
     * {@code dev.pinochle.ai} are wired in here and nowhere else.
     */
    static final Bots BOTS = Bots.STAND_IN;

    /**
     * With {@code -Dpinochle.startup=true} the first paint of the table prints how long start-up took, from
     * the process's start and from {@link #launch}: how docs/ui.md's start-up figure is measured.
     */
    private static final boolean TIME_STARTUP = Boolean.getBoolean("pinochle.startup");
    private static long launchedAt;
    private static boolean painted;

    private PinochleApp() {
    }

    /** Opens the main window on the Swing thread and deals the first game. */
    public static void launch() {
        launchedAt = System.currentTimeMillis();
        Preferences root = Preferences.userRoot().node("dev/pinochle");
        SwingUtilities.invokeLater(() -> {
            Settings settings = Settings.load(root.node("settings"));
            Theme.install(settings.dark());
            MainWindow window = new MainWindow(root, settings, BOTS);
            // Deal once the empty table is on screen: the first frame does not wait for the game and bots.
            window.tableView().afterFirstPaint(() -> window.startGame(GameChoices.load(root.node("newGame"))));
            window.setVisible(true);
        });
    }

    /** Called on every paint of the table; reports the first one when start-up timing is on. */
    static void painted() {
        if (!TIME_STARTUP || painted) {
            return;
        }
        painted = true;
        long now = System.currentTimeMillis();
        long sinceProcess = ProcessHandle.current().info().startInstant()
                .map(t -> now - t.toEpochMilli()).orElse(-1L);
        System.out.println("startup: first paint " + sinceProcess + " ms after process start, "
                + (now - launchedAt) + " ms after main");
    }
}
