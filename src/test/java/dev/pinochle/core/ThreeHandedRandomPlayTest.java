package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The random-play gate for three-handed auction (RULES.md §7): seeded random games, checking at every step
 * that the 48 cards are in hands, the widow, the bury or the tricks, that only the seat to act may act,
 * and after every hand that counters (buried ones included) sum to 250 and the score follows §7.
 */
class ThreeHandedRandomPlayTest {
    private static final int HANDS = 5_000;

    private static final List<RuleSet> RULES = List.of(
            RuleSet.threeHanded(),
            RuleSet.threeHanded().with("setDouble", "true").with("passedOut", "REDEAL").with("runExtras", "BONUS"),
            RuleSet.threeHanded().with("meldNeeds", "COUNTER").with("counting", "CLASSIC").with("allowThrowIn", "false"));

    @Test
    void randomHandsKeepEveryInvariant() {
        int hands = 0;
        for (long seed = 1; hands < HANDS; seed++) {
            RuleSet rules = RULES.get((int) (seed % RULES.size()));
            try {
                hands += playGame(rules, seed);
            } catch (AssertionError | RuntimeException e) {
                fail("three-handed game with seed " + seed + " under " + rules + " failed: " + e.getMessage(), e);
            }
        }
    }

    private static int playGame(RuleSet rules, long seed) {
        Game game = Game.start(rules, seed);
        Shuffle random = new Shuffle(seed);
        int done = 0;
        while (!game.isOver() && done < 30) {
            ThreeHandedHand hand = (ThreeHandedHand) game.hand();
            checkStep(rules, hand);
            List<Action> legal = game.legalActions();
            boolean bidding = legal.get(0) instanceof Action.Pass || legal.get(0) instanceof Action.Bid;
            // Bids stay near the minimum, as real ones do; every other choice is uniform.
            game.apply(legal.get(random.nextInt(bidding ? Math.min(3, legal.size()) : legal.size())));
            while (game.hands().size() - (game.isOver() ? 0 : 1) > done) {
                checkHand(rules, game.hands().get(done));
                done++;
            }
        }
        return done;
    }

    private static void checkStep(RuleSet rules, ThreeHandedHand hand) {
        Deck deck = rules.deck();
        long all = deck.plus(hand.playedCards(), hand.buried());
        for (int s = 0; s < 3; s++) {
            all = deck.plus(all, hand.handOf(s));
        }
        if (hand.phase() == Phase.AUCTION) {
            all = deck.plus(all, hand.widow());
        }
        assertThat(all).as("§7: 48 cards in hands, widow, bury and tricks").isEqualTo(deck.full());
        for (int s = 0; s < 3; s++) {
            assertThat(hand.view(s).legal().isEmpty()).as("only the seat to act acts").isEqualTo(s != hand.toAct());
            if (s != hand.contractor()) {
                assertThat(hand.view(s).buried()).as("only the bidder sees the bury").isEmpty();
            }
        }
    }

    private static void checkHand(RuleSet rules, HandRecord record) {
        HandResult r = record.result();
        HandState replay = Game.newHand(rules, record.deal(), record.dealer());
        record.actions().forEach(c -> replay.apply(c.action()));
        assertThat(replay.result().score()).as("replay gives the same score").containsExactly(r.score());
        if (r.outcome() == HandResult.Outcome.REDEAL) {
            assertThat(r.score()).containsOnly(0);
            return;
        }
        int bidder = r.contractor();
        for (int s = 0; s < 3; s++) {
            if (s != bidder) {
                assertThat(r.score()[s]).as("§7: defenders score nothing").isZero();
            }
        }
        if (r.outcome() == HandResult.Outcome.THROWN_IN) {
            assertThat(r.score()[bidder]).isEqualTo(-r.bid());
            return;
        }
        int[] c = r.counters();
        assertThat(c[0] + c[1] + c[2]).as("§7: counters, buried ones included, sum to 250").isEqualTo(250);
        int expected = r.outcome() == HandResult.Outcome.MADE ? r.bid() : -r.bid() * (rules.setDouble() ? 2 : 1);
        assertThat(r.score()[bidder]).isEqualTo(expected);
        // §2.9 in §7: the bidder's meld stands with a trick won (TRICK), or with any counter points, buried ones and
        // the last trick's included (COUNTER); read off the tricks, not the engine's flag.
        int tricksWon = (int) replay.view(bidder).tricks().stream().filter(t -> t.winner() == bidder).count();
        boolean stands = rules.meldNeeds() == RuleSet.MeldNeeds.TRICK ? tricksWon > 0 : c[bidder] > 0;
        assertThat(r.meldStood()[bidder]).as("§2.9: bidder's meld stands (%d tricks, %d counters)", tricksWon,
                c[bidder]).isEqualTo(stands);
        if (stands) {
            assertThat(r.meld()[bidder] + c[bidder] >= r.bid()).as("§7: made when meld + counters reach the bid")
                    .isEqualTo(r.outcome() == HandResult.Outcome.MADE);
        } else {
            // Without its meld the bidder has at most the 250 counters (TRICK) or, with no counter, the dix (at most
            // 20, COUNTER): short of any bid from the minimum of 300.
            assertThat(r.bid()).isGreaterThanOrEqualTo(300);
            assertThat(r.outcome()).as("§7: a bidder whose meld fell is set").isEqualTo(HandResult.Outcome.SET);
        }
    }
}
