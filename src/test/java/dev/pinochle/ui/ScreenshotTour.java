package dev.pinochle.ui;

import dev.pinochle.ai.Conventions;
import dev.pinochle.core.Action;
import dev.pinochle.core.Game;
import dev.pinochle.core.Card;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import dev.pinochle.save.GameInfo;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.SeatInfo;
import dev.pinochle.save.StatisticsStore;
import dev.pinochle.table.AiBots;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import java.awt.Robot;
import java.awt.event.KeyEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.prefs.Preferences;
import javax.swing.SwingUtilities;

/**
 * Refreshes {@code docs/screenshots/}: opens the real main window, plays each scene up to the moment worth
 * showing and grabs the whole X screen with ImageMagick's {@code import -window root}. The human's answers go
 * through the controller (the window tests click); bots are the stand-in, and a scene that shows a bot's turn
 * holds that bot on the table thread until the picture is taken. Every scene deals from the same seed, so that a
 * shot changes only when the table does (with a fresh deal each run, every shot differed, and a scene now and then
 * never came up).
 *
 * <p>Run: {@code xvfb-run -s "-screen 0 1400x900x24" java -cp target/pinochle.jar:target/test-classes
 * dev.pinochle.ui.ScreenshotTour docs/screenshots}
 */
final class ScreenshotTour {
    private final File out;
    private final Robot robot;
    private final HoldingBots bots = new HoldingBots();
    private MainWindow window;
    /** The saves and statistics of the window open now. */
    private Path data;
    /** The preferences of every window opened: a throwaway node each, removed at the end, not the player's own. */
    private final List<Preferences> used = new ArrayList<>();
    /** The deal of every scene's game. */
    private static final long SEED = 1;

    private ScreenshotTour(File out) throws Exception {
        this.out = out;
        this.robot = new Robot();
    }

    public static void main(String[] args) throws Exception {
        ScreenshotTour tour = new ScreenshotTour(new File(args.length > 0 ? args[0] : "docs/screenshots"));
        int status = 0;
        try {
            tour.partnership();
            tour.resume();
            tour.statistics();
            tour.dark();
            tour.meldBid();
            tour.cloth();
            tour.duel();
            tour.dixExchange();
            tour.threeHanded();
            tour.doubleDeck();
        } catch (Exception e) {
            e.printStackTrace();
            status = 1;
        }
        for (Preferences p : tour.used) {
            p.removeNode();
        }
        // The window and the table threads would keep the JVM alive.
        System.exit(status);
    }

    /**
     * Bots that play the first legal action (the first that {@code prefer} accepts, if any), and wait on the
     * table thread while {@code holdWhen} says so; the hint (asked of the Expert) comes from the real bot, so that
     * its reason shows.
     */
    private static final class HoldingBots implements Bots {
        private final AiBots real = new AiBots();
        volatile Predicate<SeatView> holdWhen = v -> false;
        volatile Predicate<Action> prefer = a -> false;
        final Semaphore release = new Semaphore(0);

        @Override
        public String reasonOf(dev.pinochle.core.Player player) {
            return real.reasonOf(player);
        }

        @Override
        public dev.pinochle.core.Player create(BotLevel level, int seat, long seed) {
            if (level == BotLevel.EXPERT) {
                return real.create(level, seat, seed);
            }
            return view -> {
                if (holdWhen.test(view)) {
                    holdWhen = v -> false;
                    release.acquireUninterruptibly();
                }
                return view.legal().stream().filter(prefer).findFirst().orElse(view.legal().get(0));
            };
        }
    }

    private void open(boolean dark, GameChoices choices) throws Exception {
        open(dark, Settings.Cloth.GREEN, Settings.Back.BLUE, choices);
    }

