package dev.pinochle.core;

import java.util.List;
import java.util.stream.Stream;

/**
 * What one seat may know, and nothing more: its own cards, the public history, shown meld, and the cards
 * passed to or from it. Bots and the table view see the game only through this snapshot, so hidden cards
 * cannot leak by accident. Immutable; fields a mode does not use are empty, -1 or {@code null}.
 *
 * @param seat the seat this view belongs to
 * @param handNumber hands dealt so far in the game, this one included (1 for the first)
 * @param dealer the dealer of this hand
 * @param toAct the seat to act, -1 when nobody is (hand or game over)
 * @param hand this seat's cards, sorted by suit then rank
 * @param handSizes cards held by each seat
 * @param auction bids and passes in order
 * @param contractor the contract holder, -1 until the auction ends (or none)
 * @param bid the highest bid so far (the contract once the auction ended), 0 if none
 * @param moon whether the contract holder has announced the moon: its side must take every trick (RULES.md §2.11)
 * @param trump trump once named (the duel: from the turned-up card), else {@code null}
 * @param received cards passed to this seat, empty if none
 * @param given cards this seat passed away, empty if none
 * @param melds meld shown by each seat (partnership: after the pass; duel: declared so far)
 * @param exposed cards each seat has shown as meld and still holds (duel)
 * @param trick the trick in progress
 * @param tricks the completed tricks of this hand
 * @param stockSize cards left in the duel's stock
 * @param turnedUp the duel's face-up trump card while it is in the stock, else {@code null}
 * @param exchange the duel's dix exchange once made: the seat and the turned-up card it took into its hand, seen
 *        by both players; else {@code null}
 * @param widow the three-handed widow once shown, else empty
 * @param buried cards buried by this seat (three-handed bidder), else empty
 * @param legal the actions this seat may take now; empty unless it is to act
 * @param scores each side's game total before this hand is added
 * @param result the finished hand's result in phase {@link Phase#HAND_OVER}, else {@code null}
 * @param gameWinner the side that won the game, -1 while it goes on
 */
public record SeatView(
        RuleSet rules,
        int seat,
        int handNumber,
        int dealer,
        Phase phase,
        int toAct,
        List<Card> hand,
        List<Integer> handSizes,
        List<Call> auction,
        int contractor,
        int bid,
        boolean moon,
        Suit trump,
        List<Card> received,
        List<Card> given,
        List<List<Meld>> melds,
        List<List<Card>> exposed,
        List<Played> trick,
        List<TrickRecord> tricks,
        int stockSize,
        Card turnedUp,
        Played exchange,
        List<Card> widow,
        List<Card> buried,
        List<Action> legal,
        List<Integer> scores,
        HandResult result,
        int gameWinner) {

    public SeatView {
        hand = List.copyOf(hand);
        handSizes = List.copyOf(handSizes);
        auction = List.copyOf(auction);
        received = List.copyOf(received);
        given = List.copyOf(given);
        melds = melds.stream().map(List::copyOf).toList();
        exposed = exposed.stream().map(List::copyOf).toList();
        trick = List.copyOf(trick);
        tricks = List.copyOf(tricks);
        widow = List.copyOf(widow);
        buried = List.copyOf(buried);
        legal = List.copyOf(legal);
        scores = List.copyOf(scores);
    }

    /** Number of seats at the table. */
    public int seats() {
        return rules.mode().seats();
    }

    /** The side a seat plays for: the partnership in four-seat modes, else the seat itself. */
    public int sideOf(int s) {
        return rules.mode().partnerships() ? s % 2 : s;
    }

    /**
     * The points completed trick {@code t} took: its counters, and the last-trick bonus if it was the hand's last
     * (RULES.md §2.8).
     */
    public int trickPoints(int t) {
        int points = 0;
        for (Played p : tricks.get(t).cards()) {
            points += rules.counting().value(p.card().rank());
        }
        boolean last = t == tricks.size() - 1 && handSizes.stream().allMatch(n -> n == 0);
        return last ? points + rules.counting().lastTrick() : points;
    }

    /**
     * The duel: the turned-up card {@code s} took by the dix exchange, while it surely still holds it (it has
     * played no copy of that face this hand), else {@code null}.
     */
    public Card exchangedCardHeld(int s) {
        if (exchange == null || exchange.seat() != s) {
            return null;
        }
        boolean played = Stream.concat(tricks.stream().flatMap(t -> t.cards().stream()), trick.stream())
                .anyMatch(p -> p.seat() == s && p.card().equals(exchange.card()));
        return played ? null : exchange.card();
    }

    /** This view with the game's totals and progress filled in (a hand alone does not know them). */
    public SeatView withGame(int handNumber, List<Integer> scores, int gameWinner) {
        return new SeatView(rules, seat, handNumber, dealer, phase, toAct, hand, handSizes, auction, contractor,
                bid, moon, trump, received, given, melds, exposed, trick, tricks, stockSize, turnedUp, exchange, widow,
                buried, legal, scores, result, gameWinner);
    }
}
