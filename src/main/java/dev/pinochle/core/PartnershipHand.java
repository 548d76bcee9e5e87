package dev.pinochle.core;

import java.util.ArrayList;
import java.util.List;

/**
 * One deal of partnership auction pinochle (§2), single or double deck: auction, trump, pass, meld,
 * throw-in or moon, twelve (or twenty) tricks, score. Sides are the partnerships {@code seat % 2}.
 *
 * <p>Each phase has a short legal-actions function and an apply function that read like the rulebook.
 * Trick play runs on card-set masks and allocates nothing, so playouts are cheap.
 */
public final class PartnershipHand extends AuctionHand {
    private static final int SEATS = 4;
    private static final int[] CAMPS = {0, 1, 0, 1};

    // The pass both ways.
    private long toBidder;
    private long toPartner;
    private boolean moon;

    /** A hand dealt from {@code deal}: seat {@code dealer + 1 + i} gets the i-th run of cards. */
    public PartnershipHand(RuleSet rules, Deal deal, int dealer) {
        super(fourSeats(rules), deal, dealer);
    }

    private static RuleSet fourSeats(RuleSet rules) {
        if (!rules.mode().partnerships()) {
            throw new IllegalArgumentException("a partnership hand needs a four-seat mode, not " + rules.mode());
        }
        return rules;
    }

    private PartnershipHand(PartnershipHand o) {
        super(o);
        copyOwn(o);
    }

    /**
     * Makes this hand an exact copy of {@code o}, a hand of the same rules and dealer, without allocating
     * (once the auction history fits): search and playouts reuse one scratch state this way.
     */
    public void copyFrom(PartnershipHand o) {
        if (o.rules != rules && !o.rules.equals(rules) || o.dealer != dealer) {
            throw new IllegalArgumentException("copyFrom needs a hand of the same rules and dealer");
        }
        copyShared(o);
        copyOwn(o);
    }

    private void copyOwn(PartnershipHand o) {
        toBidder = o.toBidder;
        toPartner = o.toPartner;
        moon = o.moon;
    }

    @Override
    public PartnershipHand copy() {
        return new PartnershipHand(this);
    }

    @Override
    public int toAct() {
        return switch (phase) {
            case AUCTION -> auction.toAct();
            case TRUMP, PASS_BACK, CONCEDE_OR_PLAY -> contractor;
            case PASS_TO_BIDDER -> partnerOf(contractor);
            case TRICKS -> play.toAct();
            default -> -1;
        };
    }

    /** The seat left of the dealer, who opens the auction. */
    public int opener() {
        return (dealer + 1) % SEATS;
    }

    /** The smallest bid the seat to act may make now. */
    public int minNextBid() {
        return auction.minNextBid();
    }

    /** The largest bid the rules accept. */
    public int maxBid() {
        return auction.maxBid();
    }

    /** Each seat's meld as shown (0 before meld). */
    public int meldOf(int seat) {
        return meld[seat];
    }

    /** Counters taken by a side so far, the last trick included once played. */
    public int countersOf(int side) {
        return play.counters(side);
    }

    public int tricksPlayed() {
        return play.tricks();
    }

    // ---------------------------------------------------------------- legal actions

    @Override
    public List<Action> legalActions() {
        return switch (phase) {
            case AUCTION -> auction.legalActions();
            case TRUMP -> trumpLegalActions();
            case PASS_TO_BIDDER, PASS_BACK -> passLegalActions();
            case CONCEDE_OR_PLAY -> concedeLegalActions(rules.shootTheMoon());
            case TRICKS -> play.legalActions();
            default -> List.of();
        };
    }

    private List<Action> passLegalActions() {
        List<Action> out = new ArrayList<>();
        for (List<Card> cards : deck.choose(hands[toAct()], rules.passCount())) {
            out.add(new Action.PassCards(cards));
        }
        return out;
    }

    /** The cards the seat to act may play now (a sub-multiset of its hand); 0 outside trick play. */
    public long legalCards() {
        return phase == Phase.TRICKS ? play.legalCards() : 0;
    }

    // ---------------------------------------------------------------- apply

    @Override
    public void apply(Action action) {
        switch (phase) {
            case AUCTION -> applyAuction(action);
            case TRUMP -> applyTrump(action);
            case PASS_TO_BIDDER, PASS_BACK -> applyPass(action);
            case CONCEDE_OR_PLAY -> applyConcede(action);
            case TRICKS -> applyTrick(action);
            default -> throw new IllegalActionException("The hand is over.");
        }
    }

    private void applyTrump(Action action) {
        trump = namedTrump(action);
        if (rules.passCount() > 0) {
            phase = Phase.PASS_TO_BIDDER;
        } else {
            startPlay();
        }
    }

    private void applyPass(Action action) {
        if (!(action instanceof Action.PassCards pass)) {
            throw wrongPhase(action, "pass " + rules.passCount() + " cards");
        }
        if (pass.cards().size() != rules.passCount()) {
            throw new IllegalActionException("Pass exactly " + rules.passCount() + " cards.");
        }
        long set;
        try {
            set = deck.setOf(pass.cards());
        } catch (IllegalArgumentException e) {
            throw new IllegalActionException("You can only pass cards you hold.");
        }
        passCards(set);
    }

