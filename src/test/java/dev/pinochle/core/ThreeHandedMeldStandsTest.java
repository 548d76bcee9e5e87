package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * RULES.md §7 with §2.9's {@code meldNeeds}: the bidder's buried counters "count toward the bidder's own trick
 * score" (seed 000), so under COUNTER they keep the bidder's meld even in a hand in which it wins no trick; under
 * TRICK they do not (docs/rules.md, three-handed, decision).
 */
class ThreeHandedMeldStandsTest {
    /**
     * Double pinochle (300), jacks around (40) and, with hearts trump, both dix (20), all in nines, jacks and
     * queens; the K♦ from the widow goes into the bury.
     */
    private static final String SOUTH = "QS QS JD JD JS JS JH JC 9S 9S 9H 9H QH 9C 9C";
    private static final String WIDOW = "KD 9D QC";
    private static final String BURY = "KD 9D QC";

    @Test
    void buriedCountersKeepTheMeldOfABidderWhoWinsNoTrickUnderCounterOnly() {
        for (long seed = 1; seed <= 200; seed++) {
            HandResult counter = playedOut(RuleSet.threeHanded().with("meldNeeds", "COUNTER"), seed);
            if (counter == null) {
                continue; // South won a trick in this deal.
            }
            HandResult trick = playedOut(RuleSet.threeHanded().with("meldNeeds", "TRICK"), seed);
            // Every message names the deal's seed, so that a failure can become a fixture.
            assertThat(counter.counters()[0]).as("seed %d: the K♦ buried, no trick won", seed).isEqualTo(10);
            assertThat(counter.meldStood()[0]).as("seed %d: COUNTER, the buried K♦ keeps the meld", seed).isTrue();
            assertThat(counter.meld()[0]).as("seed %d", seed).isEqualTo(360);
            assertThat(counter.score()[0]).as("seed %d: 360 meld + 10 reach 300", seed).isEqualTo(300);
            assertThat(trick.meldStood()[0]).as("seed %d: TRICK, no trick won, no meld", seed).isFalse();
            assertThat(trick.score()[0]).as("seed %d: 10 alone is set", seed).isEqualTo(-300);
            return;
        }
        throw new AssertionError("no deal of 200 in which South wins no trick");
    }

    /**
     * South bids 300, names hearts, buries {@link #BURY} and plays its lowest legal card; West and East, dealt the
     * rest by {@code seed}, their highest. The result, or {@code null} if South won a trick.
     */
    private static HandResult playedOut(RuleSet rules, long seed) {
        Deck deck = rules.deck();
        List<Card> rest = new ArrayList<>(deck.cards(deck.full()));
        Card.parseAll(SOUTH).forEach(rest::remove);
        Card.parseAll(WIDOW).forEach(rest::remove);
        Collections.shuffle(rest, new Random(seed));
        List<List<Card>> hands = List.of(Card.parseAll(SOUTH), new ArrayList<>(rest.subList(0, 15)),
                new ArrayList<>(rest.subList(15, 30)));
        // East deals, so South bids first.
        ThreeHandedHand h = new ThreeHandedHand(rules.with("allowThrowIn", "false"),
                Deal.ofHands(deck, hands, Card.parseAll(WIDOW)), 2);
        h.apply(new Action.Bid(300));
        h.apply(Action.Pass.INSTANCE);
        h.apply(Action.Pass.INSTANCE);
        h.apply(new Action.NameTrump(Suit.HEARTS));
        h.apply(new Action.Bury(Card.parseAll(BURY)));
        Comparator<Action> byRank = Comparator.comparing(a -> ((Action.Play) a).card().rank());
        while (!h.isOver()) {
            List<Action> legal = h.legalActions();
            h.apply(h.toAct() == 0 ? Collections.min(legal, byRank) : Collections.max(legal, byRank));
            if (h.view(0).tricks().stream().anyMatch(t -> t.winner() == 0)) {
                return null;
            }
        }
        return h.result();
    }
}
