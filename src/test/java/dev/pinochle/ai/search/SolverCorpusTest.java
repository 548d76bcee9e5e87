package dev.pinochle.ai.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Deck;
import dev.pinochle.core.RuleSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The committed corpus ({@code ai/solver-corpus.txt}, standard rules): the solver equals brute-force minimax on
 * every position of five tricks or fewer, and keeps the recorded value of every six-trick position. Those values
 * were the solver's own when the corpus was made (brute force is too slow at six tricks), so they pin every later
 * solver to it rather than prove it; the proof is the smaller positions'. The full deals are there for the
 * benchmark ({@code SolverBenchmark}).
 */
class SolverCorpusTest {
    static final String CORPUS = "/ai/solver-corpus.txt";

    static List<Position> corpus(Deck deck) throws IOException {
        List<Position> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SolverCorpusTest.class.getResourceAsStream(CORPUS), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(Position.parse(deck, line));
                }
            }
        }
        return out;
    }

    @Test
    void solverEqualsBruteForceOnSmallPositionsAndKeepsRecordedValues() throws IOException {
        RuleSet rules = RuleSet.standard();
        Deck deck = rules.deck();
        int small = 0;
        int six = 0;
        for (Position p : corpus(deck)) {
            int tricks = p.tricksLeft(deck);
            if (tricks > 6) {
                continue;
            }
            Solver solver = new Solver(rules, p.trump(), false);
            solver.newTable();
            solver.position(p.hands(), p.trick(), p.toAct());
            int value = solver.value(Long.MAX_VALUE);
            assertThat(value).as(p.format(deck, 4, p.value())).isEqualTo(p.value());
            if (tricks <= 5) {
                assertThat(Brute.value(rules, p)).as(p.format(deck, 4, p.value())).isEqualTo(value);
                small++;
            } else {
                six++;
            }
        }
        assertThat(small).isGreaterThanOrEqualTo(100);
        assertThat(six).isGreaterThanOrEqualTo(40);
    }
}
