package dev.pinochle.save;

import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Counts for one side: games finished and won, hands scored, contracts it held and how they went, and the
 * bids and meld behind the averages. One game's tally per side goes into its saved file; the statistics
 * dialog adds up the human side's tallies of finished games, per mode.
 *
 * @param contracts hands in which this side held the contract
 * @param made contracts made (the moon shot and taken included)
 * @param set contracts set, thrown in, or a moon shot missed
 * @param bidTotal the sum of the contracts' bids, for the average bid
 * @param meldTotal the sum of the side's meld as shown over its hands, for the average meld
 */
public record Tally(int games, int wins, int hands, int contracts, int made, int set, long bidTotal,
        long meldTotal) {

    public static final Tally ZERO = new Tally(0, 0, 0, 0, 0, 0, 0, 0);

    public Tally plus(Tally o) {
        return new Tally(games + o.games, wins + o.wins, hands + o.hands, contracts + o.contracts, made + o.made,
                set + o.set, bidTotal + o.bidTotal, meldTotal + o.meldTotal);
    }

    /** The average contract this side held, 0 if it held none. */
    public double averageBid() {
        return contracts == 0 ? 0 : (double) bidTotal / contracts;
    }

    /** The average meld per hand, 0 before any hand. */
    public double averageMeld() {
        return hands == 0 ? 0 : (double) meldTotal / hands;
    }

    /** One tally per side of a game: partnerships in four-seat modes, else each seat. */
    public static List<Tally> bySide(GameRecord record) {
        RuleSet rules = record.rules();
        int sides = rules.mode().partnerships() ? 2 : rules.mode().seats();
        List<Tally> out = new ArrayList<>();
        for (int side = 0; side < sides; side++) {
            out.add(of(record, side));
        }
        return out;
    }

    /** The tally of one side over a game; a redealt hand is no hand. */
    static Tally of(GameRecord record, int side) {
        boolean partnerships = record.rules().mode().partnerships();
        int hands = 0;
        int contracts = 0;
        int made = 0;
        int set = 0;
        long bidTotal = 0;
        long meldTotal = 0;
        for (HandRecord hand : record.hands()) {
            HandResult r = hand.result();
            if (r == null || r.outcome() == HandResult.Outcome.REDEAL) {
                continue;
            }
            hands++;
            meldTotal += r.meld()[side];
            int contractSide = r.contractor() < 0 ? -1 : partnerships ? r.contractor() % 2 : r.contractor();
            if (contractSide == side) {
                contracts++;
                bidTotal += r.bid();
                switch (r.outcome()) {
                    case MADE, MOON_MADE -> made++;
                    case SET, THROWN_IN, MOON_SET -> set++;
                    default -> { }
                }
            }
        }
        int games = record.isOver() ? 1 : 0;
        int wins = record.winner() == side ? 1 : 0;
        return new Tally(games, wins, hands, contracts, made, set, bidTotal, meldTotal);
    }
}
