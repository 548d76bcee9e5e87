package dev.pinochle.ai;

import dev.pinochle.ai.belief.Sampler;
import dev.pinochle.ai.search.Solver;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.core.TrickRecord;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Expert card play: Perfect Information Monte Carlo. Deal the unseen cards many times consistently with what
 * this seat knows, solve each deal double-dummy, and play the card whose hand score (not raw points) is best on
 * average. Scoring each deal by the hand's outcome makes play contract-aware: while the contract is in doubt a
 * card that makes it in more deals wins over one that scrapes a few more points where it is made anyway; once
 * it is safe or lost, the points are all that is left to play for.
 *
 * <p>Too early in a hand for the budget to solve even one deal, it plays the Medium card and says so.
 */
final class ExpertPlay {
    /**
     * Tricks left above which the budget does not solve a deal, so no search is started: four seats, then three
     * (the duel's two-seat play-off is solved from its first trick). Measured with the default budget
     * ({@code ExpertReach}, docs/ai.md): four seats with 12 left, one decision in 23 solved a deal, on the double
     * deck none above 11; three seats none above 13.
     */
    private static final int SEARCH_FROM_FOUR = 11;
    private static final int SEARCH_FROM_THREE = 13;
    /**
     * Deals tried for a world that fits the shown meld and the auction's reading before the closest is taken. A
     * try costs microseconds and most views fit at the first; at 64, 54 of 624 self-play views with a jump to
     * read kept a world that broke it, at 256 24 (`JumpReadingTest`).
     */
    static final int WORLD_TRIES = 256;
    /**
     * Deals below which the reason gives no odds or fates: an audit read "our 260 is lost whatever we play" from
     * one deal, where the side went on to make it. Under ten, even "100%" is as likely a run of luck as a fact.
     */
    static final int FEW_FOR_ODDS = 10;

    private final Budget budget;
    private Solver solver;
    private RuleSet solverRules;
    private Suit solverTrump;
    private boolean solverPlayOff;

    ExpertPlay(Budget budget) {
        this.budget = budget;
    }

    /**
     * Trick play at a level: Easy's rules, Medium's heuristics, or the search, which falls back on Medium's card;
     * {@code stakes} says what a deal's outcome is worth at this table, {@code playOff} whether it is the duel's
     * play-off.
     */
    Decision play(Level level, SeatView view, long seed, boolean playOff, Function<SeatView, Stakes> stakes) {
        Situation s = new Situation(view, seed);
        if (view.moon() && view.contractor() == view.seat() && s.leading()) {
            // Every trick is the stake, not the points the search and the heuristics weigh (RULES.md §2.11).
            return HeuristicPlay.moonLead(s);
        }
        if (level == Level.EASY) {
            return HeuristicPlay.easy(s);
        }
        Decision medium = HeuristicPlay.medium(s);
        if (level == Level.MEDIUM) {
            return medium;
        }
        return decide(s, ViewKey.random(seed, view), playOff, stakes.apply(view), medium);
    }

    /** What the rest of a sampled deal is worth to the deciding seat, given the points its side takes. */
    interface Stakes {
        /** The hand's score for the deciding side (less the other's) when it takes {@code mine} of {@code total}. */
        double score(int mine, int total, long[] world);

        /** What the search maximises: the score, unless ties in it are broken. */
        default double utility(int mine, int total, long[] world) {
            return score(mine, total, world);
        }

        boolean makes(int mine, int total, long[] world);

        boolean contractInDoubt();
    }

