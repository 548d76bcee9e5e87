package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A card face: suit and rank. The two (or four) copies of a face in the deck are the same {@code Card};
 * copies are counted in card sets, and between identical cards in a trick the earlier one wins.
 * Instances are interned, so {@code ==} works and no allocation happens when cards are looked up.
 */
public final class Card implements Comparable<Card> {
    /** Number of distinct faces over both decks: 4 suits x 6 ranks. */
    public static final int FACES = 24;

    private static final Card[] ALL = new Card[FACES];

    static {
        for (int s = 0; s < 4; s++) {
            for (int r = 0; r < 6; r++) {
                ALL[s * 6 + r] = new Card(Suit.of(s), Rank.of(r));
            }
        }
    }

    private final Suit suit;
    private final Rank rank;
    private final int id;

    private Card(Suit suit, Rank rank) {
        this.suit = suit;
        this.rank = rank;
        this.id = suit.ordinal() * 6 + rank.ordinal();
    }

    /**
     * {@code cards} in the order a hand shows them with {@code trump} (or none yet): trump first, then the other
     * suits keeping black and red alternating, so that neighbouring suits are easy to tell apart; each high to low.
     * The table, the hand review and the bots' reasons all list cards so.
     */
    public static List<Card> inHandOrder(List<Card> cards, Suit trump) {
        List<Suit> base = List.of(Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS);
        int first = trump == null ? 0 : base.indexOf(trump);
        List<Card> out = new ArrayList<>(cards);
        out.sort(Comparator.comparingInt((Card c) -> Math.floorMod(base.indexOf(c.suit()) - first, 4))
                .thenComparing(Card::rank, Comparator.reverseOrder()));
        return out;
    }

    public static Card of(Suit suit, Rank rank) {
        return ALL[suit.ordinal() * 6 + rank.ordinal()];
    }

    /** The card with face index {@link #id()}. */
    public static Card byId(int id) {
        return ALL[id];
    }

    public Suit suit() {
        return suit;
    }

    public Rank rank() {
        return rank;
    }

    /** Face index 0..23: suit * 6 + rank, independent of the deck. */
    public int id() {
        return id;
    }

    /** Notation: rank letter then suit letter, {@code AS TS 9D}. */
    public String code() {
        return "" + rank.letter() + suit.letter();
    }

    /** What a player reads: {@code A♠ 10♥}. */
    public String display() {
        return rank.label() + suit.symbol();
    }

    @Override
    public String toString() {
        return code();
    }

    /** Orders by suit, then rank high to low: the order a sorted hand shows. */
    @Override
    public int compareTo(Card o) {
        if (suit != o.suit) {
            return suit.compareTo(o.suit);
        }
        return o.rank.compareTo(rank);
    }

    /**
     * Parses one card in notation, case-insensitive, {@code 10S} accepted for {@code TS}.
     *
     * @throws IllegalArgumentException naming the bad text
     */
    public static Card parse(String text) {
        String t = text.trim();
        if (t.length() >= 2) {
            Rank rank = Rank.parse(t.substring(0, t.length() - 1));
            char s = Character.toUpperCase(t.charAt(t.length() - 1));
            for (Suit suit : Suit.values()) {
                if (rank != null && suit.letter() == s) {
                    return of(suit, rank);
                }
            }
        }
        throw new IllegalArgumentException("unknown card '" + text + "': write rank then suit, e.g. AS TS KS QS JS 9S");
    }

    /** Parses cards separated by spaces or commas. */
    public static List<Card> parseAll(String text) {
        List<Card> cards = new ArrayList<>();
        for (String part : text.trim().split("[\\s,]+")) {
            if (!part.isEmpty()) {
                cards.add(parse(part));
            }
        }
        return cards;
    }
}
