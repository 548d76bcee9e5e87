package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dealing (RULES.md §2.1: 12 cards each from a shuffle by a seeded RNG; §1 the two decks).
 *
 * <p>The pinned fixtures below were computed outside the engine, by a separate implementation of the
 * algorithm {@link Shuffle} documents (SplitMix64, bounded by Lemire's multiply-shift with rejection, feeding Fisher-Yates over the
 * deck in suit order S H C D, ranks 9 J Q K 10 A, copies adjacent). If one fails, the shuffle changed and
 * every saved game and seed-based fixture changes with it.
 */
class DealTest {

    @ParameterizedTest(name = "[{index}] seed {0} deals {1} ... {2}")
    @CsvSource(delimiter = '|', textBlock = """
        0        | TD QD 9C AH AC QC AD TH AS TD JS AC | KD 9S TH KD
        1        | KD KD JC KS 9H QD QS AD QD QH TS QC | KH TD AC JC
        42       | QS QD QC JD KC TC AH TD TH KD QC 9S | JH 9H KS AC
        20240601 | QS 9D JD KC 9H JH KC QH 9C JS AC TH | 9D 9S QC 9S
        -1       | TC TH AC 9S TC AS 9C TD JS JC QH TH | KH AS AD KD
        """)
    void aSeedGivesAFixedDeal(long seed, String first12, String last4) {
        List<Card> cards = Deal.shuffled(Deck.SINGLE, seed).cards();
        assertThat(cards.subList(0, 12)).containsExactlyElementsOf(Card.parseAll(first12));
        assertThat(cards.subList(44, 48)).containsExactlyElementsOf(Card.parseAll(last4));
    }

    @Test
    void aSeedGivesAFixedDoubleDeckDeal() {
        // §6: 80 cards, the same seeded shuffle.
        assertThat(Deal.shuffled(Deck.DOUBLE, 7).cards().subList(0, 20)).containsExactlyElementsOf(
                Card.parseAll("AH AH AD JC AS AS KD TC JS JC AD KC KH TD JD TH QH TS KH JH"));
    }

    @Test
    void theSameSeedGivesTheSameDealAndDifferentSeedsDiffer() {
        // §2.1: a seeded RNG, so a seed is a deal (saves and replays rely on it).
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            Deal a = Deal.shuffled(Deck.SINGLE, seed);
            Deal b = Deal.shuffled(Deck.SINGLE, seed);
            assertThat(a).isEqualTo(b);
            assertThat(a.toString()).isEqualTo(b.toString());
            seen.add(a.toString());
        }
        assertThat(seen).as("200 seeds, 200 different deals").hasSize(200);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource({"SINGLE, 48, 2", "DOUBLE, 80, 4"})
    void everyDealIsExactlyOneDeck(Deck deck, int size, int copies) {
        // §1: single deck 48 = 4 suits x 6 ranks x 2; double deck 80 = A 10 K Q J x 4 suits x 4.
        for (long seed = 0; seed < 100; seed++) {
            Deal d = Deal.shuffled(deck, seed);
            assertThat(d.size()).isEqualTo(size);
            assertThat(deck.setOf(d.cards())).isEqualTo(deck.full());
            for (Card c : deck.faces(deck.full())) {
                assertThat(d.cards().stream().filter(c::equals).count()).isEqualTo(copies);
            }
        }
    }

