package dev.pinochle.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * A new hand's deal on screen: the cards leave the dealer one at a time, round the table from the dealer's left as
 * at a real table, and each flies for a third of the deal before it lands in its hand. Pure timing, so that the
 * view only asks how many cards a hand holds yet and which are in the air.
 *
 * @param seats    seats at the table
 * @param dealer   the seat dealing
 * @param perHand  cards each hand receives
 * @param ms       the whole deal, from the first card leaving to the last landing
 */
record Dealing(int seats, int dealer, int perHand, int ms) {

    /** A card in the air: the {@code index}-th card of {@code seat}'s hand, {@code progress} of the way there. */
    record Flight(int seat, int index, double progress) {
    }

    /** How long each card flies. */
    private double flight() {
        return ms / 3.0;
    }

    /** The time between two cards leaving the dealer. */
    private double step() {
        int cards = seats * perHand;
        return cards <= 1 ? 0 : (ms - flight()) / (cards - 1);
    }

    /** When the {@code index}-th card of {@code seat}'s hand leaves the dealer. */
    private double leaves(int seat, int index) {
        int order = Math.floorMod(seat - dealer - 1, seats);
        return (index * seats + order) * step();
    }

    /** How many of {@code seat}'s cards have landed {@code t} ms into the deal. */
    int landed(int seat, long t) {
        if (t >= ms) {
            return perHand;
        }
        int n = 0;
        while (n < perHand && leaves(seat, n) + flight() <= t) {
            n++;
        }
        return n;
    }

    /** The cards in the air {@code t} ms into the deal, in the order they left the dealer. */
    List<Flight> flying(long t) {
        List<Flight> out = new ArrayList<>();
        if (t >= ms) {
            return out;
        }
        for (int index = 0; index < perHand; index++) {
            for (int k = 1; k <= seats; k++) {
                int seat = (dealer + k) % seats;
                double left = leaves(seat, index);
                if (left <= t && t < left + flight()) {
                    out.add(new Flight(seat, index, (t - left) / flight()));
                }
            }
        }
        return out;
    }
}
