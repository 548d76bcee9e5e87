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

    private PinochleApp() {
    }

    /** Opens the main window on the Swing thread and deals the first game. */
    public static void launch() {
        Preferences root = Preferences.userRoot().node("dev/pinochle");
        SwingUtilities.invokeLater(() -> {
            Settings settings = Settings.load(root.node("settings"));
            Theme.install(settings.dark());
            MainWindow window = new MainWindow(root, settings, BOTS);
            window.setVisible(true);
            window.startGame(GameChoices.load(root.node("newGame")));
        });
    }
}
