package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import java.util.ArrayList;
import java.util.List;

/**
 * The bidding conventions the bots send and read (docs/ai.md), call by call: what a bid tells the bidder's
 * partner beyond its points. Public because the table shows them beside the bids: a player has to know what the
 * bots' bids mean, and how the bots read the player's own. Every seat reads the same public calls, so showing
 * them reveals nothing.
 */
public final class Conventions {
    private Conventions() {
    }

    /** What a bid says beyond its points; a natural bid and a pass say nothing more. */
    public enum Alert {
        /** An opening at the minimum by an opener who may not pass: it shows nothing. */
        FORCED("forced"),
        /**
         * One step over the partner's high bid by a player who has not bid yet, an opponent still in: 60 or more
         * meld, no trump suit.
         */
        MELD_BID("meld bid"),
        /**
         * Three steps above the lowest bid allowed, an opponent still in: a strong trump suit (a run, or six trumps
         * with the ace).
         */
        JUMP("jump");

        private final String label;

        Alert(String label) {
            this.label = label;
        }

        /** How the table names it, lower case: "meld bid". */
        public String label() {
            return label;
        }
    }

    /**
     * One call as the conventions read it: its alert, if any, and whether it took the contract from the
     * bidder's partner (a bid over the partner's natural bid, which is neither a meld bid nor over a forced
     * opening or a meld bid).
     */
    record Reading(Alert alert, boolean tookOver) {
    }

    /** Each call of {@code calls}, an auction in order, as the conventions read it. */
    static List<Reading> read(RuleSet rules, int seats, List<Call> calls) {
        List<Reading> out = new ArrayList<>(calls.size());
        boolean[] hasBid = new boolean[seats];
        boolean[] passed = new boolean[seats];
        int step = rules.bidStep();
        int high = 0;
        int highSeat = -1;
        Alert highAlert = null;
        for (Call c : calls) {
            int s = c.seat();
            if (!(c.action() instanceof Action.Bid b)) {
                passed[s] = true;
                out.add(new Reading(null, false));
                continue;
            }
            // Under OPENER_FORCED the first call is a bid, so the first bid is the forced one.
            boolean forced = highSeat < 0 && b.points() == rules.minBid()
                    && rules.passedOut() == RuleSet.PassedOut.OPENER_FORCED;
            boolean overPartner = highSeat >= 0 && (highSeat + 2) % 4 == s && seats == 4;
            // With both opponents out nobody is left to outbid: a raise of the partner only takes the contract,
            // and no bot sends a meld bid or a jump then (Bidding.meldBidTells, Bidding.overPartner), so none is
            // read: a jump there would pre-empt nobody.
            boolean opponentsOut = seats == 4 && passed[(s + 1) % 4] && passed[(s + 3) % 4];
            boolean meld = overPartner && b.points() == high + step && !hasBid[s] && !opponentsOut;
            boolean jump = b.points() == (highSeat < 0 ? rules.minBid() : high + step) + 3 * step && !opponentsOut;
            Alert alert = forced ? Alert.FORCED : meld ? Alert.MELD_BID : jump ? Alert.JUMP : null;
            out.add(new Reading(alert, overPartner && !meld && highAlert != Alert.FORCED
                    && highAlert != Alert.MELD_BID));
            hasBid[s] |= !forced;
            high = b.points();
            highSeat = s;
            highAlert = alert;
        }
        return out;
    }

    /**
     * Each call's alert, {@code null} for a natural bid or a pass. At a table without partners only the forced
     * opening is alerted: it is a rule that every seat may read, where the meld bid and the jump are signals
     * to a partner.
     */
    public static List<Alert> alerts(RuleSet rules, int seats, List<Call> calls) {
        List<Alert> out = new ArrayList<>(calls.size());
        for (Reading r : read(rules, seats, calls)) {
            out.add(seats == 4 || r.alert() == Alert.FORCED ? r.alert() : null);
        }
        return out;
    }

    /**
     * The meld a meld bid promises, in the table's own points: 60 on the single deck, 12 on the double deck, where
     * a hand's meld and counters are a fifth as large.
     */
    public static int meldBidShows(RuleSet rules) {
        return Bidding.scaled(Bidding.MELD_BID_SHOWS, rules);
    }

    /** The alert the seat's bid of {@code points} would carry now, {@code null} if it would be natural. */
    public static Alert ifBid(SeatView view, int points) {
        List<Call> calls = new ArrayList<>(view.auction());
        calls.add(new Call(view.seat(), new Action.Bid(points)));
        List<Alert> alerts = alerts(view.rules(), view.seats(), calls);
        return alerts.get(alerts.size() - 1);
    }
}
