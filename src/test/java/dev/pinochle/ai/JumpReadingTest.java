package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandState;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import org.junit.jupiter.api.Test;

/**
 * A jump in the auction (docs/ai.md, conventions) read during the play, against the true deals of self-play hands:
 * with the pass (RULES.md §2.4) undone only where this seat saw it, and the jumper's strong suit found in every
 * sampled world.
 */
class JumpReadingTest {
    private static final int HANDS = 60;

    @Test
    void dealtHandsAreRebuiltAndEveryJumperHeldAStrongSuit() {
        RuleSet rules = RuleSet.standard();
        Bot[] bots = new Bot[4];
        for (int s = 0; s < 4; s++) {
            bots[s] = Bots.create(Level.MEDIUM, 31 + s);
        }
        Shuffle rng = new Shuffle(5);
        int rebuilt = 0;
        int readings = 0;
        int unfilteredMisses = 0;
        int filteredMisses = 0;
        int hands = 0;
        for (long seed = 1; hands < HANDS; seed++) {
            Game game = Game.start(rules, seed);
            long[] dealt = new long[4];
            int hand = -1;
            while (!game.isOver() && hands < HANDS) {
                HandState state = game.hand();
                if (game.handNumber() != hand) {
                    hand = game.handNumber();
                    hands++;
                    for (int s = 0; s < 4; s++) {
                        dealt[s] = state.handOf(s);
                    }
                }
                if (game.view(0).phase() == Phase.TRICKS) {
                    long[] truth = new long[4];
                    for (int s = 0; s < 4; s++) {
                        truth[s] = state.handOf(s);
                    }
                    for (int me = 0; me < 4; me++) {
                        SeatView view = game.view(me);
                        Belief belief = Belief.of(view);
                        for (int s = 0; s < 4; s++) {
                            if (s != me && JumpReading.readable(view, s)) {
                                assertThat(JumpReading.dealt(view, belief, truth, s))
                                        .as("seat %d's deal as %d rebuilds it, seed %d", s, me, seed)
                                        .isEqualTo(dealt[s]);
                                rebuilt++;
                            }
                        }
                        Sampler.Filter filter = JumpReading.filter(view, belief);
                        if (filter == null) {
                            continue;
                        }
                        readings++;
                        assertThat(filter.accept(truth)).as("the true deal fits, seed %d", seed).isTrue();
                        Sampler sampler = new Sampler(belief);
                        unfilteredMisses += filter.accept(sampler.deal(rng)) ? 0 : 1;
                        filteredMisses += filter.accept(sampler.deal(rng, ExpertPlay.WORLD_TRIES, filter)) ? 0 : 1;
                    }
                }
                int seat = game.toAct();
                game.apply(bots[seat].decide(game.view(seat)).action());
            }
        }
        assertThat(rebuilt).isGreaterThan(1000);
        assertThat(readings).as("views with a jump to read").isGreaterThan(20);
        assertThat(unfilteredMisses).as("worlds dealt without the reading that break it").isPositive();
        // The sampler keeps the world with the fewest misses after the Expert's tries (it must also reproduce every
        // shown meld), so a few hard views keep a miss; measured: 147 of 624 worlds break it unread, 24 read (with
        // 64 tries, as before, 54: seed 1's hand 7 alone missed in every view of its declarer's partner).
        assertThat(filteredMisses).as("worlds dealt with the reading that break it")
                .isLessThan(unfilteredMisses / 3);
    }
}
