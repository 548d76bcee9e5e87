package dev.pinochle.core;

import java.util.List;

/**
 * Everything a seat can do, as a closed set of small values. A hand is its deal plus the list of
 * (seat, action) taken; the game record stores exactly that.
 */
public sealed interface Action
        permits Action.Bid, Action.Pass, Action.NameTrump, Action.PassCards, Action.ThrowIn, Action.ShootMoon,
        Action.PlayOn, Action.Play, Action.Declare, Action.Decline, Action.ExchangeDix, Action.Bury {

    /** Bid this many points (native scale) for the side. */
    record Bid(int points) implements Action { }

    /** Pass in the auction: final for the hand. */
    record Pass() implements Action {
        public static final Pass INSTANCE = new Pass();
    }

    /** The contract holder names trump. */
    record NameTrump(Suit suit) implements Action { }

    /** Give cards face down: partner to bidder, then bidder back. */
    record PassCards(List<Card> cards) implements Action {
        public PassCards {
            cards = List.copyOf(cards);
        }
    }

    /** The contracting side concedes after meld, before the first lead. */
    record ThrowIn() implements Action { }

    /** The contract holder undertakes to take every trick. */
    record ShootMoon() implements Action { }

    /** The contract holder plays the hand out (neither throw-in nor moon). */
    record PlayOn() implements Action { }

    /** Play a card to the trick. */
    record Play(Card card) implements Action {
        private static final Play[] CACHE = new Play[Card.FACES];

        static {
            for (int i = 0; i < Card.FACES; i++) {
                CACHE[i] = new Play(Card.byId(i));
            }
        }

        /** The interned action for a card, so playouts allocate nothing. */
        public static Play of(Card card) {
            return CACHE[card.id()];
        }
    }

    /** Duel: declare one meld after winning a trick. */
    record Declare(MeldKind kind, List<Card> cards) implements Action {
        public Declare {
            cards = List.copyOf(cards);
        }

        /**
         * The meld and its cards as the table writes them, "marriage K♣ Q♣": two marriages on offer are told
         * apart only by their cards.
         */
        public String named() {
            StringBuilder out = new StringBuilder(kind.label());
            for (Card c : cards) {
                out.append(' ').append(c.display());
            }
            return out.toString();
        }
    }

    /** Duel: declare nothing this time. */
    record Decline() implements Action { }

    /** Duel: swap a trump nine for the turned-up trump card. */
    record ExchangeDix() implements Action { }

    /** Three-handed: the bidder buries these cards. */
    record Bury(List<Card> cards) implements Action {
        public Bury {
            cards = List.copyOf(cards);
        }
    }
}
