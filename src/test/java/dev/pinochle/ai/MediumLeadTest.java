package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import dev.pinochle.core.Suit;
import org.junit.jupiter.api.Test;

/**
 * Medium's leads near the end of the hand, from bot audits of Medium self-play (arena seeds 31 and 41). Seats: 0 South,
 * 1 West, 2 North, 3 East.
 */
class MediumLeadTest {
    private static final RuleSet RULES = RuleSet.standard();

    @Test
    void theLastTrumpIsKeptWhileOtherCardsAreLeft() {
        // Game 1, hand 3. South holds the contract in spades and, with three cards left, the J♠ is the last trump
        // in play: it wins a trick whenever it is played. Led now it took a trick of discards, and the opponents'
        // A♦ and the last trick went to them; kept, it takes the last trick and whatever is on it.
        ScriptedHand s = spadesAt300().play("KS KH JH JH", "QS TH JC QH");
        Decision d = MediumWinnerTest.medium(s, 0);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isNotEqualTo(Card.parse("JS"));
        assertThat(d.reason()).endsWith(", keeping the J\u2660, the last trump");
    }

    @Test
    void noTrumpIsCashedWhileNoneIsOutAndSideCardsAreLeft() {
        // The same hand two tricks earlier: East's K♠ fell on the seventh trick, so no trump is out and South, on
        // lead with K♠ Q♠ J♠ beside two diamonds, holds three sure tricks whenever it plays them. It cashed the K♠;
        // a diamond first keeps the trumps to ruff the opponents' winners (audit, played out by Medium: cashing two
        // trumps or more lost 10.3 points a lead).
        ScriptedHand s = spadesAt300();
        Decision d = MediumWinnerTest.medium(s, 0);
        assertThat(((Action.Play) d.action()).card().suit()).as(d.reason()).isNotEqualTo(Suit.SPADES);
        assertThat(d.reason()).endsWith(", keeping 3 trumps, with none left out to draw");
    }

    /** Game 1, hand 3: South's 300 in spades after seven tricks, East's K♠ the last trump out fallen on the seventh. */
    private static ScriptedHand spadesAt300() {
        return ScriptedHand.deal(RULES, 3,
                "AS AS TS TS JS AC KC JC AD TD JD 9D",
                "9S TH TH KH KH AC TC QC 9C QD JD 9D",
                "KS QS AH QH JH 9H TC QC 9C TD KD QD",
                "KS QS JS 9S AH QH JH 9H KC JC AD KD")
                .auction("250 pass 260 270 280 pass 290 300 pass").trump("S").give("KS QS AH TC")
                .give("TC KC JC 9D").playOn()
                .play("AH KH 9H 9H", "AC 9C KC JC", "AD 9D KD KD", "AS 9S TC 9S", "AS JD TD JS", "TS QC 9C QS",
                        "TS QD 9D KS");
    }

    @Test
    void noTenOfTrumpIsLedIntoTheAceToDrawIt() {
        // Game 2, hand 1. South holds the contract at 360 in clubs with the 10♣ its only trump and one trump out,
        // the A♣ (East's). "Draw trump with the 10♣" gave East the 10 and the trick; played out with every card
        // known, a heart lead takes South's side 70 of the 100 points left, the 10♣ none.
        ScriptedHand s = ScriptedHand.deal(RULES, 0,
                "AS KS KS AH TH QH JH AC TC KC 9C AD",
                "AS QS JS 9S TH KH TD KD QD JD JD 9D",
                "QS AH KH QH JH 9H 9H QC JC 9C TD KD",
                "TS TS JS 9S AC TC KC QC JC AD QD 9D")
                .auction("250 290 330 340 350 pass pass 360 pass").trump("C").give("AH QC JC 9C")
                .give("KS KS QH JH").playOn()
                .play("AD 9D KD 9D", "AS 9S KS 9S", "AH KH KH JC", "AD 9C JD TD", "AC JS KS QC", "9C JD 9H KC",
                        "JS JC QS QS", "QC QD 9H TC", "QD KC KD JH");
        Decision d = MediumWinnerTest.medium(s, 0);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isNotEqualTo(Card.parse("TC"));
    }