    private Decision decide(Situation s, Shuffle rng, boolean playOff, Stakes outcome, Decision fallback) {
        SeatView view = s.view;
        List<Card> legal = s.legalCards();
        if (legal.size() == 1) {
            return HeuristicPlay.play(legal.get(0), "only legal card");
        }
        if (!playOff && view.hand().size() > (s.seats == 4 ? SEARCH_FROM_FOUR : SEARCH_FROM_THREE)) {
            return tooEarly(fallback, false);
        }
        int seats = s.seats;
        Solver sv = solver(view.rules(), view.trump(), playOff);
        if (seats == 3) {
            sv.soloist(view.contractor());
        }
        sv.newTable();
        sv.resetNodes();
        Sampler sampler = new Sampler(s.belief);
        Deck deck = s.deck;
        double[] sum = new double[legal.size()];
        // The reason tells the points taken and the contract's odds, not the utility's tie-breaks.
        double[] taken = new double[legal.size()];
        int[] made = new int[legal.size()];
        // Summed over the deals: a three-handed defender cannot know what the bidder buried, so the points still
        // in play differ from deal to deal, and one deal's figure would read as if it knew.
        double left = 0;
        int worlds = 0;
        long deadline = budget.millis() > 0 ? System.nanoTime() + budget.millis() * 1_000_000 : Long.MAX_VALUE;
        sv.deadline(deadline);
        long[] hands = new long[4];
        int maxWorlds = s.belief.determined() ? 1 : budget.worlds();
        Sampler.Filter auction = JumpReading.filter(view, s.belief);
        while (worlds < maxWorlds && sv.nodes() < budget.nodes() && System.nanoTime() < deadline) {
            long[] world = sampler.deal(rng, WORLD_TRIES, auction);
            System.arraycopy(world, 0, hands, 0, seats);
            sv.position(hands, view.trick(), view.seat());
            int[] values = sv.cardValues(budget.nodes() - sv.nodes());
            if (values == null) {
                break;
            }
            int total = sv.total();
            left += total;
            int i = 0;
            for (long p = sv.legalCards(); p != 0; p &= p - 1) {
                Card c = deck.cardAt(Long.numberOfTrailingZeros(p));
                int k = legal.indexOf(c);
                sum[k] += outcome.utility(values[i], total, world);
                taken[k] += values[i];
                if (outcome.makes(values[i], total, world)) {
                    made[k]++;
                }
                i++;
            }
            worlds++;
        }
        if (worlds == 0) {
            return tooEarly(fallback, playOff);
        }
        int best = 0;
        for (int k = 1; k < legal.size(); k++) {
            if (sum[k] > sum[best] + 1e-9) {
                best = k;
            }
        }
        Card card = legal.get(best);
        int fallbackIndex = legal.indexOf(((Action.Play) fallback.action()).card());
        if (fallbackIndex >= 0 && sum[fallbackIndex] >= sum[best] - 1e-9) {
            best = fallbackIndex;
            card = legal.get(best);
        }
        // Where only one deal fits the view, "search over 1 deal" read as a search cut short.
        String searched = maxWorlds == 1 ? "every card known" : "search over " + Decision.count(worlds, "deal");
        if (maxWorlds > 1 && worlds < FEW_FOR_ODDS) {
            return HeuristicPlay.play(card, searched + ", too few for odds: " + fewDeals(legal, best, sum, worlds));
        }
        return HeuristicPlay.play(card, searched + ": " + odds(s, outcome.contractInDoubt(), legal, best, sum, made,
                worlds, taken[best] / worlds, left / worlds));
    }

    /**
     * What the card does for the contract, as a partner would say it: "the A♠ makes our 250 in 85%, the K♠ in
     * 70%" (the best card that changes the odds, to compare with); when no card changes them, "our 250 is made in
     * 85% whatever we play; with the A♠ we take 12 of the 25 points left", as the points are then what is played
     * for. The three-handed bidder plays alone, so its reasons name "the 250", say "whatever is played" and "the
     * bidder takes"; in the duel "you take".
     */
    private static String odds(Situation s, boolean contract, List<Card> legal, int best, double[] sum, int[] made,
            int worlds, double taken, double left) {
        SeatView view = s.view;
        RuleSet rules = view.rules();
        String card = "the " + legal.get(best).display();
        boolean alone = s.seats == 3 && view.contractor() == view.seat();
        // The points are those the side takes in the rest of the hand with this card played now, not the card's. The
        // duel's reasons reach the player only as hints and in the review, and there is no partner to be "we" (QA).
        String takes = alone ? " the bidder takes " : s.seats == 2 ? " you take " : " we take ";
        String points = pointsTaken(rules, "with " + card + takes, taken, left, worlds);
        if (!contract) {
            return points;
        }
        boolean ours = s.ourContract();
        String bid = (alone ? "the " : ours ? "our " : "their ") + rules.shown(view.bid());
        int other = -1;
        for (int k = 0; k < legal.size(); k++) {
            if (made[k] != made[best] && (other < 0 || sum[k] > sum[other])) {
                other = k;
            }
        }
        if (other < 0) {
            String fate = made[best] == 0 ? (ours ? "lost" : "set") : made[best] == worlds ? "made"
                    : (ours ? "made in " : "set in ") + percent(made[best], worlds, ours);
            return bid + " is " + fate + (alone ? " whatever is played; " : " whatever we play; ") + points;
        }
        // made counts the deals in which the contract is made, whichever side holds it.
        return card + (ours ? " makes " : " sets ") + bid + " in " + percent(made[best], worlds, ours)
                + ", the " + legal.get(other).display() + " in " + percent(made[other], worlds, ours);
    }

