package dev.pinochle.ui;

import dev.pinochle.core.Card;
import dev.pinochle.core.Mode;
import dev.pinochle.core.SeatView;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.SaveFileException;
import dev.pinochle.save.SaveFiles;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Snapshot;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.geom.Rectangle2D;
import java.io.File;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.prefs.Preferences;
import java.util.stream.Collectors;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * A robustness soak of the real main window: random but plausible input (cards clicked, legal or not, Enter,
 * Escape, the menu keys, undo and redo bursts, hints taken, dialogs opened and answered at random, bad text typed,
 * the window resized, new games mid-hand, Exit and a fresh start on the same data folder) from a seeded stream,
 * with the real bots and hand review. It watches for uncaught exceptions (and stack traces printed to stderr), a
 * Swing thread that does not run a posted no-op within a second, a table that makes no progress, a dialog that
 * does not close, and an autosave that fails to load or disagrees with the table on screen. Every action is
 * logged with the seed and its step number, so a failure can be run again.
 *
 * <p>Run (a display with a window manager helps focus; {@code xvfb-run} alone works too):
 * {@code java -Djava.util.prefs.userRoot=/tmp/soak-prefs -cp target/classes:target/test-classes:target/pinochle.jar
 * dev.pinochle.ui.Soak <seed> <minutes> [out-folder]}. It prints a summary of findings and exits 1 if there were
 * any. It is not a test: {@code mvn verify} does not run it. A seed repeats its stream of actions; what they meet
 * depends on timing too (the bots' pace, the machine's load), so a replay comes near a failure rather than onto it.
 */
final class Soak {
    /** {@code -Dsoak.steady=true}: three actions in four a move, so that games reach their later hands and end. */
    private static final boolean STEADY = Boolean.getBoolean("soak.steady");
    private final long seed;
    private final Random rnd;
    private final Robot robot;
    private final Path data;
    private final Path saves;
    private final PrintStream log;
    private final Preferences prefs;
    private volatile MainWindow window;
    private GameStore store;
    private long step;
    private final Map<String, Integer> actions = new TreeMap<>();
    private final Map<String, String> findings = new LinkedHashMap<>();
    private final Map<String, Integer> findingCount = new LinkedHashMap<>();
    private final Map<Mode, Integer> modes = new EnumMap<>(Mode.class);
    private final Map<BotLevel, Integer> levels = new EnumMap<>(BotLevel.class);
    private final AtomicLong edtWorst = new AtomicLong();
    private int autosaveChecks;
    private int gamesStarted;
    private int handsSeen;
    private long lastSerial = -1;
    /** The last snapshot the window showed, for the check after Exit. */
    private Snapshot lastShown;
    private long lastProgress = System.currentTimeMillis();
    private int saved;

    private Soak(long seed, Path out) throws Exception {
        this.seed = seed;
        this.rnd = new Random(seed);
        this.robot = new Robot();
        robot.setAutoDelay(8);
        this.data = Files.createDirectories(out.resolve("data-" + seed));
        this.saves = Files.createDirectories(out.resolve("saves-" + seed));
        this.log = new PrintStream(Files.newOutputStream(out.resolve("soak-" + seed + ".log")), true,
                StandardCharsets.UTF_8);
        this.prefs = Preferences.userRoot().node("dev/pinochle/soak-" + seed);
    }

    public static void main(String[] args) throws Exception {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1;
        double minutes = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        Path out = Path.of(args.length > 2 ? args[2] : System.getProperty("java.io.tmpdir") + "/pinochle-soak");
        Soak soak = new Soak(seed, out);
        int status = soak.run((long) (minutes * 60_000));
        System.exit(status);
    }

    // ------------------------------------------------------------------ harness

