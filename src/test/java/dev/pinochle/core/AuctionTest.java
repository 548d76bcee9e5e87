package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The auction (RULES.md §2.2). East deals, so South (left of the dealer) opens and the turn goes
 * South, West, North, East. Scripts: a number bids it, {@code pass} passes.
 */
class AuctionTest {
    private static ScriptedHand eastDeals(RuleSet rules) {
        return ScriptedHand.shuffled(rules, 1, Seat.EAST);
    }

    private static List<Integer> bidsOffered(PartnershipHand h) {
        return h.legalActions().stream().filter(a -> a instanceof Action.Bid).map(a -> ((Action.Bid) a).points()).toList();
    }

    @Test
    void theSeatLeftOfTheDealerOpens() {
        // §2.2: opened by the player left of the dealer, clockwise.
        for (int dealer = 0; dealer < 4; dealer++) {
            ScriptedHand s = ScriptedHand.shuffled(RuleSet.standard(), 1, dealer);
            assertThat(s.hand.phase()).isEqualTo(Phase.AUCTION);
            assertThat(s.hand.toAct()).isEqualTo((dealer + 1) % 4);
        }
    }

    @ParameterizedTest(name = "[{index}] minBid {0}")
    @ValueSource(ints = {150, 200, 250, 300})
    void theFirstBidIsAtLeastTheMinimum(int minBid) {
        // §2.2: minBid 250 (options 150, 200, 300).
        ScriptedHand s = eastDeals(RuleSet.standard().with("minBid", String.valueOf(minBid)));

        assertThat(bidsOffered(s.hand)).first().isEqualTo(minBid);
        assertThatThrownBy(() -> s.auction(String.valueOf(minBid - 10)))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining(String.valueOf(minBid));
        s.auction(String.valueOf(minBid));
        assertThat(s.hand.bid()).isEqualTo(minBid);
    }

    /**
     * RULES.md §2.2 sets no highest bid; ours stops beyond any contract a side can make. QA: on the double deck it
     * stopped at 350, and a side with a quadruple run (300) and a partner with double marriages and aces can make
     * more with the counters (a helper's audit, 2026-12-06).
     */
    @Test
    void theHighestBidIsBeyondAnyContractASideCanMake() {
        RuleSet dd = RuleSet.doubleDeck();
        long run = dd.deck().setOf(Card.parseAll("AS AS AS AS TS TS TS TS KS KS KS KS QS QS QS QS JS JS JS JS"));
        long partner = dd.deck().setOf(Card.parseAll("AH AH AH AH AC AC AC AC AD AD AD AD KH KH QH QH KC KC QC QC"));
        int most = MeldTable.total(dd, run, Suit.SPADES) + MeldTable.total(dd, partner, Suit.SPADES) + dd.trickPoints();
        List<Integer> dealt = bidsOffered(eastDeals(dd).hand);
        assertThat(most).as("such a side's meld and every counter").isGreaterThan(350);
        assertThat(dealt.get(dealt.size() - 1)).isGreaterThanOrEqualTo(most).isEqualTo(650);

        List<Integer> single = bidsOffered(eastDeals(RuleSet.standard()).hand);
        assertThat(single.get(single.size() - 1)).as("the single deck's, as before").isEqualTo(3250);
    }

