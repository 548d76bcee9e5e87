package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.ai.Conventions.Alert;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Game;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import dev.pinochle.core.SeatView;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The alerts the table shows beside bids: the conventions the bots send and read (docs/ai.md, "Conventions
 * the bots send and read"), told call by call, on {@link AuctionReadingTest}'s hands. Seats: 0 South, 1 West,
 * 2 North, 3 East; East deals, so South opens (RULES.md §2.2).
 */
class ConventionsTest {
    @Test
    void aForcedOpeningAMeldBidAndAJumpAreAlerted() {
        // South's forced 250 (§2.2 OPENER_FORCED) shows nothing; North's first bid one step over its partner is a
        // meld bid; East's 300, three steps over the 270 it could have bid, is a jump; South's 310 over East, an
        // opponent, is natural.
        assertThat(alerts(RuleSet.standard(), "250 pass 260 300 310"))
                .containsExactly(Alert.FORCED, null, Alert.MELD_BID, Alert.JUMP, null);
    }

    @Test
    void aFreeOpeningIsNaturalAndAnOpeningJumpIsAlerted() {
        // §2.2 DEALER_STUCK: South might have passed, so its 250 is natural; 280 is three steps over 250.
        assertThat(alerts(RuleSet.standard().with("passedOut", "DEALER_STUCK"), "250")).containsExactly((Alert) null);
        assertThat(alerts(RuleSet.standard(), "280 pass")).containsExactly(Alert.JUMP, null);
    }

    @Test
    void aRaiseOverThePartnerByAPlayerWhoHasBidIsNatural() {
        // South opens 250 freely, North meld-bids 260 over it; South's 270 over North is its own suit, natural.
        assertThat(alerts(RuleSet.standard().with("passedOut", "DEALER_STUCK"), "250 pass 260 pass 270"))
                .containsExactly(null, null, Alert.MELD_BID, null, null);
    }

    @Test
    void aRaiseOverThePartnerWithBothOpponentsOutIsNoMeldBid() {
        // South's forced 250 showed nothing, so South has not bid; but with West and East out, its 270 over North's
        // meld bid only raises the side's own contract: no bot sends a meld bid then (docs/ai.md, "With both
        // opponents out"), and none reads one. North, to speak, reads no meld bid from South.
        ScriptedHand s = AuctionReadingTest.deal(RuleSet.standard()).auction("250 pass 260 pass 270");
        assertThat(Conventions.alerts(RuleSet.standard(), 4, s.hand.view(2).auction()))
                .containsExactly(Alert.FORCED, null, Alert.MELD_BID, null, null);
        AuctionReading north = new AuctionReading(s.hand.view(2));
        assertThat(north.madeMeldBid(0)).isFalse();
        assertThat(north.madeMeldBid(2)).isTrue();
    }

    /**
     * docs/ai.md, "With both opponents out": a jump pre-empts nobody there, and no bot sends one (it takes the
     * contract by one step), so none is read, and the table offers the player no Jump button then (QA: it did).
     * With an opponent still in, the same three steps are a jump.
     */
    @Test
    void aJumpWithBothOpponentsOutIsNoJump() {
        ScriptedHand s = AuctionReadingTest.deal(RuleSet.standard()).auction("250 pass 260 pass");
        assertThat(Conventions.ifBid(s.hand.view(0), 300)).isNull();
        ScriptedHand jumped = AuctionReadingTest.deal(RuleSet.standard()).auction("250 pass 260 pass 300");
        assertThat(Conventions.alerts(RuleSet.standard(), 4, jumped.hand.view(2).auction()))
                .containsExactly(Alert.FORCED, null, Alert.MELD_BID, null, null);
        assertThat(new AuctionReading(jumped.hand.view(2)).jumped(0)).isFalse();
        // With South still in, East's 300 over West's 260 is a jump, though North has passed.
        ScriptedHand southIn = AuctionReadingTest.deal(RuleSet.standard()).auction("250 260 pass");
        assertThat(Conventions.ifBid(southIn.hand.view(3), 300)).isEqualTo(Alert.JUMP);
    }

    /**
     * QA: an Easy bot raised its partner by one step, which the table alerts as a meld bid ("60+ meld, no trump suit
     * of my own"), to name its own trump. Easy sends no signal: over its partner it bids a step more, naturally.
     */
    @Test
    void easyMakesNoMeldBidItDoesNotMean() {
        int overPartner = 0;
        for (long seed = 1; seed <= 300; seed++) {
            Game game = Game.start(RuleSet.standard(), seed);
            while (game.view(game.toAct()).phase() == Phase.AUCTION) {
                SeatView view = game.view(game.toAct());
                Action a = Bidding.easy(view).action();
                if (a instanceof Action.Bid b) {
                    AuctionReading before = new AuctionReading(view);
                    assertThat(Conventions.ifBid(view, b.points())).as("seed %d, %s", seed, view.auction())
                            .isNotEqualTo(Alert.MELD_BID);
                    if (before.highSeat == (view.seat() + 2) % 4) {
                        overPartner++;
                    }
                }
                game.apply(a);
            }
        }
        assertThat(overPartner).as("Easy bids over its partner").isPositive();
    }

    @Test
    void whatTheNextBidWouldSay() {
        // West, to speak after South's forced 250: 260 over an opponent is natural, 290 a jump. North, after
        // West passes: 260 over South is a meld bid.
        ScriptedHand s = AuctionReadingTest.deal(RuleSet.standard()).auction("250");
        SeatView west = s.hand.view(1);
        assertThat(Conventions.ifBid(west, 260)).isNull();
        assertThat(Conventions.ifBid(west, 290)).isEqualTo(Alert.JUMP);
        s = AuctionReadingTest.deal(RuleSet.standard()).auction("250 pass");
        assertThat(Conventions.ifBid(s.hand.view(2), 260)).isEqualTo(Alert.MELD_BID);
        assertThat(Conventions.ifBid(s.hand.view(2), 270)).isNull();
    }

    @Test
    void aTableWithoutPartnersAlertsOnlyTheForcedOpening() {
        // RULES.md §7: three-handed, nobody has a partner to tell anything to; but §2.2 OPENER_FORCED holds there
        // too, and a forced opening is a rule every seat may read. West opens 300 and North jumps to 340, which
        // at a partnership table would be alerted as well.
        List<Call> calls = List.of(new Call(1, new Action.Bid(300)), new Call(2, new Action.Bid(340)));
        assertThat(Conventions.alerts(RuleSet.threeHanded(), 3, calls)).containsExactly(Alert.FORCED, null);
        assertThat(Conventions.alerts(RuleSet.threeHanded().with("passedOut", "DEALER_STUCK"), 3, calls))
                .containsExactly(null, null);
        assertThat(Conventions.alerts(RuleSet.standard().with("minBid", "300"), 4, calls)).containsExactly(Alert.FORCED,
                Alert.JUMP);
    }

    private static List<Alert> alerts(RuleSet rules, String calls) {
        ScriptedHand s = AuctionReadingTest.deal(rules).auction(calls);
        SeatView v = s.hand.view(0);
        return Conventions.alerts(rules, 4, v.auction());
    }

}
