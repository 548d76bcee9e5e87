package dev.pinochle.ai;

import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelHand;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import java.util.ArrayList;
import java.util.List;

/**
 * The Expert's card while the duel's stock lasts: deal the other hand and the stock's order many times
 * consistently with what this seat knows, play each card out to the end of the hand in every deal with the
 * Medium bot on both sides (declarations and the play-off included), and play the card whose score, less the
 * other seat's, is best on average. Every card meets the same deals and the same replies, so the comparison
 * is not at the mercy of the draw; a tie keeps Medium's card.
 */
final class SampledStock {
    /**
     * Deals per decision: each plays every distinct card out, about 40 Medium decisions a card. Measured in the
     * arena (docs/ai.md).
     */
    static final int WORLDS = 24;

    private final Budget budget;
    private final DuelBot rollout;

    SampledStock(Budget budget, long seed) {
        this.budget = budget;
        this.rollout = new DuelBot(Level.MEDIUM, seed, budget);
    }

    Decision play(SeatView view, long seed, Decision medium) {
        Situation s = new Situation(view);
        List<Card> legal = s.legalCards();
        if (legal.size() == 1) {
            return medium;
        }
        Sampler sampler = new Sampler(s.belief);
        Shuffle rng = ViewKey.random(seed, view);
        int seat = view.seat();
        double[] sum = new double[legal.size()];
        long deadline = budget.millis() > 0 ? System.nanoTime() + budget.millis() * 1_000_000 : Long.MAX_VALUE;
        int worlds = 0;
        int most = Math.min(WORLDS, budget.worlds());
        while (worlds < most && System.nanoTime() < deadline) {
            long[] hands = sampler.deal(rng);
            List<Card> stock = stockOrder(s.deck, hands[2], view.turnedUp(), rng);
            for (int k = 0; k < legal.size(); k++) {
                DuelHand hand = DuelHand.world(view, hands[1 - seat], stock);
                hand.play(legal.get(k));
                while (!hand.isOver()) {
                    hand.apply(rollout.decide(hand.view(hand.toAct())).action());
                }
                int[] score = hand.result().score();
                sum[k] += score[seat] - score[1 - seat];
            }
            worlds++;
        }
        Card fallback = ((Action.Play) medium.action()).card();
        int mediumIndex = legal.indexOf(fallback);
        int best = mediumIndex;
        for (int k = 0; k < legal.size(); k++) {
            if (sum[k] > sum[best] + 1e-9) {
                best = k;
            }
        }
        String reason = "played out " + Decision.count(worlds, "deal") + ": the " + legal.get(best).display()
                + " ends the hand " + margin(view, sum[best] / worlds) + " on average"
                + (best == mediumIndex ? "" : ", the " + fallback.display() + " " + margin(view, sum[mediumIndex] / worlds));
        return HeuristicPlay.play(legal.get(best), reason);
    }

    /** The stock's cards in a random order, the turned-up card last, as it is drawn. */
    private static List<Card> stockOrder(Deck deck, long stock, Card turnedUp, Shuffle rng) {
        List<Card> cards = new ArrayList<>(deck.cards(deck.minus(stock, deck.one(turnedUp))));
        for (int i = cards.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            Card t = cards.get(i);
            cards.set(i, cards.get(j));
            cards.set(j, t);
        }
        cards.add(turnedUp);
        return cards;
    }

    private static String margin(SeatView view, double points) {
        int shown = (int) Math.round(points);
        return view.rules().shown(Math.abs(shown)) + (shown >= 0 ? " ahead" : " behind");
    }
}
