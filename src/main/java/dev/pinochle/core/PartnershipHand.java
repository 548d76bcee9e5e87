package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One deal of partnership auction pinochle (§2), single or double deck: auction, trump, pass, meld,
 * throw-in or moon, twelve (or twenty) tricks, score. Sides are the partnerships {@code seat % 2}.
 *
 * <p>Each phase has a short legal-actions function and an apply function that read like the rulebook.
 * Trick play runs on card-set masks and allocates nothing, so playouts are cheap.
 */
public final class PartnershipHand implements HandState {
    private static final int SEATS = 4;
    /** Bids stop this many steps above the minimum: far beyond any makeable contract. */
    static final int MAX_BID_STEPS = 300;

    private final RuleSet rules;
    private final Deck deck;
    private final int dealer;
    private final int tricksPerHand;
    private final long[] hands = new long[SEATS];

    private Phase phase;
    private int toAct;

    // Auction: calls in order; a bid of 0 is a pass.
    private int[] callSeats;
    private int[] callBids;
    private int calls;
    private int passed; // bit per seat
    private int highBid;
    private int highBidder = -1;

    // Contract and pass.
    private int contractor = -1;
    private Suit trump;
    private long toBidder;
    private long toPartner;

    // Meld as shown: each seat's hand at meld time and its total.
    private final long[] meldHands = new long[SEATS];
    private final int[] meld = new int[SEATS];
    private boolean thrownIn;
    private boolean moon;

    // Tricks: every card played, in order, with its seat.
    private final int[] playedCard;
    private final int[] playedSeat;
    private int played;
    private int trickStart;
    private Card led;
    private Card winner;
    private int winnerSeat;
    private Card highestLed;
    private final int[] trickWinner;
    private int tricks;
    private final int[] counters = new int[2];
    private final int[] tricksWon = new int[2];

    /** {@link #legalCards()} of the current state, or -1 when not computed yet: shared by playouts and checks. */
    private long legalCache = -1;

    /** How the hand ended, once over; {@code null} after the last trick until scored. */
    private HandResult.Outcome ending;
    /** Built on first request, so that playouts allocate nothing. */
    private HandResult result;

    /** A hand dealt from {@code deal}: seat {@code dealer + 1 + i} gets the i-th run of cards. */
    public PartnershipHand(RuleSet rules, Deal deal, int dealer) {
        if (!rules.mode().partnerships()) {
            throw new IllegalArgumentException("a partnership hand needs a four-seat mode, not " + rules.mode());
        }
        if (deal.deck() != rules.deck()) {
            throw new IllegalArgumentException("the deal is not of the " + rules.deck() + " deck");
        }
        this.rules = rules;
        this.deck = rules.deck();
        this.dealer = dealer;
        int size = rules.mode().handSize();
        this.tricksPerHand = size;
        for (int i = 0; i < SEATS; i++) {
            hands[(dealer + 1 + i) % SEATS] = deal.set(i * size, (i + 1) * size);
        }
        this.playedCard = new int[deck.size()];
        this.playedSeat = new int[deck.size()];
        this.trickWinner = new int[size];
        this.callSeats = new int[8];
        this.callBids = new int[8];
        this.phase = Phase.AUCTION;
        this.toAct = opener();
    }

    private PartnershipHand(PartnershipHand o) {
        rules = o.rules;
        deck = o.deck;
        dealer = o.dealer;
        tricksPerHand = o.tricksPerHand;
        playedCard = new int[o.playedCard.length];
        playedSeat = new int[o.playedSeat.length];
        trickWinner = new int[o.trickWinner.length];
        copyFrom(o);
    }

