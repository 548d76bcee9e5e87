package dev.pinochle.ai;

import dev.pinochle.ai.belief.CardSets;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import java.util.ArrayList;
import java.util.List;

/**
 * The pass between partners for the heuristic levels. Every legal set is scored: the partner sends trumps
 * and aces and keeps its own meld whole; the bidder keeps its meld, its trumps and its aces, voids a short
 * suit if it can, and returns losers. Neither ever breaks a run or a pinochle it holds unless forced; a meld
 * passed whole is not broken, as the other partner shows it.
 */
final class Passing {
    private Passing() {
    }

    static Decision decide(SeatView view, Level level) {
        RuleSet rules = view.rules();
        Deck deck = rules.deck();
        long hand = Appraisal.hand(view);
        Suit trump = view.trump();
        boolean toBidder = view.phase() == Phase.PASS_TO_BIDDER;
        int meldBefore = Appraisal.meld(rules, hand, trump);
        Action best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        long bestSet = 0;
        int mostKept = 0;
        for (Action a : view.legal()) {
            long set = CardSets.of(deck, ((Action.PassCards) a).cards());
            double score = toBidder ? giveScore(rules, hand, set, trump, level) : keepScore(rules, hand - set, set,
                    trump);
            if (score > bestScore) {
                bestScore = score;
                best = a;
                bestSet = set;
            }
            if (!toBidder) {
                mostKept = Math.max(mostKept, Appraisal.meld(rules, hand - set, trump)
                        + Appraisal.meld(rules, set, trump));
            }
        }
        int lost = meldBefore - Appraisal.meld(rules, hand - bestSet, trump);
        int whole = Appraisal.meld(rules, bestSet, trump);
        // Listed as the hand shows them, trump first (QA: "pass 10♠ K♥ Q♥ 9♥" with hearts trump).
        String cards = display(Card.inHandOrder(deck.cards(bestSet), trump));
        int trumps = deck.size(bestSet & deck.suitMask(trump));
        String trumpCount = Decision.count(trumps, "trump");
        // Meld passed whole is shown by the other partner, so the side keeps it.
        String meld = whole == 0 ? rules.shown(lost) + " meld given up"
                : named(rules, bestSet, trump) + " (" + rules.shown(whole) + " meld) passed whole"
                        + (lost > whole ? ", " + rules.shown(lost - whole) + " given up" : "");
        String reason;
        if (toBidder) {
            reason = "pass " + cards + ": " + (trumps > 0 ? trumpCount : "no trump") + " to the bidder, "
                    + (lost == 0 ? "meld kept" : meld);
        } else {
            boolean most = meldBefore - lost + whole == mostKept;
            String kept = lost == 0 ? (trumps == 0 ? "meld and trumps kept" : "meld kept")
                    : lost > whole && most ? "keeps the most meld (" + meld + ")"
                    : lost > whole ? meld + " for trick strength" : meld;
            reason = "return " + cards + ": " + kept + (trumps == 0 ? "" : ", " + trumpCount + " to spare");
        }
        return new Decision(best, reason);
    }

    /**
     * The melds a passed set holds, by name: "a marriage", "a royal marriage and a pinochle", "kings around" (QA:
     * "2 meld passed whole" did not say which).
     */
    private static String named(RuleSet rules, long set, Suit trump) {
        List<String> names = new ArrayList<>();
        for (Meld m : MeldTable.breakdown(rules, set, trump)) {
            String label = m.kind().label();
            names.add(label.endsWith("around") ? label : "a " + label);
        }
        return String.join(" and ", names);
    }

    /**
     * Partner to bidder: what the cards are worth to a bidder in that trump, less the meld they cost the side: a
     * meld passed whole (a royal marriage, a pinochle, a dix) the bidder shows instead.
     */
    static double giveScore(RuleSet rules, long hand, long set, Suit trump, Level level) {
        Deck deck = rules.deck();
        double score = 0;
        for (Card c : deck.cards(set)) {
            score += worthToBidder(c, trump, rules, level);
        }
        int loss = Appraisal.meld(rules, hand, trump) - Appraisal.meld(rules, hand - set, trump)
                - Appraisal.meld(rules, set, trump);
        return score - loss;
    }

    private static double worthToBidder(Card c, Suit trump, RuleSet rules, Level level) {
        boolean counter = rules.counting().isCounter(c.rank());
        if (c.suit() == trump) {
            return switch (c.rank()) {
                case ACE -> 45;
                case TEN -> 40;
                case KING, QUEEN -> 38;
                case JACK -> 36;
                default -> 26;
            };
        }
        if (c.rank() == Rank.ACE) {
            return 30;
        }
        if (level == Level.EASY) {
            return counter ? 4 : 0;
        }
        return c.rank() == Rank.TEN ? 6 : counter ? 3 : 0;
    }

    /**
     * Bidder returning cards: the meld and trick strength of what it keeps, and the meld it returns whole, which
     * the partner shows. A trump handed back still counts a little against the set (it may win a trick for the
     * partner instead), less than one would guess: heavier penalties, or keeping counters back, lost points in
     * Medium self-play.
     */
    static double keepScore(RuleSet rules, long keep, long set, Suit trump) {
        Deck deck = rules.deck();
        return Appraisal.meld(rules, keep, trump) + Appraisal.meld(rules, set, trump)
                + Appraisal.trickPoints(rules, keep, trump) - 4 * deck.size(set & deck.suitMask(trump));
    }

    /**
     * The best set to pass from a hand by the same scores, without a view: what the simulations of the Expert
     * bidder assume both partners do.
     */
    static long bestSet(RuleSet rules, long hand, Suit trump, boolean toBidder) {
        Deck deck = rules.deck();
        List<Card> faces = deck.faces(hand);
        long[] best = {0};
        double[] bestScore = {Double.NEGATIVE_INFINITY};
        choose(rules, hand, trump, toBidder, faces, 0, rules.passCount(), 0, best, bestScore);
        return best[0];
    }

    private static void choose(RuleSet rules, long hand, Suit trump, boolean toBidder, List<Card> faces, int from,
            int left, long set, long[] best, double[] bestScore) {
        if (left == 0) {
            double score = toBidder ? giveScore(rules, hand, set, trump, Level.EXPERT)
                    : keepScore(rules, hand - set, set, trump);
            if (score > bestScore[0]) {
                bestScore[0] = score;
                best[0] = set;
            }
            return;
        }
        Deck deck = rules.deck();
        for (int i = from; i < faces.size(); i++) {
            Card c = faces.get(i);
            int held = deck.count(hand, c);
            for (int n = 1; n <= Math.min(held, left); n++) {
                choose(rules, hand, trump, toBidder, faces, i + 1, left - n, set + n * deck.one(c), best, bestScore);
            }
        }
    }

    static String display(List<Card> cards) {
        StringBuilder sb = new StringBuilder();
        for (Card c : cards) {
            sb.append(sb.length() == 0 ? "" : " ").append(c.display());
        }
        return sb.toString();
    }
}
