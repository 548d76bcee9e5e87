package dev.pinochle.core;

import static dev.pinochle.core.DuelScript.DEALER;
import static dev.pinochle.core.DuelScript.DECK;
import static dev.pinochle.core.DuelScript.NON_DEALER;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What each duel seat may know (ARCHITECTURE.md: information hiding by type; RULES.md §5: melds on the table). */
class DuelViewTest {
    private static final String WINNER = "KD QD AH AH TH TH JC JC 9D 9D TD TD";
    private static final String LOSER = "9C 9C 9H 9H JH JH TC TC AC AC QH QH";

    @Test
    void aSeatSeesItsOwnCardsAndOnlyTheSizeOfTheOther() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "", "AS");
        SeatView view = s.hand.view(DEALER);
        assertThat(view.seat()).isEqualTo(DEALER);
        assertThat(view.hand()).containsExactlyElementsOf(DECK.cards(s.hand.handOf(DEALER)));
        assertThat(view.handSizes()).containsExactly(12, 12);
        assertThat(view.exposed()).containsExactly(List.of(), List.of());
        assertThat(view.stockSize()).isEqualTo(24);
        assertThat(view.turnedUp()).isEqualTo(Card.parse("AS"));
        assertThat(view.trump()).isEqualTo(Suit.SPADES);
        assertThat(view.toAct()).isEqualTo(NON_DEALER);
        assertThat(view.legal()).isEmpty();
        assertThat(s.hand.view(NON_DEALER).legal()).isEqualTo(s.hand.legalActions());
        // Filled by Game, or unused by the duel.
        assertThat(view.handNumber()).isZero();
        assertThat(view.scores()).isEmpty();
        assertThat(view.gameWinner()).isEqualTo(-1);
        assertThat(view.contractor()).isEqualTo(-1);
        assertThat(view.bid()).isZero();
        assertThat(view.auction()).isEmpty();
        assertThat(view.result()).isNull();
    }

    @Test
    void theTrickInProgressIsPublic() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "", "AS").play("AH");
        assertThat(s.hand.view(DEALER).trick()).containsExactly(new Played(NON_DEALER, Card.parse("AH")));
        assertThat(s.hand.view(NON_DEALER).handSizes()).containsExactly(12, 11);
    }

    // RULES.md §5: melds stay on the table, shown to both players, while the cards remain in hand.
    @Test
    void declaredMeldIsShownToBothSeats() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "", "AS").play("AH 9C").declare("marriage");
        for (int seat = 0; seat < 2; seat++) {
            SeatView view = s.hand.view(seat);
            assertThat(view.melds().get(NON_DEALER))
                    .containsExactly(new Meld(MeldKind.MARRIAGE, 20, Card.parseAll("KD QD")));
            assertThat(view.melds().get(DEALER)).isEmpty();
            assertThat(view.exposed().get(NON_DEALER)).containsExactlyElementsOf(Card.parseAll("KD QD"));
        }
        s.play("QD 9C");
        assertThat(s.hand.view(DEALER).exposed().get(NON_DEALER)).containsExactly(Card.parse("KD"));
        assertThat(s.hand.view(DEALER).melds().get(NON_DEALER)).hasSize(1);
    }

    @Test
    void theResultIsShownOnceTheHandIsOver() {
        DuelHand hand = new DuelHand(RuleSet.duel(), Deal.shuffled(Deck.SINGLE, 3), 1);
        while (!hand.isOver()) {
            hand.applyLegal(0);
        }
        assertThat(hand.view(0).result()).isNotNull().usingRecursiveComparison().isEqualTo(hand.view(1).result());
        assertThat(hand.view(0).toAct()).isEqualTo(-1);
        assertThat(hand.view(0).phase()).isEqualTo(Phase.HAND_OVER);
    }
}
