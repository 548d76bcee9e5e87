package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.RuleSet;

/**
 * A bot's choice and why, in one line a player can read ("smear: partner's A♥ wins").
 * The UI shows the reason for hints and, optionally, beside the partner's plays.
 */
public record Decision(Action action, String reason) {
    public Decision {
        if (action == null || reason == null) {
            throw new IllegalArgumentException("a decision needs an action and a reason");
        }
    }

    /** A count and its noun, agreeing ("1 trump", "24 deals"); every noun the reasons count takes an s. */
    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * An estimated chance as a player reads it: never "0%" or "100%", which an estimate cannot know (audit: "play
     * on: 0% to make 310").
     */
    static String chance(double p) {
        long percent = Math.round(p * 100);
        return percent == 0 ? "under 1%" : percent == 100 ? "over 99%" : percent + "%";
    }

    /** An estimate or average of points as the table shows them, to the nearest: 343 reads "34" one-point. */
    static String points(RuleSet rules, double points) {
        return Long.toString(onScale(rules, points));
    }

    /** Points on the table's scale, rounded to the nearest it shows. */
    static long onScale(RuleSet rules, double points) {
        return Math.round(points / rules.displayDivisor());
    }
}
