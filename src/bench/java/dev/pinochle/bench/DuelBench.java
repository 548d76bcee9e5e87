package dev.pinochle.bench;

import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelHand;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Random duel hands per second on one thread: each operation deals a fresh hand from the next seed and plays
 * it out choosing uniformly among the legal actions (plays, declarations, dix exchange, passes, with the draws
 * they trigger), through the allocation-free {@link DuelHand#legalActionCount}/{@link DuelHand#applyLegal} path.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class DuelBench {
    @Param({"false", "true"})
    public boolean dixExchange;

    private RuleSet rules;
    private Shuffle random;
    private long seed;

    @Setup
    public void setUp() {
        rules = RuleSet.duel().with("dixExchange", String.valueOf(dixExchange));
        random = new Shuffle(2024);
    }

    @Benchmark
    public int randomHand() {
        long s = seed++;
        DuelHand hand = new DuelHand(rules, Deal.shuffled(Deck.SINGLE, s), (int) (s & 1));
        while (!hand.isOver()) {
            hand.applyLegal(random.nextInt(hand.legalActionCount()));
        }
        return hand.result().score()[0];
    }
}
