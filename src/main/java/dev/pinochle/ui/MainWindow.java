package dev.pinochle.ui;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.save.GameLog;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Snapshot;
import dev.pinochle.table.Table;
import dev.pinochle.ui.sound.Speaker;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.prefs.Preferences;
import java.util.stream.Collectors;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.WindowConstants;

/**
 * The main window: menu, the table view, and the wiring between a running {@link Table} and the view.
 * Snapshots arrive on the table thread and are handed to the Swing thread with {@code invokeLater}.
 */
final class MainWindow extends JFrame {
    /** The smallest table its layout is made for (smaller, its pieces overlap): TableViewTest's 1024 × 700 screen. */
    static final Dimension SMALLEST_TABLE = new Dimension(1024, 677);
    /** The first start's notice, and the key that remembers it was given. */
    static final String WELCOME = "New to Pinochle? Help \u203a How to play (F1) explains the game and this table.";
    private static final String WELCOMED = "welcomed";
    /** Said while a slow hint is on its way; Enter waits for it meanwhile. */
    static final String HINT_ON_ITS_WAY = "Hint: thinking\u2026";
    /** How long a hint may take before the table says it is on its way. */
    private static final int HINT_SAID_SLOW_MS = 250;

    /** The node under {@code prefs} that keeps where the window was last closed. */
    private static final String PLACE = "window";

    private final Preferences prefs;
    private final Bots bots;
    private Settings settings;
    private final TableController controller;
    private final TableView view;
    private final Pacer pacer;
    /** Open while sound effects are on (opened with the window, so the first deal's sound is not late), else null. */
    private Speaker speaker;
    private final ExecutorService hints = Executors.newSingleThreadExecutor(r -> daemon(r, "hints"));
    private ExecutorService loop;
    private final ExecutorService io = Executors.newSingleThreadExecutor(r -> daemon(r, "pinochle-io"));
    private final ExecutorService reviews = Executors.newSingleThreadExecutor(r -> daemon(r, "hand-review"));
    private final GameSession session;
    private final SaveMenus saveMenus;
    private Table table;
    /**
     * Whether the table playing now has shown a snapshot: until it has, the one on screen is the old game's, and a
     * hint asked of it would answer a game that has left.
     */
    private boolean tableShown;
    private GameChoices choices;
    private JMenuItem hint;
    private JMenuItem previousTrick;
    private JMenuItem showMelds;

