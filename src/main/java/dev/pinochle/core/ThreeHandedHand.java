package dev.pinochle.core;

import java.util.ArrayList;
import java.util.List;

/**
 * One deal of three-handed auction pinochle (§7): fifteen cards each and a three-card widow; the auction
 * ends after two passes; the bidder shows the widow, takes it, names trump, shows meld, buries three cards
 * (never a card shown in meld; buried counters count for the bidder), then plays alone against the other
 * two, who count together. Made: the bidder scores the bid; set: loses it (twice with {@code setDouble}
 * when played out). Defenders score nothing. Sides are the seats.
 */
public final class ThreeHandedHand extends AuctionHand {
    private static final int SEATS = 3;
    private static final int BURY = 3;

    private final long widow;
    private long buried;

    /** A hand dealt from {@code deal}: seat {@code dealer + 1 + i} gets the i-th fifteen; the last three are the widow. */
    public ThreeHandedHand(RuleSet rules, Deal deal, int dealer) {
        super(threeHanded(rules), deal, dealer);
        this.widow = deal.set(SEATS * rules.mode().handSize(), deal.size());
    }

    private static RuleSet threeHanded(RuleSet rules) {
        if (rules.mode() != Mode.THREE_HANDED) {
            throw new IllegalArgumentException("a three-handed hand needs mode THREE_HANDED, not " + rules.mode());
        }
        return rules;
    }

    private ThreeHandedHand(ThreeHandedHand o) {
        super(o);
        widow = o.widow;
        buried = o.buried;
    }

    @Override
    public ThreeHandedHand copy() {
        return new ThreeHandedHand(this);
    }

    @Override
    public int toAct() {
        return switch (phase) {
            case AUCTION -> auction.toAct();
            case TRUMP, BURY, CONCEDE_OR_PLAY -> contractor;
            case TRICKS -> play.toAct();
            default -> -1;
        };
    }

    /** The widow: face down until the auction ends. */
    public long widow() {
        return widow;
    }

    /** What the bidder buried (empty before the bury). */
    public long buried() {
        return buried;
    }

    // ---------------------------------------------------------------- legal actions

    @Override
    public List<Action> legalActions() {
        return switch (phase) {
            case AUCTION -> auction.legalActions();
            case TRUMP -> trumpLegalActions();
            case BURY -> buryLegalActions();
            case CONCEDE_OR_PLAY -> concedeLegalActions(false);
            case TRICKS -> play.legalActions();
            default -> List.of();
        };
    }

    private List<Action> buryLegalActions() {
        List<Action> out = new ArrayList<>();
        for (List<Card> cards : deck.choose(buryable(), BURY)) {
            out.add(new Action.Bury(cards));
        }
        return out;
    }

    /**
     * The bidder's cards that may be buried: those not shown in meld. In the rare hand where fewer than three
     * cards lie outside the meld, any card may go (the meld as shown still counts).
     */
    public long buryable() {
        long hand = hands[contractor];
        long shown = shownMeldCards(hand);
        long free = hand - shown;
        return deck.size(free) >= BURY ? free : hand;
    }

    /**
     * Why a burial may not take {@code card}: every copy held is shown in meld ({@code free} is 0), or only
     * one of the two is free. A single deck has two copies of each card.
     */
    public static String shownInMeld(Card card, int free) {
        return free == 0 ? "The " + card.display() + " is shown in meld and may not be buried."
                : "Only one " + card.display() + " may be buried: the other is shown in meld.";
    }

    /**
     * The cards a hand shows in meld: for each face, the most copies any one class uses, never more than are
     * held (under {@code runExtras} BONUS the run's own K or Q also marries an extra card, so a class lists it twice).
     */
    private long shownMeldCards(long hand) {
        int[] need = new int[Card.FACES];
        for (MeldKind.MeldClass mc : MeldKind.MeldClass.values()) {
            int[] inClass = new int[Card.FACES];
            for (Meld m : MeldTable.breakdown(rules, hand, trump)) {
                if (m.kind().meldClass() == mc) {
                    for (Card c : m.cards()) {
                        inClass[c.id()]++;
                    }
                }
            }
            for (int f = 0; f < Card.FACES; f++) {
                need[f] = Math.max(need[f], Math.min(inClass[f], deck.count(hand, Card.byId(f))));
            }
        }
        long set = 0;
        for (int f = 0; f < Card.FACES; f++) {
            for (int n = 0; n < need[f]; n++) {
                set += deck.one(Card.byId(f));
            }
        }
        return set;
    }

