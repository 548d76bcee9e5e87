package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.core.ThreeHandedHand;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The three-handed bots' contract decisions on a hand built for them (RULES.md §7). */
class ThreeHandedBotTest {
    private static final RuleSet RULES = RuleSet.threeHanded();
    private static final Deck DECK = RULES.deck();
    /** The bidder's eighteen cards with the widow: spade run and dix, a lone king of diamonds. */
    private static final long BIDDER = DECK.setOf("AS AS TS KS QS JS 9S 9S AH TH JH 9H 9H AC TC JC 9C KD");
    private static final long WIDOW = DECK.setOf("9H JC KD");

    /** Dealer 0: seat 1 opens at 300, both others pass, so seat 1 takes the widow and names spades. */
    private static ThreeHandedHand atBury() {
        return atBury(BIDDER, WIDOW);
    }

    /** The same with the bidder's eighteen cards and the widow among them given. */
    private static ThreeHandedHand atBury(long bidder, long widow) {
        return atBury(RULES, bidder, widow);
    }

    /** The same under other three-handed rules. */
    private static ThreeHandedHand atBury(RuleSet rules, long bidder, long widow) {
        List<Card> rest = DECK.cards(DECK.full() - bidder);
        Deal deal = Deal.ofHands(DECK, List.of(DECK.cards(bidder - widow), rest.subList(0, 15), rest.subList(15, 30)),
                DECK.cards(widow));
        ThreeHandedHand hand = new ThreeHandedHand(rules, deal, 0);
        hand.apply(new Action.Bid(300));
        hand.apply(Action.Pass.INSTANCE);
        hand.apply(Action.Pass.INSTANCE);
        hand.apply(new Action.NameTrump(Suit.SPADES));
        assertThat(hand.phase()).isEqualTo(Phase.BURY);
        return hand;
    }

    @Test
    void mediumAndExpertBankTheUnprotectedKingAndKeepEveryTrump() {
        // §7: the bidder buries three cards, their counters count for it; a meld card may not be buried.
        for (Level level : List.of(Level.MEDIUM, Level.EXPERT)) {
            Decision d = buryBy(level);
            List<Card> buried = ((Action.Bury) d.action()).cards();
            assertThat(buried).as("%s: %s", level, d.reason()).noneMatch(c -> c.suit() == Suit.SPADES);
            if (level == Level.MEDIUM) {
                assertThat(buried).as(d.reason()).contains(Card.parse("KD"));
            }
        }
    }

    @Test
    void easyAndMediumSayWhatTheirBuryDoes() {
        // §7: buried counters count for the bidder. (Medium's reason used to claim "short suits gone" of every
        // bury, and Easy's listed the cards as "[KD, TH, TC]".)
        for (Level level : List.of(Level.EASY, Level.MEDIUM)) {
            Decision d = buryBy(level);
            List<Card> buried = ((Action.Bury) d.action()).cards();
            int banked = buried.stream().mapToInt(c -> RULES.counting().value(c.rank())).sum();
            List<String> voided = new ArrayList<>();
            for (Suit s : Suit.values()) {
                long suit = BIDDER & DECK.suitMask(s);
                if (s != Suit.SPADES && DECK.contains(DECK.setOf(buried), suit)) {
                    voided.add(s.name().toLowerCase());
                }
            }
            boolean trumpOrAce = buried.stream().anyMatch(c -> c.suit() == Suit.SPADES || c.rank() == Rank.ACE);
            String does = (banked > 0 ? "banks " + banked + " in counters, " : "")
                    + (voided.isEmpty() ? "" : "voids " + String.join(" and ", voided) + ", ")
                    + (trumpOrAce ? "" : "trumps and aces kept");
            assertThat(d.reason()).as(level.name())
                    .isEqualTo("bury " + ThreeHandedContract.cards(buried) + ": " + does.replaceAll(", $", ""));
        }
        // Medium banks the lone K♦ (its only diamond), which voids diamonds.
        assertThat(buryBy(Level.MEDIUM).reason()).contains("voids diamonds");
    }

