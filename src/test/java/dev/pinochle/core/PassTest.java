package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The pass between partners (RULES.md §2.4), on the worked-example deal: South bids 300 and names
 * hearts, so North (South's partner) gives first and South gives back.
 */
class PassTest {
    private static ScriptedHand afterTrump(RuleSet rules) {
        return ScriptedHand.deal(rules, Seat.EAST, ScoringTest.SOUTH, ScoringTest.WEST, ScoringTest.NORTH,
                ScoringTest.EAST).auction("300 pass pass pass").trump("H");
    }

    private static long set(String cards) {
        return Deck.SINGLE.setOf(cards);
    }

    @ParameterizedTest(name = "[{index}] passCount {0}")
    @ValueSource(ints = {4, 3})
    void thePartnerGivesFirstThenTheBidderGivesBackTheSameNumber(int passCount) {
        // §2.4: the partner gives passCount cards face down to the bidder, who returns the same number.
        ScriptedHand s = afterTrump(RuleSet.standard().with("passCount", String.valueOf(passCount)));
        assertThat(s.hand.phase()).isEqualTo(Phase.PASS_TO_BIDDER);
        assertThat(s.hand.toAct()).isEqualTo(Seat.NORTH);

        s.give(String.join(" ", List.of("KC", "KD", "JC", "JD").subList(0, passCount)));
        assertThat(s.hand.phase()).isEqualTo(Phase.PASS_BACK);
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
        assertThat(s.hand.view(Seat.SOUTH).handSizes()).containsExactly(12 + passCount, 12, 12 - passCount, 12);

        s.give(String.join(" ", List.of("9S", "9C", "TD", "JD").subList(0, passCount)));
        assertThat(s.hand.view(Seat.SOUTH).handSizes()).containsExactly(12, 12, 12, 12);
        assertThat(s.hand.phase()).as("§2.5 meld follows the pass").isEqualTo(Phase.CONCEDE_OR_PLAY);
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
    }

    @Test
    void cutthroatHasNoPass() {
        // §2.4 passCount 0 = "cutthroat": straight from trump to meld.
        ScriptedHand s = afterTrump(RuleSet.cutthroat());
        assertThat(s.hand.phase()).isEqualTo(Phase.CONCEDE_OR_PLAY);
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
        assertThat(s.hand.handOf(Seat.SOUTH)).isEqualTo(set(ScoringTest.SOUTH));
    }

    @Test
    void theBidderMayReturnTheCardsJustReceived() {
        // §2.4: "any cards at all, including ones just received".
        ScriptedHand s = afterTrump(RuleSet.standard()).give("KC KC KD KD").give("KC KC KD KD");

        assertThat(s.hand.handOf(Seat.SOUTH)).isEqualTo(set(ScoringTest.SOUTH));
        assertThat(s.hand.handOf(Seat.NORTH)).isEqualTo(set(ScoringTest.NORTH));
    }

    @Test
    void theBidderMayReturnAMixture() {
        // §2.4 / seed 000: "four cards out of the original holding is equally legal, as is any mixture".
        ScriptedHand s = afterTrump(RuleSet.standard()).give("KC KC KD KD").give("KC 9S 9C JD");
        Deck d = Deck.SINGLE;

        long south = d.minus(d.plus(set(ScoringTest.SOUTH), set("KC KC KD KD")), set("KC 9S 9C JD"));
        long north = d.plus(d.minus(set(ScoringTest.NORTH), set("KC KC KD KD")), set("KC 9S 9C JD"));
        assertThat(d.format(s.hand.handOf(Seat.SOUTH))).isEqualTo(d.format(south));
        assertThat(d.format(s.hand.handOf(Seat.NORTH))).isEqualTo(d.format(north));
        assertThat(s.hand.handOf(Seat.WEST)).isEqualTo(set(ScoringTest.WEST));
        assertThat(s.hand.handOf(Seat.EAST)).isEqualTo(set(ScoringTest.EAST));
    }

    @Test
    void meldIsShownFromTheHandsAfterThePass() {
        // §2.5: every player melds from their own hand, after the pass. South gives back an ace and breaks
        // its aces around but receives nothing meldable: royal marriage 40; North, with AS AS AH, still nothing.
        ScriptedHand s = afterTrump(RuleSet.standard()).give("KC KC KD KD").give("AS 9S 9C JD");
        assertThat(s.hand.meldOf(Seat.SOUTH)).isEqualTo(40);
        assertThat(s.hand.meldOf(Seat.NORTH)).isZero();
    }

    @ParameterizedTest(name = "[{index}] partner gives [{0}]: refused")
    @CsvSource(delimiter = '|', textBlock = """
        KC KC KD      | §2.4 too few cards
        KC KC KD KD JC | §2.4 too many cards
        QS KC KD JD   | North holds no QS
        AS AS KD JD   | North holds one AS
        AS AS AS KD   | three copies of a card that exists twice
        """)
    void thePartnerMayPassOnlyPassCountCardsItHolds(String cards, String rule) {
        ScriptedHand s = afterTrump(RuleSet.standard());
        assertThatThrownBy(() -> s.give(cards)).as(rule).isInstanceOf(IllegalActionException.class)
                .message().isNotBlank();
        assertThat(s.hand.phase()).isEqualTo(Phase.PASS_TO_BIDDER);
        assertThat(s.hand.handOf(Seat.NORTH)).isEqualTo(set(ScoringTest.NORTH));
    }

    @Test
    void theWrongCountIsRefusedWithTheNumberInTheMessage() {
        // §2.4 passCount 4.
        ScriptedHand s = afterTrump(RuleSet.standard());
        assertThatThrownBy(() -> s.give("KC KC KD")).hasMessageContaining("4");
        ScriptedHand three = afterTrump(RuleSet.standard().with("passCount", "3"));
        assertThatThrownBy(() -> three.give("KC KC KD KD")).hasMessageContaining("3");
    }

    @Test
    void theBidderMayReturnOnlyCardsItHolds() {
        // §2.4: the bidder gives back cards from its hand (now including the cards received).
        ScriptedHand s = afterTrump(RuleSet.standard()).give("KC KC KD KD");
        assertThatThrownBy(() -> s.give("QS 9S 9C JD")).isInstanceOf(IllegalActionException.class);
        assertThatThrownBy(() -> s.give("KC KC KC 9S")).isInstanceOf(IllegalActionException.class);
        assertThat(s.hand.phase()).isEqualTo(Phase.PASS_BACK);
    }

    @Test
    void everyLegalPassIsPassCountCardsHeld() {
        // §2.4: the legal actions are exactly choices of passCount cards from the hand.
        ScriptedHand s = afterTrump(RuleSet.standard().with("passCount", "3"));
        List<Action> legal = s.hand.legalActions();
        Deck d = Deck.SINGLE;
        assertThat(legal).isNotEmpty().allSatisfy(a -> {
            assertThat(a).isInstanceOf(Action.PassCards.class);
            List<Card> cards = ((Action.PassCards) a).cards();
            assertThat(cards).hasSize(3);
            assertThat(d.contains(set(ScoringTest.NORTH), d.setOf(cards))).isTrue();
        });
        // North holds 8 distinct faces, four of them twice (KS, TH, KC, KD): C(8,3) + 4 * 7 = 56 + 28.
        assertThat(legal).hasSize(56 + 28).doesNotHaveDuplicates();
    }

    @Test
    void onlyTheTwoPartnersSeeThePassedCards() {
        // §2.4: cards are given face down: the bidder and its partner see what they gave and received;
        // the other two seats never see them.
        ScriptedHand s = afterTrump(RuleSet.standard()).give("KC KC KD KD");
        assertThat(s.hand.view(Seat.SOUTH).received()).containsExactlyElementsOf(Card.parseAll("KC KC KD KD"));
        assertThat(s.hand.view(Seat.NORTH).given()).containsExactlyElementsOf(Card.parseAll("KC KC KD KD"));
        assertThat(s.hand.view(Seat.NORTH).received()).isEmpty();
        assertThat(s.hand.view(Seat.SOUTH).given()).isEmpty();

        s.give("AS 9S 9C JD");
        s.playOn().play("AH 9H TH JH"); // nobody can beat South's AH (§3)
        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        assertThat(s.hand.view(Seat.SOUTH).received()).containsExactlyElementsOf(Card.parseAll("KC KC KD KD"));
        assertThat(s.hand.view(Seat.SOUTH).given()).containsExactlyElementsOf(Card.parseAll("AS 9S 9C JD"));
        assertThat(s.hand.view(Seat.NORTH).received()).containsExactlyElementsOf(Card.parseAll("AS 9S 9C JD"));
        assertThat(s.hand.view(Seat.NORTH).given()).containsExactlyElementsOf(Card.parseAll("KC KC KD KD"));
        for (int other : new int[] {Seat.WEST, Seat.EAST}) {
            SeatView v = s.hand.view(other);
            assertThat(v.received()).isEmpty();
            assertThat(v.given()).isEmpty();
            assertThat(v.auction()).as("passes are not public calls").extracting(Call::action)
                    .allMatch(a -> a instanceof Action.Bid || a instanceof Action.Pass);
        }
    }

    @Test
    void theOpponentsNeverSeeThePassedCardsAtAnyStep() {
        // §2.4 face down, at every step of the hand up to the score.
        ScriptedHand s = afterTrump(RuleSet.standard());
        assertNoPassVisibleToOpponents(s);
        s.give("KC KC KD KD");
        assertNoPassVisibleToOpponents(s);
        s.give("KC KC KD KD");
        assertNoPassVisibleToOpponents(s);
        s.playOn();
        for (String trick : ScoringTest.COUNTERS_170) {
            s.play(trick);
            assertNoPassVisibleToOpponents(s);
        }
        assertThat(s.hand.isOver()).isTrue();
        assertThat(s.hand.view(Seat.SOUTH).received()).containsExactlyElementsOf(Card.parseAll("KC KC KD KD"));
    }

    private static void assertNoPassVisibleToOpponents(ScriptedHand s) {
        for (int other : new int[] {Seat.WEST, Seat.EAST}) {
            assertThat(s.hand.view(other).received()).isEmpty();
            assertThat(s.hand.view(other).given()).isEmpty();
        }
    }

    @Test
    void whenWestHoldsTheContractEastGivesFirst() {
        // §2.4: "the partner" is the contract holder's partner, whoever that is.
        ScriptedHand s = ScriptedHand.shuffled(RuleSet.standard(), 1, Seat.EAST).auction("250 260 pass pass pass")
                .trump("S");
        assertThat(s.hand.contractor()).isEqualTo(Seat.WEST);
        assertThat(s.hand.toAct()).isEqualTo(Seat.EAST);
        List<Card> east = Deck.SINGLE.cards(s.hand.handOf(Seat.EAST)).subList(0, 4);
        s.hand.apply(new Action.PassCards(east));
        assertThat(s.hand.toAct()).isEqualTo(Seat.WEST);
        assertThat(s.hand.view(Seat.WEST).received()).containsExactlyElementsOf(east);
        assertThat(s.hand.view(Seat.SOUTH).received()).isEmpty();
        assertThat(s.hand.view(Seat.NORTH).received()).isEmpty();
    }
}
