package dev.pinochle.ai;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Counting;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Played;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.core.Trick;
import java.util.ArrayList;
import java.util.List;

/**
 * One card-play decision seen from the seat: the trick so far, the legal cards, and the card counting
 * the heuristic players reason with (what is still out, who may be void, how likely a card is beaten).
 */
final class Situation {
    /** What a single-deck hand's counters and last trick add up to. */
    private static final int SINGLE_DECK_POINTS = 250;
    /** Worlds dealt for the odds a card is beaten (measured: 48 keep Medium's p95 under half a millisecond). */
    private static final int WORLDS = 48;

    final SeatView view;
    final Belief belief;
    final RuleSet rules;
    final Deck deck;
    final Counting counting;
    final Suit trump;
    final int me;
    final int seats;
    final Card led;
    final Card winner;
    final int winnerSeat;
    final int trickPoints;
    /** Seats still to play to this trick after this one, in order. */
    final int[] after;
    /** Legal cards, one copy of each face. */
    final long legal;
    final long hand;
    private final long seed;
    private long[][] worlds;

    /** With the worlds behind the odds drawn from seed 0: for tests, and rollouts that have no bot seed. */
    Situation(SeatView view) {
        this(view, 0);
    }

    /** {@code seed}: the bot's, from which the worlds behind the odds are drawn (with the view, {@link ViewKey}). */
    Situation(SeatView view, long seed) {
        this.seed = seed;
        this.view = view;
        this.belief = Belief.of(view);
        this.rules = view.rules();
        this.deck = rules.deck();
        this.counting = rules.counting();
        this.trump = view.trump();
        this.me = view.seat();
        this.seats = view.seats();
        this.hand = belief.mine();
        long l = 0;
        for (Action a : view.legal()) {
            if (a instanceof Action.Play p) {
                l |= deck.one(p.card());
            }
        }
        this.legal = l;
        List<Played> trick = view.trick();
        if (trick.isEmpty()) {
            led = null;
            winner = null;
            winnerSeat = -1;
            trickPoints = 0;
        } else {
            led = trick.get(0).card();
            Card w = led;
            int ws = trick.get(0).seat();
            int pts = 0;
            for (Played p : trick) {
                pts += counting.value(p.card().rank());
                if (Trick.beats(p.card(), w, trump)) {
                    w = p.card();
                    ws = p.seat();
                }
            }
            winner = w;
            winnerSeat = ws;
            trickPoints = pts;
        }
        int left = seats - 1 - trick.size();
        after = new int[left];
        for (int i = 0; i < left; i++) {
            after[i] = (me + 1 + i) % seats;
        }
    }

    boolean leading() {
        return led == null;
    }

    boolean last() {
        return after.length == 0;
    }

    /** Whether the partner plays to this trick after this seat: it may be forced to beat our card (STRICT). */
    boolean partnerStillToPlay() {
        for (int o : after) {
            if (isPartner(o)) {
                return true;
            }
        }
        return false;
    }

    /** The partner, three-handed the fellow defender; -1 if none. */
    int partner() {
        if (seats == 3) {
            int bidder = view.contractor();
            return bidder >= 0 && bidder != me ? 3 - me - bidder : -1;
        }
        return seats == 4 ? (me + 2) % 4 : -1;
    }

    /** The side a seat plays for in the tricks: three-handed, the two defenders are one side against the bidder. */
    int side(int seat) {
        return seats == 3 && view.contractor() >= 0 ? (seat == view.contractor() ? 0 : 1) : view.sideOf(seat);
    }

    boolean isPartner(int seat) {
        return seat != me && side(seat) == side(me);
    }

    boolean partnerWinning() {
        return winnerSeat >= 0 && isPartner(winnerSeat);
    }

    boolean ourContract() {
        return view.contractor() >= 0 && side(view.contractor()) == side(me);
    }

    /** A defender at the partnership table: the defenders' rules measured there alone (not the double deck). */
    boolean partnershipDefender() {
        return rules.mode() == Mode.PARTNERSHIP && view.contractor() >= 0 && !ourContract();
    }

    int value(Card c) {
        return counting.value(c.rank());
    }

    /**
     * A card's counters on the single deck's scale, to weigh against ranks and card counts, which do not shrink:
     * the double deck's counters are a point each of a hand's 50, the single deck's ten of 250.
     */
    int weight(Card c) {
        return value(c) * SINGLE_DECK_POINTS / rules.trickPoints();
    }

    boolean isCounter(Card c) {
        return counting.isCounter(c.rank());
    }

    /** Distinct legal faces, high to low within suit. */
    List<Card> legalCards() {
        return deck.faces(legal);
    }

    boolean beatsWinner(Card c) {
        return winner == null || Trick.beats(c, winner, trump);
    }

    /** Cards still out (not mine, not played) that outrank {@code c} in its suit. */
    int outAbove(Card c) {
        return deck.size(belief.unseen() & deck.aboveMask(c));
    }

    int count(long set, Suit s) {
        return deck.size(set & deck.suitMask(s));
    }

    boolean isTrump(Card c) {
        return c.suit() == trump;
    }

    /**
     * Probability that {@code holder} has at least one card of {@code set} (unseen cards). Sets are counts per
     * face, so they are compared by face: one known copy of a face both of whose copies are unseen is a hit, though
     * the counts 1 and 2 share no bit.
     */
    double pHolds(int holder, long set) {
        long faces = deck.presence(set) * ((1L << deck.width()) - 1);
        if ((belief.known(holder) & faces) != 0) {
            return 1;
        }
        long allowed = belief.free() & ~belief.excluded(holder);
        int m = deck.size(allowed & faces);
        if (m == 0) {
            return 0;
        }
        int room = belief.size(holder) - deck.size(belief.known(holder));
        int pool = deck.size(allowed);
        if (room <= 0) {
            return 0;
        }
        if (room >= pool) {
            return 1;
        }
        double none = 1;
        for (int i = 0; i < room; i++) {
            none *= Math.max(0, (double) (pool - m - i)) / (pool - i);
        }
        return 1 - none;
    }