    /**
     * Audit: the Expert's bury reason gave "(-298 a hand)" for this contract, set in every deal, where the hand scores
     * minus the bid (§7): the figure was the bury's utility, which adds a share of the counters taken. Then "the hand
     * scoring -300 on average", a figure a player could not judge. The hand scores the bid or minus it, so the
     * reason counts the deals that make it; with setDouble a set costs twice the bid and throwing in, the bidder's
     * next choice, once, so the average is compared with that.
     */
    @Test
    void theExpertsBurySaysHowOftenTheContractIsMade() {
        // Nines, jacks and queens only: 20 meld (two dix) with spades trump, no counter to bury, and no way to
        // take the 280 counters 300 would need (250 are in the cards). Set in every deal: minus 300.
        long bidder = DECK.setOf("9S 9S 9H 9H 9C 9C 9D 9D JS JH JH JC JC QH QC QD QD JS");
        long widow = DECK.setOf("JS QD QD");
        String played = "bury .*: best of \\d+ candidates played out over \\d+ deals, ";
        Decision d = Bots.create(Level.EXPERT, 3, Budget.TEST).decide(atBury(bidder, widow).view(1));
        assertThat(d.reason()).matches(played + "the 300 set in all of them");
        RuleSet doubled = RULES.with("setDouble", "true");
        d = Bots.create(Level.EXPERT, 3, Budget.TEST).decide(atBury(doubled, bidder, widow).view(1));
        assertThat(d.reason()).matches(played + "the 300 set in all of them, -600 on average against -300 for"
                + " throwing in");
        assertThat(buryBy(Level.EXPERT).reason()).matches(played + "the 300 made in (all|\\d+) of them");
    }

    /**
     * Audit: "play on: 0% to make 310". A chance is an estimate, never 0% or 100%; and a likely set played on says
     * why: without setDouble it costs what throwing in does (§7).
     */
    @Test
    void playingOnALikelySetSaysWhy() {
        long bidder = DECK.setOf("9S 9S 9H 9H 9C 9C 9D 9D JS JH JH JC JC QH QC QD QD JS");
        long widow = DECK.setOf("JS QD QD");
        Action.Bury bury = new Action.Bury(Card.parseAll("9H 9H 9C"));
        ThreeHandedHand single = atBury(bidder, widow);
        single.apply(bury);
        assertThat(Bots.create(Level.MEDIUM, 3, Budget.TEST).decide(single.view(1)).reason())
                .isEqualTo("play on: under 1% to make 300, and a set costs no more than throwing in");
        ThreeHandedHand doubled = atBury(RULES.with("setDouble", "true"), bidder, widow);
        doubled.apply(bury);
        assertThat(Bots.create(Level.MEDIUM, 3, Budget.TEST).decide(doubled.view(1)).reason())
                .isEqualTo("throw in: under 1% to make 300, and a set costs more");
    }

    /**
     * RULES.md §7 with setDouble: a set played out costs twice the bid, a throw-in once. The Expert decides by
     * playing the hand on over sampled deals, as its bury does, not by the counter fit, which in 13 hands of 300
     * said the opposite of the deals the bury had just played out (docs/ai.md). A hand that cannot make the 300
     * throws in; one that makes it in every deal plays on; without setDouble a set costs no more, so it plays on.
     */
    @Test
    void theExpertsThrowInUnderSetDoubleFollowsTheDealsPlayedOut() {
        long hopeless = DECK.setOf("9S 9S 9H 9H 9C 9C 9D 9D JS JH JH JC JC QH QC QD QD JS");
        Action.Bury bury = new Action.Bury(Card.parseAll("9H 9H 9C"));
        ThreeHandedHand doubled = atBury(RULES.with("setDouble", "true"), hopeless, DECK.setOf("JS QD QD"));
        doubled.apply(bury);
        Decision d = Bots.create(Level.EXPERT, 3, Budget.TEST).decide(doubled.view(1));
        assertThat(d.action()).isInstanceOf(Action.ThrowIn.class);
        assertThat(d.reason()).isEqualTo("throw in: played out over 5 deals, the 300 set in all of them, -600 on"
                + " average against -300 for throwing in");
        ThreeHandedHand single = atBury(hopeless, DECK.setOf("JS QD QD"));
        single.apply(bury);
        assertThat(Bots.create(Level.EXPERT, 3, Budget.TEST).decide(single.view(1)).action())
                .isInstanceOf(Action.PlayOn.class);

        // Every trump but a nine and every ace: the 300 is made however the other cards lie.
        long strong = DECK.setOf("AS AS TS TS KS KS QS QS JS JS 9S AH AH AC AC AD AD KH");
        ThreeHandedHand sure = atBury(RULES.with("setDouble", "true"), strong, DECK.setOf("AD AD KH"));
        sure.apply(new Action.Bury(Card.parseAll("AH AH KH")));
        d = Bots.create(Level.EXPERT, 3, Budget.TEST).decide(sure.view(1));
        assertThat(d.action()).isInstanceOf(Action.PlayOn.class);
        assertThat(d.reason()).isEqualTo("play on: played out over 5 deals, the 300 made in all of them");
    }