    /**
     * Makes this hand an exact copy of {@code o}, a hand of the same rules and dealer, without allocating
     * (once the auction history fits): search and playouts reuse one scratch state this way.
     */
    public void copyFrom(PartnershipHand o) {
        if (o.rules != rules && !o.rules.equals(rules) || o.dealer != dealer) {
            throw new IllegalArgumentException("copyFrom needs a hand of the same rules and dealer");
        }
        System.arraycopy(o.hands, 0, hands, 0, SEATS);
        phase = o.phase;
        toAct = o.toAct;
        if (callSeats == null || callSeats.length < o.calls) {
            callSeats = new int[o.callSeats.length];
            callBids = new int[o.callBids.length];
        }
        System.arraycopy(o.callSeats, 0, callSeats, 0, o.calls);
        System.arraycopy(o.callBids, 0, callBids, 0, o.calls);
        calls = o.calls;
        passed = o.passed;
        highBid = o.highBid;
        highBidder = o.highBidder;
        contractor = o.contractor;
        trump = o.trump;
        toBidder = o.toBidder;
        toPartner = o.toPartner;
        System.arraycopy(o.meldHands, 0, meldHands, 0, SEATS);
        System.arraycopy(o.meld, 0, meld, 0, SEATS);
        thrownIn = o.thrownIn;
        moon = o.moon;
        System.arraycopy(o.playedCard, 0, playedCard, 0, o.played);
        System.arraycopy(o.playedSeat, 0, playedSeat, 0, o.played);
        played = o.played;
        trickStart = o.trickStart;
        led = o.led;
        winner = o.winner;
        winnerSeat = o.winnerSeat;
        highestLed = o.highestLed;
        System.arraycopy(o.trickWinner, 0, trickWinner, 0, o.tricks);
        tricks = o.tricks;
        counters[0] = o.counters[0];
        counters[1] = o.counters[1];
        tricksWon[0] = o.tricksWon[0];
        tricksWon[1] = o.tricksWon[1];
        ending = o.ending;
        result = o.result;
        legalCache = o.legalCache;
    }

    @Override
    public PartnershipHand copy() {
        return new PartnershipHand(this);
    }

    @Override
    public RuleSet rules() {
        return rules;
    }

    @Override
    public int dealer() {
        return dealer;
    }

    @Override
    public Phase phase() {
        return phase;
    }

    @Override
    public int toAct() {
        return toAct;
    }

    @Override
    public long handOf(int seat) {
        return hands[seat];
    }

    @Override
    public HandResult result() {
        if (phase == Phase.HAND_OVER && result == null) {
            result = score();
        }
        return result;
    }

    /** The seat left of the dealer, who opens the auction. */
    public int opener() {
        return (dealer + 1) % SEATS;
    }

    public int contractor() {
        return contractor;
    }

    public Suit trump() {
        return trump;
    }

    /** The contract once the auction ended, else the highest bid so far (0 if none). */
    public int bid() {
        return highBid;
    }

    /** The smallest bid the seat to act may make now. */
    public int minNextBid() {
        return highBid == 0 ? rules.minBid() : highBid + rules.bidStep();
    }

    /** The largest bid the rules accept. */
    public int maxBid() {
        return rules.minBid() + MAX_BID_STEPS * rules.bidStep();
    }

    /** Each seat's meld as shown (0 before meld). */
    public int meldOf(int seat) {
        return meld[seat];
    }

    /** Counters taken by a side so far, the last trick included once played. */
    public int countersOf(int side) {
        return counters[side];
    }

    public int tricksPlayed() {
        return tricks;
    }

    /** Every card played to a trick so far, as a set. */
    public long playedCards() {
        long set = 0;
        for (int i = 0; i < played; i++) {
            set += deck.one(Card.byId(playedCard[i]));
        }
        return set;
    }

    // ---------------------------------------------------------------- legal actions

    @Override
    public List<Action> legalActions() {
        return switch (phase) {
            case AUCTION -> auctionLegalActions();
            case TRUMP -> trumpLegalActions();
            case PASS_TO_BIDDER, PASS_BACK -> passLegalActions();
            case CONCEDE_OR_PLAY -> concedeLegalActions();
            case TRICKS -> trickLegalActions();
            default -> List.of();
        };
    }

