package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The random-play gate (STYLE.md): thousands of seeded random partnership hands under every rule option,
 * checking the invariants of RULES.md §1-§4 at every step. A failure names its seed; that seed becomes a
 * fixture.
 */
class PartnershipRandomPlayTest {
    private static final int HANDS = 20_000;
    private static final int MAX_HANDS_PER_GAME = 40;

    private static final List<RuleSet> RULES = List.of(
            RuleSet.standard(),
            RuleSet.onePoint(),
            RuleSet.cutthroat(),
            RuleSet.standard().with("passCount", "3").with("passedOut", "REDEAL"),
            RuleSet.standard().with("playRules", "NO_HEAD").with("counting", "CLASSIC"),
            RuleSet.standard().with("headLedSuitWhenTrumped", "true").with("counting", "SIMPLE"),
            RuleSet.standard().with("mayDiscardWhenCannotOvertrump", "true").with("firstLeadTrump", "true"),
            RuleSet.standard().with("setRule", "KEEP_MELD").with("meldNeeds", "COUNTER").with("shootTheMoon", "true"),
            RuleSet.standard().with("allowThrowIn", "false").with("target", "1000"),
            RuleSet.doubleDeck(),
            // RULES.md §6 with the §2 scoring options: the moon (100 on its scale), KEEP_MELD, meldNeeds COUNTER.
            RuleSet.doubleDeck().with("shootTheMoon", "true").with("setRule", "KEEP_MELD").with("meldNeeds", "COUNTER"),
            // RULES.md §6 with a pass (§2.4), bidStep 5, DEALER_STUCK (§2.2) and NO_HEAD (§3).
            RuleSet.doubleDeck().with("passCount", "4").with("bidStep", "5").with("passedOut", "DEALER_STUCK")
                    .with("playRules", "NO_HEAD"),
            // RULES.md §4b one-point with the moon and without the throw-in.
            RuleSet.onePoint().with("shootTheMoon", "true").with("allowThrowIn", "false"));

    @Test
    void randomHandsKeepEveryInvariant() {
        int hands = 0;
        long seed = 1;
        Set<HandResult.Outcome> seen = EnumSet.noneOf(HandResult.Outcome.class);
        while (hands < HANDS) {
            RuleSet rules = RULES.get((int) (seed % RULES.size()));
            try {
                hands += playGame(rules, seed, seen);
            } catch (AssertionError | RuntimeException e) {
                fail("random game with seed " + seed + " under " + rules + " failed: " + e.getMessage(), e);
            }
            seed++;
        }
        // The gate checks each ending's score only if random play reaches it.
        assertThat(seen).as("hand endings the gate reached").containsAll(EnumSet.of(HandResult.Outcome.MADE,
                HandResult.Outcome.SET, HandResult.Outcome.THROWN_IN, HandResult.Outcome.MOON_SET,
                HandResult.Outcome.REDEAL));
    }

    /** Plays one game with random legal actions; returns the hands it played. */
    private static int playGame(RuleSet rules, long seed, Set<HandResult.Outcome> seen) {
        Game game = Game.start(rules, seed);
        Shuffle random = new Shuffle(seed * 31 + 7);
        int handsDone = 0;
        while (!game.isOver() && handsDone < MAX_HANDS_PER_GAME) {
            HandState hand = game.hand();
            checkStep(rules, (PartnershipHand) hand);
            List<Action> legal = game.legalActions();
            game.apply(pick(legal, random));
            if (game.hands().size() - (game.isOver() ? 0 : 1) > handsDone) {
                HandRecord done = game.hands().get(handsDone);
                checkFinishedHand(rules, done);
                seen.add(done.result().outcome());
                handsDone++;
            }
        }
        return handsDone;
    }

    /** Mostly low bids and passes, so that contracts look like real ones; every other choice uniform. */
    private static Action pick(List<Action> legal, Shuffle random) {
        if (legal.get(0) instanceof Action.Pass || legal.get(0) instanceof Action.Bid) {
            boolean canPass = legal.get(0) instanceof Action.Pass;
            if (canPass && random.nextInt(100) < 60) {
                return legal.get(0);
            }
            int firstBid = canPass ? 1 : 0;
            return legal.get(firstBid + random.nextInt(Math.min(4, legal.size() - firstBid)));
        }
        return legal.get(random.nextInt(legal.size()));
    }

    private static void checkStep(RuleSet rules, PartnershipHand hand) {
        Deck deck = rules.deck();
        // §1: the deck's cards are all in hands or on the table, never more, never fewer.
        long all = hand.playedCards();
        for (int s = 0; s < 4; s++) {
            all = deck.plus(all, hand.handOf(s));
        }
        assertThat(all).as("cards conserved").isEqualTo(deck.full());
        // Only the seat to act has legal actions.
        for (int s = 0; s < 4; s++) {
            SeatView view = hand.view(s);
            if (s == hand.toAct()) {
                assertThat(view.legal()).as("seat to act has choices").isNotEmpty();
            } else {
                assertThat(view.legal()).as("seat " + s + " may not act").isEmpty();
            }
            assertThat(view.hand()).hasSize(deck.size(hand.handOf(s)));
        }
    }