    /** The bury a bot of {@code level} chooses for seat 1 at {@link #atBury()}. */
    private static Decision buryBy(Level level) {
        return Bots.create(level, 3, Budget.TEST).decide(atBury().view(1));
    }

    /**
     * QA: the Expert's auction hint read "pass: bidding 310 is worth -161, letting it go 64 over 96 simulated deals",
     * two utilities a player cannot read. It now gives the odds, and whose contract decided it where the odds alone
     * would not have (RULES.md §7: a set bidder loses the bid, the others score nothing).
     */
    @Test
    void theExpertsAuctionReasonsGiveTheOddsNotTheUtilities() {
        String deals = " over \\d+ simulated deals";
        String pass = "pass: \\d+ makes (only \\d+% of the time" + deals + "|\\d+% of the time" + deals
                + ", and (West|East|South)'s \\d+ is more likely set)";
        String bid = "bid \\d+: \\d+% to make" + deals + "(, a smaller loss than letting (West|East|South)'s \\d+ stand)?";
        List<String> reasons = new ArrayList<>();
        for (long seed = 1; seed <= 20; seed++) {
            Game game = Game.start(RULES, seed);
            Bot bot = Bots.create(Level.EXPERT, seed, Budget.TEST);
            while (game.view(game.toAct()).phase() == Phase.AUCTION) {
                Decision d = bot.decide(game.view(game.toAct()));
                if (!d.reason().startsWith("open at ")) {
                    reasons.add(d.reason());
                }
                game.apply(d.action());
            }
        }
        assertThat(reasons).allMatch(r -> r.matches(pass) || r.matches(bid));
        assertThat(reasons).anyMatch(r -> r.startsWith("pass: ")).anyMatch(r -> r.startsWith("bid "));
    }

    @Test
    void aDefenderCountsTheBuriedCardsOfEachWorldForTheBidder() {
        // §7: buried counters count for the bidder, who must reach the bid with meld and counters; the defenders
        // score nothing, so a defender's stake is the bidder's loss.
        ThreeHandedHand hand = atBury();
        long buried = DECK.setOf("KD TH TC");
        hand.apply(new Action.Bury(DECK.cards(buried)));
        if (hand.phase() == Phase.CONCEDE_OR_PLAY) {
            hand.apply(new Action.PlayOn());
        }
        SeatView defender = hand.view(2);
        int meld = defender.melds().get(1).stream().mapToInt(m -> m.points()).sum();
        assertThat(meld).isEqualTo(170);
        ThreeHandedStakes stakes = new ThreeHandedStakes(defender);
        long[] world = {hand.handOf(0), hand.handOf(1), hand.handOf(2), buried};
        int total = 250;
        int bidderNeeds = 300 - meld - 30;
        assertThat(stakes.makes(total - bidderNeeds, total, world)).isTrue();
        assertThat(stakes.makes(total - bidderNeeds + 10, total, world)).isFalse();
        assertThat(stakes.utility(total - bidderNeeds, total, world)).isEqualTo(-300 + 0.1 * (total - bidderNeeds));
        assertThat(stakes.utility(total - bidderNeeds + 10, total, world)).isEqualTo(300 + 0.1 * (total - bidderNeeds
                + 10));
        world[3] = DECK.setOf("9H 9H JC");
        assertThat(stakes.makes(total - bidderNeeds, total, world)).as("no counters buried in this world").isFalse();
    }

