package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.CardSets;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelHand;
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
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A bot decides from its view alone: deal the cards it cannot see differently (consistently with everything it
 * saw, so the view is the same) and it makes the same decision, at the auction and in trick play.
 */
class FairnessTest {

    static Stream<Arguments> tablesAndLevels() {
        Stream.Builder<Arguments> out = Stream.builder();
        for (Level level : Level.values()) {
            out.add(Arguments.of("standard, with the pass", RuleSet.standard(), level));
            out.add(Arguments.of("cutthroat", RuleSet.cutthroat(), level));
            out.add(Arguments.of("double deck", RuleSet.doubleDeck(), level));
            out.add(Arguments.of("three-handed", RuleSet.threeHanded(), level));
        }
        return out.build();
    }

    @ParameterizedTest(name = "{0}, {2}")
    @MethodSource("tablesAndLevels")
    void decisionsDoNotDependOnTheCardsABotCannotSee(String name, RuleSet rules, Level level) {
        int seats = rules.mode().seats();
        int checked = 0;
        int passes = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Game game = Game.start(rules, seed);
            Bot[] drivers = new Bot[seats];
            for (int s = 0; s < seats; s++) {
                drivers[s] = Bots.create(Level.MEDIUM, s);
            }
            int decisions = 0;
            while (game.hand().phase() != Phase.HAND_OVER && game.handNumber() == 1) {
                int seat = game.toAct();
                SeatView view = game.view(seat);
                // Every pass is checked (a seat decides one a hand), every seventh decision besides.
                boolean pass = view.phase() == Phase.PASS_TO_BIDDER || view.phase() == Phase.PASS_BACK;
                if ((decisions++ % 7 == 3 || pass) && view.phase() != Phase.CONCEDE_OR_PLAY) {
                    SeatView other = redealtView(game, seat, new Shuffle(seed * 31 + decisions));
                    if (other != null) {
                        sameDecision(level, seed * 1000 + seat, view, other, "game seed " + seed);
                        checked++;
                        passes += pass ? 1 : 0;
                    }
                }
                game.apply(drivers[seat].decide(view).action());
            }
        }
        assertThat(checked).isGreaterThan(10);
        // Six hands, each with a pass each way unless thrown in.
        assertThat(passes).isGreaterThanOrEqualTo(rules.passCount() > 0 ? 8 : 0);
    }

    /**
     * The duel while the stock lasts: the other hand and the stock's order dealt again consistently with the
     * seat's view (the same view, built with {@link DuelHand#world}), and every level plays the same card and
     * makes the same declaration.
     */
    @ParameterizedTest(name = "duel, {0}")
    @EnumSource(Level.class)
    void duelStockPlayDoesNotDependOnTheCardsABotCannotSee(Level level) {
        int checked = 0;
        for (long seed = 1; seed <= 12; seed++) {
            DuelHand hand = new DuelHand(RuleSet.duel(), Deal.shuffled(Deck.SINGLE, seed), (int) (seed & 1));
            Bot driver = Bots.create(Level.MEDIUM, seed);
            Shuffle rng = new Shuffle(seed);
            for (int step = 0; hand.view(0).stockSize() > 0; step++) {
                int seat = hand.toAct();
                SeatView view = hand.view(seat);
                if (step % 5 == 2) {
                    sameDecision(level, seed * 1000 + seat, view, DuelWorlds.redealt(view, rng).view(seat),
                            "deal seed " + seed + ", step " + step);
                    checked++;
                }
                hand.apply(driver.decide(view).action());
            }
        }
        assertThat(checked).isGreaterThan(20);
    }

    /** The redealt view is the seat's view, and two bots of one level and seed decide alike from each. */
    private static void sameDecision(Level level, long botSeed, SeatView view, SeatView redealt, String where) {
        assertThat(redealt).as(where).isEqualTo(view);
        Decision here = Bots.create(level, botSeed, Budget.TEST).decide(view);
        Decision there = Bots.create(level, botSeed, Budget.TEST).decide(redealt);
        assertThat(there).as("%s, %s at %s, stock %d", where, level, view.phase(), view.stockSize()).isEqualTo(here);
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
        int seats = rules.mode().seats();
        attempts:
        for (int attempt = 0; attempt < 40; attempt++) {
            long[] now = sampler.deal(rng, 50, null);
            long[] gave = new long[seats];
            long[] got = new long[seats];
            passes(record, deck, gave, got);
            if (!keepThePass(now, belief, gave, got, rng)) {
                continue;
            }
            // Three-handed (§7): the widow is the extra holder until it is shown; the bidder's dealt hand is what
            // it holds, played and buried (for a defender the buried cards are the extra holder), less the widow.
            boolean three = seats == 3;
            long widow = !three ? 0 : view.widow().isEmpty() ? now[seats] : deck.setOf(view.widow());
            long buried = belief.buriedHolder() >= 0 ? now[belief.buriedHolder()] : deck.setOf(view.buried());
            List<List<Card>> dealt = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                int s = (record.dealer() + 1 + i) % seats;
                // With the pass (RULES.md §2.4), a seat was dealt what it holds and played, plus what it passed,
                // less what it got.
                long h = now[s] + belief.playedBy(s) + gave[s];
                if (!deck.contains(h, got[s])) {
                    continue attempts;
                }
                h -= got[s];
                if (three && s == view.contractor()) {
                    h += buried;
                    if (!deck.contains(h, widow)) {
                        continue attempts;
                    }
                    h -= widow;
                }
                dealt.add(deck.cards(h));
            }
            HandState hand = Game.newHand(rules, Deal.ofHands(deck, dealt, deck.cards(widow)), record.dealer());
            try {
                for (Call c : record.actions()) {
                    hand.apply(c.action());
                }
            } catch (IllegalActionException e) {
                continue;
            }
            SeatView other = hand.view(seat).withGame(view.handNumber(), view.scores(), view.gameWinner());
            if (other.equals(view)) {
                return other;
            }
        }
        return null;
    }

    /** The cards each seat passed and got in the pass between partners, from the record. */
    private static void passes(HandRecord record, Deck deck, long[] gave, long[] got) {
        for (Call c : record.actions()) {
            if (c.action() instanceof Action.PassCards pass) {
                long set = deck.setOf(pass.cards());
                gave[c.seat()] += set;
                got[(c.seat() + 2) % 4] += set;
            }
        }
    }

    /**
     * The cards passed between the other two partners are hidden from this seat, yet the record fixes them: the
     * receiver must still hold, or have played, those it did not pass back. Each such card the sampled world put
     * elsewhere trades places with one of the receiver's cards it did not get by the pass; false if none is left.
     * A trade that breaks a void or a meld shown is caught when the record is replayed or the views compared.
     */
    private static boolean keepThePass(long[] now, Belief belief, long[] gave, long[] got, Shuffle rng) {
        Deck deck = belief.deck();
        for (int r = 0; r < got.length; r++) {
            if (got[r] == 0 || r == belief.me() || (r + 2) % 4 == belief.me()) {
                continue;
            }
            long kept = CardSets.minusFloor(deck, got[r], gave[r]);
            for (Card c : deck.cards(kept)) {
                long held = now[r] + belief.playedBy(r);
                if (deck.count(held, c) >= deck.count(kept, c)) {
                    continue;
                }
                int from = -1;
                for (int h = 0; h < now.length && from < 0; h++) {
                    if (h != r && h != belief.me() && deck.count(now[h], c) > 0) {
                        from = h;
                    }
                }
                List<Card> spare = new ArrayList<>();
                for (Card d : deck.faces(now[r])) {
                    if (deck.count(held, d) > deck.count(kept, d)
                            && deck.count(now[r], d) > deck.count(belief.known(r), d)) {
                        spare.add(d);
                    }
                }
                if (from < 0 || spare.isEmpty()) {
                    return false;
                }
                long d = deck.one(spare.get(rng.nextInt(spare.size())));
                long one = deck.one(c);
                now[r] += one - d;
                now[from] += d - one;
            }
        }
        return true;
    }
}
