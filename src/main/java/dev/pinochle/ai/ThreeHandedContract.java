package dev.pinochle.ai;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.HandState;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Seat;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import java.util.ArrayList;
import java.util.List;

/**
 * Three-handed bidding, trump, bury and throw-in for Medium and Expert (§7). A bid is judged on the hand the
 * bidder will hold after the widow: widows are sampled from the unseen cards, and each gives the meld of the best
 * trump plus the counters the bidder can expect with those eighteen cards (a linear fit over Medium self-play,
 * buried counters included). Medium bids to the mean; Expert weighs bidding against letting the high bidder play,
 * over whole simulated deals.
 */
final class ThreeHandedContract {
    /**
     * Counters the bidder takes (buried included) against the features of its eighteen cards with the named
     * trump: intercept, trumps, trump aces, trump tens, other aces, tens beside their ace, short side suits (two
     * cards or fewer). Fitted over Medium self-play hands (docs/ai.md).
     */
    private static final double[] FIT = {13.3, 8.7, 8.7, 6.7, 11.6, 5.3, 10.1};
    /** Residual spread of the fit. */
    static final double SPREAD = 23;
    /** Widows sampled per Medium bid; the Expert samples {@link Budget#bidSamples()} times four deals. */
    private static final int MEDIUM_WIDOWS = 24;
    /** How far below its bid a seat's hand, with the widow, may be worth in a deal the Expert keeps. */
    private static final int AUCTION_SLACK = 40;
    /** Deals tried per sample for one consistent with the auction. */
    private static final int AUCTION_TRIES = 16;
    /** Buries the Expert plays out, the best by Medium's rules. */
    private static final int BURY_CANDIDATES = 6;
    /** Weight of a counter taken against the score, in the Expert's bury. */
    private static final double POINT_SHARE = 0.25;

    private ThreeHandedContract() {
    }

    static double[] features(RuleSet rules, long hand, Suit trump) {
        Deck deck = rules.deck();
        double[] f = new double[FIT.length];
        f[0] = 1;
        f[1] = deck.size(hand & deck.suitMask(trump));
        f[2] = deck.count(hand, Card.of(trump, Rank.ACE));
        f[3] = deck.count(hand, Card.of(trump, Rank.TEN));
        for (Suit s : Suit.values()) {
            if (s == trump) {
                continue;
            }
            int aces = deck.count(hand, Card.of(s, Rank.ACE));
            f[4] += aces;
            f[5] += aces > 0 ? deck.count(hand, Card.of(s, Rank.TEN)) : 0;
            f[6] += deck.size(hand & deck.suitMask(s)) <= 2 ? 1 : 0;
        }
        return f;
    }

    /** Expected counters, buried ones included, for a bidder holding these eighteen cards with this trump. */
    static double counters(RuleSet rules, long hand, Suit trump) {
        double[] f = features(rules, hand, trump);
        double x = 0;
        for (int i = 0; i < f.length; i++) {
            x += FIT[i] * f[i];
        }
        return Math.min(rules.trickPoints(), x);
    }

    /** Meld plus expected counters with the eighteen cards. */
    static double value(RuleSet rules, long hand, Suit trump) {
        return MeldTable.total(rules, hand, trump) + counters(rules, hand, trump);
    }

