package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import org.junit.jupiter.api.Test;

/**
 * Which winning card Medium plays when it must or may win the first trick (the Expert plays Medium's card there
 * too). From a bot audit: it beat with the 10 where the Q beat as well and the trick was likely lost, and trumped
 * high where a low trump was as safe. Seats: 0 South, 1 West, 2 North, 3 East.
 */
class MediumWinnerTest {
    private static final RuleSet RULES = RuleSet.standard();

    @Test
    void everyCardMustBeatAndNoneIsSafeSoTheCheapestGoes() {
        // §3: West must follow the J♣ and beat it: the 10♣ and the Q♣ both do. Both A♣ are unseen and North,
        // behind West, may hold one: the trick is likely lost, and the 10♣ would be a counter lost with it.
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "AS AS TS KS QS JS 9S JC JC 9C KH QH",
                "TC QC AH AH TH 9S AD AD TD KD QD 9D",
                "AC AC TS KS QS JS TH KH QH TD KD JD",
                "KC KC TC QC 9C JH JH 9H 9H QD JD 9D");
        Decision d = medium(atFirstTrick(s, "TS KS QS JS").play("JC"), 1);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("QC"));
        assertThat(d.reason()).isEqualTo("must beat: the Q\u2663, the cheapest, as the trick is likely lost");
    }

    @Test
    void aTrumpAsSafeAsAHigherOneIsTheLowOne() {
        // From the audit (game seed 102, hand 1). West holds the contract at 330 in clubs and, void in spades,
        // must trump South's A♠ (§3). North, the only opponent behind, has followed spades: over-trumping needs it
        // void, about as unlikely over the 9♣ as over the K♣. The K♣ went; a strong player trumps low.
        ScriptedHand s = ScriptedHand.deal(RULES, 0,
                "AS AS TS KS JS 9S 9H AC JC TD KD QD",
                "QS QS AH QH QH AC KC 9C 9C AD QD JD",
                "KS JS 9S KH 9H TC TC QC QC TD KD 9D",
                "TS AH TH TH KH JH JH KC JC AD JD 9D")
                .auction("250 pass 260 300 310 pass 320 330 pass").trump("C").give("AH KC JC AD")
                .give("QS QH QH QD").playOn()
                .play("AH 9H KH 9H", "AD 9D 9D QD", "AC QC TS JC", "AH KH JH AC", "AS QS KS QS", "AS");
        Decision d = medium(s, 1);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("9C"));
    }

    @Test
    void aSeatThatMustTakeOverItsPartnersTrickSaysSo() {
        // From the audit (game seed 102, hand 2). West, void in diamonds with only trumps left, must trump its
        // partner's 10♦ (§3): the reason said "safer", as if it had chosen to take over.
        ScriptedHand s = ScriptedHand.deal(RULES, 1,
                "TS KS AH TH KH AC TC JC AD KD JD 9D",
                "AS TS QS KH QH 9H TC KC KC QC QD JD",
                "AS QS JS AH TH QH JH QC 9C 9C AD TD",
                "KS JS 9S 9S JH 9H AC JC TD KD QD 9D")
                .auction("250 260 270 280 pass pass pass").trump("C").give("KS AC JC TD").give("AS TS 9H TD")
                .playOn().play("AC 9C KD JC", "JC QC 9S TC", "AH QH TH 9H", "AD JD TD 9D", "9D QD AD QD",
                        "AS 9S KS QS", "AH 9H KH KH", "JS TS TS KS", "TD JD");
        Decision d = medium(s, 1);
        assertThat(d.reason()).startsWith("must take over partner's 10\u2666: the ");
    }

    /**
     * East deals, South bids 250 and names spades; North passes {@code pass} and South returns the same cards
     * (RULES.md §2.4).
     */
    private static ScriptedHand atFirstTrick(ScriptedHand s, String pass) {
        s.auction("250 pass pass pass").trump("S").give(pass).give(pass);
        if (s.hand.phase() == Phase.CONCEDE_OR_PLAY) {
            s.playOn();
        }
        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        return s;
    }

    /** Medium's decision for {@code seat}, which must be the one to act. */
    static Decision medium(ScriptedHand s, int seat) {
        assertThat(s.hand.toAct()).isEqualTo(seat);
        return Bots.create(Level.MEDIUM, 7, Budget.TEST).decide(s.hand.view(seat));
    }
}