    private static void checkFinishedHand(RuleSet rules, HandRecord record) {
        HandResult r = record.result();
        // Replaying the recorded actions on the same deal reproduces the state exactly.
        HandState replay = Game.newHand(rules, record.deal(), record.dealer());
        for (Call call : record.actions()) {
            assertThat(replay.toAct()).isEqualTo(call.seat());
            replay.apply(call.action());
        }
        assertThat(replay.isOver()).isTrue();
        assertThat(replay.result().score()).containsExactly(r.score());

        if (r.outcome() == HandResult.Outcome.REDEAL) {
            assertThat(r.score()).containsOnly(0);
            return;
        }
        int ct = r.contractor() % 2;
        int other = 1 - ct;
        if (r.outcome() == HandResult.Outcome.THROWN_IN) {
            // §2.6: minus the bid; the other side scores its meld only.
            assertThat(r.score()[ct]).isEqualTo(-r.bid());
            assertThat(r.score()[other]).isEqualTo(r.meld()[other]);
            return;
        }
        // §2.8: every hand's tricks hold exactly the deck's trick points.
        assertThat(r.counters()[0] + r.counters()[1]).isEqualTo(rules.trickPoints());
        // §2.9: a side's meld stands with a trick (TRICK), or with a counter or the last trick (COUNTER, that is any
        // counter points at all), read off the tricks themselves rather than the engine's flag.
        List<TrickRecord> tricks = replay.view(0).tricks();
        assertThat(tricks).hasSize(rules.mode().handSize());
        int[] tricksWon = new int[2];
        for (TrickRecord t : tricks) {
            tricksWon[t.winner() % 2]++;
        }
        for (int side = 0; side < 2; side++) {
            boolean stands = rules.meldNeeds() == RuleSet.MeldNeeds.TRICK ? tricksWon[side] > 0
                    : r.counters()[side] > 0;
            assertThat(r.meldStood()[side]).as("§2.9 side %d, %d tricks, %d counters", side, tricksWon[side],
                    r.counters()[side]).isEqualTo(stands);
        }
        // §2.11: the moon is scored only if it was declared.
        boolean moon = record.actions().stream().anyMatch(c -> c.action() instanceof Action.ShootMoon);
        assertThat(r.outcome() == HandResult.Outcome.MOON_MADE || r.outcome() == HandResult.Outcome.MOON_SET)
                .as("a moon outcome exactly when the moon was shot").isEqualTo(moon);
        int otherMeld = standing(rules, r, other, record);
        assertThat(r.score()[other]).as("the defending side scores normally").isEqualTo(otherMeld + r.counters()[other]);
        int ctMeld = standing(rules, r, ct, record);
        switch (r.outcome()) {
            case MADE -> {
                assertThat(ctMeld + r.counters()[ct]).isGreaterThanOrEqualTo(r.bid());
                assertThat(r.score()[ct]).isEqualTo(ctMeld + r.counters()[ct]);
            }
            case SET -> {
                assertThat(ctMeld + r.counters()[ct]).isLessThan(r.bid());
                int kept = rules.setRule() == RuleSet.SetRule.KEEP_MELD ? ctMeld : 0;
                assertThat(r.score()[ct]).isEqualTo(-r.bid() + kept);
            }
            // §2.11: all the tricks score 1000 (100 on the double deck's one-point scale, §6), otherwise minus that.
            case MOON_MADE -> {
                assertThat(tricksWon[ct]).isEqualTo(rules.mode().handSize());
                assertThat(r.score()[ct]).isEqualTo(rules.deck() == Deck.SINGLE ? 1000 : 100);
            }
            case MOON_SET -> {
                assertThat(tricksWon[ct]).isLessThan(rules.mode().handSize());
                assertThat(r.score()[ct]).isEqualTo(rules.deck() == Deck.SINGLE ? -1000 : -100);
            }
            default -> fail("unexpected outcome " + r.outcome());
        }
    }

    /** §2.9: meld stands with a trick (TRICK) or a counter (COUNTER; the dix stands regardless). */
    private static int standing(RuleSet rules, HandResult r, int side, HandRecord record) {
        if (r.meldStood()[side]) {
            return r.meld()[side];
        }
        if (rules.meldNeeds() == RuleSet.MeldNeeds.TRICK) {
            return 0;
        }
        // Rebuild the meld-time hands to count the dix.
        HandState replay = Game.newHand(rules, record.deal(), record.dealer());
        for (Call call : record.actions()) {
            if (replay.phase() == Phase.CONCEDE_OR_PLAY || replay.phase() == Phase.TRICKS) {
                break;
            }
            replay.apply(call.action());
        }
        return MeldTable.dix(rules, replay.handOf(side), r.trump()) + MeldTable.dix(rules, replay.handOf(side + 2), r.trump());
    }
}