    private int run(long millis) throws Exception {
        PrintStream err = System.err;
        // Stack traces printed by the app (a bot's stand-in, a swallowed failure) are findings too.
        System.setErr(new PrintStream(new OutputStream() {
            private final StringBuilder line = new StringBuilder();

            @Override
            public synchronized void write(int b) {
                err.write(b);
                if (b == '\n') {
                    String l = line.toString();
                    line.setLength(0);
                    log.println("STDERR " + l);
                    if (l.contains("Exception") || l.contains("Error:") || l.startsWith("\tat dev.pinochle")) {
                        if (!l.startsWith("\tat ")) {
                            finding("stderr", l, l);
                        }
                    }
                } else {
                    line.append((char) b);
                }
            }
        }, true));
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> finding("uncaught", e.toString(),
                "thread " + t.getName() + ": " + trace(e)));
        Thread dog = new Thread(this::watchdog, "soak-watchdog");
        dog.setDaemon(true);
        dog.start();
        say("soak seed " + seed + " for " + millis / 1000 + " s, data " + data);
        openWindow(true);
        long end = System.currentTimeMillis() + millis;
        try {
            while (System.currentTimeMillis() < end) {
                step++;
                try {
                    if (window == null || !window.isDisplayable()) {
                        // Exit: the game as it stood must be in the autosave, to be offered at the start.
                        if (window != null) {
                            autosaveAfterExit(window);
                        }
                        openWindow(false);
                        continue;
                    }
                    Window dialog = dialogShowing();
                    if (dialog != null) {
                        answerDialog(dialog);
                    } else {
                        act();
                    }
                    checkProgress();
                    if (step % 25 == 0) {
                        checkAutosave();
                    }
                } catch (Exception e) {
                    finding("driver", e.toString(), trace(e));
                }
                robot.delay(rnd.nextInt(3) == 0 ? 5 : 40);
            }
        } finally {
            summary(millis);
        }
        return findings.isEmpty() ? 0 : 1;
    }

    private void summary(long millis) {
        StringBuilder b = new StringBuilder();
        b.append(String.format("SUMMARY seed %d: %d steps in %d min, %d games started, %d hands seen, %d autosave"
                + " checks, %d saves, worst EDT wait %d ms%n", seed, step, millis / 60_000, gamesStarted, handsSeen,
                autosaveChecks, saved, edtWorst.get()));
        b.append("  modes " + modes + " levels " + levels + "\n");
        b.append("  actions " + actions + "\n");
        b.append("  findings: " + findings.size() + "\n");
        findings.forEach((k, v) -> b.append("  * [" + findingCount.get(k) + "x] " + k + "\n      "
                + v.replace("\n", "\n      ") + "\n"));
        log.print(b);
        System.out.print(b);
    }

    private synchronized void finding(String kind, String key, String detail) {
        String k = kind + ": " + key;
        say("FINDING " + k + "\n" + detail);
        findingCount.merge(k, 1, Integer::sum);
        findings.putIfAbsent(k, "first at step " + step + ": " + detail);
    }

    private void say(String s) {
        log.println(String.format("[%d %d %tT] %s", seed, step, System.currentTimeMillis(), s));
    }

    private void count(String action) {
        // Counted by kind: numbers, file names and the like left out.
        String kind = action.replaceAll("\\d+", "#").replaceAll("(open|save to|recent game) .*", "$1 …")
                .replaceAll("(type|: ) '.*'", "$1 '…'").replaceAll("#x#", "");
        actions.merge(kind, 1, Integer::sum);
        say(action);
    }

    private static String trace(Throwable e) {
        StringWriter w = new StringWriter();
        e.printStackTrace(new PrintWriter(w));
        return w.toString();
    }

    /**
     * Posts a no-op to the Swing thread every second; one that waits over a second is a finding, with the Swing
     * thread's stack as it was then.
     */
    private void watchdog() {
        while (true) {
            try {
                Thread.sleep(1000);
                long posted = System.nanoTime();
                AtomicLong ran = new AtomicLong();
                SwingUtilities.invokeLater(() -> ran.set(System.nanoTime()));
                String stack = null;
                while (ran.get() == 0) {
                    Thread.sleep(20);
                    long waited = (System.nanoTime() - posted) / 1_000_000;
                    if (waited > 1000 && stack == null) {
                        stack = edtStack();
                    }
                    if (waited > 3000 && stack != null && !stack.startsWith("!")) {
                        finding("edt-hang", topFrame(stack), "Swing thread did not answer in 3 s:\n" + stack);
                        stack = "!" + stack;
                    }
                }
                long waited = (ran.get() - posted) / 1_000_000;
                edtWorst.accumulateAndGet(waited, Math::max);
                if (waited > 1000 && stack != null) {
                    finding("edt-stall", topFrame(stack.replaceFirst("^!", "")),
                            "Swing thread waited " + waited + " ms:\n" + stack.replaceFirst("^!", ""));
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static String edtStack() {
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
            if (e.getKey().getName().startsWith("AWT-EventQueue")) {
                return java.util.Arrays.stream(e.getValue()).limit(40).map(f -> "\tat " + f)
                        .collect(Collectors.joining("\n"));
            }
        }
        return "(no Swing thread)";
    }

    /** The first frame of our own code, else the first frame: what groups stalls of one cause. */
    private static String topFrame(String stack) {
        for (String l : stack.split("\n")) {
            if (l.contains("dev.pinochle")) {
                return l.trim();
            }
        }
        return stack.split("\n")[0].trim();
    }

    private <T> T edt(Callable<T> c) throws Exception {
        return Edt.call(c);
    }

    private void later(Runnable r) {
        SwingUtilities.invokeLater(r);
    }

    // ------------------------------------------------------------------ window

    private void openWindow(boolean first) throws Exception {
        store = new GameStore(data);
        Settings settings = new Settings(rnd.nextInt(4) == 0, Settings.CardSize.values()[rnd.nextInt(3)],
                rnd.nextInt(3) == 0 ? Settings.Speed.NORMAL : Settings.Speed.INSTANT, rnd.nextBoolean(),
                rnd.nextBoolean(), rnd.nextBoolean(), rnd.nextBoolean(), rnd.nextInt(5) != 0, false,
                Settings.Cloth.GREEN, Settings.Back.BLUE);
        GameChoices c = randomChoices();
        MainWindow w = edt(() -> {
            Theme.install(settings.dark());
            MainWindow m = new MainWindow(prefs, settings, PinochleApp.BOTS, store, PinochleApp.ADVISOR);
            m.setBounds(0, 0, 1024 + rnd.nextInt(377), 700 + rnd.nextInt(201));
            m.setVisible(true);
            return m;
        });
        window = w;
        count(first ? "window: open, " + settings.speed() : "window: reopen on the same data, " + settings.speed());
        robot.waitForIdle();
        robot.delay(300);
        if (first) {
            edt(() -> {
                w.startGame(c, seed);
                return null;
            });
            noteGame(c);
        } else {
            // As at launch: the autosaved game is offered, else a new one dealt.
            later(() -> w.begin(c));
        }
        lastProgress = System.currentTimeMillis();
    }

    private GameChoices randomChoices() {
        Mode mode = GameChoices.MODES.get(rnd.nextInt(GameChoices.MODES.size()));
        List<String> presets = GameChoices.presets(mode);
        List<BotLevel> lv = new ArrayList<>();
        for (int s = 1; s < mode.seats(); s++) {
            int r = rnd.nextInt(10);
            lv.add(r < 4 ? BotLevel.EASY : r < 9 ? BotLevel.MEDIUM : BotLevel.EXPERT);
        }
        return GameChoices.ofPreset(mode, presets.get(rnd.nextInt(presets.size())), lv, "Soak");
    }

    private void noteGame(GameChoices c) {
        gamesStarted++;
        modes.merge(c.rules().mode(), 1, Integer::sum);
        for (var s : c.seats()) {
            if (!s.human()) {
                levels.merge(s.level(), 1, Integer::sum);
            }
        }
    }

    /** A dialog (or any window but the main one) on screen, the last opened first. */
    private Window dialogShowing() throws Exception {
        return edt(() -> {
            Window found = null;
            for (Window w : Window.getWindows()) {
                if (w != window && w.isShowing() && w instanceof Dialog) {
                    found = w;
                }
            }
            return found;
        });
    }

    private void key(int... codes) {
        for (int c : codes) {
            robot.keyPress(c);
        }
        for (int i = codes.length - 1; i >= 0; i--) {
            robot.keyRelease(codes[i]);
        }
    }

    private void ctrl(int code) {
        key(KeyEvent.VK_CONTROL, code);
    }

    private void click(Component c) throws Exception {
        Point p = edt(() -> {
            if (!c.isShowing()) {
                return null;
            }
            Point at = c.getLocationOnScreen();
            return new Point(at.x + c.getWidth() / 2, at.y + c.getHeight() / 2);
        });
        if (p != null) {
            clickAt(p);
        }
    }

    private void clickAt(Point p) {
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
    }

    /** The main window takes the keys: a click on the empty end of the menu bar. */
    private void activate() throws Exception {
        Point bar = edt(() -> {
            if (window.isFocused()) {
                return null;
            }
            var menus = window.getJMenuBar();
            Point p = new Point(menus.getWidth() - 20, menus.getHeight() / 2);
            SwingUtilities.convertPointToScreen(p, menus);
            return p;
        });
        if (bar != null) {
            clickAt(bar);
            robot.delay(50);
        }
    }

    private static <T extends Component> List<T> find(Container root, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && c.isShowing() && c.isEnabled()) {
                out.add(type.cast(c));
            }
            if (c instanceof Container k) {
                out.addAll(find(k, type));
            }
        }
        return out;
    }

    private void menuItem(String text) throws Exception {
        JMenuItem item = edt(() -> {
            JMenu game = window.getJMenuBar().getMenu(0);
            for (int i = 0; i < game.getItemCount(); i++) {
                JMenuItem it = game.getItem(i);
                if (it != null && it.getText().startsWith(text)) {
                    return it;
                }
            }
            return null;
        });
        if (item != null) {
            // Later: the item may open a modal dialog, which would hold this thread.
            later(() -> {
                if (item.isEnabled()) {
                    item.doClick(0);
                }
            });
        }
    }

    // ------------------------------------------------------------------ actions

    private void act() throws Exception {
        activate();
        if (STEADY && rnd.nextInt(100) < 75) {
            // Mostly moves, so that games reach their later hands and their end.
            Snapshot s = edt(() -> window.controller().snapshot());
            if (s != null && s.stage() == Snapshot.Stage.HUMAN_TO_ACT && rnd.nextBoolean()) {
                hintThenEnter(true);
            } else if (rnd.nextBoolean()) {
                clickCard();
            } else {
                count("key: Enter");
                key(KeyEvent.VK_ENTER);
            }
            robot.delay(30);
            return;
        }
        int r = rnd.nextInt(100);
        if (r < 22) {
            count("key: Enter");
            key(KeyEvent.VK_ENTER);
        } else if (r < 36) {
            clickCard();
        } else if (r < 52) {
            clickBarButton();
        } else if (r < 56) {
            int n = 1 + rnd.nextInt(4);
            count("key: arrows x" + n);
            for (int i = 0; i < n; i++) {
                key(rnd.nextBoolean() ? KeyEvent.VK_LEFT : KeyEvent.VK_RIGHT);
            }
        } else if (r < 58) {
            count("key: Space");
            key(KeyEvent.VK_SPACE);
        } else if (r < 62) {
            int n = 1 + rnd.nextInt(6);
            count("key: Ctrl+Z x" + n);
            for (int i = 0; i < n; i++) {
                ctrl(KeyEvent.VK_Z);
            }
        } else if (r < 64) {
            int n = 1 + rnd.nextInt(4);
            count("key: Ctrl+Y x" + n);
            for (int i = 0; i < n; i++) {
                ctrl(KeyEvent.VK_Y);
            }
        } else if (r < 71) {
            hintThenEnter();
        } else if (r < 73) {
            count("key: Ctrl+K score sheet");
            ctrl(KeyEvent.VK_K);
        } else if (r < 75) {
            count("key: Ctrl+L previous trick");
            ctrl(KeyEvent.VK_L);
        } else if (r < 77) {
            count("key: Ctrl+M melds");
            ctrl(KeyEvent.VK_M);
        } else if (r < 78) {
            count("key: Escape");
            key(KeyEvent.VK_ESCAPE);
        } else if (r < 80) {
            count("key: Ctrl+Comma settings");
            ctrl(KeyEvent.VK_COMMA);
        } else if (r < 82) {
            count("key: Ctrl+N new game");
            ctrl(KeyEvent.VK_N);
        } else if (r < 83) {
            count("key: Ctrl+S save");
            ctrl(KeyEvent.VK_S);
        } else if (r < 85) {
            count("key: Ctrl+Shift+S save as");
            key(KeyEvent.VK_CONTROL, KeyEvent.VK_SHIFT, KeyEvent.VK_S);
        } else if (r < 86) {
            count("key: Ctrl+O open");
            ctrl(KeyEvent.VK_O);
        } else if (r < 88) {
            String[] items = {"Review last hand", "Replay this deal", "Statistics", "Recent"};
            String it = items[rnd.nextInt(items.length)];
            if (it.equals("Recent")) {
                recentGame();
            } else {
                count("menu: " + it);
                menuItem(it);
            }
        } else if (r < 91) {
            int w = 1024 + rnd.nextInt(377);
            int h = 700 + rnd.nextInt(201);
            count("resize " + w + "x" + h);
            later(() -> window.setSize(w, h));
        } else if (r < 92) {
            count("key: F1 how to play");
            key(KeyEvent.VK_F1);
        } else if (r < 93) {
            count("key: Enter flood");
            for (int i = 0; i < 8; i++) {
                key(KeyEvent.VK_ENTER);
            }
        } else if (r < 94) {
            count("key: Ctrl+Q exit");
            ctrl(KeyEvent.VK_Q);
        } else if (r < 96) {
            typeInBar();
        } else {
            playLegal();
        }
        robot.delay(30);
    }

    private void clickCard() throws Exception {
        boolean legal = rnd.nextInt(10) < 7;
        Point p = edt(() -> {
            TableController c = window.controller();
            List<Card> hand = c.hand();
            if (hand.isEmpty()) {
                return null;
            }
            List<Integer> pick = new ArrayList<>();
            for (int i = 0; i < hand.size(); i++) {
                if (!legal || c.mayPlay(hand.get(i))) {
                    pick.add(i);
                }
            }
            if (pick.isEmpty()) {
                return null;
            }
            int i = pick.get(rnd.nextInt(pick.size()));
            Rectangle2D b = window.tableView().handCardBounds(i);
            if (b == null) {
                return null;
            }
            Point at = new Point((int) b.getCenterX(), (int) (b.getY() + 20));
            SwingUtilities.convertPointToScreen(at, window.tableView());
            return at;
        });
        if (p != null) {
            count(legal ? "click: a playable card" : "click: any card");
            clickAt(p);
            if (rnd.nextInt(4) == 0) {
                clickAt(p);
            }
        }
    }

    private void clickBarButton() throws Exception {
        List<AbstractButton> buttons = edt(() -> find(window.tableView(), AbstractButton.class));
        if (buttons.isEmpty()) {
            return;
        }
        AbstractButton b = buttons.get(rnd.nextInt(buttons.size()));
        count("click: button " + edt(() -> b.getName() + " '" + b.getText().replaceAll("<[^>]*>", "") + "'"));
        click(b);
    }

    /** Bad and good text into a field of the table's decision panel (the typed bid). */
    private void typeInBar() throws Exception {
        List<JTextComponent> fields = edt(() -> find(window.tableView(), JTextComponent.class));
        if (fields.isEmpty()) {
            return;
        }
        JTextComponent f = fields.get(rnd.nextInt(fields.size()));
        String[] texts = {"", "abc", "-10", "0", "99999999999", "25", "300", "1e3", " 26 ", "\u0663\u0660"};
        String t = texts[rnd.nextInt(texts.length)];
        count("type in bar field " + edt(f::getName) + ": '" + t + "'");
        edt(() -> {
            f.setText(t);
            return null;
        });
        click(f);
        key(KeyEvent.VK_ENTER);
    }

    /** Ctrl+H, then Enter once the hint is in (or a while after). */
    private void hintThenEnter() throws Exception {
        hintThenEnter(rnd.nextInt(5) > 0);
    }

    private void hintThenEnter(boolean enter) throws Exception {
        count(enter ? "key: Ctrl+H then Enter" : "key: Ctrl+H");
        ctrl(KeyEvent.VK_H);
        long until = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < until) {
            robot.delay(50);
            Boolean in = edt(() -> !window.controller().hintPending());
            if (in) {
                break;
            }
        }
        if (enter) {
            key(KeyEvent.VK_ENTER);
        }
    }

    /**
     * A move the table must take: when the human is to act, the hint's move by Ctrl+H and Enter; the table must
     * then move on within a bound, else it is stuck.
     */
    private void playLegal() throws Exception {
        Snapshot s = edt(() -> window.controller().snapshot());
        if (s == null || s.stage() != Snapshot.Stage.HUMAN_TO_ACT) {
            return;
        }
        long before = s.serial();
        // Nobody is to act while cards come in (a deal, a draw, a pass): the panel shows once they are in, and
        // Enter meanwhile takes nothing (docs/ui.md, the deal). Given its time, and Enter a second chance.
        long settle = System.currentTimeMillis() + 5_000;
        while (System.currentTimeMillis() < settle && !edt(() -> window.controller().prompt()
                == TableController.Prompt.PLAY || window.tableView().getComponent(0).isVisible())) {
            robot.delay(100);
        }
        robot.delay(300);
        hintThenEnter(true);
        for (int attempt = 0; attempt < 2; attempt++) {
            long until = System.currentTimeMillis() + 10_000;
            while (System.currentTimeMillis() < until) {
                robot.delay(100);
                if (dialogShowing() != null) {
                    return;
                }
                Snapshot now = edt(() -> window.controller().snapshot());
                if (now != null && now.serial() != before) {
                    return;
                }
            }
            if (attempt == 0) {
                count("key: Enter again (the hint's move not taken)");
                activate();
                key(KeyEvent.VK_ENTER);
            }
        }
        String why = edt(() -> window.controller().prompt() + " hinted " + window.controller().hinted()
                + " pending " + window.controller().hintPending() + " held " + held() + " focused "
                + window.isFocused() + " message '" + window.controller().message()
                + "' focus owner " + (window.getFocusOwner() == null ? null
                        : window.getFocusOwner().getClass().getSimpleName()));
        finding("stuck", "hint then Enter took no move at " + s.view().phase(),
                "the human's turn at " + s.view().phase() + " hand " + s.view().handNumber() + ", " + why);
    }

    /** The table's keys held down, as it believes (a key acts once per press). */
    private Object held() {
        try {
            var f = TableView.class.getDeclaredField("held");
            f.setAccessible(true);
            return f.get(window.tableView());
        } catch (ReflectiveOperationException e) {
            return e.toString();
        }
    }

    private void recentGame() throws Exception {
        JMenuItem item = edt(() -> {
            JMenu game = window.getJMenuBar().getMenu(0);
            for (int i = 0; i < game.getItemCount(); i++) {
                if (game.getItem(i) instanceof JMenu m && m.getText().startsWith("Recent")
                        && m.getItemCount() > 0) {
                    List<JMenuItem> games = new ArrayList<>();
                    for (int j = 0; j < m.getItemCount(); j++) {
                        if (m.getItem(j) != null && m.getItem(j).isEnabled()) {
                            games.add(m.getItem(j));
                        }
                    }
                    return games.isEmpty() ? null : games.get(rnd.nextInt(games.size()));
                }
            }
            return null;
        });
        if (item != null) {
            count("menu: recent game " + edt(item::getText));
            later(() -> item.doClick(0));
        }
    }

    // ------------------------------------------------------------------ dialogs

    private Window dialogNow;
    private int dialogSteps;

    private void answerDialog(Window d) throws Exception {
        String title = edt(() -> d instanceof Dialog g ? g.getTitle() : d.getClass().getSimpleName());
        if (d != dialogNow) {
            dialogNow = d;
            dialogSteps = 0;
            String text = edt(() -> {
                List<String> texts = new ArrayList<>();
                find(d, javax.swing.JLabel.class).forEach(l -> texts.add(l.getText()));
                find(d, JTextComponent.class).stream().filter(t -> !t.isEditable() && !(t instanceof
                        javax.swing.JEditorPane)).forEach(t -> texts.add(t.getText()));
                return texts.stream().filter(t -> t != null && !t.isBlank()).limit(4)
                        .collect(Collectors.joining(" | "));
            });
            say("dialog '" + title + "': " + text);
        }
        dialogSteps++;
        if (dialogSteps > 40) {
            finding("dialog", "'" + title + "' would not close", "after 40 answers it is still open; disposed");
            edt(() -> {
                d.dispose();
                return null;
            });
            return;
        }
        if (dialogSteps > 25) {
            count("dialog '" + title + "': Escape (long open)");
            focusDialog(d);
            key(KeyEvent.VK_ESCAPE);
            robot.delay(100);
            return;
        }
        JFileChooser chooser = edt(() -> find(d, JFileChooser.class).stream().findFirst().orElse(null));
        if (chooser != null) {
            answerChooser(chooser, title);
            return;
        }
        focusDialog(d);
        int r = rnd.nextInt(100);
        if (r < 18) {
            count("dialog '" + title + "': Escape");
            key(KeyEvent.VK_ESCAPE);
        } else if (r < 36) {
            count("dialog '" + title + "': Enter");
            key(KeyEvent.VK_ENTER);
        } else if (r < 60) {
            List<JComboBox> boxes = edt(() -> find(d, JComboBox.class));
            if (!boxes.isEmpty()) {
                JComboBox<?> box = boxes.get(rnd.nextInt(boxes.size()));
                int n = edt(box::getItemCount);
                if (n > 0) {
                    int i = rnd.nextInt(n);
                    count("dialog '" + title + "': choose " + edt(box::getName) + " #" + i);
                    later(() -> box.setSelectedIndex(i));
                }
            }
        } else if (r < 68) {
            List<JTextComponent> fields = edt(() -> find(d, JTextComponent.class).stream()
                    .filter(JTextComponent::isEditable).collect(Collectors.toList()));
            if (!fields.isEmpty()) {
                JTextComponent f = fields.get(rnd.nextInt(fields.size()));
                String[] texts = {"", "abc", "-10", "0", "99999999", "1000", "250", "Ann", "   ",
                        "a/b\\c:*?", "x".repeat(300)};
                String t = texts[rnd.nextInt(texts.length)];
                count("dialog '" + title + "': type '" + (t.length() > 20 ? t.substring(0, 20) + "…" : t)
                        + "' in " + edt(f::getName));
                edt(() -> {
                    f.requestFocusInWindow();
                    f.setText(t);
                    return null;
                });
                if (rnd.nextBoolean()) {
                    key(KeyEvent.VK_TAB);
                }
            }
        } else if (r < 72) {
            List<JTabbedPane> tabs = edt(() -> find(d, JTabbedPane.class));
            if (!tabs.isEmpty()) {
                JTabbedPane t = tabs.get(0);
                int i = rnd.nextInt(edt(t::getTabCount));
                count("dialog '" + title + "': tab " + i);
                later(() -> t.setSelectedIndex(i));
            }
        } else if (r < 75) {
            List<JSpinner> spin = edt(() -> find(d, JSpinner.class));
            if (!spin.isEmpty()) {
                JSpinner s = spin.get(rnd.nextInt(spin.size()));
                count("dialog '" + title + "': spinner arrows");
                click(s);
                int n = 1 + rnd.nextInt(5);
                int k = rnd.nextBoolean() ? KeyEvent.VK_UP : KeyEvent.VK_DOWN;
                for (int i = 0; i < n; i++) {
                    key(k);
                }
            }
        } else {
            List<AbstractButton> buttons = edt(() -> find(d, AbstractButton.class).stream()
                    .filter(b -> !(b instanceof JMenuItem)).collect(Collectors.toList()));
            if (!buttons.isEmpty()) {
                AbstractButton b = buttons.get(rnd.nextInt(buttons.size()));
                String text = edt(() -> b.getName() + " '" + String.valueOf(b.getText()).replaceAll("<[^>]*>", "")
                        + "'");
                count("dialog '" + title + "': click " + text);
                click(b);
            }
        }
        robot.delay(60);
        if (!edt(d::isShowing)) {
            say("dialog '" + title + "' closed");
            dialogNow = null;
            noteNewGameIfAny();
        }
    }

    private void focusDialog(Window d) throws Exception {
        if (!edt(d::isFocused)) {
            edt(() -> {
                d.toFront();
                d.requestFocus();
                return null;
            });
            robot.delay(80);
        }
    }

    private void answerChooser(JFileChooser chooser, String title) throws Exception {
        boolean saving = edt(() -> chooser.getDialogType() == JFileChooser.SAVE_DIALOG);
        int r = rnd.nextInt(10);
        if (r < 3) {
            count("chooser '" + title + "': cancel");
            later(chooser::cancelSelection);
            return;
        }
        File f;
        if (saving) {
            String[] names = {"game" + rnd.nextInt(5) + ".pinochle", "no extension " + rnd.nextInt(3), "sub/x.pinochle",
                    "game" + rnd.nextInt(5)};
            f = saves.resolve(names[rnd.nextInt(names.length)]).toFile();
        } else {
            List<Path> files = new ArrayList<>();
            try (var s = Files.list(saves)) {
                s.forEach(files::add);
            }
            int k = rnd.nextInt(10);
            if (k == 0 || files.isEmpty()) {
                f = saves.resolve("missing.pinochle").toFile();
            } else if (k == 1) {
                Path junk = saves.resolve("junk.pinochle");
                Files.writeString(junk, rnd.nextBoolean() ? "not json" : "{\"format\":\"pinochle-game\"}");
                f = junk.toFile();
            } else if (k == 2) {
                Path cut = saves.resolve("cut.pinochle");
                Path from = files.get(rnd.nextInt(files.size()));
                if (Files.isRegularFile(from)) {
                    byte[] b = Files.readAllBytes(from);
                    Files.write(cut, java.util.Arrays.copyOf(b, b.length / 2));
                }
                f = cut.toFile();
            } else if (k == 3) {
                f = store.autosaveFile().toFile();
            } else {
                f = files.get(rnd.nextInt(files.size())).toFile();
            }
        }
        count("chooser '" + title + "': " + (saving ? "save to " : "open ") + f.getName());
        File chosen = f;
        later(() -> {
            chooser.setSelectedFile(chosen);
            chooser.approveSelection();
        });
        if (saving) {
            saved++;
        }
    }

    /** A new game's choices are read from the window's after the dialog: counted by mode and level. */
    private void noteNewGameIfAny() throws Exception {
        Snapshot s = edt(() -> window.controller().snapshot());
        if (s != null && s.view().handNumber() == 1 && s.hands().isEmpty() && s.serial() < 3) {
            gamesStarted++;
            modes.merge(s.view().rules().mode(), 1, Integer::sum);
            for (var seat : s.seats()) {
                if (!seat.human()) {
                    levels.merge(seat.level(), 1, Integer::sum);
                }
            }
        }
    }

    // ------------------------------------------------------------------ checks

    /** The table must move on: a bot's turn within a minute; the human's turn is probed by {@link #playLegal}. */
    private void checkProgress() throws Exception {
        Snapshot s = edt(() -> window == null ? null : window.controller().snapshot());
        long now = System.currentTimeMillis();
        if (s == null) {
            if (now - lastProgress > 60_000 && dialogShowing() == null) {
                finding("stuck", "no table for a minute", "no snapshot shown");
                lastProgress = now;
            }
            return;
        }
        lastShown = s;
        if (s.serial() != lastSerial) {
            if (s.stage() == Snapshot.Stage.HAND_OVER || s.stage() == Snapshot.Stage.GAME_OVER) {
                handsSeen++;
            }
            lastSerial = s.serial();
            lastProgress = now;
            return;
        }
        if (s.stage() == Snapshot.Stage.BOT_TO_ACT && now - lastProgress > 90_000 && dialogShowing() == null) {
            String table = threadStack("table");
            finding("stuck", "bot's turn for 90 s at " + s.view().phase(), "hand " + s.view().handNumber()
                    + " seat " + s.view().toAct() + "\n" + table);
            lastProgress = now;
        }
        if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT && now - lastProgress > 20_000 && rnd.nextInt(3) == 0) {
            playLegal();
        }
    }

    private static String threadStack(String name) {
        StringBuilder b = new StringBuilder();
        Thread.getAllStackTraces().forEach((t, st) -> {
            if (t.getName().equals(name)) {
                b.append("thread ").append(name).append('\n');
                for (int i = 0; i < Math.min(25, st.length); i++) {
                    b.append("\tat ").append(st[i]).append('\n');
                }
            }
        });
        return b.toString();
    }

    /**
     * At the human's turn, with no dialog open: the autosave loads and stands where the table does (hand, phase,
     * seat to act, the human's cards). It is written off the Swing thread, so it is given a few seconds.
     */
    private void checkAutosave() throws Exception {
        if (dialogShowing() != null) {
            return;
        }
        Snapshot s = edt(() -> window.controller().snapshot());
        if (s == null || s.stage() != Snapshot.Stage.HUMAN_TO_ACT) {
            return;
        }
        autosaveAt(s, true, "autosave");
    }

    /**
     * After Exit: the autosave stands where the game did as the window closed (its log's last record; the screen
     * may lag it at normal speed, and an input sent just before Exit may have moved it on), within 8 s.
     */
    private void autosaveAfterExit(MainWindow closed) throws Exception {
        var f = MainWindow.class.getDeclaredField("session");
        f.setAccessible(true);
        GameRecord at = ((GameSession) f.get(closed)).current();
        if (at == null || at.isOver()) {
            return;
        }
        String last = null;
        long until = System.currentTimeMillis() + 8_000;
        while (System.currentTimeMillis() < until) {
            Path auto = store.autosaveFile();
            try {
                GameRecord g = SaveFiles.read(auto);
                if (g.position().equals(at.position()) && g.hands().stream().map(h -> h.actions()).toList()
                        .equals(at.hands().stream().map(h -> h.actions()).toList())) {
                    autosaveChecks++;
                    return;
                }
                last = "autosave at " + g.position() + "; game at " + at.position();
            } catch (SaveFileException e) {
                last = "autosave does not load: " + e.getMessage();
            }
            robot.delay(200);
        }
        finding("autosave after Exit", last.replaceAll("held=\\[[^]]*\\]", ""), last);
    }

    /**
     * Whether the autosave comes to stand where {@code s} does within 8 s; else a finding of {@code kind}.
     * {@code live}: the window is open, and a check is dropped if its table moves on meanwhile.
     */
    private void autosaveAt(Snapshot s, boolean live, String kind) throws Exception {
        SeatView v = s.view();
        String mine = v.rules().deck().format(v.rules().deck().setOf(v.hand()));
        String last = null;
        long until = System.currentTimeMillis() + 8_000;
        while (System.currentTimeMillis() < until) {
            robot.delay(200);
            Snapshot now = live ? edt(() -> window.controller().snapshot()) : s;
            if (now != s || live && dialogShowing() != null) {
                // The table moved on (an undo queued, say): check another time.
                return;
            }
            Path auto = store.autosaveFile();
            if (!Files.exists(auto)) {
                last = "no autosave file";
                continue;
            }
            GameRecord g;
            try {
                g = SaveFiles.read(auto);
            } catch (SaveFileException e) {
                last = "autosave does not load: " + e.getMessage();
                continue;
            }
            GameRecord.Position p = g.position();
            last = "autosave at hand " + p.handNumber() + " " + p.phase() + " seat " + p.toAct() + " holding "
                    + p.held().get(v.seat()) + "; table at hand " + v.handNumber() + " " + v.phase() + " seat "
                    + v.toAct() + " holding " + mine;
            if (p.handNumber() == v.handNumber() && p.phase() == v.phase() && p.toAct() == v.toAct()
                    && p.held().get(v.seat()).equals(mine)) {
                autosaveChecks++;
                return;
            }
        }
        finding(kind, last.replaceAll("holding .*?;", ";").replaceAll("holding .*$", ""), last);
    }
}
