package dev.pinochle.ai.belief;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.ai.Bot;
import dev.pinochle.ai.Bots;
import dev.pinochle.ai.Level;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandState;
import dev.pinochle.core.PartnershipHand;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.core.ThreeHandedHand;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class BeliefTest {

    static Stream<Arguments> tables() {
        return Stream.of(
                Arguments.of("standard", RuleSet.standard()),
                Arguments.of("no head", RuleSet.standard().with("playRules", "NO_HEAD")),
                Arguments.of("discard when cannot overtrump", RuleSet.standard()
                        .with("mayDiscardWhenCannotOvertrump", "true")),
                Arguments.of("head led suit", RuleSet.standard().with("headLedSuitWhenTrumped", "true")),
                Arguments.of("first lead trump", RuleSet.standard().with("firstLeadTrump", "true")),
                Arguments.of("one-point (run extras BONUS)", RuleSet.onePoint()),
                Arguments.of("double deck", RuleSet.doubleDeck()),
                Arguments.of("double deck, run extras BONUS", RuleSet.doubleDeck().with("runExtras", "BONUS")),
                Arguments.of("duel", RuleSet.duel()),
                Arguments.of("duel with dix exchange", RuleSet.duel().with("dixExchange", "true")),
                Arguments.of("three-handed", RuleSet.threeHanded()));
    }

    /** At every decision, what each seat infers holds for the true hands, and sampled worlds respect it. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("tables")
    void inferencesHoldForTheTrueHandsAndSamplesRespectThem(String name, RuleSet rules) {
        int checked = 0;
        for (long seed = 1; seed <= 4; seed++) {
            long gameSeed = seed * 7 + name.hashCode();
            try {
                checked += playAndCheck(rules, gameSeed, new Shuffle(seed));
            } catch (AssertionError | RuntimeException e) {
                // A failure names the game's seed and the sampler's, so that it can become a fixture.
                throw new AssertionError(name + ", game seed " + gameSeed + ", sampler seed " + seed + ": "
                        + e.getMessage(), e);
            }
        }
        assertThat(checked).as("views checked in trick play").isPositive();
    }

    /**
     * The first hand of game {@code gameSeed}, Medium at every seat, checked at every decision in trick play; returns
     * the number of views checked.
     */
    private static int playAndCheck(RuleSet rules, long gameSeed, Shuffle rng) {
        Deck deck = rules.deck();
        int seats = rules.mode().seats();
        Game game = Game.start(rules, gameSeed);
        Bot[] bots = new Bot[seats];
        for (int s = 0; s < seats; s++) {
            bots[s] = Bots.create(Level.MEDIUM, s);
        }
        int hand = game.handNumber();
        int checked = 0;
        while (!game.isOver() && game.handNumber() == hand) {
            HandState state = game.hand();
            for (int s = 0; s < seats; s++) {
                SeatView view = game.view(s);
                if (view.phase() == Phase.TRICKS) {
                    check(deck, state, Belief.of(view), rng);
                    checked++;
                }
            }
            int seat = game.toAct();
            game.apply(bots[seat].decide(game.view(seat)).action());
        }
        return checked;
    }

    private static void check(Deck deck, HandState state, Belief b, Shuffle rng) {
        for (int s = 0; s < b.seats(); s++) {
            long truth = state.handOf(s);
            assertThat(deck.contains(truth, b.known(s))).as("seat %d holds what %d knows", s, b.me()).isTrue();
            assertThat(truth & b.excluded(s)).as("seat %d holds no excluded face", s).isZero();
            assertThat(deck.size(truth)).isEqualTo(b.size(s));
        }
        if (b.buriedHolder() >= 0) {
            // §7: the bidder's buried cards are a holder of their own for a defender; they hold the widow's rest.
            long buried = ((ThreeHandedHand) state).buried();
            assertThat(deck.size(buried)).isEqualTo(b.size(b.buriedHolder()));
            assertThat(buried & b.excluded(b.buriedHolder())).isZero();
        }
        long[] world = new Sampler(b).deal(rng);
        long all = 0;
        for (int h = 0; h < b.holders(); h++) {
            assertThat(deck.size(world[h])).isEqualTo(b.size(h));
            assertThat(deck.contains(world[h], b.known(h))).isTrue();
            if (h != b.me()) {
                assertThat(world[h] & b.excluded(h)).isZero();
            }
            all += world[h];
        }
        assertThat(all).isEqualTo(b.unseen() + b.mine());
        if (b.determined()) {
            for (int s = 0; s < b.seats(); s++) {
                assertThat(world[s]).as("the one deal that fits is the true one, seat %d", s)
                        .isEqualTo(state.handOf(s));
            }
        }
    }

    /**
     * §5 phase 2: once the stock is gone the duel hides no card, so one deal fits and the Expert solves it once;
     * while the stock lasts, many fit.
     */
    @Test
    void theDuelIsDeterminedExactlyWhenTheStockIsGone() {
        RuleSet rules = RuleSet.duel();
        Game game = Game.start(rules, 11);
        Bot[] bots = {Bots.create(Level.MEDIUM, 0), Bots.create(Level.MEDIUM, 1)};
        int hand = game.handNumber();
        int determined = 0;
        int open = 0;
        while (!game.isOver() && game.handNumber() == hand) {
            for (int s = 0; s < 2; s++) {
                SeatView view = game.view(s);
                if (view.phase() == Phase.TRICKS) {
                    boolean one = Belief.of(view).determined();
                    assertThat(one).as("seat %d, %d cards in stock", s, view.stockSize())
                            .isEqualTo(view.stockSize() == 0);
                    determined += one ? 1 : 0;
                    open += one ? 0 : 1;
                }
            }
            int seat = game.toAct();
            game.apply(bots[seat].decide(game.view(seat)).action());
        }
        assertThat(determined).isPositive();
        assertThat(open).isPositive();
    }

    @Test
    void aSeatThatDoesNotFollowIsVoidAndOneThatDoesNotBeatHoldsNothingHigher() {
        RuleSet rules = RuleSet.cutthroat();
        Deck deck = rules.deck();
        long leader = deck.setOf("AS TS KS QS QS AH TH KH KH QH JH 9H");
        long clubsAndDiamonds = deck.setOf("AC TC KC QC JC 9C AD TD KD QD JD 9D");
        long lowSpades = deck.setOf("JS JS 9S 9S AH TH QH JH 9H AC TC KC");
        long rest = deck.full() - leader - clubsAndDiamonds - lowSpades;
        // Dealer 0: the deal's first hand goes to seat 1, who opens, wins the auction and leads.
        Deal deal = Deal.ofHands(deck, List.of(deck.cards(leader), deck.cards(clubsAndDiamonds),
                deck.cards(lowSpades), deck.cards(rest)), List.of());
        PartnershipHand h = new PartnershipHand(rules, deal, 0);
        h.apply(new Action.Bid(250));
        for (int i = 0; i < 3; i++) {
            h.apply(Action.Pass.INSTANCE);
        }
        h.apply(new Action.NameTrump(Suit.HEARTS));
        h.apply(new Action.PlayOn());
        h.apply(Action.Play.of(Card.parse("QS")));
        h.apply(Action.Play.of(Card.parse("AC")));
        h.apply(Action.Play.of(Card.parse("JS")));
        Belief b = Belief.of(h.view(0));
        assertThat(b.isVoid(2, Suit.SPADES)).isTrue();
        assertThat(b.isVoid(2, Suit.HEARTS)).as("void in spades and did not trump: no trump either").isTrue();
        for (String higher : List.of("AS", "TS", "KS")) {
            assertThat(b.excluded(3) & deck.one(Card.parse(higher))).as(higher).isNotZero();
        }
        assertThat(b.excluded(3) & deck.one(Card.parse("QS"))).as("an equal queen would not have won").isZero();
        assertThat(b.mayHold(Card.parse("AS"))).containsExactly(1);
    }

    /**
     * RULES.md §4 {@code runExtras=BONUS}: an extra trump K marries the run's own Q, so the meld lists that Q
     * twice in its class (in the run and in the royal marriage) while the hand holds it once. The other seats
     * may infer one Q only; inferring two broke the sampler ("no deal fits") whenever they could see the other.
     */
    @Test
    void aRoyalMarriageOnTheRunProvesOneQueenNotTwo() {
        RuleSet rules = RuleSet.onePoint().with("passCount", "0");
        Deck deck = rules.deck();
        long bidder = deck.setOf("AH TH KH KH QH JH AS AC AD 9C 9D 9S");
        long otherQueen = deck.setOf("QH 9H 9H JS JS QS TC KC QC JC TD KD");
        long third = deck.setOf("TH AS TS KS QS JH AC TC KC QC JC AD");
        long rest = deck.full() - bidder - otherQueen - third;
        // Dealer 0: the deal's first hand goes to seat 1, who opens, wins the auction and names hearts.
        Deal deal = Deal.ofHands(deck, List.of(deck.cards(bidder), deck.cards(third), deck.cards(rest),
                deck.cards(otherQueen)), List.of());
        PartnershipHand h = new PartnershipHand(rules, deal, 0);
        h.apply(new Action.Bid(rules.minBid()));
        for (int i = 0; i < 3; i++) {
            h.apply(Action.Pass.INSTANCE);
        }
        h.apply(new Action.NameTrump(Suit.HEARTS));
        assertThat(h.view(0).melds().get(1)).extracting(m -> m.kind().label())
                .contains("run", "royal marriage");
        Belief b = Belief.of(h.view(0));
        assertThat(deck.count(b.known(1), Card.parse("QH"))).as("queens of hearts seat 1 is known to hold")
                .isEqualTo(1);
        assertThat(deck.count(b.known(1), Card.parse("KH"))).isEqualTo(1);
        check(deck, h, b, new Shuffle(5));
    }

    /**
     * §5 {@code dixExchange}: the turned-up card goes face up into the exchanger's hand, so the other player knows
     * it is there until a copy of that face is played, as a player at the table would remember.
     */
    @Test
    void theOtherSeatRemembersTheCardADixExchangeTook() {
        RuleSet rules = RuleSet.duel().with("dixExchange", "true");
        Deck deck = rules.deck();
        int remembered = 0;
        for (long seed = 1; seed <= 60 && remembered == 0; seed++) {
            Game game = Game.start(rules, seed);
            Bot[] bots = {Bots.create(Level.MEDIUM, 0), Bots.create(Level.MEDIUM, 1)};
            int hand = game.handNumber();
            while (!game.isOver() && game.handNumber() == hand) {
                int seat = game.toAct();
                SeatView view = game.view(seat);
                Played exchange = view.exchange();
                // Only the exchange can tell: the card is not on the table as meld, and no copy was played.
                if (exchange != null && exchange.seat() != seat && view.phase() == Phase.TRICKS
                        && view.stockSize() > 0 && !view.exposed().get(exchange.seat()).contains(exchange.card())
                        && view.exchangedCardHeld(exchange.seat()) != null) {
                    assertThat(deck.count(Belief.of(view).known(exchange.seat()), exchange.card()))
                            .as("seed %d: seat %d saw seat %d take %s", seed, seat, exchange.seat(),
                                    exchange.card().display())
                            .isPositive();
                    remembered++;
                }
                Action action = bots[seat].decide(view).action();
                if (action instanceof Action.ExchangeDix) {
                    Card turned = view.turnedUp();
                    game.apply(action);
                    assertThat(game.view(1 - seat).exchange()).isEqualTo(new Played(seat, turned));
                } else {
                    game.apply(action);
                }
            }
        }
        assertThat(remembered).as("decisions after an exchange by the other seat").isPositive();
    }
}
