package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The game over hands (RULES.md §2.10 target and both sides crossing, §2 dealer rotation, §2.11 a moon
 * made wins at once). Hands come from the game's own seeded deals and are played by {@link RandomPlay};
 * the expected winner is read off the scores with the rules, never taken from the engine's answer.
 */
class GameEndTest {
    private static final RuleSet NO_END = RuleSet.standard().with("target", "1000000");

    /** The calls of the first hand of game {@code seed}, played by RandomPlay under {@code rules}. */
    private static HandRecord firstHand(RuleSet rules, long seed) {
        Game g = Game.start(rules, seed);
        RandomPlay p = new RandomPlay(seed);
        while (g.hands().size() == 1 && !g.isOver()) {
            g.apply(p.choose(g.hand()));
        }
        return g.hands().get(0);
    }

    private static Game replay(RuleSet rules, long seed, List<Call> calls) {
        Game g = Game.start(rules, seed);
        for (Call c : calls) {
            assertThat(g.toAct()).isEqualTo(c.seat());
            g.apply(c.action());
        }
        return g;
    }

    private static RuleSet target(int points) {
        return RuleSet.standard().with("target", String.valueOf(points));
    }

    @Test
    void aSideExactlyAtTheTargetWinsAtTheEndOfTheHand() {
        // §2.10: "first side at or above target at the end of a hand". Find a hand whose made contract scores
        // more than the other side, then replay it with the target set to exactly that score.
        for (long seed = 0; seed < 3000; seed++) {
            HandRecord hand = firstHand(NO_END, seed);
            HandResult r = hand.result();
            int ct = r.contractor() % 2;
            if (r.outcome() != HandResult.Outcome.MADE || r.score()[ct] <= r.score()[1 - ct]) {
                continue;
            }
            int score = r.score()[ct];
            List<Call> calls = hand.actions();

            Game before = replay(target(score), seed, calls.subList(0, calls.size() - 1));
            assertThat(before.isOver()).as("not over before the hand ends").isFalse();

            Game exact = replay(target(score), seed, calls);
            assertThat(exact.isOver()).isTrue();
            assertThat(exact.winner()).isEqualTo(ct);
            assertThat(exact.scores().get(ct)).isEqualTo(score);
            assertThat(exact.toAct()).isEqualTo(-1);
            assertThat(exact.legalActions()).isEmpty();
            assertThatThrownBy(() -> exact.apply(Action.Pass.INSTANCE)).isInstanceOf(IllegalActionException.class);

            Game above = replay(target(score + 10), seed, calls);
            assertThat(above.isOver()).as("10 short of the target: play on").isFalse();
            assertThat(above.hands()).hasSize(2);
            return;
        }
        throw new AssertionError("no seed gave a made contract scoring more than the other side");
    }

    @Test
    void whenBothSidesCrossTheContractingSideWinsWhateverTheTotals() {
        // §2.10: "If both sides reach it in the same hand, the contracting side wins whatever the totals."
        // Find a made hand in which the contracting side scores less than the other side, then set the
        // target to the contracting side's score so that both reach it.
        for (long seed = 0; seed < 3000; seed++) {
            HandRecord hand = firstHand(NO_END, seed);
            HandResult r = hand.result();
            int ct = r.contractor() % 2;
            int other = 1 - ct;
            if (r.outcome() != HandResult.Outcome.MADE || r.score()[ct] >= r.score()[other] - 10) {
                continue;
            }

            Game both = replay(target(r.score()[ct]), seed, hand.actions());
            assertThat(both.scores().get(ct)).isLessThan(both.scores().get(other));
            assertThat(both.isOver()).isTrue();
            assertThat(both.winner()).as("the contracting side, with the lower total").isEqualTo(ct);

            Game onlyOther = replay(target(r.score()[ct] + 10), seed, hand.actions());
            assertThat(onlyOther.isOver()).isTrue();
            assertThat(onlyOther.winner()).as("only the other side reached the target").isEqualTo(other);
            return;
        }
        throw new AssertionError("no seed gave a made contract scoring less than the other side");
    }

    @Test
    void aSetContractingSideDoesNotWinBecauseTheOtherSideCrossed() {
        // §2.10: only a side at or above the target wins; a set contracting side loses the bid (§2.9).
        for (long seed = 0; seed < 3000; seed++) {
            HandRecord hand = firstHand(NO_END, seed);
            HandResult r = hand.result();
            int other = 1 - r.contractor() % 2;
            if (r.outcome() != HandResult.Outcome.SET || r.score()[other] <= 0) {
                continue;
            }
            Game g = replay(target(r.score()[other] - r.score()[other] % 10), seed, hand.actions());
            assertThat(g.isOver()).isTrue();
            assertThat(g.winner()).isEqualTo(other);
            return;
        }
        throw new AssertionError("no seed gave a set contract");
    }

    @Test
    void theDealPassesClockwise() {
        // §2: "the deal passes clockwise each hand" (S -> W -> N -> E); REDEAL makes four passes a hand.
        Game g = Game.start(RuleSet.standard().with("passedOut", "REDEAL"), 3);
        int first = g.hands().get(0).dealer();
        for (int hand = 0; hand < 6; hand++) {
            assertThat(g.hands().get(hand).dealer()).isEqualTo((first + hand) % 4);
            assertThat(g.toAct()).as("the seat left of the dealer opens").isEqualTo((first + hand + 1) % 4);
            for (int i = 0; i < 4; i++) {
                g.apply(Action.Pass.INSTANCE);
            }
        }
        assertThat(g.scores()).containsExactly(0, 0);
        assertThat(g.handNumber()).isEqualTo(7);
    }

