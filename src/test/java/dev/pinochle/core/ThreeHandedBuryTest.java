package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
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
        RuleSet rules = RuleSet.threeHanded();
        List<Card> rest = new ArrayList<>(rules.deck().cards(rules.deck().full()));
        Card.parseAll(SOUTH).forEach(rest::remove);
        Card.parseAll(WIDOW).forEach(rest::remove);
        List<List<Card>> hands = List.of(Card.parseAll(SOUTH), new ArrayList<>(rest.subList(0, 15)),
                new ArrayList<>(rest.subList(15, 30)));
        // East deals, so South (left of the dealer) gets the first fifteen and bids first.
        hand = new ThreeHandedHand(rules, Deal.ofHands(rules.deck(), hands, Card.parseAll(WIDOW)), 2);
        hand.apply(new Action.Bid(300));
        hand.apply(Action.Pass.INSTANCE);
        hand.apply(Action.Pass.INSTANCE);
        hand.apply(new Action.NameTrump(Suit.CLUBS));
        assertThat(hand.phase()).isEqualTo(Phase.BURY);
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
    void theFreeCopyOfEachPairMayBeBuried() {
        hand.apply(new Action.Bury(Card.parseAll("TC JC 9H")));
        assertThat(hand.buried()).isEqualTo(RuleSet.threeHanded().deck().setOf(Card.parseAll("TC JC 9H")));
        assertThat(hand.phase()).isNotEqualTo(Phase.BURY);
    }
}