    @Test
    void theLastTrumpOutIsDrawnBeforeAnAceIsCashed() {
        // Seed 41, game 3 (from 0), hand 4. East defends against North's 380 in hearts with A♠ A♣ 10♣ Q♣ and no
        // trump; the one trump out is North's, and North trumped West's A♣ (void in clubs). "Cash the A♠" left that
        // trump for East's A♣ or the last trick: over 20 deals solved double-dummy the Q♣ takes East's side 80 of
        // the points left, the A♠ 20. The trump takes a trick anyway; drawn by the Q♣ it takes the cheapest.
        ScriptedHand s = ScriptedHand.deal(RULES, 1,
                "AS KS QS JS TC KC QC 9C 9C KD KD QD",
                "QS AH TH KH AC KC AD AD TD JD 9D 9D",
                "TS KS JS 9S AH TH KH QH JH 9H TD JD",
                "AS TS 9S QH JH 9H AC TC QC JC JC QD")
                .auction("280 pass 290 330 340 pass 350 360 370 380 pass").trump("H").give("AS KS QS TC")
                .give("KS QS TC JD").playOn()
                .play("AH 9H KS KH", "AS 9S JS QS", "9H JH 9C TH", "AC JH JC KC", "QH QH 9C AH", "AD TD QD JD",
                        "AD KH JC KD", "9S TS QS KC");
        Decision d = MediumWinnerTest.medium(s, 3);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("QC"));
        assertThat(d.reason()).isEqualTo("lead the Q\u2663 to draw the last trump, which takes a trick anyway"
                + " (an opponent must trump it)");
    }

    @Test
    void noLowTrumpIsLedIntoTheOneTrumpOutAboveOurs() {
        // Seed 38, game 0 (from 0), hand 5. West holds the contract at 390 in clubs with K♠ J♠ 9♠ 10♣ 10♣ K♣ Q♣ Q♣;
        // the one trump out is the A♣ (North's). It takes a trick whatever West leads: "draw trump with the Q♣" gave
        // it the lead as well, and played out by Medium West's side was set; after the 9♠ it made the 390.
        ScriptedHand s = ScriptedHand.deal(RULES, 2,
                "TS JS AH 9H JC AD KD QD QD JD 9D 9D",
                "AS KS JS 9S JH AC TC KC QC JC TD KD",
                "AS TS QS 9S AH TH KH JH AC KC 9C AD",
                "KS QS TH KH QH QH 9H TC QC 9C TD JD")
                .auction("250 290 330 340 350 360 370 380 pass pass 390 pass").trump("C").give("TH TC QC 9C")
                .give("TH JH TD KD").playOn()
                .play("AS 9S KS JS", "AC 9C KH JC", "9C KC 9H KD", "AD JD 9D JC");
        Decision d = MediumWinnerTest.medium(s, 1);
        assertThat(((Action.Play) d.action()).card().suit()).as(d.reason()).isNotEqualTo(Suit.CLUBS);
        assertThat(d.reason()).endsWith(", not a low trump into the A\u2663 still out");
    }

    @Test
    void aDefenderLeadsAKingNotLow() {
        // Self-play seed 506, hand 2. West defends against North's 350 in hearts with ten cards left; Medium led the Q♦
        // low. A king of a side suit with a higher card out draws out that card (a defender's king beats a low lead:
        // +9 points a changed lead, played out by Medium on the real deal; here West's side takes 90 after the K♦,
        // 80 after the Q♦).
        ScriptedHand s = ScriptedHand.deal(RULES, 2,
                "TS TS KS AH TH TH QC JC 9C AD 9D 9D",
                "QS JS AH QH 9H TC 9C TD TD KD QD JD",
                "QS JS 9S KH QH JH 9H KC KC QC QD JD",
                "AS AS KS 9S KH JH AC AC TC JC AD KD")
                .auction("250 pass 260 270 280 pass 290 300 310 320 330 340 350 pass").trump("H")
                .give("AH TH TH AD").give("JS 9S KC AD").playOn()
                .play("AH JH KS 9H", "9H KH 9S AH");
        Decision d = MediumWinnerTest.medium(s, 1);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("KD"));
        assertThat(d.reason())
                .isEqualTo("lead the K\u2666, not the Q\u2666 low: it draws out one of the 2 cards above it still out");
    }

    @Test
    void trumpIsDrawnWithTheHighestTrumpUnderTheCounters() {
        // South holds the contract in spades with seven trumps after the pass, none of them the boss: both aces, a
        // Q, a J and a 9 are out. Drawing with the 9♠ lets an opponent beat it with a J or Q; the Q♠ takes a counter
        // to beat (audit, played out by Medium: +4.25 points a changed lead).
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "TS TS 9S JH 9H QC 9C JD AH TH AC AD",
                "AS QS JS KH QH JH TC KC QC AD TD KD",
                "KS KS QS JS AS AH TH KH QH AC TC KC",
                "9S 9H JC JC 9C TD KD QD QD JD 9D 9D")
                .auction("250 pass pass pass").trump("S").give("KS KS QS JS").give("AH TH AC AD").playOn();
        Decision d = MediumWinnerTest.medium(s, 0);
        assertThat(((Action.Play) d.action()).card()).as(d.reason()).isEqualTo(Card.parse("QS"));
        assertThat(d.reason()).isEqualTo("draw trump with the Q\u2660: only a counter beats it");
    }
}
