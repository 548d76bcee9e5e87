package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.pinochle.core.Action;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import dev.pinochle.core.SeatView;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The game score moves the bid (docs/ai.md, "The game score"). RULES.md §2.10: the first side at the target (1500)
 * at the end of a hand wins, and if both get there the side that held the contract wins. North deals, East's forced
 * opening at 250 holds, and South, side 0, decides whether to bid 260. Both views are of the same hand number, so
 * the Expert draws the same deals and only the score differs.
 */
class ScoreBiddingTest {
    /** A hand worth about 260 in hearts to Medium: 260 keeps no margin. */
    private static final String[] CLOSE_FOR_MEDIUM = {
        "QS JS TH KH QH KC JC 9C AD KD KD 9D",
        "AS TS TH KH AC TC TC QC TD TD QD QD",
        "TS KS KS QS AH AH JH 9H 9H KC QC 9D",
        "AS JS 9S 9S QH JH AC JC 9C AD JD JD"};
    /** A hand the Expert makes 260 with a third of the time, below its bar of a half. */
    private static final String[] CLOSE_FOR_EXPERT = {
        "TS KS QS QS JH TH 9H AC KC TD QD 9D",
        "AS AS TS KS 9S 9S KH AH TC JC JD 9D",
        "JS JS AH QH QH JH KC QC QC JC 9C QD",
        "TH KH 9H AC TC 9C AD AD TD KD KD JD"};
    /** A hand both levels bid 260 on at 0 to 0: Medium rates it 310 in hearts, the Expert makes it 70%. */
    private static final String[] GOOD = {
        "JS TH QH JH 9H 9H TC KC QC AD KD JD",
        "AS QS AH QH AC 9C 9C TD TD KD QD QD",
        "TS QS JS KH AC TC QC JC JC AD 9D 9D",
        "AS TS KS KS 9S 9S AH TH KH JH KC JD"};

    @Test
    void mediumTakesTheContractWhenTheOpponentsGoOutIfItPasses() {
        // 1350 + 250 made is past 1500; if South's side bids and makes 260 it is out too, and the contract wins.
        assertThat(decide(Level.MEDIUM, CLOSE_FOR_MEDIUM, 0, 0).action()).isEqualTo(Action.Pass.INSTANCE);
        Decision d = decide(Level.MEDIUM, CLOSE_FOR_MEDIUM, 1300, 1350);
        assertThat(d.action()).isEqualTo(new Action.Bid(260));
        assertThat(d.reason()).isEqualTo("bid 260: worth about 260 in hearts, and they go out if we pass");
    }

    @Test
    void expertTakesTheContractWhenTheOpponentsGoOutIfItPasses() {
        assertThat(decide(Level.EXPERT, CLOSE_FOR_EXPERT, 0, 0).action()).isEqualTo(Action.Pass.INSTANCE);
        Decision d = decide(Level.EXPERT, CLOSE_FOR_EXPERT, 1300, 1350);
        assertThat(d.action()).isEqualTo(new Action.Bid(260));
        assertThat(d.reason()).isEqualTo("bid 260: 33% to make in spades, and they go out if we pass");
    }

    @Test
    void bothLevelsPassAContractTheyWouldBidWhenTheyLikelyGoOutOnDefence() {
        // At 1420 the defenders' usual 110 reaches 1500, and 700 + 250 made does not: a set is all the bid can add.
        for (Level level : List.of(Level.MEDIUM, Level.EXPERT)) {
            assertThat(decide(level, GOOD, 0, 0).action()).as("%s", level).isEqualTo(new Action.Bid(260));
            Decision d = decide(level, GOOD, 1420, 700);
            assertThat(d.action()).as("%s: %s", level, d.reason()).isEqualTo(Action.Pass.INSTANCE);
            assertThat(d.reason()).as("%s", level).startsWith("pass: 260 ")
                    .endsWith(", but we likely go out on defence");
        }
    }

    @Test
    void aForcedOpenerWithAStrongSuitStillJumpsWhenItWouldGoOutOnDefence() {
        // RULES.md §2.2 (OPENER_FORCED): the opener may not pass. The arena's Expert passed here, an illegal call.
        // Six diamonds with the ace: a strong suit, made 92% at 250, short of the 95% the score asks.
        ScriptedHand s = ScriptedHand.deal(RuleSet.standard(), 3,
                "TH KH 9H AC TC 9C AD AD TD KD KD JD",
                "TS KS QS QS AH TH 9H AC KC TD QD 9D",
                "AS AS TS KS 9S 9S KH JH TC JC JD 9D",
                "JS JS AH QH QH JH KC QC QC JC 9C QD");
        SeatView v = s.hand.view(0).withGame(5, List.of(1420, 700), -1);
        for (Level level : List.of(Level.MEDIUM, Level.EXPERT)) {
            Decision d = Bots.create(level, 7, Budget.TEST).decide(v);
            assertThat(d.action()).as("%s: %s", level, d.reason()).isInstanceOf(Action.Bid.class);
            assertThat(v.legal()).as("%s: %s", level, d.reason()).contains(d.action());
        }
    }

    @Test
    void farAheadButNotOutTheBarStaysWhereItWas() {
        // 1180 to 260: raising the bar whenever ahead lost games in the arena (docs/ai.md), so the level's own holds.
        assertThat(ScoreBidding.need(view(GOOD, 1180, 260), 260, 250, ExpertBidding.MAKE).make())
                .isEqualTo(ExpertBidding.MAKE);
    }

    @Test
    void midGameTheScoreChangesNothing() {
        // At 500 to 500 the chance wanted moves two points (48%, not 50%): mid-game the level bids as it did.
        SeatView v = view(GOOD, 500, 500);
        ScoreBidding.Need need = ScoreBidding.need(v, 260, 250, ExpertBidding.MAKE);
        assertThat(need.make()).isCloseTo(ExpertBidding.MAKE, offset(0.05));
    }

    @Test
    void theDoubleDeckKeepsItsOwnBar() {
        // Measured there, the score won no games (docs/ai.md): at 400 to 450 of 500 (§6) the level's own bar holds.
        SeatView v = ScriptedHand.shuffled(RuleSet.doubleDeck(), 1, 2).hand.view(3).withGame(5, List.of(400, 450), -1);
        assertThat(ScoreBidding.need(v, 50, 0, ExpertBidding.MAKE).why()).isNull();
    }

    private static Decision decide(Level level, String[] hands, int us, int them) {
        return Bots.create(level, 7, Budget.TEST).decide(view(hands, us, them));
    }

    private static SeatView view(String[] hands, int us, int them) {
        ScriptedHand s = ScriptedHand.deal(RuleSet.standard(), 2, hands[0], hands[1], hands[2], hands[3])
                .auction("250");
        return s.hand.view(0).withGame(5, List.of(us, them), -1);
    }
}
