package dev.pinochle.ai;

import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import java.util.List;

/**
 * How the game score moves the chance to make a bot wants before it takes a contract from the opponents. The game
 * goes to the first side at the target at the end of a hand; if both get there, the side that held the contract
 * wins (RULES.md §2.10). So near the end a contract can decide the game.
 *
 * <p>For the bid in question, the side's chance to win the game is worked out three ways: it takes the contract and
 * makes it, it takes it and is set, or it passes and the opponents hold it at their bid. The chance to make at
 * which bidding and passing are worth the same moves the level's own threshold by as much as it differs from the
 * same figure at 0 to 0, so mid-game the bots bid as they always have. It only lowers the threshold, unless the
 * side likely goes out on defence. The figures are the single deck's, from Medium self-play (docs/ai.md, "The game
 * score"); the double deck, where this won no games, keeps the level's own threshold. No randomness.
 */
final class ScoreBidding {
    /** A made contract's score over its bid, and its spread (13,559 Medium self-play hands). */
    static final double SURPLUS = 120;
    static final double SURPLUS_SD = 100;
    /** The defenders' score when the contract is made, and when it is set or thrown in. */
    static final double DEFENCE_MADE = 110;
    static final double DEFENCE_MADE_SD = 57;
    static final double DEFENCE_SET = 100;
    static final double DEFENCE_SET_SD = 63;
    /** How often the opponents make the contract we leave them (Medium self-play: 79%). */
    static final double THEIRS_MADE = 0.79;
    /**
     * The chance to win from the start of a hand, Φ((their need − our need) / (16·√(our need + their need +
     * 400))), fitted to the winners of 2,000 Medium self-play games (within two points in every tenth).
     */
    static final double GAME_SPREAD = 16;
    static final double GAME_ROOM = 400;
    /** The bounds of the chance to make asked for: the estimates are rough at the extremes. */
    static final double LOWEST = 0.2;
    static final double HIGHEST = 0.95;
    /** Five points of a normal for the spreads above: z = −2..2, each weighing the slice of the normal nearest it. */
    private static final double[] Z = {-2, -1, 0, 1, 2};
    private static final double[] W = {
        Conceding.normalCdf(-1.5),
        Conceding.normalCdf(-0.5) - Conceding.normalCdf(-1.5),
        Conceding.normalCdf(0.5) - Conceding.normalCdf(-0.5),
        Conceding.normalCdf(1.5) - Conceding.normalCdf(0.5),
        1 - Conceding.normalCdf(1.5)};

    private ScoreBidding() {
    }

    /**
     * The chance to make wanted for a bid, and why the score moved it: {@code why} is null when it did not
     * (no game score in the view, or the same figure as at 0 to 0).
     */
    record Need(double make, String why) {
    }

    /** The chance to make wanted to bid {@code bid} over their {@code theirs}; {@code base} is the level's own. */
    static Need need(SeatView view, int bid, int theirs, double base) {
        List<Integer> scores = view.scores();
        if (scores.size() != 2 || view.rules().mode() != Mode.PARTNERSHIP) {
            return new Need(base, null);
        }
        RuleSet rules = view.rules();
        int side = view.sideOf(view.seat());
        int us = scores.get(side);
        int them = scores.get(1 - side);
        double shift = breakEven(rules, us, them, bid, theirs) - breakEven(rules, 0, 0, bid, theirs);
        // Raising the bar whenever ahead lost games (docs/ai.md): passing hands the opponents contracts too. Only a
        // side that likely goes out on defence anyway keeps the raise, as a set is then all it can lose.
        if (!outOnDefence(rules, us)) {
            shift = Math.min(shift, 0);
        }
        if (Double.isNaN(shift) || Math.abs(shift) < 0.005) {
            return new Need(base, null);
        }
        double make = Math.max(LOWEST, Math.min(HIGHEST, base + shift));
        return new Need(make, why(rules, us, them, bid, theirs, shift));
    }

    /** The words for a shift, in the order the cases decide games. */
    private static String why(RuleSet rules, int us, int them, int bid, int theirs, double shift) {
        if (shift < 0) {
            if (them + theirs + SURPLUS >= rules.target()) {
                return "they go out if we pass";
            }
            return us + bid >= rules.target() ? "making it wins the game" : "the score favours bidding";
        }
        return "we likely go out on defence";
    }

    /** Whether the defenders' usual score takes the side to the target. */
    private static boolean outOnDefence(RuleSet rules, int us) {
        return us + DEFENCE_MADE >= rules.target();
    }

    /**
     * The chance to make at which taking the contract at {@code bid} and passing to the opponents at {@code theirs}
     * leave the side the same chance to win the game; NaN when the contract cannot change it.
     */
    private static double breakEven(RuleSet rules, int us, int them, int bid, int theirs) {
        double made = outcome(rules, us, them, bid, true, true);
        double set = outcome(rules, us, them, bid, true, false);
        double pass = THEIRS_MADE * outcome(rules, us, them, theirs, false, true)
                + (1 - THEIRS_MADE) * outcome(rules, us, them, theirs, false, false);
        return made - set < 1e-6 ? Double.NaN : (pass - set) / (made - set);
    }

    /** Our chance to win the game after a hand whose contract, at {@code bid}, is ours or theirs, made or set. */
    private static double outcome(RuleSet rules, int us, int them, int bid, boolean ours, boolean made) {
        double e = 0;
        for (int j = 0; j < Z.length; j++) {
            double defence = Math.max(0, made ? DEFENCE_MADE + Z[j] * DEFENCE_MADE_SD
                    : DEFENCE_SET + Z[j] * DEFENCE_SET_SD);
            if (!made) {
                e += W[j] * end(rules, us, them, -bid, defence, ours);
                continue;
            }
            for (int i = 0; i < Z.length; i++) {
                double contract = bid + Math.max(0, SURPLUS + Z[i] * SURPLUS_SD);
                e += W[i] * W[j] * end(rules, us, them, contract, defence, ours);
            }
        }
        return e;
    }

    /** Our chance to win once the contract side has scored {@code contract} and the defenders {@code defence}. */
    private static double end(RuleSet rules, int us, int them, double contract, double defence, boolean ours) {
        return ours ? after(rules, us + contract, them + defence, true)
                : after(rules, us + defence, them + contract, false);
    }

    /** Our chance to win with these totals after a hand (RULES.md §2.10: both at the target, the contract wins). */
    private static double after(RuleSet rules, double us, double them, boolean ourContract) {
        int target = rules.target();
        boolean weAreOut = us >= target;
        boolean theyAreOut = them >= target;
        if (weAreOut && theyAreOut) {
            return ourContract ? 1 : 0;
        }
        if (weAreOut || theyAreOut) {
            return weAreOut ? 1 : 0;
        }
        return game(target - us, target - them);
    }

    /** Our chance to win the game from the start of a hand, needing {@code ours} to their {@code theirs}. */
    private static double game(double ours, double theirs) {
        return Conceding.normalCdf((theirs - ours) / (GAME_SPREAD * Math.sqrt(ours + theirs + GAME_ROOM)));
    }

    /** The normal quantile: the z with Φ(z) = p, by bisection (deterministic, ample for a margin in points). */
    static double quantile(double p) {
        double lo = -6;
        double hi = 6;
        for (int i = 0; i < 60; i++) {
            double mid = (lo + hi) / 2;
            if (Conceding.normalCdf(mid) < p) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }
}