    double pVoid(int holder, Suit s) {
        return 1 - pHolds(holder, deck.suitMask(s) & belief.unseen());
    }

    /**
     * Probability that an opponent still to play beats {@code card} once it wins the trick: by a higher card of
     * its suit when following, or by trumping (or over-trumping) when void in the suit led.
     */
    double pBeaten(Card card) {
        if (perSeat(card) == 0) {
            return 0;
        }
        Suit ledSuit = led == null ? card.suit() : led.suit();
        long ledMask = deck.suitMask(ledSuit);
        long trumpMask = deck.suitMask(trump);
        long above = deck.aboveMask(card);
        boolean following = card.suit() == ledSuit;
        long[][] ws = worlds();
        int hits = 0;
        for (long[] w : ws) {
            for (int o : after) {
                if (isPartner(o)) {
                    continue;
                }
                long h = w[o];
                boolean beat = following
                        ? (h & above) != 0 || ledSuit != trump && (h & ledMask) == 0 && (h & trumpMask) != 0
                        : (h & ledMask) == 0 && (h & above) != 0;
                if (beat) {
                    hits++;
                    break;
                }
            }
        }
        // A card some deal lets an opponent beat is never quite safe, though no world drawn has that deal.
        return Math.max(hits, 0.5) / ws.length;
    }

    /**
     * Probability that the partner, last to play to this trick, takes it: its highest card of the suit led (a
     * trump if it has none) beats the card winning now and the highest any opponent between us can play. 0 when
     * the partner does not play last.
     */
    double pPartnerTakes() {
        if (after.length == 0 || !isPartner(after[after.length - 1])) {
            return 0;
        }
        int partner = after[after.length - 1];
        long[][] ws = worlds();
        int takes = 0;
        for (long[] w : ws) {
            Card p = top(w[partner]);
            boolean wins = p != null && beatsWinner(p);
            for (int i = 0; wins && i < after.length - 1; i++) {
                Card o = top(w[after[i]]);
                wins = o == null || !Trick.beats(o, p, trump);
            }
            if (wins) {
                takes++;
            }
        }
        return (double) takes / ws.length;
    }

    /** The highest card a hand can play to this trick to win it: of the suit led, else a trump; null if neither. */
    private Card top(long hand) {
        long suit = hand & deck.suitMask(led.suit());
        long set = suit != 0 ? suit : hand & deck.suitMask(trump);
        return set == 0 ? null : deck.faces(set).get(0);
    }

    /**
     * Deals of the unseen cards consistent with what this seat knows, drawn once per decision from the view's own
     * stream: the odds are counted in them, so that one seat's cards leave less room for another's (the
     * per-seat formula read 0.2 to 0.5 where a third more were beaten).
     */
    private long[][] worlds() {
        if (worlds == null) {
            Sampler sampler = new Sampler(belief);
            Shuffle rng = ViewKey.random(Shuffle.derive(seed, 0x0dd5L), view);
            worlds = new long[belief.determined() ? 1 : WORLDS][];
            for (int i = 0; i < worlds.length; i++) {
                worlds[i] = sampler.deal(rng, 8, null);
            }
        }
        return worlds;
    }

    /** The per-seat estimate: only its zero is used, as a card no opponent after this seat can beat. */
    private double perSeat(Card card) {
        Suit ledSuit = led == null ? card.suit() : led.suit();
        double safe = 1;
        for (int o : after) {
            if (isPartner(o)) {
                continue;
            }
            long higher = belief.unseen() & deck.aboveMask(card);
            double p;
            if (card.suit() == ledSuit) {
                double follow = 1 - pVoid(o, ledSuit);
                double trumps = ledSuit == trump ? 0 : pHolds(o, deck.suitMask(trump) & belief.unseen());
                p = pHolds(o, higher) + (1 - follow) * trumps;
            } else {
                p = pVoid(o, ledSuit) * pHolds(o, higher);
            }
            safe *= 1 - Math.min(1, p);
        }
        return 1 - safe;
    }

    /** The lowest of a set of faces: non-counters before counters, then by rank; trumps last. */
    Card cheapest(List<Card> cards) {
        Card best = null;
        for (Card c : cards) {
            if (best == null || cost(c) < cost(best)) {
                best = c;
            }
        }
        return best;
    }

    private int cost(Card c) {
        return (isTrump(c) ? 100 : 0) + value(c) * 3 + c.rank().ordinal();
    }

    /** The card that wins most cheaply: lowest rank among the winners, trumps only when nothing else wins. */
    Card cheapestWinner(List<Card> winners) {
        Card best = null;
        for (Card c : winners) {
            if (best == null || winCost(c) < winCost(best)) {
                best = c;
            }
        }
        return best;
    }

    private int winCost(Card c) {
        return (isTrump(c) && led != null && led.suit() != trump ? 100 : 0) + c.rank().ordinal();
    }

    List<Card> winners() {
        List<Card> out = new ArrayList<>();
        for (Card c : legalCards()) {
            if (beatsWinner(c)) {
                out.add(c);
            }
        }
        return out;
    }

    /** Whether {@code c} is the highest card of its suit still out (the other copy of it may be out too). */
    boolean isBoss(Card c) {
        return outAbove(c) == 0;
    }

    static boolean isAce(Card c) {
        return c.rank() == Rank.ACE;
    }
}