    /** The window at 1400 × 900, instant, with four-colour suits in the dark theme, a new game started. */
    private void open(boolean dark, Settings.Cloth cloth, Settings.Back back, GameChoices choices) throws Exception {
        data = Files.createTempDirectory("pinochle-tour");
        window(dark, cloth, back);
        onEdt(() -> {
            window.startGame(choices, SEED);
            return null;
        });
    }

    /** A new window at 1400 × 900, instant, in place of the last, on the last one's saves; no game yet. */
    private void window(boolean dark, Settings.Cloth cloth, Settings.Back back) throws Exception {
        Settings settings = new Settings(dark, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, false, false, dark,
                true, true, false, cloth, back);
        Preferences prefs = Preferences.userRoot().node("dev/pinochle/tour-" + System.nanoTime());
        used.add(prefs);
        onEdt(() -> {
            if (window != null) {
                window.dispose();
            }
            Theme.install(dark);
            window = new MainWindow(prefs, settings, bots, new GameStore(data), PinochleApp.ADVISOR);
            window.setBounds(0, 0, 1400, 900);
            window.setVisible(true);
            return null;
        });
        // With no window manager the X server's late word on where the window was first made can leave the toolkit
        // believing it elsewhere than it shows: dialogs then open off centre and clicks land beside their card.
        // Placing it again makes the two agree.
        robot.waitForIdle();
        DialogOwner.placeAgain(window);
        robot.waitForIdle();
    }

