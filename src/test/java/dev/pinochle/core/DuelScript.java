package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Test support: a duel hand dealt from written cards and played by card names. Seat 0 deals, so seat 1 (the
 * non-dealer) leads the first trick.
 */
final class DuelScript {
    static final Deck DECK = Deck.SINGLE;
    static final int DEALER = 0;
    static final int NON_DEALER = 1;

    final DuelHand hand;

    private DuelScript(DuelHand hand) {
        this.hand = hand;
    }

    /**
     * Deals the written cards: each hand is filled up to 12 and the stock's middle is the rest of the deck in
     * deck order, so a test only writes the cards it is about.
     *
     * @param stockTop the first cards of the stock, top first
     * @param turnedUp the bottom card of the stock, which sets trump
     */
    static DuelScript deal(RuleSet rules, String nonDealer, String dealer, String stockTop, String turnedUp) {
        List<Card> first = Card.parseAll(nonDealer);
        List<Card> second = Card.parseAll(dealer);
        List<Card> top = Card.parseAll(stockTop);
        Card up = Card.parse(turnedUp);
        List<Card> written = new ArrayList<>(first);
        written.addAll(second);
        written.addAll(top);
        written.add(up);
        List<Card> rest = DECK.cards(DECK.full() - DECK.setOf(written));
        while (first.size() < 12) {
            first.add(rest.remove(0));
        }
        while (second.size() < 12) {
            second.add(rest.remove(0));
        }
        List<Card> stock = new ArrayList<>(top);
        stock.addAll(rest);
        stock.add(up);
        return new DuelScript(new DuelHand(rules, Deal.ofHands(DECK, List.of(first, second), stock), DEALER));
    }

    static DuelScript deal(String nonDealer, String dealer, String stockTop, String turnedUp) {
        return deal(RuleSet.duel(), nonDealer, dealer, stockTop, turnedUp);
    }

    /**
     * A hand brought to the first play-off trick with these exact hands: the non-dealer holds
     * {@code leaderHand} and leads; the dealer holds {@code followerHand}, whose last card was the turned-up
     * card (so it sets trump). The other 24 cards are played in the twelve stock tricks, each won by the
     * non-dealer, who therefore draws every top card while the dealer draws the next.
     */
    static DuelScript playOff(String leaderHand, String followerHand) {
        List<Card> leader = Card.parseAll(leaderHand);
        List<Card> follower = Card.parseAll(followerHand);
        assertThat(leader).hasSize(12);
        assertThat(follower).hasSize(12);
        Suit trump = follower.get(11).suit();
        List<Card> written = new ArrayList<>(leader);
        written.addAll(follower);
        // Strongest first (trumps, then by rank): the stronger half leads, card by card, against the weaker,
        // so every lead wins: same suit it ranks at least as high (a twin loses to the first), else it is the trump.
        List<Card> rest = new ArrayList<>(DECK.cards(DECK.full() - DECK.setOf(written)));
        rest.sort(Comparator.comparingInt((Card c) -> (c.suit() == trump ? 10 : 0) + c.rank().ordinal()).reversed());
        List<Card> leads = rest.subList(0, 12);
        List<Card> answers = rest.subList(12, 24);
        List<Card> stock = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            stock.add(leader.get(i));
            stock.add(follower.get(i));
        }
        DuelScript script = new DuelScript(new DuelHand(RuleSet.duel(),
                Deal.ofHands(DECK, List.of(leads, answers), stock), DEALER));
        for (int i = 0; i < 12; i++) {
            script.play(leads.get(i).code() + " " + answers.get(i).code());
            assertThat(script.hand.toAct()).as("the stock trick %s %s", leads.get(i), answers.get(i))
                    .isEqualTo(NON_DEALER);
            script.decline();
        }
        return script;
    }

    /** Plays the cards in turn, each by the seat to act. */
    DuelScript play(String cards) {
        for (Card c : Card.parseAll(cards)) {
            hand.apply(Action.Play.of(c));
        }
        return this;
    }

    /** Declares the legal declaration with this label; fails if none is offered. */
    DuelScript declare(String label) {
        Action declaration = hand.legalActions().stream()
                .filter(a -> a instanceof Action.Declare d && d.kind().label().equals(label))
                .findFirst().orElseThrow(() -> new AssertionError(label + " is not offered: " + offered()));
        hand.apply(declaration);
        return this;
    }

    DuelScript decline() {
        hand.apply(new Action.Decline());
        return this;
    }

    DuelScript exchangeDix() {
        hand.apply(new Action.ExchangeDix());
        return this;
    }

    /** The declarations offered now, as "label points". */
    List<String> offered() {
        List<String> out = new ArrayList<>();
        for (Action a : hand.legalActions()) {
            if (a instanceof Action.Declare d) {
                out.add(d.kind().label() + " " + DuelMelds.points(hand.rules(), d.kind()));
            }
        }
        return out;
    }

    /** A seat's cards in notation. */
    String cards(int seat) {
        return DECK.format(hand.handOf(seat));
    }

    /** The melds a seat has scored, as "label points". */
    List<String> melds(int seat) {
        return hand.view(seat).melds().get(seat).stream().map(m -> m.kind().label() + " " + m.points()).toList();
    }

    /** Plays the first legal card and passes on every meld until the meld turn of the twelfth (last stock) trick. */
    static void toLastMeldTurn(DuelHand hand) {
        while (hand.view(0).stockSize() > 2 || hand.phase() != Phase.DECLARE) {
            hand.applyLegal(hand.phase() == Phase.DECLARE ? hand.legalActionCount() - 1 : 0);
        }
    }

    /** Written expectations: "none" for an empty list, else comma-separated entries. */
    static List<String> list(String written) {
        if (written.equals("none")) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String part : written.split(",")) {
            out.add(part.trim());
        }
        return out;
    }

    /** A written card set: "-" for none. */
    static long set(String written) {
        return written.equals("-") ? 0 : DECK.setOf(written);
    }
}
