package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The partner's pass to the bidder (RULES.md §2.4: partners never combine cards, but cards passed are melded by
 * the bidder). Seats: 0 South, 1 West, 2 North, 3 East.
 */
class PartnerPassTest {
    @ParameterizedTest
    @EnumSource(Level.class)
    void meldPassedWholeIsNotMeldGivenUp(Level level) {
        // Bot audit, arena seed 1, game 29 (seed 5607c71e851d8e8a), hand 7: North holds spades at 300. South's
        // only trumps are the Q♠ J♠, and its Q♠ makes a pinochle with the J♦. Counting the pinochle as lost, South
        // kept it and passed J♠ 10♣ K♣ A♦; but the bidder melds a pinochle passed whole, and the Q♠ is a trump
        // (played out, the hand went from set to made).
        ScriptedHand s = ScriptedHand.deal(RuleSet.standard(), 2,
                "QS JS QH 9H TC KC KC 9C AD QD JD 9D",
                "AS 9S TH KH KH AC AC TC AD TD KD 9D",
                "TS TS KS KS QS 9S AH 9H QC JC JC TD",
                "AS JS AH TH QH JH JH QC 9C KD QD JD")
                .auction("250 260 270 280 290 pass pass 300 pass").trump("S");
        Decision d = Bots.create(level, 7, Budget.TEST).decide(s.hand.view(0));
        assertThat(((Action.PassCards) d.action()).cards()).as("%s: %s", level, d.reason())
                .containsAll(Card.parseAll("QS JS JD"));
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void aMarriageReturnedWholeIsNotMeldGivenUp(Level level) {
        // Bot audit, arena seed 1, game 1 (seed 48416938ef0dcf6f), hand 2: South holds clubs at 270 and gets
        // 10♠ 10♣ Q♣ 9♣. Returning its K♠ Q♠ with the 10♠ leaves it void in spades and North melds the marriage,
        // so the side keeps it; counting the marriage as lost, South kept them and returned 10♠ 10♥ K♥ 9♦.
        ScriptedHand s = ScriptedHand.deal(RuleSet.standard(), 3,
                "KS QS AH TH KH AC TC QC JC 9C AD 9D",
                "TS QS JS AH TH 9H KC KC AD TD KD QD",
                "TS KS JS 9S QH JH TC QC 9C KD JD 9D",
                "AS AS 9S KH QH JH 9H AC JC TD QD JD")
                .auction("250 260 pass pass 270 pass").trump("C").give("TS TC QC 9C");
        Decision d = Bots.create(level, 7, Budget.TEST).decide(s.hand.view(0));
        assertThat(((Action.PassCards) d.action()).cards()).as("%s: %s", level, d.reason())
                .containsAll(Card.parseAll("TS KS QS"));
        assertThat(d.reason()).as("%s", level).contains("a marriage (20 meld) passed whole");
    }
}
