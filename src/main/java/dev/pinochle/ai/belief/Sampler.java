package dev.pinochle.ai.belief;

import dev.pinochle.core.Deck;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Shuffle;

/**
 * Deals the cards a seat cannot see to the other holders, consistently with its {@link Belief}: known cards
 * stay where they are, nobody gets a face they are excluded from, every hand gets its size, and (after meld)
 * every seat's hand at meld time would have shown exactly the meld it showed.
 *
 * <p>Cards are dealt most-constrained first, each to a holder chosen with probability proportional to the room
 * it has left, which is exactly uniform when nothing is known and close to it otherwise. A dead end restarts;
 * after a few restarts an exhaustive search finds a deal if any exists.
 */
public final class Sampler {
    /** Extra test on a whole world, e.g. consistency with the auction. */
    public interface Filter {
        boolean accept(long[] hands);
    }

    private static final int GREEDY_TRIES = 48;

    private final Belief belief;
    private final Deck deck;
    private final int holders;
    private final int[] cards;
    private final int[] allowedCount;
    private final int[] baseRoom;
    private final long fieldMask;

    public Sampler(Belief belief) {
        this.belief = belief;
        this.deck = belief.deck();
        this.holders = belief.holders();
        this.fieldMask = (1L << deck.width()) - 1;
        long free = belief.free();
        cards = new int[deck.size(free)];
        int n = 0;
        for (long p = deck.presence(free); p != 0; p &= p - 1) {
            int off = Long.numberOfTrailingZeros(p);
            for (long k = (free >>> off) & fieldMask; k > 0; k--) {
                cards[n++] = off;
            }
        }
        allowedCount = new int[64];
        for (int off = 0; off < 64; off += deck.width()) {
            for (int h = 0; h < holders; h++) {
                if (h != belief.me() && allowed(h, off)) {
                    allowedCount[off]++;
                }
            }
        }
        baseRoom = new int[holders];
        for (int h = 0; h < holders; h++) {
            baseRoom[h] = h == belief.me() ? 0 : belief.size(h) - deck.size(belief.known(h));
        }
    }

    private boolean allowed(int holder, int off) {
        return (belief.excluded(holder) & (fieldMask << off)) == 0;
    }

    /** One world consistent with the belief (hard constraints only): each holder's hand, this seat's included. */
    public long[] deal(Shuffle rng) {
        int[] order = cards.clone();
        for (int attempt = 0; attempt < GREEDY_TRIES; attempt++) {
            long[] hands = greedy(order, rng);
            if (hands != null) {
                return hands;
            }
        }
        long[] hands = exhaustive(order);
        if (hands != null) {
            return hands;
        }
        throw new IllegalStateException("no deal fits what this seat knows; the belief is inconsistent");
    }

    /**
     * A world that also passes the meld check and {@code filter}, trying up to {@code tries} deals; if none
     * passes, the deal that failed fewest checks, so the caller always gets a world.
     */
    public long[] deal(Shuffle rng, int tries, Filter filter) {
        long[] best = null;
        int bestMisses = Integer.MAX_VALUE;
        for (int i = 0; i < tries; i++) {
            long[] hands = deal(rng);
            int misses = meldMisses(hands) + (filter == null || filter.accept(hands) ? 0 : 1);
            if (misses == 0) {
                return hands;
            }
            if (misses < bestMisses) {
                bestMisses = misses;
                best = hands;
            }
        }
        return best;
    }

    /** Seats whose hand at meld time, in this world, would not have shown the meld they showed. */
    public int meldMisses(long[] hands) {
        int misses = 0;
        for (int s = 0; s < belief.seats(); s++) {
            int shown = belief.meldShown(s);
            if (s == belief.me() || shown < 0) {
                continue;
            }
            long atMeld = hands[s] + belief.playedBy(s);
            if (s == belief.contractor() && belief.buriedHolder() >= 0) {
                atMeld += hands[belief.buriedHolder()];
            }
            if (MeldTable.total(belief.rules(), atMeld, belief.trump()) != shown) {
                misses++;
            }
        }
        return misses;
    }

    private long[] greedy(int[] order, Shuffle rng) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        sortByConstraint(order);
        long[] hands = startingHands();
        int[] room = baseRoom.clone();
        for (int off : order) {
            int total = 0;
            for (int h = 0; h < holders; h++) {
                if (room[h] > 0 && allowed(h, off)) {
                    total += room[h];
                }
            }
            if (total == 0) {
                return null;
            }
            int pick = rng.nextInt(total);
            for (int h = 0; h < holders; h++) {
                if (room[h] > 0 && allowed(h, off)) {
                    pick -= room[h];
                    if (pick < 0) {
                        hands[h] += 1L << off;
                        room[h]--;
                        break;
                    }
                }
            }
        }
        return hands;
    }

    /** Stable counting sort: cards fewer holders may take come first; ties keep the shuffled order. */
    private void sortByConstraint(int[] order) {
        int[] sorted = new int[order.length];
        int n = 0;
        for (int k = 0; k <= holders; k++) {
            for (int off : order) {
                if (allowedCount[off] == k) {
                    sorted[n++] = off;
                }
            }
        }
        System.arraycopy(sorted, 0, order, 0, order.length);
    }

    private long[] startingHands() {
        long[] hands = new long[holders];
        for (int h = 0; h < holders; h++) {
            hands[h] = belief.known(h);
        }
        return hands;
    }

    private long[] exhaustive(int[] order) {
        sortByConstraint(order);
        long[] hands = startingHands();
        return place(order, 0, hands, baseRoom.clone()) ? hands : null;
    }

    private boolean place(int[] order, int i, long[] hands, int[] room) {
        if (i == order.length) {
            return true;
        }
        int off = order[i];
        for (int h = 0; h < holders; h++) {
            if (room[h] > 0 && allowed(h, off)) {
                hands[h] += 1L << off;
                room[h]--;
                if (place(order, i + 1, hands, room)) {
                    return true;
                }
                hands[h] -= 1L << off;
                room[h]++;
            }
        }
        return false;
    }
}
