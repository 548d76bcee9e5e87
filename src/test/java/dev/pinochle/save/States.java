package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.SeatView;
import java.util.Arrays;
import java.util.List;

/** Equality of whole game states, as far as anything outside the core can see them. */
final class States {
    private States() {
    }

    static void assertSame(Game actual, Game expected) {
        assertThat(actual.rules()).isEqualTo(expected.rules());
        assertThat(actual.seed()).isEqualTo(expected.seed());
        assertThat(actual.toAct()).as("seat to act").isEqualTo(expected.toAct());
        assertThat(actual.hand().phase()).as("phase").isEqualTo(expected.hand().phase());
        assertThat(actual.handNumber()).isEqualTo(expected.handNumber());
        assertThat(actual.scores()).isEqualTo(expected.scores());
        assertThat(actual.winner()).isEqualTo(expected.winner());
        assertThat(actual.legalActions()).isEqualTo(expected.legalActions());
        for (int s = 0; s < expected.rules().mode().seats(); s++) {
            assertThat(actual.hand().handOf(s)).as("cards of seat %d", s).isEqualTo(expected.hand().handOf(s));
            assertThat(comparable(actual.view(s))).isEqualTo(comparable(expected.view(s)));
        }
        assertThat(hands(actual.hands())).isEqualTo(hands(expected.hands()));
    }

    /** A view with its result as lists: records compare arrays by identity. */
    private static List<Object> comparable(SeatView v) {
        SeatView without = new SeatView(v.rules(), v.seat(), v.handNumber(), v.dealer(), v.phase(), v.toAct(),
                v.hand(), v.handSizes(), v.auction(), v.contractor(), v.bid(), v.moon(), v.trump(), v.received(), v.given(),
                v.melds(), v.exposed(), v.trick(), v.tricks(), v.stockSize(), v.turnedUp(), v.exchange(),
                v.widow(), v.buried(), v.legal(), v.scores(), null, v.gameWinner());
        return List.of(without, result(v.result()));
    }

    static List<Object> hands(List<HandRecord> hands) {
        return hands.stream()
                .map(h -> List.of(h.seed(), h.deal(), h.dealer(), h.actions(), result(h.result())))
                .map(l -> (Object) l)
                .toList();
    }

    static String result(HandResult r) {
        if (r == null) {
            return "none";
        }
        return r.outcome() + " " + r.contractor() + " " + r.bid() + " " + r.trump() + " " + Arrays.toString(r.meld())
                + Arrays.toString(r.counters()) + Arrays.toString(r.meldStood()) + Arrays.toString(r.score());
    }
}
