package dev.pinochle.ai.belief;

import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Rank;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;

/**
 * Deals the cards a seat cannot see to the other holders, consistently with its {@link Belief}: known cards
 * stay where they are, nobody gets a face they are excluded from, every hand gets its size, and (after meld)
 * every seat's hand at meld time would have shown exactly the meld it showed.
 *
 * <p>Cards are dealt most-constrained first, each to a holder chosen with probability proportional to the room
 * it has left, which is exactly uniform when nothing is known and close to it otherwise. A dead end restarts;
 * after a few restarts an exhaustive search finds a deal if any exists.
 *
 * <p>Three-handed, seen by a defender, the bidder's buried cards are no random three: bidders bury the counters
 * they cannot protect and keep their trumps and aces (RULES.md §7 forbids only meld cards; the rest is how the
 * bury is chosen). Dealt uniformly, the buried holder took half a trump and half an ace a hand that no bot had
 * buried, and 16 points where the bury held 23, leaving the bidder short of trumps and the defenders' cards
 * looking safer than they were. So the buried holder is dealt first, each card drawn with the weight of
 * {@link #buryWeight}: a prior, not a constraint, so a bury no bot would make still fits when nothing else does.
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
    /** Per field offset, how readily the bidder buries that card; null when there is no buried holder. */
    private final int[] buryWeight;

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
        buryWeight = belief.buriedHolder() < 0 ? null : new int[64];
        if (buryWeight != null) {
            for (int off = 0; off < deck.faces() * deck.width(); off += deck.width()) {
                buryWeight[off] = buryWeight(belief, deck.cardAt(off));
            }
        }
        baseRoom = new int[holders];
        for (int h = 0; h < holders; h++) {
            baseRoom[h] = h == belief.me() ? 0 : belief.size(h) - deck.size(belief.known(h));
        }
    }

    /**
     * How readily a bidder buries a card, relative to the others: hardly a trump or an ace
     * (each takes a trick of its own), most readily a ten or king (banked where it might be lost), the rest
     * seldom, as the Medium and Easy bidders bury (docs/ai.md, Three-handed, Inference).
     */
    static int buryWeight(Belief belief, Card c) {
        // Hardly, not never: the Expert, playing each bury out, and a person now and then bury a trump ten.
        if (c.suit() == belief.trump() || c.rank() == Rank.ACE) {
            return 1;
        }
        return belief.rules().counting().isCounter(c.rank()) ? 20 : 5;
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
            boolean bidder = s == belief.contractor() && belief.buriedHolder() >= 0;
            if (bidder) {
                atMeld += hands[belief.buriedHolder()];
            }
            if (MeldTable.total(belief.rules(), atMeld, belief.trump()) != shown) {
                misses++;
            } else if (bidder && !longestInTrump(atMeld)) {
                misses++;
            }
        }
        return misses;
    }

    /**
     * Whether the bidder's eighteen cards, at the bury, hold no side suit longer than the trump it named: a prior
     * like the bury's (bidders name their long suit), checked with the meld.
     */
    private boolean longestInTrump(long cards) {
        int trumps = deck.size(cards & deck.suitMask(belief.trump()));
        for (Suit suit : Suit.values()) {
            if (deck.size(cards & deck.suitMask(suit)) > trumps) {
                return false;
            }
        }
        return true;
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
        boolean[] placed = buryWeight == null ? null : bury(order, hands, room, rng);
        for (int i = 0; i < order.length; i++) {
            if (placed != null && placed[i]) {
                continue;
            }
            int off = order[i];
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

    /**
     * Fills the buried holder first: the cards no hand with room may hold, then a draw weighted by {@link #buryWeight},
     * which no card weighs nothing in. Returns which of {@code order} were placed.
     */
    private boolean[] bury(int[] order, long[] hands, int[] room, Shuffle rng) {
        int b = belief.buriedHolder();
        boolean[] placed = new boolean[order.length];
        for (int i = 0; i < order.length && room[b] > 0; i++) {
            if (allowed(b, order[i]) && onlyBuried(order[i])) {
                hands[b] += 1L << order[i];
                room[b]--;
                placed[i] = true;
            }
        }
        while (room[b] > 0) {
            int total = 0;
            for (int i = 0; i < order.length; i++) {
                if (!placed[i] && allowed(b, order[i])) {
                    total += buryWeight[order[i]];
                }
            }
            if (total == 0) {
                break;
            }
            int pick = rng.nextInt(total);
            for (int i = 0; i < order.length; i++) {
                if (!placed[i] && allowed(b, order[i])) {
                    pick -= buryWeight[order[i]];
                    if (pick < 0) {
                        hands[b] += 1L << order[i];
                        room[b]--;
                        placed[i] = true;
                        break;
                    }
                }
            }
        }
        return placed;
    }

    /** Whether no seat's hand with room for a card not known to be there may hold the face at {@code off}. */
    private boolean onlyBuried(int off) {
        for (int h = 0; h < belief.seats(); h++) {
            if (h != belief.me() && baseRoom[h] > 0 && allowed(h, off)) {
                return false;
            }
        }
        return true;
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
