package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Meld (RULES.md §4 single deck on the ten-times scale, §6 double deck on its one-point scale). Every
 * expected figure is added up by hand from the tables in the rules; each row also checks that the
 * breakdown sums to the total.
 */
class MeldTableTest {

    @ParameterizedTest(name = "[{index}] {0}: {1} with trump {2} melds {3}  ({4})")
    @CsvSource(delimiter = '|', textBlock = """
        standard | AS TS KS QS JS                | S | 150  | §4 run in trump
        standard | AS TS KS QS JS                | S | 150  | §4 a run contains its royal marriage: not 150 + 40
        standard | AH TH KH QH JH                | S | 20   | §4 a run only counts in trump: off trump it is a marriage
        standard | AS TS KS QS JS 9S             | S | 160  | §4 run 150 + dix 10
        standard | AS TS KS KS QS JS             | S | 150  | §4 runExtras PLAIN: run + lone K = 150
        standard | AS TS KS QS QS JS             | S | 150  | §4 runExtras PLAIN: run + lone Q = 150
        standard | AS TS KS KS QS QS JS          | S | 190  | §4 runExtras PLAIN: run + K + Q = 190 (extra pair is a royal marriage)
        standard runExtras=BONUS | AS TS KS KS QS JS    | S | 190 | §4 runExtras BONUS: run + extra K = 190
        standard runExtras=BONUS | AS TS KS QS QS JS    | S | 190 | §4 runExtras BONUS: run + extra Q = 190
        standard runExtras=BONUS | AS TS KS KS QS QS JS | S | 230 | §4 runExtras BONUS: run + K + Q = 230
        standard runExtras=BONUS | AS TS KS QS JS       | S | 150 | §4 runExtras BONUS: a bare run is still 150
        standard runExtras=BONUS | KS QS                | S | 40  | §4 runExtras BONUS changes nothing without a run
        standard | AS AS TS TS KS KS QS QS JS JS  | S | 1500 | §4 double run 1500
        standard doubleRun=300 | AS AS TS TS KS KS QS QS JS JS | S | 300 | §4 doubleRun option 300
        standard runExtras=BONUS | AS AS TS TS KS KS QS QS JS JS | S | 1500 | §4 a double run has no extra K or Q to marry
        standard | KS QS                         | S | 40   | §4 royal marriage 40
        standard | KS KS QS QS                   | S | 80   | §4 two royal marriages without a run
        standard | KS KS QS                      | S | 40   | §4 two kings and one queen make one royal marriage
        standard | KH QH                         | S | 20   | §4 plain marriage 20
        standard | KH KH QH QH                   | S | 40   | §4 marriages in a suit: as many as there are K-Q pairs
        standard | KH QH KC QC KD QD             | S | 60   | §4 marriages: 20 each, one per suit here
        standard | KS QS KS                      | H | 20   | §4/seed 000: a QS between two KS yields a single marriage
        standard | KH 9H                         | S | 0    | §4 a king without its queen is nothing
        standard | 9S                            | S | 10   | §4 dix 10
        standard | 9S 9S                         | S | 20   | §4 dix 10 each
        standard | 9H 9H                         | S | 0    | §4 only the nine of trump is a dix
        standard | AS AH AC AD                   | H | 100  | §4 aces around 100
        standard | KS KH KC KD                   | H | 80   | §4 kings around 80
        standard | QS QH QC QD                   | H | 60   | §4 queens around 60
        standard | JS JH JC JD                   | H | 40   | §4 jacks around 40
        standard | AS AH AC                      | H | 0    | §4 around needs one of each suit
        standard | AS AS AH AH AC AC AD AD       | H | 1000 | §4 double aces around 1000
        standard | KS KS KH KH KC KC KD KD       | H | 800  | §4 double kings around 800
        standard | QS QS QH QH QC QC QD QD       | H | 600  | §4 double queens around 600
        standard | JS JS JH JH JC JC JD JD       | H | 400  | §4 double jacks around 400
        standard | AS AS AH AH AC AC AD          | H | 100  | §4 seven aces are one aces around, not a double
        standard | TS TH TC TD                   | H | 0    | §4 tens around score 0
        standard | TS TS TH TH TC TC TD TD       | H | 0    | §4 double tens around score 0 too
        standard | QS JD                         | H | 40   | §4 pinochle 40
        standard | QS QS JD                      | H | 40   | §4 two queens of spades and one jack of diamonds: one pinochle
        standard | QS QS JD JD                   | H | 300  | §4 double pinochle 300
        standard doublePinochle=80 | QS QS JD JD | H | 80   | §4 doublePinochle option: two singles, 80
        standard | QH JD                         | H | 0    | §4 pinochle is the queen of spades only
        standard | KS QS JD QH QC QD             | H | 120  | §4/seed 000: QS in marriage 20 + pinochle 40 + queens around 60
        standard | KS QS JD QH QC QD             | S | 140  | §4: the same with spades trump: royal marriage 40 + pinochle 40 + queens 60
        standard | QS QS JD JD QH QC QD          | H | 360  | §4 double pinochle 300 + queens around 60
        standard | KS KH KC KD QH QC             | S | 120  | §4 kings around 80 + two marriages 20 each
        standard | KS QS KH KC KD                | S | 120  | §4 royal marriage 40 + kings around 80
        standard | AS TS KS QS JS KH KC KD       | S | 230  | §4 run 150 + kings around 80: KS serves in both classes
        standard | AS TS KS QS JS 9S KH QH AH AC AD JD | S | 320 | §4 run 150 + dix 10 + marriage 20 + aces 100 + pinochle 40
        double-deck | AS TS KS QS JS             | S | 15   | §6 run 15
        double-deck | AS AS TS TS KS KS QS QS JS JS | S | 150 | §6 double run 150
        double-deck | AS AS AS TS TS TS KS KS KS QS QS QS JS JS JS | S | 225 | §6 triple run 225
        double-deck | AS AS AS AS TS TS TS TS KS KS KS KS QS QS QS QS JS JS JS JS | S | 300 | §6 quadruple run 300
        double-deck | AS TS KS KS QS QS JS       | S | 19   | §6 run 15 + royal marriage 4
        double-deck | KS QS                      | S | 4    | §6 royal marriage 4
        double-deck | KS KS KS QS QS QS          | S | 12   | §6 royal marriage 4 each
        double-deck | KH QH                      | S | 2    | §6 marriage 2
        double-deck | KH KH KH KH QH QH QH QH    | S | 8    | §6 marriage 2 each
        double-deck | AS AH AC AD                | H | 10   | §6 aces 10
        double-deck | AS AS AH AH AC AC AD AD    | H | 100  | §6 double aces 100
        double-deck | AS AS AS AH AH AH AC AC AC AD AD AD | H | 150 | §6 triple aces 150
        double-deck | AS AS AS AS AH AH AH AH AC AC AC AC AD AD AD AD | H | 200 | §6 quadruple aces 200
        double-deck | KS KH KC KD                | H | 8    | §6 kings 8
        double-deck | KS KS KH KH KC KC KD KD    | H | 80   | §6 double kings 80
        double-deck | KS KS KS KH KH KH KC KC KC KD KD KD | H | 120 | §6 triple kings 120
        double-deck | KS KS KS KS KH KH KH KH KC KC KC KC KD KD KD KD | H | 160 | §6 quadruple kings 160
        double-deck | QS QH QC QD                | H | 6    | §6 queens 6
        double-deck | QS QS QH QH QC QC QD QD    | H | 60   | §6 double queens 60
        double-deck | QS QS QS QH QH QH QC QC QC QD QD QD | H | 90 | §6 triple queens 90
        double-deck | QS QS QS QS QH QH QH QH QC QC QC QC QD QD QD QD | H | 120 | §6 quadruple queens 120
        double-deck | JS JH JC JD                | H | 4    | §6 jacks 4
        double-deck | JS JS JH JH JC JC JD JD    | H | 40   | §6 double jacks 40
        double-deck | JS JS JS JH JH JH JC JC JC JD JD JD | H | 60 | §6 triple jacks 60
        double-deck | JS JS JS JS JH JH JH JH JC JC JC JC JD JD JD JD | H | 80 | §6 quadruple jacks 80
        double-deck | QS JD                      | H | 4    | §6 pinochle 4
        double-deck | QS QS JD JD                | H | 30   | §6 double pinochle 30
        double-deck | QS QS QS JD JD JD          | H | 60   | §6 triple pinochle 60
        double-deck | QS QS QS QS JD JD JD JD    | H | 90   | §6 quadruple pinochle 90
        double-deck | TS TH TC TD                | H | 0    | §6 tens around are not in the table
        """)
    void meldTotal(String rules, String cards, String trump, int expected, String rule) {
        RuleSet rs = Rules.parse(rules);
        long hand = rs.deck().setOf(cards);
        Suit t = Suit.parse(trump);

        assertThat(MeldTable.total(rs, hand, t)).as(rule).isEqualTo(expected);
        assertThat(MeldTable.breakdown(rs, hand, t).stream().mapToInt(Meld::points).sum())
                .as("the breakdown sums to the total: " + rule).isEqualTo(expected);
    }

