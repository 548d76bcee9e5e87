package dev.pinochle.ai.search;

import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import java.util.List;

/**
 * Double-dummy solver: with every hand known, the counters (and last-trick bonus) each side takes from here
 * on when both sides play perfectly for points. Partnership trick play under any play rules, and the duel's
 * play-off (two seats, follow and beat).
 *
 * <p>Fail-soft alpha-beta on side 0's points. A transposition table keyed on the full position (every hand and
 * the leader) holds bounds at trick boundaries, where the future no longer depends on the past. Cards that are
 * equivalent for the rest of the hand are searched once: same suit, same counter value, and no card in between
 * in another hand (or, for the trick in progress, on the table). Moves are ordered winners-first when leading
 * and following with a chance, cheapest-first when losing, counters first onto a partner's trick.
 *
 * <p>Not thread-safe; one instance is reused for many searches. A node cap makes {@link #aborted()} true and
 * the search unwinds at once; callers keep whatever they finished.
 */
public final class Solver {
    private static final int TT_BITS = 19;
    private static final int INF = 1 << 20;
    private static final int TT_STRIDE = 5;

    private final Deck deck;
    private final int seats;
    private final int handSize;
    private final int width;
    private final int ranks;
    private final long fieldMask;
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

    private final long[] key = new long[4];
    /** The highest face of each face's value group: the run of ranks of its suit with one counter value. */
    private final int[] groupTop;
    /** {@code keyShift[k]}: fields of the faces that move up {@code k} places in the key being made. */
    private final long[] keyShift;
    /** Faces present in some hand at the node last keyed (one bit per face). */
    private long keyPresent;
    /** Each seat's side: partners share one; side 0 is the one whose points are counted. */
    private final int[] side = {0, 1, 0, 1};

    private final long[] hands = new long[4];
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

    /** Entries of {@link #TT_STRIDE} longs: four hands (the leader in the first one's top bits), then meta. */
    private final long[] tt = new long[(1 << TT_BITS) * TT_STRIDE];
    private int generation;

    private final int[][] moveBuf = new int[96][24];
    private final int[][] scoreBuf = new int[96][24];
    private int ply;
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
        for (int f = 0; f < faces; f++) {
            Card c = deck.cardAt(f * width);
            value[f] = rules.counting().value(c.rank());
            above[f] = deck.aboveMask(c);
            one[f] = 1L << (f * width);
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
        keyShift = new long[widest];
        int g = lastTrick;
        for (int f = 0; f < faces; f++) {
            g = gcd(g, value[f]);
        }
        grid = Math.max(1, g);
    }

