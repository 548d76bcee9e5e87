package dev.pinochle.save;

import dev.pinochle.core.Call;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandState;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game as its record: rules, seats, seed, and every hand's deal and (seat, action) list, with the bots' reasons
 * for their actions and the scores and the position they lead to. Immutable, so the table thread can take one after every action and hand
 * it to a worker that writes it. Every instance comes from a real {@link Game} (taken with
 * {@link #of(GameInfo, Game)}, or rebuilt by replaying a file through the core), so {@link #toGame()}
 * always succeeds.
 */
public final class GameRecord {
    /** The hand a "replay this deal" game began with: its shuffle seed and dealer. */
    public record FirstHand(long seed, int dealer) { }

    /**
     * Where the game stands, written into files as a check: the hand number, phase, seat to act and each
     * seat's cards in notation.
     */
    public record Position(int handNumber, Phase phase, int toAct, List<String> held) {
        public Position {
            held = List.copyOf(held);
        }
    }

    private final GameInfo info;
    private final RuleSet rules;
    private final long seed;
    private final FirstHand firstHand;
    private final List<HandRecord> hands;
    private final List<String> reasons;
    private final List<Integer> scores;
    private final int winner;
    private final Position position;

    private GameRecord(GameInfo info, Game game, List<String> reasons) {
        if (info.seats().size() != game.rules().mode().seats()) {
            throw new IllegalArgumentException("a " + game.rules().mode() + " game has "
                    + game.rules().mode().seats() + " seats, not " + info.seats().size());
        }
        this.info = info;
        this.rules = game.rules();
        this.seed = game.seed();
        this.hands = List.copyOf(game.hands());
        if (reasons.size() != actionCount()) {
            throw new IllegalArgumentException(reasons.size() + " reasons for " + actionCount() + " actions");
        }
        this.reasons = Collections.unmodifiableList(new ArrayList<>(reasons));
        this.firstHand = firstHandOf(game, hands.get(0));
        this.scores = game.scores();
        this.winner = game.winner();
        HandState hand = game.hand();
        List<String> held = new ArrayList<>();
        for (int s = 0; s < rules.mode().seats(); s++) {
            held.add(rules.deck().format(hand.handOf(s)));
        }
        this.position = new Position(game.handNumber(), hand.phase(), game.toAct(), held);
    }

    /** The record of a game so far, without reasons. Cheap: call it on the thread that owns the game. */
    public static GameRecord of(GameInfo info, Game game) {
        return of(info, game, Collections.nCopies(actionCount(game.hands()), null));
    }

    /**
     * The record of a game so far, with the reason for each of its actions in order ({@code null} for none).
     *
     * @throws IllegalArgumentException if there is not one reason for each action
     */
    public static GameRecord of(GameInfo info, Game game, List<String> reasons) {
        return new GameRecord(info, game, reasons);
    }

    /**
     * A game's first hand is the one its seed derives unless it was started from a given hand: that is
     * told by the hand itself, so no caller has to remember how the game began.
     */
    private static FirstHand firstHandOf(Game game, HandRecord first) {
        long seed = game.seed();
        int seededDealer = new Shuffle(seed).nextInt(game.rules().mode().seats());
        if (first.seed() == Shuffle.derive(seed, 0) && first.dealer() == seededDealer) {
            return null;
        }
        return new FirstHand(first.seed(), first.dealer());
    }

    /** A new game as this record began: before any action. */
    public Game newGame() {
        return firstHand == null ? Game.start(rules, seed)
                : Game.start(rules, seed, firstHand.seed(), firstHand.dealer());
    }

    /** The game rebuilt by replaying every action through the core: the same position, seat, phase and card. */
    public Game toGame() {
        Game game = newGame();
        for (HandRecord hand : hands) {
            for (Call call : hand.actions()) {
                game.apply(call.action());
            }
        }
        return game;
    }

    public GameInfo info() {
        return info;
    }

    public RuleSet rules() {
        return rules;
    }

    public long seed() {
        return seed;
    }

    /** The given first hand of a "replay this deal" game, or {@code null} when the seed dealt it. */
    public FirstHand firstHand() {
        return firstHand;
    }

    /** Every hand so far: finished ones with their result, then the hand in play (result {@code null}). */
    public List<HandRecord> hands() {
        return hands;
    }

    /** The bots' reasons, one for each action of the game in order, {@code null} where none was given. */
    public List<String> reasons() {
        return reasons;
    }

    /** The reasons for the actions of hand {@code handIndex} (0-based), in order. */
    public List<String> reasons(int handIndex) {
        int first = actionCount(hands.subList(0, handIndex));
        return reasons.subList(first, first + hands.get(handIndex).actions().size());
    }

    public List<Integer> scores() {
        return scores;
    }

    /** The winning side, -1 while the game goes on. */
    public int winner() {
        return winner;
    }

    public boolean isOver() {
        return winner >= 0;
    }

    public Position position() {
        return position;
    }

    /** Actions taken in the whole game. */
    public int actionCount() {
        return actionCount(hands);
    }

    private static int actionCount(List<HandRecord> hands) {
        int n = 0;
        for (HandRecord h : hands) {
            n += h.actions().size();
        }
        return n;
    }
}