    @Test
    void breakdownNamesEachMeldWithItsPointsAndCards() {
        // RULES.md §4: run 150 + dix 10 + heart marriage 20 + aces around 100 + pinochle 40 = 320;
        // AS serves in the run and the aces (classes A and B), QS in the run and the pinochle (A and C).
        RuleSet rules = RuleSet.standard();
        long hand = rules.deck().setOf("AS TS KS QS JS 9S KH QH AH AC AD JD");

        List<Meld> melds = MeldTable.breakdown(rules, hand, Suit.SPADES);

        assertThat(melds).extracting(m -> m.kind().label(), Meld::points, m -> sorted(m.cards()))
                .containsExactlyInAnyOrder(
                        tuple("run", 150, sorted(Card.parseAll("AS TS KS QS JS"))),
                        tuple("dix", 10, sorted(Card.parseAll("9S"))),
                        tuple("marriage", 20, sorted(Card.parseAll("KH QH"))),
                        tuple("aces around", 100, sorted(Card.parseAll("AS AH AC AD"))),
                        tuple("pinochle", 40, sorted(Card.parseAll("QS JD"))));
        assertThat(melds.stream().mapToInt(Meld::points).sum()).isEqualTo(MeldTable.total(rules, hand, Suit.SPADES));
        // MeldTable.breakdown promises the order: sequences first, then arounds, then pinochle.
        assertThat(melds).extracting(m -> m.kind().meldClass()).isSorted();
    }

