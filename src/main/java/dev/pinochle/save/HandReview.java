package dev.pinochle.save;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.HandState;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A hand replayed step by step with every hand face up, for the hand-review dialog: the deal, then the
 * state after each action through auction, pass, meld and tricks. Built from a game record by replaying the
 * hand's deal and actions through the core.
 */
public final class HandReview {
    /**
     * The hand after {@code index} of its actions (0: as dealt).
     *
     * @param call the action that led here, {@code null} for the deal
     * @param reason the bot's reason for that action, as saved with it; {@code null} for none (a human's, or an
     *     action saved before reasons were)
     * @param views what each seat sees here; together they show every card
     */
    public record Step(int index, Call call, String reason, Phase phase, int toAct, List<SeatView> views) {
        public Step {
            views = List.copyOf(views);
        }
    }

    /** What the advisor would do, and its one-line reason ({@code null} if it gives none). */
    public record Advice(Action action, String reason) { }

    /**
     * A decision where the advisor would have chosen otherwise.
     *
     * @param step the index of the step at which the decision was made (the position before it)
     * @param reason the advisor's reason for its choice, {@code null} if it gave none
     */
    public record Difference(int step, Call taken, Action suggested, String reason) { }

    private final HandRecord hand;
    private final List<Step> steps;

    private HandReview(HandRecord hand, List<Step> steps) {
        this.hand = hand;
        this.steps = List.copyOf(steps);
    }

    /**
     * The review of hand {@code handIndex} (0-based) of a game, finished or in play. Views carry the hand's
     * number and the game's scores before it, as the players saw them.
     */
    public static HandReview of(GameRecord record, int handIndex) {
        RuleSet rules = record.rules();
        HandRecord hand = record.hands().get(handIndex);
        List<Integer> before = scoresBefore(record, handIndex);
        HandState state = Game.newHand(rules, hand.deal(), hand.dealer());
        List<String> reasons = record.reasons(handIndex);
        List<Step> steps = new ArrayList<>();
        steps.add(step(0, null, null, state, handIndex + 1, before));
        for (int i = 0; i < hand.actions().size(); i++) {
            Call call = hand.actions().get(i);
            state.apply(call.action());
            steps.add(step(i + 1, call, reasons.get(i), state, handIndex + 1, before));
        }
        return new HandReview(hand, steps);
    }

    public HandRecord hand() {
        return hand;
    }

    /** The deal and then one step per action. */
    public List<Step> steps() {
        return steps;
    }

    /**
     * Where the advisor's choice differs from what was played, for the decisions of {@code seats}: the
     * hook for "the Expert bot would have played…". The advisor is asked once per such decision with the
     * seat's view before it, so a searching bot may take a while: call this off the Swing thread.
     */
    public List<Difference> differences(Set<Integer> seats, Function<SeatView, Advice> advisor) {
        List<Difference> out = new ArrayList<>();
        for (int i = 0; i < hand.actions().size(); i++) {
            Call call = hand.actions().get(i);
            if (seats.contains(call.seat())) {
                Advice advice = advisor.apply(steps.get(i).views().get(call.seat()));
                if (!sameChoice(advice.action(), call.action())) {
                    out.add(new Difference(i, call, advice.action(), advice.reason()));
                }
            }
        }
        return out;
    }

    /** Equal actions, the cards of a pass, a bury or a meld compared as sets: the order of picking is no choice. */
    static boolean sameChoice(Action a, Action b) {
        if (a instanceof Action.PassCards x && b instanceof Action.PassCards y) {
            return sorted(x.cards()).equals(sorted(y.cards()));
        }
        if (a instanceof Action.Bury x && b instanceof Action.Bury y) {
            return sorted(x.cards()).equals(sorted(y.cards()));
        }
        if (a instanceof Action.Declare x && b instanceof Action.Declare y) {
            return x.kind() == y.kind() && sorted(x.cards()).equals(sorted(y.cards()));
        }
        return a.equals(b);
    }

    private static List<Card> sorted(List<Card> cards) {
        return cards.stream().sorted().toList();
    }

    private static Step step(int index, Call call, String reason, HandState state, int handNumber,
            List<Integer> scores) {
        List<SeatView> views = new ArrayList<>();
        for (int s = 0; s < state.rules().mode().seats(); s++) {
            views.add(state.view(s).withGame(handNumber, scores, -1));
        }
        return new Step(index, call, reason, state.phase(), state.toAct(), views);
    }

    private static List<Integer> scoresBefore(GameRecord record, int handIndex) {
        int[] totals = new int[record.scores().size()];
        for (int h = 0; h < handIndex; h++) {
            HandResult r = record.hands().get(h).result();
            int[] delta = r.score();
            for (int side = 0; side < totals.length; side++) {
                totals[side] += delta[side];
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int t : totals) {
            out.add(t);
        }
        return out;
    }
}