    /**
     * Audit: a defender in second seat threw its boss A♦ on the fellow defender's A♦, the bidder still to play and
     * the 9♦ legal. The ace takes a diamond trick of its own later (the bidder's K♦ Q♦ marriage is shown, so it
     * cannot ruff); the 9♦ goes.
     */
    @Test
    void aDefenderInSecondSeatKeepsItsBossAceOffTheFellowDefendersAce() {
        // Seat 1 bids and buries, seat 2 and seat 0 defend; seat 0 plays second to seat 2's leads.
        long bidder = DECK.setOf("AS TS KS QS JS 9S 9S KD QD JD 9C 9C TC KC 9H 9H JH JH");
        long south = DECK.setOf("AD 9D AC QC QC JC JC AH TH TH KH QH KS QS JS");
        long east = DECK.full() - bidder - south;
        Deal deal = Deal.ofHands(DECK, List.of(DECK.cards(bidder - DECK.setOf("9H 9H JH")), DECK.cards(east),
                DECK.cards(south)), DECK.cards(DECK.setOf("9H 9H JH")));
        ThreeHandedHand hand = new ThreeHandedHand(RULES, deal, 0);
        hand.apply(new Action.Bid(300));
        hand.apply(Action.Pass.INSTANCE);
        hand.apply(Action.Pass.INSTANCE);
        hand.apply(new Action.NameTrump(Suit.SPADES));
        hand.apply(new Action.Bury(DECK.cards(DECK.setOf("9H 9H JH"))));
        if (hand.phase() == Phase.CONCEDE_OR_PLAY) {
            hand.apply(new Action.PlayOn());
        }
        for (String card : List.of("9C", "AC", "JC", "AD")) {
            hand.apply(Action.Play.of(Card.parse(card)));
        }
        SeatView south0 = hand.view(0);
        assertThat(south0.trick()).hasSize(1);
        assertThat(south0.melds().get(1)).as("the marriage shows the bidder's diamonds").isNotEmpty();
        Decision d = Bots.create(Level.MEDIUM, 5, Budget.TEST).decide(south0);
        assertThat(d.action()).as(d.reason()).isEqualTo(Action.Play.of(Card.parse("9D")));
        assertThat(d.reason()).as("the defenders are no partners").isEqualTo("East's A♦ wins; nothing to smear");
    }

    /**
     * A defender's sampled worlds bury what bidders bury (RULES.md §7 forbids only meld cards): uniformly dealt,
     * the buried holder took half a trump and half an ace a world (1,580 views of a scratch driver), where bots bury neither,
     * and the bidder's trumps, and the defenders' odds of being beaten, read low.
     */
    @Test
    void aDefendersWorldsHardlyBuryATrumpOrAnAce() {
        ThreeHandedHand hand = atBury();
        hand.apply(new Action.Bury(DECK.cards(DECK.setOf("KD TH TC"))));
        if (hand.phase() == Phase.CONCEDE_OR_PLAY) {
            hand.apply(new Action.PlayOn());
        }
        Belief belief = Belief.of(hand.view(2));
        Sampler sampler = new Sampler(belief);
        Shuffle rng = new Shuffle(11);
        int worlds = 400;
        int trumps = 0;
        int aces = 0;
        int counters = 0;
        for (int i = 0; i < worlds; i++) {
            long buried = sampler.deal(rng)[belief.buriedHolder()];
            trumps += DECK.size(buried & DECK.suitMask(Suit.SPADES));
            aces += DECK.countRank(buried, Rank.ACE);
            counters += DECK.counters(buried, RULES.counting());
        }
        // Dealt uniformly, half a trump and half an ace a world.
        assertThat(trumps).isLessThan(worlds / 5);
        assertThat(aces).isLessThan(worlds / 5);
        assertThat((double) counters / worlds).as("points buried a world").isGreaterThan(15);
    }
}