    static Suit bestTrump(RuleSet rules, long hand) {
        Suit best = Suit.SPADES;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Suit s : Suit.values()) {
            double v = value(rules, hand, s);
            if (v > bestValue) {
                bestValue = v;
                best = s;
            }
        }
        return best;
    }

    /** For each of {@code n} widows drawn from the cards this seat cannot see: the hand's value with its best trump. */
    static double[] widowValues(SeatView view, Shuffle rng, int n) {
        Belief belief = Belief.of(view);
        Sampler sampler = new Sampler(belief);
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = best(view.rules(), belief.mine() + sampler.deal(rng)[belief.seats()]);
        }
        return out;
    }

    /** Medium: bid one step at a time while the mean of the sampled widows covers it. */
    static Decision bid(SeatView view, Shuffle rng) {
        double[] values = widowValues(view, rng, MEDIUM_WIDOWS);
        double mean = 0;
        for (double v : values) {
            mean += v / values.length;
        }
        for (Action a : view.legal()) {
            if (a instanceof Action.Bid b && b.points() <= mean) {
                return new Decision(b, "bid " + view.rules().shown(b.points()) + ": about "
                        + Decision.points(view.rules(), mean) + " in meld and counters with the widow");
            }
        }
        return passOrOpen(view, "about " + Decision.points(view.rules(), mean) + " with the widow is not enough");
    }

    private static Decision passOrOpen(SeatView view, String why) {
        Action first = view.legal().get(0);
        if (first instanceof Action.Pass) {
            return new Decision(first, "pass: " + why);
        }
        return new Decision(first, "open at " + view.rules().shown(((Action.Bid) first).points())
                + ": the opener may not pass");
    }

    /**
     * Expert: deal the other hands and the widow many times, consistently with the auction (a seat that bid of
     * its own will holds a hand worth about its bid), and compare two futures by this seat's margin over the
     * others. Passing leaves the contract to the high bidder, whose expected score in those deals counts half
     * against us (we are measured against the mean of the other two); bidding one step more is worth its
     * expected score to us. A forced opening says nothing, and is often set: Expert does not rescue it cheaply.
     */
    static Decision expertBid(SeatView view, Shuffle rng, Budget budget) {
        RuleSet rules = view.rules();
        Belief belief = Belief.of(view);
        int widow = belief.seats();
        int holder = -1;
        int[] willing = new int[belief.seats()];
        List<Conventions.Alert> alerts = Conventions.alerts(rules, view.seats(), view.auction());
        for (int i = 0; i < view.auction().size(); i++) {
            Call c = view.auction().get(i);
            if (c.action() instanceof Action.Bid b) {
                holder = c.seat();
                willing[c.seat()] = alerts.get(i) == Conventions.Alert.FORCED ? 0 : b.points();
            }
        }
        Sampler.Filter auction = hands -> {
            for (int s = 0; s < willing.length; s++) {
                if (willing[s] > 0 && s != belief.me()
                        && best(rules, hands[s] + hands[widow]) < willing[s] - AUCTION_SLACK) {
                    return false;
                }
            }
            return true;
        };
        Sampler sampler = new Sampler(belief);
        int n = 4 * budget.bidSamples();
        double[] mine = new double[n];
        double theirs = 0;
        for (int i = 0; i < n; i++) {
            long[] world = sampler.deal(rng, AUCTION_TRIES, auction);
            mine[i] = best(rules, belief.mine() + world[widow]);
            if (holder >= 0) {
                double v = best(rules, world[holder] + world[widow]);
                theirs += expectedScore(rules, Conceding.normalCdf((v - view.bid()) / SPREAD), view.bid()) / n;
            }
        }
        double passing = -theirs / 2;
        for (Action a : view.legal()) {
            if (a instanceof Action.Bid b) {
                double p = makes(mine, b.points());
                double bidding = expectedScore(rules, p, b.points());
                String over = " over " + Decision.count(n, "simulated deal");
                // Said as odds and whose contract is at stake, as a player would, not as the utilities compared:
                // a losing bid is taken only where the high bidder would more likely make its own, and a
                // winning one let go only where the high bidder is more likely set.
                String held = holder < 0 ? "" : Seat.name(holder, view.seats()) + "'s " + rules.shown(view.bid());
                if (bidding >= passing) {
                    return new Decision(b, "bid " + rules.shown(b.points()) + ": " + Math.round(p * 100)
                            + "% to make" + over + (bidding < 0 ? ", a smaller loss than letting " + held
                                    + " stand" : ""));
                }
                return passOrOpen(view, rules.shown(b.points()) + " makes " + (bidding < 0 ? "only " : "")
                        + Math.round(p * 100) + "% of the time" + over
                        + (bidding < 0 ? "" : ", and " + held + " is more likely set"));
            }
        }
        return passOrOpen(view, "no bid left");
    }

    private static double best(RuleSet rules, long hand) {
        return value(rules, hand, bestTrump(rules, hand));
    }

    /** The share of sampled widows that make {@code bid}, each with the fit's normal spread. */
    static double makes(double[] values, int bid) {
        double p = 0;
        for (double v : values) {
            p += Conceding.normalCdf((v - bid) / SPREAD);
        }
        return p / values.length;
    }

    /** The bidder's expected score: the bid when made, minus the bid (twice with setDouble) when set. */
    static double expectedScore(RuleSet rules, double p, int bid) {
        return p * bid - (1 - p) * bid * (rules.setDouble() ? 2 : 1);
    }

    static Decision trump(SeatView view) {
        RuleSet rules = view.rules();
        long hand = Appraisal.hand(view);
        Suit t = bestTrump(rules, hand);
        return new Decision(new Action.NameTrump(t), "trump " + t.symbol() + ": meld "
                + rules.shown(MeldTable.total(rules, hand, t)) + " and about "
                + Decision.points(rules, counters(rules, hand, t)) + " in counters");
    }

    /**
     * Medium's bury: bank counters that cannot be protected (a ten or king without its ace), void a short side
     * suit so trumps can take its tricks, and keep trumps and aces, which take tricks of their own.
     */
    static Decision bury(SeatView view) {
        Deck deck = view.rules().deck();
        long hand = Appraisal.hand(view);
        Action best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Action a : view.legal()) {
            long set = deck.setOf(((Action.Bury) a).cards());
            double v = buryValue(view, hand, set);
            if (v > bestValue) {
                bestValue = v;
                best = a;
            }
        }
        return buried(view, hand, (Action.Bury) best);
    }

    /** A bury of the bidder's {@code hand} and its reason, which says what it does (Easy's and Medium's alike). */
    static Decision buried(SeatView view, long hand, Action.Bury bury) {
        return new Decision(bury, "bury " + cards(bury.cards()) + ": "
                + buryDoes(view, hand, view.rules().deck().setOf(bury.cards())));
    }

    /**
     * What a bury does, as far as it does it: the counters it banks (buried counters are the bidder's, §7), the
     * suits it voids.
     */
    private static String buryDoes(SeatView view, long hand, long set) {
        RuleSet rules = view.rules();
        Deck deck = rules.deck();
        int banked = 0;
        boolean keepsTrumpsAndAces = true;
        for (Card c : deck.cards(set)) {
            banked += rules.counting().value(c.rank());
            keepsTrumpsAndAces &= c.suit() != view.trump() && c.rank() != Rank.ACE;
        }
        List<String> does = new ArrayList<>();
        if (banked > 0) {
            does.add("banks " + rules.shown(banked) + " in counters");
        }
        List<String> voided = new ArrayList<>();
        int voids = voidedSuits(view, hand, set);
        for (Suit s : Suit.values()) {
            if ((voids & 1 << s.ordinal()) != 0) {
                voided.add(HeuristicPlay.suitName(s));
            }
        }
        if (!voided.isEmpty()) {
            does.add("voids " + String.join(" and ", voided));
        }
        if (keepsTrumpsAndAces) {
            does.add("trumps and aces kept");
        }
        return does.isEmpty() ? "the cards least needed" : String.join(", ", does);
    }

    /**
     * Expert's bury: the most promising candidates by Medium's rules, each played out with Medium card play over
     * the same sampled defender hands; the best expected score wins, the counters taken breaking near ties.
     */
    static Decision expertBury(SeatView view, Shuffle rng, Budget budget) {
        Deck deck = view.rules().deck();
        long hand = Appraisal.hand(view);
        List<Action> legal = view.legal();
        double[] rule = new double[legal.size()];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            rule[i] = buryValue(view, hand, deck.setOf(((Action.Bury) legal.get(i)).cards()));
            order.add(i);
        }
        order.sort((x, y) -> Double.compare(rule[y], rule[x]));
        List<Integer> candidates = order.subList(0, Math.min(BURY_CANDIDATES, order.size()));
        int worlds = budget.bidSamples() * 2 / 3;
        Sampler sampler = new Sampler(Belief.of(view));
        double[] utility = new double[candidates.size()];
        // The hand's score alone, for the reason: the utility's share of counters is no score a player would see.
        double[] score = new double[candidates.size()];
        int[] made = new int[candidates.size()];
        for (int w = 0; w < worlds; w++) {
            long[] world = sampler.deal(rng);
            for (int k = 0; k < candidates.size(); k++) {
                HandResult r = playOut(view, world, legal.get(candidates.get(k)));
                double mine = r.score()[view.seat()];
                score[k] += mine / worlds;
                utility[k] += (mine + POINT_SHARE * r.counters()[view.seat()]) / worlds;
                made[k] += r.outcome() == HandResult.Outcome.MADE ? 1 : 0;
            }
        }
        int best = 0;
        for (int k = 1; k < utility.length; k++) {
            if (utility[k] > utility[best] + 1e-9) {
                best = k;
            }
        }
        Action.Bury bury = (Action.Bury) legal.get(candidates.get(best));
        return new Decision(bury, "bury " + cards(bury.cards()) + ": best of "
                + Decision.count(candidates.size(), "candidate") + " played out over " + Decision.count(worlds, "deal")
                + ", " + buryOdds(view.rules(), view.bid(), made[best], worlds, score[best]));
    }

    /**
     * How the bury's deals went: "the 350 made in 11 of them". The hand scores the bid or minus it (§7), so the
     * count says all an average would; only with setDouble, where a set costs twice the bid and throwing in
     * (which follows the bury) once, is the average worth comparing where a deal is set: "…, -120 on average
     * against -350 for throwing in". An average of -300 alone read as nonsense.
     */
    private static String buryOdds(RuleSet rules, int bid, int made, int worlds, double score) {
        String contract = "the " + rules.shown(bid);
        String odds = made == worlds ? contract + " made in all of them"
                : made == 0 ? contract + " set in all of them"
                : contract + " made in " + made + " of them";
        if (made == worlds || !rules.setDouble() || !rules.allowThrowIn()) {
            return odds;
        }
        return odds + ", " + Decision.points(rules, score) + " on average against " + Decision.points(rules, -bid)
                + " for throwing in";
    }

    /**
     * The Expert's throw-in. Only with setDouble does a set cost more than throwing in (§7), so only then is there
     * anything to weigh: it plays the hand on over sampled deals as its bury did, with Medium's card play at every
     * seat, and throws in where the mean score falls below minus the bid. Until then it read the counter fit, and in
     * 13 hands of 300 did the opposite of what the bury's deals had just shown (docs/ai.md).
     */
    static Decision expertConcede(SeatView view, Shuffle rng, Budget budget) {
        RuleSet rules = view.rules();
        boolean mayThrow = view.legal().stream().anyMatch(a -> a instanceof Action.ThrowIn);
        if (!mayThrow || !rules.setDouble()) {
            return concede(view);
        }
        Deck deck = rules.deck();
        long buried = deck.setOf(view.buried());
        Action bury = new Action.Bury(view.buried());
        int worlds = budget.bidSamples() * 2 / 3;
        Sampler sampler = new Sampler(Belief.of(view));
        double score = 0;
        int made = 0;
        for (int w = 0; w < worlds; w++) {
            long[] world = sampler.deal(rng);
            // The bidder's hand as it took the widow, for the hand to be dealt again and played from the bury.
            world[view.seat()] += buried;
            HandResult r = playOut(view, world, bury);
            score += (double) r.score()[view.seat()] / worlds;
            made += r.outcome() == HandResult.Outcome.MADE ? 1 : 0;
        }
        String why = ": played out over " + Decision.count(worlds, "deal") + ", "
                + buryOdds(rules, view.bid(), made, worlds, score);
        if (score < -view.bid()) {
            return new Decision(new Action.ThrowIn(), "throw in" + why);
        }
        return new Decision(new Action.PlayOn(), "play on" + why);
    }

    /** The hand played on from this bury in one sampled world, every seat by Medium's card play. */
    private static HandResult playOut(SeatView view, long[] world, Action bury) {
        RuleSet rules = view.rules();
        Deck deck = rules.deck();
        int seats = view.seats();
        long widow = deck.setOf(view.widow());
        List<List<Card>> dealt = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            int s = (view.dealer() + 1 + i) % seats;
            dealt.add(deck.cards(s == view.seat() ? world[s] - widow : world[s]));
        }
        HandState hand = Game.newHand(rules, Deal.ofHands(deck, dealt, deck.cards(widow)), view.dealer());
        for (Call c : view.auction()) {
            hand.apply(c.action());
        }
        hand.apply(new Action.NameTrump(view.trump()));
        hand.apply(bury);
        if (hand.phase() == Phase.CONCEDE_OR_PLAY) {
            hand.apply(new Action.PlayOn());
        }
        while (!hand.isOver()) {
            hand.apply(HeuristicPlay.medium(new Situation(hand.view(hand.toAct()))).action());
        }
        return hand.result();
    }

    static String cards(List<Card> cards) {
        return String.join(" ", cards.stream().map(Card::display).toList());
    }

    static double buryValue(SeatView view, long hand, long set) {
        RuleSet rules = view.rules();
        Deck deck = rules.deck();
        Suit trump = view.trump();
        double v = 0;
        for (Card c : deck.cards(set)) {
            int points = rules.counting().value(c.rank());
            if (c.suit() == trump) {
                v -= 100;
            } else if (c.rank() == Rank.ACE) {
                v += points - 25;
            } else {
                boolean guarded = deck.count(hand, Card.of(c.suit(), Rank.ACE)) > 0;
                v += points + (points > 0 && !guarded ? 5 : 0) - c.rank().ordinal();
            }
        }
        return v + 12 * Integer.bitCount(voidedSuits(view, hand, set));
    }

    /** The side suits, one bit each by ordinal, that burying {@code set} from {@code hand} leaves void. */
    private static int voidedSuits(SeatView view, long hand, long set) {
        Deck deck = view.rules().deck();
        int voids = 0;
        for (Suit s : Suit.values()) {
            long suit = hand & deck.suitMask(s);
            if (s != view.trump() && suit != 0 && deck.contains(set, suit)) {
                voids |= 1 << s.ordinal();
            }
        }
        return voids;
    }

    /**
     * Throw in only when playing on is expected to cost more: set twice the bid with setDouble, so when the chance
     * to make is below a third; at the same cost for both there is nothing to save.
     */
    static Decision concede(SeatView view) {
        RuleSet rules = view.rules();
        Deck deck = rules.deck();
        int meld = view.melds().get(view.seat()).stream().mapToInt(m -> m.points()).sum();
        long all = Appraisal.hand(view) + deck.setOf(view.buried());
        double expected = meld + counters(rules, all, view.trump());
        double p = Conceding.normalCdf((expected - view.bid()) / SPREAD);
        boolean mayThrow = view.legal().stream().anyMatch(a -> a instanceof Action.ThrowIn);
        String odds = Decision.chance(p) + " to make " + rules.shown(view.bid());
        if (mayThrow && expectedScore(rules, p, view.bid()) < -view.bid()) {
            return new Decision(new Action.ThrowIn(), "throw in: " + odds + ", and a set costs more");
        }
        // A likely set played on says why (audit: "play on: 0% to make 310" gave none).
        boolean free = mayThrow && !rules.setDouble() && p < 0.5;
        return new Decision(new Action.PlayOn(), "play on: " + odds
                + (free ? ", and a set costs no more than throwing in" : ""));
    }
}
