package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Bidding over one's partner (docs/ai.md, conventions). From a bot audit, arena seed 1, game 5
 * (seed 198b975e18e8195a), hand 2: South jumped to 280 with eight clubs; North, holding a spade run, bid one step
 * over it, which is the meld bid ("60+ meld, no suit of my own"), and the two then outbid each other up to 350.
 * Seats: 0 South, 1 West, 2 North, 3 East; East deals, so South opens (RULES.md §2.2).
 */
class PartnerOvercallTest {
    private static ScriptedHand deal() {
        return ScriptedHand.deal(RuleSet.standard(), 3,
                "KH QH AC AC TC TC QC JC JC 9C KD 9D",
                "TS KS JS 9S TH QH JH KC KC JD JD 9D",
                "AS TS KS QS JS AH AH TH KH AD TD QD",
                "AS QS 9S JH 9H 9H QC 9C AD TD KD QD");
    }

    @Test
    void aStrongSuitOverThePartnerIsNotReadAsAMeldBid() {
        for (Level level : List.of(Level.MEDIUM, Level.EXPERT)) {
            ScriptedHand s = deal().auction("280 pass");
            Decision d = Bots.create(level, 7, Budget.TEST).decide(s.hand.view(2));
            assertThat(d.action()).as("%s: %s", level, d.reason()).isInstanceOf(Action.Bid.class);
            s.hand.apply(d.action());
            s.auction("pass");
            AuctionReading south = new AuctionReading(s.hand.view(0));
            assertThat(south.madeMeldBid(2)).as("%s: %s", level, d.reason()).isFalse();
            assertThat(south.jumped(2)).as("%s: %s", level, d.reason()).isTrue();
        }
    }
}
