package dev.pinochle.core;

/** The tables the game plays: how many seats, which deck. */
import java.util.Locale;

public enum Mode {
    PARTNERSHIP(4, Deck.SINGLE, 12),
    DUEL(2, Deck.SINGLE, 12),
    DOUBLE_DECK(4, Deck.DOUBLE, 20),
    THREE_HANDED(3, Deck.SINGLE, 15);

    private final int seats;
    private final Deck deck;
    private final int handSize;

    Mode(int seats, Deck deck, int handSize) {
        this.seats = seats;
        this.deck = deck;
        this.handSize = handSize;
    }

    public int seats() {
        return seats;
    }

    public Deck deck() {
        return deck;
    }

    /** Cards dealt to each seat. */
    public int handSize() {
        return handSize;
    }

    /** The table's name in prose and in file names: "partnership", "double-deck", "three-handed". */
    public String title() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Cards dealt face down to the middle as the widow: three in the three-handed game, else none. */
    public int widowSize() {
        return this == THREE_HANDED ? deck.size() - seats * handSize : 0;
    }

    /** Two fixed partnerships, seats opposite. */
    public boolean partnerships() {
        return seats == 4;
    }
}
