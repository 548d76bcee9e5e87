package dev.pinochle.core;

import static dev.pinochle.core.DuelScript.DECK;
import static dev.pinochle.core.DuelScript.DEALER;
import static dev.pinochle.core.DuelScript.NON_DEALER;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Scoring a duel hand: counters, the last trick, meld standing (RULES.md §5, §2.8-9). */
class DuelScoringTest {

    private static DuelHand playRandomly(RuleSet rules, long seed) {
        DuelHand hand = new DuelHand(rules, Deal.shuffled(Deck.SINGLE, seed), (int) (seed & 1));
        Shuffle random = new Shuffle(seed);
        while (!hand.isOver()) {
            hand.applyLegal(random.nextInt(hand.legalActionCount()));
        }
        return hand;
    }

    // RULES.md §2.8 and §5: every scheme holds 240 in cards plus 10 for the last trick: 250 a hand.
    @ParameterizedTest(name = "{0}, seed {1}")
    @CsvSource(textBlock = """
            CLASSIC, 1
            CLASSIC, 2
            TEN_POINT, 3
            SIMPLE, 4
            """)
    void countersSumTo250(Counting counting, long seed) {
        DuelHand hand = playRandomly(RuleSet.duel().with("counting", counting.name()), seed);
        int[] counters = hand.result().counters();
        assertThat(counters[0] + counters[1]).isEqualTo(250);
    }

    // RULES.md §5: counters A 11, 10 10, K 4, Q 3, J 2, 9 0 in the tricks taken, and 10 for the last trick.
    // The values are typed here from the rules, not read from Counting, so a wrong table cannot agree with itself.
    private static final Map<Character, Integer> CLASSIC = Map.of('A', 11, 'T', 10, 'K', 4, 'Q', 3, 'J', 2, '9', 0);

    @ParameterizedTest(name = "seed {0}")
    @CsvSource(textBlock = """
            5
            6
            """)
    void countersAreTheCardsTakenPlusTheLastTrick(long seed) {
        DuelHand hand = playRandomly(RuleSet.duel(), seed);
        List<TrickRecord> tricks = hand.view(0).tricks();
        assertThat(tricks).hasSize(24);
        int[] expected = new int[2];
        for (TrickRecord t : tricks) {
            for (Played p : t.cards()) {
                expected[t.winner()] += CLASSIC.get(p.card().rank().letter());
            }
        }
        expected[tricks.get(23).winner()] += 10;
        assertThat(hand.result().counters()).containsExactly(expected);
    }

    // HandResult for the duel: no contract, sides are seats, outcome PLAYED, score = standing meld + counters.
    @Test
    void resultOfAPlayedHand() {
        DuelHand hand = new DuelHand(RuleSet.duel(), Deal.shuffled(Deck.SINGLE, 7), 0);
        assertThat(hand.result()).isNull();
        hand = playRandomly(RuleSet.duel(), 7);
        HandResult r = hand.result();
        assertThat(r.contractor()).isEqualTo(-1);
        assertThat(r.bid()).isZero();
        assertThat(r.outcome()).isEqualTo(HandResult.Outcome.PLAYED);
        assertThat(r.trump()).isEqualTo(hand.view(0).trump());
        for (int s = 0; s < 2; s++) {
            int meld = hand.view(s).melds().get(s).stream().mapToInt(Meld::points).sum();
            assertThat(r.meld()[s]).isEqualTo(meld);
            assertThat(r.score()[s]).isEqualTo(meld + r.counters()[s]);
        }
    }

    // RULES.md §5: meld stands only if the player won a trick. Every duel meld is declared by a trick's winner, so
    // under meldNeeds TRICK it always stands; under meldNeeds COUNTER (RULES.md §2.9) a player whose only trick
    // held no counter, and who lost the last trick, forfeits it, keeping only the dix.
    // The non-dealer wins the first trick (9♥ against 9♣), declares, and then loses every trick.
    @ParameterizedTest(name = "{3} under {4}")
    @CsvSource(delimiter = '|', textBlock = """
            9H KD QD JH JH QH QH KH KH JC JC QC | AS AS TS TS KS KS QS QS JS JS 9S 9C | 9H AH AH QC AC 9C AC KC AD KC AD KD TH QD TH JD TC JD TC 9D TD 9D TD | marriage | TRICK   | 20 | true  | 20
            9H KD QD JH JH QH QH KH KH JC JC QC | AS AS TS TS KS KS QS QS JS JS 9S 9C | 9H AH AH QC AC 9C AC KC AD KC AD KD TH QD TH JD TC JD TC 9D TD 9D TD | marriage | COUNTER | 20 | false | 0
            9S 9H KD QD JH JH QH QH KH KH JC JC | AS AS TS TS KS KS QS QS JS JS 9C QC | 9H AH AH TD AC TD AC QC AD 9C AD KD TH QD TH JD TC JD TC 9D KC 9D KC | dix      | TRICK   | 10 | true  | 10
            9S 9H KD QD JH JH QH QH KH KH JC JC | AS AS TS TS KS KS QS QS JS JS 9C QC | 9H AH AH TD AC TD AC QC AD 9C AD KD TH QD TH JD TC JD TC 9D KC 9D KC | dix      | COUNTER | 10 | false | 10
            """)
    void meldWithoutACounterTrick(String nonDealer, String dealer, String stock, String meld, String meldNeeds,
            int shown, boolean stood, int score) {
        DuelScript s = DuelScript.deal(RuleSet.duel().with("meldNeeds", meldNeeds), nonDealer, dealer, stock, "9S");
        DuelHand hand = s.hand;
        Suit trump = Suit.SPADES;
        s.play("9H 9C").declare(meld);
        while (!hand.isOver()) {
            if (hand.phase() == Phase.DECLARE) {
                s.decline();
                continue;
            }
            List<Card> legal = DECK.faces(hand.legalCards());
            List<Played> trick = hand.view(0).trick();
            boolean phaseOne = hand.view(0).stockSize() > 0;
            // The dealer takes every trick as cheaply as it can and leads its strongest card (plain aces and
            // tens while the stock lasts, then trumps from the top); the non-dealer leads low and ducks.
            Comparator<Card> strength = Comparator.comparingInt(
                    (Card c) -> ((c.suit() == trump) != phaseOne ? 10 : 0) + c.rank().ordinal());
            Comparator<Card> cheapness = Comparator.comparingInt(
                    (Card c) -> (c.suit() == trump ? 10 : 0) + c.rank().ordinal());
            Card card;
            if (trick.isEmpty()) {
                card = hand.toAct() == DEALER ? legal.stream().max(strength).orElseThrow()
                        : legal.stream().min(cheapness).orElseThrow();
            } else {
                Card led = trick.get(0).card();
                boolean wantsTrick = hand.toAct() == DEALER;
                card = legal.stream().filter(c -> Trick.beats(c, led, trump) == wantsTrick).min(cheapness)
                        .orElseThrow(() -> new AssertionError("seat " + hand.toAct() + " cannot answer " + led));
            }
            hand.play(card);
        }
        assertThat(hand.view(0).tricks().stream().filter(t -> t.winner() == NON_DEALER)).hasSize(1);
        HandResult r = hand.result();
        assertThat(r.counters()[NON_DEALER]).isZero();
        assertThat(r.meld()[NON_DEALER]).isEqualTo(shown);
        assertThat(r.meldStood()[NON_DEALER]).isEqualTo(stood);
        assertThat(r.score()[NON_DEALER]).isEqualTo(score);
        assertThat(r.score()[DEALER]).isEqualTo(250);
    }
}
