package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import java.util.List;

/**
 * The auction so far, read with the bidding conventions every bot uses ({@link Conventions}, docs/ai.md):
 * a <em>meld bid</em> is a one-step raise over one's partner's high bid and shows 60 or more meld without a
 * trump suit; every other bid is natural (a jump of three steps, which the bots make with a strong trump suit,
 * reads as a natural bid at its level; the play reads the strong suit, {@link JumpReading}), and a pass is final.
 * An opening at the minimum by an opener who may not pass (OPENER_FORCED) is no bid: it shows nothing.
 */
final class AuctionReading {
    final int high;
    final int highSeat;
    final int minNext;
    final boolean mayPass;
    /** The high bid's alert ({@link Conventions}); null for a natural bid or none yet. */
    final Conventions.Alert highAlert;
    private final int seats;
    private final int[] bids;
    private final boolean[] passed;
    private final boolean[] meldBid;
    private final boolean[] jumped;
    private final boolean[] tookOver;

    AuctionReading(SeatView view) {
        RuleSet rules = view.rules();
        seats = view.seats();
        bids = new int[seats];
        passed = new boolean[seats];
        meldBid = new boolean[seats];
        jumped = new boolean[seats];
        tookOver = new boolean[seats];
        int h = 0;
        int hs = -1;
        Conventions.Alert ha = null;
        List<Call> calls = view.auction();
        List<Conventions.Reading> readings = Conventions.read(rules, seats, calls);
        for (int i = 0; i < calls.size(); i++) {
            Call c = calls.get(i);
            Conventions.Reading r = readings.get(i);
            int s = c.seat();
            if (c.action() instanceof Action.Bid b) {
                meldBid[s] |= r.alert() == Conventions.Alert.MELD_BID;
                tookOver[s] = r.tookOver();
                jumped[s] |= r.alert() == Conventions.Alert.JUMP;
                if (r.alert() != Conventions.Alert.FORCED) {
                    bids[s] = b.points();
                }
                h = b.points();
                hs = s;
                ha = r.alert();
            } else {
                passed[s] = true;
            }
        }
        high = h;
        highSeat = hs;
        highAlert = ha;
        int min = Integer.MAX_VALUE;
        boolean pass = false;
        for (Action a : view.legal()) {
            if (a instanceof Action.Bid b) {
                min = Math.min(min, b.points());
            } else if (a instanceof Action.Pass) {
                pass = true;
            }
        }
        minNext = min;
        mayPass = pass;
    }

    boolean hasBid(int seat) {
        return bids[seat] > 0;
    }

    boolean passed(int seat) {
        return passed[seat];
    }

    /** Whether the seat ever bid three steps above the lowest bid allowed: it holds a strong suit. */
    boolean jumped(int seat) {
        return jumped[seat];
    }

    boolean madeMeldBid(int seat) {
        return meldBid[seat];
    }

    /**
     * Whether the seat's last bid took the contract from its partner: over the partner's natural bid (not over a
     * forced opening, which showed nothing, nor over a meld bid, which asked for it), and not as a meld bid itself.
     * It holds the better trump as it reads the hands.
     */
    boolean tookOver(int seat) {
        return tookOver[seat];
    }

    /** Whether both of the seat's opponents have passed: only its side is left to bid. */
    boolean opponentsOut(int seat) {
        return passed[(seat + 1) % seats] && passed[(seat + 3) % seats];
    }

    /** Whether the seat passed at its first call, without ever bidding. */
    boolean passedAtOnce(int seat) {
        return passed[seat] && bids[seat] == 0;
    }
}
