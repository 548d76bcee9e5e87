package dev.pinochle.core;

import java.util.List;

/**
 * One hand as history: the seed that shuffled it, the deal, the dealer, every (seat, action) in order
 * (hidden ones included), and the result ({@code null} while the hand is being played).
 */
public record HandRecord(long seed, Deal deal, int dealer, List<Call> actions, HandResult result) {
    public HandRecord {
        actions = List.copyOf(actions);
    }
}
