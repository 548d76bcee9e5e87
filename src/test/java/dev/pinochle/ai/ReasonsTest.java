package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What players read of the bots' reasons, as hints and beside the partner's plays (docs/ai.md). */
class ReasonsTest {
    /** QA: "1 trumps still out", "search over 1 deals". */
    @Test
    void everyCountAgreesWithItsNoun() {
        List<String> reasons = new ArrayList<>(reasons(RuleSet.standard(), Level.MEDIUM, 12));
        // The duel's play-off hides no card, so the Expert searches the one deal there is.
        reasons.addAll(reasons(RuleSet.duel(), Level.EXPERT, 1));
        assertThat(reasons).anyMatch(r -> r.contains(": 1 trump still out"));
        assertThat(reasons).anyMatch(r -> r.startsWith("search over 1 deal:"));
        assertThat(reasons).noneMatch(r -> r.matches(".*(?<![\\d.])1 [a-z]+s\\b.*"));
    }

    /** Every reason of {@code hands} hands played by four bots of one level, from seed 1. */
    private static List<String> reasons(RuleSet rules, Level level, int hands) {
        List<String> out = new ArrayList<>();
        Bot[] bots = new Bot[rules.mode().seats()];
        for (int s = 0; s < bots.length; s++) {
            bots[s] = Bots.create(level, s, Budget.TEST);
        }
        int played = 0;
        for (long seed = 1; played < hands; seed++) {
            Game game = Game.start(rules, seed);
            while (!game.isOver() && played + finished(game) < hands) {
                Decision d = bots[game.toAct()].decide(game.view(game.toAct()));
                out.add(d.reason());
                game.apply(d.action());
            }
            played += finished(game);
        }
        return out;
    }

    private static int finished(Game game) {
        return (int) game.hands().stream().filter(h -> h.result() != null).count();
    }
}
