package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import org.junit.jupiter.api.Test;

/**
 * The counter Medium smears onto its partner's trick. In the partnership a defender smears a boss side counter too,
 * rather than keep it for a trick of its own that the declarer's trumps would likely ruff. Seats: 0 South, 1 West,
 * 2 North, 3 East.
 */
class MediumSmearTest {
    private static final RuleSet RULES = RuleSet.standard();

    @Test
    void aDefenderSmearsItsBossAceOnThePartnersAce() {
        // South bids 250 in spades; East takes the first trick with the A♥ and leads the A♦, South follows
        // with the 9♦. West, third, holds the other A♦ and the 9♦: the A♦ goes on East's (before: the 9♦,
        // keeping the A♦).
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "AS AS TS TS KS KS QS QS JS 9H 9D 9C",
                "AD 9D TH KH QH JH JH QC QC JC JC 9C",
                "TH 9H TD TD KD QD JD AC AC TC KC 9S",
                "AH AH AD KH QH JS 9S TC KC KD QD JD")
                .auction("250 pass pass pass").trump("S").give("TD KD QD JD").give("TD KD QD JD").playOn();
        Decision d = MediumWinnerTest.medium(s.play("9H JH TH AH", "AD 9D"), 1);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("AD"));
        assertThat(d.reason()).startsWith("smear: partner's A\u2666");
    }
}
