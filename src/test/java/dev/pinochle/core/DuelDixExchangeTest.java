package dev.pinochle.core;

import static dev.pinochle.core.DuelScript.DECK;
import static dev.pinochle.core.DuelScript.NON_DEALER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The dix exchange option (RULES.md §5 {@code dixExchange}, seed 000). */
class DuelDixExchangeTest {
    private static final RuleSet EXCHANGE = RuleSet.duel().with("dixExchange", "true");
    /** Leads A♥ twice and wins against the 9♣s; holds the 9♠ (trump is spades). */
    private static final String WINNER = "9S AH AH TH TH JC JC 9D 9D KC KC AD";
    private static final String LOSER = "9C 9C 9H 9H JH JH TC TC AC AC QH QH";

    // RULES.md §5: after winning a trick, swap a trump 9 for the turned-up card; it scores the dix. Our decision:
    // the exchange is that trick's one meld, so the draw follows at once.
    @Test
    void exchangeSwapsTheNineForTheTurnedUpCardAndIsTheTurnsMeld() {
        DuelScript s = DuelScript.deal(EXCHANGE, WINNER, LOSER, "KS QS", "AS");
        s.play("AH 9C");
        assertThat(s.hand.legalActions()).containsExactly(
                new Action.Declare(MeldKind.DIX, Card.parseAll("9S")), new Action.ExchangeDix(), new Action.Decline());
        s.exchangeDix();
        assertThat(s.melds(NON_DEALER)).containsExactly("dix 10");
        assertThat(s.hand.view(0).turnedUp()).isEqualTo(Card.parse("9S"));
        assertThat(s.cards(NON_DEALER)).isEqualTo("AS KS AH TH TH KC KC JC JC AD 9D 9D");
        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        assertThat(s.hand.toAct()).isEqualTo(NON_DEALER);
        assertThat(s.hand.view(0).exposed().get(NON_DEALER)).isEmpty();
    }

    // RULES.md §5: the turned-up card is face up, so both players see who took it; the view keeps that for the
    // rest of the hand, as a player at the table would remember it.
    @Test
    void bothSeatsSeeWhichCardTheExchangeTook() {
        DuelScript s = DuelScript.deal(EXCHANGE, WINNER, LOSER, "KS QS", "AS");
        s.play("AH 9C");
        assertThat(s.hand.view(0).exchange()).isNull();
        s.exchangeDix();
        Played taken = new Played(NON_DEALER, Card.parse("AS"));
        assertThat(s.hand.view(0).exchange()).isEqualTo(taken);
        assertThat(s.hand.view(1).exchange()).isEqualTo(taken);
        assertThat(s.hand.view(0).exchangedCardHeld(NON_DEALER)).isEqualTo(Card.parse("AS"));
        assertThat(s.hand.view(0).exchangedCardHeld(1 - NON_DEALER)).isNull();
        s.play("AS 9H");
        assertThat(s.hand.view(0).exchangedCardHeld(NON_DEALER)).as("played since").isNull();
        DuelScript.toLastMeldTurn(s.hand);
        s.hand.apply(new Action.Decline());
        assertThat(s.hand.view(1 - NON_DEALER).exchange()).as("once the stock is gone").isEqualTo(taken);
    }

    // RULES.md §5: the turned-up card is drawn last, so after an exchange the loser of the twelfth trick gets the 9.
    @Test
    void theExchangedNineIsDrawnLast() {
        DuelScript s = DuelScript.deal(EXCHANGE, WINNER, LOSER, "KS QS", "AS");
        s.play("AH 9C").exchangeDix();
        DuelHand hand = s.hand;
        DuelScript.toLastMeldTurn(hand);
        int loser = 1 - hand.toAct();
        long before = hand.handOf(loser);
        hand.apply(new Action.Decline());
        assertThat(hand.handOf(loser) - before).isEqualTo(DECK.one(Card.parse("9S")));
    }

    // Our decisions: the exchange needs a 9 of trump that has not scored as dix, and never swaps a 9 for a 9,
    // so it happens at most once a hand.
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            rule off               | false | 9S AH AH TH TH JC JC 9D 9D KC KC AD | AS | false | This table plays without the dix exchange (rule dixExchange is off).
            no nine                | true  | AH AH TH TH JC JC 9D 9D KC KC AD QD | AS | false | You need an unscored 9♠ to exchange for the A♠.
            nine already scored    | true  | 9S AH AH TH TH JC JC 9D 9D KC KC AD | AS | true  | You need an unscored 9♠ to exchange for the A♠.
            turned-up card is a 9  | true  | 9S AH AH TH TH JC JC 9D 9D KC KC AD | 9S | false | The turned-up card is already the 9♠: there is nothing to exchange.
            """)
    void exchangeRefused(String name, boolean option, String winner, String turnedUp, boolean declareDixFirst,
            String message) {
        DuelScript s = DuelScript.deal(RuleSet.duel().with("dixExchange", String.valueOf(option)), winner, LOSER,
                "KS QS", turnedUp);
        s.play("AH 9C");
        if (declareDixFirst) {
            s.declare("dix").play("AH 9C");
        }
        assertThat(s.hand.legalActions()).doesNotContain(new Action.ExchangeDix());
        assertThatThrownBy(s::exchangeDix).isInstanceOf(IllegalActionException.class).hasMessage(message);
    }

    // RULES.md §5: each dix scores separately; after the exchange the twin 9 is still a dix of its own.
    @Test
    void theTwinNineStillScoresAfterTheExchange() {
        DuelScript s = DuelScript.deal(EXCHANGE, "9S 9S AH AH TH TH JC JC 9D 9D KC KC", LOSER, "KS QS", "AS");
        s.play("AH 9C").exchangeDix().play("AH 9C");
        assertThat(s.hand.legalActions()).doesNotContain(new Action.ExchangeDix());
        s.declare("dix");
        assertThat(s.melds(NON_DEALER)).containsExactly("dix 10", "dix 10");
    }
}