    private List<Action> auctionLegalActions() {
        List<Action> out = new ArrayList<>();
        if (mayPass()) {
            out.add(Action.Pass.INSTANCE);
        }
        for (int b = minNextBid(); b <= maxBid(); b += rules.bidStep()) {
            out.add(new Action.Bid(b));
        }
        return out;
    }

    /** Under OPENER_FORCED the opener may not pass on the first turn of the auction. */
    private boolean mayPass() {
        return !(rules.passedOut() == RuleSet.PassedOut.OPENER_FORCED && calls == 0);
    }

    private List<Action> trumpLegalActions() {
        List<Action> out = new ArrayList<>();
        for (Suit s : Suit.values()) {
            out.add(new Action.NameTrump(s));
        }
        return out;
    }

    private List<Action> passLegalActions() {
        List<Action> out = new ArrayList<>();
        List<Card> faces = deck.faces(hands[toAct]);
        collectPasses(hands[toAct], faces, 0, rules.passCount(), new ArrayList<>(), out);
        return out;
    }

    /** Every multiset of {@code left} more cards from {@code faces[from..]}, each within the copies held. */
    private void collectPasses(long hand, List<Card> faces, int from, int left, List<Card> chosen, List<Action> out) {
        if (left == 0) {
            out.add(new Action.PassCards(chosen));
            return;
        }
        for (int i = from; i < faces.size(); i++) {
            Card c = faces.get(i);
            int held = deck.count(hand, c);
            for (int n = 1; n <= Math.min(held, left); n++) {
                for (int k = 0; k < n; k++) {
                    chosen.add(c);
                }
                collectPasses(hand, faces, i + 1, left - n, chosen, out);
                for (int k = 0; k < n; k++) {
                    chosen.remove(chosen.size() - 1);
                }
            }
        }
    }

    private List<Action> concedeLegalActions() {
        List<Action> out = new ArrayList<>();
        out.add(new Action.PlayOn());
        if (rules.allowThrowIn()) {
            out.add(new Action.ThrowIn());
        }
        if (rules.shootTheMoon()) {
            out.add(new Action.ShootMoon());
        }
        return out;
    }

    private List<Action> trickLegalActions() {
        List<Action> out = new ArrayList<>();
        for (long p = deck.presence(legalCards()); p != 0; p &= p - 1) {
            out.add(Action.Play.of(deck.cardAt(Long.numberOfTrailingZeros(p))));
        }
        return out;
    }

    /** The cards the seat to act may play now (a sub-multiset of its hand); 0 outside trick play. */
    public long legalCards() {
        if (phase != Phase.TRICKS) {
            return 0;
        }
        if (legalCache == -1) {
            legalCache = computeLegalCards();
        }
        return legalCache;
    }

    private long computeLegalCards() {
        long hand = hands[toAct];
        if (led == null) {
            if (tricks == 0 && rules.firstLeadTrump()) {
                long trumps = hand & deck.suitMask(trump);
                return trumps != 0 ? trumps : hand;
            }
            return hand;
        }
        return Trick.legal(deck, rules, hand, trump, led, winner, highestLed);
    }

    @Override
    public String explain(Card card) {
        if (phase != Phase.TRICKS) {
            return "It is not time to play a card.";
        }
        return Trick.explain(deck, hands[toAct], legalCards(), trump, led, winner, highestLed, card);
    }

    // ---------------------------------------------------------------- apply

    @Override
    public void apply(Action action) {
        switch (phase) {
            case AUCTION -> applyAuction(action);
            case TRUMP -> applyTrump(action);
            case PASS_TO_BIDDER, PASS_BACK -> applyPass(action);
            case CONCEDE_OR_PLAY -> applyConcede(action);
            case TRICKS -> applyTrick(action);
            default -> throw new IllegalActionException("The hand is over.");
        }
    }

