package dev.pinochle.bench;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.PartnershipHand;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
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

/**
 * A whole partnership hand with random legal choices: deal from a seed, auction, trump, the pass both ways,
 * meld, 48 cards to 12 tricks, score. Target ≥ 300,000 hands/s on one core. {@code playoutOnly} replays
 * the trick play alone into a reused state, which must allocate nothing ({@code -prof gc}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBench {
    private static final Action.Bid OPENING = new Action.Bid(250);
    private static final Action.PlayOn PLAY_ON = new Action.PlayOn();

    private final RuleSet rules = RuleSet.standard();
    private final Deck deck = Deck.SINGLE;
    private final Shuffle random = new Shuffle(42);
    private long seed;
    private PartnershipHand template;
    private PartnershipHand scratch;

    @Setup
    public void prepare() {
        template = new PartnershipHand(rules, Deal.shuffled(deck, 7), 0);
        template.apply(OPENING);
        for (int s = 0; s < 3; s++) {
            template.apply(Action.Pass.INSTANCE);
        }
        template.apply(new Action.NameTrump(Suit.HEARTS));
        template.passCards(randomCards(template.handOf(template.toAct()), 4));
        template.passCards(randomCards(template.handOf(template.toAct()), 4));
        template.apply(PLAY_ON);
        scratch = template.copy();
    }

    @Benchmark
    public int fullHand() {
        PartnershipHand hand = new PartnershipHand(rules, Deal.shuffled(deck, seed++), (int) (seed & 3));
        hand.apply(OPENING);
        for (int s = 0; s < 3; s++) {
            hand.apply(Action.Pass.INSTANCE);
        }
        hand.apply(TRUMPS[random.nextInt(4)]);
        hand.passCards(randomCards(hand.handOf(hand.toAct()), 4));
        hand.passCards(randomCards(hand.handOf(hand.toAct()), 4));
        hand.apply(PLAY_ON);
        playOut(hand);
        return hand.result().score()[0];
    }

    @Benchmark
    public int playoutOnly() {
        scratch.copyFrom(template);
        playOut(scratch);
        return scratch.countersOf(0);
    }

    private static final Action.NameTrump[] TRUMPS = {
        new Action.NameTrump(Suit.SPADES), new Action.NameTrump(Suit.HEARTS),
        new Action.NameTrump(Suit.CLUBS), new Action.NameTrump(Suit.DIAMONDS)};

    private void playOut(PartnershipHand hand) {
        while (hand.phase() == Phase.TRICKS) {
            long faces = deck.presence(hand.legalCards());
            for (int k = random.nextInt(Long.bitCount(faces)); k > 0; k--) {
                faces &= faces - 1;
            }
            Card card = deck.cardAt(Long.numberOfTrailingZeros(faces));
            hand.playCard(card);
        }
    }

    /** {@code n} random cards of a hand, copies counted. */
    private long randomCards(long hand, int n) {
        long chosen = 0;
        long left = hand;
        for (int i = 0; i < n; i++) {
            long faces = deck.presence(left);
            for (int k = random.nextInt(Long.bitCount(faces)); k > 0; k--) {
                faces &= faces - 1;
            }
            long one = Long.lowestOneBit(faces);
            chosen += one;
            left -= one;
        }
        return chosen;
    }
}
