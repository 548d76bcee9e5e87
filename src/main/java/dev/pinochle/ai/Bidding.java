package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;

/** Auction decisions for the heuristic levels, by the conventions in {@link AuctionReading}. */
final class Bidding {
    /** What a partner's hand adds in meld when nothing is known (a random hand's average is about 45). */
    static final int PARTNER_MELD_UNKNOWN = 40;
    static final int PARTNER_MELD_AFTER_PASS = 25;
    static final int PARTNER_MELD_NATURAL = 50;
    static final int PARTNER_MELD_MELD_BID = 80;
    /** The meld a meld bid promises. */
    static final int MELD_BID_SHOWS = 60;
    /** Meld the four cards from the partner add on average (trumps filling a run or a marriage). */
    static final int PASS_MELD_GAIN = 15;

    private Bidding() {
    }

    static Decision easy(SeatView view) {
        AuctionReading a = new AuctionReading(view);
        RuleSet rules = view.rules();
        long hand = Appraisal.hand(view);
        Suit t = Appraisal.bestTrump(rules, hand);
        double worth = Appraisal.strength(rules, hand, t) + PARTNER_MELD_UNKNOWN;
        int partner = (view.seat() + 2) % 4;
        if (!a.mayPass) {
            return bid(a.minNext, "open at " + a.minNext + ": the opener may not pass");
        }
        if (a.highSeat == partner && worth < a.high + 50) {
            return pass("pass: partner holds it at " + a.high);
        }
        if (worth >= a.minNext) {
            return bid(a.minNext, "bid " + a.minNext + ": hand worth about " + round(worth, rules) + " in "
                    + HeuristicPlay.suitName(t));
        }
        return pass("pass: hand worth about " + round(worth, rules));
    }

    static Decision medium(SeatView view) {
        AuctionReading a = new AuctionReading(view);
        RuleSet rules = view.rules();
        int step = rules.bidStep();
        long hand = Appraisal.hand(view);
        int me = view.seat();
        int partner = (me + 2) % 4;
        Suit t = Appraisal.bestTrump(rules, hand);
        int meld = Appraisal.meld(rules, hand, t);
        double own = Appraisal.strength(rules, hand, t) + scaled(PASS_MELD_GAIN, rules);
        int partnerMeld = partnerMeldEstimate(a, partner);
        double worth = own + scaled(partnerMeld, rules);
        int myMax = floorToStep(worth - scaled(15, rules), rules);
        String suit = HeuristicPlay.suitName(t);
        if (!a.mayPass) {
            if (myMax >= a.minNext + 3 * step && strongSuit(rules, hand, t)) {
                int jump = a.minNext + 3 * step;
                return bid(jump, "jump to " + jump + ": strong " + suit + ", worth about " + round(worth, rules));
            }
            return bid(a.minNext, "open at " + a.minNext + ": the opener may not pass");
        }
        if (a.highSeat == partner) {
            if (myMax >= a.minNext && myMax >= a.high + scaled(60, rules) && strongSuit(rules, hand, t)) {
                return bid(a.minNext, "bid " + a.minNext + " over partner: strong " + suit + " (meld " + meld
                        + "), worth about " + round(worth, rules));
            }
            int loose = Appraisal.meldWithoutTrump(rules, hand);
            if (!a.hasBid(me) && loose >= scaled(MELD_BID_SHOWS, rules) && a.minNext <= myMax + scaled(60, rules)) {
                return bid(a.minNext, "meld bid " + a.minNext + ": tells partner I hold " + loose + "+ meld");
            }
            return pass("pass: partner holds it at " + a.high);
        }
        if (myMax >= a.minNext) {
            if (!a.hasBid(me) && strongSuit(rules, hand, t) && myMax >= a.minNext + 3 * step) {
                int jump = a.minNext + 3 * step;
                return bid(jump, "jump to " + jump + ": strong " + suit + ", worth about " + round(worth, rules));
            }
            return bid(a.minNext, "bid " + a.minNext + ": worth about " + round(worth, rules) + " in " + suit
                    + " (meld " + meld + ", partner's about " + partnerMeld + ")");
        }
        return pass("pass: worth about " + round(worth, rules) + ", below " + a.minNext);
    }

    /** A suit worth declaring: a run, or six trumps with an ace. */
    static boolean strongSuit(RuleSet rules, long hand, Suit t) {
        Deck deck = rules.deck();
        int len = deck.size(hand & deck.suitMask(t));
        boolean run = true;
        for (Rank r : new Rank[] {Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK}) {
            run &= deck.count(hand, Card.of(t, r)) > 0;
        }
        return run || len >= 6 && deck.count(hand, Card.of(t, Rank.ACE)) > 0;
    }

    static int partnerMeldEstimate(AuctionReading a, int partner) {
        if (a.madeMeldBid(partner)) {
            return PARTNER_MELD_MELD_BID;
        }
        if (a.hasBid(partner)) {
            return PARTNER_MELD_NATURAL;
        }
        if (a.passedAtOnce(partner)) {
            return PARTNER_MELD_AFTER_PASS;
        }
        return PARTNER_MELD_UNKNOWN;
    }

    static int scaled(int points, RuleSet rules) {
        return points * rules.trickPoints() / 250;
    }

    static int floorToStep(double points, RuleSet rules) {
        int step = rules.bidStep();
        int base = rules.minBid();
        if (points < base) {
            return (int) Math.floor(points);
        }
        return base + (int) Math.floor((points - base) / step) * step;
    }

    static String round(double points, RuleSet rules) {
        return Integer.toString((int) Math.round(points / rules.bidStep()) * rules.bidStep());
    }

    static Decision bid(int points, String reason) {
        return new Decision(new Action.Bid(points), reason);
    }

    static Decision pass(String reason) {
        return new Decision(Action.Pass.INSTANCE, reason);
    }
}
