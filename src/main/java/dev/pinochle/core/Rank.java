package dev.pinochle.core;

/** Ranks from low to high as they take tricks: 9, J, Q, K, 10, A. The ten sits above the king. */
public enum Rank {
    NINE('9', "9"),
    JACK('J', "J"),
    QUEEN('Q', "Q"),
    KING('K', "K"),
    TEN('T', "10"),
    ACE('A', "A");

    private static final Rank[] VALUES = values();

    private final char letter;
    private final String label;

    Rank(char letter, String label) {
        this.letter = letter;
        this.label = label;
    }

    /** The notation letter: 9 J Q K T A. */
    public char letter() {
        return letter;
    }

    /** What a player reads on the card: 9 J Q K 10 A. */
    public String label() {
        return label;
    }

    public static Rank of(int ordinal) {
        return VALUES[ordinal];
    }

    static Rank parse(String text) {
        String t = text.toUpperCase();
        if (t.equals("10")) {
            return TEN;
        }
        if (t.length() == 1) {
            for (Rank r : VALUES) {
                if (r.letter == t.charAt(0)) {
                    return r;
                }
            }
        }
        return null;
    }
}