    private void applyAuction(Action action) {
        if (action instanceof Action.Pass) {
            if (!mayPass()) {
                throw new IllegalActionException("The player left of the dealer must open the bidding.");
            }
            record(0);
            passed |= 1 << toAct;
        } else if (action instanceof Action.Bid bid) {
            int min = minNextBid();
            if (bid.points() < min) {
                throw new IllegalActionException("The bid must be at least " + min + ".");
            }
            if (bid.points() > maxBid()) {
                throw new IllegalActionException("The bid may not exceed " + maxBid() + ".");
            }
            if ((bid.points() - rules.minBid()) % rules.bidStep() != 0) {
                throw new IllegalActionException("Bids go up in steps of " + rules.bidStep() + ".");
            }
            record(bid.points());
            highBid = bid.points();
            highBidder = toAct;
        } else {
            throw wrongPhase(action, "bid or pass");
        }
        int passes = Integer.bitCount(passed);
        if (passes == SEATS) {
            endHand(HandResult.Outcome.REDEAL);
        } else if (passes == SEATS - 1 && highBidder >= 0) {
            startContract(highBidder);
        } else if (passes == SEATS - 1 && rules.passedOut() == RuleSet.PassedOut.DEALER_STUCK) {
            highBid = rules.minBid();
            highBidder = dealer;
            startContract(dealer);
        } else {
            do {
                toAct = (toAct + 1) % SEATS;
            } while ((passed & (1 << toAct)) != 0);
        }
    }

    private void record(int bid) {
        if (calls == callSeats.length) {
            callSeats = Arrays.copyOf(callSeats, calls * 2);
            callBids = Arrays.copyOf(callBids, calls * 2);
        }
        callSeats[calls] = toAct;
        callBids[calls] = bid;
        calls++;
    }

    private void startContract(int seat) {
        contractor = seat;
        phase = Phase.TRUMP;
        toAct = seat;
    }

    private void applyTrump(Action action) {
        if (!(action instanceof Action.NameTrump named)) {
            throw wrongPhase(action, "name trump");
        }
        trump = named.suit();
        if (rules.passCount() > 0) {
            phase = Phase.PASS_TO_BIDDER;
            toAct = partnerOf(contractor);
        } else {
            showMeld();
        }
    }

    private void applyPass(Action action) {
        if (!(action instanceof Action.PassCards pass)) {
            throw wrongPhase(action, "pass " + rules.passCount() + " cards");
        }
        if (pass.cards().size() != rules.passCount()) {
            throw new IllegalActionException("Pass exactly " + rules.passCount() + " cards.");
        }
        long set;
        try {
            set = deck.setOf(pass.cards());
        } catch (IllegalArgumentException e) {
            throw new IllegalActionException("You can only pass cards you hold.");
        }
        passCards(set);
    }

    /**
     * Passes a set of cards from the seat to act to its partner: the fast path behind
     * {@link Action.PassCards}, for playouts.
     */
    public void passCards(long set) {
        if (phase != Phase.PASS_TO_BIDDER && phase != Phase.PASS_BACK) {
            throw new IllegalActionException("It is not time to pass cards.");
        }
        if (deck.size(set) != rules.passCount() || !deck.contains(hands[toAct], set)) {
            throw new IllegalActionException("Pass exactly " + rules.passCount() + " cards that you hold.");
        }
        int to = partnerOf(toAct);
        hands[toAct] -= set;
        hands[to] += set;
        if (phase == Phase.PASS_TO_BIDDER) {
            toBidder = set;
            phase = Phase.PASS_BACK;
            toAct = contractor;
        } else {
            toPartner = set;
            showMeld();
        }
    }

    private void showMeld() {
        for (int s = 0; s < SEATS; s++) {
            meldHands[s] = hands[s];
            meld[s] = MeldTable.total(rules, hands[s], trump);
        }
        toAct = contractor;
        phase = rules.allowThrowIn() || rules.shootTheMoon() ? Phase.CONCEDE_OR_PLAY : Phase.TRICKS;
    }

    private void applyConcede(Action action) {
        if (action instanceof Action.PlayOn) {
            phase = Phase.TRICKS;
        } else if (action instanceof Action.ThrowIn && rules.allowThrowIn()) {
            thrownIn = true;
            endHand(HandResult.Outcome.THROWN_IN);
        } else if (action instanceof Action.ShootMoon && rules.shootTheMoon()) {
            moon = true;
            phase = Phase.TRICKS;
        } else {
            throw wrongPhase(action, "throw in" + (rules.shootTheMoon() ? ", shoot the moon" : "") + " or play on");
        }
    }

