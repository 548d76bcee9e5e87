package dev.pinochle.ai;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelHand;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import java.util.ArrayList;
import java.util.List;

/**
 * The Expert while the duel's stock lasts: deal the other hand and the stock's order many times consistently
 * with what this seat knows, play each card (or, after a won trick, each declaration) out to the end of the
 * hand in every deal with the Medium bot on both sides (declarations and the play-off included, the play-off by
 * its heuristics: a search there for every rollout would cost too much), and take the
 * one whose score, less the other seat's, is best on average, if its gain over Medium's choice is clear of the
 * noise. Every option meets the same deals and the same replies, so the comparison is not at the mercy of the
 * draw.
 */
final class SampledStock {
    /**
     * How many standard errors an option's mean gain over Medium's must clear before it is taken: in a few dozen
     * deals most gains are noise, and following them cost 9 points a hand in the arena (at 24 deals, docs/ai.md).
     */
    static final double SURE = 1.5;

    private final Budget budget;
    private final long seed;
    private final DuelBot rollout;

    SampledStock(Budget budget, long seed) {
        this.budget = budget;
        this.seed = seed;
        this.rollout = new DuelBot(Level.MEDIUM, seed, budget, false);
    }

    /**
     * The Expert's action while the stock lasts, a card or (after a won trick) a declaration, from Medium's
     * {@code medium} for the same view.
     */
    Decision decide(SeatView view, Decision medium) {
        List<Action> legal = view.legal();
        if (legal.size() == 1) {
            return medium;
        }
        Sampler sampler = new Sampler(Belief.of(view));
        Shuffle rng = ViewKey.random(seed, view);
        int seat = view.seat();
        int mediumIndex = legal.indexOf(medium.action());
        double[] sum = new double[legal.size()];
        double[] value = new double[legal.size()];
        // Each option's gain over Medium's, deal by deal, and its square: the paired mean and its standard error.
        double[] gain = new double[legal.size()];
        double[] gain2 = new double[legal.size()];
        long deadline = budget.millis() > 0 ? System.nanoTime() + budget.millis() * 1_000_000 : Long.MAX_VALUE;
        int worlds = 0;
        // The budget's deals, as for the Expert's card search: 48 took the arena margin from +69 (24) to +79.
        while (worlds < budget.worlds() && System.nanoTime() < deadline) {
            long[] hands = sampler.deal(rng);
            DuelHand world = DuelHand.world(view, hands[1 - seat], stockOrder(view, hands[2], rng));
            if (worlds == 0 && !world.legalActions().equals(legal)) {
                // The rebuilt meld bookkeeping differs from the real one (DuelHand.world says when), and the seat's
                // own declarations with it, whatever the hidden cards: no deal can judge them.
                return medium;
            }
            for (int k = 0; k < legal.size(); k++) {
                DuelHand hand = world.copy();
                hand.apply(legal.get(k));
                while (!hand.isOver()) {
                    hand.apply(rollout.decide(hand.view(hand.toAct())).action());
                }
                int[] score = hand.result().score();
                value[k] = score[seat] - score[1 - seat];
                sum[k] += value[k];
            }
            for (int k = 0; k < legal.size(); k++) {
                double d = value[k] - value[mediumIndex];
                gain[k] += d;
                gain2[k] += d * d;
            }
            worlds++;
        }
        if (worlds == 0) {
            return medium;
        }
        int best = mediumIndex;
        for (int k = 0; k < legal.size(); k++) {
            if (sum[k] > sum[best] + 1e-9 && sure(gain[k], gain2[k], worlds)) {
                best = k;
            }
        }
        Action chosen = legal.get(best);
        String ends = margin(view.rules(), sum[best] / worlds) + " on average";
        String other = best == mediumIndex ? "" : margin(view.rules(), sum[mediumIndex] / worlds);
        // Under load the clock can stop the deals early: QA read "played out 3 deals: … 86 ahead" as a firm figure.
        String played = "played out " + Decision.count(worlds, "deal")
                + (worlds < ExpertPlay.FEW_FOR_ODDS ? ", too few to go by" : "");
        if (chosen instanceof Action.Play p) {
            return new Decision(chosen, played + ": the " + p.card().display() + " ends the hand " + ends
                    + (other.isEmpty() ? "" : ", the " + ((Action.Play) medium.action()).card().display() + " " + other));
        }
        return new Decision(chosen, said(chosen) + ": " + played + ", the hand ends " + ends
                + (other.isEmpty() ? "" : " (" + said(medium.action()) + ": " + other + ")"));
    }

    /** Whether a mean gain over {@code n} deals clears {@link #SURE} standard errors. */
    private static boolean sure(double sum, double squares, int n) {
        if (n < 2) {
            return false;
        }
        double mean = sum / n;
        double variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
        return mean > SURE * Math.sqrt(variance / n);
    }

    /** A declaration, the exchange or the decline, as the table names it. */
    private static String said(Action a) {
        if (a instanceof Action.Declare d) {
            return "declare " + d.named();
        }
        return a instanceof Action.ExchangeDix ? "exchange the dix" : "declare nothing";
    }

    /** The stock's cards in a random order, the turned-up card last, as it is drawn. */
    private static List<Card> stockOrder(SeatView view, long stock, Shuffle rng) {
        Deck deck = view.rules().deck();
        List<Card> above = deck.cards(deck.minus(stock, deck.one(view.turnedUp())));
        int[] ids = above.stream().mapToInt(Card::id).toArray();
        rng.shuffle(ids);
        List<Card> cards = new ArrayList<>(ids.length + 1);
        for (int id : ids) {
            cards.add(Card.byId(id));
        }
        cards.add(view.turnedUp());
        return cards;
    }

    /**
     * A mean margin as a reason shows it: on the table's scale, rounded to the nearest it shows, ahead or behind;
     * "level" under half a point (it had read "0 ahead"), judged on the points themselves, not the figure shown,
     * so that every scale says the same words.
     */
    static String margin(RuleSet rules, double points) {
        return Math.round(Math.abs(points)) == 0 ? "level"
                : Decision.points(rules, Math.abs(points)) + (points > 0 ? " ahead" : " behind");
    }
}
