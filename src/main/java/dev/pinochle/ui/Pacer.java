package dev.pinochle.ui;

import dev.pinochle.core.Action;
import dev.pinochle.core.Phase;
import dev.pinochle.core.SeatView;
import dev.pinochle.table.Snapshot;
import dev.pinochle.ui.sound.Cue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.Timer;

/**
 * Shows the table's snapshots one at a time with pauses between them, so a person can follow the bots:
 * a "thinking" pause before each bot acts, time for a played card to slide in and for a won trick to be seen
 * and swept away. Runs on the Swing thread with a Swing timer; the table loop never sleeps for the view.
 */
final class Pacer {
    /** Normal-speed durations in milliseconds. */
    static final int THINK = 520;
    static final int SLIDE = 220;
    static final int HOLD = 900;
    static final int SWEEP = 380;
    /** A new hand's deal: the cards come into the hands, and then the first question is asked or a bot acts. */
    static final int DEAL = 900;
    /** The duel's draw after a trick: the stock's top card to the trick's winner, the next to the other player. */
    static final int DRAW = 600;
    /** The pass between partners: the cards slide across from the giver's hand to the receiver's. */
    static final int PASS = 700;
    /**
     * The duel: the opponent's declared cards come out of its hand onto the table, or a dix exchange swaps the
     * trump nine for the turned-up card, before the draw.
     */
    static final int DECLARE = 500;
    /** The three-handed widow turned face up once the auction is won, one card after another. */
    static final int FLIP = 600;
    /** The laid meld, when a bot is to act as it appears: time to read every seat's before the first lead. */
    static final int MELD = 2600;

    private final ArrayDeque<Snapshot> queue = new ArrayDeque<>();
    private final Consumer<Snapshot> present;
    private final Supplier<Settings.Speed> speed;
    private final Timer timer;
    private Snapshot current;

    Pacer(Supplier<Settings.Speed> speed, Consumer<Snapshot> present) {
        this.speed = speed;
        this.present = present;
        this.timer = new Timer(0, e -> next());
        timer.setRepeats(false);
    }

    /** A snapshot from the table (already on the Swing thread). */
    void offer(Snapshot s) {
        queue.add(s);
        if (!timer.isRunning()) {
            next();
        }
    }

    /** Drops everything queued: a new game starts. */
    void clear() {
        timer.stop();
        queue.clear();
        current = null;
    }

    private void next() {
        Snapshot s = queue.poll();
        if (s == null) {
            return;
        }
        Snapshot before = current;
        current = s;
        present.accept(s);
        int wait = dwell(before, s, speed.get());
        if (wait <= 0) {
            next();
        } else {
            timer.setInitialDelay(wait);
            timer.restart();
        }
    }

    /** How long {@code s} stays on screen before the next snapshot: slide, trick hold and sweep, thinking. */
    static int dwell(Snapshot before, Snapshot s, Settings.Speed speed) {
        int ms = animation(before, s);
        if (s.stage() == Snapshot.Stage.BOT_TO_ACT) {
            ms += THINK + arrival(before, s);
            // Only for a bot: the human reads while deciding, and its answer must not wait on a pause.
            if (meldAppears(before, s)) {
                ms += MELD;
            }
        }
        return speed.ms(ms);
    }

    /**
     * How long, at normal speed, cards take to come into the hands with {@code s} (a deal, a draw, a pass) or to
     * be turned up (the widow), after the opponent's declaration has come out: the next question waits for them.
     */
    static int arrival(Snapshot before, Snapshot s) {
        return declaring(before, s) + moving(before, s);
    }

    /** How long, at normal speed, the cards of {@code s}'s own move take: a deal, a draw, a pass, the widow. */
    static int moving(Snapshot before, Snapshot s) {
        return deal(before, s) ? DEAL : draw(before, s) ? DRAW : passed(before, s) ? PASS
                : widowTurned(before, s) ? FLIP : 0;
    }

    /**
     * How long the turn's meld with {@code s} takes to show on the table (the duel): the opponent's declared cards
     * coming out, or either player's dix exchange; else 0.
     */
    static int declaring(Snapshot before, Snapshot s) {
        if (!onward(before, s) || s.view().seats() != 2 || s.last() == null) {
            return 0;
        }
        Action a = s.last().action();
        return a instanceof Action.ExchangeDix || a instanceof Action.Declare && s.last().seat() != 0
                && !TableView.newlyExposed(before.view(), s.view(), s.last().seat()).isEmpty() ? DECLARE : 0;
    }

    /** Whether the three-handed widow is turned face up with {@code s}: the auction just won. */
    static boolean widowTurned(Snapshot before, Snapshot s) {
        return onward(before, s) && !TableView.widowShown(before.view()) && TableView.widowShown(s.view());
    }

    /** Whether {@code s} is a step on from {@code before} in the same hand: not a new hand, an undo or a new table. */
    private static boolean onward(Snapshot before, Snapshot s) {
        return before != null && before.serial() < s.serial()
                && before.view().handNumber() == s.view().handNumber();
    }

    /** The step's own animation at normal speed: a played card's slide, then a completed trick's hold and sweep. */
    static int animation(Snapshot before, Snapshot s) {
        return (played(s) ? SLIDE : 0) + (trickCompleted(before, s) ? HOLD + SWEEP : 0);
    }

