package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * §7's bury: a card shown in meld may not be buried, counted copy by copy. South holds a club run with a
 * second 10♣ and J♣ beside it: one of each pair is in the run, the other is free.
 */
class ThreeHandedBuryTest {
    private static final String SOUTH = "AC TC TC KC QC JC JC AH TH 9H 9H TD 9D 9D TS";
    private static final String WIDOW = "9S 9S AS";

    private ThreeHandedHand hand;

    @BeforeEach
    void dealAndBid() {
        hand = atBury(RuleSet.threeHanded(), SOUTH, WIDOW);
    }

    /** South holds {@code south}, bids 300, the others pass, South takes the widow and names clubs. */
    private static ThreeHandedHand atBury(RuleSet rules, String south, String widow) {
        List<Card> rest = new ArrayList<>(rules.deck().cards(rules.deck().full()));
        Card.parseAll(south).forEach(rest::remove);
        Card.parseAll(widow).forEach(rest::remove);
        List<List<Card>> hands = List.of(Card.parseAll(south), new ArrayList<>(rest.subList(0, 15)),
                new ArrayList<>(rest.subList(15, 30)));
        // East deals, so South (left of the dealer) gets the first fifteen and bids first.
        ThreeHandedHand h = new ThreeHandedHand(rules, Deal.ofHands(rules.deck(), hands, Card.parseAll(widow)), 2);
        h.apply(new Action.Bid(300));
        h.apply(Action.Pass.INSTANCE);
        h.apply(Action.Pass.INSTANCE);
        h.apply(new Action.NameTrump(Suit.CLUBS));
        assertThat(h.phase()).isEqualTo(Phase.BURY);
        return h;
    }

    @Test
    void bothCopiesOfACardOneOfThemInMeldAreRefusedNamingTheCard() {
        assertThatThrownBy(() -> hand.apply(new Action.Bury(Card.parseAll("TC TC 9H"))))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("Only one 10♣ may be buried: the other is shown in meld.");
        assertThat(hand.phase()).isEqualTo(Phase.BURY);
    }

    @Test
    void aCardWhoseOnlyCopyIsInMeldIsRefusedNamingTheCard() {
        assertThatThrownBy(() -> hand.apply(new Action.Bury(Card.parseAll("9H AC 9H"))))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("The A♣ is shown in meld and may not be buried.");
    }

    @Test
    @DisplayName("RULES.md §7 with §4 runExtras BONUS: the run's queen marries the extra king, yet is shown once")
    void underBonusRunExtrasTheShownCardsAreThoseHeld() {
        // Club run + a second K♣ (190 under BONUS): the run's one Q♣ serves the run and the extra king's
        // marriage, so the shown cards are the run and the K♣, each held copy once; everything else is free.
        RuleSet rules = RuleSet.threeHanded().with("runExtras", "BONUS");
        Deck deck = rules.deck();
        ThreeHandedHand h = atBury(rules, "AC TC KC KC QC JC 9H 9H TD 9D 9D TS JS 9S AH", "9S TH TH");
        assertThat(MeldTable.total(rules, h.handOf(Seat.SOUTH), Suit.CLUBS)).isEqualTo(190);

        assertThat(deck.format(h.buryable())).isEqualTo("TS JS 9S 9S AH TH TH 9H 9H TD 9D 9D");
        assertThatThrownBy(() -> h.apply(new Action.Bury(Card.parseAll("AC 9H 9H"))))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("The A♣ is shown in meld and may not be buried.");
        h.apply(new Action.Bury(Card.parseAll("9D 9D TD")));
        assertThat(h.buried()).isEqualTo(deck.setOf("9D 9D TD"));
    }

    @Test
    void theFreeCopyOfEachPairMayBeBuried() {
        hand.apply(new Action.Bury(Card.parseAll("TC JC 9H")));
        assertThat(hand.buried()).isEqualTo(RuleSet.threeHanded().deck().setOf(Card.parseAll("TC JC 9H")));
        assertThat(hand.phase()).isNotEqualTo(Phase.BURY);
    }
}