    private void applyTrick(Action action) {
        if (!(action instanceof Action.Play play)) {
            throw wrongPhase(action, "play a card");
        }
        playCard(play.card());
    }

    /** Plays a card for the seat to act: the allocation-free path behind {@link Action.Play}. */
    public void playCard(Card card) {
        if (phase != Phase.TRICKS) {
            throw new IllegalActionException("It is not time to play a card.");
        }
        if (deck.count(legalCards(), card) == 0) {
            throw new IllegalActionException(explain(card));
        }
        legalCache = -1;
        hands[toAct] -= deck.one(card);
        playedCard[played] = card.id();
        playedSeat[played] = toAct;
        played++;
        if (led == null) {
            led = card;
            winner = card;
            highestLed = card;
            winnerSeat = toAct;
        } else {
            if (Trick.beats(card, winner, trump)) {
                winner = card;
                winnerSeat = toAct;
            }
            if (card.suit() == led.suit() && card.rank().compareTo(highestLed.rank()) > 0) {
                highestLed = card;
            }
        }
        if (played - trickStart < SEATS) {
            toAct = (toAct + 1) % SEATS;
            return;
        }
        int side = winnerSeat % 2;
        Counting counting = rules.counting();
        for (int i = trickStart; i < played; i++) {
            counters[side] += counting.value(Card.byId(playedCard[i]).rank());
        }
        tricksWon[side]++;
        trickWinner[tricks++] = winnerSeat;
        trickStart = played;
        led = null;
        toAct = winnerSeat;
        if (tricks == tricksPerHand) {
            counters[side] += counting.lastTrick();
            endHand(null);
        }
    }

    private static int partnerOf(int seat) {
        return (seat + 2) % SEATS;
    }

    private IllegalActionException wrongPhase(Action action, String expected) {
        return new IllegalActionException("Now " + Seat.name(toAct, SEATS) + " must " + expected + ", not "
                + action.getClass().getSimpleName() + ".");
    }

    // ---------------------------------------------------------------- scoring

    /** Ends the hand. {@code outcome} is null after the last trick: made or set is decided when scored. */
    private void endHand(HandResult.Outcome outcome) {
        phase = Phase.HAND_OVER;
        toAct = -1;
        ending = outcome;
    }

    private HandResult score() {
        HandResult.Outcome outcome = ending;
        int[] sideMeld = {meld[0] + meld[2], meld[1] + meld[3]};
        int[] score = new int[2];
        boolean[] stood = new boolean[2];
        if (outcome == HandResult.Outcome.REDEAL) {
            return new HandResult(-1, 0, null, sideMeld, counters, stood, outcome, score);
        }
        int ct = contractor % 2;
        int other = 1 - ct;
        if (outcome == HandResult.Outcome.THROWN_IN) {
            score[ct] = -highBid;
            score[other] = sideMeld[other];
            stood[other] = true;
            return new HandResult(contractor, highBid, trump, sideMeld, counters, stood, outcome, score);
        }
        int[] standing = new int[2];
        for (int side = 0; side < 2; side++) {
            stood[side] = rules.meldNeeds() == RuleSet.MeldNeeds.TRICK ? tricksWon[side] > 0 : counters[side] > 0;
            if (stood[side]) {
                standing[side] = sideMeld[side];
            } else if (rules.meldNeeds() == RuleSet.MeldNeeds.COUNTER) {
                standing[side] = MeldTable.dix(rules, meldHands[side], trump)
                        + MeldTable.dix(rules, meldHands[side + 2], trump);
            }
            score[side] = standing[side] + counters[side];
        }
        if (moon) {
            boolean made = tricksWon[ct] == tricksPerHand;
            score[ct] = made ? moonPoints() : -moonPoints();
            outcome = made ? HandResult.Outcome.MOON_MADE : HandResult.Outcome.MOON_SET;
        } else if (standing[ct] + counters[ct] >= highBid) {
            outcome = HandResult.Outcome.MADE;
        } else {
            outcome = HandResult.Outcome.SET;
            score[ct] = -highBid + (rules.setRule() == RuleSet.SetRule.KEEP_MELD ? standing[ct] : 0);
        }
        return new HandResult(contractor, highBid, trump, sideMeld, counters, stood, outcome, score);
    }

