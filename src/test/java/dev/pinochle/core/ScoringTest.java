package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Hand scoring (RULES.md §2.8, §2.9, §2.6 throw-in, §2.11 moon), played out as real hands.
 *
 * <p>The deal rebuilds the §4 worked check (seed 001) on the ten-times scale: South bids 300 and melds
 * a royal marriage (40) and aces around (100) = 140; West shows queens around (60). A full deal cannot
 * give the other side exactly 60: both nines of trump are in someone's hand and each is a dix, so West
 * also holds both dix and its side melds 80. North and East meld nothing. Every card is in a hand, so
 * the counters of a hand always come to 250.
 */
class ScoringTest {
    static final String SOUTH = "AS TS 9S AH KH QH AC TC 9C AD TD JD"; // royal marriage 40 + aces around 100
    static final String WEST = "QS JS 9S QH 9H 9H QC JC 9C QD 9D 9D";  // queens around 60 + dix 10 + dix 10
    static final String NORTH = "AS KS KS AH TH TH KC KC JC KD KD JD"; // no meld
    static final String EAST = "TS QS JS KH JH JH AC TC QC AD TD QD";  // no meld

    // Lines of play (hearts trump, South leads). The first was worked out and checked by hand; every line
    // was also checked card by card against §3 by a separate reference implementation outside the engine.
    /** South's side takes 16 counters and the last trick: 170. */
    static final List<String> COUNTERS_170 = List.of("AS 9S KS JS", "AH 9H TH JH", "AC 9C KC QC", "AD 9D KD QD",
            "TD 9D JD AD", "TD JD QD KD", "AC 9C JC JC", "TC TC QC KC", "TS 9S JS AS", "KS QS TS QS",
            "KH 9H AH KH", "TH JH QH QH");
    /** South's side takes 16 counters, East the last trick: 160. */
    static final List<String> COUNTERS_160 = List.of("TC JC JC AC", "KH AH QH TH", "9S JS AS TS", "TH JH QH 9H",
            "KS JS AS QS", "TS 9S KS QS", "AC 9C KC QC", "AD 9D JD QD", "TD QD KD AD", "TC 9C QC KC",
            "TD JD 9D KD", "JH KH 9H AH");
    /** 150 for South's side. */
    static final List<String> COUNTERS_150 = List.of("QH 9H TH JH", "AH KH AH 9H", "KD AD AD QD", "QD TD 9D KD",
            "AS QS KS TS", "TC 9C KC AC", "QC AC QC JC", "JD 9D JD TD", "JH KH QH TH", "AS QS 9S JS",
            "KS JS TS 9S", "9C JC KC TC");
    /** 120 for South's side, 130 for West's. */
    static final List<String> COUNTERS_120 = List.of("TC 9C JC AC", "JS AS QS KS", "KH QH AH KH", "KS TS 9S 9S",
            "QC AC JC KC", "QH 9H TH JH", "AS QS TS JS", "TH JH AH 9H", "9C QC KC TC", "AD AD QD KD",
            "TD TD 9D KD", "QD JD 9D JD");
    /** West's side takes one trick, 9C 9C JC QC, with no counter in it and not the last. */
    static final List<String> ONE_TRICK_NO_COUNTER = List.of("9S QS AS QS", "KS TS AS JS", "AH 9H AH KH",
            "KH QH TH JH", "TH JH QH 9H", "KS JS TS 9S", "AD QD JD AD", "AC QC KC AC", "TC JC KC TC",
            "TD 9D KD TD", "9C 9C JC QC", "QD JD 9D KD");
    /** West's side takes only the last trick, JD QD JD 9D: no counter card, but the last-trick 10. */
    static final List<String> LAST_TRICK_ONLY = List.of("9S JS AS QS", "AH JH KH QH", "TH KH AH 9H", "AS QS KS JS",
            "AC 9C JC AC", "TC QC KC TC", "AD QD KD AD", "TD 9D KD TD", "TS 9S KS TS", "9C JC KC QC",
            "TH JH QH 9H", "JD QD JD 9D");
    /** South's side takes all twelve tricks. */
    static final List<String> ALL_TRICKS = List.of("AD QD KD AD", "TD 9D JD TD", "AS 9S AS TS", "KH 9H TH JH",
            "TH KH AH 9H", "TS QS KS QS", "AC 9C JC AC", "TC QC KC TC", "9C JC KC QC", "KS JS 9S JS",
            "AH JH QH QH", "KD QD JD 9D");

