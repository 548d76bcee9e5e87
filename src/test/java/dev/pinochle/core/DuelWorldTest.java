package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link DuelHand#world}: a hand rebuilt from one seat's view and the true hidden cards plays on exactly as the
 * real hand does (RULES.md §5: the stock drawn top first, winner first; declarations by class), so a bot's sampled
 * deals follow the real rules. Seeded random hands; a failure names its seed.
 */
class DuelWorldTest {
    private static final Deck DECK = Deck.SINGLE;
    private static final int HANDS = 2_000;

    @Test
    void aWorldFromTheTrueHiddenCardsPlaysOnAsTheRealHand() {
        int compared = 0;
        for (long seed = 0; seed < HANDS; seed++) {
            try {
                compared += compare(seed) ? 1 : 0;
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
            }
        }
        // Every hand is compared unless its seat replayed a scored face into another class (the documented limit).
        assertThat(compared).isGreaterThan(HANDS * 9 / 10);
    }

    @Test
    void theStockMustEndWithTheTurnedUpCard() {
        DuelHand real = new DuelHand(RuleSet.duel(), Deal.shuffled(DECK, 5), 0);
        SeatView view = real.view(0);
        List<Card> stock = stockOf(Deal.shuffled(DECK, 5), view);
        List<Card> swapped = new ArrayList<>(stock);
        swapped.set(swapped.size() - 1, stock.get(0));
        swapped.set(0, stock.get(stock.size() - 1));
        assertThatThrownBy(() -> DuelHand.world(view, real.handOf(1), swapped))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** Plays a random stretch, rebuilds the hand from a seat's view, and plays both on alike; false if skipped. */
    private static boolean compare(long seed) {
        RuleSet rules = RuleSet.duel().with("dixExchange", String.valueOf(seed % 2 == 1));
        Deal deal = Deal.shuffled(DECK, seed);
        DuelHand real = new DuelHand(rules, deal, (int) (seed >> 1 & 1));
        Shuffle random = new Shuffle(Shuffle.derive(seed, 7));
        int steps = random.nextInt(34);
        Replays replays = new Replays();
        for (int i = 0; i < steps && real.view(0).stockSize() > 0; i++) {
            List<Action> legal = real.legalActions();
            Action action = legal.get(random.nextInt(legal.size()));
            replays.before(real, action);
            real.apply(action);
        }
        int seat = random.nextInt(2);
        SeatView view = real.view(seat);
        if (view.stockSize() == 0 || replays.seen) {
            return false;
        }
        DuelHand world = DuelHand.world(view, real.handOf(1 - seat), stockOf(deal, view));
        while (!real.isOver()) {
            assertThat(world.view(0)).isEqualTo(real.view(0));
            assertThat(world.view(1)).isEqualTo(real.view(1));
            int index = random.nextInt(real.legalActionCount());
            real.applyLegal(index);
            world.applyLegal(index);
        }
        assertThat(world.result()).usingRecursiveComparison().isEqualTo(real.result());
        return true;
    }

    /** The stock as the deal holds it, top first, the turned-up card (possibly the exchanged dix) last. */
    private static List<Card> stockOf(Deal deal, SeatView view) {
        List<Card> stock = new ArrayList<>();
        for (int i = 48 - view.stockSize(); i < 47; i++) {
            stock.add(deal.card(i));
        }
        stock.add(view.turnedUp());
        return stock;
    }

    /**
     * Follows the case the world's javadoc names, from the actions as they are taken: a seat played a copy of a
     * face it had declared in one class, then declared the face in another.
     */
    private static final class Replays {
        /** At {@code seat * 3 + class}: faces the seat has declared in the class (one bit a face). */
        private final long[] declared = new long[6];
        /** At {@code seat * 3 + class}: faces of the class's declarations the seat played since. */
        private final long[] playedSince = new long[6];
        private boolean seen;

        void before(DuelHand hand, Action action) {
            int seat = hand.toAct();
            if (action instanceof Action.Play p) {
                for (int c = 0; c < 3; c++) {
                    playedSince[seat * 3 + c] |= declared[seat * 3 + c] & DECK.presence(DECK.one(p.card()));
                }
            } else if (action instanceof Action.Declare d) {
                long faces = DECK.presence(DECK.setOf(d.cards()));
                int cls = d.kind().meldClass().ordinal();
                for (int c = 0; c < 3; c++) {
                    seen |= c != cls && (playedSince[seat * 3 + c] & faces) != 0;
                }
                declared[seat * 3 + cls] |= faces;
            }
        }
    }
}
