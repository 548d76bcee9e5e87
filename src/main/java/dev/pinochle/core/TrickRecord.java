package dev.pinochle.core;

import java.util.List;

/** A completed trick: the cards in play order and the seat that won it. */
public record TrickRecord(List<Played> cards, int winner) {
    public TrickRecord {
        cards = List.copyOf(cards);
    }

    public int leader() {
        return cards.get(0).seat();
    }
}
