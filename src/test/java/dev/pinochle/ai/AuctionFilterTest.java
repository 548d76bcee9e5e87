package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.ai.belief.CardSets;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Card;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import dev.pinochle.core.SeatView;
import org.junit.jupiter.api.Test;

/**
 * The Expert's auction simulation deals only hands the auction allows (docs/ai.md, the conventions): a jump, three
 * steps over the lowest bid allowed, promises a strong suit (a run, or six cards with the ace) in the hand dealt.
 * Until then it read a jump only once the play began.
 */
class AuctionFilterTest {
    private static final String SOUTH = "AH TH KH JH 9H TC KC JC 9C 9C TD JD";
    private static final String WEST = "TS QS JS AH JH AC KC QC AD KD JD 9D";
    /** A spade run: what North's jump promises. */
    private static final String NORTH = "AS TS KS QS JS QH QH AD TD KD QD 9D";
    private static final String EAST = "AS KS 9S 9S TH KH 9H AC TC QC JC QD";

    private static long[] world(RuleSet rules, String... hands) {
        long[] out = new long[hands.length];
        for (int s = 0; s < hands.length; s++) {
            out[s] = CardSets.of(rules.deck(), Card.parseAll(hands[s]));
        }
        return out;
    }

    @Test
    void aPartnersJumpDealsThePartnerAStrongSuit() {
        RuleSet rules = RuleSet.standard();
        // East deals: South opens 250, West passes, North jumps to 290 (260 allowed), East passes.
        ScriptedHand s = ScriptedHand.deal(rules, 3, SOUTH, WEST, NORTH, EAST).auction("250 pass 290 pass");
        SeatView south = s.hand.view(0);
        assertThat(new AuctionReading(south).jumped(2)).as("North's 290 reads as a jump").isTrue();
        Sampler.Filter filter = ExpertBidding.auctionFilter(south, false);

        assertThat(filter).isNotNull();
        assertThat(filter.accept(world(rules, SOUTH, WEST, NORTH, EAST))).as("the true deal").isTrue();
        assertThat(filter.accept(world(rules, SOUTH, NORTH, WEST, EAST)))
                .as("North holding West's cards, with no strong suit").isFalse();
    }

    /**
     * A partner's pass over an opponent's bid says its hand would not have bid on (docs/ai.md, "Are its odds
     * honest?"): the deals behind the odds the reasons state give the partner no hand worth the next bid, while the
     * deals the calls decide on leave the pass unread.
     */
    @Test
    void aPartnersPassOverAnOpponentDealsThePartnerAHandThatWouldNotBid() {
        RuleSet rules = RuleSet.standard();
        // East deals: South opens 250, West bids 260, North passes.
        ScriptedHand s = ScriptedHand.deal(rules, 3, SOUTH, WEST, NORTH, EAST).auction("250 260 pass");
        SeatView south = s.hand.view(0);
        Sampler.Filter told = ExpertBidding.auctionFilter(south, true);

        assertThat(ExpertBidding.auctionFilter(south, false)).as("the deciding deals").isNull();
        assertThat(told).isNotNull();
        assertThat(told.accept(world(rules, SOUTH, WEST, NORTH, EAST)))
                .as("North holding a spade run, worth well over 270").isFalse();
        assertThat(told.accept(world(rules, SOUTH, NORTH, EAST, WEST))).as("North holding East's cards").isTrue();
    }

    @Test
    void withoutAJumpOrAMeldBidEveryDealIsAllowed() {
        RuleSet rules = RuleSet.standard();
        ScriptedHand s = ScriptedHand.deal(rules, 3, SOUTH, WEST, NORTH, EAST).auction("250 260 270 pass");
        assertThat(ExpertBidding.auctionFilter(s.hand.view(0), false)).isNull();
    }
}
