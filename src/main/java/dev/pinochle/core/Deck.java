package dev.pinochle.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The two packs, and the layout of a card set in one {@code long}.
 *
 * <p>A card set is a multiset of faces packed as counts: every face the deck holds owns a field of
 * {@link #width()} bits, faces ordered by suit and then rank from low to high, so that "the cards of a suit
 * above this one" is one mask. The single deck (48 cards, two copies of 24 faces) uses 2-bit fields in 48
 * bits; the double deck (80 cards, four copies of 20 faces, no nines) uses 3-bit fields in 60 bits. All set
 * arithmetic here is allocation-free so that search and playouts can run millions of times per second.
 */
public enum Deck {
    SINGLE(2, 2, Rank.NINE),
    DOUBLE(4, 3, Rank.JACK);

    private final int copies;
    private final int width;
    private final int lowestRank;
    private final int ranks;
    private final int faces;
    private final long fieldLowBits;
    private final long fieldMask;
    private final int[] offsetOfCard = new int[Card.FACES];
    private final Card[] cardOfField;
    private final long[] suitMask = new long[4];
    private final long[] aboveMask = new long[Card.FACES];
    private final long[] rankLowBits = new long[6];
    private final long full;

    Deck(int copies, int width, Rank lowest) {
        this.copies = copies;
        this.width = width;
        this.lowestRank = lowest.ordinal();
        this.ranks = 6 - lowestRank;
        this.faces = 4 * ranks;
        this.fieldMask = (1L << width) - 1;
        this.cardOfField = new Card[faces];
        long low = 0;
        long all = 0;
        java.util.Arrays.fill(offsetOfCard, -1);
        for (int s = 0; s < 4; s++) {
            for (int r = lowestRank; r < 6; r++) {
                int field = s * ranks + (r - lowestRank);
                Card c = Card.of(Suit.of(s), Rank.of(r));
                offsetOfCard[c.id()] = field * width;
                cardOfField[field] = c;
                low |= 1L << (field * width);
                all += (long) copies << (field * width);
                suitMask[s] |= fieldMask << (field * width);
                rankLowBits[r] |= 1L << (field * width);
            }
        }
        for (int s = 0; s < 4; s++) {
            for (int r = lowestRank; r < 6; r++) {
                long above = 0;
                for (int h = r + 1; h < 6; h++) {
                    above |= fieldMask << offsetOfCard[Card.of(Suit.of(s), Rank.of(h)).id()];
                }
                aboveMask[Card.of(Suit.of(s), Rank.of(r)).id()] = above;
            }
        }
        this.fieldLowBits = low;
        this.full = all;
    }

    /** Copies of each face: 2 or 4. */
    public int copies() {
        return copies;
    }

    /** Bits per face in a card set. */
    public int width() {
        return width;
    }

    /** Distinct faces in the deck: 24 or 20. */
    public int faces() {
        return faces;
    }

    /** Cards in the deck: 48 or 80. */
    public int size() {
        return faces * copies;
    }

    /** Ranks in the deck, low to high. */
    public boolean has(Rank rank) {
        return rank.ordinal() >= lowestRank;
    }

    /** The whole deck as a card set. */
    public long full() {
        return full;
    }

    /** Bit offset of a face's field; the face must be in this deck. */
    public int offset(Card c) {
        int off = offsetOfCard[c.id()];
        if (off < 0) {
            throw new IllegalArgumentException(c.code() + " is not in the " + name().toLowerCase() + " deck");
        }
        return off;
    }

    /** A set holding one copy of {@code c}. */
    public long one(Card c) {
        return 1L << offset(c);
    }

    /** Copies of {@code c} in the set; 0 for a face this deck lacks (bit 63 is never used). */
    public int count(long set, Card c) {
        return (int) ((set >>> offsetOfCard[c.id()]) & fieldMask);
    }

    /** True if every copy in {@code part} is also in {@code set}. */
    public boolean contains(long set, long part) {
        for (long p = presence(part); p != 0; p &= p - 1) {
            int off = Long.numberOfTrailingZeros(p);
            if (((part >>> off) & fieldMask) > ((set >>> off) & fieldMask)) {
                return false;
            }
        }
        return true;
    }

    /** Multiset difference; {@code part} must be contained in {@code set}. */
    public long minus(long set, long part) {
        return set - part;
    }

    /** Multiset sum; the caller keeps each face within {@link #copies()}. */
    public long plus(long a, long b) {
        return a + b;
    }

    /** Fields of one suit, all bits set: {@code set & suitMask(s)} is the suit's cards. */
    public long suitMask(Suit s) {
        return suitMask[s.ordinal()];
    }

    /** Fields of the faces of {@code c}'s suit that outrank it. */
    public long aboveMask(Card c) {
        return aboveMask[c.id()];
    }

    /** Lowest bit of each field whose count is not zero: one bit per distinct face held. */
    public long presence(long set) {
        long any = set;
        for (int i = 1; i < width; i++) {
            any |= set >>> i;
        }
        return any & fieldLowBits;
    }

    /** The face whose field starts at bit {@code offset}. */
    public Card cardAt(int offset) {
        return cardOfField[offset / width];
    }

    /** Number of cards (copies counted) in the set. */
    public int size(long set) {
        int n = 0;
        for (int i = 0; i < width; i++) {
            n += Long.bitCount(set & (fieldLowBits << i)) << i;
        }
        return n;
    }

    /** Number of cards of one rank in the set. */
    public int countRank(long set, Rank rank) {
        return size(set & (rankLowBits[rank.ordinal()] * fieldMask));
    }

    /** Number of distinct faces held. */
    public int distinct(long set) {
        return Long.bitCount(presence(set));
    }

    /** Counter points in the set under a counting scheme (the last-trick bonus not included). */
    public int counters(long set, Counting counting) {
        int points = 0;
        for (int r = lowestRank; r < 6; r++) {
            int v = counting.value(Rank.of(r));
            if (v != 0) {
                points += v * size(set & (rankLowBits[r] * fieldMask));
            }
        }
        return points;
    }

    /** The cards of a set, copies repeated, sorted by suit then rank high to low. */
    public List<Card> cards(long set) {
        List<Card> out = new ArrayList<>(size(set));
        for (int s = 0; s < 4; s++) {
            for (int r = 5; r >= lowestRank; r--) {
                Card c = Card.of(Suit.of(s), Rank.of(r));
                for (int n = count(set, c); n > 0; n--) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** The distinct faces of a set, sorted like {@link #cards(long)}. */
    public List<Card> faces(long set) {
        List<Card> out = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            for (int r = 5; r >= lowestRank; r--) {
                Card c = Card.of(Suit.of(s), Rank.of(r));
                if (count(set, c) > 0) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** Every distinct choice of {@code n} cards from a set (copies counted), e.g. the possible passes. */
    public List<List<Card>> choose(long set, int n) {
        List<List<Card>> out = new ArrayList<>();
        choose(set, faces(set), 0, n, new ArrayList<>(), out);
        return out;
    }

    private void choose(long set, List<Card> faces, int from, int left, List<Card> chosen, List<List<Card>> out) {
        if (left == 0) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int i = from; i < faces.size(); i++) {
            Card c = faces.get(i);
            for (int n = 1; n <= Math.min(count(set, c), left); n++) {
                for (int k = 0; k < n; k++) {
                    chosen.add(c);
                }
                choose(set, faces, i + 1, left - n, chosen, out);
                for (int k = 0; k < n; k++) {
                    chosen.remove(chosen.size() - 1);
                }
            }
        }
    }

    /**
     * Packs cards into a set.
     *
     * @throws IllegalArgumentException if a card is not in this deck or appears more often than the deck holds it
     */
    public long setOf(Iterable<Card> cards) {
        long set = 0;
        for (Card c : cards) {
            if (count(set, c) == copies) {
                // As a player reads the card: a refused meld and a save file's error say it in these words.
                throw new IllegalArgumentException("too many " + c.display() + ": the " + name().toLowerCase()
                        + " deck holds " + copies + " of each card");
            }
            set += one(c);
        }
        return set;
    }

    public long setOf(String cards) {
        return setOf(Card.parseAll(cards));
    }

    /** The set's cards in notation, space separated. */
    public String format(long set) {
        StringBuilder sb = new StringBuilder();
        for (Card c : cards(set)) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(c.code());
        }
        return sb.toString();
    }
}
