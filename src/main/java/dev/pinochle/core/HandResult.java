package dev.pinochle.core;

import java.util.Arrays;
import java.util.Objects;

/**
 * How a hand ended and what each side scored. Sides are the partnerships (seat % 2) in the four-seat
 * modes and the seats themselves in the duel and the three-handed game.
 *
 * @param contractor the seat holding the contract, or -1 (duel, redeal)
 * @param bid the contract, 0 if none
 * @param trump the trump suit, {@code null} on a redeal
 * @param meld each side's meld as shown
 * @param counters each side's counters taken in tricks, the last trick included
 * @param meldStood whether each side's meld counted
 * @param score what each side adds to its game total
 */
public record HandResult(int contractor, int bid, Suit trump, int[] meld, int[] counters, boolean[] meldStood,
        Outcome outcome, int[] score) {

    /** How a hand ended. */
    public enum Outcome {
        MADE, SET, THROWN_IN, MOON_MADE, MOON_SET, REDEAL, PLAYED
    }

    public HandResult {
        meld = meld.clone();
        counters = counters.clone();
        meldStood = meldStood.clone();
        score = score.clone();
    }

    // A record compares arrays by identity: without these, one hand read twice would be two different results.
    @Override
    public boolean equals(Object o) {
        return o instanceof HandResult r && r.contractor == contractor && r.bid == bid && r.trump == trump
                && Arrays.equals(r.meld, meld) && Arrays.equals(r.counters, counters)
                && Arrays.equals(r.meldStood, meldStood) && r.outcome == outcome && Arrays.equals(r.score, score);
    }

    @Override
    public int hashCode() {
        return Objects.hash(contractor, bid, trump, Arrays.hashCode(meld), Arrays.hashCode(counters),
                Arrays.hashCode(meldStood), outcome, Arrays.hashCode(score));
    }

    @Override
    public String toString() {
        return "HandResult[" + outcome + ", contractor " + contractor + ", bid " + bid + ", trump " + trump
                + ", meld " + Arrays.toString(meld) + ", counters " + Arrays.toString(counters) + ", meldStood "
                + Arrays.toString(meldStood) + ", score " + Arrays.toString(score) + "]";
    }

    @Override
    public int[] meld() {
        return meld.clone();
    }

    @Override
    public int[] counters() {
        return counters.clone();
    }

    @Override
    public boolean[] meldStood() {
        return meldStood.clone();
    }

    @Override
    public int[] score() {
        return score.clone();
    }

    /** Whether a side's meld may count at all: a three-handed defender's never does (§7: defenders score nothing). */
    public boolean meldCanCount(int side) {
        return meld.length != 3 || side == contractor;
    }

    /**
     * Whether a side's meld is in its score: it stood, and the side was not set, or was set under a rule that
     * keeps meld ({@code setRule} KEEP_MELD, partnership tables only). A set bidder's meld stood (it took a trick)
     * but is lost all the same.
     */
    public boolean meldCounted(int side, RuleSet.SetRule setRule) {
        if (!meldStood[side] || contractor < 0 || side != (meld.length == 2 ? contractor % 2 : contractor)) {
            return meldStood[side];
        }
        return switch (outcome) {
            case SET -> meld.length == 2 && setRule == RuleSet.SetRule.KEEP_MELD;
            case MOON_SET -> false;
            default -> true;
        };
    }
}
