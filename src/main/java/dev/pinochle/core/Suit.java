package dev.pinochle.core;

/** The four suits, in the order used for bit layouts and for sorting a hand. */
public enum Suit {
    SPADES('S', '\u2660'),
    HEARTS('H', '\u2665'),
    CLUBS('C', '\u2663'),
    DIAMONDS('D', '\u2666');

    private static final Suit[] VALUES = values();

    private final char letter;
    private final char symbol;

    Suit(char letter, char symbol) {
        this.letter = letter;
        this.symbol = symbol;
    }

    public char letter() {
        return letter;
    }

    public char symbol() {
        return symbol;
    }

    public static Suit of(int ordinal) {
        return VALUES[ordinal];
    }

    /** Parses a suit letter (S, H, C, D), case-insensitive; the message names what was wrong. */
    public static Suit parse(String text) {
        if (text != null && text.length() == 1) {
            char c = Character.toUpperCase(text.charAt(0));
            for (Suit s : VALUES) {
                if (s.letter == c) {
                    return s;
                }
            }
        }
        throw new IllegalArgumentException("unknown suit '" + text + "': use S, H, C or D");
    }
}