    private void shoot(String name) throws Exception {
        robot.waitForIdle();
        robot.delay(400);
        Process p = new ProcessBuilder("import", "-window", "root", new File(out, name + ".png").getPath())
                .inheritIO().start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("import failed for " + name);
        }
        System.out.println("shot " + name);
    }

    /**
     * Answers for the human until {@code stop} holds for what is on screen: bids the minimum (or passes when
     * {@code pass}), names the suit with most meld, passes the first cards, plays on, declares the first meld,
     * buries the first allowed burial and plays the first legal card.
     */
    private Snapshot playUntil(boolean pass, Predicate<TableController> stop) throws Exception {
        long deadline = System.currentTimeMillis() + 60_000;
        long[] answered = {-1};
        while (System.currentTimeMillis() < deadline) {
            robot.delay(30);
            // One step on the Swing thread: the table may move on between two, and an answer given to a
            // snapshot the stop was not asked about played past the scene (the tour then shot hand 2's auction).
            Snapshot done = onEdt(() -> {
                TableController c = window.controller();
                Snapshot s = c.snapshot();
                if (s == null) {
                    return null;
                }
                if (stop.test(c)) {
                    return s;
                }
                if (s.serial() != answered[0]) {
                    answer(c, pass);
                    answered[0] = s.serial();
                }
                return null;
            });
            if (done != null) {
                return done;
            }
        }
        String state = onEdt(() -> window.controller().prompt() + " in " + window.controller().view().phase()
                + ", hand " + window.controller().view().handNumber() + ": " + window.controller().message());
        throw new IllegalStateException("the scene did not come up; the table shows " + state);
    }

    private static void answer(TableController c, boolean pass) {
        SeatView v = c.view();
        switch (c.prompt()) {
            case BID -> {
                if (pass && c.mayPass()) {
                    c.passBid();
                } else {
                    c.bid(c.minBid());
                }
            }
            case TRUMP -> {
                Suit best = Suit.SPADES;
                for (Suit s : Suit.values()) {
                    if (c.meldByTrump().get(s) > c.meldByTrump().get(best)) {
                        best = s;
                    }
                }
                c.nameTrump(best);
            }
            case PASS -> {
                for (int i = 0; i < c.pickCount(); i++) {
                    c.togglePick(i);
                }
                c.confirmPicks();
            }
            case BURY -> c.act(v.legal().get(0));
            case CONCEDE -> c.act(new Action.PlayOn());
            case DECLARE, PLAY -> c.act(v.legal().get(0));
            case HAND_OVER -> c.nextHand();
            default -> { }
        }
    }

    private void partnership() throws Exception {
        open(false, GameChoices.defaults());
        playUntil(false, c -> c.prompt() == TableController.Prompt.BID);
        shoot("auction");
        bots.holdWhen = v -> v.phase() == Phase.CONCEDE_OR_PLAY;
        playUntil(true, c -> c.view().phase() == Phase.CONCEDE_OR_PLAY
                && c.snapshot().stage() == Snapshot.Stage.BOT_TO_ACT);
        shoot("meld");
        bots.release.release();
        playUntil(true, c -> c.prompt() == TableController.Prompt.PLAY && c.view().tricks().size() == 3
                && c.view().trick().size() == 2);
        shoot("trick");
        playUntil(true, c -> c.prompt() == TableController.Prompt.HAND_OVER);
        shoot("summary");
        review();
        playUntil(false, c -> c.prompt() == TableController.Prompt.PASS);
        clickCard(1);
        clickCard(4);
        shoot("pass");
        playUntil(true, c -> c.prompt() == TableController.Prompt.HAND_OVER && c.snapshot().hands().size() >= 3);
        SwingUtilities.invokeLater(() -> new ScoreSheetDialog(window, window.controller().snapshot(),
                window.settings(), hand -> { }, hand -> { }).setVisible(true));
        shoot("score-sheet");
    }

    /** The window opened again on the partnership game's saves: it offers to resume the game left unfinished. */
    private void resume() throws Exception {
        window(false, Settings.Cloth.GREEN, Settings.Back.BLUE);
        // Invoked later: the question waits for its answer on the Swing thread.
        SwingUtilities.invokeLater(() -> window.begin(GameChoices.defaults()));
        awaitShowing(javax.swing.JDialog.class, d -> true, "the resume question");
        shoot("resume-prompt");
    }

    /**
     * Statistics after games played to the end by Medium bots in the seats (the human's side is South's): two
     * partnership games, a duel and a double-deck game, recorded as the table records a finished game.
     */
    private void statistics() throws Exception {
        StatisticsStore store = new GameStore(data).statistics();
        store.record(finished(RuleSet.standard(), 1));
        store.record(finished(RuleSet.standard(), 2));
        store.record(finished(RuleSet.duel(), 1));
        store.record(finished(RuleSet.doubleDeck(), 1));
        window(false, Settings.Cloth.GREEN, Settings.Back.BLUE);
        onEdt(() -> {
            window.startGame(GameChoices.defaults(), SEED);
            return null;
        });
        playUntil(false, c -> c.prompt() == TableController.Prompt.BID);
        // The menu's own item, as the player opens it; invoked later, as the dialog is modal.
        javax.swing.JMenu game = window.getJMenuBar().getMenu(0);
        SwingUtilities.invokeLater(() -> java.util.Arrays.stream(game.getMenuComponents())
                .filter(c -> c instanceof javax.swing.JMenuItem i && i.getText().startsWith("Statistics"))
                .map(c -> (javax.swing.JMenuItem) c).findFirst().orElseThrow().doClick());
        awaitShowing(StatisticsDialog.class, d -> !((javax.swing.JLabel) DialogOwner.find(d, "statisticsStatus"))
                .getText().startsWith("Loading"), "the statistics");
        shoot("statistics");
    }

    /** A game played to its end by Medium bots in every seat, recorded with South as the human. */
    private static GameRecord finished(RuleSet rules, long seed) {
        Game game = Game.start(rules, seed);
        AiBots ai = new AiBots();
        int seats = rules.mode().seats();
        List<dev.pinochle.core.Player> players = new ArrayList<>();
        List<SeatInfo> info = new ArrayList<>(List.of(SeatInfo.human("You")));
        for (int s = 0; s < seats; s++) {
            players.add(ai.create(BotLevel.MEDIUM, s, seed * 31 + s));
            if (s > 0) {
                info.add(SeatInfo.bot("Bot " + s, "MEDIUM"));
            }
        }
        while (!game.isOver()) {
            int s = game.toAct();
            game.apply(players.get(s).choose(game.view(s)));
        }
        return GameRecord.of(GameInfo.create(info), game);
    }

    /** Waits until a window of {@code type} that {@code ready} accepts is showing, or fails naming {@code what}. */
    private <W extends java.awt.Window> void awaitShowing(Class<W> type, Predicate<W> ready, String what)
            throws Exception {
        long deadline = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < deadline) {
            robot.delay(100);
            boolean shown = onEdt(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                    .filter(w -> type.isInstance(w) && w.isShowing()).map(type::cast).anyMatch(ready));
            if (shown) {
                return;
            }
        }
        throw new IllegalStateException(what + " did not show");
    }

    /** The summary's Review hand: the review opens over the table once the Expert has gone through the hand. */
    private void review() throws Exception {
        onEdt(() -> {
            DialogOwner.all(window.getContentPane(), javax.swing.JButton.class).stream()
                    .filter(b -> b.getText().equals("Review hand")).findFirst().orElseThrow().doClick();
            return null;
        });
        long deadline = System.currentTimeMillis() + 120_000;
        HandReviewDialog dialog = null;
        while (dialog == null && System.currentTimeMillis() < deadline) {
            robot.delay(100);
            dialog = onEdt(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                    .filter(w -> w instanceof HandReviewDialog && w.isShowing()).map(w -> (HandReviewDialog) w)
                    .findFirst().orElse(null));
        }
        if (dialog == null) {
            throw new IllegalStateException("the hand review did not open");
        }
        shoot("hand-review");
        HandReviewDialog shown = dialog;
        onEdt(() -> {
            shown.dispose();
            return null;
        });
    }

    private void dark() throws Exception {
        open(true, GameChoices.defaults());
        playUntil(false, c -> c.prompt() == TableController.Prompt.BID);
        shoot("auction-dark-four-colour");
    }

    /** The bid panel when the smallest bid would be a meld bid over North's: it says how North reads it. */
    private void meldBid() throws Exception {
        open(false, GameChoices.defaults());
        playUntil(true, c -> c.prompt() == TableController.Prompt.BID
                && Conventions.ifBid(c.view(), c.minBid()) == Conventions.Alert.MELD_BID);
        shoot("auction-meld-bid");
    }

    /** Settings' other cloths and backs: the blue cloth with red backs. */
    private void cloth() throws Exception {
        open(false, Settings.Cloth.BLUE, Settings.Back.RED, GameChoices.defaults());
        playUntil(true, c -> c.prompt() == TableController.Prompt.PLAY && c.view().tricks().size() == 2
                && c.view().trick().size() == 1);
        shoot("trick-blue-cloth");
    }

    private void duel() throws Exception {
        open(false, GameChoices.ofPreset(Mode.DUEL, "duel", List.of(BotLevel.MEDIUM), "You"));
        playUntil(false, c -> c.prompt() == TableController.Prompt.DECLARE
                && c.view().legal().stream().anyMatch(a -> a instanceof Action.Declare));
        shoot("duel-declare");
        playUntil(false, c -> c.prompt() == TableController.Prompt.PLAY && c.view().stockSize() > 4
                && !c.view().exposed().get(0).isEmpty() && !c.view().exposed().get(1).isEmpty());
        shoot("duel-phase1");
        robot.keyPress(KeyEvent.VK_CONTROL);
        robot.keyPress(KeyEvent.VK_H);
        robot.keyRelease(KeyEvent.VK_H);
        robot.keyRelease(KeyEvent.VK_CONTROL);
        for (int i = 0; i < 100 && onEdt(() -> window.controller().message()) == null; i++) {
            robot.delay(100);
        }
        shoot("duel-hint");
        playUntil(false, c -> c.prompt() == TableController.Prompt.PLAY && c.view().stockSize() == 0
                && !c.view().trick().isEmpty() && c.snapshot().whyNot().size() >= 2);
        shoot("duel-playoff");
    }

    /** The duel with {@code dixExchange} on: North's turned-up card taken for the dix lies beside its meld. */
    private void dixExchange() throws Exception {
        GameChoices duel = GameChoices.ofPreset(Mode.DUEL, "duel", List.of(BotLevel.MEDIUM), "You");
        Map<String, String> options = new LinkedHashMap<>(duel.options());
        options.put("dixExchange", "true");
        open(false, new GameChoices(duel.mode(), duel.preset(), options, duel.target(), duel.levels(), duel.name()));
        // First-legal bots never exchange: the declarations, the dix among them, come first in the legal actions.
        bots.prefer = a -> a instanceof Action.ExchangeDix;
        playUntil(false, c -> c.prompt() == TableController.Prompt.PLAY && c.view().exchangedCardHeld(1) != null
                && !c.view().exposed().get(1).isEmpty() && !c.view().trick().isEmpty());
        bots.prefer = a -> false;
        shoot("duel-dix-exchange");
    }

    private void threeHanded() throws Exception {
        open(false, GameChoices.ofPreset(Mode.THREE_HANDED, "three-handed", List.of(), "You"));
        playUntil(false, c -> c.prompt() == TableController.Prompt.BID);
        shoot("three-handed-auction");
        playUntil(false, c -> c.prompt() == TableController.Prompt.TRUMP);
        shoot("three-handed-widow");
        playUntil(false, c -> c.prompt() == TableController.Prompt.BURY);
        // Two cards that may go, then one shown in meld, clicked on screen: the game's refusal shows.
        List<Integer> order = onEdt(() -> {
            TableController c = window.controller();
            List<Card> hand = c.hand();
            List<Integer> free = new java.util.ArrayList<>();
            int refused = -1;
            for (int i = 0; i < hand.size(); i++) {
                if (c.whyNot(hand.get(i)) == null) {
                    free.add(i);
                } else if (refused < 0) {
                    refused = i;
                }
            }
            List<Integer> clicks = new java.util.ArrayList<>(free.subList(free.size() - 2, free.size()));
            if (refused >= 0) {
                clicks.add(refused);
            }
            return clicks;
        });
        for (int i : order) {
            clickCard(i);
        }
        shoot("three-handed-bury");
        playUntil(false, c -> c.prompt() == TableController.Prompt.PLAY && c.view().tricks().size() == 2);
        shoot("three-handed-trick");
    }

    private void doubleDeck() throws Exception {
        open(false, GameChoices.ofPreset(Mode.DOUBLE_DECK, "double-deck", List.of(), "You"));
        bots.holdWhen = v -> v.phase() == Phase.TRICKS && v.tricks().isEmpty() && v.trick().isEmpty();
        playUntil(true, c -> c.view().phase() == Phase.TRICKS && c.view().tricks().isEmpty()
                && c.view().trick().isEmpty() && c.snapshot().stage() == Snapshot.Stage.BOT_TO_ACT);
        shoot("double-deck-meld");
        bots.release.release();
        playUntil(true, c -> c.prompt() == TableController.Prompt.PLAY && c.view().tricks().size() == 1);
        shoot("double-deck");
    }

    private void clickCard(int index) throws Exception {
        java.awt.Point p = onEdt(() -> {
            java.awt.geom.Rectangle2D r = window.tableView().handCardBounds(index);
            return new java.awt.Point((int) r.getX() + 10, (int) (r.getY() + r.getHeight() / 2));
        });
        DialogOwner.click(robot, window.tableView(), p);
    }

    private static <T> T onEdt(Callable<T> task) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failed = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                result.set(task.call());
            } catch (Exception e) {
                failed.set(e);
            }
        });
        if (failed.get() != null) {
            throw failed.get();
        }
        return result.get();
    }
}
