package dev.pinochle.ai;

import dev.pinochle.core.Card;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;

/**
 * The random stream of one decision: derived from the bot's seed and from public facts of the view only
 * (where the hand and the decision stand, and this seat's own cards), so the same view always draws the same
 * samples, whatever happened at other decisions and whatever the hidden cards are.
 */
final class ViewKey {
    private ViewKey() {
    }

    static Shuffle random(long seed, SeatView view) {
        long k = view.seat();
        k = k * 31 + view.handNumber();
        k = k * 31 + view.dealer();
        k = k * 31 + view.phase().ordinal();
        k = k * 31 + view.auction().size();
        k = k * 31 + view.tricks().size();
        k = k * 31 + view.trick().size();
        k = k * 31 + view.stockSize();
        for (Card c : view.hand()) {
            k = k * 31 + c.id();
        }
        return new Shuffle(Shuffle.derive(seed, k));
    }
}
