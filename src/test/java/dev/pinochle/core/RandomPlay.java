package dev.pinochle.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Test fixture: a seeded player for every seat, for property checks over many hands and games. It bids
 * modestly (so contracts are sometimes made and sometimes set), names a random trump, passes random
 * cards and plays random legal cards; the same seed makes the same choices.
 */
final class RandomPlay {
    private final Shuffle rng;

    RandomPlay(long seed) {
        this.rng = new Shuffle(seed);
    }

    Action choose(HandState hand) {
        RuleSet rules = hand.rules();
        switch (hand.phase()) {
            case AUCTION: {
                List<Action> legal = hand.legalActions();
                boolean mayPass = legal.contains(Action.Pass.INSTANCE);
                Action.Bid lowest = (Action.Bid) legal.stream().filter(a -> a instanceof Action.Bid).findFirst().orElseThrow();
                boolean tooHigh = lowest.points() > rules.minBid() + 8 * rules.bidStep();
                return mayPass && (tooHigh || rng.nextInt(2) == 0) ? Action.Pass.INSTANCE : lowest;
            }
            case PASS_TO_BIDDER:
            case PASS_BACK: {
                // Listing the legal passes enumerates every choice of cards: pick the cards directly.
                List<Card> cards = new ArrayList<>(rules.deck().cards(hand.handOf(hand.toAct())));
                List<Card> chosen = new ArrayList<>();
                for (int i = 0; i < rules.passCount(); i++) {
                    chosen.add(cards.remove(rng.nextInt(cards.size())));
                }
                return new Action.PassCards(chosen);
            }
            case CONCEDE_OR_PLAY: {
                boolean mayThrowIn = hand.legalActions().stream().anyMatch(a -> a instanceof Action.ThrowIn);
                return mayThrowIn && rng.nextInt(10) == 0 ? new Action.ThrowIn() : new Action.PlayOn();
            }
            default: {
                List<Action> legal = hand.legalActions();
                return legal.get(rng.nextInt(legal.size()));
            }
        }
    }

    /** Plays the hand to its end. */
    HandState finish(HandState hand) {
        while (!hand.isOver()) {
            hand.apply(choose(hand));
        }
        return hand;
    }
}
