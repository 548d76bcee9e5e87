package dev.pinochle.bench;

import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Meld total of a dealt 12-card hand with a trump: target ≥ 5 million hands/s on one core. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MeldBench {
    private static final int N = 4096;
    private final long[] hands = new long[N];
    private final Suit[] trumps = new Suit[N];
    private final RuleSet rules = RuleSet.standard();
    private int i;

    @Setup
    public void deal() {
        for (int k = 0; k < N; k++) {
            Deal deal = Deal.shuffled(Deck.SINGLE, k);
            hands[k] = deal.set(0, 12);
            trumps[k] = Suit.of(k & 3);
        }
    }

    @Benchmark
    public int meldOfOneHand() {
        int k = i++ & (N - 1);
        return MeldTable.total(rules, hands[k], trumps[k]);
    }
}
