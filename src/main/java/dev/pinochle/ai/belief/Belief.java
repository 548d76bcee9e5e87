package dev.pinochle.ai.belief;

import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import dev.pinochle.core.Trick;
import dev.pinochle.core.TrickRecord;
import java.util.ArrayList;
import java.util.List;

/**
 * What one seat can infer about where the cards it cannot see are, from public facts only: shown meld,
 * cards it passed, failures to follow (voids), and the must-beat rule (a player who did not beat holds
 * nothing higher in that suit). Built afresh from a {@link SeatView} for each decision, so it can never
 * know more than the view.
 *
 * <p>Holders are the seats, plus a last holder for cards out of everyone's hand when the seat cannot see them:
 * the duel's stock while it lasts; three-handed, the widow during the auction, and for a defender the three
 * cards the bidder buried (the bidder knows its own, so they are simply out of play for it).
 */
public final class Belief {
    private final RuleSet rules;
    private final Deck deck;
    private final int me;
    private final int seats;
    private final int holders;
    private final int contractor;
    /** The holder that is the bidder's buried cards, or -1. */
    private final int buriedHolder;
    private final Suit trump;
    private final long mine;
    private final long played;
    private final long[] playedBy;
    private final long unseen;
    private final long[] known;
    private final long[] excluded;
    private final int[] sizes;
    private final int[] meldShown;
    private final long free;

    private Belief(SeatView view) {
        rules = view.rules();
        deck = rules.deck();
        me = view.seat();
        seats = view.seats();
        trump = view.trump();
        boolean duel = rules.mode() == Mode.DUEL;
        boolean threeHanded = rules.mode() == Mode.THREE_HANDED;
        contractor = view.contractor();
        boolean buriedOut = threeHanded && afterMeld(view.phase()) && view.trump() != null;
        boolean pile = duel ? view.stockSize() > 0
                : threeHanded && (view.phase() == Phase.AUCTION || buriedOut && me != contractor);
        holders = seats + (pile ? 1 : 0);
        buriedHolder = pile && buriedOut ? seats : -1;
        mine = CardSets.of(deck, view.hand());
        playedBy = new long[seats];
        long all = 0;
        for (TrickRecord t : view.tricks()) {
            for (Played p : t.cards()) {
                playedBy[p.seat()] += deck.one(p.card());
            }
        }
        for (Played p : view.trick()) {
            playedBy[p.seat()] += deck.one(p.card());
        }
        for (long p : playedBy) {
            all += p;
        }
        played = all;
        unseen = deck.full() - mine - played - CardSets.of(deck, view.buried());
        sizes = new int[holders];
        for (int s = 0; s < seats; s++) {
            sizes[s] = view.handSizes().get(s);
        }
        if (holders > seats) {
            sizes[seats] = duel ? view.stockSize() : deck.size(unseen) - view.handSizes().stream()
                    .mapToInt(Integer::intValue).sum() + deck.size(mine);
        }
        known = new long[holders];
        excluded = new long[holders];
        meldShown = new int[seats];
        known[me] = mine;
        readMeld(view);
        readPasses(view);
        if (duel) {
            readExposed(view);
        }
        if (buriedHolder >= 0) {
            readWidow(view);
        }
        for (int s = 0; s < seats; s++) {
            if (s != me) {
                known[s] = CardSets.min(deck, known[s], unseen);
            }
        }
        readTricks(view);
        long k = 0;
        for (int h = 0; h < holders; h++) {
            if (h != me) {
                k += known[h];
            }
        }
        free = unseen - k;
    }

    /** The belief of the seat whose view this is. */
    public static Belief of(SeatView view) {
        return new Belief(view);
    }

