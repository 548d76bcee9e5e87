package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Counting;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Rank;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;

/**
 * The three-handed Easy level's auction and contract (§7): bids on its own meld plus the tricks its aces and
 * tens promise, names the suit of most meld and length, buries counters it cannot protect, throws in a contract
 * its meld cannot reach. It plays its cards by the partnership's Easy rules, the defenders being partners.
 */
final class ThreeHandedEasy {
    /** What a bidder expects from tricks beyond its aces and tens: the widow and the lead are worth something. */
    private static final int TRICK_ALLOWANCE = 120;

    private ThreeHandedEasy() {
    }

    static Decision bid(SeatView view) {
        Deck deck = view.rules().deck();
        long hand = deck.setOf(view.hand());
        int estimate = 0;
        for (Suit s : Suit.values()) {
            estimate = Math.max(estimate, MeldTable.total(view.rules(), hand, s));
        }
        estimate += 10 * (deck.countRank(hand, Rank.ACE) + deck.countRank(hand, Rank.TEN)) + TRICK_ALLOWANCE;
        for (Action a : view.legal()) {
            if (a instanceof Action.Bid b && b.points() <= estimate) {
                return new Decision(b, "bid " + view.rules().shown(b.points()) + ": about "
                        + view.rules().shown(estimate) + " in meld and tricks");
            }
            if (a instanceof Action.Bid) {
                break;
            }
        }
        Action pass = view.legal().get(0);
        if (pass instanceof Action.Pass) {
            return new Decision(pass, "pass: about " + view.rules().shown(estimate) + " is not enough");
        }
        Action opening = view.legal().get(0);
        return new Decision(opening, "open at the minimum: the opener may not pass");
    }

    static Decision trump(SeatView view) {
        Suit best = bestTrump(view, view.rules().deck().setOf(view.hand()));
        return new Decision(new Action.NameTrump(best), "trump " + best.symbol() + ": most meld and length");
    }

    private static Suit bestTrump(SeatView view, long hand) {
        Deck deck = view.rules().deck();
        Suit best = Suit.SPADES;
        int bestValue = Integer.MIN_VALUE;
        for (Suit s : Suit.values()) {
            int value = MeldTable.total(view.rules(), hand, s) + 15 * deck.size(hand & deck.suitMask(s));
            if (value > bestValue) {
                bestValue = value;
                best = s;
            }
        }
        return best;
    }

    static Decision bury(SeatView view) {
        Counting counting = view.rules().counting();
        Action best = null;
        int bestValue = Integer.MIN_VALUE;
        for (Action a : view.legal()) {
            int value = 0;
            for (Card c : ((Action.Bury) a).cards()) {
                // Counters buried are banked; trumps and aces are worth more in play.
                value += c.suit() == view.trump() ? -100 : counting.value(c.rank()) - (c.rank() == Rank.ACE ? 15 : 0);
            }
            if (value > bestValue) {
                bestValue = value;
                best = a;
            }
        }
        return ThreeHandedContract.buried(view, Appraisal.hand(view), (Action.Bury) best);
    }

    static Decision concede(SeatView view) {
        int meld = 0;
        for (Meld m : view.melds().get(view.seat())) {
            meld += m.points();
        }
        boolean hopeless = meld + view.rules().trickPoints() < view.bid();
        for (Action a : view.legal()) {
            if (hopeless && a instanceof Action.ThrowIn) {
                return new Decision(a, "throw in: meld " + view.rules().shown(meld) + " cannot reach "
                        + view.rules().shown(view.bid()));
            }
            if (!hopeless && a instanceof Action.PlayOn) {
                return new Decision(a, "play it out: meld " + view.rules().shown(meld) + " toward "
                        + view.rules().shown(view.bid()));
            }
        }
        return new Decision(view.legal().get(0), "play it out");
    }
}