    @ParameterizedTest(name = "[{index}] {0}: after {1}, {2} is refused ({3}) and {4} is the lowest bid")
    @CsvSource(delimiter = '|', textBlock = """
        standard              | 250     | 260 | 255 | 260 | 10
        standard              | 250     | 260 | 250 | 260 | 10
        standard              | 250 260 | 270 | 265 | 270 | 10
        standard bidStep=20   | 250     | 270 | 260 | 270 | 20
        double-deck           | 50      | 51  | 50  | 51  | 1
        double-deck bidStep=5 | 50      | 55  | 52  | 55  | 5
        """)
    void eachLaterBidIsAtLeastOneStepAboveTheLast(String rules, String calls, int lowest, int refused, int accepted,
            int step) {
        // §2.2: each later bid at least bidStep above the last; §6 bidStep 1 (option 5).
        ScriptedHand s = eastDeals(Rules.parse(rules)).auction(calls);

        assertThat(s.hand.minNextBid()).isEqualTo(lowest);
        List<Integer> offered = bidsOffered(s.hand);
        assertThat(offered.get(0)).isEqualTo(lowest);
        assertThat(offered.get(1) - offered.get(0)).isEqualTo(step);
        assertThatThrownBy(() -> s.auction(String.valueOf(refused))).isInstanceOf(IllegalActionException.class)
                .message().isNotBlank();
        s.auction(String.valueOf(accepted));
        assertThat(s.hand.bid()).isEqualTo(accepted);
    }