    @Test
    void theSeatLeftOfTheDealerGetsTheFirstHand() {
        // Deal.ofHands: seat dealer + 1 + i gets the i-th hand (§2: the deal goes clockwise from the dealer's left).
        List<Card> all = Deal.shuffled(Deck.SINGLE, 3).cards();
        List<List<Card>> hands = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            hands.add(all.subList(12 * i, 12 * i + 12));
        }
        Deal deal = Deal.ofHands(Deck.SINGLE, hands, List.of());
        for (int dealer = 0; dealer < 4; dealer++) {
            PartnershipHand h = new PartnershipHand(RuleSet.standard(), deal, dealer);
            for (int i = 0; i < 4; i++) {
                assertThat(h.handOf((dealer + 1 + i) % 4)).as("dealer %d, hand %d", dealer, i)
                        .isEqualTo(Deck.SINGLE.setOf(hands.get(i)));
            }
        }
    }

    @Test
    void doubleDeckHandsHoldTwentyCards() {
        // §6: 80 cards, 20 each.
        PartnershipHand h = new PartnershipHand(RuleSet.doubleDeck(), Deal.shuffled(Deck.DOUBLE, 5), 0);
        for (int seat = 0; seat < 4; seat++) {
            assertThat(Deck.DOUBLE.size(h.handOf(seat))).isEqualTo(20);
        }
    }

    @Test
    void aDealMustBeOneCompleteDeck() {
        List<Card> cards = new ArrayList<>(Deal.shuffled(Deck.SINGLE, 1).cards());
        assertThatThrownBy(() -> Deal.of(Deck.SINGLE, cards.subList(0, 47))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("48");
        List<Card> threeAces = new ArrayList<>(cards);
        threeAces.set(threeAces.indexOf(Card.parse("KS")), Card.parse("AS"));
        threeAces.set(threeAces.lastIndexOf(Card.parse("KS")), Card.parse("AS"));
        assertThatThrownBy(() -> Deal.of(Deck.SINGLE, threeAces)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Deal.of(Deck.DOUBLE, cards)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PartnershipHand(RuleSet.doubleDeck(), Deal.shuffled(Deck.SINGLE, 1), 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aGameDealsEveryHandFromItsSeed() {
        // §2: first dealer random, then every deal from the seed; the fixtures come from the same outside
        // implementation (hand n is shuffled with derive(seed, n); the first dealer is nextInt(4) of the seed).
        Game a = Game.start(RuleSet.standard(), 42);
        Game b = Game.start(RuleSet.standard(), 42);
        assertThat(a.hands().get(0).dealer()).isEqualTo(2);
        assertThat(a.hands().get(0).deal()).isEqualTo(b.hands().get(0).deal());
        assertThat(a.hands().get(0).deal().cards().subList(0, 12))
                .containsExactlyElementsOf(Card.parseAll("QS 9S 9D KD TD AC KS QC JH AS AC TC"));

        playOneHand(a);
        playOneHand(b);
        assertThat(a.hands().get(1).deal()).isEqualTo(b.hands().get(1).deal());
        assertThat(a.hands().get(1).deal().cards().subList(0, 12))
                .containsExactlyElementsOf(Card.parseAll("TS KC AC QS TD QD QC KD 9D KS JH TD"));
    }

    @Test
    void notationIsRankThenSuitCaseInsensitiveWithTenAsTOr10() {
        // §1: "AS TS KS QS JS 9S; 10S is accepted for TS, input is case-insensitive, duplicates written twice".
        assertThat(Card.parseAll("as 10s Ts kS 9s")).containsExactly(Card.parse("AS"), Card.parse("TS"),
                Card.parse("TS"), Card.parse("KS"), Card.parse("9S"));
        assertThat(Card.parse("10H").code()).isEqualTo("TH");
        assertThat(Card.parse("TH").display()).isEqualTo("10♥");
        assertThat(Deck.SINGLE.format(Deck.SINGLE.setOf("AS AS"))).isEqualTo("AS AS");
        assertThatThrownBy(() -> Card.parse("1S")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1S");
        assertThatThrownBy(() -> Card.parse("AX")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Deck.SINGLE.setOf("AS AS AS")).isInstanceOf(IllegalArgumentException.class);
    }

    private static void playOneHand(Game g) {
        int hands = g.hands().size();
        RandomPlay p = new RandomPlay(99);
        while (g.hands().size() == hands) {
            g.apply(p.choose(g.hand()));
        }
    }

    /** The number a player sees for a deal: the seed's 64 bits as unsigned hex, never with a minus sign. */
    @ParameterizedTest(name = "[{index}] seed {0} is deal {1}")
    @CsvSource(delimiter = '|', textBlock = """
        0                    | 0000-0000-0000-0000
        81985529216486895    | 0123-4567-89AB-CDEF
        -1                   | FFFF-FFFF-FFFF-FFFF
        -9223372036854775808 | 8000-0000-0000-0000
        """)
    void aDealNumberIsTheSeedInHex(long seed, String number) {
        assertThat(Shuffle.dealNumber(seed)).isEqualTo(number);
        assertThat(Long.parseUnsignedLong(number.replace("-", ""), 16)).isEqualTo(seed);
    }
}
