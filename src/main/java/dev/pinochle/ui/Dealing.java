package dev.pinochle.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * Cards moving into hands on screen, one after another or a packet at a time: a new hand's deal, the duel's draw,
 * the pass between partners. Each card flies for a third of the whole (less in a deal of many packets) before it
 * lands, and the next leaves at an even pace after it. Pure timing, so that the view only asks how many cards a
 * hand holds yet and which are in the air.
 *
 * @param order  the seat each card goes to, in the order the cards leave
 * @param ms     the whole, from the first card leaving to the last landing
 * @param start  when the first card leaves, after the step is shown (the duel's draw waits for a declaration)
 * @param packet how many cards leave together, to one seat (a deal's packets; 1 for a draw or a pass)
 */
record Dealing(List<Integer> order, int ms, int start, int packet) {

    Dealing {
        order = List.copyOf(order);
    }

    Dealing(List<Integer> order, int ms) {
        this(order, ms, 0, 1);
    }

    /** The same move, its first card leaving {@code delay} ms after the step is shown. */
    Dealing after(int delay) {
        return new Dealing(order, ms, delay, packet);
    }

    /** When the last card lands, after the step is shown. */
    int end() {
        return start + ms;
    }

    /**
     * A deal of {@code perHand} cards each, round the table from the dealer's left (RULES.md §2), in packets of
     * three (four for twenty cards a hand): "packets of 3 or 4 are only how it looks". One card at a time put a
     * stream of twenty-odd cards in the air at once, forty in the double deck.
     */
    static Dealing deal(int seats, int dealer, int perHand, int ms) {
        int packet = perHand % 3 == 0 ? 3 : perHand % 4 == 0 ? 4 : 1;
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < seats * perHand; i++) {
            order.add((dealer + 1 + i / packet) % seats);
        }
        return new Dealing(order, ms, 0, packet);
    }

    /**
     * A card in the air: the {@code index}-th card to reach {@code seat} in this move, the {@code card}-th to leave,
     * {@code progress} of the way there.
     */
    record Flight(int seat, int index, int card, double progress) {
    }

    /**
     * How long each card flies: a third of the whole, or less where that would put more than four packets in the
     * air at once (a deal of many packets reads as a stream, not as packets dealt).
     */
    private double flight() {
        return Math.min(ms / 3.0, 4.0 * ms / (packets() + 3));
    }

    private int packets() {
        return (order.size() + packet - 1) / packet;
    }

    /** When the {@code card}-th card leaves: with the rest of its packet. */
    private double leaves(int card) {
        return packets() <= 1 ? 0 : card / packet * (ms - flight()) / (packets() - 1);
    }

    /** How many cards have reached {@code seat} {@code t} ms after the step is shown. */
    int landed(int seat, long shown) {
        long t = shown - start;
        int n = 0;
        for (int card = 0; card < order.size(); card++) {
            if (order.get(card) == seat && (t >= ms || leaves(card) + flight() <= t)) {
                n++;
            }
        }
        return n;
    }

    /** How many cards have not left yet {@code t} ms after the step is shown: what is left of the pack. */
    int waiting(long shown) {
        long t = shown - start;
        int n = 0;
        for (int card = 0; card < order.size(); card++) {
            if (t < ms && leaves(card) > t) {
                n++;
            }
        }
        return n;
    }

    /** How many cards go to {@code seat} in all. */
    int to(int seat) {
        return (int) order.stream().filter(s -> s == seat).count();
    }

    /** The cards in the air {@code t} ms after the step is shown, in the order they left. */
    List<Flight> flying(long shown) {
        long t = shown - start;
        List<Flight> out = new ArrayList<>();
        int[] before = new int[order.stream().mapToInt(Integer::intValue).max().orElse(0) + 1];
        for (int card = 0; card < order.size(); card++) {
            int seat = order.get(card);
            double left = leaves(card);
            if (t < ms && left <= t && t < left + flight()) {
                out.add(new Flight(seat, before[seat], card, (t - left) / flight()));
            }
            before[seat]++;
        }
        return out;
    }
}
