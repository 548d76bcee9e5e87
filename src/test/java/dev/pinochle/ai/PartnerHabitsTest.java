package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.ScriptedHand;
import dev.pinochle.core.Suit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What players hold against partner bots in other apps (issue: bots), asked of every level on hands dealt for
 * it: passing with a contract in hand or with meld to tell the partner of, keeping trumps and aces from the
 * bidder, breaking the bidder's run or pinochle in the pass back, a defender leading into the bidder's trumps,
 * and not smearing a counter onto a trick the partner has won. Seats: 0 South, 1 West, 2 North, 3 East; East
 * deals, so South opens (RULES.md §2.2).
 */
class PartnerHabitsTest {
    private static final RuleSet RULES = RuleSet.standard();
    private static final Deck DECK = RULES.deck();

    @ParameterizedTest
    @EnumSource(Level.class)
    void aPartnerWithAContractInHandBidsOverTheOpponents(Level level) {
        // North holds a spade run (150) and aces around (100) with three tens: 250 meld before a trick.
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "TS KS QS JS 9S 9S AH TH KH QH JH 9H",
                "KH QH JH 9H AC TC KC KC QC QC JC JC",
                "AS AS TS KS QS JS AH AC AD TH TC TD",
                "9C 9C AD TD KD KD QD QD JD JD 9D 9D").auction("250 260");
        Decision d = decide(s, level, 2);
        assertThat(d.action()).as("%s: %s", level, d.reason()).isInstanceOf(Action.Bid.class);
    }

    @ParameterizedTest
    @EnumSource(value = Level.class, names = {"MEDIUM", "EXPERT"})
    void aPartnerWithAcesAroundAndNoSuitTellsTheBidderByAMeldBid(Level level) {
        // docs/ai.md conventions: one step over the partner, not having bid, says "60+ meld, no trump suit".
        // Easy sends no signal (ConventionsTest.easyMakesNoMeldBidItDoesNotMean).
        // North's aces around are worth 100 whatever South names; its longest suit has four cards.
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "AS TS KS KS QS QS JS JS 9S 9S AH TH",
                "TH KH KH QH QH JH 9H AC TC TC KC KC",
                "AS AH AC AD TS JH 9H JC 9C QD JD 9D",
                "QC QC JC 9C AD TD TD KD KD QD JD 9D").auction("250 pass");
        Decision d = decide(s, level, 2);
        assertThat(d.action()).as("%s: %s", level, d.reason()).isEqualTo(new Action.Bid(260));
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void thePartnerPassesItsTrumpsAndAcesToTheBidder(Level level) {
        // §2.4: North gives four cards to South, who holds the contract in spades. North has no meld to keep.
        Decision d = decide(toPass(), level, 2);
        assertThat(cards(d)).as("%s: %s", level, d.reason()).containsExactlyInAnyOrderElementsOf(
                Card.parseAll("TS KS AH AC"));
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void thePassReasonListsTheCardsAsTheHandShowsThemTrumpFirst(Level level) {
        // QA: "pass 10♠ K♥ Q♥ 9♥: 3 trumps to the bidder" with hearts trump; the hand, the hand review and the
        // table list trump first, then the other suits alternating colour, each high to low. South holds hearts;
        // North's aces are the A♠ and the A♥, its trumps the A♥ 10♥ K♥.
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "AH TH KH QH JH 9H AD KD QD JD 9D 9C",
                "AS TS KS AC QS JS 9S AC TC TC KC KC",
                "AS AH TH KH KS TS 9S QC JC 9C QS JS",
                "QH JH 9H QC JC AD TD TD KD QD JD 9D").auction("250 pass pass pass").trump("H");
        Decision d = decide(s, level, 2);
        List<Card> passed = cards(d);
        assertThat(passed).as("%s: %s", level, d.reason()).contains(Card.parse("AS"));
        String listed = String.join(" ", Card.inHandOrder(passed, Suit.HEARTS).stream().map(Card::display).toList());
        assertThat(d.reason()).as(level.name()).startsWith("pass " + listed + ": ");
        assertThat(listed).as(level.name()).startsWith("A\u2665").endsWith("A\u2660");
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void theBidderReturnsNeitherItsRunNorItsPinochle(Level level) {
        // §2.4, §4: after North's trumps and aces South holds a spade run, a pinochle (Q♠ J♦), aces around and
        // both dix; any four cards may go back.
        ScriptedHand s = toPass().give("TS KS AH AC");
        Decision d = decide(s, level, 0);
        List<Card> kept = DECK.cards(s.hand.handOf(0) - DECK.setOf(cards(d)));
        assertThat(kept).as("%s: %s", level, d.reason()).containsAll(Card.parseAll("AS TS KS QS JS JD"));
        // The reason says whether trumps went back (spare copies may).
        long trumpsBack = cards(d).stream().filter(c -> c.suit() == Suit.SPADES).count();
        assertThat(d.reason()).contains(trumpsBack == 0 ? "trumps kept" : trumpsBack + " trump");
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void lastInTheTrickASeatSmearsACounterOnItsPartnersWinner(Level level) {
        // §3: East cannot beat West's A♥ and may play any heart; the trick is West's whatever East plays.
        Decision d = decide(toFirstTrick().play("QH AH 9H"), level, 3);
        Card card = ((Action.Play) d.action()).card();
        assertThat(RULES.counting().isCounter(card.rank())).as("%s: %s", level, d.reason()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void aDefenderOnLeadLeadsNeitherTrumpNorASuitTheBidderRuffs(Level level) {
        // West won the first trick. South's double run showed ten spades and the K♥ still in hand (§4), so South
        // is void in clubs and diamonds: an ace there is trumped, a trump lead runs into ten, and the A♥ takes
        // South's king.
        ScriptedHand s = toFirstTrick().play("QH AH 9H TH");
        Decision d = decide(s, level, 1);
        assertThat(((Action.Play) d.action()).card()).as("%s: %s", level, d.reason()).isEqualTo(Card.parse("AH"));
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void doubleDeckBiddersBidWhatTheyCanMake(Level level) {
        // RULES.md §6: the double deck holds 50 in counters and its own meld values. Bidding on the single deck's
        // figures scaled down, three contracts in four were set or thrown in.
        Bot[] bots = new Bot[4];
        for (int s = 0; s < 4; s++) {
            bots[s] = Bots.create(level, s, Budget.TEST);
        }
        int hands = level == Level.EXPERT ? 5 : 30;
        List<HandResult> played = new ArrayList<>();
        for (long seed = 11; played.size() < hands; seed++) {
            Game game = Game.start(RuleSet.doubleDeck(), seed);
            while (!game.isOver() && played.size() + finished(game).size() < hands) {
                game.apply(bots[game.toAct()].decide(game.view(game.toAct())).action());
            }
            played.addAll(finished(game));
        }
        long made = played.stream().filter(r -> r.outcome() == HandResult.Outcome.MADE).count();
        assertThat(made).as("%s: contracts made in %d hands", level, played.size())
                .isGreaterThanOrEqualTo((long) Math.ceil(played.size() * 0.6));
    }

    /**
     * South bids 250 and names spades; everyone else passes. North holds two trumps and two aces and no meld,
     * South a run with the pinochle's queen, the jack of diamonds and both dix.
     */
    private static ScriptedHand toPass() {
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "AS AS TS KS QS JS 9S 9S AD AD TD JD",
                "QS JS AH TH TH KH KH QH JH 9H AC TC",
                "TS KS AH AC JD 9D JH 9H JC 9C QD QH",
                "TC KC KC QC QC JC 9C TD KD KD QD 9D").auction("250 pass pass pass").trump("S");
        assertThat(s.hand.phase()).isEqualTo(Phase.PASS_TO_BIDDER);
        return s;
    }

    /**
     * South holds ten spades and K♥ Q♥ after the pass and leads the first trick; West holds both A♥ and two low
     * trumps, East six hearts from the tens down.
     */
    private static ScriptedHand toFirstTrick() {
        ScriptedHand s = ScriptedHand.deal(RULES, 3,
                "AS AS TS KS QS JS KH QH TC 9C TD 9D",
                "AH AH 9S 9S AC AC KC QC AD AD KD QD",
                "TS KS QS JS 9H 9H JC JC 9C JD JD 9D",
                "TH TH KH QH JH JH TC KC QC TD KD QD")
                .auction("250 pass pass pass").trump("S").give("TS KS QS JS").give("TC 9C TD 9D");
        if (s.hand.phase() == Phase.CONCEDE_OR_PLAY) {
            s.playOn();
        }
        assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
        return s;
    }

    private static List<HandResult> finished(Game game) {
        return game.hands().stream().map(HandRecord::result).filter(Objects::nonNull).toList();
    }

    private static Decision decide(ScriptedHand s, Level level, int seat) {
        assertThat(s.hand.toAct()).isEqualTo(seat);
        return Bots.create(level, 7, Budget.TEST).decide(s.hand.view(seat));
    }

    private static List<Card> cards(Decision d) {
        return ((Action.PassCards) d.action()).cards();
    }
}
