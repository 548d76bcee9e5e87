package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a partner's calls tell a bot (docs/ai.md, conventions). From a bot audit: Medium credited a partner's
 * forced opening as a natural bid, and bid on meld the opener never promised. Seats: 0 South, 1 West, 2 North,
 * 3 East; East deals, so South opens (RULES.md §2.2).
 */
class AuctionReadingTest {
    private static final String[] HANDS = {
        "AS AS TS KS QS JS 9S JC JC 9C KH QH",
        "TC QC AH AH TH 9S AD AD TD KD QD 9D",
        "AC AC TS KS QS JS TH KH QH TD KD JD",
        "KC KC TC QC 9C JH JH 9H 9H QD JD 9D"};

    @Test
    void aForcedOpeningAtTheMinimumShowsNothing() {
        // §2.2 OPENER_FORCED: South may not pass at its first call, so its 250 promises nothing.
        AuctionReading north = reading(RuleSet.standard(), "250 pass");
        assertThat(north.hasBid(0)).isFalse();
        assertThat(Bidding.partnerSignal(north, 0)).isZero();
    }

    @Test
    void theSameOpeningMadeFreelyIsANaturalBid() {
        // §2.2 DEALER_STUCK: South might have passed.
        AuctionReading north = reading(RuleSet.standard().with("passedOut", "DEALER_STUCK"), "250 pass");
        assertThat(Bidding.partnerSignal(north, 0)).isEqualTo(Bidding.SIGNAL_NATURAL);
    }

    @Test
    void aForcedOpenerWhoBidsAgainHasBid() {
        AuctionReading north = reading(RuleSet.standard(), "250 pass 260 270 280");
        assertThat(north.hasBid(0)).isTrue();
        assertThat(Bidding.partnerSignal(north, 0)).isEqualTo(Bidding.SIGNAL_NATURAL);
    }

    @Test
    void aMeldBidsReasonSaysWhatItTellsThePartner() {
        // Bot audit, arena seed 1, game 76 (seed 9f571835849693a3), hand 5: North's meld bid read "shows partner
        // 340+ meld"; the convention tells the partner 60 or more (docs/ai.md), and the partner reads no more.
        for (Level level : List.of(Level.MEDIUM, Level.EXPERT)) {
            ScriptedHand s = ScriptedHand.deal(RuleSet.standard(), 3,
                    "JS 9S QH JH QC QC JC AD TD KD QD 9D",
                    "AS TS KS AH KH JH 9H AC TC TC TD QD",
                    "KS QS QS TH KH QH 9H KC KC 9C JD JD",
                    "AS TS JS 9S AH TH AC JC 9C AD KD 9D").auction("250 pass");
            Decision d = Bots.create(level, 7, Budget.TEST).decide(s.hand.view(2));
            assertThat(d.action()).as("%s: %s", level, d.reason()).isEqualTo(new Action.Bid(260));
            assertThat(d.reason()).as("%s", level).isEqualTo("meld bid 260: tells partner of 60+ meld (340 in hand)");
        }
    }

    /** These hands, East dealing: South opens. */
    static ScriptedHand deal(RuleSet rules) {
        return ScriptedHand.deal(rules, 3, HANDS[0], HANDS[1], HANDS[2], HANDS[3]);
    }

    private static AuctionReading reading(RuleSet rules, String calls) {
        ScriptedHand s = deal(rules).auction(calls);
        return new AuctionReading(s.hand.view(s.hand.toAct()));
    }
}
