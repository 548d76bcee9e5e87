package dev.pinochle.bench;

import java.io.IOException;
import java.util.Arrays;

/**
 * Solver nodes for the corpus positions of one size: the machine-independent measure of a search change (wall
 * clock on a shared machine moves by a fifth between runs; node counts do not move at all). With
 * {@code -Dreps=N} it first solves the positions N times over and prints each round's wall clock: a quick
 * comparison of two builds' speed per node, the later rounds warmed up.
 *
 * <pre>java [-Dreps=N] -cp target/benchmarks.jar dev.pinochle.bench.SolverNodes TRICKS [COUNT]</pre>
 */
public final class SolverNodes {
    private SolverNodes() {
    }

    public static void main(String[] args) throws IOException {
        int tricks = Integer.parseInt(args[0]);
        SolverCorpus corpus = new SolverCorpus("src/test/resources/ai/solver-corpus.txt", tricks);
        int count = args.length > 1 ? Math.min(Integer.parseInt(args[1]), corpus.size()) : corpus.size();
        long[] nodes = new long[count];
        long total = 0;
        for (int r = 0; r < Integer.getInteger("reps", 0); r++) {
            long start = System.nanoTime();
            for (int i = 0; i < count; i++) {
                corpus.solve(i, Long.MAX_VALUE);
            }
            System.out.printf("round %d: %.0f ms%n", r + 1, (System.nanoTime() - start) / 1e6);
        }
        for (int i = 0; i < count; i++) {
            nodes[i] = corpus.solve(i, Long.MAX_VALUE).nodes();
            total += nodes[i];
        }
        Arrays.sort(nodes);
        System.out.printf("%d positions of %d tricks: nodes median %,d, p90 %,d, max %,d, total %,d%n", count,
                tricks, nodes[count / 2], nodes[count * 9 / 10], nodes[count - 1], total);
    }
}
