package dev.pinochle.ai;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import java.util.List;

/**
 * Three-handed bidding, trump, bury and throw-in for Medium and Expert (§7). A bid is judged on the hand the
 * bidder will hold after the widow: widows are sampled from the unseen cards, and each gives the meld of the best
 * trump plus the counters the bidder can expect with those eighteen cards (a linear fit over Medium self-play,
 * buried counters included). Medium bids to the mean; Expert to the highest bid whose expected score is not
 * negative, from the chance to make over the sampled widows with the fit's spread.
 */
final class ThreeHandedContract {
    /**
     * Counters the bidder takes (buried included) against the features of its eighteen cards with the named
     * trump: intercept, trumps, trump aces, trump tens, other aces, tens beside their ace, short side suits (two
     * cards or fewer). Fitted over Medium self-play hands (docs/ai.md).
     */
    private static final double[] FIT = {13.3, 8.7, 8.7, 6.7, 11.6, 5.3, 10.1};
    /** Residual spread of the fit. */
    static final double SPREAD = 23;
    /** Widows sampled per Medium bid; the Expert samples {@link Budget#bidSamples()} times four. */
    private static final int MEDIUM_WIDOWS = 24;

    private ThreeHandedContract() {
    }

    static double[] features(RuleSet rules, long hand, Suit trump) {
        Deck deck = rules.deck();
        double[] f = new double[FIT.length];
        f[0] = 1;
        f[1] = deck.size(hand & deck.suitMask(trump));
        f[2] = deck.count(hand, Card.of(trump, Rank.ACE));
        f[3] = deck.count(hand, Card.of(trump, Rank.TEN));
        for (Suit s : Suit.values()) {
            if (s == trump) {
                continue;
            }
            int aces = deck.count(hand, Card.of(s, Rank.ACE));
            f[4] += aces;
            f[5] += aces > 0 ? deck.count(hand, Card.of(s, Rank.TEN)) : 0;
            f[6] += deck.size(hand & deck.suitMask(s)) <= 2 ? 1 : 0;
        }
        return f;
    }

    /** Expected counters, buried ones included, for a bidder holding these eighteen cards with this trump. */
    static double counters(RuleSet rules, long hand, Suit trump) {
        double[] f = features(rules, hand, trump);
        double x = 0;
        for (int i = 0; i < f.length; i++) {
            x += FIT[i] * f[i];
        }
        return Math.min(rules.trickPoints(), x);
    }

    /** Meld plus expected counters with the eighteen cards. */
    static double value(RuleSet rules, long hand, Suit trump) {
        return MeldTable.total(rules, hand, trump) + counters(rules, hand, trump);
    }

