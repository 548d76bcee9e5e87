package dev.pinochle.bench;

import dev.pinochle.ai.Bot;
import dev.pinochle.ai.Bots;
import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.ai.search.Solver;
import dev.pinochle.core.Game;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
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
 * What the Expert's inner loop costs at the other tables: the 80-card partnership and the three-seat game. Each
 * position is a real one, reached by Easy bots playing seeded games until {@code tricksLeft} tricks remain with
 * a trick about to be led. {@code sample} builds the leader's belief and deals the cards it cannot see (the
 * step repeated for every PIMC world); {@code solve} solves the true deal double-dummy from scratch (fresh
 * table), three-handed with the bidder alone against the two defenders.
 *
 * <pre>mvn -q -Pbench -DskipTests package && java -jar target/benchmarks.jar VariantSearchBench</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
public class VariantSearchBench {
    private static final int POSITIONS = 40;

    @Param({"doubledeck", "threehanded"})
    public String mode;

    @Param({"6"})
    public int tricksLeft;

    private final List<SeatView> views = new ArrayList<>();
    private final List<long[]> deals = new ArrayList<>();
    private final List<Solver> solvers = new ArrayList<>();
    private final Shuffle rng = new Shuffle(11);
    private int next;

    @Setup(Level.Trial)
    public void positions() {
        RuleSet rules = mode.equals("doubledeck") ? RuleSet.doubleDeck() : RuleSet.threeHanded();
        Bot bot = Bots.create(dev.pinochle.ai.Level.EASY, 5);
        for (long seed = 1; views.size() < POSITIONS; seed++) {
            Game game = Game.start(rules, seed);
            while (!game.isOver() && game.handNumber() == 1) {
                SeatView v = game.view(game.toAct());
                if (v.phase() == Phase.TRICKS && v.trick().isEmpty() && v.hand().size() == tricksLeft) {
                    keep(rules, game, v);
                    break;
                }
                game.apply(bot.decide(v).action());
            }
        }
    }

    private void keep(RuleSet rules, Game game, SeatView v) {
        long[] hands = new long[4];
        for (int s = 0; s < v.seats(); s++) {
            hands[s] = rules.deck().setOf(game.view(s).hand());
        }
        Solver solver = new Solver(rules, v.trump(), false);
        if (v.seats() == 3) {
            solver.soloist(v.contractor());
        }
        views.add(v);
        deals.add(hands);
        solvers.add(solver);
    }

    @Benchmark
    public long[] sample() {
        SeatView v = views.get(next++ % views.size());
        return new Sampler(Belief.of(v)).deal(rng);
    }

    @Benchmark
    public int solve() {
        int i = next++ % views.size();
        Solver solver = solvers.get(i);
        solver.newTable();
        solver.resetNodes();
        SeatView v = views.get(i);
        solver.position(deals.get(i), v.trick(), v.seat());
        return solver.value(Long.MAX_VALUE);
    }
}
