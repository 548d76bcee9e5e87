package dev.pinochle.ai;

import dev.pinochle.ai.belief.Belief;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Meld;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.TrickRecord;

/**
 * What the rest of a three-handed deal is worth to the deciding seat (§7): only the bidder scores, the bid when
 * made and minus the bid (twice with setDouble) when set, so the defenders' stake is the bidder's loss. Points
 * beyond the contract change nothing; a small share of them breaks ties, which keeps a margin against the
 * deals the sampling got wrong. A defender does not know the buried counters: each sampled world supplies them.
 */
final class ThreeHandedStakes implements ExpertPlay.Stakes {
    /** Weight of a point taken, against a score step of twice the bid. */
    private static final double POINT_WEIGHT = 0.1;

    private final RuleSet rules;
    private final Deck deck;
    private final boolean bidderToAct;
    private final int bid;
    private final int meld;
    private final int buriedHolder;
    private int soFar;
    private boolean tookTrick;

    ThreeHandedStakes(SeatView view) {
        rules = view.rules();
        deck = rules.deck();
        int bidder = view.contractor();
        bidderToAct = view.seat() == bidder;
        bid = view.bid();
        meld = view.melds().get(bidder).stream().mapToInt(Meld::points).sum();
        buriedHolder = Belief.of(view).buriedHolder();
        soFar = deck.counters(deck.setOf(view.buried()), rules.counting());
        for (TrickRecord t : view.tricks()) {
            if (t.winner() == bidder) {
                tookTrick = true;
                for (Played p : t.cards()) {
                    soFar += rules.counting().value(p.card().rank());
                }
            }
        }
    }

    private int bidderPoints(int mine, int total, long[] world) {
        int buried = buriedHolder >= 0 ? deck.counters(world[buriedHolder], rules.counting()) : 0;
        return soFar + buried + (bidderToAct ? mine : total - mine);
    }

    @Override
    public boolean makes(int mine, int total, long[] world) {
        int future = bidderToAct ? mine : total - mine;
        boolean stands = tookTrick || future > 0;
        return (stands ? meld : 0) + bidderPoints(mine, total, world) >= bid;
    }

    @Override
    public double score(int mine, int total, long[] world) {
        int score = makes(mine, total, world) ? bid : -bid * (rules.setDouble() ? 2 : 1);
        return bidderToAct ? score : -score;
    }

    @Override
    public double utility(int mine, int total, long[] world) {
        return score(mine, total, world) + POINT_WEIGHT * mine;
    }

    @Override
    public boolean contractInDoubt() {
        return true;
    }
}
