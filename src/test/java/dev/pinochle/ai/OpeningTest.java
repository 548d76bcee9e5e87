package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The opening under {@code passedOut=OPENER_FORCED} (RULES.md §2.2): the opener may not pass, so its bid at the
 * minimum shows nothing (docs/ai.md, conventions). A strong suit is worth telling all the same.
 */
class OpeningTest {
    @Test
    void aForcedOpenerWithAStrongSuitJumpsLikeAnyFirstBid() {
        // Expert self-play seed 141's South: A-10-K-Q-J of hearts (a run) and another 10. East deals, South opens.
        for (Level level : List.of(Level.MEDIUM, Level.EXPERT)) {
            ScriptedHand s = ScriptedHand.deal(RuleSet.standard(), 3,
                    "TS JS AH TH TH KH QH JH AC QC AD 9D",
                    "TS QS JS JH 9H 9C AD TD TD QD QD 9D",
                    "AS KS 9S AH KH AC TC KC KC JC 9C KD",
                    "AS KS QS 9S QH 9H TC QC JC KD JD JD");
            Decision d = Bots.create(level, 7, Budget.TEST).decide(s.hand.view(0));
            assertThat(d.action()).as("%s: %s", level, d.reason()).isEqualTo(new Action.Bid(280));
            assertThat(d.reason()).as("%s", level).startsWith("jump to 280: ");
        }
    }
}
