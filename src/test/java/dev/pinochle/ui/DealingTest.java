package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** RULES.md §2: the deal goes clockwise, from the dealer's left; on screen as at the table. */
class DealingTest {
    private final Dealing partnership = Dealing.deal(4, 2, 12, 900);

    @Test
    void nothingIsInAHandBeforeTheFirstCardLandsAndEverythingIsWhenTheDealEnds() {
        for (int seat = 0; seat < 4; seat++) {
            assertThat(partnership.landed(seat, 0)).as("seat %d at the start", seat).isZero();
            assertThat(partnership.landed(seat, 900)).as("seat %d at the end", seat).isEqualTo(12);
        }
        assertThat(partnership.flying(900)).isEmpty();
    }

    @Test
    void theCardsGoRoundFromTheDealersLeftAPacketAtATime() {
        // Dealer 2: seat 3 gets the first packet of three, then 0, 1 and the dealer; then seat 3 again.
        List<Dealing.Flight> first = partnership.flying(0);
        assertThat(first).extracting(Dealing.Flight::seat).containsExactly(3, 3, 3);
        assertThat(first).extracting(Dealing.Flight::index).containsExactly(0, 1, 2);
        List<Integer> order = new ArrayList<>();
        for (long t = 0; t < 900 && order.size() < 5; t++) {
            for (Dealing.Flight f : partnership.flying(t)) {
                if (f.index() % 3 == 0 && f.index() / 3 * 4 + Math.floorMod(f.seat() - 3, 4) == order.size()) {
                    order.add(f.seat());
                }
            }
        }
        assertThat(order).containsExactly(3, 0, 1, 2, 3);
    }

    /** RULES.md §2: "packets of 3 or 4 are only how it looks": three for 12 or 15 cards a hand, four for 20. */
    @Test
    void eachTableIsDealtInPacketsThatFillItsHands() {
        assertThat(Dealing.deal(4, 0, 12, 900).packet()).isEqualTo(3);
        assertThat(Dealing.deal(3, 0, 15, 900).packet()).isEqualTo(3);
        assertThat(Dealing.deal(2, 0, 12, 900).packet()).isEqualTo(3);
        Dealing doubleDeck = Dealing.deal(4, 0, 20, 900);
        assertThat(doubleDeck.packet()).isEqualTo(4);
        for (long t = 0; t <= 900; t += 10) {
            List<Dealing.Flight> air = doubleDeck.flying(t);
            assertThat(air.size()).as("cards in the air at %d ms: four packets at most", t).isLessThanOrEqualTo(16);
            for (int seat = 0; seat < 4; seat++) {
                assertThat(doubleDeck.landed(seat, t) % 4).as("seat %d's hand at %d ms, whole packets", seat, t)
                        .isZero();
            }
        }
    }

    @Test
    void eachCardFliesBeforeItLandsAndTheHandsFillEvenly() {
        int lastTotal = 0;
        for (long t = 0; t <= 900; t += 10) {
            int total = 0;
            for (int seat = 0; seat < 4; seat++) {
                total += partnership.landed(seat, t);
            }
            for (Dealing.Flight f : partnership.flying(t)) {
                assertThat(f.progress()).isBetween(0.0, 1.0);
                assertThat(f.index()).as("a card in the air is not in its hand yet")
                        .isEqualTo(partnership.landed(f.seat(), t) + countBefore(f, t));
            }
            assertThat(total).as("cards never leave a hand").isGreaterThanOrEqualTo(lastTotal);
            int most = 0;
            int fewest = 12;
            for (int seat = 0; seat < 4; seat++) {
                most = Math.max(most, partnership.landed(seat, t));
                fewest = Math.min(fewest, partnership.landed(seat, t));
            }
            assertThat(most - fewest).as("no hand more than a packet ahead at %d ms", t).isLessThanOrEqualTo(3);
            lastTotal = total;
        }
    }

    /** How many earlier cards of the same hand are in the air with {@code f}. */
    private int countBefore(Dealing.Flight f, long t) {
        return (int) partnership.flying(t).stream()
                .filter(o -> o.seat() == f.seat() && o.index() < f.index()).count();
    }

    @Test
    void theDuelDealsToTheOtherPlayerFirst() {
        Dealing duel = Dealing.deal(2, 0, 12, 600);

        assertThat(duel.flying(0)).extracting(Dealing.Flight::seat).containsExactly(1, 1, 1);
        assertThat(duel.landed(0, 600)).isEqualTo(12);
        assertThat(duel.landed(1, 599)).isEqualTo(12);
        assertThat(duel.landed(0, 599)).as("the dealer's last packet still in the air").isEqualTo(9);
    }

    @Test
    void aPassOfFourGoesToOneSeatOneCardAfterAnother() {
        Dealing pass = new Dealing(List.of(2, 2, 2, 2), 700);

        assertThat(pass.to(2)).isEqualTo(4);
        assertThat(pass.to(0)).isZero();
        assertThat(pass.flying(0)).containsExactly(new Dealing.Flight(2, 0, 0, 0.0));
        assertThat(pass.landed(2, 350)).isBetween(1, 3);
        assertThat(pass.landed(2, 700)).isEqualTo(4);
        assertThat(pass.landed(0, 700)).isZero();
    }

    @Test
    void aDrawAfterADeclarationWaitsForItThenTakesItsFullTime() {
        Dealing draw = new Dealing(List.of(1, 0), 600).after(500);

        assertThat(draw.flying(0)).isEmpty();
        assertThat(draw.flying(499)).isEmpty();
        assertThat(draw.flying(500)).containsExactly(new Dealing.Flight(1, 0, 0, 0.0));
        assertThat(draw.landed(1, 699)).isZero();
        assertThat(draw.landed(1, 700)).isEqualTo(1);
        assertThat(draw.landed(0, 1099)).isZero();
        assertThat(draw.landed(0, 1100)).isEqualTo(1);
        assertThat(draw.end()).isEqualTo(1100);
    }

    @Test
    void everyCardIsOnThePackInTheAirOrInAHandAtEveryMoment() {
        Dealing draw = new Dealing(List.of(1, 0), 600).after(500);
        for (long t = 0; t <= 1200; t += 5) {
            int placed = draw.waiting(t) + draw.flying(t).size() + draw.landed(0, t) + draw.landed(1, t);
            assertThat(placed).as("at %d ms", t).isEqualTo(2);
        }
        assertThat(draw.waiting(499)).isEqualTo(2);
        assertThat(draw.waiting(1100)).isZero();
        assertThat(partnership.waiting(0)).as("the first packet is off").isEqualTo(45);
    }
}
