package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandState;
import dev.pinochle.core.IllegalActionException;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A bot decides from its view alone: deal the cards it cannot see differently (consistently with everything it
 * saw, so the view is the same) and it makes the same decision, at the auction and in trick play.
 */
class FairnessTest {

    @ParameterizedTest
    @EnumSource(Level.class)
    void decisionsDoNotDependOnTheCardsABotCannotSee(Level level) {
        RuleSet rules = RuleSet.cutthroat();
        int checked = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Game game = Game.start(rules, seed);
            Bot[] drivers = new Bot[4];
            for (int s = 0; s < 4; s++) {
                drivers[s] = Bots.create(Level.MEDIUM, s);
            }
            int decisions = 0;
            while (game.hand().phase() != Phase.HAND_OVER && game.handNumber() == 1) {
                int seat = game.toAct();
                SeatView view = game.view(seat);
                if (decisions++ % 7 == 3 && view.phase() != Phase.CONCEDE_OR_PLAY) {
                    SeatView other = redealtView(game, seat, new Shuffle(seed * 31 + decisions));
                    if (other != null) {
                        assertThat(other).isEqualTo(view);
                        long botSeed = seed * 1000 + seat;
                        Decision here = Bots.create(level, botSeed, Budget.TEST).decide(view);
                        Decision there = Bots.create(level, botSeed, Budget.TEST).decide(other);
                        assertThat(there).as("%s at %s", level, view.phase()).isEqualTo(here);
                        checked++;
                    }
                }
                game.apply(drivers[seat].decide(view).action());
            }
        }
        assertThat(checked).isGreaterThan(10);
    }

    /**
     * The same hand with every card {@code seat} cannot see dealt again at random, consistently with its view,
     * and the same actions replayed: that seat's view of the new hand, or null if no redeal fitted in a few tries.
     */
    private static SeatView redealtView(Game game, int seat, Shuffle rng) {
        RuleSet rules = game.rules();
        Deck deck = rules.deck();
        HandRecord record = game.hands().get(game.hands().size() - 1);
        SeatView view = game.view(seat);
        Belief belief = Belief.of(view);
        Sampler sampler = new Sampler(belief);
        for (int attempt = 0; attempt < 40; attempt++) {
            long[] now = sampler.deal(rng, 50, null);
            List<List<Card>> dealt = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                int s = (record.dealer() + 1 + i) % 4;
                dealt.add(deck.cards(now[s] + belief.playedBy(s)));
            }
            HandState hand = Game.newHand(rules, Deal.ofHands(deck, dealt, List.of()), record.dealer());
            try {
                for (Call c : record.actions()) {
                    hand.apply(c.action());
                }
            } catch (IllegalActionException e) {
                continue;
            }
            SeatView other = withGameOf(hand.view(seat), view);
            if (other.equals(view)) {
                return other;
            }
        }
        return null;
    }

    /** A hand's view completed with the game's progress, as {@code Game.view} does. */
    private static SeatView withGameOf(SeatView v, SeatView game) {
        return new SeatView(v.rules(), v.seat(), game.handNumber(), v.dealer(), v.phase(), v.toAct(), v.hand(),
                v.handSizes(), v.auction(), v.contractor(), v.bid(), v.trump(), v.received(), v.given(), v.melds(),
                v.exposed(), v.trick(), v.tricks(), v.stockSize(), v.turnedUp(), v.widow(), v.buried(), v.legal(),
                game.scores(), v.result(), game.gameWinner());
    }
}