    @Test
    void aCardInThreeClassesAppearsInThreeMelds() {
        // seed 000 / RULES.md §4: the spade queen pays in the marriage, the pinochle and the queens around.
        RuleSet rules = RuleSet.standard();
        long hand = rules.deck().setOf("KS QS JD QH QC QD");
        Card qs = Card.parse("QS");

        List<Meld> melds = MeldTable.breakdown(rules, hand, Suit.HEARTS);

        assertThat(melds).filteredOn(m -> m.cards().contains(qs))
                .extracting(Meld::kind)
                .containsExactlyInAnyOrder(MeldKind.MARRIAGE, MeldKind.PINOCHLE, MeldKind.QUEENS);
    }

    @Test
    void doubleMeldsAreNamedAsDoubles() {
        // RULES.md §4: double run, double aces around, double pinochle are melds of their own.
        RuleSet rules = RuleSet.standard();
        assertThat(MeldTable.breakdown(rules, rules.deck().setOf("AS AS TS TS KS KS QS QS JS JS"), Suit.SPADES))
                .extracting(Meld::kind, Meld::points).containsExactly(tuple(MeldKind.DOUBLE_RUN, 1500));
        assertThat(MeldTable.breakdown(rules, rules.deck().setOf("AS AS AH AH AC AC AD AD"), Suit.HEARTS))
                .extracting(Meld::kind, Meld::points).containsExactly(tuple(MeldKind.DOUBLE_ACES, 1000));
        assertThat(MeldTable.breakdown(rules, rules.deck().setOf("QS QS JD JD"), Suit.HEARTS))
                .extracting(Meld::kind, Meld::points).containsExactly(tuple(MeldKind.DOUBLE_PINOCHLE, 300));
    }