    /** Meld cards a seat showed, less what it has played since: the floor of what it still holds. */
    private void readMeld(SeatView view) {
        Phase phase = view.phase();
        boolean shown = rules.mode() != Mode.DUEL && view.trump() != null && afterMeld(phase);
        for (int s = 0; s < seats; s++) {
            List<Meld> melds = view.melds().get(s);
            int total = 0;
            for (Meld m : melds) {
                total += m.points();
            }
            meldShown[s] = shown ? total : -1;
            if (s == me || melds.isEmpty() || rules.mode() == Mode.DUEL) {
                // The duel's melds stay on the table while held, and readExposed reads what is still there: a
                // dix exchanged for the turned-up card is listed among the melds but went to the stock.
                continue;
            }
            long cards = MeldTable.proven(rules, view.trump(), melds);
            if (s == contractor && rules.mode() == Mode.THREE_HANDED
                    && deck.size(cards) > rules.mode().handSize()) {
                // Fewer than three cards outside the meld: the bidder could bury any, so the meld proves nothing.
                continue;
            }
            known[s] = CardSets.max(deck, known[s], CardSets.minusFloor(deck, cards, playedBy[s]));
        }
    }

    private static boolean afterMeld(Phase phase) {
        return phase == Phase.CONCEDE_OR_PLAY || phase == Phase.TRICKS || phase == Phase.HAND_OVER;
    }

    /**
     * Three-handed, seen by a defender: the widow went to the bidder, so each widow card it has not played since
     * is in its hand or buried. When no other copy of that face is unseen, the fellow defender cannot hold it.
     */
    private void readWidow(SeatView view) {
        long widow = CardSets.of(deck, view.widow());
        long stillThere = CardSets.minusFloor(deck, widow, playedBy[contractor]);
        for (long p = deck.presence(stillThere); p != 0; p &= p - 1) {
            int off = Long.numberOfTrailingZeros(p);
            long face = ((1L << deck.width()) - 1) << off;
            if ((unseen & face) == (stillThere & face)) {
                for (int s = 0; s < seats; s++) {
                    if (s != contractor) {
                        exclude(s, face);
                    }
                }
            }
        }
    }

    /** Cards this seat gave its partner are there unless given back or played. */
    private void readPasses(SeatView view) {
        if (view.given().isEmpty() || !rules.mode().partnerships()) {
            return;
        }
        int partner = (me + 2) % 4;
        long given = CardSets.of(deck, view.given());
        if (me != view.contractor()) {
            given = CardSets.minusFloor(deck, given, CardSets.of(deck, view.received()));
        }
        known[partner] = CardSets.max(deck, known[partner], CardSets.minusFloor(deck, given, playedBy[partner]));
    }

    /**
     * Duel: meld on the table stays in hand until played, and so does the turned-up card a dix exchange took
     * (unless a copy of it has been played since); the turned-up trump is the stock's last card.
     */
    private void readExposed(SeatView view) {
        for (int s = 0; s < seats; s++) {
            if (s != me && s < view.exposed().size()) {
                known[s] = CardSets.max(deck, known[s], CardSets.of(deck, view.exposed().get(s)));
                Card taken = view.exchangedCardHeld(s);
                if (taken != null) {
                    known[s] = CardSets.max(deck, known[s], deck.one(taken));
                }
            }
        }
        if (holders > seats && view.turnedUp() != null) {
            known[seats] = deck.one(view.turnedUp());
        }
    }

    /**
     * Voids and must-beat inferences, trick by trick. In the duel only the play-off (after the stock is gone)
     * carries duties, and cards drawn earlier could refill a suit, so earlier tricks say nothing.
     */
    private void readTricks(SeatView view) {
        boolean duel = rules.mode() == Mode.DUEL;
        int firstBinding = duel ? rules.mode().handSize() : 0;
        List<TrickRecord> done = view.tricks();
        for (int t = 0; t < done.size(); t++) {
            if (t >= firstBinding) {
                readTrick(done.get(t).cards(), t == 0, duel);
            }
        }
        if (!view.trick().isEmpty() && done.size() >= firstBinding) {
            readTrick(view.trick(), done.isEmpty(), duel);
        }
    }

