package dev.pinochle.core;

import static dev.pinochle.core.DuelScript.NON_DEALER;
import static dev.pinochle.core.DuelScript.list;
import static dev.pinochle.core.DuelScript.set;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The three meld classes: a card copy scores once per class; doubles only before a single of their kind. */
class DuelMeldClassesTest {
    /** Leads A♥ twice and wins against the 9♣s; spades are trump, and only the diamonds meld. */
    private static final String WINNER = "KD KD QD QD AH AH TH TH JC JC 9D 9D";
    private static final String LOSER = "9C 9C 9H 9H JH JH TC TC AC AC QH QH";

    // RULES.md §5: classes one (runs, marriages, dix), two (arounds), three (pinochle); a card scores once per
    // class, so K Q inside a scored run cannot marry and a married K Q cannot join a run; after a single was
    // scored its twin scores only as another single.
    @ParameterizedTest(name = "{1} with {2} | {3} | {4} scored: {5}")
    @CsvSource(delimiter = '|', textBlock = """
            S | AS TS KS QS JS                | AS TS KS QS JS | -           | -     | none
            S | AS TS KS QS JS                | KS QS          | -           | -     | none
            S | AS TS KS KS QS QS JS          | AS TS KS QS JS | -           | -     | royal marriage 40
            S | AS TS KS KS QS JS             | AS TS KS QS JS | -           | -     | none
            S | AS AS TS TS KS KS QS QS JS JS | AS TS KS QS JS | -           | -     | run 150, royal marriage 40
            S | KH KH QH QH                   | KH QH          | -           | -     | marriage 20
            S | KS KS QS QS                   | KS QS          | -           | -     | royal marriage 40
            H | AS AS AH AH AC AC AD AD       | -              | AS AH AC AD | -     | aces around 100
            H | AS AH AC AD                   | -              | AS AH AC AD | -     | none
            H | QS QS JD JD                   | -              | -           | QS JD | pinochle 40
            S | 9S 9S                         | 9S             | -           | -     | dix 10
            S | 9S 9S                         | 9S 9S          | -           | -     | none
            H | KS QS QH QC QD JD             | KS QS          | -           | -     | queens around 60, pinochle 40
            H | KS QS QH QC QD JD             | -              | QS QH QC QD | -     | marriage 20, pinochle 40
            H | KS QS QH QC QD JD             | -              | -           | QS JD | marriage 20, queens around 60
            S | KS KH KC KD QS                | KS QS          | -           | -     | kings around 80
            """)
    void declarationsRespectTheClasses(String trump, String hand, String sequence, String around, String pinochle,
            String expected) {
        List<String> offered = DuelMelds.declarations(Suit.parse(trump), set(hand), set(sequence), set(around),
                set(pinochle)).stream().map(d -> d.kind().label() + " " + DuelMelds.points(RuleSet.duel(), d.kind()))
                .toList();
        assertThat(offered).containsExactlyElementsOf(list(expected));
    }

    @Test
    void scoredCardsMustBeInTheHand() {
        assertThatThrownBy(() -> DuelMelds.declarations(Suit.SPADES, set("KS"), set("KS QS"), 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not all in the hand");
    }

    // RULES.md §5: doubles declared together score the double; after a single, the twin is only another single.
    @Test
    void doubleDeclaredTogetherThenNothingLeftInTheClass() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "AD JS AD JS", "AS");
        s.play("AH 9C");
        assertThat(s.offered()).containsExactly("marriage 20", "double marriage 40");
        s.declare("double marriage").play("AH 9C");
        assertThat(s.offered()).isEmpty();
        assertThat(s.melds(NON_DEALER)).containsExactly("double marriage 40");
    }

    @Test
    void twinAfterASingleScoresOnlyAsASingle() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "AD JS AD JS", "AS");
        s.play("AH 9C").declare("marriage").play("AH 9C");
        assertThat(s.offered()).containsExactly("marriage 20");
        s.declare("marriage");
        assertThat(s.melds(NON_DEALER)).containsExactly("marriage 20", "marriage 20");
    }

    // Our policy for twins: a play gives up the copy scored in the most classes (melded cards leave from the
    // table), so the unscored twin stays free and can still marry the other queen.
    @Test
    void theMeldedCopyIsPlayedFirst() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "AD JS AD JS", "AS");
        s.play("AH 9C").declare("marriage");
        assertThat(s.hand.view(0).exposed().get(NON_DEALER)).containsExactlyElementsOf(Card.parseAll("KD QD"));
        s.play("KD 9C");
        assertThat(s.hand.view(0).exposed().get(NON_DEALER)).containsExactly(Card.parse("QD"));
        assertThat(s.offered()).containsExactly("marriage 20");
    }

    // RULES.md §5: a card played to a trick can never be melded.
    @Test
    void aPlayedCardCannotBeMelded() {
        DuelScript s = DuelScript.deal("KD QD AH AH TH TH JC JC 9D 9D TD TD", LOSER, "AD JS AD JS", "AS");
        s.play("KD 9C");
        assertThat(s.offered()).doesNotContain("marriage 20");
        assertThatThrownBy(() -> s.hand.apply(new Action.Declare(MeldKind.MARRIAGE, Card.parseAll("KD QD"))))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("You don't hold K♦ Q♦: cards played to a trick can never be melded.");
    }

    // RULES.md §5: the game offers only valid declarations and refuses a second score in the same class.
    @Test
    void refusesASecondScoreInTheSameClass() {
        DuelScript s = DuelScript.deal("AD TD KD QD JD AH AH TH TH JC JC 9H",
                "9C 9C 9S 9S JH JH TC TC AC AC QH QH", "JS JS 9H KS", "AD");
        s.play("AH 9C").declare("run").play("AH 9C");
        DuelHand hand = s.hand;
        assertThatThrownBy(() -> hand.apply(new Action.Declare(MeldKind.ROYAL_MARRIAGE, Card.parseAll("KD QD"))))
                .isInstanceOf(IllegalActionException.class)
                .hasMessageStartingWith("Your K♦ Q♦ cannot make a royal marriage: some of those cards already "
                        + "scored in a run, marriage or dix, and a card scores once in each class");
    }
}
