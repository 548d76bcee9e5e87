package dev.pinochle.save;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.Phase;
import dev.pinochle.table.Reasons;
import dev.pinochle.table.TableLog;
import java.util.ArrayList;
import java.util.List;

/**
 * A game in play with its record, undo and redo: the one path by which the table applies actions when it
 * wants those. Every action of the game is kept in order, across hands, with a cursor; the game is always
 * the start replayed through the actions before the cursor.
 *
 * <p>Undo steps back to the last decision of a human seat that had a choice, so the human decides again (a
 * move that was the only legal one would be made again at once, and the table plays those by itself); the bots'
 * decisions after it stay in the log and come back only by redo, which replays the human's action and
 * the bots' after it up to the human's next decision. A new action that differs from the next one in the
 * log drops the rest of it.
 *
 * <p>Each call keeps the bot's reason for it, so that undo and redo show the reasons the table showed when the
 * game first got there.
 *
 * <p>Not thread-safe: the table thread owns it. {@link #record()} is an immutable snapshot that may be handed
 * to a worker thread to be written.
 */
public final class GameLog implements TableLog {
    private final GameInfo info;
    private final Game start;
    private final List<Call> calls;
    /** Per call: whether its seat had more than one legal action. */
    private final List<Boolean> hadChoice = new ArrayList<>();
    /** Per call: the bot's reason for it, {@code null} for none. */
    private final List<String> why = new ArrayList<>();
    private int cursor;
    private Game game;
    private Reasons shown;
    /** The hand number of the last call applied: a new hand's first call clears the last hand's reasons. */
    private int shownHand;

    private GameLog(GameInfo info, Game start, List<Call> calls, List<String> reasons) {
        this.info = info;
        this.start = start;
        this.calls = new ArrayList<>(calls);
        why.addAll(reasons);
        this.cursor = calls.size();
        this.game = replay(cursor);
    }

    /** A log of a game from its start. The game is replayed, so the log never shares it with the caller. */
    public static GameLog of(GameInfo info, Game game) {
        return resume(GameRecord.of(info, game));
    }

    /** A new game's log: no action yet. */
    public static GameLog start(GameInfo info, Game game) {
        if (game.hands().size() != 1 || !game.hands().get(0).actions().isEmpty()) {
            throw new IllegalArgumentException("a new game has no actions yet");
        }
        return of(info, game);
    }

    /** The log of a loaded game, positioned where it was saved; there is nothing to redo. */
    public static GameLog resume(GameRecord record) {
        List<Call> calls = new ArrayList<>();
        for (HandRecord h : record.hands()) {
            calls.addAll(h.actions());
        }
        return new GameLog(record.info(), record.newGame(), calls, record.reasons());
    }

    public GameInfo info() {
        return info;
    }

    /**
     * The game at the cursor. Read it freely; change it only through {@link #apply(Action)}, {@link #undo()}
     * and {@link #redo()}. Undo and redo replace it: read it again after them.
     */
    @Override
    public Game game() {
        return game;
    }

    /**
     * Applies the action of the seat to act.
     *
     * @throws dev.pinochle.core.IllegalActionException if the core refuses it; nothing changes then
     */
    @Override
    public void apply(Action action, String reason) {
        Call call = new Call(game.toAct(), action);
        boolean choice = game.legalActions().size() > 1;
        step(game, call, reason);
        if (cursor < calls.size() && calls.get(cursor).equals(call)) {
            why.set(cursor, reason);
            cursor++;
            return;
        }
        calls.subList(cursor, calls.size()).clear();
        hadChoice.subList(cursor, hadChoice.size()).clear();
        why.subList(cursor, why.size()).clear();
        calls.add(call);
        hadChoice.add(choice);
        why.add(reason);
        cursor++;
    }

    @Override
    public List<String> reasons() {
        return shown.shown();
    }

    /** Applies {@code call} to {@code g}, and its reason to those on show, by the table's rule. */
    private void step(Game g, Call call, String reason) {
        int hand = g.handNumber();
        Phase before = g.hand().phase();
        g.apply(call.action());
        if (hand != shownHand) {
            shown.clear();
            shownHand = hand;
        }
        shown.decided(call.seat(), reason, g.hand().phase() != before);
    }

    /** Whether a human seat has decided anything yet that it had a choice in. */
    @Override
    public boolean canUndo() {
        return lastChoiceBefore(cursor) >= 0;
    }

    /**
     * Steps back to the last human decision with a choice: that human is to act again, at the same point.
     *
     * @throws IllegalStateException if there is nothing to undo
     */
    @Override
    public void undo() {
        int target = lastChoiceBefore(cursor);
        if (target < 0) {
            throw new IllegalStateException("no human decision to undo");
        }
        cursor = target;
        game = replay(cursor);
    }

    /** Whether undone actions wait to be replayed. */
    @Override
    public boolean canRedo() {
        return cursor < calls.size();
    }

    /**
     * Replays the undone human action and the moves that followed it, up to the next human decision with a choice
     * or the end of a hand, whichever comes first: the table shows a finished hand's summary there, as it did
     * when the hand was first played.
     *
     * @throws IllegalStateException if there is nothing to redo
     */
    @Override
    public void redo() {
        if (!canRedo()) {
            throw new IllegalStateException("nothing to redo");
        }
        int hands = game.hands().size();
        do {
            step(game, calls.get(cursor), why.get(cursor));
            cursor++;
        } while (cursor < calls.size() && game.hands().size() == hands
                && !(info.isHuman(calls.get(cursor).seat()) && hadChoice.get(cursor)));
    }

    /** The record of the game at the cursor, for saving: immutable, cheap, safe to hand to another thread. */
    public GameRecord record() {
        return GameRecord.of(info, game, why.subList(0, cursor));
    }

    /** The finished hands so far, each with its seed, deal and result. */
    public List<HandRecord> finishedHands() {
        return game.hands().stream().filter(h -> h.result() != null).toList();
    }

    /**
     * "Replay this deal": a new game (new id, same rules and seats) whose first hand has the same cards and
     * dealer as hand {@code handIndex} (0-based) of this game, with every decision open again. Later hands
     * follow from {@code seed}.
     */
    public GameLog replayDeal(int handIndex, long seed) {
        HandRecord hand = game.hands().get(handIndex);
        Game fresh = Game.start(game.rules(), seed, hand.seed(), hand.dealer());
        return start(GameInfo.create(info.seats()), fresh);
    }

    private int lastChoiceBefore(int end) {
        for (int i = end - 1; i >= 0; i--) {
            if (info.isHuman(calls.get(i).seat()) && hadChoice.get(i)) {
                return i;
            }
        }
        return -1;
    }

    private Game replay(int count) {
        Game g = start.copy();
        shown = new Reasons(g.rules().mode().seats());
        shownHand = g.handNumber();
        for (int i = 0; i < count; i++) {
            boolean choice = g.legalActions().size() > 1;
            if (i < hadChoice.size()) {
                hadChoice.set(i, choice);
            } else {
                hadChoice.add(choice);
            }
            step(g, calls.get(i), why.get(i));
        }
        return g;
    }
}
