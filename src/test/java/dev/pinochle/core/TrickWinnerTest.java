package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Who takes a trick (RULES.md §1 rank order and identical cards, §2.7 and seed 000 "The tricks"). */
class TrickWinnerTest {

    @ParameterizedTest(name = "[{index}] {0} with trump {1}: card {2} wins  ({3})")
    @CsvSource(delimiter = '|', textBlock = """
        AH TH KD QH | S | 0 | CLI example: the ace of the led suit wins, KD is off suit
        KH AH       | S | 1 | §1 highest card of the led suit wins
        9H JH QH KH | S | 3 | §1 rank order 9 < J < Q < K
        KH TH       | S | 1 | §1 the ten sits above the king
        TH AH       | S | 1 | §1 the ace sits above the ten
        9H TH AH KH | S | 2 | §1 A, 10, K, Q, J, 9
        AH KD AC AD | S | 0 | plain cards of other suits never win
        AH AH       | S | 0 | §1 identical cards: the one played earlier wins
        TH AH AH KH | S | 1 | §1 identical cards: the first of the two aces wins
        AH 9S       | S | 1 | seed 000: any trump beats any plain card
        AH 9S TS    | S | 2 | seed 000: the highest trump wins
        AH TS 9S    | S | 1 | seed 000: a lower trump after a higher one does not win
        AH TS TS    | S | 1 | §1 identical trumps: the earlier wins
        AH 9S AS AS | S | 2 | §1 identical trumps: the earlier wins
        QS KS 9H AH | S | 1 | a trump lead is won by the highest trump
        9D AH AC AS | S | 3 | a lone trump beats every ace
        9D AH AC AS | D | 0 | the nine of trump led wins when nobody else trumps
        """)
    void winner(String cards, String trump, int expected, String rule) {
        assertThat(Trick.winner(Card.parseAll(cards), Suit.parse(trump))).as(rule).isEqualTo(expected);
    }

    @ParameterizedTest(name = "[{index}] {0} played after {1}, trump {2}: beats = {3}")
    @CsvSource(delimiter = '|', textBlock = """
        AH | KH | S | true
        KH | AH | S | false
        AH | AH | S | false
        9S | AH | S | true
        AH | 9S | S | false
        TS | 9S | S | true
        9S | 9S | S | false
        AD | KH | S | false
        """)
    void beats(String card, String winner, String trump, boolean expected) {
        // §1: between identical cards the earlier wins, so an identical later card never beats.
        assertThat(Trick.beats(Card.parse(card), Card.parse(winner), Suit.parse(trump))).isEqualTo(expected);
    }

    @Test
    void theHandCreditsTheTrickToTheSeatOfTheWinningCardAndItLeadsNext() {
        // RULES.md §2.7: the winner of a trick leads the next. South leads AS; North's AS is identical and
        // later, so South wins (§1); then East's AD (forced over TD) wins the next and East leads.
        ScriptedHand s = ScoringTest.workedExample(RuleSet.standard())
                .play("AS 9S AS JS", "TD 9D JD AD");
        List<TrickRecord> tricks = s.hand.view(Seat.SOUTH).tricks();

        assertThat(tricks).extracting(TrickRecord::winner).containsExactly(Seat.SOUTH, Seat.EAST);
        assertThat(s.hand.toAct()).isEqualTo(Seat.EAST);
    }
}
