package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One shuffled deck: the order of its cards. Each mode reads its hands from this order: seat {@code i}
 * (counted from the seat left of the dealer) gets the {@code i}-th run of {@link Mode#handSize()} cards, and
 * what is left is the duel's stock (its last card turned up) or the three-handed widow.
 * Dealing is data, so a saved game holds its deals and a player can check a shuffle was fair.
 */
public final class Deal {
    private final Deck deck;
    private final int[] order;

    private Deal(Deck deck, int[] order) {
        this.deck = deck;
        this.order = order;
    }

    /** The deal a seed gives: the same on every machine. */
    public static Deal shuffled(Deck deck, long seed) {
        int[] order = (deck == Deck.SINGLE ? SORTED_SINGLE : SORTED_DOUBLE).clone();
        new Shuffle(seed).shuffle(order);
        return new Deal(deck, order);
    }

    /** Each deck in a fixed order (suit, then rank low to high, copies together): what the shuffle starts from. */
    private static final int[] SORTED_SINGLE = sorted(Deck.SINGLE);
    private static final int[] SORTED_DOUBLE = sorted(Deck.DOUBLE);

    private static int[] sorted(Deck deck) {
        int[] order = new int[deck.size()];
        int i = 0;
        for (int s = 0; s < 4; s++) {
            for (Rank r : Rank.values()) {
                if (deck.has(r)) {
                    for (int c = 0; c < deck.copies(); c++) {
                        order[i++] = Card.of(Suit.of(s), r).id();
                    }
                }
            }
        }
        return order;
    }

    /**
     * A deal from an explicit card order (saves, tests, fixtures).
     *
     * @throws IllegalArgumentException unless the cards are exactly the deck
     */
    public static Deal of(Deck deck, List<Card> cards) {
        if (cards.size() != deck.size()) {
            throw new IllegalArgumentException("a deal holds " + deck.size() + " cards, not " + cards.size());
        }
        long set = deck.setOf(cards);
        if (set != deck.full()) {
            throw new IllegalArgumentException("the deal is not one complete deck");
        }
        int[] order = new int[cards.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = cards.get(i).id();
        }
        return new Deal(deck, order);
    }

    /**
     * A deal that gives each seat (counted from the one left of the dealer) the given hand, the rest in
     * the given order. Handy for tests written from the rulebook's examples.
     */
    public static Deal ofHands(Deck deck, List<List<Card>> hands, List<Card> rest) {
        List<Card> all = new ArrayList<>();
        hands.forEach(all::addAll);
        all.addAll(rest);
        return of(deck, all);
    }

    public Deck deck() {
        return deck;
    }

    public int size() {
        return order.length;
    }

    public Card card(int position) {
        return Card.byId(order[position]);
    }

    /** The cards from position {@code from} (inclusive) to {@code to} (exclusive), as a set. */
    public long set(int from, int to) {
        long set = 0;
        for (int i = from; i < to; i++) {
            set += deck.one(Card.byId(order[i]));
        }
        return set;
    }

    /** The cards in order. */
    public List<Card> cards() {
        List<Card> out = new ArrayList<>(order.length);
        for (int id : order) {
            out.add(Card.byId(id));
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Deal d && d.deck == deck && Arrays.equals(d.order, order);
    }

    @Override
    public int hashCode() {
        return deck.hashCode() * 31 + Arrays.hashCode(order);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int id : order) {
            sb.append(sb.length() == 0 ? "" : " ").append(Card.byId(id).code());
        }
        return sb.toString();
    }
}
