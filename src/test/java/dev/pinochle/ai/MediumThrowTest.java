package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import org.junit.jupiter.api.Test;

/**
 * The card Medium plays to a trick it cannot win. In second seat the trick is not lost while the partner plays last:
 * a partner who likely takes it gets a counter, as on a trick it has already won. Seats: 0 South, 1 West, 2 North,
 * 3 East.
 */
class MediumThrowTest {
    private static final RuleSet RULES = RuleSet.standard();

    @Test
    void aCounterGoesOnATrickThePartnerLikelyTakesLast() {
        // South leads the 10♥ and West cannot beat it. East, last, melded double aces: both A♥ are its, and only
        // North, void in hearts with a trump, could stop it. The 9♥ went, and the K♥ was kept for a higher heart to
        // take later.
        Decision d = westAfterTheTenOfHearts("AH AH AS AS AC AC AD AD 9C 9C JD 9D",
                "QS JS 9S QH JH 9H TC KC QC TD TD KD");
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("KH"));
        assertThat(d.reason())
                .isEqualTo("cannot win, but partner plays last and likely takes the trick: smear the K\u2665");
    }

    @Test
    void aBlankGoesOnATrickThePartnerLikelyLoses() {
        // The same trick with both A♥ North's: it is lost, and the 9♥ goes.
        Decision d = westAfterTheTenOfHearts("QH JH AS AS AC AC AD AD 9C 9C JD 9D",
                "QS JS 9S AH AH 9H TC KC QC TD TD KD");
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("9H"));
        assertThat(d.reason()).isEqualTo("cannot win: throw the 9\u2665");
    }

    /** South bids 250 in spades, North passes the same four cards back and forth, and South leads the 10♥. */
    private static Decision westAfterTheTenOfHearts(String east, String north) {
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "TS TS KS KS QS JS 9S TH TH KH QH JH",
                "KH 9H KC QC JC JC KD QD QD JD 9D TC",
                north, east)
                .auction("250 pass pass pass").trump("S").give("QS JS 9S KD").give("QS JS 9S KD");
        if (s.hand.phase() == Phase.CONCEDE_OR_PLAY) {
            s.playOn();
        }
        return MediumWinnerTest.medium(s.play("TH"), 1);
    }
}
