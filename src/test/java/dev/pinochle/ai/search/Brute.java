package dev.pinochle.ai.search;

import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import dev.pinochle.core.Trick;
import java.util.ArrayList;
import java.util.List;

/**
 * Plain minimax over every legal card, written from the core's own {@code Trick} rules and nothing of the
 * solver's: the reference the solver must equal on small positions.
 */
final class Brute {
    private Brute() {
    }

    static long legal(RuleSet rules, boolean playOff, long hand, Suit trump, List<Played> trick, boolean firstLead) {
        Deck deck = rules.deck();
        if (trick.isEmpty()) {
            if (firstLead && rules.firstLeadTrump() && !playOff) {
                long trumps = hand & deck.suitMask(trump);
                return trumps != 0 ? trumps : hand;
            }
            return hand;
        }
        Card led = trick.get(0).card();
        if (playOff) {
            return Trick.legalPlayOff(deck, hand, trump, led);
        }
        List<Card> cards = trick.stream().map(Played::card).toList();
        Card winner = cards.get(Trick.winner(cards, trump));
        return Trick.legal(deck, rules, hand, trump, led, winner, Trick.highestOfLed(cards));
    }

    /** The seat that plays alone as side 0 in the three-handed tests. */
    static final int SOLOIST = 1;

    /** A seat's side: partners alternate; three-handed, {@link #SOLOIST} against the other two. */
    static int side(RuleSet rules, int seat) {
        if (rules.mode().seats() == 3) {
            return seat == SOLOIST ? 0 : 1;
        }
        return seat % 2;
    }

    /** Side 0's points from here on with perfect play. */
    static int value(RuleSet rules, Position p) {
        long[] hands = p.hands().clone();
        return value(rules, hands, p.trump(), new ArrayList<>(p.trick()), p.toAct());
    }

    private static int value(RuleSet rules, long[] hands, Suit trump, List<Played> trick, int toAct) {
        Deck deck = rules.deck();
        int seats = rules.mode().seats();
        boolean playOff = seats == 2;
        if (trick.isEmpty() && hands[toAct] == 0) {
            return 0;
        }
        boolean firstLead = trick.isEmpty() && deck.size(hands[toAct]) == rules.mode().handSize();
        long legal = legal(rules, playOff, hands[toAct], trump, trick, firstLead);
        boolean max = side(rules, toAct) == 0;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (Card c : deck.faces(legal)) {
            hands[toAct] -= deck.one(c);
            trick.add(new Played(toAct, c));
            int v;
            if (trick.size() == seats) {
                List<Card> cards = trick.stream().map(Played::card).toList();
                int winner = trick.get(Trick.winner(cards, trump)).seat();
                int pts = 0;
                for (Card x : cards) {
                    pts += rules.counting().value(x.rank());
                }
                if (hands[winner] == 0) {
                    pts += rules.counting().lastTrick();
                }
                List<Played> saved = new ArrayList<>(trick);
                trick.clear();
                v = (side(rules, winner) == 0 ? pts : 0) + value(rules, hands, trump, trick, winner);
                trick.addAll(saved);
            } else {
                v = value(rules, hands, trump, trick, (toAct + 1) % seats);
            }
            trick.remove(trick.size() - 1);
            hands[toAct] += deck.one(c);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
