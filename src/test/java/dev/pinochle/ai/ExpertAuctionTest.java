package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import dev.pinochle.core.SeatView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Expert's auction by simulation (docs/ai.md, Expert bidding). */
class ExpertAuctionTest {
    /**
     * Expert self-play seed 5: North bid 320 on "67% to make in diamonds", then named spades, as a fresh draw of
     * 24 deals at each call swung the odds by a fifth. Every auction call of a seat and its naming of trump now draw
     * the same deals, so while the auction tells the simulation nothing new (no meld bid from the partner), the
     * odds of each trump stay put from call to call.
     */
    @Test
    void aSeatsCallsDrawTheSameDealsThroughTheAuction() {
        ScriptedHand s = ScriptedHand.deal(RuleSet.standard(), 1,
                "AH TH KH JH 9H TC KC JC 9C 9C TD JD",
                "TS QS JS AH JH AC KC QC AD KD JD 9D",
                "AS TS KS JS 9S QH QH AD TD KD QD 9D",
                "AS KS QS 9S TH KH 9H AC TC QC JC QD");
        SeatView opening = s.hand.view(2);
        SeatView later = s.auction("250 260 270 280").hand.view(2);
        List<ExpertBidding.Trial> first = ExpertBidding.simulate(opening, ViewKey.auction(7, opening), 24);
        List<ExpertBidding.Trial> second = ExpertBidding.simulate(later, ViewKey.auction(7, later), 24);
        assertThat(second).hasSameSizeAs(first);
        for (int k = 0; k < first.size(); k++) {
            assertThat(second.get(k).trump()).isEqualTo(first.get(k).trump());
            assertThat(second.get(k).totals()).containsExactly(first.get(k).totals());
        }
    }

    /**
     * On the double deck the Expert's simulation took twice Medium's contracts and made fewer; with Medium's auction
     * and its own card play it beats Medium (docs/ai.md, "What the double deck still reads"). So its every call and
     * trump there are Medium's, over the auctions of ten hands of Medium self-play.
     */
    @Test
    void onTheDoubleDeckTheExpertBidsAndNamesTrumpAsMedium() {
        Bot[] medium = new Bot[4];
        Bot[] expert = new Bot[4];
        for (int s = 0; s < 4; s++) {
            medium[s] = Bots.create(Level.MEDIUM, s, Budget.TEST);
            expert[s] = Bots.create(Level.EXPERT, s, Budget.TEST);
        }
        int calls = 0;
        for (long seed = 1; seed <= 10; seed++) {
            Game game = Game.start(RuleSet.doubleDeck(), seed);
            while (game.hand().phase() == Phase.AUCTION || game.hand().phase() == Phase.TRUMP) {
                SeatView view = game.view(game.toAct());
                Decision m = medium[game.toAct()].decide(view);
                assertThat(expert[game.toAct()].decide(view).action()).as("seed %d: %s", seed, m.reason())
                        .isEqualTo(m.action());
                game.apply(m.action());
                calls++;
            }
        }
        assertThat(calls).isGreaterThan(40);
    }
}
