package dev.pinochle.core;

import java.util.List;

/** One scored meld: its kind, its points (native scale) and the cards that show it. */
public record Meld(MeldKind kind, int points, List<Card> cards) {
    public Meld {
        cards = List.copyOf(cards);
    }
}
