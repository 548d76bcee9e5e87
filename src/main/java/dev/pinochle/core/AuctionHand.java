package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * What the two auction games share (§2 partnership and double deck, §7 three-handed): the deal into seats,
 * the auction, the contract and trump, meld as shown, trick play and the end of the hand. A subclass adds
 * what lies between naming trump and the first lead (the pass both ways; the widow and the bury), the
 * concession and the scoring.
 */
abstract sealed class AuctionHand implements HandState permits PartnershipHand, ThreeHandedHand {
    final RuleSet rules;
    final Deck deck;
    final int dealer;
    final int seats;
    final long[] hands;
    final Auction auction;
    final TrickPlay play;
    /** Meld as shown: each seat's hand at meld time and its total. */
    final long[] meldHands;
    final int[] meld;

    Phase phase = Phase.AUCTION;
    int contractor = -1;
    int bid;
    Suit trump;
    /** How the hand ended, once over; {@code null} after the last trick until scored. */
    HandResult.Outcome ending;
    /** Built on first request, so that playouts allocate nothing. */
    private HandResult result;

    /** A hand dealt from {@code deal}: seat {@code dealer + 1 + i} gets the i-th run of a hand's size. */
    AuctionHand(RuleSet rules, Deal deal, int dealer) {
        if (deal.deck() != rules.deck()) {
            throw new IllegalArgumentException("the deal is not of the " + rules.deck() + " deck");
        }
        this.rules = rules;
        this.deck = rules.deck();
        this.dealer = dealer;
        this.seats = rules.mode().seats();
        this.hands = new long[seats];
        this.meldHands = new long[seats];
        this.meld = new int[seats];
        int size = rules.mode().handSize();
        for (int i = 0; i < seats; i++) {
            hands[(dealer + 1 + i) % seats] = deal.set(i * size, (i + 1) * size);
        }
        this.auction = new Auction(rules, dealer);
        this.play = new TrickPlay(rules, hands);
    }

    /** A copy of {@code o}, with arrays of its own. */
    AuctionHand(AuctionHand o) {
        rules = o.rules;
        deck = o.deck;
        dealer = o.dealer;
        seats = o.seats;
        hands = new long[seats];
        meldHands = new long[seats];
        meld = new int[seats];
        auction = new Auction(rules, dealer);
        play = new TrickPlay(rules, hands);
        copyShared(o);
    }

    /** Copies the shared state of {@code o}, a hand of the same rules and dealer, without allocating. */
    final void copyShared(AuctionHand o) {
        System.arraycopy(o.hands, 0, hands, 0, seats);
        auction.copyFrom(o.auction);
        play.copyFrom(o.play);
        System.arraycopy(o.meldHands, 0, meldHands, 0, seats);
        System.arraycopy(o.meld, 0, meld, 0, seats);
        phase = o.phase;
        contractor = o.contractor;
        bid = o.bid;
        trump = o.trump;
        ending = o.ending;
        result = o.result;
    }

    @Override
    public final RuleSet rules() {
        return rules;
    }

    @Override
    public final int dealer() {
        return dealer;
    }

    @Override
    public final Phase phase() {
        return phase;
    }

    @Override
    public final long handOf(int seat) {
        return hands[seat];
    }

    /** The seat holding the contract, -1 during the auction. */
    public final int contractor() {
        return contractor;
    }

    /** Trump once named, else {@code null}. */
    public final Suit trump() {
        return trump;
    }

    /** The contract once the auction ended, else the highest bid so far (0 if none). */
    public final int bid() {
        return contractor >= 0 ? bid : auction.highBid();
    }

    /** Every card played to a trick so far, as a set. */
    public final long playedCards() {
        return play.playedCards();
    }

    @Override
    public final HandResult result() {
        if (phase == Phase.HAND_OVER && result == null) {
            result = score();
        }
        return result;
    }

    /** The hand's result; called once, when the hand is over. */
    abstract HandResult score();

    // ---------------------------------------------------------------- legal actions