    static Suit bestTrump(RuleSet rules, long hand) {
        Suit best = Suit.SPADES;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Suit s : Suit.values()) {
            double v = value(rules, hand, s);
            if (v > bestValue) {
                bestValue = v;
                best = s;
            }
        }
        return best;
    }

    /** For each of {@code n} widows drawn from the cards this seat cannot see: the hand's value with its best trump. */
    static double[] widowValues(SeatView view, Shuffle rng, int n) {
        RuleSet rules = view.rules();
        Belief belief = Belief.of(view);
        Sampler sampler = new Sampler(belief);
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            long hand = belief.mine() + sampler.deal(rng)[belief.seats()];
            out[i] = value(rules, hand, bestTrump(rules, hand));
        }
        return out;
    }

    static Decision bid(SeatView view, Level level, Shuffle rng, Budget budget) {
        boolean expert = level == Level.EXPERT;
        double[] values = widowValues(view, rng, expert ? 4 * budget.bidSamples() : MEDIUM_WIDOWS);
        double mean = 0;
        for (double v : values) {
            mean += v / values.length;
        }
        Action chosen = null;
        String why = "";
        for (Action a : view.legal()) {
            if (!(a instanceof Action.Bid b)) {
                continue;
            }
            int points = b.points();
            if (expert) {
                double p = makes(values, points);
                if (expectedScore(view.rules(), p, points) < 0) {
                    break;
                }
                why = Math.round(p * 100) + "% to make over " + values.length + " sampled widows";
            } else {
                if (points > mean) {
                    break;
                }
                why = "about " + Math.round(mean) + " in meld and counters with the widow";
            }
            chosen = a;
            break;
        }
        if (chosen != null) {
            return new Decision(chosen, "bid " + ((Action.Bid) chosen).points() + ": " + why);
        }
        Action first = view.legal().get(0);
        if (first instanceof Action.Pass) {
            return new Decision(first, "pass: about " + Math.round(mean) + " with the widow is not enough");
        }
        return new Decision(first, "open at the minimum: the opener may not pass");
    }

    /** The share of sampled widows that make {@code bid}, each with the fit's normal spread. */
    static double makes(double[] values, int bid) {
        double p = 0;
        for (double v : values) {
            p += Conceding.normalCdf((v - bid) / SPREAD);
        }
        return p / values.length;
    }

    /** The bidder's expected score: the bid when made, minus the bid (twice with setDouble) when set. */
    static double expectedScore(RuleSet rules, double p, int bid) {
        return p * bid - (1 - p) * bid * (rules.setDouble() ? 2 : 1);
    }

    static Decision trump(SeatView view) {
        RuleSet rules = view.rules();
        long hand = Appraisal.hand(view);
        Suit t = bestTrump(rules, hand);
        return new Decision(new Action.NameTrump(t), "trump " + t.symbol() + ": meld " + MeldTable.total(rules, hand, t)
                + " and about " + Math.round(counters(rules, hand, t)) + " in counters");
    }

    /**
     * Medium's bury: bank counters that cannot be protected (a ten or king without its ace), void a short side
     * suit so trumps can take its tricks, and keep trumps and aces, which take tricks of their own.
     */
    static Decision bury(SeatView view) {
        Deck deck = view.rules().deck();
        long hand = Appraisal.hand(view);
        Action best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Action a : view.legal()) {
            long set = deck.setOf(((Action.Bury) a).cards());
            double v = buryValue(view, hand, set);
            if (v > bestValue) {
                bestValue = v;
                best = a;
            }
        }
        return new Decision(best, "bury " + cards(((Action.Bury) best).cards())
                + ": bank counters it could lose, short suits gone, trumps and aces kept");
    }

    static String cards(List<Card> cards) {
        return String.join(" ", cards.stream().map(Card::display).toList());
    }

    static double buryValue(SeatView view, long hand, long set) {
        RuleSet rules = view.rules();
        Deck deck = rules.deck();
        Suit trump = view.trump();
        double v = 0;
        for (Card c : deck.cards(set)) {
            int points = rules.counting().value(c.rank());
            if (c.suit() == trump) {
                v -= 100;
            } else if (c.rank() == Rank.ACE) {
                v += points - 25;
            } else {
                boolean guarded = deck.count(hand, Card.of(c.suit(), Rank.ACE)) > 0;
                v += points + (points > 0 && !guarded ? 5 : 0) - c.rank().ordinal();
            }
        }
        for (Suit s : Suit.values()) {
            long suit = hand & deck.suitMask(s);
            if (s != trump && suit != 0 && deck.contains(set, suit)) {
                v += 12;
            }
        }
        return v;
    }

    /**
     * Throw in only when playing on is expected to cost more: set twice the bid with setDouble, so when the chance
     * to make is below a third; at the same cost for both there is nothing to save.
     */
    static Decision concede(SeatView view) {
        RuleSet rules = view.rules();
        Deck deck = rules.deck();
        int meld = view.melds().get(view.seat()).stream().mapToInt(m -> m.points()).sum();
        long all = Appraisal.hand(view) + deck.setOf(view.buried());
        double expected = meld + counters(rules, all, view.trump());
        double p = Conceding.normalCdf((expected - view.bid()) / SPREAD);
        boolean mayThrow = view.legal().stream().anyMatch(a -> a instanceof Action.ThrowIn);
        String odds = Math.round(p * 100) + "% to make " + view.bid();
        if (mayThrow && expectedScore(rules, p, view.bid()) < -view.bid()) {
            return new Decision(new Action.ThrowIn(), "throw in: " + odds + ", and a set costs more");
        }
        return new Decision(new Action.PlayOn(), "play on: " + odds);
    }
}
