package dev.pinochle.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Test fixture: one partnership hand dealt from hands named by seat, driven by a script of calls,
 * passes and tricks written in card notation. Every step goes through {@link PartnershipHand#apply},
 * so a script the rules forbid fails with the engine's own sentence.
 */
public final class ScriptedHand {
    public final RuleSet rules;
    public final PartnershipHand hand;

    private ScriptedHand(RuleSet rules, PartnershipHand hand) {
        this.rules = rules;
        this.hand = hand;
    }

    /** Deals South, West, North and East the given cards (a double-deck hand holds 20). */
    public static ScriptedHand deal(RuleSet rules, int dealer, String south, String west, String north, String east) {
        String[] bySeat = {south, west, north, east};
        List<List<Card>> fromDealersLeft = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            fromDealersLeft.add(Card.parseAll(bySeat[(dealer + 1 + i) % 4]));
        }
        Deal deal = Deal.ofHands(rules.deck(), fromDealersLeft, List.of());
        return new ScriptedHand(rules, new PartnershipHand(rules, deal, dealer));
    }

    /** A hand dealt from a seeded shuffle, for scripts where the cards do not matter. */
    public static ScriptedHand shuffled(RuleSet rules, long seed, int dealer) {
        return new ScriptedHand(rules, new PartnershipHand(rules, Deal.shuffled(rules.deck(), seed), dealer));
    }

    /** Calls in turn from the seat to act: a number bids it, {@code pass} passes. */
    public ScriptedHand auction(String calls) {
        for (String call : calls.trim().split("\\s+")) {
            hand.apply(call.equalsIgnoreCase("pass") ? Action.Pass.INSTANCE : new Action.Bid(Integer.parseInt(call)));
        }
        return this;
    }

    public ScriptedHand trump(String suitLetter) {
        hand.apply(new Action.NameTrump(Suit.parse(suitLetter)));
        return this;
    }

    /** The seat to act passes these cards to its partner. */
    public ScriptedHand give(String cards) {
        hand.apply(new Action.PassCards(Card.parseAll(cards)));
        return this;
    }

    public ScriptedHand playOn() {
        hand.apply(new Action.PlayOn());
        return this;
    }

    public ScriptedHand throwIn() {
        hand.apply(new Action.ThrowIn());
        return this;
    }

    public ScriptedHand shootMoon() {
        hand.apply(new Action.ShootMoon());
        return this;
    }

    /** Plays whole or partial tricks; each string is the cards in play order from the seat to act. */
    public ScriptedHand play(String... tricks) {
        for (String trick : tricks) {
            for (Card c : Card.parseAll(trick)) {
                hand.apply(Action.Play.of(c));
            }
        }
        return this;
    }

    public ScriptedHand play(List<String> tricks) {
        return play(tricks.toArray(String[]::new));
    }

    public HandResult result() {
        return hand.result();
    }

    /** The distinct faces of a card set, for comparing legal cards. */
    public List<Card> faces(long set) {
        return rules.deck().faces(set);
    }
}