    final List<Action> trumpLegalActions() {
        List<Action> out = new ArrayList<>();
        for (Suit s : Suit.values()) {
            out.add(new Action.NameTrump(s));
        }
        return out;
    }

    /** Play on, and throw in or shoot the moon where the rules allow it. */
    final List<Action> concedeLegalActions(boolean moonAllowed) {
        List<Action> out = new ArrayList<>();
        out.add(new Action.PlayOn());
        if (rules.allowThrowIn()) {
            out.add(new Action.ThrowIn());
        }
        if (moonAllowed) {
            out.add(new Action.ShootMoon());
        }
        return out;
    }

    @Override
    public final String explain(Card card) {
        if (phase != Phase.TRICKS) {
            return "It is not time to play a card.";
        }
        return play.explain(card);
    }

    // ---------------------------------------------------------------- apply

    final void applyAuction(Action action) {
        int outcome = auction.apply(action);
        if (outcome == Auction.REDEAL) {
            endHand(HandResult.Outcome.REDEAL);
        } else if (outcome >= 0) {
            contractor = outcome;
            bid = auction.highBid();
            contractTaken();
            phase = Phase.TRUMP;
        }
    }

    /** What happens as the auction ends, before trump is named; nothing unless a game says so. */
    void contractTaken() {
    }

    /** The suit an action names as trump, for the contractor. */
    final Suit namedTrump(Action action) {
        if (!(action instanceof Action.NameTrump named)) {
            throw wrongPhase(action, "name trump");
        }
        return named.suit();
    }

    /** Every seat shows the meld of the hand it holds now. */
    final void showMeld() {
        for (int s = 0; s < seats; s++) {
            meldHands[s] = hands[s];
            meld[s] = MeldTable.total(rules, hands[s], trump);
        }
    }

    final void applyTrick(Action action) {
        if (!(action instanceof Action.Play p)) {
            throw wrongPhase(action, "play a card");
        }
        playCard(p.card());
    }

    /** Plays a card for the seat to act: the allocation-free path behind {@link Action.Play}. */
    public final void playCard(Card card) {
        if (phase != Phase.TRICKS) {
            throw new IllegalActionException("It is not time to play a card.");
        }
        play.play(card);
        if (play.over()) {
            endHand(null);
        }
    }

    final IllegalActionException wrongPhase(Action action, String expected) {
        return new IllegalActionException("Now " + Seat.name(toAct(), seats) + " must " + expected + ", not "
                + action.getClass().getSimpleName() + ".");
    }

    /** Ends the hand. {@code outcome} is null after the last trick: made or set is decided when scored. */
    final void endHand(HandResult.Outcome outcome) {
        phase = Phase.HAND_OVER;
        ending = outcome;
    }

    // ---------------------------------------------------------------- views

    final List<Integer> handSizes() {
        List<Integer> sizes = new ArrayList<>();
        for (long h : hands) {
            sizes.add(deck.size(h));
        }
        return sizes;
    }

    /** Each seat's meld as shown, or nothing for every seat while it is not shown. */
    final List<List<Meld>> shownMelds(boolean shown) {
        List<List<Meld>> melds = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            melds.add(shown ? MeldTable.breakdown(rules, meldHands[s], trump) : List.of());
        }
        return melds;
    }

    /** No seat's cards lie exposed: only the duel leaves declared cards on the table. */
    final List<List<Card>> noneExposed() {
        return Collections.nCopies(seats, List.of());
    }

    // ---------------------------------------------------------------- identity

    /** The shared state equals {@code h}'s. */
    final boolean sameShared(AuctionHand h) {
        return rules.equals(h.rules) && dealer == h.dealer && Arrays.equals(hands, h.hands) && phase == h.phase
                && auction.equals(h.auction) && play.equals(h.play) && contractor == h.contractor && bid == h.bid
                && trump == h.trump && Arrays.equals(meld, h.meld) && ending == h.ending;
    }

    @Override
    public final int hashCode() {
        return Arrays.hashCode(hands) * 31 + phase.ordinal();
    }
}
