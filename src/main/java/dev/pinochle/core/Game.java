package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A whole game: hands dealt one after another from one seed, scores kept, the deal rotating, until a side
 * wins. Every deal comes from {@link Shuffle#derive(long, long) derive(seed, hand index)}, so the seed and the
 * actions are the game: the same seed and actions give the same game, which saves, replays and undo rely on.
 * A game that replays a deal starts from that hand's own seed and dealer instead (see
 * {@link #start(RuleSet, long, long, int)}); every later hand is still derived from the game's seed.
 *
 * <p>When a hand ends it is scored and the next is dealt at once; the finished hand is in {@link #hands()}.
 */
public final class Game {
    private final RuleSet rules;
    private final long seed;
    private final int[] scores;
    private final List<HandRecord> finished = new ArrayList<>();
    private HandState hand;
    private long handSeed;
    private Deal deal;
    private int dealer;
    private List<Call> actions = new ArrayList<>();
    private int winner = -1;
    /** The last finished hand as it ended, so a table can show its final trick and result. */
    private HandState lastFinished;

    private Game(RuleSet rules, long seed) {
        this.rules = rules;
        this.seed = seed;
        this.scores = new int[sides(rules)];
        this.dealer = new Shuffle(seed).nextInt(rules.mode().seats());
        deal();
    }

    private Game(RuleSet rules, long seed, long firstHandSeed, int firstDealer) {
        if (firstDealer < 0 || firstDealer >= rules.mode().seats()) {
            throw new IllegalArgumentException("no seat " + firstDealer + " at a table of " + rules.mode().seats());
        }
        this.rules = rules;
        this.seed = seed;
        this.scores = new int[sides(rules)];
        this.dealer = firstDealer;
        deal(firstHandSeed);
    }

    private Game(Game o) {
        rules = o.rules;
        seed = o.seed;
        scores = o.scores.clone();
        finished.addAll(o.finished);
        hand = o.hand.copy();
        handSeed = o.handSeed;
        deal = o.deal;
        dealer = o.dealer;
        actions = new ArrayList<>(o.actions);
        winner = o.winner;
        lastFinished = o.lastFinished == null ? null : o.lastFinished.copy();
    }

    /** A new game: the first dealer and every deal follow from {@code seed}. */
    public static Game start(RuleSet rules, long seed) {
        return new Game(rules, seed);
    }

    /**
     * A new game whose first hand is the one {@code firstHandSeed} shuffles, dealt by {@code firstDealer}
     * ("replay this deal": same cards, fresh decisions); later hands follow from {@code seed} as in
     * {@link #start(RuleSet, long)}.
     */
    public static Game start(RuleSet rules, long seed, long firstHandSeed, int firstDealer) {
        return new Game(rules, seed, firstHandSeed, firstDealer);
    }

    /** Number of scoring sides: partnerships in four-seat modes, else one per seat. */
    public static int sides(RuleSet rules) {
        return rules.mode().partnerships() ? 2 : rules.mode().seats();
    }

    /** The first hand of a mode's state machine, dealt from {@code deal}. */
    public static HandState newHand(RuleSet rules, Deal deal, int dealer) {
        return switch (rules.mode()) {
            case PARTNERSHIP, DOUBLE_DECK -> new PartnershipHand(rules, deal, dealer);
            case THREE_HANDED -> new ThreeHandedHand(rules, deal, dealer);
            case DUEL -> new DuelHand(rules, deal, dealer);
        };
    }

    private void deal() {
        deal(Shuffle.derive(seed, finished.size()));
    }

    private void deal(long handSeed) {
        this.handSeed = handSeed;
        deal = Deal.shuffled(rules.deck(), handSeed);
        hand = newHand(rules, deal, dealer);
        actions = new ArrayList<>();
    }

    public Game copy() {
        return new Game(this);
    }

    public RuleSet rules() {
        return rules;
    }

    public long seed() {
        return seed;
    }

    /** The seat to act, -1 once the game is over. */
    public int toAct() {
        return winner >= 0 ? -1 : hand.toAct();
    }

    public List<Action> legalActions() {
        return winner >= 0 ? List.of() : hand.legalActions();
    }

    /**
     * Applies the action of the seat to act; a finished hand is scored and the next one dealt.
     *
     * @throws IllegalActionException if the action is not legal now, saying why
     */
    public void apply(Action action) {
        if (winner >= 0) {
            throw new IllegalActionException("The game is over.");
        }
        int seat = hand.toAct();
        hand.apply(action);
        actions.add(new Call(seat, action));
        if (hand.isOver()) {
            finishHand();
        }
    }

    private void finishHand() {
        HandResult result = hand.result();
        int[] delta = result.score();
        for (int side = 0; side < scores.length; side++) {
            scores[side] += delta[side];
        }
        finished.add(new HandRecord(handSeed, deal, dealer, actions, result));
        lastFinished = hand;
        winner = winnerAfter(rules, scores, result);
        if (winner < 0) {
            dealer = Seat.next(dealer, rules.mode().seats());
            deal();
        }
    }

    /**
     * The side that has won with these totals after this hand, or -1 to play on (§2.10, §2.11, §5, §7): a moon
     * made wins; the only side at the target wins; when several are, the contracting side wins if it is one
     * of them, else (the duel) the higher total, an exact tie playing another hand.
     */
    static int winnerAfter(RuleSet rules, int[] scores, HandResult result) {
        int contractSide = result.contractor() < 0 ? -1
                : rules.mode().partnerships() ? result.contractor() % 2 : result.contractor();
        if (result.outcome() == HandResult.Outcome.MOON_MADE) {
            return contractSide;
        }
        int over = 0;
        int best = -1;
        for (int side = 0; side < scores.length; side++) {
            if (scores[side] >= rules.target()) {
                over++;
                if (best < 0 || scores[side] > scores[best]) {
                    best = side;
                }
            }
        }
        if (over == 0) {
            return -1;
        }
        if (over > 1 && contractSide >= 0 && scores[contractSide] >= rules.target()) {
            return contractSide;
        }
        if (over > 1) {
            // No contract (the duel): the higher total wins, an exact tie plays another hand.
            for (int side = 0; side < scores.length; side++) {
                if (side != best && scores[side] == scores[best]) {
                    return -1;
                }
            }
        }
        return best;
    }

    /** The side a seat scores for. */
    public int sideOf(int seat) {
        return rules.mode().partnerships() ? seat % 2 : seat;
    }

    public boolean isOver() {
        return winner >= 0;
    }

    /** The winning side, -1 while the game goes on. */
    public int winner() {
        return winner;
    }

    public SeatView view(int seat) {
        return hand.view(seat).withGame(handNumber(), scores(), winner);
    }

    /**
     * The last finished hand as {@code seat} saw it when it ended (final trick, result), with the scores
     * after it; {@code null} before any hand has finished.
     */
    public SeatView lastHandView(int seat) {
        return lastFinished == null ? null : lastFinished.view(seat).withGame(finished.size(), scores(), winner);
    }

    /** Why the seat to act may not play {@code card} now, or {@code null} if it may. */
    public String explain(Card card) {
        return hand.explain(card);
    }

    public List<Integer> scores() {
        return Arrays.stream(scores).boxed().toList();
    }

    /** Hands dealt so far, the current one included. */
    public int handNumber() {
        return winner >= 0 ? finished.size() : finished.size() + 1;
    }

    /** The hand in play (the last hand once the game is over). */
    public HandState hand() {
        return hand;
    }

    /** Every hand so far: finished ones with their result, then the one in play (result {@code null}). */
    public List<HandRecord> hands() {
        List<HandRecord> all = new ArrayList<>(finished);
        if (winner < 0) {
            all.add(new HandRecord(handSeed, deal, dealer, actions, null));
        }
        return all;
    }
}
