package dev.pinochle.ai.belief;

import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import java.util.List;

/** Multiset operations on packed card sets that {@link Deck} leaves out: per-face max, min and floored difference. */
public final class CardSets {
    private CardSets() {
    }

    /** Per face, the larger count. */
    public static long max(Deck deck, long a, long b) {
        long out = 0;
        long fieldMask = (1L << deck.width()) - 1;
        for (long p = deck.presence(a | b); p != 0; p &= p - 1) {
            int off = Long.numberOfTrailingZeros(p);
            out |= Math.max((a >>> off) & fieldMask, (b >>> off) & fieldMask) << off;
        }
        return out;
    }

    /** Per face, the smaller count. */
    public static long min(Deck deck, long a, long b) {
        long out = 0;
        long fieldMask = (1L << deck.width()) - 1;
        for (long p = deck.presence(a) & deck.presence(b); p != 0; p &= p - 1) {
            int off = Long.numberOfTrailingZeros(p);
            out |= Math.min((a >>> off) & fieldMask, (b >>> off) & fieldMask) << off;
        }
        return out;
    }

    /** Per face, {@code a - b} but never below zero. */
    public static long minusFloor(Deck deck, long a, long b) {
        long out = 0;
        long fieldMask = (1L << deck.width()) - 1;
        for (long p = deck.presence(a); p != 0; p &= p - 1) {
            int off = Long.numberOfTrailingZeros(p);
            long d = ((a >>> off) & fieldMask) - ((b >>> off) & fieldMask);
            if (d > 0) {
                out |= d << off;
            }
        }
        return out;
    }

    /** A list of cards as a set of {@code deck}. */
    public static long of(Deck deck, List<Card> cards) {
        long set = 0;
        for (Card c : cards) {
            set += deck.one(c);
        }
        return set;
    }
}
