package dev.pinochle.core;

import static dev.pinochle.core.DuelScript.DECK;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Phase 2 (RULES.md §5): follow suit if you can and beat the led card if you can; void, trump if you can.
 * The leader (non-dealer) holds {@value #LEADER}; the follower {@value #FOLLOWER}; spades are trump.
 */
class DuelPlayOffTest {
    static final String LEADER = "AH KH JH 9H AC KC 9C AD KD JD 9D JS";
    static final String FOLLOWER = "AH TH QH TD 9D 9S 9S QS KS AS JS TS";

    // RULES.md §5 phase 2; the twin of the led card does not beat it (the first copy wins).
    @ParameterizedTest(name = "after {0}: legal {1}")
    @CsvSource(delimiter = '|', textBlock = """
            KH             | AH TH                     | QH | You must beat the K♥ if you can.
            KH             | AH TH                     | TS | You must follow suit: play a heart.
            AH             | AH TH QH                  | 9S | You must follow suit: play a heart.
            JD             | TD                        | 9D | You must beat the J♦ if you can.
            AD             | TD 9D                     | AH | You must follow suit: play a diamond.
            KC             | AS TS KS QS JS 9S 9S      | AH | You have no clubs, so you must play a trump (♠).
            JS             | AS TS KS QS               | 9S | You must beat the J♠ if you can.
            KC AS QS       | JS                        | AH | You must follow suit: play a spade.
            KC AS QS JS TD | AD                        | KD | You must beat the 10♦ if you can.
            KC AS QS JS KS | AH KH JH 9H AC 9C AD KD JD 9D | - | -
            """)
    void playOffDuty(String plays, String legal, String refused, String why) {
        DuelScript s = DuelScript.playOff(LEADER, FOLLOWER).play(plays);
        assertThat(s.hand.legalCards()).as("legal cards").isEqualTo(DECK.setOf(legal));
        assertThat(s.hand.legalActionCount()).isEqualTo(DECK.distinct(DECK.setOf(legal)));
        if (!refused.equals("-")) {
            assertThat(s.hand.explain(Card.parse(refused))).isEqualTo(why);
        }
        for (Card c : Card.parseAll(legal)) {
            assertThat(s.hand.explain(c)).isNull();
        }
    }

    // RULES.md §5 phase 2: the leader may lead any card.
    @ParameterizedTest(name = "after {0}")
    @CsvSource(delimiter = '|', textBlock = """
            ''
            KH AH
            """)
    void leadIsFree(String plays) {
        DuelScript s = DuelScript.playOff(LEADER, FOLLOWER).play(plays);
        assertThat(s.hand.legalCards()).isEqualTo(s.hand.handOf(s.hand.toAct()));
    }
}
