package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A finished hand steps from the deal to the score with every card face up; the advisor hook finds other choices. */
class HandReviewTest {
    static List<RuleSet> ruleSets() {
        return Tables.ruleSets();
    }

    private static GameRecord twoHandsPlayed(RuleSet rules, long seed) {
        Game game = Game.start(rules, seed);
        RandomPlay play = new RandomPlay(seed);
        while (game.hands().size() < 3 && !game.isOver()) {
            game.apply(play.choose(game));
        }
        return GameRecord.of(Tables.info(rules), game);
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void stepsFromTheDealThroughEveryActionToTheResult(RuleSet rules) {
        GameRecord record = twoHandsPlayed(rules, 12);
        HandRecord hand = record.hands().get(1);

        HandReview review = HandReview.of(record, 1);

        List<HandReview.Step> steps = review.steps();
        assertThat(steps).hasSize(hand.actions().size() + 1);
        assertThat(steps.get(0).call()).isNull();
        assertThat(steps.get(0).phase()).isEqualTo(Game.newHand(rules, hand.deal(), hand.dealer()).phase());
        for (int i = 0; i < hand.actions().size(); i++) {
            assertThat(steps.get(i).toAct()).isEqualTo(hand.actions().get(i).seat());
            assertThat(steps.get(i + 1).call()).isEqualTo(hand.actions().get(i));
        }
        HandReview.Step last = steps.get(steps.size() - 1);
        assertThat(last.phase()).isEqualTo(Phase.HAND_OVER);
        assertThat(States.result(last.views().get(0).result())).isEqualTo(States.result(hand.result()));
        assertThat(last.views().get(0).scores()).as("the totals before this hand").isEqualTo(scoresAfterFirst(record));
        assertThat(last.views().get(0).handNumber()).isEqualTo(2);
    }

    private static List<Integer> scoresAfterFirst(GameRecord record) {
        List<Integer> out = new ArrayList<>();
        for (int s : record.hands().get(0).result().score()) {
            out.add(s);
        }
        return out;
    }

    @Test
    void everyCardIsFaceUpAtTheDeal() {
        RuleSet rules = RuleSet.standard();
        GameRecord record = twoHandsPlayed(rules, 4);
        Deck deck = rules.deck();

        List<Card> all = new ArrayList<>();
        for (SeatView v : HandReview.of(record, 0).steps().get(0).views()) {
            all.addAll(v.hand());
        }

        assertThat(deck.setOf(all)).isEqualTo(deck.full());
    }

    @Test
    void theAdvisorHookListsTheDecisionsItWouldHaveMadeOtherwise() {
        GameRecord record = twoHandsPlayed(RuleSet.standard(), 9);
        HandReview review = HandReview.of(record, 0);
        List<Call> humanCalls = review.hand().actions().stream().filter(c -> c.seat() == 0).toList();

        List<HandReview.Difference> none = review.differences(Set.of(0),
                view -> new HandReview.Advice(playedAt(review, view), null));
        List<HandReview.Difference> firstLegal = review.differences(Set.of(0),
                view -> new HandReview.Advice(view.legal().get(0), null));

        assertThat(none).isEmpty();
        long expected = 0;
        for (int i = 0; i < review.hand().actions().size(); i++) {
            Call c = review.hand().actions().get(i);
            if (c.seat() == 0 && !HandReview.sameChoice(review.steps().get(i).views().get(0).legal().get(0), c.action())) {
                expected++;
            }
        }
        assertThat(firstLegal).hasSize((int) expected);
        assertThat(firstLegal).allSatisfy(d -> {
            assertThat(d.taken().seat()).isZero();
            assertThat(review.steps().get(d.step() + 1).call()).isEqualTo(d.taken());
        });
        assertThat(humanCalls).isNotEmpty();
    }

    /** The action taken at the step whose acting view this is. */
    private static Action playedAt(HandReview review, SeatView view) {
        for (int i = 0; i < review.hand().actions().size(); i++) {
            if (review.steps().get(i).views().get(view.seat()).equals(view)) {
                return review.hand().actions().get(i).action();
            }
        }
        throw new AssertionError("no such step");
    }

    @Test
    void passedCardsInAnotherOrderAreTheSameChoice() {
        List<Card> cards = Card.parseAll("AS TS KS QS");
        List<Card> shuffled = Card.parseAll("QS AS KS TS");

        assertThat(HandReview.sameChoice(new Action.PassCards(cards), new Action.PassCards(shuffled))).isTrue();
        assertThat(HandReview.sameChoice(new Action.PassCards(cards), new Action.PassCards(Card.parseAll("AS TS KS JS"))))
                .isFalse();
        assertThat(HandReview.sameChoice(new Action.Bid(250), new Action.Bid(250))).isTrue();
    }
}
