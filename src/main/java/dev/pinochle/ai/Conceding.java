package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import java.util.List;

/**
 * After meld, the contract holder throws in, plays on, or shoots the moon. Throwing in saves the counters the
 * other side would take while setting us; playing on can still make it. The heuristic levels estimate the chance
 * to make with a normal spread around the expected counters. The moon is shot only when it cannot fail.
 */
final class Conceding {
    /** Spread of a side's counters around the estimate, ten-times scale. */
    private static final double SPREAD = 40;
    /** The same around the estimate from the hand after the pass: its fit's residual spread. */
    private static final double SPREAD_AFTER_PASS = 24;

    private Conceding() {
    }

    static Decision decide(SeatView view, Level level) {
        RuleSet rules = view.rules();
        int partner = (view.seat() + 2) % 4;
        int sideMeld = meldOf(view, view.seat()) + meldOf(view, partner);
        int need = view.bid() - sideMeld;
        boolean mayThrow = view.legal().stream().anyMatch(a -> a instanceof Action.ThrowIn);
        boolean mayShoot = view.legal().stream().anyMatch(a -> a instanceof Action.ShootMoon);
        if (mayShoot && level != Level.EASY && takesEveryTrick(rules, Appraisal.hand(view), view.trump())) {
            return new Decision(new Action.ShootMoon(), "shoot the moon: no lie of the other cards can take a trick"
                    + " from this hand");
        }
        // Under KEEP_MELD a set keeps the side's meld, which a throw-in gives up: even a contract out of reach may be
        // worth playing, so only Easy throws it in unweighed there.
        boolean keepsMeld = rules.setRule() == RuleSet.SetRule.KEEP_MELD && level != Level.EASY;
        if (mayThrow && need > rules.trickPoints() && !keepsMeld) {
            return new Decision(new Action.ThrowIn(), "throw in: " + rules.shown(sideMeld) + " meld leaves "
                    + rules.shown(need) + " to take, more than the " + rules.shown(rules.trickPoints())
                    + " in the cards");
        }
        if (!mayThrow || level == Level.EASY) {
            return new Decision(new Action.PlayOn(), "play on: need " + rules.shown(Math.max(0, need))
                    + " in counters");
        }
        // After a pass the hand itself says more than the pre-pass fit, which guesses at what the partner sends
        // (the single deck's fit: the double deck passes only by a house rule, and has none).
        boolean passed = !view.received().isEmpty() && rules.mode() != Mode.DOUBLE_DECK;
        long hand = Appraisal.hand(view);
        double expected = passed ? Appraisal.countersAfterPass(rules, hand, view.trump())
                : Appraisal.trickPoints(rules, hand, view.trump());
        double spread = (passed ? SPREAD_AFTER_PASS : SPREAD) * rules.trickPoints() / 250.0;
        double p = normalCdf((expected - need) / spread);
        return decide(p, sideMeld, expected, view.bid(), rules, need);
    }

    /**
     * Plays on when the expected score of playing beats throwing in (RULES.md §2.6, §2.9). Playing: made with
     * {@code p}, scoring meld + counters, else minus the bid, plus the side's meld under KEEP_MELD; the other side
     * takes the rest of the counters either way. Throwing in: minus the bid, the other side its meld only.
     */
    static Decision decide(double p, int sideMeld, double expected, int bid, RuleSet rules, int need) {
        int trickPoints = rules.trickPoints();
        boolean keepsMeld = rules.setRule() == RuleSet.SetRule.KEEP_MELD;
        double play = p * (sideMeld + expected + bid) + (keepsMeld ? (1 - p) * sideMeld : 0)
                - (trickPoints - expected);
        String odds = Decision.chance(p) + " to make";
        if (play < 0) {
            return new Decision(new Action.ThrowIn(), "throw in: need " + rules.shown(need) + " in counters, " + odds);
        }
        // A likely set played on says why: a throw-in costs the bid as well, and saves only the other side's
        // counters (QA: "play on: need 190 in counters, 21% to make" read as a mistake); where the meld a set keeps
        // is what makes playing worth it, that is why.
        boolean forMeld = keepsMeld && p * (sideMeld + expected + bid) - (trickPoints - expected) < 0;
        String why = forMeld ? ", and a set keeps our " + rules.shown(sideMeld) + " meld"
                : p < 0.5 ? ", and throwing in loses the bid too" : "";
        return new Decision(new Action.PlayOn(), "play on: need " + rules.shown(Math.max(0, need)) + " in counters, "
                + odds + why);
    }

    /**
     * Whether the contract holder, on lead with this hand before any card is played, takes every trick however
     * the other cards lie, partner's included. Its trumps must outnumber and match or outrank every other trump
     * (a tie goes to the card led first), so leading them from the top leaves nobody a trump, even if one player
     * holds them all; then every other card must match or outrank every card of its suit still out.
     */
    static boolean takesEveryTrick(RuleSet rules, long hand, Suit trump) {
        Deck deck = rules.deck();
        long out = deck.full() - hand;
        long trumps = hand & deck.suitMask(trump);
        if (deck.size(trumps) < deck.size(out & deck.suitMask(trump))) {
            return false;
        }
        for (Suit s : Suit.values()) {
            List<Card> mine = deck.faces(hand & deck.suitMask(s));
            if (!mine.isEmpty() && (out & deck.aboveMask(mine.get(mine.size() - 1))) != 0) {
                return false;
            }
        }
        return true;
    }

    static int meldOf(SeatView view, int seat) {
        return view.melds().get(seat).stream().mapToInt(m -> m.points()).sum();
    }

    static double normalCdf(double z) {
        return 0.5 * (1 + erf(z / Math.sqrt(2)));
    }

    /** Abramowitz-Stegun 7.1.26, ample for odds shown to a player. */
    private static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592)
                * t * Math.exp(-x * x);
        return x >= 0 ? y : -y;
    }
}