    private void readTrick(List<Played> cards, boolean first, boolean duel) {
        Card led = cards.get(0).card();
        Card winner = led;
        Card highestLed = led;
        if (first && rules.firstLeadTrump() && !duel && led.suit() != trump) {
            exclude(cards.get(0).seat(), deck.suitMask(trump));
        }
        for (int i = 1; i < cards.size(); i++) {
            int s = cards.get(i).seat();
            Card c = cards.get(i).card();
            boolean strict = duel || rules.playRules() == RuleSet.PlayRules.STRICT;
            if (c.suit() != led.suit()) {
                exclude(s, deck.suitMask(led.suit()));
                if (c.suit() != trump) {
                    boolean mayDiscard = !duel && strict && rules.mayDiscardWhenCannotOvertrump()
                            && winner.suit() == trump;
                    exclude(s, mayDiscard ? deck.aboveMask(winner) : deck.suitMask(trump));
                } else if (strict && winner.suit() == trump && !beats(c, winner)) {
                    exclude(s, deck.aboveMask(winner));
                }
            } else if (strict) {
                boolean trumped = winner.suit() != led.suit();
                if (!trumped && !beats(c, winner)) {
                    exclude(s, deck.aboveMask(winner));
                } else if (trumped && rules.headLedSuitWhenTrumped() && !duel
                        && c.rank().compareTo(highestLed.rank()) <= 0) {
                    exclude(s, deck.aboveMask(highestLed));
                }
            }
            if (beats(c, winner)) {
                winner = c;
            }
            if (c.suit() == led.suit() && c.rank().compareTo(highestLed.rank()) > 0) {
                highestLed = c;
            }
        }
    }

    private boolean beats(Card c, Card w) {
        return Trick.beats(c, w, trump);
    }

    private void exclude(int seat, long fields) {
        if (seat != me) {
            excluded[seat] |= fields;
        }
    }

    public RuleSet rules() {
        return rules;
    }

    public Deck deck() {
        return deck;
    }

    public int me() {
        return me;
    }

    public int seats() {
        return seats;
    }

    /** Seats, plus a last holder for the stock, the widow or the buried cards while this seat cannot see them. */
    public int holders() {
        return holders;
    }

    public Suit trump() {
        return trump;
    }

    /** The contract holder, -1 during the auction. */
    public int contractor() {
        return contractor;
    }

    /** The holder standing for the bidder's buried cards (three-handed, a defender's view), or -1. */
    public int buriedHolder() {
        return buriedHolder;
    }

    /** This seat's cards. */
    public long mine() {
        return mine;
    }

    /** Every card played this hand, the trick in progress included. */
    public long played() {
        return played;
    }

    public long playedBy(int seat) {
        return playedBy[seat];
    }

    /** Cards in other hands (and the stock): neither mine nor played. */
    public long unseen() {
        return unseen;
    }

    /** Cards a holder is known to hold now (its own hand for this seat). */
    public long known(int holder) {
        return known[holder];
    }

    /** Field mask of faces a holder cannot hold. */
    public long excluded(int holder) {
        return excluded[holder];
    }

    /** Cards a holder holds. */
    public int size(int holder) {
        return sizes[holder];
    }

    /** Unseen cards not known to be with anyone: what a sampler deals. */
    public long free() {
        return free;
    }

    /**
     * Whether only one deal fits: at most one other holder has room for cards not known to be with it (the duel's
     * play-off, where the opponent holds every unseen card).
     */
    public boolean determined() {
        int open = 0;
        for (int h = 0; h < holders; h++) {
            if (h != me && sizes[h] > deck.size(known[h])) {
                open++;
            }
        }
        return open <= 1;
    }

    /** The meld total a seat showed, or -1 before meld is shown (and always in the duel). */
    public int meldShown(int seat) {
        return meldShown[seat];
    }

    /** Every card a holder might hold: what it is known to hold plus the free cards it is not excluded from. */
    public long possible(int holder) {
        if (holder == me) {
            return mine;
        }
        return known[holder] + (free & ~excluded[holder]);
    }

    /** Whether a holder surely has no card of the suit. */
    public boolean isVoid(int holder, Suit suit) {
        return (possible(holder) & deck.suitMask(suit)) == 0;
    }

    /** The holders (other than this seat) that may hold a card, for tests and explanations. */
    public List<Integer> mayHold(Card c) {
        List<Integer> out = new ArrayList<>();
        for (int h = 0; h < holders; h++) {
            if (h != me && deck.count(possible(h), c) > 0) {
                out.add(h);
            }
        }
        return out;
    }
}
