package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Who has won after a hand, by mode, from the totals and the hand's contract (§2.10-11, §5, §7). */
class MatchEndTest {

    private static HandResult hand(int contractor, HandResult.Outcome outcome, int sides) {
        return new HandResult(contractor, contractor < 0 ? 0 : 250, Suit.SPADES, new int[sides], new int[sides],
                new boolean[sides], outcome, new int[sides]);
    }

    @ParameterizedTest(name = "duel {0}-{1} -> {2}")
    @CsvSource({
        // RULES.md §5: first at or above 1000 at the end of a hand wins.
        "1000, 990, 0",
        "640, 1010, 1",
        "990, 990, -1",
        // RULES.md §5: both over: the higher total wins.
        "1200, 1010, 0",
        "1010, 1200, 1",
        // RULES.md §5: an exact tie over the target plays another hand.
        "1100, 1100, -1",
    })
    void duelMatch(int a, int b, int winner) {
        assertThat(Game.winnerAfter(RuleSet.duel(), new int[] {a, b}, hand(-1, HandResult.Outcome.PLAYED, 2)))
                .isEqualTo(winner);
    }

    @ParameterizedTest(name = "partnership {0}-{1}, contract seat {2} -> {3}")
    @CsvSource({
        // RULES.md §2.10: first side at or above the target wins.
        "1500, 1400, 1, 0",
        "1490, 1400, 1, -1",
        // RULES.md §2.10: both sides cross in one hand: the contracting side wins whatever the totals.
        "1510, 1700, 0, 0",
        "1510, 1700, 2, 0",
        "1700, 1510, 3, 1",
    })
    void partnershipGame(int a, int b, int contractor, int winner) {
        assertThat(Game.winnerAfter(RuleSet.standard(), new int[] {a, b}, hand(contractor, HandResult.Outcome.MADE, 2)))
                .isEqualTo(winner);
    }

    @ParameterizedTest(name = "three-handed {0}/{1}/{2} -> {3}")
    @CsvSource({
        // RULES.md §7: game to the target on the running score.
        "1000, 300, -200, 0",
        "990, 300, -200, -1",
        "-300, 1020, 500, 1",
    })
    void threeHanded(int a, int b, int c, int winner) {
        assertThat(Game.winnerAfter(RuleSet.threeHanded(), new int[] {a, b, c},
                hand(winner < 0 ? 0 : winner, HandResult.Outcome.MADE, 3))).isEqualTo(winner);
    }

    @org.junit.jupiter.api.Test
    void aMoonMadeWinsAtOnce() {
        // RULES.md §2.11: taking all twelve tricks after shooting the moon wins the game.
        assertThat(Game.winnerAfter(RuleSet.standard().with("shootTheMoon", "true"), new int[] {-200, 1300},
                hand(2, HandResult.Outcome.MOON_MADE, 2))).isZero();
    }
}
