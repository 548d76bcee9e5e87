package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The trick-play stage of the auction games (§2.7-§2.8, §3, §7): whose turn, which cards are legal, who
 * wins each trick, and the counters each seat takes. A camp is who plays together: the partnership, or in
 * the three-handed game the bidder (0) against the two defenders (1). Works on its owner's hand array and
 * allocates nothing while cards are played.
 */
final class TrickPlay {
    private final RuleSet rules;
    private final Deck deck;
    private final int seats;
    private final int tricksPerHand;
    private final long[] hands;
    private final int[] campOf;
    private final int[] playedCard;
    private final int[] playedSeat;
    private final int[] trickWinner;
    private final int[] counters;
    private final int[] tricksWon;
    private Suit trump;
    private int toAct;
    private int played;
    private int trickStart;
    private int tricks;
    private Card led;
    private Card winner;
    private int winnerSeat;
    private Card highestLed;
    /** The legal cards of the current state, or -1 until computed: shared by playouts and checks. */
    private long legalCache = -1;

    /** @param hands the owner's hands, read and changed in place */
    TrickPlay(RuleSet rules, long[] hands) {
        this.rules = rules;
        this.deck = rules.deck();
        this.seats = rules.mode().seats();
        this.hands = hands;
        this.tricksPerHand = rules.mode().handSize();
        this.campOf = new int[seats];
        this.counters = new int[seats];
        this.tricksWon = new int[seats];
        this.playedCard = new int[deck.size()];
        this.playedSeat = new int[deck.size()];
        this.trickWinner = new int[tricksPerHand];
    }

    /** Copies {@code o}'s state; this one keeps its own hand array, which the owner copies. */
    void copyFrom(TrickPlay o) {
        System.arraycopy(o.campOf, 0, campOf, 0, seats);
        System.arraycopy(o.playedCard, 0, playedCard, 0, o.played);
        System.arraycopy(o.playedSeat, 0, playedSeat, 0, o.played);
        System.arraycopy(o.trickWinner, 0, trickWinner, 0, o.tricks);
        System.arraycopy(o.counters, 0, counters, 0, seats);
        System.arraycopy(o.tricksWon, 0, tricksWon, 0, seats);
        trump = o.trump;
        toAct = o.toAct;
        played = o.played;
        trickStart = o.trickStart;
        tricks = o.tricks;
        led = o.led;
        winner = o.winner;
        winnerSeat = o.winnerSeat;
        highestLed = o.highestLed;
        legalCache = o.legalCache;
    }

    /** Starts play: {@code leader} leads the first trick; {@code camps[seat]} says who counts with whom. */
    void start(int leader, Suit trump, int[] camps) {
        this.trump = trump;
        this.toAct = leader;
        System.arraycopy(camps, 0, campOf, 0, seats);
    }

    /** Counters a seat has before play, e.g. the three-handed bidder's buried cards. */
    void credit(int seat, int points) {
        counters[seat] += points;
    }

    int toAct() {
        return toAct;
    }

    boolean over() {
        return tricks == tricksPerHand;
    }

    int tricks() {
        return tricks;
    }

    /** Counters taken by the seats of a camp, the last trick included. */
    int counters(int camp) {
        int sum = 0;
        for (int s = 0; s < seats; s++) {
            sum += campOf[s] == camp ? counters[s] : 0;
        }
        return sum;
    }

    /** Tricks won by the seats of a camp. */
    int tricksWon(int camp) {
        int sum = 0;
        for (int s = 0; s < seats; s++) {
            sum += campOf[s] == camp ? tricksWon[s] : 0;
        }
        return sum;
    }

    /** Counters taken by one seat. */
    int countersOfSeat(int seat) {
        return counters[seat];
    }

    /** The cards the seat to act may play (a sub-multiset of its hand). */
    long legalCards() {
        if (legalCache == -1) {
            legalCache = computeLegal();
        }
        return legalCache;
    }

    private long computeLegal() {
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

    /** One {@link Action.Play} per distinct legal card. */
    List<Action> legalActions() {
        List<Action> out = new ArrayList<>();
        for (long p = deck.presence(legalCards()); p != 0; p &= p - 1) {
            out.add(Action.Play.of(deck.cardAt(Long.numberOfTrailingZeros(p))));
        }
        return out;
    }

    String explain(Card card) {
        return Trick.explain(deck, hands[toAct], legalCards(), trump, led, winner, highestLed, card);
    }

    /** Plays a card for the seat to act; the trick is taken when complete, the last trick scores its bonus. */
    void play(Card card) {
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
        if (played - trickStart < seats) {
            toAct = (toAct + 1) % seats;
            return;
        }
        Counting counting = rules.counting();
        for (int i = trickStart; i < played; i++) {
            counters[winnerSeat] += counting.value(Card.byId(playedCard[i]).rank());
        }
        tricksWon[winnerSeat]++;
        trickWinner[tricks++] = winnerSeat;
        trickStart = played;
        led = null;
        toAct = winnerSeat;
        if (tricks == tricksPerHand) {
            counters[winnerSeat] += counting.lastTrick();
        }
    }

    /** Every card played so far, as a set. */
    long playedCards() {
        long set = 0;
        for (int i = 0; i < played; i++) {
            set += deck.one(Card.byId(playedCard[i]));
        }
        return set;
    }

    List<Played> currentTrick() {
        List<Played> trick = new ArrayList<>();
        for (int i = trickStart; i < played; i++) {
            trick.add(new Played(playedSeat[i], Card.byId(playedCard[i])));
        }
        return trick;
    }

    List<TrickRecord> completed() {
        List<TrickRecord> done = new ArrayList<>();
        for (int t = 0; t < tricks; t++) {
            List<Played> cards = new ArrayList<>();
            for (int i = t * seats; i < (t + 1) * seats; i++) {
                cards.add(new Played(playedSeat[i], Card.byId(playedCard[i])));
            }
            done.add(new TrickRecord(cards, trickWinner[t]));
        }
        return done;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TrickPlay t && played == t.played && toAct == t.toAct && trump == t.trump
                && Arrays.equals(playedCard, 0, played, t.playedCard, 0, played)
                && Arrays.equals(playedSeat, 0, played, t.playedSeat, 0, played)
                && Arrays.equals(counters, t.counters) && Arrays.equals(tricksWon, t.tricksWon)
                && Arrays.equals(campOf, t.campOf);
    }

    @Override
    public int hashCode() {
        return played * 31 + counters[0];
    }
}
