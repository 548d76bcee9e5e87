package dev.pinochle.core;

import static dev.pinochle.core.DuelScript.list;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The duel's melds and their values, from a fresh hand (RULES.md §5). */
class DuelMeldsTest {

    private static List<String> offered(RuleSet rules, String trump, String hand) {
        return DuelMelds.declarationsFor(rules, Suit.parse(trump), Card.parseAll(hand)).stream()
                .map(m -> m.kind().label() + " " + m.points()).toList();
    }

    // RULES.md §5: singles run 150, royal marriage 40, marriage 20, aces 100, kings 80, queens 60, jacks 40,
    // pinochle 40, dix 10 (each copy); doubles declared together: run 1500, aces 1000, kings 800, queens 600,
    // jacks 400, pinochle 300, royal marriage 80, plain marriage 40.
    @ParameterizedTest(name = "{1} with {0} trump: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            S | AS TS KS QS JS                   | run 150, royal marriage 40
            S | AS AS TS TS KS KS QS QS JS JS    | run 150, double run 1500, royal marriage 40, double royal marriage 80
            H | AS TS KS QS JS                   | marriage 20
            S | KH QH                            | marriage 20
            S | KH KH QH QH                      | marriage 20, double marriage 40
            S | KH QH KD QD                      | marriage 20, marriage 20
            S | 9S                               | dix 10
            S | 9S 9S                            | dix 10
            S | 9H 9C 9D TS TH TC TD             | none
            H | AS AH AC AD                      | aces around 100
            H | AS AS AH AH AC AC AD AD          | aces around 100, double aces around 1000
            D | KS KH KC KD                      | kings around 80
            D | KS KS KH KH KC KC KD KD          | kings around 80, double kings around 800
            C | QS QH QC QD                      | queens around 60
            C | QS QS QH QH QC QC QD QD          | queens around 60, double queens around 600
            H | JS JH JC JD                      | jacks around 40
            H | JS JS JH JH JC JC JD JD          | jacks around 40, double jacks around 400
            H | QS JD                            | pinochle 40
            H | QS QS JD JD                      | pinochle 40, double pinochle 300
            H | KS QS QH QC QD JD                | marriage 20, queens around 60, pinochle 40
            S | AS TS KS QS JS 9S KH QH AH AC AD QD | run 150, royal marriage 40, marriage 20, dix 10, aces around 100
            """)
    void declarationsOfAFreshHand(String trump, String hand, String expected) {
        assertThat(offered(RuleSet.duel(), trump, hand)).containsExactlyElementsOf(list(expected));
    }

    // RULES.md §4 options doubleRun (300) and doublePinochle (80) apply to the duel's doubles too.
    @Test
    void doubleRunAndDoublePinochleOptions() {
        RuleSet rules = RuleSet.duel().with("doubleRun", "300").with("doublePinochle", "80");
        assertThat(offered(rules, "S", "AS AS TS TS KS KS QS QS JS JS")).contains("double run 300");
        assertThat(offered(rules, "H", "QS QS JD JD")).contains("double pinochle 80");
    }

    // RULES.md §5: the values table, singles and doubles.
    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', textBlock = """
            RUN                   | 150
            DOUBLE_RUN            | 1500
            ROYAL_MARRIAGE        | 40
            DOUBLE_ROYAL_MARRIAGE | 80
            MARRIAGE              | 20
            DOUBLE_MARRIAGE       | 40
            DIX                   | 10
            ACES                  | 100
            DOUBLE_ACES           | 1000
            KINGS                 | 80
            DOUBLE_KINGS          | 800
            QUEENS                | 60
            DOUBLE_QUEENS         | 600
            JACKS                 | 40
            DOUBLE_JACKS          | 400
            PINOCHLE              | 40
            DOUBLE_PINOCHLE       | 300
            """)
    void points(MeldKind kind, int points) {
        assertThat(DuelMelds.points(RuleSet.duel(), kind)).isEqualTo(points);
    }

    // RULES.md §5: the duel is a single deck: no triples or quadruples, no third copy.
    @Test
    void rejectsWhatTheSingleDeckCannotHold() {
        assertThatThrownBy(() -> DuelMelds.points(RuleSet.duel(), MeldKind.TRIPLE_RUN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("the duel has no triple run");
        assertThatThrownBy(() -> offered(RuleSet.duel(), "S", "AS AS AS"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too many A♠");
    }

    // The declarations carry their cards, in hand order, for the CLI and the table to show.
    @Test
    void declarationsShowTheirCards() {
        List<Meld> melds = DuelMelds.declarationsFor(RuleSet.duel(), Suit.SPADES, Card.parseAll("JS QS KS TS AS"));
        assertThat(melds.get(0)).isEqualTo(new Meld(MeldKind.RUN, 150, Card.parseAll("AS TS KS QS JS")));
        assertThat(melds.get(1)).isEqualTo(new Meld(MeldKind.ROYAL_MARRIAGE, 40, Card.parseAll("KS QS")));
    }
}