    /** The deal after the auction (South 300), trump (hearts), a pass returned unchanged, and meld. */
    static ScriptedHand workedExampleAtMeld(RuleSet rules) {
        ScriptedHand s = ScriptedHand.deal(rules, Seat.EAST, SOUTH, WEST, NORTH, EAST)
                .auction("300 pass pass pass")
                .trump("H");
        if (rules.passCount() > 0) {
            String cards = String.join(" ", List.of("KC", "KC", "KD", "KD").subList(0, rules.passCount()));
            s.give(cards).give(cards); // §2.4: the bidder may return exactly the cards just received
        }
        return s;
    }

    /** The same, played on past the throw-in decision. */
    static ScriptedHand workedExample(RuleSet rules) {
        ScriptedHand s = workedExampleAtMeld(rules);
        if (s.hand.phase() == Phase.CONCEDE_OR_PLAY) {
            s.playOn();
        }
        return s;
    }

    private static HandResult play(RuleSet rules, List<String> line) {
        return workedExample(rules).play(line).result();
    }

    @Test
    void theDealMeldsAsTheWorkedExample() {
        // §4: royal marriage 40 + aces around 100 = 140; queens around 60 (+ both dix, see the class comment).
        ScriptedHand s = workedExampleAtMeld(RuleSet.standard());
        assertThat(List.of(s.hand.meldOf(Seat.SOUTH), s.hand.meldOf(Seat.WEST), s.hand.meldOf(Seat.NORTH),
                s.hand.meldOf(Seat.EAST))).containsExactly(140, 80, 0, 0);
        assertThat(s.hand.contractor()).isEqualTo(Seat.SOUTH);
        assertThat(s.hand.bid()).isEqualTo(300);
    }