    /**
     * Three-handed: the bidder plays alone as side 0 against the other seats. By default seats 0 and 2 are side 0
     * (the partnership and the duel's seat 0).
     */
    public void soloist(int seat) {
        for (int s = 0; s < side.length; s++) {
            side[s] = s == seat ? 0 : 1;
        }
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
        inTrick = 0;
        led = -1;
        trickPts = 0;
        trickSet = 0;
        int leader = trick.isEmpty() ? seatToAct : trick.get(0).seat();
        tricksLeft = deck.size(seatHands[leader]) + (trick.isEmpty() ? 0 : 1);
        toAct = leader;
        for (Played p : trick) {
            int f = deck.offset(p.card()) / width;
            hands[toAct] += one[f];
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
        generation++;
        if ((generation & 0xFFFF) == 0) {
            java.util.Arrays.fill(tt, 0);
            generation++;
        }
    }

    /** Seat to act in the position. */
    public int toAct() {
        return toAct;
    }

    /** Points side 0 takes from here on with perfect play, or an undefined value if the node cap is hit. */
    public int value(long maxNodes) {
        nodeLimit = nodes + maxNodes;
        return bisect(0, total());
    }

    /**
     * The exact value by null-window searches that halve the interval known to hold it: each asks only
     * "at least g?", which prunes far more than a full window, and the table keeps the bounds between rounds.
     */
    private int bisect(int lo, int hi) {
        while (lo < hi && !aborted) {
            int g = (lo + hi + 1) >>> 1;
            g = grid * ((g + grid - 1) / grid);
            if (g > hi) {
                g = hi;
            }
            int v = search(g - 1, g);
            if (v >= g) {
                lo = v;
            } else {
                hi = v;
            }
        }
        return lo;
    }

    /**
     * Exact values (points for the side to act, from here on) of every distinct legal card, in
     * {@link Deck#faces} order of {@link #legalCards()}. Equivalent cards share a search. Returns null if the
     * node cap was hit.
     */
    public int[] cardValues(long maxNodes) {
        nodeLimit = nodes + maxNodes;
        long legal = legal(toAct);
        int mySide = side[toAct];
        int n = 0;
        for (long p = deck.presence(legal); p != 0; p &= p - 1) {
            n++;
        }
        int[] out = new int[n];
        int[] rep = new int[n];
        int[] fields = new int[n];
        int i = 0;
        int prev = -1;
        for (long p = deck.presence(legal); p != 0; p &= p - 1) {
            int f = Long.numberOfTrailingZeros(p) / width;
            fields[i] = f;
            rep[i] = prev >= 0 && equivalent(prev, f, toAct) ? rep[i - 1] : i;
            prev = f;
            i++;
        }
        for (i = 0; i < n; i++) {
            if (rep[i] != i) {
                out[i] = out[rep[i]];
                continue;
            }
            int v = searchMove(fields[i]);
            if (aborted) {
                return null;
            }
            out[i] = mySide == 0 ? v : total() - v;
        }
        return out;
    }

    /** The distinct legal cards of the seat to act. */
    public long legalCards() {
        return deck.presence(legal(toAct));
    }

    /** Points still to be taken: counters in hands and on the table, and the last trick. */
    public int total() {
        int pts = trickPts + lastTrick;
        for (int s = 0; s < seats; s++) {
            for (long p = deck.presence(hands[s]); p != 0; p &= p - 1) {
                int off = Long.numberOfTrailingZeros(p);
                pts += value[off / width] * (int) ((hands[s] >>> off) & fieldMask);
            }
        }
        return pts;
    }

    private int searchMove(int f) {
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
        int v = gain + bisect(0, total());
        undo(f, sToAct, sIn, sLed, sWin, sWinSeat, sHigh, sPts, sSet, sLeft);
        return v;
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
        long kA = 0;
        long k1 = 0;
        long k2 = 0;
        long k3 = 0;
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
            kA = makeKey();
            k1 = key[1];
            k2 = key[2];
            k3 = key[3];
            present = keyPresent;
            slot = slot(kA, k1, k2, k3);
            long meta = tt[slot + 4];
            if (matches(slot, kA, k1, k2, k3, meta)) {
                int lo = (int) (meta >>> 32) & 0xFFFF;
                int hi = (int) (meta >>> 16) & 0xFFFF;
                if (lo == hi || lo >= beta) {
                    return lo;
                }
                if (hi <= alpha) {
                    return hi;
                }
                alpha = Math.max(alpha, lo);
                beta = Math.min(beta, hi);
            }
        }
        int windowAlpha = alpha;
        int windowBeta = beta;
        int[] moves = moveBuf[ply];
        int n = generate(moves, slot);
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
                        break;
                    }
                }
            }
        }
        ply--;
        if (slot >= 0) {
            keyPresent = present;
            store(slot, kA, k1, k2, k3, best, windowAlpha, windowBeta, canonical(bestMove));
        }
        return best;
    }

    /** Every seat holds one card: play them out. */
    private int playLastTrick() {
        int seat = toAct;
        int w = -1;
        int ws = seat;
        int pts = lastTrick;
        for (int i = 0; i < seats; i++) {
            int f = Long.numberOfTrailingZeros(hands[seat]) / width;
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
     * The table key of a position at a trick boundary, in {@link #key}: every hand and the leader, after squeezing
     * out, within each run of equal-valued ranks of a suit, the faces nobody holds any more. Such positions play
     * out alike (the cards left have the same order and the same values), so they share an entry. Returns the
     * first word, which carries the leader.
     */
    private long makeKey() {
        long present = 0;
        for (int s = 0; s < seats; s++) {
            present |= hands[s];
        }
        present = deck.presence(present);
        keyPresent = present;
        java.util.Arrays.fill(keyShift, 0);
        int gap = 0;
        for (int f = deck.faces() - 1; f >= 0; f--) {
            if (groupTop[f] == f) {
                gap = 0;
            }
            if ((present & (1L << (f * width))) == 0) {
                gap++;
            } else if (gap > 0) {
                keyShift[gap] |= fieldMask << (f * width);
            }
        }
        for (int s = 0; s < 4; s++) {
            long h = hands[s];
            long k = h;
            for (int d = 1; d < keyShift.length; d++) {
                long moving = h & keyShift[d];
                k += (moving << (d * width)) - moving;
            }
            key[s] = k;
        }
        return key[0] | ((long) toAct << 61);
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

    private int slot(long kA, long k1, long k2, long k3) {
        long h = kA * 0x9E3779B97F4A7C15L ^ k1 * 0xC2B2AE3D27D4EB4FL ^ k2 * 0x165667B19E3779F9L
                ^ k3 * 0xD6E8FEB86659FD93L;
        h ^= h >>> 29;
        return (int) (h & ((1 << TT_BITS) - 1)) * TT_STRIDE;
    }

    /** Meta layout: generation (16 bits) | lower bound (16) | upper bound (16) | best move, as keyed (16). */
    private boolean matches(int slot, long kA, long k1, long k2, long k3, long meta) {
        return (int) (meta >>> 48) == (generation & 0xFFFF) && tt[slot] == kA && tt[slot + 1] == k1
                && tt[slot + 2] == k2 && tt[slot + 3] == k3;
    }

    private void store(int slot, long kA, long k1, long k2, long k3, int best, int alpha, int beta, int move) {
        long meta = tt[slot + 4];
        boolean same = matches(slot, kA, k1, k2, k3, meta);
        int lo = same ? (int) (meta >>> 32) & 0xFFFF : 0;
        int hi = same ? (int) (meta >>> 16) & 0xFFFF : 0xFFFF;
        if (best <= alpha) {
            hi = Math.min(hi, best);
        } else if (best >= beta) {
            lo = Math.max(lo, best);
        } else {
            lo = best;
            hi = best;
        }
        tt[slot] = kA;
        tt[slot + 1] = k1;
        tt[slot + 2] = k2;
        tt[slot + 3] = k3;
        tt[slot + 4] = ((long) (generation & 0xFFFF) << 48) | ((long) lo << 32) | ((long) hi << 16) | move;
    }

    private int ttMove(int slot) {
        long meta = tt[slot + 4];
        return (int) (meta >>> 48) == (generation & 0xFFFF) ? actual((int) (meta & 0xFFFF)) : -1;
    }

    // ------------------------------------------------------------------ moves

    /** Plays field {@code f} for the seat to act; returns the points side 0 gains if the trick completes. */
    private int play(int f) {
        hands[toAct] -= one[f];
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
            if (f / ranks == led / ranks && f > highLed) {
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
    }

    private boolean beats(int f, int w) {
        int fs = f / ranks;
        return fs == w / ranks ? f > w : fs == trumpSuit;
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
        int ledSuit = led / ranks;
        long inLed = hand & suitMask[ledSuit];
        long trumps = hand & suitMask[trumpSuit];
        if (playOff) {
            if (inLed != 0) {
                long over = inLed & above[led];
                return over != 0 ? over : inLed;
            }
            return trumps != 0 ? trumps : hand;
        }
        if (noHead) {
            return inLed != 0 ? inLed : trumps != 0 ? trumps : hand;
        }
        if (inLed != 0) {
            boolean trumped = win / ranks != ledSuit;
            int toBeat = trumped ? (headLed ? highLed : -1) : win;
            if (toBeat < 0) {
                return inLed;
            }
            long over = inLed & above[toBeat];
            return over != 0 ? over : inLed;
        }
        if (trumps == 0) {
            return hand;
        }
        if (win / ranks != trumpSuit) {
            return trumps;
        }
        long over = trumps & above[win];
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
    private boolean equivalent(int lo, int hi, int seat) {
        if (lo / ranks != hi / ranks || value[lo] != value[hi]) {
            return false;
        }
        long others = 0;
        for (int s = 0; s < seats; s++) {
            if (s != seat) {
                others |= hands[s];
            }
        }
        long low = fieldMask << (lo * width);
        long between = above[lo] & ~above[hi];
        long onTable = (between & ~(fieldMask << (hi * width))) | low;
        return (others & (between | low)) == 0 && (trickSet & onTable) == 0;
    }

    /** Legal moves less equivalents, ordered; the table's best move first. */
    private int generate(int[] moves, int slot) {
        long legal = legal(toAct);
        int n = 0;
        int prev = -1;
        for (long p = deck.presence(legal); p != 0; p &= p - 1) {
            int f = Long.numberOfTrailingZeros(p) / width;
            if (prev >= 0 && equivalent(prev, f, toAct)) {
                moves[n - 1] = f;
                prev = f;
                continue;
            }
            moves[n++] = f;
            prev = f;
        }
        if (n > 1) {
            order(moves, n, slot >= 0 ? ttMove(slot) : -1);
        }
        return n;
    }

    private void order(int[] moves, int n, int ttBest) {
        int[] score = scoreBuf[ply];
        int me = toAct;
        long opponents = 0;
        long others = 0;
        for (int s = 0; s < seats; s++) {
            if (side[s] != side[me]) {
                opponents |= hands[s];
            }
            if (s != me) {
                others |= hands[s];
            }
        }
        boolean partnerWins = inTrick > 0 && side[winSeat] == side[me];
        for (int i = 0; i < n; i++) {
            int f = moves[i];
            int sc;
            if (f == ttBest) {
                sc = 1000;
            } else if (inTrick == 0) {
                boolean top = (others & above[f]) == 0;
                int suit = f / ranks;
                boolean ruffable = suit != trumpSuit && (opponents & suitMask[trumpSuit]) != 0
                        && opponentVoid(suit);
                sc = top && !ruffable ? 200 + value[f] * 4 : -(f % ranks) - value[f] * 4;
            } else if (partnerWins) {
                sc = value[f] * 8 - (f % ranks) - (f / ranks == trumpSuit ? 40 : 0);
            } else if (beats(f, win)) {
                sc = 300 - (f % ranks) - (f / ranks == trumpSuit ? 10 : 0);
            } else {
                sc = -value[f] * 8 - (f % ranks);
            }
            score[i] = sc;
        }
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int s = score[i];
            int j = i - 1;
            while (j >= 0 && score[j] < s) {
                moves[j + 1] = moves[j];
                score[j + 1] = score[j];
                j--;
            }
            moves[j + 1] = m;
            score[j + 1] = s;
        }
    }

    private boolean opponentVoid(int suit) {
        for (int s = 0; s < seats; s++) {
            if (side[s] != side[toAct] && (hands[s] & suitMask[suit]) == 0) {
                return true;
            }
        }
        return false;
    }
}
