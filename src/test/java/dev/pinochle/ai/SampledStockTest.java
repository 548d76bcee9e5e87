package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelHand;
import dev.pinochle.core.Game;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import org.junit.jupiter.api.Test;

/** The Expert's sampled play while the duel's stock lasts (RULES.md §5, phase 1). */
class SampledStockTest {
    private static final Deck DECK = Deck.SINGLE;

    /** QA: "(declare marriage K♣ Q♣: 0 ahead)". A margin under half a point is level. */
    @Test
    void aMarginUnderHalfAPointIsLevel() {
        assertThat(SampledStock.margin(RuleSet.duel(), 0.4)).isEqualTo("level");
        assertThat(SampledStock.margin(RuleSet.duel(), -0.4)).isEqualTo("level");
        assertThat(SampledStock.margin(RuleSet.duel(), 22.6)).isEqualTo("23 ahead");
        assertThat(SampledStock.margin(RuleSet.duel(), -9.5)).isEqualTo("10 behind");
        // The one-point scale shows tenths, and says the same words (ReasonsTest.everyPointFigureIsOnTheTablesScale).
        RuleSet one = RuleSet.duel().with("counting", "TEN_POINT").with("scale", "ONE");
        assertThat(SampledStock.margin(one, 0.4)).isEqualTo("level");
        assertThat(SampledStock.margin(one, -26)).isEqualTo("3 behind");
    }

    /**
     * Where a rebuilt hand's meld bookkeeping differs from the real one (a scored copy played, the face's other
     * copy then declared in another class; see {@link DuelHand#world}), the seat's own declarations differ too:
     * the Expert then takes Medium's declaration, always one the real hand allows, instead of judging options
     * the rebuilt deals would refuse.
     */
    @Test
    void whereTheRebuiltBookkeepingDiffersTheExpertDeclaresAsMedium() {
        int found = 0;
        for (long seed = 0; seed < 3_000 && found < 3; seed++) {
            Deal deal = Deal.shuffled(DECK, seed);
            DuelHand hand = new DuelHand(RuleSet.duel(), deal, (int) (seed & 1));
            Shuffle random = new Shuffle(seed);
            while (hand.view(0).stockSize() > 0) {
                SeatView view = hand.view(hand.toAct());
                if (view.phase() == Phase.DECLARE && view.legal().size() > 1) {
                    // The seat's own declarations do not depend on the cards it cannot see: any redeal shows them.
                    if (!DuelWorlds.redealt(view, new Shuffle(seed)).legalActions().equals(view.legal())) {
                        Decision expert = Bots.create(Level.EXPERT, seed, Budget.TEST).decide(view);
                        Decision medium = Bots.create(Level.MEDIUM, seed, Budget.TEST).decide(view);
                        assertThat(view.legal()).as("seed %d", seed).contains(expert.action());
                        assertThat(expert).as("seed %d", seed).isEqualTo(medium);
                        found++;
                    }
                }
                hand.applyLegal(random.nextInt(hand.legalActionCount()));
            }
        }
        assertThat(found).isGreaterThan(0);
    }

    /**
     * QA: under load the 600 ms guard let a hint rest on three deals ("played out 3 deals: the 10♦ ends the hand
     * 86 ahead on average"), read as a firm figure. Under {@link ExpertPlay#FEW_FOR_ODDS} deals the reason says so.
     */
    @Test
    void aReasonFromFewDealsSaysSo() {
        Game game = Game.start(RuleSet.duel(), 4);
        Bot medium = Bots.create(Level.MEDIUM, 4, Budget.TEST);
        while (game.view(game.toAct()).legal().size() < 2) {
            game.apply(medium.decide(game.view(game.toAct())).action());
        }
        SeatView view = game.view(game.toAct());
        Decision m = medium.decide(view);
        String few = new SampledStock(new Budget(3, 200_000, 0, 8), 4).decide(view, m).reason();
        String enough = new SampledStock(Budget.TEST, 4).decide(view, m).reason();
        assertThat(few).startsWith("played out 3 deals, too few to go by: ");
        assertThat(enough).startsWith("played out 12 deals: ");
    }
}
