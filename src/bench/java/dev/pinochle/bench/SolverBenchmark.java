package dev.pinochle.bench;

import dev.pinochle.ai.search.Solver;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The double-dummy solver on the committed corpus ({@code src/test/resources/ai/solver-corpus.txt}, run from
 * the project root): each invocation solves the next position of the chosen size from scratch (fresh table),
 * so the sample-time percentiles are per position. {@code tricks=12} are whole partnership deals.
 *
 * <pre>mvn -q -Pbench -DskipTests package && java -jar target/benchmarks.jar SolverBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 20)
public class SolverBenchmark {
    @Param({"6", "12"})
    public int tricks;

    @Param({"src/test/resources/ai/solver-corpus.txt"})
    public String corpus;

    private final RuleSet rules = RuleSet.standard();
    private final List<long[]> hands = new ArrayList<>();
    private final List<Suit> trumps = new ArrayList<>();
    private final List<Integer> leaders = new ArrayList<>();
    private final Solver[] solvers = new Solver[4];
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        Deck deck = rules.deck();
        for (String line : Files.readAllLines(Path.of(corpus))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] p = line.split("\\|");
            if (!p[2].trim().equals("-")) {
                continue;
            }
            long[] h = new long[4];
            for (int s = 0; s < 4; s++) {
                h[s] = deck.setOf(Card.parseAll(p[3 + s]));
            }
            if (deck.size(h[0]) == tricks) {
                hands.add(h);
                trumps.add(Suit.parse(p[0].trim()));
                leaders.add(Integer.parseInt(p[1].trim()));
            }
        }
        if (hands.isEmpty()) {
            throw new IllegalStateException("no " + tricks + "-trick positions in " + corpus);
        }
        for (Suit s : Suit.values()) {
            solvers[s.ordinal()] = new Solver(rules, s, false);
        }
    }

    @Benchmark
    public int solve() {
        int i = next++ % hands.size();
        Solver solver = solvers[trumps.get(i).ordinal()];
        solver.newTable();
        solver.resetNodes();
        solver.position(hands.get(i), List.<Played>of(), leaders.get(i));
        return solver.value(Long.MAX_VALUE);
    }
}
