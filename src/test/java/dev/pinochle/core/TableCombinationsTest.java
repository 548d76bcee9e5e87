package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * House rules in combination with the other tables (RULES.md §2 options with §6 double deck and §7 three-handed),
 * and the presets of the other tables: each test fails if its option is ignored at that table.
 */
class TableCombinationsTest {

    // ------------------------------------------------------------------ §4b / §5 / §6 / §7 presets

    private static String option(RuleSet rules, String name) {
        try {
            return String.valueOf(RuleSet.class.getMethod(name).invoke(rules));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("no option " + name, e);
        }
    }

    /** The options in which {@code rules} differs from the standard preset. */
    private static Set<String> differences(RuleSet rules) {
        Set<String> out = new HashSet<>();
        for (RecordComponent c : RuleSet.class.getRecordComponents()) {
            if (!option(rules, c.getName()).equals(option(RuleSet.standard(), c.getName()))) {
                out.add(c.getName());
            }
        }
        return out;
    }

    @ParameterizedTest(name = "[{index}] preset {0} changes only {1}")
    @CsvSource(delimiter = '|', textBlock = """
        one-point    | scale passedOut runExtras meldNeeds        | RULES.md §4b one-point: scale, passedOut, runExtras, meldNeeds; target 150 shown is 1500 inside, as standard
        cutthroat    | passCount                                  | RULES.md §4b cutthroat: standard with passCount 0
        duel         | mode counting target                       | RULES.md §5: classic counting, match to 1000 (dixExchange default off)
        double-deck  | mode minBid bidStep passCount counting target | RULES.md §6: passCount 0, minBid 50, bidStep 1, target 500, A/10/K one each
        three-handed | mode minBid target passCount               | RULES.md §7: minBid 300, step 10, target 1000; no pass at that table
        """)
    void aPresetSetsExactlyTheOptionsTheRulesName(String preset, String changed, String rule) {
        assertThat(differences(RuleSet.preset(preset))).as(rule)
                .containsExactlyInAnyOrderElementsOf(Arrays.asList(changed.trim().split("\\s+")));
    }

    @Test
    @DisplayName("RULES.md §5/§6/§7: each table's preset carries the values the rules give it")
    void presetValuesOfTheOtherTables() {
        RuleSet duel = RuleSet.preset("duel");
        assertThat(List.<Object>of(duel.counting(), duel.target(), duel.dixExchange(), duel.meldNeeds()))
                .containsExactly(Counting.CLASSIC, 1000, false, RuleSet.MeldNeeds.TRICK);
        RuleSet dd = RuleSet.preset("double-deck");
        assertThat(List.<Object>of(dd.passCount(), dd.minBid(), dd.bidStep(), dd.target(), dd.counting(), dd.playRules()))
                .containsExactly(0, 50, 1, 500, Counting.ONE_EACH, RuleSet.PlayRules.STRICT);
        RuleSet three = RuleSet.preset("three-handed");
        assertThat(List.<Object>of(three.minBid(), three.bidStep(), three.target(), three.setDouble(), three.passedOut()))
                .containsExactly(300, 10, 1000, false, RuleSet.PassedOut.OPENER_FORCED);
    }

    // ------------------------------------------------------------------ §2.2 passedOut at every auction table