    @Test
    void withinAClassEachCardServesOnceOnRandomHands() {
        // RULES.md §4: "A card may serve in melds of different classes but only once within a class"
        // (runExtras PLAIN, the default; BONUS deliberately marries extra cards to the run's own).
        RuleSet rules = RuleSet.standard();
        Deck deck = rules.deck();
        int melded = 0;
        for (long seed = 0; seed < 400; seed++) {
            Deal deal = Deal.shuffled(deck, seed);
            for (int seat = 0; seat < 4; seat++) {
                long hand = deal.set(seat * 12, seat * 12 + 12);
                for (Suit trump : Suit.values()) {
                    List<Meld> melds = MeldTable.breakdown(rules, hand, trump);
                    for (MeldKind.MeldClass cls : MeldKind.MeldClass.values()) {
                        List<Card> used = new ArrayList<>();
                        melds.stream().filter(m -> m.kind().meldClass() == cls).forEach(m -> used.addAll(m.cards()));
                        assertThat(deck.contains(hand, deck.setOf(used)))
                                .as("%s uses only held cards once in class %s (trump %s): %s", deck.format(hand), cls, trump, used)
                                .isTrue();
                    }
                    int sum = melds.stream().mapToInt(Meld::points).sum();
                    assertThat(MeldTable.total(rules, hand, trump)).isEqualTo(sum);
                    melded += melds.size();
                }
            }
        }
        assertThat(melded).as("the random hands held some meld").isGreaterThan(1000);
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} shows {2}")
    @CsvSource(delimiter = '|', textBlock = """
        standard                    | AS TS KS KS QS QS JS   | AS TS KS KS QS QS JS | PLAIN: the royal marriage is an extra K and Q
        standard runExtras=BONUS    | AS TS KS KS QS JS      | AS TS KS QS JS       | BONUS: run + extra K looks like run + extra Q
        standard runExtras=BONUS    | AS TS KS KS QS QS JS   | AS TS KS KS QS QS JS | BONUS: two royal marriages on one run need both extras
        double-deck runExtras=BONUS | AS TS KS KS KS QS QS QS JS | AS TS KS KS KS QS QS QS JS | BONUS: the third royal marriage is the extras' own pair
        standard runExtras=BONUS    | KS KS QS               | KS QS                | BONUS without a run: a royal marriage is its own K and Q
        """)
    void shownMeldProvesOnlyWhatEveryHandShowingItHolds(String rules, String cards, String proven, String rule) {
        // RULES.md §4 runExtras: under BONUS an extra trump K or Q marries the run's own partner card, so the
        // melds list that card twice in their class while the hand holds it once.
        RuleSet rs = Rules.parse(rules);
        Deck deck = rs.deck();
        List<Meld> melds = MeldTable.breakdown(rs, deck.setOf(cards), Suit.SPADES);
        assertThat(deck.format(MeldTable.proven(rs, Suit.SPADES, melds))).as(rule)
                .isEqualTo(deck.format(deck.setOf(proven)));
    }

    @Test
    void shownMeldNeverProvesACardTheHandLacks() {
        for (RuleSet rules : List.of(RuleSet.standard(), RuleSet.onePoint(), RuleSet.doubleDeck(),
                RuleSet.doubleDeck().with("runExtras", "BONUS"))) {
            Deck deck = rules.deck();
            int cards = rules.mode().handSize();
            for (long seed = 0; seed < 300; seed++) {
                long hand = Deal.shuffled(deck, seed).set(0, cards);
                for (Suit trump : Suit.values()) {
                    long proven = MeldTable.proven(rules, trump, MeldTable.breakdown(rules, hand, trump));
                    assertThat(deck.contains(hand, proven)).as("seed %d, trump %s: %s shows %s", seed, trump,
                            deck.format(hand), deck.format(proven)).isTrue();
                }
            }
        }
    }

    @ParameterizedTest(name = "[{index}] dix of {1} with trump {2} in {0} = {3}")
    @CsvSource(delimiter = '|', textBlock = """
        standard    | 9S 9S KS QS | S | 20
        standard    | 9S KS QS    | S | 10
        standard    | 9H 9H       | S | 0
        double-deck | KS QS       | S | 0
        """)
    void dixAlone(String rules, String cards, String trump, int expected) {
        // RULES.md §2.9 meldNeeds COUNTER: the dix still stands without a counter; the double deck has no nines (§1).
        RuleSet rs = Rules.parse(rules);
        assertThat(MeldTable.dix(rs, rs.deck().setOf(cards), Suit.parse(trump))).isEqualTo(expected);
    }

    @Test
    void theDoubleDeckHasNoNines() {
        // RULES.md §1: double deck = A, 10, K, Q, J only, four copies each.
        assertThatThrownBy(() -> Deck.DOUBLE.setOf("9S")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("9S");
        assertThat(Deck.DOUBLE.size()).isEqualTo(80);
        assertThat(Deck.SINGLE.size()).isEqualTo(48);
    }

    private static List<Card> sorted(List<Card> cards) {
        return cards.stream().sorted().toList();
    }
}
