package dev.pinochle.ai;

import dev.pinochle.ai.belief.CardSets;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;

/**
 * Static hand judgement for the heuristic levels: what a hand melds, how many counters a side declaring a
 * trump with it should take, and which suit to name. The formulas are linear fits, over 20,000 Medium-vs-Medium
 * hands, of what the declaring side took and melded against features of the declarer's hand before the pass
 * (docs/ai.md): residual spread about 34 in counters and 87 in the meld the pass and the partner add. The
 * double deck is another game (twenty cards, no pass, counters one each): it has fits of its own, over 12,000
 * hands, as single-deck figures scaled down overrated its counters by more than a third.
 */
final class Appraisal {
    private Appraisal() {
    }

    /** The seat's own hand as a packed set. */
    static long hand(SeatView view) {
        return CardSets.of(view.rules().deck(), view.hand());
    }

    static int meld(RuleSet rules, long hand, Suit trump) {
        return MeldTable.total(rules, hand, trump);
    }

    /** Meld that does not depend on the trump: arounds, pinochle and plain marriages in every suit. */
    static int meldWithoutTrump(RuleSet rules, long hand) {
        int least = Integer.MAX_VALUE;
        for (Suit t : Suit.values()) {
            least = Math.min(least, MeldTable.total(rules, hand, t));
        }
        return least;
    }

    /**
     * Expected counters for the side that names {@code trump} with this (declarer's, pre-pass) hand: the single
     * deck's fit is on the ten-times scale (scaled to the table's points), the double deck's on its 50.
     */
    static double trickPoints(RuleSet rules, long hand, Suit trump) {
        Features f = new Features(rules.deck(), hand, trump);
        if (rules.mode() == Mode.DOUBLE_DECK) {
            double fit = 10.4 + 1.45 * f.trumps + 1.8 * f.trumpAces + 1.05 * f.trumpTens + 1.56 * f.offAces
                    + 1.27 * f.voids;
            return Math.min(rules.trickPoints(), fit * rules.trickPoints() / 50.0);
        }
        double single = 65 + 16 * f.trumps + 9 * f.trumpAces + 5 * f.trumpTens + 13 * f.offAces + 3 * f.guardedTens
                + 3 * f.voids;
        return Math.min(rules.trickPoints(), single * rules.trickPoints() / 250.0);
    }

    /**
     * Expected counters for the declaring side from the declarer's hand after the pass (single deck), fitted
     * over 3,688 Medium self-play hands played out (residual sd 24). The pre-pass fit read on this hand counts
     * the partner's trumps and aces twice: it expected 50 counters too many.
     */
    static double countersAfterPass(RuleSet rules, long hand, Suit trump) {
        Features f = new Features(rules.deck(), hand, trump);
        double fit = -26.7 + 18.8 * f.trumps + 13.3 * f.trumpAces + 6.8 * f.trumpTens + 19.5 * f.offAces
                - 2.8 * f.guardedTens + 8.5 * f.voids;
        return Math.max(0, Math.min(rules.trickPoints(), fit * rules.trickPoints() / 250.0));
    }

    /** What the counter fits read from a hand for a trump. */
    private static final class Features {
        final int trumps;
        final int trumpAces;
        final int trumpTens;
        int offAces;
        int guardedTens;
        int voids;

        Features(Deck deck, long hand, Suit trump) {
            trumps = deck.size(hand & deck.suitMask(trump));
            trumpAces = deck.count(hand, Card.of(trump, Rank.ACE));
            trumpTens = deck.count(hand, Card.of(trump, Rank.TEN));
            for (Suit s : Suit.values()) {
                if (s == trump) {
                    continue;
                }
                int aces = deck.count(hand, Card.of(s, Rank.ACE));
                offAces += aces;
                if (aces > 0) {
                    guardedTens += deck.count(hand, Card.of(s, Rank.TEN));
                }
                if ((hand & deck.suitMask(s)) == 0) {
                    voids++;
                }
            }
        }
    }

    /** Meld plus expected counters for the declarer's side before the partner's meld is known. */
    static double strength(RuleSet rules, long hand, Suit trump) {
        return meld(rules, hand, trump) + trickPoints(rules, hand, trump);
    }

    /**
     * Meld the declaring side adds to the declarer's own: what the pass brings and what the partner shows.
     * Longer trump draws more from the pass; the declarer's own big meld leaves less to find.
     *
     * @param partnerSignal extra meld the partner's calls promise (0 when it said nothing special), on the single
     *     deck's ten-times scale
     */
    static double addedMeld(RuleSet rules, long hand, Suit trump, int partnerSignal) {
        Deck deck = rules.deck();
        int trumps = deck.size(hand & deck.suitMask(trump));
        if (rules.mode() == Mode.DOUBLE_DECK) {
            // No pass: only the partner's own meld, a tenth of the single deck's figures for the same melds.
            return 19.1 - 0.48 * trumps + partnerSignal / 10.0;
        }
        double single = 82 + 6.8 * trumps - 0.24 * meld(rules, hand, trump) + partnerSignal;
        return single * rules.trickPoints() / 250.0;
    }

    /** The suit that makes this hand strongest. */
    static Suit bestTrump(RuleSet rules, long hand) {
        Suit best = Suit.SPADES;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Suit t : Suit.values()) {
            double v = strength(rules, hand, t) + 0.1 * rules.deck().size(hand & rules.deck().suitMask(t));
            if (v > bestValue) {
                bestValue = v;
                best = t;
            }
        }
        return best;
    }
}