    private static AuctionHand auctionHand(String rules) {
        RuleSet rs = Rules.parse(rules);
        int dealer = rs.mode().seats() - 1; // South, seat 0, is left of the dealer and opens
        return (AuctionHand) Game.newHand(rs, Deal.shuffled(rs.deck(), 11), dealer);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', textBlock = """
        double-deck                            | RULES.md §2.2 OPENER_FORCED with §6
        three-handed                           | RULES.md §2.2 OPENER_FORCED with §7
        one-point passedOut=OPENER_FORCED      | RULES.md §2.2 OPENER_FORCED with the one-point scale
        """)
    void openerForcedAtEveryTable(String rules, String rule) {
        AuctionHand h = auctionHand(rules);
        assertThat(h.toAct()).isZero();
        assertThat(h.legalActions()).as(rule).doesNotContain(Action.Pass.INSTANCE);
        assertThatThrownBy(() -> h.apply(Action.Pass.INSTANCE)).as(rule).isInstanceOf(IllegalActionException.class);
    }

    @ParameterizedTest(name = "[{index}] {0}: the dealer holds it at {1}")
    @CsvSource(delimiter = '|', textBlock = """
        double-deck passedOut=DEALER_STUCK            | 50  | RULES.md §2.2 DEALER_STUCK with §6 minBid 50
        double-deck passedOut=DEALER_STUCK minBid=60  | 60  | RULES.md §2.2 DEALER_STUCK at the table's own minBid
        three-handed passedOut=DEALER_STUCK           | 300 | RULES.md §2.2 DEALER_STUCK with §7: after two passes, at minBid 300
        one-point                                     | 250 | RULES.md §4b one-point sets DEALER_STUCK (25 shown)
        """)
    void dealerStuckAtEveryTable(String rules, int bid, String rule) {
        AuctionHand h = auctionHand(rules);
        int seats = h.rules().mode().seats();
        for (int i = 0; i < seats - 1; i++) {
            h.apply(Action.Pass.INSTANCE);
        }
        assertThat(h.phase()).as(rule).isEqualTo(Phase.TRUMP);
        assertThat(h.contractor()).as(rule).isEqualTo(seats - 1);
        assertThat(h.bid()).as(rule).isEqualTo(bid);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', textBlock = """
        double-deck passedOut=REDEAL  | RULES.md §2.2 REDEAL with §6
        three-handed passedOut=REDEAL | RULES.md §2.2 REDEAL with §7: three passes
        """)
    void redealAtEveryTable(String rules, String rule) {
        AuctionHand h = auctionHand(rules);
        int seats = h.rules().mode().seats();
        for (int i = 0; i < seats - 1; i++) {
            h.apply(Action.Pass.INSTANCE);
        }
        assertThat(h.phase()).as("%s: the dealer may still bid", rule).isEqualTo(Phase.AUCTION);
        h.apply(Action.Pass.INSTANCE);
        assertThat(h.isOver()).as(rule).isTrue();
        assertThat(h.result().outcome()).isEqualTo(HandResult.Outcome.REDEAL);
        assertThat(h.result().score()).containsOnly(0);
    }

    // ------------------------------------------------------------------ §2 dealing and leading at every table

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', textBlock = """
        double-deck passedOut=REDEAL  | RULES.md §2 the deal passes clockwise, with §6's four seats
        three-handed passedOut=REDEAL | RULES.md §7 the deal passes clockwise round three seats
        """)
    void theDealPassesClockwiseAtEveryAuctionTable(String rules, String rule) {
        RuleSet rs = Rules.parse(rules);
        int seats = rs.mode().seats();
        Game g = Game.start(rs, 5);
        int first = g.hands().get(0).dealer();
        for (int hand = 0; hand < seats + 2; hand++) {
            assertThat(g.hands().get(hand).dealer()).as(rule).isEqualTo((first + hand) % seats);
            assertThat(g.toAct()).as("%s: left of the dealer opens", rule).isEqualTo((first + hand + 1) % seats);
            for (int i = 0; i < seats; i++) {
                g.apply(Action.Pass.INSTANCE);
            }
        }
    }

    @Test
    @DisplayName("RULES.md §5: the deal alternates and the non-dealer leads the first trick")
    void theDuelDealAlternates() {
        Game g = Game.start(RuleSet.duel().with("target", "100000"), 9);
        RandomPlay p = new RandomPlay(9);
        int first = g.hands().get(0).dealer();
        for (int hand = 0; hand < 4; hand++) {
            assertThat(g.hands()).hasSize(hand + 1);
            assertThat(g.hands().get(hand).dealer()).isEqualTo((first + hand) % 2);
            assertThat(g.toAct()).as("the non-dealer leads").isEqualTo((first + hand + 1) % 2);
            while (g.hands().size() == hand + 1) {
                g.apply(p.choose(g.hand()));
            }
        }
    }

    // ------------------------------------------------------------------ §2.10 game end with §6

    private static HandResult made(int contractor, int sides) {
        return new HandResult(contractor, 50, Suit.SPADES, new int[sides], new int[sides], new boolean[sides],
                HandResult.Outcome.MADE, new int[sides]);
    }

    @ParameterizedTest(name = "double deck {0}-{1}, contract seat {2} -> {3}")
    @CsvSource({
        // RULES.md §6: target 500.
        "500, 490, 1, 0",
        "499, 490, 0, -1",
        // RULES.md §6: "Both sides cross -> contracting side wins."
        "510, 530, 0, 0",
        "530, 510, 1, 1",
    })
    void doubleDeckGameToFiveHundred(int a, int b, int contractor, int winner) {
        assertThat(Game.winnerAfter(RuleSet.doubleDeck(), new int[] {a, b}, made(contractor, 2))).isEqualTo(winner);
    }

    @Test
    @DisplayName("RULES.md §2.10: the target option moves the end of the game at the other tables too")
    void theTargetOptionAtTheOtherTables() {
        assertThat(Game.winnerAfter(RuleSet.doubleDeck().with("target", "300"), new int[] {300, 0}, made(0, 2))).isZero();
        assertThat(Game.winnerAfter(RuleSet.doubleDeck().with("target", "300"), new int[] {299, 0}, made(0, 2)))
                .isEqualTo(-1);
        assertThat(Game.winnerAfter(RuleSet.threeHanded().with("target", "500"), new int[] {0, 500, 0}, made(1, 3)))
                .isEqualTo(1);
        assertThat(Game.winnerAfter(RuleSet.duel().with("target", "500"),
                new int[] {500, 10}, new HandResult(-1, 0, Suit.SPADES, new int[2], new int[2], new boolean[2],
                        HandResult.Outcome.PLAYED, new int[2]))).isZero();
    }

    // ------------------------------------------------------------------ §2.11 shoot the moon on the double deck (§6)

    private static final String ALL_SPADES = "AS AS AS AS TS TS TS TS KS KS KS KS QS QS QS QS JS JS JS JS";

    /** A double-deck deal: South holds {@code south}, the others the rest in deck order; East deals. */
    private static ScriptedHand doubleDeckDeal(RuleSet rules, String south) {
        return doubleDeckDeal(rules, south, "");
    }

    /**
     * A double-deck deal: South holds {@code south}; West holds {@code west} and is filled up with cards of no
     * suit that {@code west} holds; North and East share the rest. East deals.
     */
    private static ScriptedHand doubleDeckDeal(RuleSet rules, String south, String west) {
        Deck deck = Deck.DOUBLE;
        List<Card> westCards = new ArrayList<>(west.isBlank() ? List.of() : Card.parseAll(west));
        Set<Suit> westSuits = new HashSet<>();
        westCards.forEach(c -> westSuits.add(c.suit()));
        List<Card> rest = new ArrayList<>(deck.cards(deck.full() - deck.setOf(south) - deck.setOf(westCards)));
        for (Card c : new ArrayList<>(rest)) {
            if (westCards.size() < 20 && !westSuits.contains(c.suit())) {
                westCards.add(c);
                rest.remove(c);
            }
        }
        return ScriptedHand.deal(rules, Seat.EAST, south, cards(westCards), cards(rest.subList(0, 20)),
                cards(rest.subList(20, 40)));
    }

    private static String cards(List<Card> cards) {
        return String.join(" ", cards.stream().map(Card::code).toList());
    }

    /** Plays the hand out: South leads its first card, every seat plays its first legal card. */
    private static void playOut(PartnershipHand h) {
        while (!h.isOver()) {
            h.apply(h.legalActions().get(0));
        }
    }

    @Test
    @DisplayName("RULES.md §2.11 shootTheMoon with §6: all twenty tricks score the one-point scale's 100 and win")
    void aDoubleDeckMoonMadeScoresOneHundredAndWins() {
        RuleSet rules = RuleSet.doubleDeck().with("shootTheMoon", "true");
        ScriptedHand s = doubleDeckDeal(rules, ALL_SPADES).auction("50 pass pass pass").trump("S");
        assertThat(s.hand.meldOf(Seat.SOUTH)).as("§6 quadruple run").isEqualTo(300);
        s.shootMoon();
        playOut(s.hand);

        HandResult r = s.result();
        assertThat(s.hand.view(0).tricks()).hasSize(20).allMatch(t -> t.winner() == Seat.SOUTH);
        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.MOON_MADE);
        assertThat(r.score()).as("100, not meld + counters (350) nor the single deck's 1000").containsExactly(100, 0);
        assertThat(Game.winnerAfter(rules, new int[] {100, 400}, r)).as("§2.11 wins the game").isZero();
    }

    @Test
    @DisplayName("RULES.md §2.11 shootTheMoon with §6: one trick lost costs 100; the other side scores normally")
    void aDoubleDeckMoonMissedLosesOneHundred() {
        RuleSet rules = RuleSet.doubleDeck().with("shootTheMoon", "true");
        // South leads its jack of hearts first: West holds all four aces of hearts and no other heart, so must
        // take the trick with one (§3), and no later ace can beat it (§1).
        String south = "AS AS AS AS TS TS TS TS KS KS KS KS QS QS QS QS JS JS JS JH";
        ScriptedHand s = doubleDeckDeal(rules, south, "AH AH AH AH").auction("50 pass pass pass").trump("S").shootMoon();
        s.play("JH AH");
        playOut(s.hand);
        assertThat(s.hand.view(0).tricks().get(0).winner()).isEqualTo(Seat.WEST);

        HandResult r = s.result();
        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.MOON_SET);
        assertThat(r.score()[0]).isEqualTo(-100);
        assertThat(r.meldStood()[1]).isTrue();
        assertThat(r.score()[1]).isEqualTo(r.meld()[1] + r.counters()[1]);
        assertThat(r.counters()[0] + r.counters()[1]).as("§6 48 + 2").isEqualTo(50);
    }

    @Test
    @DisplayName("RULES.md §2.6 allowThrowIn with §6: minus the bid, the other side its meld only")
    void aDoubleDeckThrowIn() {
        ScriptedHand s = doubleDeckDeal(RuleSet.doubleDeck(), ALL_SPADES).auction("50 51 60 pass pass pass").trump("S");
        assertThat(s.hand.contractor()).isEqualTo(Seat.NORTH);
        HandResult r = s.throwIn().result();
        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.THROWN_IN);
        assertThat(r.score()).containsExactly(-60, r.meld()[1]);
    }

    // ------------------------------------------------------------------ §7 scoring with setDouble, throw-in, meldNeeds

    /**
     * South holds {@code south} and the widow is {@code widow}; East deals, South bids {@code bid}, the others pass,
     * South names spades and buries {@code bury}.
     */
    private static ThreeHandedHand threeHandedAtPlay(RuleSet rules, String south, String widow, int bid, String bury) {
        Deck deck = rules.deck();
        List<Card> rest = new ArrayList<>(deck.cards(deck.full() - deck.setOf(south) - deck.setOf(widow)));
        List<List<Card>> hands = List.of(Card.parseAll(south), new ArrayList<>(rest.subList(0, 15)),
                new ArrayList<>(rest.subList(15, 30)));
        ThreeHandedHand h = new ThreeHandedHand(rules, Deal.ofHands(deck, hands, Card.parseAll(widow)), 2);
        h.apply(new Action.Bid(bid));
        h.apply(Action.Pass.INSTANCE);
        h.apply(Action.Pass.INSTANCE);
        h.apply(new Action.NameTrump(Suit.SPADES));
        h.apply(new Action.Bury(Card.parseAll(bury)));
        return h;
    }

    /** A double run in trump (1500): made whatever the play, once South's first lead, an ace, takes a trick. */
    private static final String STRONG = "AS AS TS TS KS KS QS QS JS JS 9H 9H 9C 9C 9D";
    /** Nothing to meld with spades trump, even with the widow: set whatever the play. */
    private static final String WEAK = "9H 9H 9C 9C 9D 9D JH JH JC JC QH QC KD JS TS";
    private static final String WIDOW = "AD TD AH";

    private static HandResult playThreeHanded(ThreeHandedHand h) {
        if (h.phase() == Phase.CONCEDE_OR_PLAY) {
            h.apply(new Action.PlayOn());
        }
        if (h.toAct() == Seat.SOUTH && h.legalActions().contains(Action.Play.of(Card.parse("AS")))) {
            h.apply(Action.Play.of(Card.parse("AS")));
        }
        while (!h.isOver()) {
            h.apply(h.legalActions().get(0));
        }
        return h.result();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', textBlock = """
        three-handed                      | RULES.md §7 made: the bidder scores the bid
        three-handed setDouble=true       | RULES.md §7 setDouble only touches a set bidder
        three-handed meldNeeds=COUNTER    | RULES.md §7 with §2.9 meldNeeds COUNTER
        three-handed setRule=KEEP_MELD    | RULES.md §7: setRule is a partnership option
        one-point mode=THREE_HANDED minBid=300 target=1000 | RULES.md §7 on the one-point scale
        """)
    void aThreeHandedBidderWhoMakesScoresTheBidOnly(String rules, String rule) {
        HandResult r = playThreeHanded(threeHandedAtPlay(Rules.parse(rules), STRONG, WIDOW, 320, "9H 9H 9C"));
        assertThat(r.outcome()).as(rule).isEqualTo(HandResult.Outcome.MADE);
        assertThat(r.meld()[0]).isGreaterThanOrEqualTo(1500);
        assertThat(r.score()).as("%s: the bid, not meld + counters; defenders nothing", rule)
                .containsExactly(320, 0, 0);
    }

    @ParameterizedTest(name = "[{index}] {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
        three-handed                   | -300 | RULES.md §7 set: loses the bid
        three-handed setDouble=true    | -600 | RULES.md §7 setDouble: twice the bid when played out
        three-handed setRule=KEEP_MELD | -300 | RULES.md §7: KEEP_MELD is a partnership option, the bidder loses the bid
        """)
    void aThreeHandedBidderWhoIsSetLosesTheBid(String rules, int score, String rule) {
        HandResult r = playThreeHanded(threeHandedAtPlay(Rules.parse(rules), WEAK, WIDOW, 300, "9H 9H 9C"));
        assertThat(r.meld()[0]).isZero();
        assertThat(r.outcome()).as(rule).isEqualTo(HandResult.Outcome.SET);
        assertThat(r.score()).as(rule).containsExactly(score, 0, 0);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', textBlock = """
        three-handed                | RULES.md §7 a throw-in loses the bid
        three-handed setDouble=true | RULES.md §7 setDouble: once when conceded before the lead
        """)
    void aThreeHandedThrowInCostsTheBidOnce(String rules, String rule) {
        ThreeHandedHand h = threeHandedAtPlay(Rules.parse(rules), WEAK, WIDOW, 300, "9H 9H 9C");
        assertThat(h.legalActions()).as("§2.6 allowThrowIn default on").contains(new Action.ThrowIn());
        assertThat(h.legalActions()).as("§2.11 the moon is a partnership option")
                .noneMatch(a -> a instanceof Action.ShootMoon);
        h.apply(new Action.ThrowIn());
        assertThat(h.result().outcome()).isEqualTo(HandResult.Outcome.THROWN_IN);
        assertThat(h.result().score()).as(rule).containsExactly(-300, 0, 0);
    }

    @Test
    @DisplayName("RULES.md §2.6 allowThrowIn=false with §7: no throw-in, the bidder leads at once")
    void noThrowInAtThreeHandedWhenTheOptionIsOff() {
        ThreeHandedHand h = threeHandedAtPlay(RuleSet.threeHanded().with("allowThrowIn", "false"), WEAK, WIDOW, 300,
                "9H 9H 9C");
        assertThat(h.phase()).isEqualTo(Phase.TRICKS);
        assertThat(h.toAct()).isEqualTo(Seat.SOUTH);
        assertThatThrownBy(() -> h.apply(new Action.ThrowIn())).isInstanceOf(IllegalActionException.class);
    }
}
