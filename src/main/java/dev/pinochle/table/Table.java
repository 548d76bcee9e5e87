package dev.pinochle.table;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.IllegalActionException;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Player;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The table loop: runs one {@link Game} on one thread, asks each seat's {@link Player}, applies the answer,
 * and publishes an immutable {@link Snapshot} after every step. The human sits at seat 0 and answers through
 * {@link #submit}; between hands the loop waits for {@link #nextHand}. Listeners are called on the table
 * thread: a Swing view hands them on with {@code invokeLater}.
 */
public final class Table {
    /** The human's seat: South. */
    public static final int HUMAN = 0;
    /** The reason shown for a move made for a bot that failed. */
    static final String STAND_IN = "a stand-in's move: this seat's bot failed";

    private final TableLog log;
    private final long seed;
    private final List<SeatSetup> seats;
    private final Bots bots;
    private final Consumer<Snapshot> listener;
    private final List<Player> players = new ArrayList<>();
    private final HumanPlayer human;
    private Reasons reasons;
    private final Object lock = new Object();
    private CompletableFuture<Boolean> nextHand = new CompletableFuture<>();
    private volatile boolean closed;
    private long serial;
    private Call last;
    private String rejected;

    /**
     * A new game without history: nothing to undo or save.
     *
     * @param seats one per seat of the mode; seat 0 is the human, the others bots
     * @param listener receives every snapshot, on the table thread
     */
    public Table(RuleSet rules, long seed, List<SeatSetup> seats, Bots bots, Consumer<Snapshot> listener) {
        this(TableLog.of(Game.start(rules, seed)), seats, bots, listener);
    }

    /**
     * A table that plays the game of {@code log} from where it stands (a new game, or one opened or resumed at
     * any seat, phase and card), applying every action through the log.
     *
     * @param seats one per seat of the mode; seat 0 is the human, the others bots
     * @param listener receives every snapshot, on the table thread
     */
    public Table(TableLog log, List<SeatSetup> seats, Bots bots, Consumer<Snapshot> listener) {
        RuleSet rules = log.game().rules();
        if (seats.size() != rules.mode().seats()) {
            throw new IllegalArgumentException("the " + rules.mode() + " table has " + rules.mode().seats()
                    + " seats, not " + seats.size());
        }
        if (seats.get(HUMAN).level() != null) {
            throw new IllegalArgumentException("seat " + HUMAN + " is the human's");
        }
        this.log = log;
        this.seats = List.copyOf(seats);
        this.bots = bots;
        this.listener = listener;
        this.reasons = new Reasons(log.reasons());
        this.human = new HumanPlayer(view -> publish(view, Snapshot.Stage.HUMAN_TO_ACT));
        this.seed = log.game().seed();
        for (int seat = 0; seat < seats.size(); seat++) {
            SeatSetup s = seats.get(seat);
            players.add(s.human() ? human : bots.create(s.level(), seat, Shuffle.derive(seed, 1000 + seat)));
        }
    }

    /** Runs the loop on {@code executor}: a dedicated thread for the desktop, a direct executor in tests. */
    public void start(Executor executor) {
        executor.execute(this::run);
    }

    private void run() {
        try {
            summaryBetweenHands();
            if (game().isOver()) {
                // A finished game opened (saved at its end): show its end, as it was left. It published
                // nothing, and the table kept the picture of the game before it (QA).
                publish(finalView(game().lastHandView(HUMAN)), Snapshot.Stage.GAME_OVER);
            }
            while (!closed) {
                if (!game().isOver()) {
                    step();
                } else if (log.canUndo()) {
                    // A finished game can still be undone: wait for that (or the end of the table).
                    awaitOrDetour(openNextHand());
                } else {
                    return;
                }
            }
        } catch (CancellationException e) {
            // The table was closed while it waited for the human: nothing more to show.
        }
    }

    private Game game() {
        return log.game();
    }

    /**
     * A game saved while a hand's summary was showing, or redone up to the end of a hand, holds the next deal
     * already, untouched: show that summary again and wait for "Next hand", as the player left it.
     */
    private void summaryBetweenHands() {
        Game game = game();
        List<HandRecord> hands = game.hands();
        if (!game.isOver() && hands.size() > 1 && hands.get(hands.size() - 1).actions().isEmpty()) {
            CompletableFuture<Boolean> wait = openNextHand();
            publish(finalView(game.lastHandView(HUMAN)), Snapshot.Stage.HAND_OVER);
            awaitOrDetour(wait);
            reasons.clear();
        }
    }

    private void step() {
        Game game = game();
        int seat = game.toAct();
        SeatView view = game.view(seat);
        Player player = players.get(seat);
        if (player != human) {
            publish(game.view(HUMAN), Snapshot.Stage.BOT_TO_ACT);
        }
        Action action;
        String reason;
        try {
            action = player.choose(view);
            reason = player == human ? null : bots.reasonOf(player);
        } catch (Detour d) {
            detour(d);
            return;
        } catch (RuntimeException e) {
            if (player == human) {
                throw e;
            }
            action = standIn(seat, view, e);
            reason = STAND_IN;
        }
        if (closed) {
            return;
        }
        int finished = game.hands().size() - (game.isOver() ? 0 : 1);
        try {
            log.apply(action, reason);
        } catch (IllegalActionException e) {
            if (player == human) {
                rejected = e.getMessage();
                return;
            }
            action = standIn(seat, view, e);
            reason = STAND_IN;
            log.apply(action, reason);
        }
        game = game();
        rejected = null;
        last = new Call(seat, seen(seat, action));
        reasons.decided(seat, reason, game.view(HUMAN).phase() != view.phase());
        if (game.hands().size() - (game.isOver() ? 0 : 1) > finished) {
            // The game dealt the next hand at once; show the finished one as it ended.
            SeatView end = finalView(game.lastHandView(HUMAN));
            if (game.isOver()) {
                publish(end, Snapshot.Stage.GAME_OVER);
            } else {
                CompletableFuture<Boolean> wait = openNextHand();
                publish(end, Snapshot.Stage.HAND_OVER);
                awaitOrDetour(wait);
                last = null;
                reasons.clear();
            }
        }
    }

    /**
     * A bot that throws or answers illegally must not freeze the table (the game would wait forever): the
     * failure goes to stderr with what reproduces it, and an Easy bot, or failing that the first legal action,
     * moves for the seat.
     */
    private Action standIn(int seat, SeatView view, RuntimeException failure) {
        Action action = view.legal().get(0);
        if (seats.get(seat).level() != BotLevel.EASY) {
            try {
                Action easy = bots.create(BotLevel.EASY, seat, Shuffle.derive(seed, 2000 + seat)).choose(view);
                game().copy().apply(easy);
                action = easy;
            } catch (RuntimeException e) {
                failure.addSuppressed(e);
            }
        }
        System.err.printf("seat %d's %s bot failed in hand %d of the game with seed %d; %s moved for it:%n", seat,
                seats.get(seat).level(), view.handNumber(), seed, action);
        failure.printStackTrace();
        return action;
    }

    private void awaitOrDetour(CompletableFuture<Boolean> wait) {
        try {
            HumanPlayer.await(wait);
        } catch (Detour d) {
            detour(d);
        }
    }

    /**
     * {@code action} as the human may know it, for the snapshot: the cards a bot buries, or passes to a partner
     * other than the human, are face down at the table, so only the kind of call is kept (how many cards is in the
     * rules). The screen never showed them, but a snapshot is all the human's side of the table may see.
     */
    private static Action seen(int seat, Action action) {
        if (seat == HUMAN) {
            return action;
        }
        if (action instanceof Action.Bury) {
            return new Action.Bury(List.of());
        }
        // Passes go between partners, across a table of four.
        boolean toHuman = (seat + 2) % 4 == HUMAN;
        return action instanceof Action.PassCards && !toHuman ? new Action.PassCards(List.of()) : action;
    }

    /** Undo or redo on the table thread, where the log lives; the next step shows where it leads. */
    private void detour(Detour d) {
        if (d.undo ? log.canUndo() : log.canRedo()) {
            if (d.undo) {
                log.undo();
            } else {
                log.redo();
            }
            last = null;
            rejected = null;
            reasons = new Reasons(log.reasons());
            List<HandRecord> hands = game().hands();
            if (d.undo && hands.get(hands.size() - 1).actions().isEmpty()) {
                // Back at a hand's first decision: the last hand's reasons went with its summary.
                reasons.clear();
            }
            if (game().isOver()) {
                // A redo that finishes the game: show the end, as the last action would have.
                publish(finalView(game().lastHandView(HUMAN)), Snapshot.Stage.GAME_OVER);
            } else if (!d.undo) {
                // A redo stops at the end of a hand: the summary, as when the hand was first played.
                summaryBetweenHands();
            }
        }
    }

    /** The finished hand's last view with the totals before it, as the summary adds the hand's score to them. */
    private SeatView finalView(SeatView v) {
        List<Integer> before = new ArrayList<>();
        int[] delta = v.result().score();
        List<Integer> now = game().scores();
        for (int side = 0; side < now.size(); side++) {
            before.add(now.get(side) - delta[side]);
        }
        return v.withGame(v.handNumber(), before, game().winner());
    }

    private CompletableFuture<Boolean> openNextHand() {
        synchronized (lock) {
            if (closed) {
                throw new CancellationException("the table is closed");
            }
            nextHand = new CompletableFuture<>();
            return nextHand;
        }
    }

    private void publish(SeatView view, Snapshot.Stage stage) {
        Map<Card, String> whyNot = new HashMap<>();
        if (stage == Snapshot.Stage.HUMAN_TO_ACT && view.phase() == Phase.TRICKS) {
            for (Card c : view.hand()) {
                String why = game().explain(c);
                if (why != null) {
                    whyNot.put(c, why);
                }
            }
        } else if (stage == Snapshot.Stage.HUMAN_TO_ACT && view.phase() == Phase.BURY) {
            whyNot.putAll(whyNotBury(view));
        }
        List<HandRecord> finishedHands = new ArrayList<>();
        for (HandRecord h : game().hands()) {
            if (h.result() != null) {
                finishedHands.add(h);
            }
        }
        listener.accept(new Snapshot(++serial, view, seats, last, whyNot, game().scores(), finishedHands,
                reasons.shown(), stage, rejected));
    }

    /**
     * For each card the bidder may not bury, the game's own sentence saying why: the game only judges whole
     * burials, so each such card is tried in place of one card of a legal burial on a copy of the game.
     */
    private Map<Card, String> whyNotBury(SeatView view) {
        Map<Card, String> out = new HashMap<>();
        List<Card> allowed = new ArrayList<>();
        Action.Bury any = null;
        for (Action a : view.legal()) {
            if (a instanceof Action.Bury b) {
                allowed.addAll(b.cards());
                any = b;
            }
        }
        if (any == null) {
            return out;
        }
        for (Card c : view.hand()) {
            if (allowed.contains(c)) {
                continue;
            }
            List<Card> trial = new ArrayList<>(any.cards());
            trial.set(0, c);
            try {
                game().copy().apply(new Action.Bury(trial));
            } catch (IllegalActionException e) {
                out.put(c, e.getMessage());
            }
        }
        return out;
    }

    /**
     * The human's answer, from any thread. An illegal answer is refused by the game and the turn is asked
     * again with {@link Snapshot#rejected()} saying why.
     *
     * @return false if the human had no open turn (a late or repeated click)
     */
    public boolean submit(Action action) {
        return human.submit(action);
    }

    /** Deals on after the end-of-hand summary. */
    public void nextHand() {
        synchronized (lock) {
            nextHand.complete(Boolean.TRUE);
        }
    }

    /**
     * Takes back the human's last decision, from any thread. It is done on the table thread while the table
     * waits for the human (a turn, the hand summary or a finished game); a bot's turn cannot be interrupted.
     *
     * @return false if the table was not waiting for the human
     */
    public boolean undo() {
        return interrupt(new Detour(true));
    }

    /** Replays what {@link #undo()} took back, up to the human's next decision; as undo, from any thread. */
    public boolean redo() {
        return interrupt(new Detour(false));
    }

    private boolean interrupt(Detour d) {
        if (human.detour(d)) {
            return true;
        }
        synchronized (lock) {
            return nextHand.completeExceptionally(d);
        }
    }

    /** Stops the loop: any wait ends, nothing more is published. Bots already thinking finish first. */
    public void close() {
        closed = true;
        human.close();
        synchronized (lock) {
            nextHand.cancel(false);
        }
    }

    /**
     * Suggests an action for the human's view with the given bot, off the table thread; the answer and the
     * bot's reason arrive on {@code executor}'s thread; the future ends when it has been given, or failed.
     */
    public CompletableFuture<Void> hint(SeatView view, BotLevel level, Executor executor, Consumer<Hint> answer) {
        return CompletableFuture.runAsync(() -> answer.accept(advise(bots, level, view)), executor);
    }

    /**
     * What a bot of {@code level} would do in the view's seat, with its reason: the hint during play and "the Expert
     * bot's choice" in hand review alike, seeded by {@link #adviceSeed} so that the two agree. Searches: call it off
     * the Swing thread.
     */
    public static Hint advise(Bots bots, BotLevel level, SeatView view) {
        Player bot = bots.create(level, view.seat(), adviceSeed(view));
        Action action = bot.choose(view);
        return new Hint(view, action, bots.reasonOf(bot));
    }

    /**
     * The seed of a bot asked for advice on a view: from the view alone, so the hint during play and "the Expert
     * bot's choice" in the hand review sample the same worlds and agree.
     */
    public static long adviceSeed(SeatView view) {
        return Shuffle.derive(view.handNumber() * 131L + view.tricks().size(), view.seat());
    }

    /** A suggested action for a view, with the bot's reason ({@code null} if it gave none). */
    public record Hint(SeatView view, Action action, String reason) { }
}
