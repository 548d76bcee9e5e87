package dev.pinochle.ui;

import dev.pinochle.core.SeatView;
import dev.pinochle.save.AppData;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import dev.pinochle.table.AiBots;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Table;
import java.io.IOException;
import java.util.function.Function;
import java.util.prefs.Preferences;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;

/** The desktop game: theme, main window, and the last game resumed or the first one dealt. */
public final class PinochleApp {
    /** The bots every table uses: those of {@code dev.pinochle.ai}, wired in here and nowhere else. */
    static final Bots BOTS = new AiBots();

    /**
     * "The Expert bot's choice" in hand review, with its reason: the table's expert bot for the reviewed seat,
     * seeded as the hint is, so reviewing a hand twice marks the same choices and they agree with the hints given
     * during play.
     */
    static final Function<SeatView, HandReview.Advice> ADVISOR = view -> {
        Table.Hint hint = Table.advise(BOTS, BotLevel.EXPERT, view);
        return new HandReview.Advice(hint.action(), hint.reason());
    };

    /** What a second copy of the game says before it quits: the first copy holds the app-data folder. */
    static final String ALREADY_OPEN = "<html><b>Pinochle is already open.</b><br>Only one copy runs at a time, so"
            + " that one game's autosave never overwrites another's.<br>Switch to the Pinochle window that is open.";

    /**
     * With {@code -Dpinochle.startup=true} the first paint of the table prints how long start-up took, from
     * the process's start and from {@link #launch}: how docs/ui.md's start-up figure is measured.
     */
    private static final boolean TIME_STARTUP = Boolean.getBoolean("pinochle.startup");
    private static long launchedAt;
    private static boolean painted;

    private PinochleApp() {
    }

    /** Opens the main window on the Swing thread, then offers the autosaved game or deals the first one. */
    public static void launch() {
        launchedAt = System.currentTimeMillis();
        Preferences root = Preferences.userRoot().node("dev/pinochle");
        // The app-data folder is prepared here, before the Swing thread starts: it is file IO.
        GameStore store;
        try {
            store = GameStore.inAppData();
        } catch (IOException e) {
            store = new GameStore(AppData.folder());
        }
        boolean alone;
        try {
            alone = store.claim();
        } catch (IOException e) {
            // A folder that cannot be written cannot be shared either; the autosave notice will say it fails.
            alone = true;
        }
        if (!alone) {
            SwingUtilities.invokeLater(() -> {
                Theme.install(Settings.load(root.node("settings")).dark());
                Ask.tell(null, "Pinochle", ALREADY_OPEN, JOptionPane.INFORMATION_MESSAGE, null);
                System.exit(0);
            });
            return;
        }
        GameStore chosen = store;
        SwingUtilities.invokeLater(() -> {
            Settings settings = Settings.load(root.node("settings"));
            Theme.install(settings.dark());
            MainWindow window = new MainWindow(root, settings, BOTS, chosen, ADVISOR);
            // Deal (or offer the saved game) once the empty table is on screen: the first frame waits for nothing.
            window.tableView().afterFirstPaint(() -> window.begin(GameChoices.load(root.node("newGame"))));
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
