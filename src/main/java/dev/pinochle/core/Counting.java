package dev.pinochle.core;

/**
 * What captured cards are worth. Values are on the deck's native scale: the single-deck schemes hold
 * 240 in cards plus 10 for the last trick (250 a hand); the double-deck scheme 48 plus 2 (50 a hand).
 */
public enum Counting {
    /** A, 10, K = 10; Q, J, 9 = 0. The default for partnership play. */
    TEN_POINT(new int[] {0, 0, 0, 10, 10, 10}, 10),
    /** A 11, 10 10, K 4, Q 3, J 2, 9 0. The default for the duel. */
    CLASSIC(new int[] {0, 2, 3, 4, 10, 11}, 10),
    /** A, 10 = 10; K, Q = 5; J, 9 = 0. */
    SIMPLE(new int[] {0, 0, 5, 5, 10, 10}, 10),
    /** Double deck: A, 10, K = 1 each; 2 for the last trick. */
    ONE_EACH(new int[] {0, 0, 0, 1, 1, 1}, 2);

    private final int[] values;
    private final int lastTrick;

    Counting(int[] values, int lastTrick) {
        this.values = values;
        this.lastTrick = lastTrick;
    }

    public int value(Rank rank) {
        return values[rank.ordinal()];
    }

    public int lastTrick() {
        return lastTrick;
    }

    /** Whether a card of this rank carries points: the bots' and solvers' "counter". */
    public boolean isCounter(Rank rank) {
        return values[rank.ordinal()] != 0;
    }
}
