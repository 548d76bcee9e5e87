package dev.pinochle.core;

import static dev.pinochle.core.DuelScript.DEALER;
import static dev.pinochle.core.DuelScript.DECK;
import static dev.pinochle.core.DuelScript.NON_DEALER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The deal, the stock tricks with their meld turn and draw, the switch to the play-off, the end of the hand. */
class DuelPhasesTest {
    private static final String WINNER = "AH AH TH TH JC JC 9D 9D KC KC AD AD";
    private static final String LOSER = "9C 9C 9H 9H JH JH TC TC AC AC QH QH";

    // RULES.md §5: 12 cards each, 24 in the stock, the bottom card turned up sets trump; the non-dealer leads.
    @ParameterizedTest(name = "dealer {0}")
    @ValueSource(ints = {0, 1})
    void dealFollowsTheDealOrder(int dealer) {
        Deal deal = Deal.shuffled(Deck.SINGLE, 42);
        DuelHand hand = new DuelHand(RuleSet.duel(), deal, dealer);
        assertThat(hand.handOf(1 - dealer)).isEqualTo(deal.set(0, 12));
        assertThat(hand.handOf(dealer)).isEqualTo(deal.set(12, 24));
        assertThat(hand.stock()).isEqualTo(deal.set(24, 48));
        assertThat(hand.toAct()).isEqualTo(1 - dealer);
        assertThat(hand.phase()).isEqualTo(Phase.TRICKS);
        SeatView view = hand.view(dealer);
        assertThat(view.trump()).isEqualTo(deal.card(47).suit());
        assertThat(view.turnedUp()).isEqualTo(deal.card(47));
        assertThat(view.stockSize()).isEqualTo(24);
    }

    // RULES.md §5 phase 1: any card may be played; the higher card of the suit led wins unless a trump is
    // played; identical cards: the first wins. The winner banks both cards' counters (classic values).
    @ParameterizedTest(name = "{0} led, {1} played: {2} wins {3}")
    @CsvSource(delimiter = '|', textBlock = """
            AH | TH | leader   | 21
            TH | AH | follower | 21
            AH | AH | leader   | 22
            KH | 9S | follower | 4
            9C | AH | leader   | 11
            9S | AH | leader   | 11
            JS | 9S | leader   | 2
            QS | AS | follower | 14
            """)
    void stockTricks(String lead, String follow, String winner, int counters) {
        DuelScript s = DuelScript.deal(lead + " KD", follow + " KH QD", "", "TS");
        assertThat(s.hand.legalCards()).isEqualTo(s.hand.handOf(NON_DEALER));
        s.play(lead);
        // No duty to follow or beat while the stock lasts.
        assertThat(s.hand.legalCards()).isEqualTo(s.hand.handOf(DEALER));
        s.play(follow);
        int seat = winner.equals("leader") ? NON_DEALER : DEALER;
        assertThat(s.hand.phase()).isEqualTo(Phase.DECLARE);
        assertThat(s.hand.toAct()).isEqualTo(seat);
        assertThat(s.hand.view(0).tricks()).containsExactly(new TrickRecord(
                List.of(new Played(NON_DEALER, Card.parse(lead)), new Played(DEALER, Card.parse(follow))),
                seat));
        assertThat(s.hand.counters(seat)).isEqualTo(counters);
        assertThat(s.hand.counters(1 - seat)).isZero();
    }

