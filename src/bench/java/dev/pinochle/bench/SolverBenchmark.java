package dev.pinochle.bench;

import java.io.IOException;
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

    private SolverCorpus positions;
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        positions = new SolverCorpus(corpus, tricks);
    }

    @Benchmark
    public long solve() {
        return positions.solve(next++ % positions.size(), Long.MAX_VALUE).nodes();
    }
}
