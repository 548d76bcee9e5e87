package dev.pinochle.ai;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.CardSets;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Deck;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * What the auction still tells the card play once the meld is on the table. A meld bid promises meld, which the
 * shown meld now states exactly, and natural bids promise only an estimate; but a jump promises a strong suit (a
 * run, or six cards with the ace, {@link Bidding#strongSuit}) in the hand the seat was dealt, which the meld
 * does not show. The Expert's samples keep to it for every seat whose dealt hand this seat can rebuild.
 */
final class JumpReading {
    private JumpReading() {
    }

    /** A filter for the play's samples, or null when no seat this seat can read jumped. */
    static Sampler.Filter filter(SeatView view, Belief belief) {
        if (view.seats() != 4 || view.contractor() < 0) {
            return null;
        }
        AuctionReading auction = new AuctionReading(view);
        int[] jumpers = IntStream.range(0, 4)
                .filter(s -> s != view.seat() && auction.jumped(s) && readable(view, s)).toArray();
        if (jumpers.length == 0) {
            return null;
        }
        return world -> Arrays.stream(jumpers).allMatch(s -> strong(view.rules(), dealt(view, belief, world, s)));
    }

    /**
     * Whether this seat can rebuild what {@code seat} was dealt: defenders pass nothing, and the partner's pass
     * is known both ways; the other side's pass is hidden.
     */
    static boolean readable(SeatView view, int seat) {
        int declaring = view.sideOf(view.contractor());
        return view.sideOf(seat) != declaring || view.sideOf(view.seat()) == declaring
                || view.rules().passCount() == 0;
    }

    /** The hand {@code seat} was dealt in this world (only for a {@link #readable} seat). */
    static long dealt(SeatView view, Belief belief, long[] world, int seat) {
        long atMeld = world[seat] + belief.playedBy(seat);
        if (view.sideOf(seat) != view.sideOf(view.seat())) {
            return atMeld;
        }
        Deck deck = view.rules().deck();
        // What came back may be what went over, so add before taking away.
        return CardSets.minusFloor(deck, atMeld + CardSets.of(deck, view.received()), CardSets.of(deck, view.given()));
    }

    /** Whether the hand holds a suit a jump promises, in any suit: the jump does not say which. */
    static boolean strong(RuleSet rules, long hand) {
        for (Suit t : Suit.values()) {
            if (Bidding.strongSuit(rules, hand, t)) {
                return true;
            }
        }
        return false;
    }
}
