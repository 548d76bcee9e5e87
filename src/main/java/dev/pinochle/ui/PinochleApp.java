package dev.pinochle.ui;

import dev.pinochle.core.Action;
import dev.pinochle.core.SeatView;
import dev.pinochle.save.AppData;
import dev.pinochle.save.GameStore;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import java.io.IOException;
import java.util.function.Function;
import java.util.prefs.Preferences;
import javax.swing.SwingUtilities;

/** The desktop game: theme, main window, and the last game resumed or the first one dealt. */
public final class PinochleApp {
    /**
     * The bots every table uses. The stand-in plays the first legal action; the real bots of
     * {@code dev.pinochle.ai} are wired in here and nowhere else.
     */
    static final Bots BOTS = Bots.STAND_IN;

    /**
     * "The Expert bot's choice" in hand review: the table's expert bot for the reviewed seat. A fixed seed, so
     * reviewing a hand twice marks the same choices. Swap in the Expert here.
     */
    static final Function<SeatView, Action> ADVISOR = view -> BOTS.create(BotLevel.EXPERT, view.seat(), 1L)
            .choose(view);

    private PinochleApp() {
    }

    /** Opens the main window on the Swing thread, then offers the autosaved game or deals the first one. */
    public static void launch() {
        Preferences root = Preferences.userRoot().node("dev/pinochle");
        // The app-data folder is prepared here, before the Swing thread starts: it is file IO.
        GameStore store;
        try {
            store = GameStore.inAppData();
        } catch (IOException e) {
            store = new GameStore(AppData.folder());
        }
        GameStore chosen = store;
        SwingUtilities.invokeLater(() -> {
            Settings settings = Settings.load(root.node("settings"));
            Theme.install(settings.dark());
            MainWindow window = new MainWindow(root, settings, BOTS, chosen, ADVISOR);
            window.setVisible(true);
            window.begin(GameChoices.load(root.node("newGame")));
        });
    }
}