    /**
     * "with the A♠ we take 12 of the 90 points left, on average" ({@code takes} says who): all or none of them is
     * taken in every deal, so no average is spoken of; an average that rounds to none or all of them on the table's
     * scale is "almost" that, not "0 of the 142".
     */
    static String pointsTaken(RuleSet rules, String takes, double taken, double left, int worlds) {
        String all = Decision.points(rules, left);
        if (taken >= left - 1e-9) {
            return takes + "all " + all + " points left";
        }
        if (taken == 0) {
            return takes + "none of the " + all + " points left";
        }
        long shown = Decision.onScale(rules, taken);
        return takes + (shown == 0 ? "almost none of the " + all : shown >= Decision.onScale(rules, left)
                ? "almost all " + all : shown + " of the " + all) + " points left" + (worlds > 1 ? ", on average" : "");
    }

    /**
     * The few deals' verdict without odds: "the 9♠ scores best in them", or, where another card scored as well
     * (Medium's card is then played), "no card scores better than the 9♠ in them".
     */
    private static String fewDeals(List<Card> legal, int best, double[] sum, int worlds) {
        boolean tied = false;
        for (int k = 0; k < legal.size(); k++) {
            tied |= k != best && sum[k] >= sum[best] - 1e-9;
        }
        String card = "the " + legal.get(best).display();
        String where = worlds == 1 ? " in it" : " in them";
        return tied ? "no card scores better than " + card + where : card + " scores best" + where;
    }

    private static String percent(int made, int worlds, boolean ours) {
        return Math.round(100.0 * (ours ? made : worlds - made) / worlds) + "%";
    }

    /**
     * The Medium card, its reason marked as a rule of thumb; one pair of parentheses, not two in a row. The duel's
     * play-off comes late in the hand, so there the mark says why otherwise.
     */
    private static Decision tooEarly(Decision fallback, boolean playOff) {
        String reason = fallback.reason();
        String mark = playOff ? "rule of thumb: too many cards left to count out"
                : "rule of thumb this early in the hand";
        return new Decision(fallback.action(), reason.endsWith(")")
                ? reason.substring(0, reason.length() - 1) + "; " + mark + ")"
                : reason + " (" + mark + ")");
    }

    private Solver solver(RuleSet rules, Suit trump, boolean playOff) {
        if (solver == null || !rules.equals(solverRules) || trump != solverTrump || playOff != solverPlayOff) {
            solver = new Solver(rules, trump, playOff);
            solverRules = rules;
            solverTrump = trump;
            solverPlayOff = playOff;
        }
        return solver;
    }

    /** The hand's score for the deciding side, given the points it takes from here on. */
    static final class Outcome implements Stakes {
        private final RuleSet rules;
        private final int mySide;
        private final int[] soFar = new int[2];
        private final int[] meld = new int[2];
        private final boolean[] tookTrick = new boolean[2];
        private final int contractSide;
        private final int bid;

        Outcome(SeatView view) {
            rules = view.rules();
            mySide = view.sideOf(view.seat()) % 2;
            for (TrickRecord t : view.tricks()) {
                int side = view.sideOf(t.winner()) % 2;
                tookTrick[side] = true;
                for (Played p : t.cards()) {
                    soFar[side] += rules.counting().value(p.card().rank());
                }
            }
            for (int s = 0; s < view.seats(); s++) {
                meld[view.sideOf(s) % 2] += view.melds().get(s).stream().mapToInt(m -> m.points()).sum();
            }
            contractSide = view.contractor() >= 0 ? view.sideOf(view.contractor()) % 2 : -1;
            bid = view.bid();
        }

        @Override
        public boolean contractInDoubt() {
            return contractSide >= 0;
        }

        /** Whether the contract is made when the deciding side takes {@code mine} of the {@code total} left. */
        @Override
        public boolean makes(int mine, int total, long[] world) {
            if (contractSide < 0) {
                return false;
            }
            int pts = soFar[contractSide] + (contractSide == mySide ? mine : total - mine);
            return meld[contractSide] + pts >= bid;
        }

        @Override
        public double score(int mine, int total, long[] world) {
            int[] pts = {0, 0};
            pts[mySide] = soFar[mySide] + mine;
            pts[1 - mySide] = soFar[1 - mySide] + total - mine;
            return score(mySide, pts) - score(1 - mySide, pts);
        }

        private int score(int side, int[] pts) {
            boolean stands = tookTrick[side] || pts[side] > 0;
            int m = stands ? meld[side] : 0;
            if (side == contractSide && m + pts[side] < bid) {
                return -bid + (rules.setRule() == RuleSet.SetRule.KEEP_MELD ? m : 0);
            }
            return m + pts[side];
        }
    }
}
