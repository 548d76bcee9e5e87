package dev.pinochle.ai;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelHand;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import java.util.ArrayList;
import java.util.List;

/** Test fixture: a duel hand rebuilt from a seat's view with the cards it cannot see dealt again. */
final class DuelWorlds {
    private DuelWorlds() {
    }

    /** The other hand and the stock dealt consistently with {@code view}, the stock in card order. */
    static DuelHand redealt(SeatView view, Shuffle rng) {
        Deck deck = Deck.SINGLE;
        long[] dealt = new Sampler(Belief.of(view)).deal(rng);
        List<Card> stock = new ArrayList<>(deck.cards(dealt[2] - deck.one(view.turnedUp())));
        stock.add(view.turnedUp());
        return DuelHand.world(view, dealt[1 - view.seat()], stock);
    }
}
