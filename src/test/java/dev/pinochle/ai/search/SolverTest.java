package dev.pinochle.ai.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.RuleSet;
import org.junit.jupiter.api.Test;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SolverTest {

    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of("standard", RuleSet.standard()),
                Arguments.of("classic counting", RuleSet.standard().with("counting", "CLASSIC")),
                // K and Q share a value here, so the table key squeezes them together (RULES.md §2 option 8).
                Arguments.of("simple counting", RuleSet.standard().with("counting", "SIMPLE")),
                Arguments.of("no head", RuleSet.standard().with("playRules", "NO_HEAD")),
                Arguments.of("discard when cannot overtrump", RuleSet.standard().with("mayDiscardWhenCannotOvertrump",
                        "true")),
                Arguments.of("head led suit when trumped", RuleSet.standard().with("headLedSuitWhenTrumped", "true")),
                Arguments.of("duel play-off", RuleSet.duel()),
                Arguments.of("double deck", RuleSet.doubleDeck()),
                Arguments.of("three-handed, seat 1 alone", RuleSet.threeHanded()));
    }

    private static Solver solver(RuleSet rules, Position p) {
        Solver solver = new Solver(rules, p.trump(), rules.mode().seats() == 2);
        if (rules.mode().seats() == 3) {
            solver.soloist(Brute.SOLOIST);
        }
        return solver;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void equalsBruteForceOnSmallRandomPositions(String name, RuleSet rules) {
        for (int i = 0; i < 150; i++) {
            int tricks = 1 + i % 4;
            int inTrick = i % rules.mode().seats();
            Position p = Position.random(rules, 7919L * i + name.hashCode(), tricks, inTrick);
            Solver solver = solver(rules, p);
            solver.newTable();
            solver.position(p.hands(), p.trick(), p.toAct());
            assertThat(solver.value(Long.MAX_VALUE)).as("position %d: %s", i, p.format(rules.deck(),
                    rules.mode().seats(), -1)).isEqualTo(Brute.value(rules, p));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void cardValuesMatchBruteForceAfterEachCard(String name, RuleSet rules) {
        for (int i = 0; i < 40; i++) {
            Position p = Position.random(rules, 104729L * i + name.hashCode(), 1 + i % 3, i % 2);
            Solver solver = solver(rules, p);
            solver.newTable();
            solver.position(p.hands(), p.trick(), p.toAct());
            int[] values = solver.cardValues(Long.MAX_VALUE);
            var cards = rules.deck().faces(solver.legalCards());
            int best = Brute.side(rules, p.toAct()) == 0 ? Brute.value(rules, p) : solver.total() - Brute.value(rules, p);
            assertThat(java.util.Arrays.stream(values).max().getAsInt()).isEqualTo(best);
            assertThat(values).hasSize(cards.size());
        }
    }

    /**
     * The table keys a position on the hands and the leader. Two positions alike but for seat 0's lowest blank of
     * spades and the leader: seat 0 holding the 9♠ with seat 3 to lead, and the J♠ with seat 0 to lead. Until the
     * leader had bits of its own in the key, it was added to seat 0's hand, where 1 (the 9♠) + 3 made the J♠'s 4 +
     * 0, and the second position, solved after the first on the same table, took its value: 0 points, not 30.
     */
    @Test
    void theLeaderCannotBeMistakenForACardInTheTableKey() {
        RuleSet rules = RuleSet.standard();
        Position first = Position.parse(rules.deck(), "H|3|-|9S AC|QS AD|JS TC|KD 9D|-1");
        Position second = Position.parse(rules.deck(), "H|0|-|JS AC|QS AD|JS TC|KD 9D|-1");
        assertThat(Brute.value(rules, first)).isNotEqualTo(Brute.value(rules, second));
        Solver solver = solver(rules, first);
        solver.newTable();
        for (Position p : new Position[] {first, second}) {
            solver.resetNodes();
            solver.position(p.hands(), p.trick(), p.toAct());
            assertThat(solver.value(Long.MAX_VALUE)).as(p.format(rules.deck(), 4, -1)).isEqualTo(Brute.value(rules, p));
        }
    }

    /**
     * {@code Long.MAX_VALUE} nodes is no cap, however many nodes the solver counted before: added to them, it
     * overflowed, and the second search aborted at its first check of the cap (every 1,024 nodes).
     */
    @Test
    void noCapAfterEarlierSearches() {
        RuleSet rules = RuleSet.standard();
        Position p = Position.random(rules, 17, 7, 0);
        Solver solver = solver(rules, p);
        int[] values = new int[2];
        for (int round = 0; round < 2; round++) {
            solver.newTable();
            solver.position(p.hands(), p.trick(), p.toAct());
            values[round] = solver.value(Long.MAX_VALUE);
            assertThat(solver.aborted()).as("search %d", round + 1).isFalse();
            assertThat(solver.nodes()).as("search %d", round + 1).isGreaterThan(1024L * (round + 1));
        }
        assertThat(values[1]).isEqualTo(values[0]);
    }
}