    /**
     * @param store where games, the autosave and statistics are kept
     * @param advisor "the Expert bot's choice" in hand review
     */
    MainWindow(Preferences prefs, Settings settings, Bots bots, GameStore store,
            Function<SeatView, HandReview.Advice> advisor) {
        super("Pinochle");
        this.prefs = prefs;
        this.settings = settings;
        this.bots = bots;
        this.session = new GameSession(store, io, reviews, SwingUtilities::invokeLater, advisor, this::notice);
        this.saveMenus = new SaveMenus(this, session);
        // Nine icon sizes painted as vectors take a while: off the Swing thread, so the window shows first.
        CompletableFuture.supplyAsync(AppIcon::images, hints)
                .thenAccept(images -> SwingUtilities.invokeLater(() -> setIconImages(images)));
        // Closing asks first while the game is in no file (SaveMenus.mayQuit).
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        controller = new TableController(new TableController.Port() {
            @Override
            public void submit(Action action) {
                if (table != null) {
                    table.submit(action);
                }
            }

            @Override
            public void nextHand() {
                if (table != null) {
                    table.nextHand();
                }
            }
        });
        ActionBar bar = new ActionBar(controller, new ActionBar.Hooks() {
            @Override
            public boolean confirmThrowIn(String question, boolean advised) {
                return !MainWindow.this.settings.confirmThrowIn() || Ask.confirm(MainWindow.this, "Throw in",
                        question, "Throw in", "Play on", advised, MainWindow.this::showOverTable);
            }

            @Override
            public void newGame() {
                showNewGameDialog();
            }

            @Override
            public void showScoreSheet() {
                MainWindow.this.showScoreSheet();
            }

            @Override
            public void reviewHand(int handIndex) {
                saveMenus.review(handIndex);
            }

            @Override
            public void replayDeal(int handIndex) {
                saveMenus.replayDeal(handIndex);
            }
        }, () -> this.settings);
        view = new TableView(controller, settings, bar);
        useSpeaker(settings.sound());
        view.onSound((cue, ms) -> {
            if (speaker != null) {
                speaker.play(cue, ms);
            }
        });
        pacer = new Pacer(() -> this.settings.speed(), this::present);
        setContentPane(view);
        setJMenuBar(menus());
        Rectangle last = lastPlace();
        if (last != null) {
            // The native window is made there by pack(), not at (0, 0): without a window manager the X server's
            // late word on a first place at (0, 0) could land after setBounds and put the window back there (2
            // windows in 150 in a scratch loop, WindowPlaceTest's flake in CI).
            setLocation(last.getLocation());
        }
        pack();
        // Measured again whenever the table is resized: a window manager says its borders once the window is up.
        view.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                keepTableRoom();
            }
        });
        fitScreen();
        returnToLastPlace(last);
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosing(java.awt.event.WindowEvent e) {
                quit();
            }

            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                stopTable();
                hints.shutdownNow();
                reviews.shutdownNow();
                saveMenus.close();
                io.shutdown();
                useSpeaker(false);
            }
        });
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * Opens where it was last closed if that still lies on one of the screens (one may have been unplugged
     * since), and maximized if it was; else centred at its default size.
     */
    private void returnToLastPlace(Rectangle last) {
        if (last != null) {
            setBounds(last);
        } else {
            setLocationRelativeTo(null);
        }
        if (prefs.node(PLACE).getBoolean("maximized", false)) {
            setExtendedState(MAXIMIZED_BOTH);
        }
    }

    /** Where the window was last closed, if that still lies on one of the screens; else null. */
    private Rectangle lastPlace() {
        Preferences p = prefs.node(PLACE);
        Rectangle last = new Rectangle(p.getInt("x", 0), p.getInt("y", 0), p.getInt("width", 0),
                p.getInt("height", 0));
        return !last.isEmpty() && Arrays.stream(GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices())
                .anyMatch(screen -> screen.getDefaultConfiguration().getBounds().contains(last)) ? last : null;
    }

    /** Exit and the close button: the window goes, unless the player would lose moves and chooses to stay. */
    void quit() {
        if (saveMenus.mayQuit()) {
            dispose();
        }
    }

    /** Remembers the window's place for the next start (Exit and the close button both end here). */
    @Override
    public void dispose() {
        Preferences p = prefs.node(PLACE);
        // A maximized or minimized window's bounds are not its own: the place it had before is kept.
        if (getExtendedState() == NORMAL) {
            p.putInt("x", getX());
            p.putInt("y", getY());
            p.putInt("width", getWidth());
            p.putInt("height", getHeight());
        }
        p.putBoolean("maximized", (getExtendedState() & MAXIMIZED_BOTH) == MAXIMIZED_BOTH);
        super.dispose();
    }

    /** Shrinks the window to the screen's usable area (a laptop's 1366 × 768 less its task bar, say). */
    private void fitScreen() {
        keepTableRoom();
        Rectangle usable = ScreenFit.usable(getGraphicsConfiguration());
        setSize(Math.min(getWidth(), usable.width), Math.min(getHeight(), usable.height));
    }

    /** The window's minimum: {@link #minimumSize} for what lies around the table now (menu bar, borders). */
    private void keepTableRoom() {
        setMinimumSize(minimumSize(new Dimension(getWidth() - view.getWidth(), getHeight() - view.getHeight()),
                ScreenFit.usable(getGraphicsConfiguration())));
    }

    /**
     * Room for {@link #SMALLEST_TABLE} and what lies {@code around} it; no more than the screen's usable area, so
     * that on a smaller screen the whole window stays on it.
     */
    static Dimension minimumSize(Dimension around, Rectangle usable) {
        return new Dimension(Math.min(SMALLEST_TABLE.width + around.width, usable.width),
                Math.min(SMALLEST_TABLE.height + around.height, usable.height));
    }

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu game = new JMenu("Game");
        game.setMnemonic(KeyEvent.VK_G);
        game.add(item("New game\u2026", KeyEvent.VK_N, InputEvent.CTRL_DOWN_MASK, this::showNewGameDialog));
        saveMenus.addTo(game);
        game.addSeparator();
        hint = game.add(item("Hint", KeyEvent.VK_H, InputEvent.CTRL_DOWN_MASK, this::hint));
        previousTrick = game.add(item("Previous trick", KeyEvent.VK_L, InputEvent.CTRL_DOWN_MASK,
                view::toggleLastTrick));
        showMelds = game.add(item("Show melds", KeyEvent.VK_M, InputEvent.CTRL_DOWN_MASK, view::toggleMelds));
        refreshTableItems();
        game.add(item("Score sheet", KeyEvent.VK_K, InputEvent.CTRL_DOWN_MASK, this::showScoreSheet));
        game.add(item("Statistics\u2026", 0, 0, saveMenus::statistics));
        game.addSeparator();
        game.add(item("Settings\u2026", KeyEvent.VK_COMMA, InputEvent.CTRL_DOWN_MASK, this::showSettings));
        game.addSeparator();
        game.add(item("Exit", KeyEvent.VK_Q, InputEvent.CTRL_DOWN_MASK, this::quit));
        bar.add(game);
        JMenu help = new JMenu("Help");
        help.setMnemonic(KeyEvent.VK_H);
        help.add(item("How to play", KeyEvent.VK_F1, 0, () -> new RulesDialog(this).setVisible(true)));
        help.add(item("About Pinochle", 0, 0, this::about));
        bar.add(help);
        return bar;
    }

    static JMenuItem item(String text, int key, int modifiers, Runnable run) {
        JMenuItem i = new JMenuItem(text);
        if (key != 0) {
            i.setAccelerator(KeyStroke.getKeyStroke(key, modifiers));
        }
        i.addActionListener(e -> run.run());
        return i;
    }

    /** Starts a game with these choices, ending the one in progress. */
    void startGame(GameChoices c) {
        startGame(c, System.nanoTime());
    }

    /** A new game from a given seed: window tests name theirs, so a failure can be dealt again. */
    void startGame(GameChoices c, long seed) {
        choices = c;
        play(GameSession.newGame(Game.start(c.rules(), seed), c.seats()), c.seats(), null, false);
    }

    /**
     * Plays {@code log} from where it stands, ending the game in progress: a new game, or one opened, resumed
     * or dealt again. Every action goes through the log, which autosaves.
     *
     * @param file the file the game came from, {@code null} if none
     * @param onFile whether the file holds every move of the log (a game resumed after a crash may be ahead)
     */
    void play(GameLog log, List<SeatSetup> seats, Path file, boolean onFile) {
        stopTable();
        // "Saved to …" and the like were about the game that is leaving, and so was the card chosen.
        controller.setNotice(null);
        controller.say(null);
        controller.setFocus(-1);
        ExecutorService thread = Executors.newSingleThreadExecutor(r -> daemon(r, "table"));
        Table[] created = new Table[1];
        created[0] = new Table(session.track(log, file, onFile), seats, bots,
                s -> SwingUtilities.invokeLater(() -> {
                    // A snapshot from a table that was replaced in the meantime is dropped.
                    if (table == created[0]) {
                        pacer.offer(s);
                    }
                }));
        table = created[0];
        tableShown = false;
        loop = thread;
        table.start(thread);
        saveMenus.gameChanged();
        refreshTableItems();
        view.requestFocusInWindow();
    }

    /** At launch: offers the autosaved game if there is an unfinished one, else deals with these choices. */
    void begin(GameChoices c) {
        saveMenus.offerLastGame(() -> {
            startGame(c);
            welcome();
        });
    }

    /** The very first game says where the rules are, as a notice that goes at the player's first action; once. */
    private void welcome() {
        if (!prefs.getBoolean(WELCOMED, false)) {
            notice(WELCOME);
            prefs.putBoolean(WELCOMED, true);
        }
    }

    private void stopTable() {
        if (table != null) {
            table.close();
            loop.shutdownNow();
            table = null;
        }
        pacer.clear();
    }

    private void present(Snapshot s) {
        tableShown = true;
        view.present(s);
        saveMenus.presented(s);
        refreshTableItems();
    }

    /** Enables Hint, Previous trick and Show melds, and so their keys, when they act on what the table shows. */
    private void refreshTableItems() {
        hint.setEnabled(mayHint());
        previousTrick.setEnabled(view.canShowLastTrick());
        showMelds.setEnabled(view.canShowMelds());
    }

    /** New game, once the player's own rule sets are read (a damaged file of them is said first, once). */
    private void showNewGameDialog() {
        session.ownRules(shelf -> {
            shelf.notice().ifPresent(n -> Ask.tell(this, "Your rules", n, JOptionPane.WARNING_MESSAGE));
            NewGameDialog d = new NewGameDialog(this, choices != null ? choices
                    : GameChoices.load(prefs.node("newGame")), session, shelf.sets());
            d.setVisible(true);
            GameChoices c = d.result();
            if (c != null) {
                c.save(prefs.node("newGame"));
                saveMenus.leaveGame(() -> startGame(c));
            }
        });
    }

    private void showSettings() {
        SettingsDialog d = new SettingsDialog(this, settings);
        showOverTable(d);
        Settings s = d.result();
        if (s == null) {
            return;
        }
        s.save(prefs.node("settings"));
        useSettings(s);
    }

    /** Plays on with these settings from now on (Settings…, and tests). */
    void useSettings(Settings s) {
        boolean themeChanged = s.dark() != settings.dark();
        settings = s;
        if (themeChanged) {
            Theme.switchTo(s.dark());
        }
        view.applySettings(s);
        useSpeaker(s.sound());
        if (controller.snapshot() != null) {
            // "Allow undo" turned off must grey out Undo now, not at the next move.
            saveMenus.presented(controller.snapshot());
        }
    }

    /** Opens the speaker when sound effects are on, and closes it when they are off: its line is then let go. */
    private void useSpeaker(boolean on) {
        if (on && speaker == null) {
            speaker = new Speaker();
        } else if (!on && speaker != null) {
            speaker.close();
            speaker = null;
        }
    }

    /**
     * Shows a modal dialog, then gives the keys back to the table: opened from a button of the hand's summary
     * or the decision panel, the dialog would leave them with that button (or with none, once the panel is
     * rebuilt), and Enter would no longer deal on nor the arrow keys reach the hand.
     */
    void showOverTable(JDialog d) {
        d.setVisible(true);
        view.requestFocusInWindow();
    }

    private void showScoreSheet() {
        if (controller.snapshot() != null) {
            showOverTable(new ScoreSheetDialog(this, controller.snapshot(), settings, saveMenus::review,
                    saveMenus::replayDeal));
        }
    }

    /** "Hint: " and {@link #advice}. */
    static String hintText(String said, Action action, String reason) {
        return "Hint: " + advice(said, action, reason);
    }

    /**
     * The action, then the bot's reason; most reasons name the action themselves ("play on: need 40 …", "return
     * A♠ 9♠ …", "cash the A♦: highest left", "name clubs: 58% to make 290"), and then the reason alone says it once.
     */
    static String advice(String said, Action action, String reason) {
        if (reason == null) {
            return said;
        }
        // A reason that names the cards ("cannot win: throw the 9♠"), or whose lead names the trump or the bid
        // ("trump ♣: …", "meld bid 26: …", on the table's scale as "bid 26" is), says the action already.
        String lead = reason.split(":", 2)[0];
        List<Card> cards = action instanceof Action.Play p ? List.of(p.card()) : action instanceof Action.PassCards pc
                ? pc.cards() : action instanceof Action.Bury b ? b.cards() : List.of();
        boolean named = reason.startsWith(said) || !cards.isEmpty()
                && cards.stream().allMatch(c -> reason.contains(c.display()))
                || action instanceof Action.NameTrump t && (lead.contains(t.suit().name().toLowerCase())
                        || lead.indexOf(t.suit().symbol()) >= 0)
                || action instanceof Action.Bid
                        && List.of(lead.split(" ")).contains(said.substring(said.lastIndexOf(' ') + 1));
        return named ? reason : said + " \u2014 " + reason;
    }

    /** Whether a hint can be given: the table waits for the human's decision. */
    private boolean mayHint() {
        Snapshot s = controller.snapshot();
        return table != null && tableShown && s != null && s.stage() == Snapshot.Stage.HUMAN_TO_ACT;
    }

    /**
     * Asks the expert bot what it would do here, off the Swing thread, and shows the answer. A slow one is said to
     * be on its way, after a moment, so that a quick one does not flash a word first.
     */
    private void hint() {
        if (!mayHint() || controller.hintPending()) {
            return;
        }
        Snapshot s = controller.snapshot();
        controller.askHint();
        Timer slow = new Timer(HINT_SAID_SLOW_MS, e -> {
            if (controller.hintPending() && controller.snapshot() == s) {
                controller.say(HINT_ON_ITS_WAY);
                view.repaint();
            }
        });
        slow.setRepeats(false);
        slow.start();
        table.hint(s.view(), BotLevel.EXPERT, hints, h -> SwingUtilities.invokeLater(() -> {
            if (!controller.awaits(s)) {
                return;
            }
            String text = hintText(describe(h.action(), s.view().rules()), h.action(), h.reason());
            controller.takeHint(h.action(), text);
            view.hintTaken();
        })).whenComplete((done, failed) -> {
            if (failed != null) {
                SwingUtilities.invokeLater(() -> {
                    controller.hintGone(s);
                    if (controller.awaits(s)) {
                        controller.say(null);
                        view.repaint();
                    }
                });
            }
        });
    }

    /** The hint's action in words, its points on the table's scale. */
    static String describe(Action a, RuleSet rules) {
        if (a instanceof Action.Play p) {
            return "play the " + p.card().display();
        }
        if (a instanceof Action.Bid b) {
            return "bid " + rules.shown(b.points());
        }
        if (a instanceof Action.Pass) {
            return "pass";
        }
        if (a instanceof Action.NameTrump t) {
            return "name " + t.suit().name().toLowerCase() + " trump";
        }
        if (a instanceof Action.PassCards p) {
            return withCards("pass", p.cards());
        }
        if (a instanceof Action.Bury b) {
            return withCards("bury", b.cards());
        }
        if (a instanceof Action.ThrowIn) {
            return "throw in";
        }
        if (a instanceof Action.ShootMoon) {
            return "shoot the moon";
        }
        if (a instanceof Action.Declare d) {
            return "declare " + d.named();
        }
        if (a instanceof Action.ExchangeDix) {
            return "exchange the dix";
        }
        return a instanceof Action.Decline ? "declare nothing" : "play on";
    }

    /** "pass A♠ 10♠ …": the verb, then the cards. */
    private static String withCards(String verb, List<Card> cards) {
        return verb + " " + cards.stream().map(Card::display).collect(Collectors.joining(" "));
    }

    private void about() {
        Ask.tell(this, "About Pinochle", aboutText(MainWindow.class.getPackage().getImplementationVersion()),
                JOptionPane.INFORMATION_MESSAGE, aboutIcon());
    }

    /** About's icon, drawn as vectors at the screen's scale (a 64 px image was blurred on a 2× screen; QA). */
    static javax.swing.Icon aboutIcon() {
        return AppIcon.icon(64);
    }

    /** About's text: {@code version} is the jar manifest's Implementation-Version, none when run from classes. */
    static String aboutText(String version) {
        return "<html><b>Pinochle</b><br>" + (version != null ? "Version " + version : "Development build")
                + "<br>Partnership auction pinochle, single and double deck, three-handed auction and the two-handed"
                + " duel.<br>Cards, icon and table drawn by the Pinochle team.<br>Java "
                + System.getProperty("java.version") + "</html>";
    }

    /** Whether a game with these rules can be dealt in this version: the message if not. */
    static String cannotStart(RuleSet rules) {
        try {
            Game.start(rules, 0L);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** A notice in the table's message line until the player's next action, e.g. "Saved to …". */
    void notice(String text) {
        controller.setNotice(text);
        view.repaint();
    }

    /** Work under way, said until the table moves on ("Preparing the review …"): a notice stays beside it. */
    void say(String text) {
        controller.say(text);
        view.repaint();
    }

    Table table() {
        return table;
    }

    Pacer pacer() {
        return pacer;
    }

    Settings settings() {
        return settings;
    }

    SaveMenus saveMenus() {
        return saveMenus;
    }

    TableView tableView() {
        return view;
    }

    TableController controller() {
        return controller;
    }
}
