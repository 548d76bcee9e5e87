package dev.pinochle.core;

/** Seat names. Seats are numbered clockwise from the human at South; play and deal go clockwise. */
public final class Seat {
    public static final int SOUTH = 0;
    public static final int WEST = 1;
    public static final int NORTH = 2;
    public static final int EAST = 3;

    private static final String[] FOUR = {"South", "West", "North", "East"};
    private static final String[] TWO = {"South", "North"};
    private static final String[] THREE = {"South", "West", "East"};

    private Seat() {
    }

    /** The seat's compass name at a table of {@code seats}. */
    public static String name(int seat, int seats) {
        return switch (seats) {
            case 2 -> TWO[seat];
            case 3 -> THREE[seat];
            default -> FOUR[seat];
        };
    }

    /** The seat after {@code seat}, clockwise. */
    public static int next(int seat, int seats) {
        return seat + 1 == seats ? 0 : seat + 1;
    }
}