    @Test
    void aMoonMadeWinsTheGameAtOnce() {
        // §2.11: taking all 12 tricks scores 1000 and wins the game, though 1000 is below the 1500 target.
        // The opener takes the contract, names its longest suit and shoots the moon; a search over legal
        // plays finds a line in which the contracting side takes every trick (any such line will do).
        RuleSet rules = RuleSet.cutthroat().with("shootTheMoon", "true");
        for (long seed = 1; seed < 200; seed++) {
            Game g = Game.start(rules, seed);
            g.apply(new Action.Bid(250));
            for (int i = 0; i < 3; i++) {
                g.apply(Action.Pass.INSTANCE);
            }
            int contractor = ((PartnershipHand) g.hand()).contractor();
            g.apply(new Action.NameTrump(longestSuit(g.hand().handOf(contractor))));
            g.apply(new Action.ShootMoon());
            List<Card> line = sweep((PartnershipHand) g.hand(), contractor % 2, new int[] {200_000});
            if (line == null) {
                continue;
            }
            line.forEach(c -> g.apply(Action.Play.of(c)));
            HandResult r = g.hands().get(0).result();
            assertThat(r.outcome()).isEqualTo(HandResult.Outcome.MOON_MADE);
            assertThat(g.scores().get(contractor % 2)).isEqualTo(1000);
            assertThat(g.scores().get(1 - contractor % 2)).isZero();
            assertThat(g.isOver()).isTrue();
            assertThat(g.winner()).isEqualTo(contractor % 2);
            return;
        }
        throw new AssertionError("no seed offered a line that sweeps the tricks");
    }

    private static Suit longestSuit(long hand) {
        Suit best = Suit.SPADES;
        for (Suit s : Suit.values()) {
            if (Deck.SINGLE.size(hand & Deck.SINGLE.suitMask(s)) > Deck.SINGLE.size(hand & Deck.SINGLE.suitMask(best))) {
                best = s;
            }
        }
        return best;
    }

    /** A line of legal plays in which {@code side} wins every trick, or null; depth-first, within a node budget. */
    private static List<Card> sweep(PartnershipHand hand, int side, int[] budget) {
        if (hand.phase() != Phase.TRICKS) {
            return new java.util.ArrayList<>();
        }
        for (Action a : hand.legalActions()) {
            if (--budget[0] < 0) {
                return null;
            }
            PartnershipHand next = hand.copy();
            int tricksBefore = next.tricksPlayed();
            next.apply(a);
            if (next.tricksPlayed() > tricksBefore && next.view(0).tricks().get(tricksBefore).winner() % 2 != side) {
                continue;
            }
            List<Card> rest = sweep(next, side, budget);
            if (rest != null) {
                rest.add(0, ((Action.Play) a).card());
                return rest;
            }
        }
        return null;
    }

    @Test
    void everyHandOfRandomGamesFollowsTheEndOfGameRules() {
        // §2.10 / §2.11 / §2 rotation at the end of every hand of seeded random games to a low target.
        RuleSet rules = RuleSet.standard().with("target", "400").with("passedOut", "REDEAL");
        int games = 0;
        int oneCrossed = 0;
        int bothCrossed = 0;
        int playedOn = 0;
        for (long seed = 0; seed < 150; seed++) {
            Game g = Game.start(rules, seed);
            RandomPlay p = new RandomPlay(seed);
            int[] before = {0, 0};
            int handsSeen = 1;
            while (!g.isOver()) {
                g.apply(p.choose(g.hand()));
                if (g.hands().size() == handsSeen && !g.isOver()) {
                    continue;
                }
                HandRecord done = g.hands().get(handsSeen - 1);
                HandResult r = done.result();
                int[] after = {g.scores().get(0), g.scores().get(1)};
                assertThat(after[0]).isEqualTo(before[0] + r.score()[0]);
                assertThat(after[1]).isEqualTo(before[1] + r.score()[1]);

                boolean cross0 = after[0] >= rules.target();
                boolean cross1 = after[1] >= rules.target();
                int expected;
                if (cross0 && cross1) {
                    expected = r.contractor() % 2;
                    bothCrossed++;
                } else if (cross0 || cross1) {
                    expected = cross0 ? 0 : 1;
                    oneCrossed++;
                } else {
                    expected = -1;
                    playedOn++;
                }
                assertThat(g.winner()).as("seed %d hand %d, scores %d/%d", seed, handsSeen, after[0], after[1])
                        .isEqualTo(expected);
                if (expected < 0) {
                    assertThat(g.hands().get(handsSeen).dealer()).isEqualTo((done.dealer() + 1) % 4);
                    handsSeen++;
                }
                before = after;
            }
            games++;
        }
        assertThat(games).isEqualTo(150);
        assertThat(oneCrossed).isGreaterThan(50);
        assertThat(bothCrossed).as("both sides crossing happened at least once").isPositive();
        assertThat(playedOn).isGreaterThan(300);
    }
}
