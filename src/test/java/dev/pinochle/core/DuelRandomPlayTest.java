package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The random-play gate (STYLE.md): seeded duel hands played by choosing uniformly among the legal actions,
 * checking the invariants at every step. A failure names its seed; replay it with {@link #play(long)}.
 */
class DuelRandomPlayTest {
    private static final int HANDS = 20_000;
    private static final Deck DECK = Deck.SINGLE;

    @Test
    void randomHandsKeepEveryInvariant() {
        for (long seed = 0; seed < HANDS; seed++) {
            try {
                play(seed);
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
            }
        }
    }

    @Test
    void seed9110PlayerWithoutATrickScoresNoMeld() {
        // Fixture from a failure of the gate: one player took no trick, so declared nothing (RULES.md §5).
        play(9110);
    }

    /** One hand; odd seeds also play with the dix exchange, and the dealer alternates every two seeds. */
    static void play(long seed) {
        RuleSet rules = RuleSet.duel().with("dixExchange", String.valueOf(seed % 2 == 1));
        Deal deal = Deal.shuffled(DECK, seed);
        int dealer = (int) (seed >> 1 & 1);
        DuelHand hand = new DuelHand(rules, deal, dealer);
        Shuffle random = new Shuffle(Shuffle.derive(seed, 1));
        List<Action> record = new ArrayList<>();
        while (!hand.isOver()) {
            checkStep(hand);
            List<Action> legal = hand.legalActions();
            int index = random.nextInt(legal.size());
            Action action = legal.get(index);
            if (action instanceof Action.Declare d) {
                // RULES.md §5: a card played to a trick can never be melded; a declaration holds only cards in hand.
                assertThat(DECK.contains(hand.handOf(hand.toAct()), DECK.setOf(d.cards())))
                        .as("%s declared from %s", d, DECK.format(hand.handOf(hand.toAct()))).isTrue();
            }
            DuelHand fast = hand.copy();
            fast.applyLegal(index);
            hand.apply(action);
            assertThat(fast).as("the fast path agrees with apply(%s)", action).isEqualTo(hand);
            record.add(action);
        }
        checkStep(hand);
        HandResult result = hand.result();
        int[] counters = result.counters();
        assertThat(counters[0] + counters[1]).as("counters").isEqualTo(250);
        for (int s = 0; s < 2; s++) {
            // Only a trick's winner declares, so under meldNeeds TRICK all meld that was declared stands;
            // a player who took no trick (seed 9110) declared nothing and scores nothing.
            if (result.meld()[s] > 0) {
                assertThat(result.meldStood()[s]).isTrue();
            }
            assertThat(result.score()[s]).isEqualTo(result.meld()[s] + counters[s]);
        }
        DuelHand replay = new DuelHand(rules, deal, dealer);
        record.forEach(replay::apply);
        assertThat(replay).as("replay").isEqualTo(hand);
        assertThat(replay.hashCode()).isEqualTo(hand.hashCode());
    }

    private static void checkStep(DuelHand hand) {
        long all = hand.handOf(0) + hand.handOf(1) + hand.stock() + hand.played();
        if (all != DECK.full()) {
            throw new AssertionError("the 48 cards are not conserved: " + DECK.format(all) + " in " + hand);
        }
        for (int s = 0; s < 2; s++) {
            SeatView view = hand.view(s);
            assertThat(view.legal().isEmpty()).as("seat %d has legal actions", s).isEqualTo(s != hand.toAct());
            assertThat(view.hand()).isEqualTo(DECK.cards(hand.handOf(s)));
            // Scored copies are always copies still held: no card is melded after it was played.
            for (int c = 0; c < 3; c++) {
                assertThat(DECK.contains(hand.handOf(s), hand.used(s, c))).as("class %d of seat %d", c, s).isTrue();
            }
            assertThat(DECK.contains(hand.handOf(1 - s), DECK.setOf(view.exposed().get(1 - s)))).isTrue();
            if (s == hand.toAct()) {
                assertThat(hand.legalActionCount()).isEqualTo(view.legal().size());
            }
        }
    }
}