    /**
     * Passes a set of cards from the seat to act to its partner: the fast path behind
     * {@link Action.PassCards}, for playouts.
     */
    public void passCards(long set) {
        if (phase != Phase.PASS_TO_BIDDER && phase != Phase.PASS_BACK) {
            throw new IllegalActionException("It is not time to pass cards.");
        }
        int from = toAct();
        if (deck.size(set) != rules.passCount() || !deck.contains(hands[from], set)) {
            throw new IllegalActionException("Pass exactly " + rules.passCount() + " cards that you hold.");
        }
        hands[from] -= set;
        hands[partnerOf(from)] += set;
        if (phase == Phase.PASS_TO_BIDDER) {
            toBidder = set;
            phase = Phase.PASS_BACK;
        } else {
            toPartner = set;
            startPlay();
        }
    }

    /** After the pass, everyone shows meld and the contractor is to lead. */
    private void startPlay() {
        showMeld();
        play.start(contractor, trump, CAMPS);
        phase = rules.allowThrowIn() || rules.shootTheMoon() ? Phase.CONCEDE_OR_PLAY : Phase.TRICKS;
    }

    private void applyConcede(Action action) {
        if (action instanceof Action.PlayOn) {
            phase = Phase.TRICKS;
        } else if (action instanceof Action.ThrowIn && rules.allowThrowIn()) {
            endHand(HandResult.Outcome.THROWN_IN);
        } else if (action instanceof Action.ShootMoon && rules.shootTheMoon()) {
            moon = true;
            phase = Phase.TRICKS;
        } else {
            throw wrongPhase(action, "throw in" + (rules.shootTheMoon() ? ", shoot the moon" : "") + " or play on");
        }
    }

    private static int partnerOf(int seat) {
        return (seat + 2) % SEATS;
    }

    // ---------------------------------------------------------------- scoring

    @Override
    HandResult score() {
        HandResult.Outcome outcome = ending;
        int[] sideMeld = {meld[0] + meld[2], meld[1] + meld[3]};
        int[] counters = {play.counters(0), play.counters(1)};
        int[] score = new int[2];
        boolean[] stood = new boolean[2];
        if (outcome == HandResult.Outcome.REDEAL) {
            return new HandResult(-1, 0, null, sideMeld, counters, stood, outcome, score);
        }
        int ct = contractor % 2;
        int other = 1 - ct;
        if (outcome == HandResult.Outcome.THROWN_IN) {
            score[ct] = -bid;
            score[other] = sideMeld[other];
            stood[other] = true;
            return new HandResult(contractor, bid, trump, sideMeld, counters, stood, outcome, score);
        }
        int[] standing = new int[2];
        for (int side = 0; side < 2; side++) {
            stood[side] = rules.meldNeeds() == RuleSet.MeldNeeds.TRICK ? play.tricksWon(side) > 0 : counters[side] > 0;
            if (stood[side]) {
                standing[side] = sideMeld[side];
            } else if (rules.meldNeeds() == RuleSet.MeldNeeds.COUNTER) {
                standing[side] = MeldTable.dix(rules, meldHands[side], trump)
                        + MeldTable.dix(rules, meldHands[side + 2], trump);
            }
            score[side] = standing[side] + counters[side];
        }
        if (moon) {
            boolean made = play.tricksWon(ct) == rules.mode().handSize();
            score[ct] = made ? rules.moonPoints() : -rules.moonPoints();
            outcome = made ? HandResult.Outcome.MOON_MADE : HandResult.Outcome.MOON_SET;
        } else if (standing[ct] + counters[ct] >= bid) {
            outcome = HandResult.Outcome.MADE;
        } else {
            outcome = HandResult.Outcome.SET;
            score[ct] = -bid + (rules.setRule() == RuleSet.SetRule.KEEP_MELD ? standing[ct] : 0);
        }
        return new HandResult(contractor, bid, trump, sideMeld, counters, stood, outcome, score);
    }

    // ---------------------------------------------------------------- views

    @Override
    public SeatView view(int seat) {
        List<Card> received = List.of();
        List<Card> given = List.of();
        if (contractor >= 0 && seat == contractor) {
            received = deck.cards(toBidder);
            given = deck.cards(toPartner);
        } else if (contractor >= 0 && seat == partnerOf(contractor)) {
            received = deck.cards(toPartner);
            given = deck.cards(toBidder);
        }
        boolean shown = phase == Phase.CONCEDE_OR_PLAY || phase == Phase.TRICKS
                || (phase == Phase.HAND_OVER && trump != null);
        int toAct = toAct();
        return new SeatView(rules, seat, 0, dealer, phase, toAct, deck.cards(hands[seat]), handSizes(),
                auction.calls(), contractor, bid(), moon, trump, received, given, shownMelds(shown), noneExposed(),
                play.currentTrick(), play.completed(), 0, null, null, List.of(), List.of(),
                seat == toAct ? legalActions() : List.of(), List.of(), result(), -1);
    }

    // ---------------------------------------------------------------- identity

    @Override
    public boolean equals(Object o) {
        return o instanceof PartnershipHand h && sameShared(h) && toBidder == h.toBidder
                && toPartner == h.toPartner && moon == h.moon;
    }
}