    // RULES.md §5: the winner may declare one meld, then draws the top card, the loser the next; the winner leads.
    @ParameterizedTest(name = "leader wins: {0}")
    @ValueSource(booleans = {true, false})
    void winnerDrawsFirstAndLeads(boolean leaderWins) {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "KS QS", "TS");
        long leaderBefore = s.hand.handOf(NON_DEALER);
        long followerBefore = s.hand.handOf(DEALER);
        s.play(leaderWins ? "AH 9C" : "JC TC");
        int winner = leaderWins ? NON_DEALER : DEALER;
        assertThat(s.hand.legalActions()).last().isEqualTo(new Action.Decline());
        s.decline();
        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        assertThat(s.hand.toAct()).isEqualTo(winner);
        long leaderDrew = s.hand.handOf(NON_DEALER) - leaderBefore + DECK.one(Card.parse(leaderWins ? "AH" : "JC"));
        long followerDrew = s.hand.handOf(DEALER) - followerBefore + DECK.one(Card.parse(leaderWins ? "9C" : "TC"));
        assertThat(DECK.format(leaderDrew)).isEqualTo(leaderWins ? "KS" : "QS");
        assertThat(DECK.format(followerDrew)).isEqualTo(leaderWins ? "QS" : "KS");
        assertThat(s.hand.view(0).stockSize()).isEqualTo(22);
    }

    // A winner with nothing to declare still has its turn: it can only pass.
    @Test
    void nothingToDeclareLeavesOnlyThePass() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "", "TS");
        s.play("AH 9C");
        assertThat(s.hand.legalActions()).containsExactly(new Action.Decline());
    }

    // RULES.md §5: the turned-up card is drawn last, so the loser of the twelfth trick takes it.
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void loserOfTheTwelfthTrickDrawsTheTurnedUpCard(long seed) {
        Deal deal = Deal.shuffled(Deck.SINGLE, seed);
        DuelHand hand = new DuelHand(RuleSet.duel(), deal, (int) (seed & 1));
        DuelScript.toLastMeldTurn(hand);
        int winner = hand.toAct();
        long winnerBefore = hand.handOf(winner);
        long loserBefore = hand.handOf(1 - winner);
        assertThat(hand.view(0).turnedUp()).isEqualTo(deal.card(47));
        hand.apply(new Action.Decline());
        assertThat(hand.handOf(winner) - winnerBefore).isEqualTo(DECK.one(deal.card(46)));
        assertThat(hand.handOf(1 - winner) - loserBefore).isEqualTo(DECK.one(deal.card(47)));
        assertThat(hand.view(0).stockSize()).isZero();
        assertThat(hand.view(0).turnedUp()).isNull();
    }

    // RULES.md §5: once the stock is gone the last 12 tricks have the play-off duty, no melding and no drawing.
    @Test
    void phaseTwoStartsWhenTheStockIsGone() {
        DuelScript s = DuelScript.playOff("AH KH JH 9H AC KC 9C AD KD JD 9D JS",
                "AH TH QH TD 9D 9S 9S QS KS AS JS TS");
        assertThat(s.hand.view(0).stockSize()).isZero();
        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        assertThat(s.hand.toAct()).isEqualTo(NON_DEALER);
        assertThat(s.cards(NON_DEALER)).isEqualTo("JS AH KH JH 9H AC KC 9C AD KD JD 9D");
        s.play("KH");
        assertThat(DECK.format(s.hand.legalCards())).isEqualTo("AH TH");
        s.play("AH");
        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        assertThat(s.hand.toAct()).isEqualTo(DEALER);
        assertThat(s.hand.view(0).stockSize()).isZero();
        assertThatThrownBy(() -> s.hand.apply(new Action.Decline())).isInstanceOf(IllegalActionException.class)
                .hasMessage("The stock is gone: no more melding, play a card.");
    }

    // RULES.md §5: 24 tricks make the hand; then nothing is legal.
    @Test
    void handEndsAfterTwentyFourTricks() {
        DuelHand hand = new DuelHand(RuleSet.duel(), Deal.shuffled(Deck.SINGLE, 9), 0);
        int plays = 0;
        while (!hand.isOver()) {
            plays += hand.phase() == Phase.TRICKS ? 1 : 0;
            hand.applyLegal(0);
        }
        assertThat(plays).isEqualTo(48);
        assertThat(hand.toAct()).isEqualTo(-1);
        assertThat(hand.legalActions()).isEmpty();
        assertThat(hand.legalActionCount()).isZero();
        assertThat(hand.view(0).tricks()).hasSize(24);
        assertThat(hand.explain(Card.parse("AS"))).isEqualTo("The hand is over.");
        assertThatThrownBy(() -> hand.apply(Action.Play.of(Card.parse("AS"))))
                .isInstanceOf(IllegalActionException.class).hasMessage("The hand is over.");
    }

    // HandState: anything not legal is refused with a sentence saying why.
    @Test
    void illegalActionsAreRefusedWithAReason() {
        DuelScript s = DuelScript.deal(WINNER, LOSER, "", "TS");
        DuelHand hand = s.hand;
        assertThatThrownBy(() -> hand.apply(Action.Play.of(Card.parse("QS"))))
                .isInstanceOf(IllegalActionException.class).hasMessage("You don't hold the Q♠.");
        assertThatThrownBy(() -> hand.apply(new Action.Decline()))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("You may pass on melding only after winning a trick, before the draw.");
        assertThatThrownBy(() -> hand.apply(new Action.Bid(250)))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("The duel has no Bid: play a card, declare a meld or pass.");
        s.play("AH 9C");
        assertThatThrownBy(() -> hand.apply(Action.Play.of(Card.parse("AH"))))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("The trick is won: its winner declares a meld or passes before the next lead.");
        assertThatThrownBy(() -> hand.apply(new Action.Declare(MeldKind.MARRIAGE, Card.parseAll("KC QH"))))
                .isInstanceOf(IllegalActionException.class).hasMessage("Q♥ K♣ is not a marriage with spades trump.");
        assertThatThrownBy(() -> hand.apply(new Action.Declare(MeldKind.DIX, Card.parseAll("9S 9S 9S"))))
                .isInstanceOf(IllegalActionException.class).hasMessage("A meld cannot hold too many 9♠: the single "
                        + "deck holds 2 of each card.");
        assertThatThrownBy(() -> hand.apply(new Action.ExchangeDix()))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("This table plays without the dix exchange (rule dixExchange is off).");
    }

    @Test
    void onlyDuelRulesDealADuel() {
        assertThatThrownBy(() -> new DuelHand(RuleSet.standard(), Deal.shuffled(Deck.SINGLE, 1), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("mode PARTNERSHIP");
        assertThatThrownBy(() -> new DuelHand(RuleSet.duel(), Deal.shuffled(Deck.SINGLE, 1), 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 2");
    }
}