    private static boolean played(Snapshot s) {
        return s.last() != null && s.last().action() instanceof Action.Play;
    }

    /** A sound and when it comes, in milliseconds at normal speed after its snapshot is shown. */
    record Timed(Cue cue, int ms) {
    }

    /**
     * The sounds that go with showing {@code s} after {@code before}, timed to the animations: a card as it
     * lands, the sweep as the trick leaves, the shuffle with a new deal; a question for you (a bid, trump, the
     * pass, a declaration) and the hand's end (a fanfare when it wins you the game) once the table has settled,
     * as that is when they come up.
     */
    static List<Timed> cues(Snapshot before, Snapshot s) {
        List<Timed> out = new ArrayList<>();
        SeatView v = s.view();
        boolean dealt = deal(before, s);
        if (dealt) {
            out.add(new Timed(Cue.SHUFFLE, 0));
        }
        if (played(s)) {
            out.add(new Timed(Cue.CARD, SLIDE));
        }
        int declared = declaring(before, s);
        if (declared > 0) {
            out.add(new Timed(Cue.CARD, declared));
        }
        if (draw(before, s)) {
            // As each drawn card lands (Dealing: a card flies for a third of the draw, the second leaves last).
            out.add(new Timed(Cue.CARD, declared + DRAW / 3));
            out.add(new Timed(Cue.CARD, declared + DRAW));
        }
        if (passed(before, s)) {
            out.add(new Timed(Cue.CARD, PASS));
        }
        if (buried(before, s)) {
            // As the buried cards land in their row (TableView: in the time a trick takes to be swept).
            out.add(new Timed(Cue.CARD, SWEEP));
        }
        if (trickCompleted(before, s)) {
            out.add(new Timed(Cue.SWEEP, SLIDE + HOLD));
        }
        int settled = arrival(before, s) + animation(before, s);
        // Only a new question, and not a card to play (the cards make their own sounds twelve times a hand):
        // after your own bid the next decision is yours again without a chime.
        if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT && v.phase() != Phase.TRICKS && (before == null || dealt
                || before.stage() != Snapshot.Stage.HUMAN_TO_ACT)) {
            out.add(new Timed(Cue.TURN, settled));
        }
        if (over(s) && (before == null || !over(before))) {
            boolean won = s.stage() == Snapshot.Stage.GAME_OVER && v.gameWinner() == 0;
            out.add(new Timed(won ? Cue.WON : Cue.END, settled));
        }
        return out;
    }

    /**
     * Whether {@code s} is a new hand as dealt: nothing done in it yet ({@code last} is cleared at each deal), and
     * a hand other than the one shown before, or the first of a new table (a new game or a replayed deal, whose
     * table counts its snapshots from 1 again). An undo to the hand's start shows the same hand: no deal. Nor
     * does a game opened or resumed in a hand already under way: its first snapshot has no last action either, but
     * a call made (in three-handed the contract holder may hold the widow, more cards than were dealt).
     */
    static boolean deal(Snapshot before, Snapshot s) {
        SeatView v = s.view();
        return s.last() == null && v.auction().isEmpty() && v.tricks().isEmpty() && v.trick().isEmpty()
                && (before == null
                || before.serial() >= s.serial() || before.view().handNumber() != v.handNumber());
    }

    /**
     * Whether {@code s} is the duel's draw after a trick: the stock smaller than just before in the same hand. An
     * undo puts cards back (the stock grows), and a new hand deals rather than draws.
     */
    static boolean draw(Snapshot before, Snapshot s) {
        return onward(before, s) && s.view().seats() == 2 && s.view().stockSize() < before.view().stockSize();
    }

    /**
     * Whether {@code s} is the pass between partners just made: cards passed by the seat that was to pass. An undo
     * back to the step after a pass shows it without passing again.
     */
    static boolean passed(Snapshot before, Snapshot s) {
        if (!onward(before, s) || s.last() == null || !(s.last().action() instanceof Action.PassCards)) {
            return false;
        }
        Phase was = before.view().phase();
        return (was == Phase.PASS_TO_BIDDER || was == Phase.PASS_BACK) && before.view().toAct() == s.last().seat();
    }

    /** Whether {@code s} is the step in which the bidder buried (three-handed): you, or a bot face down. */
    static boolean buried(Snapshot before, Snapshot s) {
        return onward(before, s) && s.last() != null && s.last().action() instanceof Action.Bury;
    }

    private static boolean over(Snapshot s) {
        return s.stage() == Snapshot.Stage.HAND_OVER || s.stage() == Snapshot.Stage.GAME_OVER;
    }

    /** Whether the laid meld (tables of three and four) comes onto the table with {@code s}. */
    static boolean meldAppears(Snapshot before, Snapshot s) {
        return s.view().seats() > 2 && TableView.meldTime(s.view()) && (before == null
                || before.view().handNumber() != s.view().handNumber() || !TableView.meldTime(before.view()));
    }

    /** Whether {@code s} is the step that completed a trick. */
    static boolean trickCompleted(Snapshot before, Snapshot s) {
        return before != null && s.view().tricks().size() == before.view().tricks().size() + 1;
    }
}
