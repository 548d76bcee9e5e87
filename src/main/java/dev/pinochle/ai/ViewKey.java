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
        long k = view.phase().ordinal();
        k = k * 31 + view.auction().size();
        k = k * 31 + view.tricks().size();
        k = k * 31 + view.trick().size();
        k = k * 31 + view.stockSize();
        return new Shuffle(Shuffle.derive(seed, k * 31 + handKey(view)));
    }

    /**
     * One stream for all of a seat's auction decisions and its naming of trump in a hand: each draws the same
     * deals (common random numbers), so its bids and its trump agree on which suit is best where a fresh draw
     * of 24 deals each time would swing the odds by a fifth and name a suit the bids had not.
     */
    static Shuffle auction(long seed, SeatView view) {
        return new Shuffle(Shuffle.derive(seed, handKey(view)));
    }

    /** The seat, the hand being played and the seat's own cards. */
    private static long handKey(SeatView view) {
        long k = view.seat();
        k = k * 31 + view.handNumber();
        k = k * 31 + view.dealer();
        for (Card c : view.hand()) {
            k = k * 31 + c.id();
        }
        return k;
    }
}