    /** Shooting the moon is worth 1000 on the ten-times scale, 100 on the double deck's one-point scale. */
    private int moonPoints() {
        return deck == Deck.SINGLE ? 1000 : 100;
    }

    // ---------------------------------------------------------------- views

    @Override
    public SeatView view(int seat) {
        List<Integer> sizes = new ArrayList<>();
        for (long h : hands) {
            sizes.add(deck.size(h));
        }
        List<Call> auction = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
            auction.add(new Call(callSeats[i], callBids[i] == 0 ? Action.Pass.INSTANCE : new Action.Bid(callBids[i])));
        }
        List<Card> received = List.of();
        List<Card> given = List.of();
        if (contractor >= 0 && seat == contractor) {
            received = deck.cards(toBidder);
            given = deck.cards(toPartner);
        } else if (contractor >= 0 && seat == partnerOf(contractor)) {
            received = deck.cards(toPartner);
            given = deck.cards(toBidder);
        }
        boolean shown = phase == Phase.CONCEDE_OR_PLAY || phase == Phase.TRICKS
                || (phase == Phase.HAND_OVER && trump != null);
        List<List<Meld>> melds = new ArrayList<>();
        for (int s = 0; s < SEATS; s++) {
            melds.add(shown ? MeldTable.breakdown(rules, meldHands[s], trump) : List.of());
        }
        List<Played> trick = new ArrayList<>();
        for (int i = trickStart; i < played; i++) {
            trick.add(new Played(playedSeat[i], Card.byId(playedCard[i])));
        }
        List<TrickRecord> done = new ArrayList<>();
        for (int t = 0; t < tricks; t++) {
            List<Played> cards = new ArrayList<>();
            for (int i = t * SEATS; i < (t + 1) * SEATS; i++) {
                cards.add(new Played(playedSeat[i], Card.byId(playedCard[i])));
            }
            done.add(new TrickRecord(cards, trickWinner[t]));
        }
        List<List<Card>> none = List.of(List.of(), List.of(), List.of(), List.of());
        return new SeatView(rules, seat, 0, dealer, phase, toAct, deck.cards(hands[seat]), sizes, auction,
                contractor, highBid, trump, received, given, melds, none, trick, done, 0, null, List.of(), List.of(),
                seat == toAct ? legalActions() : List.of(), List.of(), result(), -1);
    }

    // ---------------------------------------------------------------- identity

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PartnershipHand h)) {
            return false;
        }
        return rules.equals(h.rules) && dealer == h.dealer && Arrays.equals(hands, h.hands) && phase == h.phase
                && toAct == h.toAct && calls == h.calls
                && Arrays.equals(callSeats, 0, calls, h.callSeats, 0, calls)
                && Arrays.equals(callBids, 0, calls, h.callBids, 0, calls)
                && passed == h.passed && highBid == h.highBid && highBidder == h.highBidder
                && contractor == h.contractor && trump == h.trump && toBidder == h.toBidder
                && toPartner == h.toPartner && Arrays.equals(meld, h.meld) && thrownIn == h.thrownIn
                && moon == h.moon && played == h.played
                && Arrays.equals(playedCard, 0, played, h.playedCard, 0, played)
                && Arrays.equals(playedSeat, 0, played, h.playedSeat, 0, played)
                && Arrays.equals(counters, h.counters) && Arrays.equals(tricksWon, h.tricksWon)
                && ending == h.ending;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(hands) * 31 + played * 7 + phase.ordinal();
    }
}
