package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The bidding of an auction game (§2.2, §7): clockwise from the dealer's left, a pass is final, and the
 * auction ends when all but one have passed. What happens when everyone would pass is {@code passedOut}.
 * Mutable and cheap to copy, like the hands that own it.
 */
final class Auction {
    /**
     * Bids stop this many times the hand's counters above the minimum (3,000 on the single deck, 600 on the double
     * deck's 50): beyond any contract that can be made. Until 2026-12-06 they stopped 300 steps up, which on the
     * double deck (steps of 1) was 350, below a side holding a quadruple run and what its partner melds.
     */
    static final int MAX_BID_COUNTERS = 12;
    /** {@link #apply} result: the auction goes on. */
    static final int OPEN = -2;
    /** {@link #apply} result: everyone passed, the hand is redealt. */
    static final int REDEAL = -1;

    private final RuleSet rules;
    private final int seats;
    private final int dealer;
    private int[] callSeats = new int[8];
    private int[] callBids = new int[8];
    private int calls;
    private int passed;
    private int highBid;
    private int highBidder = -1;
    private int toAct;

    Auction(RuleSet rules, int dealer) {
        this.rules = rules;
        this.seats = rules.mode().seats();
        this.dealer = dealer;
        this.toAct = (dealer + 1) % seats;
    }

    Auction(Auction o) {
        this(o.rules, o.dealer);
        copyFrom(o);
    }

    void copyFrom(Auction o) {
        if (callSeats.length < o.calls) {
            callSeats = new int[o.callSeats.length];
            callBids = new int[o.callBids.length];
        }
        System.arraycopy(o.callSeats, 0, callSeats, 0, o.calls);
        System.arraycopy(o.callBids, 0, callBids, 0, o.calls);
        calls = o.calls;
        passed = o.passed;
        highBid = o.highBid;
        highBidder = o.highBidder;
        toAct = o.toAct;
    }

    int toAct() {
        return toAct;
    }

    /** The highest bid so far, 0 if none. */
    int highBid() {
        return highBid;
    }

    int minNextBid() {
        return highBid == 0 ? rules.minBid() : highBid + rules.bidStep();
    }

    int maxBid() {
        return rules.minBid() + MAX_BID_COUNTERS * rules.trickPoints() / rules.bidStep() * rules.bidStep();
    }

    /** Under OPENER_FORCED the player left of the dealer may not pass on the first turn. */
    boolean mayPass() {
        return !(rules.passedOut() == RuleSet.PassedOut.OPENER_FORCED && calls == 0);
    }

    List<Action> legalActions() {
        List<Action> out = new ArrayList<>();
        if (mayPass()) {
            out.add(Action.Pass.INSTANCE);
        }
        for (int b = minNextBid(); b <= maxBid(); b += rules.bidStep()) {
            out.add(new Action.Bid(b));
        }
        return out;
    }

    /**
     * Takes a bid or pass from the seat to act.
     *
     * @return {@link #OPEN}, {@link #REDEAL}, or the seat that holds the contract (at {@link #highBid()})
     */
    int apply(Action action) {
        if (action instanceof Action.Pass) {
            if (!mayPass()) {
                throw new IllegalActionException("The player left of the dealer must open the bidding.");
            }
            record(0);
            passed |= 1 << toAct;
        } else if (action instanceof Action.Bid bid) {
            int min = minNextBid();
            if (bid.points() < min) {
                throw new IllegalActionException("The bid must be at least " + rules.shown(min) + ".");
            }
            if (bid.points() > maxBid()) {
                throw new IllegalActionException("The bid may not exceed " + rules.shown(maxBid()) + ".");
            }
            if ((bid.points() - rules.minBid()) % rules.bidStep() != 0) {
                throw new IllegalActionException("Bids go up in steps of " + rules.shown(rules.bidStep()) + ".");
            }
            record(bid.points());
            highBid = bid.points();
            highBidder = toAct;
        } else {
            throw new IllegalActionException("Now " + Seat.name(toAct, seats) + " must bid or pass.");
        }
        int passes = Integer.bitCount(passed);
        if (passes == seats) {
            return REDEAL;
        }
        if (passes == seats - 1 && highBidder >= 0) {
            return highBidder;
        }
        if (passes == seats - 1 && rules.passedOut() == RuleSet.PassedOut.DEALER_STUCK) {
            highBid = rules.minBid();
            highBidder = dealer;
            return dealer;
        }
        do {
            toAct = (toAct + 1) % seats;
        } while ((passed & (1 << toAct)) != 0);
        return OPEN;
    }

    private void record(int bid) {
        if (calls == callSeats.length) {
            callSeats = Arrays.copyOf(callSeats, calls * 2);
            callBids = Arrays.copyOf(callBids, calls * 2);
        }
        callSeats[calls] = toAct;
        callBids[calls] = bid;
        calls++;
    }

    /** The calls so far, for views. */
    List<Call> calls() {
        List<Call> out = new ArrayList<>(calls);
        for (int i = 0; i < calls; i++) {
            out.add(new Call(callSeats[i], callBids[i] == 0 ? Action.Pass.INSTANCE : new Action.Bid(callBids[i])));
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Auction a && calls == a.calls && passed == a.passed && highBid == a.highBid
                && highBidder == a.highBidder && toAct == a.toAct
                && Arrays.equals(callSeats, 0, calls, a.callSeats, 0, calls)
                && Arrays.equals(callBids, 0, calls, a.callBids, 0, calls);
    }

    @Override
    public int hashCode() {
        return calls * 31 + highBid;
    }
}
