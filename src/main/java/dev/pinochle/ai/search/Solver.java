package dev.pinochle.ai.search;

import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Double-dummy solver: with every hand known, the counters (and last-trick bonus) each side takes from here
 * on when both sides play perfectly for points. Partnership trick play under any play rules, and the duel's
 * play-off (two seats, follow and beat).
 *
 * <p>Fail-soft alpha-beta on side 0's points, asked as null windows from a guess: the exact value after the
 * trick the search tries first, solved the same way (for {@link #cardValues}, the card before's value, else a
 * playout's). A transposition table keyed on every hand and the leader, with the faces nobody holds squeezed out
 * of each run of equal-valued ranks, holds bounds at trick boundaries, where the future no longer depends on the
 * past; there too, what the leader's side can cash at once and the other side's top trumps bound the value
 * before the table is asked. Cards that are equivalent for the rest of the hand are searched once: same suit,
 * same counter value, and no card in between in another hand (or, for the trick in progress, on the table).
 * Moves that leave the other side the fewest answers come first (the smallest proofs), and among them winners
 * first when leading and following with a chance, cheapest first when losing, counters first onto the side's
 * trick (but not one that tops a suit nobody can ruff: it wins a trick of its own later).
 *
 * <p>Not thread-safe; one instance is reused for many searches. A node cap makes {@link #aborted()} true and
 * the search unwinds at once; callers keep whatever they finished.
 */
public final class Solver {
    private static final int TT_BITS = 19;
    /**
     * Longs before the first bucket. A table this large starts a heap region, and its elements 16 bytes (the
     * array header) after it: 48 more bytes put every bucket on one cache line, not across two.
     */
    private static final int TT_PAD = 6;
    private static final int INF = 1 << 20;
    /** Bounds are kept in 12 bits. */
    private static final int NO_BOUND = 0xFFF;

    private final Deck deck;
    private final int seats;
    private final int handSize;
    private final int width;
    private final int ranks;
    private final long fieldMask;
    /** The lowest bit of every face's field. */
    private final long lowBits;
    private final int trumpSuit;
    private final boolean playOff;
    private final boolean noHead;
    private final boolean mayDiscard;
    private final boolean headLed;
    private final boolean firstLeadTrump;
    private final int lastTrick;
    /** Greatest common divisor of every point value: the null windows step by it. */
    private final int grid;
    private final int[] value;
    private final long[] suitMask = new long[4];
    private final long[] above;
    private final long[] one;
    /**
     * A face's suit and rank, and the face whose field holds a bit: lookups, as the JIT cannot turn a division by
     * {@code ranks} or {@code width} (not constants) into shifts, and the hot loops divide several times a node.
     */
    private final int[] suitOf;
    private final int[] rankOf;
    /** A face's suit and counter value in one int: equal for two faces of one suit and value. */
    private final int[] kind;
    private final int[] faceAt = new int[64];

    /** The highest face of each face's value group: the run of ranks of its suit with one counter value. */
    private final int[] groupTop;
    /**
     * {@code suitShift[d][p]}: for a suit whose faces held by anyone are {@code p} (the presence bits of the suit's
     * fields, as for the lowest suit), the fields that move up {@code d} places in the key.
     */
    private final int[][] suitShift;
    private final int suitBits;
    /** Faces present in some hand at the node last keyed (one bit per face). */
    private long keyPresent;
    /** Each seat's side: partners share one; side 0 is the one whose points are counted. */
    private final int[] side = {0, 1, 0, 1};
    /** Each seat's opponents (one or two) and partners (none or one), from {@link #side}. */
    private final int[][] opponents = new int[4][];
    private final int[][] partners = new int[4][];
    /** {@code nextOpponent[4 * seat + inTrick]}: the first opponent of the seat to act still to play, or -1. */
    private final int[] nextOpponent = new int[16];

    private final long[] hands = new long[4];
    /** The sum of the hands: what is not yet played. */
    private long inHands;
    /** Points still to be taken: counters in hands and on the table, and the last trick. */
    private int remaining;
    private int toAct;
    private int inTrick;
    private int led;
    private int win;
    private int winSeat;
    private int highLed;
    private int trickPts;
    private long trickSet;
    private int tricksLeft;

    /**
     * Entries of two longs, a 64-bit signature of the key and meta, four to a bucket of 64 bytes: a probe costs
     * one cache line.
     */
    private final long[] tt;
    private int generation = 1;
    /** The bucket of the key last made. */
    private int keySlot;

    private final int[][] moveBuf = new int[96][24];
    private final int[][] scoreBuf = new int[96][24];
    private int ply;
    /** The lead that last cut off at each depth: a sibling position's refutation is often this one's too. */
    private final int[] killer = new int[96];
    private long nodes;
    private long nodeLimit;
    private long deadline = Long.MAX_VALUE;
    private boolean aborted;

    /**
     * @param playOff the duel's play-off duties (§5 phase 2) instead of the partnership rules
     */
    public Solver(RuleSet rules, Suit trump, boolean playOff) {
        this.deck = rules.deck();
        this.seats = rules.mode().seats();
        this.handSize = rules.mode().handSize();
        this.width = deck.width();
        this.ranks = deck.faces() / 4;
        this.fieldMask = (1L << width) - 1;
        this.lowBits = deck.presence(deck.full());
        this.trumpSuit = trump.ordinal();
        this.playOff = playOff;
        this.noHead = rules.playRules() == RuleSet.PlayRules.NO_HEAD;
        this.mayDiscard = rules.mayDiscardWhenCannotOvertrump();
        this.headLed = rules.headLedSuitWhenTrumped();
        this.firstLeadTrump = rules.firstLeadTrump() && !playOff;
        this.lastTrick = rules.counting().lastTrick();
        int faces = deck.faces();
        value = new int[faces];
        above = new long[faces];
        one = new long[faces];
        suitOf = new int[faces];
        rankOf = new int[faces];
        kind = new int[faces];
        for (int f = 0; f < faces; f++) {
            suitOf[f] = f / ranks;
            rankOf[f] = f % ranks;
            Card c = deck.cardAt(f * width);
            value[f] = rules.counting().value(c.rank());
            kind[f] = suitOf[f] << 16 | value[f];
            above[f] = deck.aboveMask(c);
            one[f] = 1L << (f * width);
        }
        for (int b = 0; b < 64; b++) {
            faceAt[b] = b / width;
        }
        for (Suit s : Suit.values()) {
            suitMask[s.ordinal()] = deck.suitMask(s);
        }
        groupTop = new int[faces];
        int widest = 1;
        for (int f = faces - 1; f >= 0; f--) {
            boolean sameGroup = f + 1 < faces && (f + 1) % ranks != 0 && value[f + 1] == value[f];
            groupTop[f] = sameGroup ? groupTop[f + 1] : f;
            widest = Math.max(widest, groupTop[f] - f + 1);
        }
        Arrays.fill(killer, -1);
        suitBits = ranks * width;
        suitShift = new int[widest][1 << suitBits];
        for (int p = 0; p < 1 << suitBits; p++) {
            int gap = 0;
            for (int f = ranks - 1; f >= 0; f--) {
                if (groupTop[f] == f) {
                    gap = 0;
                }
                if ((p & (1 << (f * width))) == 0) {
                    gap++;
                } else if (gap > 0) {
                    suitShift[gap][p] |= (int) fieldMask << (f * width);
                }
            }
        }
        int g = lastTrick;
        for (int f = 0; f < faces; f++) {
            g = gcd(g, value[f]);
        }
        grid = Math.max(1, g);
        int most = lastTrick;
        for (int f = 0; f < faces; f++) {
            most += value[f] * (int) fieldMask;
        }
        if (most >= NO_BOUND) {
            throw new IllegalArgumentException("points up to " + most + " do not fit the table's bounds");
        }
        tt = new long[(1 << TT_BITS) * 2 + TT_PAD];
        seatTables();
    }

    /**
     * Three-handed: the bidder plays alone as side 0 against the other seats. By default seats 0 and 2 are side 0
     * (the partnership and the duel's seat 0).
     */
    public void soloist(int seat) {
        for (int s = 0; s < side.length; s++) {
            side[s] = s == seat ? 0 : 1;
        }
        seatTables();
    }

    /** Fills {@link #opponents}, {@link #partners} and {@link #nextOpponent}, which the move order reads every node. */
    private void seatTables() {
        for (int me = 0; me < seats; me++) {
            int[] opp = new int[seats];
            int[] mates = new int[seats];
            int nOpp = 0;
            int nMates = 0;
            for (int s = 0; s < seats; s++) {
                if (side[s] != side[me]) {
                    opp[nOpp++] = s;
                } else if (s != me) {
                    mates[nMates++] = s;
                }
            }
            opponents[me] = Arrays.copyOf(opp, nOpp);
            partners[me] = Arrays.copyOf(mates, nMates);
            for (int in = 0; in < seats; in++) {
                int next = -1;
                int s = me;
                for (int k = in + 1; k < seats && next < 0; k++) {
                    s = s + 1 == seats ? 0 : s + 1;
                    next = side[s] != side[me] ? s : -1;
                }
                nextOpponent[4 * me + in] = next;
            }
        }
    }

    /**
     * {@link Deck#presence} for this deck's field width, which the JIT cannot fold out of the enum's loop: the
     * search asks it several times a node.
     */
    private long presence(long set) {
        long any = set | set >>> 1;
        return (width == 2 ? any : any | set >>> 2) & lowBits;
    }

    /** {@link Deck#size} likewise. */
    private int size(long set) {
        int n = Long.bitCount(set & lowBits) + (Long.bitCount(set & lowBits << 1) << 1);
        return width == 2 ? n : n + (Long.bitCount(set & lowBits << 2) << 2);
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /**
     * Sets the position: each seat's cards, the trick in progress (possibly empty) and the seat to act.
     * Hands must be consistent: every seat holds as many cards as tricks remain, less what it put on the table.
     */
    public void position(long[] seatHands, List<Played> trick, int seatToAct) {
        System.arraycopy(seatHands, 0, hands, 0, seats);
        inHands = 0;
        for (int s = 0; s < seats; s++) {
            inHands += seatHands[s];
        }
        inTrick = 0;
        led = -1;
        trickPts = 0;
        trickSet = 0;
        int leader = trick.isEmpty() ? seatToAct : trick.get(0).seat();
        tricksLeft = size(seatHands[leader]) + (trick.isEmpty() ? 0 : 1);
        toAct = leader;
        for (Played p : trick) {
            int f = deck.offset(p.card()) / width;
            hands[toAct] += one[f];
            inHands += one[f];
            play(f);
        }
        if (toAct != seatToAct) {
            throw new IllegalArgumentException("seat " + seatToAct + " is not to act after this trick");
        }
        remaining = total();
    }

    /** Nodes visited by the searches since the last {@link #resetNodes}. */
    public long nodes() {
        return nodes;
    }

    public void resetNodes() {
        nodes = 0;
        aborted = false;
    }

    /** A {@link System#nanoTime()} after which searches abort like at the node cap; none by default. */
    public void deadline(long nanoTime) {
        deadline = nanoTime;
    }

    /** Whether the last search hit its node cap or deadline; its result is then meaningless. */
    public boolean aborted() {
        return aborted;
    }

    /** Starts a new set of searches: old table entries are ignored from now on (no clearing cost). */
    public void newTable() {
        Arrays.fill(killer, -1);
        generation++;
        if ((generation & 0xFFFF) == 0) {
            Arrays.fill(tt, 0);
            generation++;
        }
    }

    /** Seat to act in the position. */
    public int toAct() {
        return toAct;
    }

    /** The node count to stop at after {@code maxNodes} more: {@code Long.MAX_VALUE} is no cap, not an overflow. */
    private long cap(long maxNodes) {
        return nodes + Math.min(maxNodes, Long.MAX_VALUE - nodes);
    }

    /** Points side 0 takes from here on with perfect play, or an undefined value if the node cap is hit. */
    public int value(long maxNodes) {
        nodeLimit = cap(maxNodes);
        return solve(0);
    }

    /**
     * The exact value of the position {@code depth} plies below the root, from the exact value after the trick
     * the search tries first ({@link #firstTrick}) as the guess: that trick is usually one perfect play would
     * take too, so on 170 deals the guess is exact or one step high for 70 % of them (a playout's, for 30 %), and
     * the table holds what the search proved below it. Total nodes (these searches included) fell from a median
     * of 1.86 M to 1.76 M, the 95th percentile from 13.2 M to 10.4 M (docs/ai.md).
     */
    private int solve(int depth) {
        int guess = tricksLeft == 0 ? 0 : firstTrick(depth);
        // Searched as deep as it sits below the root: the killers of each depth are then the ones the search from
        // the root finds there (at depth 0 instead, the pooled median is 2.02 M).
        int sPly = ply;
        ply = depth;
        int v = bisect(0, total(), guess);
        ply = sPly;
        return v;
    }

    /**
     * Side 0's points if the trick in progress (or the next, between tricks) is played out as the search would try
     * it first, and perfectly after it.
     */
    private int firstTrick(int depth) {
        nodes++;
        generate(moveBuf[depth], 0, -1, depth);
        return playThen(moveBuf[depth][0], gain -> inTrick == 0 ? solve(depth + 1) : firstTrick(depth + 1));
    }

    /**
     * Side 0's points from here if every seat plays the move the search would try first: {@link #searchMove}'s
     * first guess when it has none.
     */
    private int playout(int depth) {
        if (tricksLeft == 0) {
            return 0;
        }
        generate(moveBuf[depth], 0, -1, depth);
        return playThen(moveBuf[depth][0], gain -> playout(depth + 1));
    }

    /**
     * Plays {@code f}, adds to what it gains side 0 what {@code rest} makes of the position after it (given that
     * gain), and takes {@code f} back. The search's own loop does the same inline, as it runs at every node.
     */
    private int playThen(int f, IntUnaryOperator rest) {
        int sToAct = toAct;
        int sIn = inTrick;
        int sLed = led;
        int sWin = win;
        int sWinSeat = winSeat;
        int sHigh = highLed;
        int sPts = trickPts;
        long sSet = trickSet;
        int sLeft = tricksLeft;
        int gain = play(f);
        int v = gain + rest.applyAsInt(gain);
        undo(f, sToAct, sIn, sLed, sWin, sWinSeat, sHigh, sPts, sSet, sLeft);
        return v;
    }

    /**
     * The exact value by null-window searches, each asking only "at least g?", which prunes far more than a full
     * window; the table keeps the bounds between rounds. The first round asks at the guess; while the answers
     * point the same way from it, the next round asks one step further than the bound just found, then two, four
     * and so on, so an exact guess settles in two rounds; once an answer turns, each round halves the interval
     * known to hold the value.
     */
    private int bisect(int lo, int hi, int guess) {
        int step = grid;
        int dir = 0;
        while (lo < hi && !aborted) {
            int g;
            if (dir == 0) {
                g = guess;
            } else if (step > 0) {
                g = dir > 0 ? lo + step : hi - step + grid;
            } else {
                g = (lo + hi + 1) >>> 1;
            }
            g = Math.max(lo + 1, Math.min(grid * ((g + grid - 1) / grid), hi));
            int v = search(g - 1, g);
            int now = v >= g ? 1 : -1;
            if (now > 0) {
                lo = v;
            } else {
                hi = v;
            }
            if (dir != 0 && now != dir) {
                step = 0;
            } else if (dir != 0) {
                step *= 2;
            }
            dir = now;
        }
        return lo;
    }

    /**
     * Exact values (points for the side to act, from here on) of every distinct legal card, in
     * {@link Deck#faces} order of {@link #legalCards()}. Equivalent cards share a search. Returns null if the
     * node cap was hit.
     */
    public int[] cardValues(long maxNodes) {
        nodeLimit = cap(maxNodes);
        long legal = legal(toAct);
        int mySide = side[toAct];
        int n = 0;
        for (long p = presence(legal); p != 0; p &= p - 1) {
            n++;
        }
        int[] out = new int[n];
        int[] rep = new int[n];
        int[] fields = new int[n];
        long others = othersOf(toAct);
        int i = 0;
        int prev = -1;
        for (long p = presence(legal); p != 0; p &= p - 1) {
            int f = faceAt[Long.numberOfTrailingZeros(p)];
            fields[i] = f;
            rep[i] = prev >= 0 && equivalent(prev, f, others) ? rep[i - 1] : i;
            prev = f;
            i++;
        }
        int guess = -1;
        for (i = 0; i < n; i++) {
            if (rep[i] != i) {
                out[i] = out[rep[i]];
                continue;
            }
            int v = searchMove(fields[i], guess);
            if (aborted) {
                return null;
            }
            guess = v;
            out[i] = mySide == 0 ? v : total() - v;
        }
        return out;
    }

    /** The distinct legal cards of the seat to act. */
    public long legalCards() {
        return presence(legal(toAct));
    }

    /** Points still to be taken: counters in hands and on the table, and the last trick. */
    public int total() {
        int pts = trickPts + lastTrick;
        for (int s = 0; s < seats; s++) {
            for (long p = presence(hands[s]); p != 0; p &= p - 1) {
                int off = Long.numberOfTrailingZeros(p);
                pts += value[faceAt[off]] * (int) ((hands[s] >>> off) & fieldMask);
            }
        }
        return pts;
    }

    /** Side 0's points from here after playing {@code f}; {@code guess} is a likely value (-1 for none: a playout's). */
    private int searchMove(int f, int guess) {
        return playThen(f, gain -> bisect(0, total(), guess < 0 ? playout(0) : Math.max(0, guess - gain)));
    }

    // ------------------------------------------------------------------ search

    private int search(int alpha, int beta) {
        nodes++;
        if ((nodes & 1023) == 0 && (nodes > nodeLimit || (nodes & 16383) == 0 && System.nanoTime() > deadline)) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        if (beta <= 0) {
            return 0;
        }
        int slot = -1;
        int entry = -1;
        int ttBest = -1;
        long sig = 0;
        long present = 0;
        if (inTrick == 0) {
            if (tricksLeft == 0) {
                return 0;
            }
            if (tricksLeft == 1) {
                return playLastTrick();
            }
            if (remaining <= alpha) {
                return remaining;
            }
            sig = makeKey();
            present = keyPresent;
            slot = keySlot;
            entry = find(slot, sig);
            if (entry >= 0) {
                long meta = tt[entry + 1];
                int lo = lower(meta);
                int hi = upper(meta);
                if (lo == hi || lo >= beta) {
                    return lo;
                }
                if (hi <= alpha) {
                    return hi;
                }
                alpha = Math.max(alpha, lo);
                beta = Math.min(beta, hi);
                ttBest = actual((int) (meta & 0xFF));
            }
            // After the table, which settles most boundaries: these bounds cost about as much as a probe.
            if (!firstLeadTrump || tricksLeft < handSize) {
                int sure = quickPoints();
                int kept = topTrumpPoints(1 - side[toAct]);
                int lo = side[toAct] == 0 ? sure : kept;
                int hi = remaining - (side[toAct] == 0 ? kept : sure);
                if (lo >= beta) {
                    return lo;
                }
                if (hi <= alpha) {
                    return hi;
                }
            }
        }
        int windowAlpha = alpha;
        int windowBeta = beta;
        int[] moves = moveBuf[ply];
        // The table's move is searched before the others are generated and ordered: it usually cuts off alone.
        boolean later = ttBest >= 0 && (legal(toAct) & fieldMask << ttBest * width) != 0;
        int n = later ? 1 : generate(moves, 0, -1, ply);
        if (later) {
            moves[0] = ttBest;
        }
        boolean max = side[toAct] == 0;
        int best = max ? -INF : INF;
        int bestMove = moves[0];
        int sToAct = toAct;
        int sIn = inTrick;
        int sLed = led;
        int sWin = win;
        int sWinSeat = winSeat;
        int sHigh = highLed;
        int sPts = trickPts;
        long sSet = trickSet;
        int sLeft = tricksLeft;
        ply++;
        for (int i = 0; i < n; i++) {
            int f = moves[i];
            int gain = play(f);
            int v = gain + search(alpha - gain, beta - gain);
            undo(f, sToAct, sIn, sLed, sWin, sWinSeat, sHigh, sPts, sSet, sLeft);
            if (aborted) {
                ply--;
                return 0;
            }
            if (max) {
                if (v > best) {
                    best = v;
                    bestMove = f;
                    if (v > alpha) {
                        alpha = v;
                        if (alpha >= beta) {
                            killer[ply - 1] = f;
                            break;
                        }
                    }
                }
            } else if (v < best) {
                best = v;
                bestMove = f;
                if (v < beta) {
                    beta = v;
                    if (alpha >= beta) {
                        killer[ply - 1] = f;
                        break;
                    }
                }
            }
            if (later) {
                n = 1 + generate(moves, 1, ttBest, ply - 1);
                later = false;
            }
        }
        ply--;
        if (slot >= 0) {
            keyPresent = present;
            store(slot, entry, sig, best, windowAlpha, windowBeta, canonical(bestMove));
        }
        return best;
    }

    /**
     * A lower bound on the points the leader's side takes from here: the tricks it can cash at once, leading
     * cards no other seat can beat (an equal card played later loses) while every other seat holding trump still
     * has a card of the suit to follow with. Each brings the card led and the least every other seat must follow
     * with (a partner's cards on the leader's trick count for the side too); the tricks after are counted as nothing, unless the cashing takes every trick that is left.
     */
    private int quickPoints() {
        int leader = toAct;
        long mine = hands[leader];
        long others = othersOf(leader);
        long trumps = suitMask[trumpSuit];
        int pts = 0;
        int tricks = 0;
        for (int suit = 0; suit < 4; suit++) {
            long mask = suitMask[suit];
            int top = highestFace(mine & mask);
            int topOther = highestFace(others & mask);
            // Most suits cash nothing: settle them before counting the other hands' cards.
            if (top < topOther || top < 0) {
                continue;
            }
            int follow = Integer.MAX_VALUE;
            if (suit != trumpSuit) {
                for (int s = 0; s < seats; s++) {
                    if (s != leader && (hands[s] & trumps) != 0) {
                        follow = Math.min(follow, size(hands[s] & mask));
                    }
                }
            }
            int cashed = 0;
            int lowest = Math.max(topOther, suit * ranks);
            for (int f = top; f >= lowest && cashed < follow; f--) {
                int copies = (int) Math.min((mine >>> (f * width)) & fieldMask, follow - cashed);
                pts += copies * value[f];
                cashed += copies;
            }
            if (cashed == 0) {
                continue;
            }
            tricks += cashed;
            for (int s = 0; s < seats; s++) {
                if (s != leader) {
                    pts += leastFollowing(hands[s] & mask, suit, cashed);
                }
            }
        }
        return tricks >= tricksLeft ? remaining : pts;
    }

    /**
     * A lower bound on the points side {@code x} takes: its trumps that no seat of the other side holds a trump
     * equal to or above win whenever they are played.
     */
    private int topTrumpPoints(int x) {
        long theirs = 0;
        // The side's trumps summed: no field overflows, and one pass over the faces counts every seat's copies.
        long ours = 0;
        for (int s = 0; s < seats; s++) {
            long t = hands[s] & suitMask[trumpSuit];
            if (side[s] == x) {
                ours += t;
            } else {
                theirs |= t;
            }
        }
        if (ours == 0) {
            return 0;
        }
        int lowest = Math.max(highestFace(theirs) + 1, trumpSuit * ranks);
        int pts = 0;
        for (int f = highestFace(ours); f >= lowest; f--) {
            pts += value[f] * (int) ((ours >>> (f * width)) & fieldMask);
        }
        return pts;
    }

    /** The highest face in a set, -1 for none. */
    private int highestFace(long set) {
        return set == 0 ? -1 : faceAt[63 - Long.numberOfLeadingZeros(set)];
    }

    /** The least a seat holding {@code in} of {@code suit} gives up following {@code times} leads of it. */
    private int leastFollowing(long in, int suit, int times) {
        int pts = 0;
        for (int f = suit * ranks; f < (suit + 1) * ranks && times > 0 && in != 0; f++) {
            int copies = (int) Math.min((in >>> (f * width)) & fieldMask, times);
            pts += copies * value[f];
            times -= copies;
        }
        return pts;
    }

    /** Every seat holds one card: play them out. */
    private int playLastTrick() {
        int seat = toAct;
        int w = -1;
        int ws = seat;
        int pts = lastTrick;
        for (int i = 0; i < seats; i++) {
            int f = faceAt[Long.numberOfTrailingZeros(hands[seat])];
            pts += value[f];
            if (w < 0 || beats(f, w)) {
                w = f;
                ws = seat;
            }
            seat = seat + 1 == seats ? 0 : seat + 1;
        }
        return side[ws] == 0 ? pts : 0;
    }

    /**
     * The table key of a position at a trick boundary: every hand and the leader, after squeezing
     * out, within each run of equal-valued ranks of a suit, the faces nobody holds any more. Such positions play
     * out alike (the cards left have the same order and the same values), so they share an entry. Sets
     * {@link #keySlot} and returns a 64-bit signature from other bits of the hash, which the entry keeps in place
     * of the key: two positions of one bucket confuse once in 2<sup>64</sup>, far past the searches' reach.
     */
    private long makeKey() {
        // The sum of the hands has the same faces present as their union: no field overflows.
        long present = presence(inHands);
        keyPresent = present;
        // Locals, not an array, so that the hands stay in registers.
        long k0 = hands[0];
        long k1 = hands[1];
        long k2 = hands[2];
        long k3 = hands[3];
        int suitFields = (1 << suitBits) - 1;
        for (int d = 1; d < suitShift.length; d++) {
            int[] table = suitShift[d];
            long shift = 0;
            for (int suit = 0; suit < 4; suit++) {
                int at = suit * suitBits;
                shift |= (long) table[(int) (present >>> at) & suitFields] << at;
            }
            if (shift != 0) {
                int up = d * width;
                k0 += ((k0 & shift) << up) - (k0 & shift);
                k1 += ((k1 & shift) << up) - (k1 & shift);
                k2 += ((k2 & shift) << up) - (k2 & shift);
                k3 += ((k3 & shift) << up) - (k3 & shift);
            }
        }
        // The leader in two bits above every hand's fields (a hand takes at most 60), so that it cannot carry into them.
        long h = (k0 | (long) toAct << 62) * 0x9E3779B97F4A7C15L ^ k1 * 0xC2B2AE3D27D4EB4FL
                ^ k2 * 0x165667B19E3779F9L ^ k3 * 0xD6E8FEB86659FD93L;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        keySlot = (int) (h & ((1 << (TT_BITS - 2)) - 1)) * 8 + TT_PAD;
        h *= 0xC4CEB9FE1A85EC53L;
        return h ^ h >>> 29;
    }

    /** Where face {@code f} sits in the last key made: as high in its group as the faces held above it allow. */
    private int canonical(int f) {
        int top = groupTop[f];
        long between = (keyPresent >>> ((f + 1) * width)) & ((1L << ((top - f) * width)) - 1);
        return top - Long.bitCount(between);
    }

    /** The present face that sits at {@code c} in the last key made (the inverse of {@link #canonical}). */
    private int actual(int c) {
        int top = groupTop[c];
        int skip = top - c;
        for (int f = top; f >= 0 && groupTop[f] == top; f--) {
            if ((keyPresent & (1L << (f * width))) != 0 && skip-- == 0) {
                return f;
            }
        }
        return -1;
    }

    /** The entry of the bucket that holds the signature in this generation, or -1. */
    private int find(int bucket, long sig) {
        for (int e = bucket; e < bucket + 8; e += 2) {
            if (tt[e] == sig && current(tt[e + 1])) {
                return e;
            }
        }
        return -1;
    }

    /** Whether an entry's meta was written in this generation. */
    private boolean current(long meta) {
        return (int) (meta >>> 48) == (generation & 0xFFFF);
    }

    /**
     * Meta layout: generation (16 bits) | lower bound (12) | upper bound (12) | unused (8) | tricks left (8) |
     * best move, as keyed (8). A new key replaces an entry of an older generation, else the smallest position.
     */
    private void store(int bucket, int entry, long sig, int best, int alpha, int beta, int move) {
        int lo = 0;
        int hi = NO_BOUND;
        if (entry >= 0 && (tt[entry] != sig || !current(tt[entry + 1]))) {
            // The subtree stored into this bucket and replaced the entry found on the way down.
            entry = find(bucket, sig);
        }
        if (entry >= 0) {
            long meta = tt[entry + 1];
            lo = lower(meta);
            hi = upper(meta);
        } else {
            int least = Integer.MAX_VALUE;
            for (int e = bucket; e < bucket + 8; e += 2) {
                long meta = tt[e + 1];
                if (!current(meta)) {
                    entry = e;
                    break;
                }
                int size = (int) (meta >>> 8) & 0xFF;
                if (size < least) {
                    least = size;
                    entry = e;
                }
            }
        }
        if (best <= alpha) {
            hi = Math.min(hi, best);
        } else if (best >= beta) {
            lo = Math.max(lo, best);
        } else {
            lo = best;
            hi = best;
        }
        tt[entry] = sig;
        tt[entry + 1] = (long) (generation & 0xFFFF) << 48 | (long) lo << 36 | (long) hi << 24
                | (long) tricksLeft << 8 | move;
    }

    private static int lower(long meta) {
        return (int) (meta >>> 36) & NO_BOUND;
    }

    private static int upper(long meta) {
        return (int) (meta >>> 24) & NO_BOUND;
    }

    // ------------------------------------------------------------------ moves

    /** Plays field {@code f} for the seat to act; returns the points side 0 gains if the trick completes. */
    private int play(int f) {
        hands[toAct] -= one[f];
        inHands -= one[f];
        trickSet += one[f];
        if (inTrick == 0) {
            led = f;
            win = f;
            winSeat = toAct;
            highLed = f;
            trickPts = value[f];
        } else {
            if (beats(f, win)) {
                win = f;
                winSeat = toAct;
            }
            if (suitOf[f] == suitOf[led] && f > highLed) {
                highLed = f;
            }
            trickPts += value[f];
        }
        if (++inTrick < seats) {
            toAct = toAct + 1 == seats ? 0 : toAct + 1;
            return 0;
        }
        int gain = trickPts + (tricksLeft == 1 ? lastTrick : 0);
        remaining -= gain;
        toAct = winSeat;
        inTrick = 0;
        trickSet = 0;
        led = -1;
        tricksLeft--;
        return side[winSeat] == 0 ? gain : 0;
    }

    private void undo(int f, int sToAct, int sIn, int sLed, int sWin, int sWinSeat, int sHigh, int sPts, long sSet,
            int sLeft) {
        toAct = sToAct;
        inTrick = sIn;
        led = sLed;
        win = sWin;
        winSeat = sWinSeat;
        highLed = sHigh;
        trickPts = sPts;
        if (tricksLeft != sLeft) {
            remaining += sPts + value[f] + (sLeft == 1 ? lastTrick : 0);
        }
        trickSet = sSet;
        tricksLeft = sLeft;
        hands[toAct] += one[f];
        inHands += one[f];
    }

    private boolean beats(int f, int w) {
        int fs = suitOf[f];
        return fs == suitOf[w] ? f > w : fs == trumpSuit;
    }

    /** The legal cards of a seat, as the core's {@code Trick.legal} / {@code legalPlayOff} would give them. */
    private long legal(int seat) {
        long hand = hands[seat];
        if (inTrick == 0) {
            if (firstLeadTrump && tricksLeft == handSize) {
                long trumps = hand & suitMask[trumpSuit];
                return trumps != 0 ? trumps : hand;
            }
            return hand;
        }
        return following(hand, led, win, highLed);
    }

    /** The cards of {@code hand} that may follow a trick led with {@code lead}, won so far by {@code winning}. */
    private long following(long hand, int lead, int winning, int highest) {
        int ledSuit = suitOf[lead];
        long inLed = hand & suitMask[ledSuit];
        long trumps = hand & suitMask[trumpSuit];
        if (playOff) {
            if (inLed != 0) {
                long over = inLed & above[lead];
                return over != 0 ? over : inLed;
            }
            return trumps != 0 ? trumps : hand;
        }
        if (noHead) {
            return inLed != 0 ? inLed : trumps != 0 ? trumps : hand;
        }
        if (inLed != 0) {
            boolean trumped = suitOf[winning] != ledSuit;
            int toBeat = trumped ? (headLed ? highest : -1) : winning;
            if (toBeat < 0) {
                return inLed;
            }
            long over = inLed & above[toBeat];
            return over != 0 ? over : inLed;
        }
        if (trumps == 0) {
            return hand;
        }
        if (suitOf[winning] != trumpSuit) {
            return trumps;
        }
        long over = trumps & above[winning];
        if (over != 0) {
            return over;
        }
        return mayDiscard ? hand : trumps;
    }

    /**
     * Whether two legal cards of the seat, {@code lo} below {@code hi} in one suit, lead to the same outcomes:
     * the same counter value, no other hand holding a card ranked from {@code lo} to {@code hi} (a copy of either
     * can be led into us later, when only the higher one would win), and no card on the table ranked from
     * {@code lo} up to just below {@code hi}.
     */
    private boolean equivalent(int lo, int hi, long others) {
        // The fields of a suit are consecutive: from lo's field up to hi's, and to just below hi's.
        return kind[lo] == kind[hi]
                && ((others & ((one[hi] << width) - one[lo])) | (trickSet & (one[hi] - one[lo]))) == 0;
    }

    /** Every card the other seats hold, as counts; only ever tested for which faces are held. */
    private long othersOf(int seat) {
        return inHands - hands[seat];
    }

    /**
     * Suits, one bit each, that a seat holding {@code held} (one bit a face) can ruff: it holds trump and is void
     * there.
     */
    private int ruffs(long held) {
        if ((held & suitMask[trumpSuit]) == 0) {
            return 0;
        }
        int suits = 0;
        for (int suit = 0; suit < 4; suit++) {
            if (suit != trumpSuit && (held & suitMask[suit]) == 0) {
                suits |= 1 << suit;
            }
        }
        return suits;
    }

    /**
     * Suits, one bit each, whose highest card on {@code me}'s side is held by a partner, above every card the
     * opponents hold ({@code theirs}): led low, the partner must head the trick with it.
     */
    private int matesTop(int me, long theirs) {
        long mates = 0;
        for (int s : partners[me]) {
            mates |= hands[s];
        }
        int suits = 0;
        for (int suit = 0; suit < 4; suit++) {
            if (highestFace(mates & suitMask[suit]) > highestFace(theirs & suitMask[suit])) {
                suits |= 1 << suit;
            }
        }
        return suits;
    }

    /**
     * Whether a seat holding {@code held}, still to play to the trick, can beat {@code winning}: with the led suit,
     * only by a higher card of it (and only if the led suit is winning); void in it, by trumping (over a trump,
     * higher).
     */
    private boolean canBeat(long held, int winning) {
        int ledSuit = suitOf[led];
        long inLed = held & suitMask[ledSuit];
        if (inLed != 0) {
            return suitOf[winning] == ledSuit && (inLed & above[winning]) != 0;
        }
        long trumps = held & suitMask[trumpSuit];
        return trumps != 0 && (suitOf[winning] != trumpSuit || (trumps & above[winning]) != 0);
    }

    /**
     * Legal moves less equivalents, ordered, into {@code moves} from {@code from} on, leaving out the class of
     * {@code skip} (-1 for none); {@code depth} picks the killer and the scratch scores. Returns how many.
     */
    private int generate(int[] moves, int from, int skip, int depth) {
        long legal = legal(toAct);
        long others = othersOf(toAct);
        int n = from;
        int prev = -1;
        boolean skipping = false;
        for (long p = presence(legal); p != 0; p &= p - 1) {
            int f = faceAt[Long.numberOfTrailingZeros(p)];
            if (prev >= 0 && equivalent(prev, f, others)) {
                moves[n - 1] = f;
                prev = f;
                skipping |= f == skip;
                continue;
            }
            if (skipping) {
                n--;
            }
            moves[n++] = f;
            prev = f;
            skipping = f == skip;
        }
        if (skipping) {
            n--;
        }
        if (n - from > 1) {
            order(moves, from, n, depth, others);
        }
        return n - from;
    }

    /**
     * {@code others}: every card the other seats hold. Besides the likely best move, the order prefers the move
     * that leaves the other side the fewest answers ("fastest first", as in Othello endgame solvers): a proof must
     * try every answer of the side it refutes, so a forcing move that works has the smallest proof. On the corpus
     * this halves the nodes (docs/ai.md); the weights put the answers first among leads and last among follows.
     */
    private void order(int[] moves, int from, int n, int depth, long others) {
        int[] score = scoreBuf[depth];
        if (inTrick == 0) {
            scoreLeads(moves, from, n, score, killer[depth], others);
        } else {
            scoreFollows(moves, from, n, score, others);
        }
        for (int i = from + 1; i < n; i++) {
            int m = moves[i];
            int s = score[i];
            int j = i - 1;
            while (j >= from && score[j] < s) {
                moves[j + 1] = moves[j];
                score[j + 1] = score[j];
                j--;
            }
            moves[j + 1] = m;
            score[j + 1] = s;
        }
    }

    private void scoreLeads(int[] moves, int from, int n, int[] score, int killerMove, long others) {
        int me = toAct;
        int[] opp = opponents[me];
        // The opponents' faces, one bit each, read once for all the leads; following() keeps them one bit each.
        long heldA = presence(hands[opp[0]]);
        long heldB = opp.length > 1 ? presence(hands[opp[1]]) : 0;
        int ruffable = ruffs(heldA) | ruffs(heldB);
        int matesTop = matesTop(me, heldA | heldB);
        for (int i = from; i < n; i++) {
            int f = moves[i];
            int sc;
            if (f == killerMove) {
                sc = 900;
            } else {
                int suit = 1 << suitOf[f];
                boolean top = (others & above[f]) == 0;
                boolean safe = (ruffable & suit) == 0;
                if (top && safe) {
                    sc = 200 + value[f] * 4;
                } else if (safe && (matesTop & suit) != 0) {
                    sc = 100 + value[f] * 4 - rankOf[f];
                } else {
                    sc = -rankOf[f] - value[f] * 4;
                }
                // The product of the opponents' counts of legal answers, as if the lead still won.
                int answers = Long.bitCount(following(heldA, f, f, f));
                if (opp.length > 1) {
                    answers *= Long.bitCount(following(heldB, f, f, f));
                }
                sc -= 30 * answers;
            }
            score[i] = sc;
        }
    }

    /** Suits, one bit each, some opponent of {@code me} holding trump is void in: a lead there can be ruffed. */
    private int ruffable(int me) {
        int[] opp = opponents[me];
        return ruffs(presence(hands[opp[0]])) | (opp.length > 1 ? ruffs(presence(hands[opp[1]])) : 0);
    }

    /** 1 if a partner of {@code me} still to play to the trick can beat its winning card, else 0. */
    private int mateMayWin(int me) {
        for (int p : partners[me]) {
            int after = p > me ? p - me : p - me + seats;
            if (inTrick + after < seats && canBeat(presence(hands[p]), win)) {
                return 1;
            }
        }
        return 0;
    }

    private void scoreFollows(int[] moves, int from, int n, int[] score, long others) {
        int me = toAct;
        int next = nextOpponent[4 * me + inTrick];
        // The next opponent's faces, one bit each, read once for all the follows.
        long held = next < 0 ? 0 : presence(hands[next]);
        boolean partnerWins = side[winSeat] == side[me];
        boolean third = inTrick == seats - 2;
        // Both worked out only when a move needs them (-1 until then).
        int ruffable = -1;
        int mateMayWin = -1;
        for (int i = from; i < n; i++) {
            int f = moves[i];
            boolean wins = beats(f, win);
            int w = wins ? f : win;
            int high = suitOf[f] == suitOf[led] && f > highLed ? f : highLed;
            long answers = next < 0 ? 0 : following(held, led, w, high);
            boolean ours = wins || partnerWins;
            // Onto the side's trick, counters first; but a counter that tops its suit, where no opponent can ruff
            // it, wins a trick of its own later: kept.
            int smear = value[f] * 8;
            if (smear != 0 && (others & above[f]) == 0) {
                if (ruffable < 0) {
                    ruffable = ruffable(me);
                }
                smear = (ruffable & 1 << suitOf[f]) == 0 ? -smear : smear;
            }
            int sc;
            if (ours && (next < 0 || !canBeat(held, w))) {
                // A trick no opponent still to play can take.
                sc = 400 + smear - rankOf[f] - (suitOf[f] == trumpSuit ? 10 : 0);
            } else if (third && ours) {
                // Ours for now, but the last hand can take it: give nothing away.
                sc = 100 - value[f] * 8 - rankOf[f];
            } else if (wins && !partnerWins) {
                sc = 300 - rankOf[f] - (suitOf[f] == trumpSuit ? 10 : 0);
            } else {
                if (!partnerWins && mateMayWin < 0) {
                    mateMayWin = mateMayWin(me);
                }
                // Onto the partner's trick, or one a partner still to play can take, counters first.
                sc = partnerWins || mateMayWin > 0 ? smear - rankOf[f] - (suitOf[f] == trumpSuit ? 40 : 0)
                        : -value[f] * 8 - rankOf[f];
            }
            score[i] = sc - 3 * Long.bitCount(answers);
        }
    }
}