    // ---------------------------------------------------------------- apply

    @Override
    public void apply(Action action) {
        switch (phase) {
            case AUCTION -> applyAuction(action);
            case TRUMP -> applyTrump(action);
            case BURY -> applyBury(action);
            case CONCEDE_OR_PLAY -> applyConcede(action);
            case TRICKS -> applyTrick(action);
            default -> throw new IllegalActionException("The hand is over.");
        }
    }

    /** The bidder shows the widow and takes it. */
    @Override
    void contractTaken() {
        hands[contractor] += widow;
    }

    private void applyTrump(Action action) {
        trump = namedTrump(action);
        showMeld();
        phase = Phase.BURY;
    }

    private void applyBury(Action action) {
        if (!(action instanceof Action.Bury bury) || bury.cards().size() != BURY) {
            throw new IllegalActionException("Bury exactly " + BURY + " cards.");
        }
        long set;
        try {
            set = deck.setOf(bury.cards());
        } catch (IllegalArgumentException e) {
            throw new IllegalActionException("You can only bury cards you hold.");
        }
        if (!deck.contains(hands[contractor], set)) {
            throw new IllegalActionException("You can only bury cards you hold.");
        }
        long free = buryable();
        for (Card c : bury.cards()) {
            // Named, so a player who picked both copies of a card learns which one must stay.
            if (deck.count(set, c) > deck.count(free, c)) {
                throw new IllegalActionException(shownInMeld(c, deck.count(free, c)));
            }
        }
        hands[contractor] -= set;
        buried = set;
        int[] camps = new int[SEATS];
        for (int s = 0; s < SEATS; s++) {
            camps[s] = s == contractor ? 0 : 1;
        }
        play.start(contractor, trump, camps);
        play.credit(contractor, deck.counters(set, rules.counting()));
        phase = rules.allowThrowIn() ? Phase.CONCEDE_OR_PLAY : Phase.TRICKS;
    }

    private void applyConcede(Action action) {
        if (action instanceof Action.PlayOn) {
            phase = Phase.TRICKS;
        } else if (action instanceof Action.ThrowIn) {
            endHand(HandResult.Outcome.THROWN_IN);
        } else {
            throw wrongPhase(action, "throw in or play on");
        }
    }

    // ---------------------------------------------------------------- scoring

    @Override
    HandResult score() {
        int[] counters = new int[SEATS];
        int[] score = new int[SEATS];
        boolean[] stood = new boolean[SEATS];
        if (ending == HandResult.Outcome.REDEAL) {
            return new HandResult(-1, 0, null, meld, counters, stood, ending, score);
        }
        if (ending == HandResult.Outcome.THROWN_IN) {
            score[contractor] = -bid;
            return new HandResult(contractor, bid, trump, meld, counters, stood, ending, score);
        }
        for (int s = 0; s < SEATS; s++) {
            counters[s] = play.countersOfSeat(s);
        }
        boolean stands = rules.meldNeeds() == RuleSet.MeldNeeds.TRICK
                ? play.tricksWon(0) > 0 : play.counters(0) > 0;
        stood[contractor] = stands;
        int bidderMeld = stands ? meld[contractor]
                : rules.meldNeeds() == RuleSet.MeldNeeds.COUNTER ? MeldTable.dix(rules, meldHands[contractor], trump) : 0;
        boolean made = bidderMeld + counters[contractor] >= bid;
        score[contractor] = made ? bid : -bid * (rules.setDouble() ? 2 : 1);
        return new HandResult(contractor, bid, trump, meld, counters, stood,
                made ? HandResult.Outcome.MADE : HandResult.Outcome.SET, score);
    }

    // ---------------------------------------------------------------- views

    @Override
    public SeatView view(int seat) {
        int toAct = toAct();
        return new SeatView(rules, seat, 0, dealer, phase, toAct, deck.cards(hands[seat]), handSizes(),
                auction.calls(), contractor, bid(), false, trump, List.of(), List.of(), shownMelds(trump != null),
                noneExposed(), play.currentTrick(), play.completed(), 0, null, null,
                contractor >= 0 ? deck.cards(widow) : List.of(),
                seat == contractor ? deck.cards(buried) : List.of(),
                seat == toAct ? legalActions() : List.of(), List.of(), result(), -1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ThreeHandedHand h && sameShared(h) && widow == h.widow && buried == h.buried;
    }
}