    @Test
    void aBidOffTheStepIsRefusedWithAMessage() {
        // §2.2 bidStep 10: bids go 250, 260, 270 ...; 265 is not a bid, 255 not an opening.
        ScriptedHand s = eastDeals(RuleSet.standard());
        assertThatThrownBy(() -> s.auction("255")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("10");
        s.auction("250 260");
        assertThatThrownBy(() -> s.auction("275")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("10");
        assertThatThrownBy(() -> s.auction("260")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("270");
        assertThat(bidsOffered(s.hand)).allMatch(b -> (b - 250) % 10 == 0);
    }

    @Test
    void refusalsGiveTheFiguresThePlayerReads() {
        // §2.2 on the one-point scale (seed 001): bids from 25 in steps of 1, shown so; inside they are 250, 10.
        ScriptedHand s = eastDeals(Rules.parse("one-point"));
        assertThatThrownBy(() -> s.auction("240")).isInstanceOf(IllegalActionException.class)
                .hasMessage("The bid must be at least 25.");
        s.auction("250");
        assertThatThrownBy(() -> s.auction("265")).isInstanceOf(IllegalActionException.class)
                .hasMessage("Bids go up in steps of 1.");
    }

    @Test
    void aPassIsFinalForTheHand() {
        // §2.2: a pass is final; the turn skips a seat that has passed.
        ScriptedHand s = eastDeals(RuleSet.standard());
        s.auction("250");
        assertThat(s.hand.toAct()).isEqualTo(Seat.WEST);
        s.auction("pass");
        assertThat(s.hand.toAct()).isEqualTo(Seat.NORTH);
        s.auction("260 270");
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
        s.auction("280");
        assertThat(s.hand.toAct()).as("West passed and never bids again").isEqualTo(Seat.NORTH);
        s.auction("290 300 310");
        assertThat(s.hand.toAct()).isEqualTo(Seat.NORTH);
    }

    @Test
    void theAuctionEndsWhenThreeHavePassed() {
        // §2.2: ends when three players have passed; the last live player holds the contract at their bid.
        ScriptedHand s = eastDeals(RuleSet.standard()).auction("250 pass pass pass");

        assertThat(s.hand.phase()).isEqualTo(Phase.TRUMP);
        assertThat(s.hand.contractor()).isEqualTo(Seat.SOUTH);
        assertThat(s.hand.bid()).isEqualTo(250);
        assertThat(s.hand.toAct()).as("§2.3 the contract holder names trump").isEqualTo(Seat.SOUTH);
    }

    @Test
    void passesNeedNotBeConsecutive() {
        // §2.2 / seed 000: "whether or not those passes were consecutive".
        // South 250, West 260, North pass, East 270, South pass, West pass: East holds 270.
        ScriptedHand s = eastDeals(RuleSet.standard()).auction("250 260 pass 270 pass pass");

        assertThat(s.hand.phase()).isEqualTo(Phase.TRUMP);
        assertThat(s.hand.contractor()).isEqualTo(Seat.EAST);
        assertThat(s.hand.bid()).isEqualTo(270);
    }

    @Test
    void theAuctionGoesOnWhileTwoAreLive() {
        // §2.2: two passes are not enough.
        ScriptedHand s = eastDeals(RuleSet.standard()).auction("250 pass pass");
        assertThat(s.hand.phase()).isEqualTo(Phase.AUCTION);
        assertThat(s.hand.toAct()).isEqualTo(Seat.EAST);
    }

    @Test
    void openerForcedMayNotPassOnTheFirstTurn() {
        // §2.2 OPENER_FORCED (default): the player left of the dealer may not pass on the first turn.
        ScriptedHand s = eastDeals(RuleSet.standard());

        assertThat(s.hand.legalActions()).doesNotContain(Action.Pass.INSTANCE);
        assertThatThrownBy(() -> s.auction("pass")).isInstanceOf(IllegalActionException.class)
                .message().isNotBlank();
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
    }

    @Test
    void openerForcedMayPassOnALaterTurn() {
        // §2.2 OPENER_FORCED: only the first turn is forced. South 250, West 260, North and East pass,
        // South passes: West holds 260.
        ScriptedHand s = eastDeals(RuleSet.standard()).auction("250 260 pass pass");
        assertThat(s.hand.legalActions()).contains(Action.Pass.INSTANCE);
        s.auction("pass");
        assertThat(s.hand.contractor()).isEqualTo(Seat.WEST);
        assertThat(s.hand.bid()).isEqualTo(260);
    }

    @Test
    void dealerStuckHoldsTheContractAtTheMinimum() {
        // §2.2 DEALER_STUCK: if the first three pass, the dealer holds it at minBid.
        ScriptedHand s = eastDeals(RuleSet.standard().with("passedOut", "DEALER_STUCK"));
        assertThat(s.hand.legalActions()).as("the opener may pass").contains(Action.Pass.INSTANCE);

        s.auction("pass pass pass");

        assertThat(s.hand.phase()).isEqualTo(Phase.TRUMP);
        assertThat(s.hand.contractor()).isEqualTo(Seat.EAST);
        assertThat(s.hand.bid()).isEqualTo(250);
        assertThat(s.hand.toAct()).isEqualTo(Seat.EAST);
    }

    @Test
    void dealerStuckOnlyWhenNobodyBid() {
        // §2.2 DEALER_STUCK: after a bid the auction runs as usual: South and West pass, North 250,
        // East passes: North holds 250.
        ScriptedHand s = eastDeals(RuleSet.standard().with("passedOut", "DEALER_STUCK")).auction("pass pass 250 pass");
        assertThat(s.hand.contractor()).isEqualTo(Seat.NORTH);
        assertThat(s.hand.bid()).isEqualTo(250);
    }

    @Test
    void redealWhenAllFourPass() {
        // §2.2 REDEAL: all four pass: the hand is over, nobody scores.
        ScriptedHand s = eastDeals(RuleSet.standard().with("passedOut", "REDEAL")).auction("pass pass pass");
        assertThat(s.hand.phase()).as("the dealer may still bid").isEqualTo(Phase.AUCTION);
        assertThat(s.hand.toAct()).isEqualTo(Seat.EAST);

        s.auction("pass");

        assertThat(s.hand.isOver()).isTrue();
        assertThat(s.result().outcome()).isEqualTo(HandResult.Outcome.REDEAL);
        assertThat(s.result().score()).containsExactly(0, 0);
        assertThat(s.result().contractor()).isEqualTo(-1);
        assertThat(s.hand.legalActions()).isEmpty();
    }

    @Test
    void redealRuleLetsTheDealerBidAfterThreePasses() {
        // §2.2 REDEAL: only when all four pass; a dealer who bids holds the contract.
        ScriptedHand s = eastDeals(RuleSet.standard().with("passedOut", "REDEAL")).auction("pass pass pass 250");
        assertThat(s.hand.contractor()).isEqualTo(Seat.EAST);
        assertThat(s.hand.bid()).isEqualTo(250);
    }

    @Test
    void aRedealPassesTheDealAndScoresNothing() {
        // §2.2 REDEAL "throw the hand in, pass the deal and redeal" (seed 000); §2 the deal passes clockwise.
        Game game = Game.start(RuleSet.standard().with("passedOut", "REDEAL"), 7);
        int dealer = game.hands().get(0).dealer();
        for (int i = 0; i < 4; i++) {
            game.apply(Action.Pass.INSTANCE);
        }

        assertThat(game.hands()).hasSize(2);
        assertThat(game.hands().get(0).result().outcome()).isEqualTo(HandResult.Outcome.REDEAL);
        assertThat(game.scores()).containsExactly(0, 0);
        assertThat(game.hands().get(1).dealer()).isEqualTo((dealer + 1) % 4);
        assertThat(game.toAct()).isEqualTo((dealer + 2) % 4);
        assertThat(game.hands().get(1).deal()).as("a fresh deal").isNotEqualTo(game.hands().get(0).deal());
    }

    @Test
    void threeHandedBidsFrom300AndEndsAfterTwoPasses() {
        // §7: minBid 300, step 10, a pass is final, the auction ends after two passes; the bidder takes the widow.
        ThreeHandedHand h = new ThreeHandedHand(RuleSet.threeHanded(), Deal.shuffled(Deck.SINGLE, 1), 2);
        assertThat(h.toAct()).as("left of the dealer opens").isZero();
        assertThatThrownBy(() -> h.apply(new Action.Bid(290))).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("300");
        h.apply(new Action.Bid(300));
        h.apply(Action.Pass.INSTANCE);
        h.apply(new Action.Bid(310));
        assertThat(h.phase()).isEqualTo(Phase.AUCTION);
        h.apply(Action.Pass.INSTANCE);

        assertThat(h.phase()).isEqualTo(Phase.TRUMP);
        assertThat(h.contractor()).isEqualTo(2);
        assertThat(h.view(2).bid()).isEqualTo(310);
        assertThat(Deck.SINGLE.size(h.handOf(2))).as("15 + the widow").isEqualTo(18);
        assertThat(h.view(0).widow()).as("the widow is shown").hasSize(3);
    }

    @Test
    void threeHandedDealerStuckAfterTwoPasses() {
        // §2.2 DEALER_STUCK with §7's two passes: the dealer holds the contract at minBid (300).
        ThreeHandedHand h = new ThreeHandedHand(RuleSet.threeHanded().with("passedOut", "DEALER_STUCK"),
                Deal.shuffled(Deck.SINGLE, 1), 2);
        h.apply(Action.Pass.INSTANCE);
        h.apply(Action.Pass.INSTANCE);

        assertThat(h.phase()).isEqualTo(Phase.TRUMP);
        assertThat(h.contractor()).isEqualTo(2);
        assertThat(h.view(2).bid()).isEqualTo(300);
    }

    @Test
    void theAuctionIsPublicHistory() {
        // §2.2: every seat sees the calls in order.
        ScriptedHand s = eastDeals(RuleSet.standard()).auction("250 pass 260");
        for (int seat = 0; seat < 4; seat++) {
            assertThat(s.hand.view(seat).auction()).containsExactly(
                    new Call(Seat.SOUTH, new Action.Bid(250)),
                    new Call(Seat.WEST, Action.Pass.INSTANCE),
                    new Call(Seat.NORTH, new Action.Bid(260)));
        }
    }

    @Test
    void onlyBidsAndPassesDuringTheAuction() {
        // §2.3: trump is named after the auction.
        ScriptedHand s = eastDeals(RuleSet.standard());
        assertThatThrownBy(() -> s.trump("S")).isInstanceOf(IllegalActionException.class);
        s.auction("250 pass pass pass");
        assertThatThrownBy(() -> s.auction("260")).isInstanceOf(IllegalActionException.class);
    }
}
