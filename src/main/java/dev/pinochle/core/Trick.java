package dev.pinochle.core;

import java.util.List;

/**
 * Trick rules as mask arithmetic: which cards a player may play, and which card wins.
 * Everything here is allocation-free except {@link #explain}.
 */
public final class Trick {
    private Trick() {
    }

    /** Whether {@code card}, played after {@code winner}, takes the trick from it. Identical cards: the earlier wins. */
    public static boolean beats(Card card, Card winner, Suit trump) {
        if (card.suit() == winner.suit()) {
            return card.rank().compareTo(winner.rank()) > 0;
        }
        return card.suit() == trump;
    }

    /** Index, in play order, of the card that wins a (partial) trick. */
    public static int winner(List<Card> cards, Suit trump) {
        int best = 0;
        for (int i = 1; i < cards.size(); i++) {
            if (beats(cards.get(i), cards.get(best), trump)) {
                best = i;
            }
        }
        return best;
    }

    /** The highest card of the led suit in a (partial) trick: what {@code headLedSuitWhenTrumped} must beat. */
    public static Card highestOfLed(List<Card> cards) {
        Card best = cards.get(0);
        for (Card c : cards) {
            if (c.suit() == best.suit() && c.rank().compareTo(best.rank()) > 0) {
                best = c;
            }
        }
        return best;
    }

    /**
     * The cards of {@code hand} that may be played to a trick under the partnership play rules (§3).
     *
     * @param led the first card of the trick, or {@code null} when leading (any card)
     * @param winner the card currently winning the trick
     * @param highestLed the highest card of the led suit played so far
     * @return a sub-multiset of {@code hand}; {@link Deck#presence} gives its distinct faces
     */
    public static long legal(Deck deck, RuleSet rules, long hand, Suit trump, Card led, Card winner, Card highestLed) {
        if (led == null) {
            return hand;
        }
        long inLed = hand & deck.suitMask(led.suit());
        if (rules.playRules() == RuleSet.PlayRules.NO_HEAD) {
            if (inLed != 0) {
                return inLed;
            }
            long trumps = hand & deck.suitMask(trump);
            return trumps != 0 ? trumps : hand;
        }
        if (inLed != 0) {
            boolean trumped = winner.suit() != led.suit();
            Card toBeat = trumped ? (rules.headLedSuitWhenTrumped() ? highestLed : null) : winner;
            if (toBeat == null) {
                return inLed;
            }
            long over = inLed & deck.aboveMask(toBeat);
            return over != 0 ? over : inLed;
        }
        long trumps = hand & deck.suitMask(trump);
        if (trumps == 0) {
            return hand;
        }
        if (winner.suit() != trump) {
            return trumps;
        }
        long over = trumps & deck.aboveMask(winner);
        if (over != 0) {
            return over;
        }
        return rules.mayDiscardWhenCannotOvertrump() ? hand : trumps;
    }

    /**
     * The duel's play-off duty (§5 phase 2), which is the strict rule with one card to answer:
     * follow and beat the led card if you can; void, trump if you can.
     */
    public static long legalPlayOff(Deck deck, long hand, Suit trump, Card led) {
        if (led == null) {
            return hand;
        }
        long inLed = hand & deck.suitMask(led.suit());
        if (inLed != 0) {
            long over = inLed & deck.aboveMask(led);
            return over != 0 ? over : inLed;
        }
        long trumps = hand & deck.suitMask(trump);
        return trumps != 0 ? trumps : hand;
    }

    /**
     * Why {@code card} may not be played, in a sentence for the player; {@code null} if it may.
     *
     * @param legal what {@link #legal} (or {@link #legalPlayOff}) allows
     */
    public static String explain(Deck deck, long hand, long legal, Suit trump, Card led, Card winner,
            Card highestLed, Card card) {
        if (deck.count(hand, card) == 0) {
            return "You don't hold the " + card.display() + ".";
        }
        if (deck.count(legal, card) > 0) {
            return null;
        }
        if (led == null) {
            return "The first lead must be a trump (" + trump.symbol() + ").";
        }
        boolean canFollow = (hand & deck.suitMask(led.suit())) != 0;
        if (canFollow && card.suit() != led.suit()) {
            return "You must follow suit: play a " + singular(led.suit()) + ".";
        }
        if (canFollow) {
            Card toBeat = winner.suit() == led.suit() ? winner : highestLed;
            return "You must beat the " + toBeat.display() + " if you can.";
        }
        if (card.suit() != trump) {
            return "You have no " + suitName(led.suit()) + ", so you must play a trump (" + trump.symbol() + ").";
        }
        return "You must beat the " + winner.display() + " if you can: play a higher trump.";
    }

    static String suitName(Suit s) {
        return s.name().toLowerCase();
    }

    static String singular(Suit s) {
        String n = suitName(s);
        return n.substring(0, n.length() - 1);
    }
}