    @Test
    void workedExampleMade() {
        // §4 worked check: bid 300, meld 140, 170 counters with the last trick: 310 >= 300, made;
        // §2.9 made: both sides score meld + counters, West's side 80 + 80.
        HandResult r = play(RuleSet.standard(), COUNTERS_170);

        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.MADE);
        assertThat(r.meld()).containsExactly(140, 80);
        assertThat(r.counters()).containsExactly(170, 80);
        assertThat(r.meldStood()).containsExactly(true, true);
        assertThat(r.score()).containsExactly(310, 160);
        assertThat(r.meldCounted(0, RuleSet.SetRule.LOSE_ALL)).isTrue();
    }

    @Test
    void workedExampleSet() {
        // §4 worked check: with 120 counters 140 + 120 = 260 < 300: set, -300; the other side scores
        // normally: meld (queens around 60 + dix 20) + the 130 counters left.
        HandResult r = play(RuleSet.standard(), COUNTERS_120);

        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.SET);
        assertThat(r.counters()).containsExactly(120, 130);
        assertThat(r.score()).containsExactly(-300, 80 + 130);
        // Both sides took tricks, so both melds stood; the set side's is lost with the bid (LOSE_ALL).
        assertThat(r.meldStood()).containsExactly(true, true);
        assertThat(r.meldCounted(0, RuleSet.SetRule.LOSE_ALL)).isFalse();
        assertThat(r.meldCounted(1, RuleSet.SetRule.LOSE_ALL)).isTrue();
    }

    @ParameterizedTest(name = "[{index}] meld 140 + {0} counters against 300: {1}, scores {2} / {3}")
    @CsvSource(delimiter = '|', textBlock = """
        170 | MADE | 310  | 160
        160 | MADE | 300  | 170
        150 | SET  | -300 | 180
        120 | SET  | -300 | 210
        """)
    void madeWhenMeldPlusCountersReachTheBid(int counters, HandResult.Outcome outcome, int ours, int theirs) {
        // §2.9: made when meld + counters >= bid (300 exactly is made); set scores minus the bid (LOSE_ALL);
        // the other side always scores its 80 meld + the rest of the 250.
        List<String> line = Map.of(170, COUNTERS_170, 160, COUNTERS_160, 150, COUNTERS_150, 120, COUNTERS_120)
                .get(counters);
        HandResult r = play(RuleSet.standard(), line);

        assertThat(r.counters()).containsExactly(counters, 250 - counters);
        assertThat(r.outcome()).isEqualTo(outcome);
        assertThat(r.score()).containsExactly(ours, theirs);
        assertThat(theirs).isEqualTo(80 + 250 - counters);
    }

    @Test
    void setRuleKeepMeldKeepsTheMeldButStillLosesTheBid() {
        // §2.9 setRule KEEP_MELD: minus the bid plus its meld: -300 + 140.
        HandResult r = play(RuleSet.standard().with("setRule", "KEEP_MELD"), COUNTERS_120);

        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.SET);
        assertThat(r.score()).containsExactly(-300 + 140, 80 + 130);
        assertThat(r.meldCounted(0, RuleSet.SetRule.KEEP_MELD)).isTrue();
    }

    @Test
    void setRuleDoesNotTouchAMadeContract() {
        // §2.9: setRule only says what a set side scores.
        assertThat(play(RuleSet.standard().with("setRule", "KEEP_MELD"), COUNTERS_170).score())
                .containsExactly(310, 160);
    }

    @ParameterizedTest(name = "[{index}] meldNeeds {0}: a trick with no counter gives West''s side {1}")
    @CsvSource(delimiter = '|', textBlock = """
        TRICK   | true  | 80
        COUNTER | false | 20
        """)
    void meldNeedsATrickOrACounter(String meldNeeds, boolean stood, int westSide) {
        // §2.9 meldNeeds: TRICK: one trick, even without counters, lets the meld stand (80);
        // COUNTER: no counter and not the last trick: the meld falls except the dix (2 x 10).
        HandResult r = play(RuleSet.standard().with("meldNeeds", meldNeeds), ONE_TRICK_NO_COUNTER);

        assertThat(r.counters()).containsExactly(250, 0);
        assertThat(r.meldStood()[1]).isEqualTo(stood);
        assertThat(r.score()).containsExactly(140 + 250, westSide);
    }

    @ParameterizedTest(name = "[{index}] meldNeeds {0}: no trick at all gives West''s side {1}")
    @CsvSource(delimiter = '|', textBlock = """
        TRICK   | 0
        COUNTER | 20
        """)
    void aSideWithoutTricksLosesItsMeldButUnderCounterKeepsTheDix(String meldNeeds, int westSide) {
        // §2.9: TRICK: no trick, no meld (seed 000: "records nothing at all");
        // COUNTER: "and then the dix still stands without it" (seed 001: the nine of trump keeps its point).
        HandResult r = play(RuleSet.standard().with("meldNeeds", meldNeeds), ALL_TRICKS);

        assertThat(r.meldStood()[1]).isFalse();
        assertThat(r.score()).containsExactly(140 + 250, westSide);
    }

    @ParameterizedTest(name = "[{index}] meldNeeds {0}: the last trick alone lets the meld stand")
    @EnumSource(RuleSet.MeldNeeds.class)
    void theLastTrickAloneIsEnough(RuleSet.MeldNeeds meldNeeds) {
        // §2.9 COUNTER: "a counter or the last trick"; TRICK: any trick. West's side: 80 meld + 10.
        HandResult r = play(RuleSet.standard().with("meldNeeds", meldNeeds.name()), LAST_TRICK_ONLY);

        assertThat(r.counters()).containsExactly(240, 10);
        assertThat(r.meldStood()).containsExactly(true, true);
        assertThat(r.score()).containsExactly(140 + 240, 80 + 10);
    }

    @ParameterizedTest(name = "[{index}] counting {0}")
    @EnumSource(value = Counting.class, names = {"TEN_POINT", "CLASSIC", "SIMPLE"})
    void countersAreTheCardsTakenPlusTenForTheLastTrick(Counting counting) {
        // §2.8 values, typed here from the rules: TEN_POINT A/10/K = 10; CLASSIC A 11, 10 10, K 4, Q 3, J 2;
        // SIMPLE A/10 = 10, K/Q = 5; 9 = 0 in all; the last trick adds 10; every hand holds 250.
        Map<Character, Integer> values = switch (counting) {
            case TEN_POINT -> Map.of('A', 10, 'T', 10, 'K', 10, 'Q', 0, 'J', 0, '9', 0);
            case CLASSIC -> Map.of('A', 11, 'T', 10, 'K', 4, 'Q', 3, 'J', 2, '9', 0);
            case SIMPLE -> Map.of('A', 10, 'T', 10, 'K', 5, 'Q', 5, 'J', 0, '9', 0);
            default -> throw new AssertionError();
        };
        ScriptedHand s = workedExample(RuleSet.standard().with("counting", counting.name())).play(COUNTERS_170);

        int[] expected = new int[2];
        List<TrickRecord> tricks = s.hand.view(Seat.SOUTH).tricks();
        for (TrickRecord t : tricks) {
            for (Played p : t.cards()) {
                expected[t.winner() % 2] += values.get(p.card().rank().letter());
            }
        }
        expected[tricks.get(11).winner() % 2] += 10;

        assertThat(s.result().counters()).containsExactly(expected);
        assertThat(expected[0] + expected[1]).isEqualTo(250);
    }

    @Test
    void theLastTrickIsWorthTen() {
        // §2.8: South's side takes 16 counter cards (160) and the last trick: 170; East's side 8 cards: 80.
        ScriptedHand s = workedExample(RuleSet.standard()).play(COUNTERS_170);
        List<TrickRecord> tricks = s.hand.view(Seat.SOUTH).tricks();

        assertThat(tricks).hasSize(12);
        assertThat(tricks.get(11).winner() % 2).isZero();
        assertThat(s.result().counters()).containsExactly(16 * 10 + 10, 8 * 10);
    }

    @ParameterizedTest(name = "[{index}] {0}: every played-out hand holds {1}")
    @CsvSource(delimiter = '|', textBlock = """
        standard                    | 250
        standard counting=CLASSIC   | 250
        standard counting=SIMPLE    | 250
        standard passCount=3        | 250
        cutthroat                   | 250
        one-point                   | 250
        double-deck                 | 50
        """)
    void countersOfEveryHandSumToTheDeckTotal(String rules, int total) {
        // §2.8: "Every hand holds 250"; §6: 48 + 2 for the last trick = 50 on the double deck.
        RuleSet rs = Rules.parse(rules);
        int played = 0;
        for (long seed = 0; seed < 150; seed++) {
            HandState h = new RandomPlay(seed).finish(new PartnershipHand(rs, Deal.shuffled(rs.deck(), seed), (int) (seed % 4)));
            HandResult r = h.result();
            if (r.outcome() == HandResult.Outcome.MADE || r.outcome() == HandResult.Outcome.SET) {
                assertThat(r.counters()[0] + r.counters()[1]).as("seed %d", seed).isEqualTo(total);
                played++;
            }
        }
        assertThat(played).isGreaterThan(100);
    }

    @Test
    void throwInScoresMinusTheBidAndTheOtherSideItsMeldOnly() {
        // §2.6: the contracting side scores minus the bid, the other side scores its meld only (80, no counters).
        ScriptedHand s = workedExampleAtMeld(RuleSet.standard());
        assertThat(s.hand.phase()).isEqualTo(Phase.CONCEDE_OR_PLAY);
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
        assertThat(s.hand.legalActions()).contains(new Action.ThrowIn());

        HandResult r = s.throwIn().result();

        assertThat(s.hand.isOver()).isTrue();
        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.THROWN_IN);
        assertThat(r.score()).containsExactly(-300, 80);
    }

    @Test
    void withoutAllowThrowInTheHandGoesStraightToTheTricks() {
        // §2.6 allowThrowIn off (and no moon): nothing to decide after meld; the contract holder leads (§2.7).
        ScriptedHand s = workedExampleAtMeld(RuleSet.standard().with("allowThrowIn", "false"));

        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
        assertThatThrownBy(s::throwIn).isInstanceOf(IllegalActionException.class);
    }

    @Test
    void throwInIsOnlyBeforeTheFirstLead() {
        // §2.6: "after meld and before the first lead".
        ScriptedHand s = workedExample(RuleSet.standard()).play("AS");
        assertThatThrownBy(s::throwIn).isInstanceOf(IllegalActionException.class);
    }

    @Test
    void shootTheMoonMade() {
        // §2.11: taking all 12 tricks scores 1000 (instead of meld + counters).
        RuleSet rules = RuleSet.standard().with("shootTheMoon", "true");
        HandResult r = workedExampleAtMeld(rules).shootMoon().play(ALL_TRICKS).result();

        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.MOON_MADE);
        assertThat(r.score()[0]).isEqualTo(1000);
        assertThat(r.score()[1]).as("no trick: West's meld does not stand (meldNeeds TRICK)").isZero();
    }

    @Test
    void shootTheMoonFailed() {
        // §2.11: "otherwise the side loses 1000"; the other side scores normally (80 meld + 80 counters).
        RuleSet rules = RuleSet.standard().with("shootTheMoon", "true");
        HandResult r = workedExampleAtMeld(rules).shootMoon().play(COUNTERS_170).result();

        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.MOON_SET);
        assertThat(r.score()).containsExactly(-1000, 160);
    }

    @Test
    void allTricksWithoutDeclaringTheMoonIsAnOrdinaryMadeHand() {
        // §2.11: the moon must be declared before the first lead; otherwise meld + counters.
        RuleSet rules = RuleSet.standard().with("shootTheMoon", "true");
        HandResult r = play(rules, ALL_TRICKS);

        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.MADE);
        assertThat(r.score()).containsExactly(140 + 250, 0);
    }

    @Test
    void theMoonIsAnnouncedToEverySeat() {
        // §2.11: the contract holder "may declare it"; docs/rules.md §7: it announces that the side will take all
        // the tricks, so every seat's view, the defenders' included, says so from then on.
        RuleSet rules = RuleSet.standard().with("shootTheMoon", "true");
        ScriptedHand atMeld = workedExampleAtMeld(rules);
        assertThat(atMeld.hand.view(1).moon()).isFalse();
        ScriptedHand shot = atMeld.shootMoon();
        for (int seat = 0; seat < 4; seat++) {
            assertThat(shot.hand.view(seat).moon()).as("seat %d", seat).isTrue();
        }
        assertThat(workedExampleAtMeld(rules).playOn().hand.view(1).moon()).as("played on").isFalse();
    }

    @Test
    void theMoonIsOfferedOnlyWhenTheOptionIsOn() {
        // §2.11 shootTheMoon default off.
        assertThat(workedExampleAtMeld(RuleSet.standard()).hand.legalActions())
                .noneMatch(a -> a instanceof Action.ShootMoon);
        assertThatThrownBy(() -> workedExampleAtMeld(RuleSet.standard()).shootMoon())
                .isInstanceOf(IllegalActionException.class);
        assertThat(workedExampleAtMeld(RuleSet.standard().with("shootTheMoon", "true")).hand.legalActions())
                .contains(new Action.ShootMoon());
    }

    @Test
    void onePointScaleIsTheSameGameDisplayedInTenths() {
        // §2 intro / seed 001: the one-point scale divides every figure by ten and must give the same game.
        RuleSet one = RuleSet.onePoint();
        RuleSet ten = one.with("scale", "TEN");

        HandResult made = play(one, COUNTERS_170);
        assertThat(made.score()).containsExactly(play(ten, COUNTERS_170).score());
        assertThat(one.displayDivisor()).isEqualTo(10);
        assertThat(ten.displayDivisor()).isEqualTo(1);
        // seed 001 worked example: "scores 31"; set: "scores -30".
        assertThat(made.score()[0] / one.displayDivisor()).isEqualTo(31);
        assertThat(play(one, COUNTERS_120).score()[0] / one.displayDivisor()).isEqualTo(-30);
    }

    @Test
    void onePointScaleGivesIdenticalScoresOverRandomHands() {
        // §2 intro: scale is "a display and entry choice ... it must give the same game".
        for (RuleSet base : List.of(RuleSet.standard(), RuleSet.onePoint())) {
            for (long seed = 0; seed < 60; seed++) {
                HandState one = new PartnershipHand(base.with("scale", "ONE"), Deal.shuffled(Deck.SINGLE, seed), 0);
                HandState ten = new PartnershipHand(base.with("scale", "TEN"), Deal.shuffled(Deck.SINGLE, seed), 0);
                new RandomPlay(seed).finish(one);
                new RandomPlay(seed).finish(ten);
                assertThat(one.result().score()).as("seed %d", seed).containsExactly(ten.result().score());
                assertThat(one.result().outcome()).isEqualTo(ten.result().outcome());
            }
        }
    }
}
