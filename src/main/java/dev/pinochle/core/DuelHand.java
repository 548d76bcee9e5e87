package dev.pinochle.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One hand of the two-handed duel (RULES.md §5), seats 0 and 1.
 *
 * <p>The deal's order gives the non-dealer positions 0..11, the dealer 12..23 and the stock 24..47, top
 * first; position 47 is turned up, sets trump and is drawn last. The non-dealer leads. While the stock lasts
 * any card may be played, and after each trick its winner is in phase {@link Phase#DECLARE}: one
 * declaration, the dix exchange (if the rules allow it) or a decline; then the winner draws the top card, the
 * loser the next, and the winner leads. Once the stock is gone the last twelve tricks follow the play-off
 * duty ({@link Trick#legalPlayOff}) with no melding and no drawing.
 *
 * <p>Scored copies are counted per class (see {@link DuelMelds}). Copies of a face are told apart by the
 * classes they have scored in, and both rules below keep the copies nested (one copy's classes contain the
 * other's), which is never worse for the player than any other choice: a declaration marks the copy that
 * has scored in the most classes, and a play gives up that same copy first, so melded cards leave from the
 * table and the copy kept in hand is always the freer one.
 *
 * <p>Mutable for speed; {@link #legalCards()}, {@link #play(Card)}, {@link #legalActionCount()} and
 * {@link #applyLegal(int)} run without allocating, for playouts and search.
 */
public final class DuelHand implements HandState {
    private static final Deck DECK = Deck.SINGLE;
    private static final int HAND = 12;
    private static final int STOCK_START = 24;
    private static final int STOCK = 24;
    private static final int TRICKS = 24;
    private static final int CLASSES = 3;
    /** Lowest bit of every face's field. */
    private static final long LOW = DECK.presence(DECK.full());
    private static final int SEQUENCE = MeldKind.MeldClass.SEQUENCE.ordinal();
    private static final Action DECLINE = new Action.Decline();
    private static final Action EXCHANGE_DIX = new Action.ExchangeDix();

    private final RuleSet rules;
    private final Deal deal;
    private final int dealer;
    private final Suit trump;
    private final Card dix;
    private final long[] hands;
    /** At {@code seat * 3 + class}: the copies of the seat's hand already scored in that class. */
    private final long[] used;
    /** At {@code seat * 12 + n}: the {@link DuelMelds} index of the seat's n-th declaration. */
    private final byte[] melds;
    private final int[] meldCount;
    private final int[] counters;
    private final int[] tricksWon;
    /** Card ids in play order, leader's card first in each trick. */
    private final byte[] played;
    private final byte[] winners;
    private Phase phase;
    private int toAct;
    private int trickCount;
    private int drawn;
    /** The bottom card of the stock: the dix exchange replaces it. */
    private Card turnedUp;
    /** The dix exchange once made: who took which turned-up card, in view of both. */
    private Played exchange;
    /** The lead of the trick in progress, {@code null} before it. */
    private Card led;

    /**
     * Deals a hand.
     *
     * @param dealer 0 or 1; the other seat leads
     * @throws IllegalArgumentException unless the rules are a duel's and the deal a single deck
     */
    public DuelHand(RuleSet rules, Deal deal, int dealer) {
        if (rules.mode() != Mode.DUEL) {
            throw new IllegalArgumentException("a duel hand needs duel rules, not mode " + rules.mode());
        }
        if (deal.deck() != DECK) {
            throw new IllegalArgumentException("the duel is played with the single deck");
        }
        if (dealer != 0 && dealer != 1) {
            throw new IllegalArgumentException("the duel's dealer is seat 0 or 1, not " + dealer);
        }
        this.rules = rules;
        this.deal = deal;
        this.dealer = dealer;
        this.turnedUp = deal.card(STOCK_START + STOCK - 1);
        this.trump = turnedUp.suit();
        this.dix = Card.of(trump, Rank.NINE);
        this.hands = new long[2];
        hands[1 - dealer] = deal.set(0, HAND);
        hands[dealer] = deal.set(HAND, 2 * HAND);
        this.used = new long[2 * CLASSES];
        this.melds = new byte[2 * HAND];
        this.meldCount = new int[2];
        this.counters = new int[2];
        this.tricksWon = new int[2];
        this.played = new byte[2 * TRICKS];
        this.winners = new byte[TRICKS];
        this.phase = Phase.TRICKS;
        this.toAct = 1 - dealer;
    }

    /**
     * The hand as one seat sees it while the stock lasts, with the cards it cannot see filled in: {@code otherHand}
     * for the other seat and {@code stock} (top first, the turned-up card last). The Expert plays its sampled
     * deals out from here.
     *
     * <p>The copies each seat has scored per meld class are rebuilt from its declarations, capped per face by the
     * copies it still shows. That is the hand's own bookkeeping unless the seat played a scored copy of a face and
     * then declared the face's other copy in a different class: the view does not say which came first, and the
     * world then counts that class as still holding the second copy.
     *
     * @throws IllegalArgumentException if the stock is gone, or the cards do not fit the view
     */
    public static DuelHand world(SeatView view, long otherHand, List<Card> stock) {
        if (view.rules().mode() != Mode.DUEL || view.stockSize() == 0) {
            throw new IllegalArgumentException("a duel world is built while the stock lasts");
        }
        int seat = view.seat();
        long mine = DECK.setOf(view.hand());
        if (stock.size() != view.stockSize() || !stock.get(stock.size() - 1).equals(view.turnedUp())
                || DECK.size(otherHand) != view.handSizes().get(1 - seat)) {
            throw new IllegalArgumentException("the other hand and the stock do not fit the view");
        }
        // The stock's cards where they will be drawn; every card already drawn or dealt before them.
        List<Card> order = new ArrayList<>(DECK.cards(DECK.full() - DECK.setOf(stock)));
        order.addAll(stock);
        DuelHand h = new DuelHand(view.rules(), Deal.of(DECK, order), view.dealer());
        h.hands[seat] = mine;
        h.hands[1 - seat] = otherHand;
        Counting counting = view.rules().counting();
        for (TrickRecord t : view.tricks()) {
            for (Played p : t.cards()) {
                h.played[2 * h.trickCount + (p.seat() == t.cards().get(0).seat() ? 0 : 1)] = (byte) p.card().id();
                h.counters[t.winner()] += counting.value(p.card().rank());
            }
            h.tricksWon[t.winner()]++;
            h.winners[h.trickCount++] = (byte) t.winner();
        }
        if (!view.trick().isEmpty()) {
            h.led = view.trick().get(0).card();
            h.played[2 * h.trickCount] = (byte) h.led.id();
        }
        for (int s = 0; s < 2; s++) {
            long[] scored = new long[CLASSES];
            for (Meld m : view.melds().get(s)) {
                int index = DuelMelds.indexOf(h.trump, m.kind(), DECK.setOf(m.cards()));
                h.melds[s * HAND + h.meldCount[s]++] = (byte) index;
                scored[DuelMelds.meldClass(index)] += DuelMelds.cards(h.trump, index);
            }
            long shown = DECK.setOf(view.exposed().get(s));
            for (int c = 0; c < CLASSES; c++) {
                h.used[s * CLASSES + c] = fewer(scored[c], shown);
            }
        }
        h.phase = view.phase();
        h.toAct = view.toAct();
        h.drawn = STOCK - view.stockSize();
        h.exchange = view.exchange();
        return h;
    }

    /** Per face, the fewer copies of two sets. */
    private static long fewer(long a, long b) {
        long out = 0;
        for (long p = DECK.presence(a | b); p != 0; p &= p - 1) {
            int off = Long.numberOfTrailingZeros(p);
            out += Math.min((a >>> off) & 3, (b >>> off) & 3) << off;
        }
        return out;
    }

    private DuelHand(DuelHand o) {
        rules = o.rules;
        deal = o.deal;
        dealer = o.dealer;
        trump = o.trump;
        dix = o.dix;
        hands = o.hands.clone();
        used = o.used.clone();
        melds = o.melds.clone();
        meldCount = o.meldCount.clone();
        counters = o.counters.clone();
        tricksWon = o.tricksWon.clone();
        played = o.played.clone();
        winners = o.winners.clone();
        phase = o.phase;
        toAct = o.toAct;
        trickCount = o.trickCount;
        drawn = o.drawn;
        turnedUp = o.turnedUp;
        exchange = o.exchange;
        led = o.led;
    }

    @Override
    public RuleSet rules() {
        return rules;
    }

    @Override
    public int dealer() {
        return dealer;
    }

    @Override
    public Phase phase() {
        return phase;
    }

    @Override
    public int toAct() {
        return toAct;
    }

    @Override
    public long handOf(int seat) {
        return hands[seat];
    }

    @Override
    public DuelHand copy() {
        return new DuelHand(this);
    }

    // ---- legality -------------------------------------------------------------------------------------

    /** The cards the seat to act may play now; empty outside trick play. Allocation-free. */
    public long legalCards() {
        if (phase != Phase.TRICKS) {
            return 0;
        }
        long hand = hands[toAct];
        return drawn < STOCK ? hand : Trick.legalPlayOff(DECK, hand, trump, led);
    }

    /** The declarations open to the trick winner now, as a bit mask over {@link DuelMelds}' indices. */
    private int declarationMask() {
        if (phase != Phase.DECLARE) {
            return 0;
        }
        int base = toAct * CLASSES;
        long hand = hands[toAct];
        return DuelMelds.available(trump, hand - used[base], hand - used[base + 1], hand - used[base + 2]);
    }

    /** The exchange needs a trump nine that has not scored yet, and never swaps a nine for a nine. */
    private boolean canExchangeDix() {
        return rules.dixExchange() && turnedUp != dix
                && DECK.count(hands[toAct] - used[toAct * CLASSES + SEQUENCE], dix) > 0;
    }

    /**
     * Every legal action, in the order {@link #applyLegal(int)} counts them: in trick play each playable
     * face once, in card-set order; after a phase-1 trick the declarations, then the dix exchange if open,
     * then the decline.
     */
    @Override
    public List<Action> legalActions() {
        List<Action> out = new ArrayList<>();
        if (phase == Phase.TRICKS) {
            for (long p = DECK.presence(legalCards()); p != 0; p &= p - 1) {
                out.add(Action.Play.of(DECK.cardAt(Long.numberOfTrailingZeros(p))));
            }
        } else if (phase == Phase.DECLARE) {
            for (int m = declarationMask(); m != 0; m &= m - 1) {
                out.add(DuelMelds.declare(trump, Integer.numberOfTrailingZeros(m)));
            }
            if (canExchangeDix()) {
                out.add(EXCHANGE_DIX);
            }
            out.add(DECLINE);
        }
        return out;
    }

    /** {@code legalActions().size()}, without allocating. */
    public int legalActionCount() {
        return switch (phase) {
            case TRICKS -> DECK.distinct(legalCards());
            case DECLARE -> Integer.bitCount(declarationMask()) + (canExchangeDix() ? 2 : 1);
            default -> 0;
        };
    }

    /** {@code apply(legalActions().get(index))}, without allocating. */
    public void applyLegal(int index) {
        if (phase == Phase.TRICKS) {
            long p = DECK.presence(legalCards());
            checkIndex(index, Long.bitCount(p));
            for (int i = 0; i < index; i++) {
                p &= p - 1;
            }
            playCard(DECK.cardAt(Long.numberOfTrailingZeros(p)));
            return;
        }
        int mask = declarationMask();
        int declarations = Integer.bitCount(mask);
        boolean exchange = phase == Phase.DECLARE && canExchangeDix();
        checkIndex(index, phase == Phase.DECLARE ? declarations + (exchange ? 2 : 1) : 0);
        if (index < declarations) {
            for (int i = 0; i < index; i++) {
                mask &= mask - 1;
            }
            declare(Integer.numberOfTrailingZeros(mask));
        } else if (index == declarations && exchange) {
            exchangeDix();
        } else {
            drawAndLead();
        }
    }

    private static void checkIndex(int index, int count) {
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("action " + index + " of " + count);
        }
    }

    @Override
    public String explain(Card card) {
        return switch (phase) {
            case TRICKS -> Trick.explain(DECK, hands[toAct], legalCards(), trump, led, led, led, card);
            case DECLARE -> "The trick is won: its winner declares a meld or passes before the next lead.";
            default -> "The hand is over.";
        };
    }

    // ---- actions --------------------------------------------------------------------------------------

    @Override
    public void apply(Action action) {
        if (phase == Phase.HAND_OVER) {
            throw new IllegalActionException("The hand is over.");
        }
        if (action instanceof Action.Play p) {
            play(p.card());
        } else if (action instanceof Action.Declare d) {
            requireDeclare("declare a meld");
            declare(declarationIndex(d));
        } else if (action instanceof Action.ExchangeDix) {
            requireDeclare("exchange the dix");
            if (!canExchangeDix()) {
                throw new IllegalActionException(whyNoExchange());
            }
            exchangeDix();
        } else if (action instanceof Action.Decline) {
            requireDeclare("pass on melding");
            drawAndLead();
        } else {
            throw new IllegalActionException("The duel has no " + (action == null ? "empty action"
                    : action.getClass().getSimpleName()) + ": play a card, declare a meld or pass.");
        }
    }

    /**
     * Plays a card for the seat to act; the fast path of {@code apply(Action.Play.of(card))}.
     *
     * @throws IllegalActionException if the card may not be played now
     */
    public void play(Card card) {
        if (DECK.count(legalCards(), card) == 0) {
            throw new IllegalActionException(explain(card));
        }
        playCard(card);
    }

    private void requireDeclare(String what) {
        if (phase != Phase.DECLARE) {
            throw new IllegalActionException(drawn == STOCK
                    ? "The stock is gone: no more melding, play a card."
                    : "You may " + what + " only after winning a trick, before the draw.");
        }
    }

    private void playCard(Card card) {
        int seat = toAct;
        long one = DECK.one(card);
        hands[seat] -= one;
        // The copy played is the one scored in the most classes, so each class gives up a scored copy if it has one.
        int offset = DECK.offset(card);
        for (int i = seat * CLASSES; i < seat * CLASSES + CLASSES; i++) {
            if ((used[i] >>> offset & 3) != 0) {
                used[i] -= one;
            }
        }
        if (led == null) {
            played[2 * trickCount] = (byte) card.id();
            led = card;
            toAct = 1 - seat;
            return;
        }
        played[2 * trickCount + 1] = (byte) card.id();
        int winner = Trick.beats(card, led, trump) ? seat : 1 - seat;
        Counting counting = rules.counting();
        counters[winner] += counting.value(led.rank()) + counting.value(card.rank());
        tricksWon[winner]++;
        winners[trickCount++] = (byte) winner;
        led = null;
        toAct = winner;
        if (trickCount == TRICKS) {
            counters[winner] += counting.lastTrick();
            phase = Phase.HAND_OVER;
            toAct = -1;
        } else if (drawn < STOCK) {
            phase = Phase.DECLARE;
        }
    }

    private void declare(int index) {
        int seat = toAct;
        // Adding the cards to the class's count marks the copies the class note above describes.
        used[seat * CLASSES + DuelMelds.meldClass(index)] += DuelMelds.cards(trump, index);
        melds[seat * HAND + meldCount[seat]++] = (byte) index;
        drawAndLead();
    }

    /** Swaps an unscored trump nine for the turned-up card; it scores the dix and is the turn's meld. */
    private void exchangeDix() {
        int seat = toAct;
        hands[seat] += DECK.one(turnedUp) - DECK.one(dix);
        exchange = new Played(seat, turnedUp);
        turnedUp = dix;
        melds[seat * HAND + meldCount[seat]++] = (byte) DuelMelds.DIX;
        drawAndLead();
    }

    private void drawAndLead() {
        hands[toAct] += DECK.one(draw());
        hands[1 - toAct] += DECK.one(draw());
        phase = Phase.TRICKS;
    }

    private Card draw() {
        Card c = drawn == STOCK - 1 ? turnedUp : deal.card(STOCK_START + drawn);
        drawn++;
        return c;
    }

    /** The index of a legal declaration, or the reason it is not legal. */
    private int declarationIndex(Action.Declare d) {
        long cards;
        try {
            cards = DECK.setOf(d.cards());
        } catch (IllegalArgumentException e) {
            throw new IllegalActionException("A meld cannot hold " + e.getMessage() + ".");
        }
        String shown = display(cards);
        int index = DuelMelds.indexOf(trump, d.kind(), cards);
        if (index < 0) {
            throw new IllegalActionException(shown + " is not a " + d.kind().label() + " with "
                    + Trick.suitName(trump) + " trump.");
        }
        long hand = hands[toAct];
        if (!DECK.contains(hand, cards)) {
            throw new IllegalActionException("You don't hold " + shown + ": cards played to a trick can never be melded.");
        }
        if ((declarationMask() & 1 << index) == 0) {
            long scored = used[toAct * CLASSES + DuelMelds.meldClass(index)];
            throw new IllegalActionException("Your " + shown + " cannot make a " + d.kind().label()
                    + ": some of those cards already scored in " + classWords(d.kind().meldClass())
                    + ", and a card scores once in each class (already scored there: " + display(scored) + ").");
        }
        return index;
    }

    private String whyNoExchange() {
        if (!rules.dixExchange()) {
            return "This table plays without the dix exchange (rule dixExchange is off).";
        }
        if (turnedUp == dix) {
            return "The turned-up card is already the " + dix.display() + ": there is nothing to exchange.";
        }
        return "You need an unscored " + dix.display() + " to exchange for the " + turnedUp.display() + ".";
    }

    private static String classWords(MeldKind.MeldClass c) {
        return switch (c) {
            case SEQUENCE -> "a run, marriage or dix";
            case AROUND -> "an around";
            case PINOCHLE -> "a pinochle";
        };
    }

    private static String display(long cards) {
        StringBuilder sb = new StringBuilder();
        for (Card c : DECK.cards(cards)) {
            sb.append(sb.length() == 0 ? "" : " ").append(c.display());
        }
        return sb.toString();
    }

    // ---- views and result -----------------------------------------------------------------------------

    /** The cards left in the stock, the turned-up card included (for checks; seats only see its size). */
    long stock() {
        long set = 0;
        for (int i = drawn; i < STOCK; i++) {
            set += DECK.one(i == STOCK - 1 ? turnedUp : deal.card(STOCK_START + i));
        }
        return set;
    }

    /** Counters a seat has taken so far, the last trick included once played. */
    int counters(int seat) {
        return counters[seat];
    }

    /** The copies of a seat's hand scored in a class ({@link MeldKind.MeldClass#ordinal()}). */
    long used(int seat, int meldClass) {
        return used[seat * CLASSES + meldClass];
    }

    /** Melded cards still held: per face, the copies scored in any class (nested, so the largest count). */
    private long exposed(int seat) {
        int base = seat * CLASSES;
        // Counts are 0, 1 or 2 (binary 00, 01, 10): OR-ing them gives the largest once a 2's stray low bit is cleared.
        long any = used[base] | used[base + 1] | used[base + 2];
        long twos = any & (LOW << 1);
        return twos | (any & LOW & ~(twos >>> 1));
    }

    private List<Card> exposedCards(int seat) {
        long exposed = exposed(seat);
        return exposed == 0 ? List.of() : DECK.cards(exposed);
    }

    /** The cards played to tricks so far, the trick in progress included. */
    long played() {
        long set = 0;
        for (int i = 0; i < 2 * trickCount + (led == null ? 0 : 1); i++) {
            set += DECK.one(Card.byId(played[i]));
        }
        return set;
    }

    private List<Meld> meldsOf(int seat) {
        List<Meld> out = new ArrayList<>(meldCount[seat]);
        for (int n = 0; n < meldCount[seat]; n++) {
            int index = melds[seat * HAND + n];
            MeldKind kind = DuelMelds.kind(index);
            out.add(new Meld(kind, DuelMelds.points(rules, kind), DuelMelds.declare(trump, index).cards()));
        }
        return out;
    }

    private List<TrickRecord> completedTricks() {
        List<TrickRecord> out = new ArrayList<>(trickCount);
        int leader = 1 - dealer;
        for (int k = 0; k < trickCount; k++) {
            out.add(new TrickRecord(List.of(new Played(leader, Card.byId(played[2 * k])),
                    new Played(1 - leader, Card.byId(played[2 * k + 1]))), winners[k]));
            leader = winners[k];
        }
        return out;
    }

    @Override
    public SeatView view(int seat) {
        if (seat != 0 && seat != 1) {
            throw new IllegalArgumentException("the duel has seats 0 and 1, not " + seat);
        }
        List<Played> trick = led == null ? List.of() : List.of(new Played(1 - toAct, led));
        return new SeatView(rules, seat, 0, dealer, phase, toAct, DECK.cards(hands[seat]),
                List.of(DECK.size(hands[0]), DECK.size(hands[1])), List.of(), -1, 0, false, trump, List.of(), List.of(),
                List.of(meldsOf(0), meldsOf(1)), List.of(exposedCards(0), exposedCards(1)), trick,
                completedTricks(), STOCK - drawn, drawn < STOCK ? turnedUp : null, exchange, List.of(), List.of(),
                seat == toAct ? legalActions() : List.of(), List.of(), result(), -1);
    }

    /**
     * The scored hand once over, else {@code null}. Each seat scores its meld and its counters; the meld stands
     * if the seat won a trick ({@code meldNeeds} TRICK, which every duel meld meets since only a trick's winner
     * declares) or, under {@code meldNeeds} COUNTER, if it took a counter or the last trick; without one it
     * keeps only its dix.
     */
    @Override
    public HandResult result() {
        if (phase != Phase.HAND_OVER) {
            return null;
        }
        int[] meld = new int[2];
        int[] score = new int[2];
        boolean[] stood = new boolean[2];
        for (int s = 0; s < 2; s++) {
            int dixPoints = 0;
            for (int n = 0; n < meldCount[s]; n++) {
                MeldKind kind = DuelMelds.kind(melds[s * HAND + n]);
                int points = DuelMelds.points(rules, kind);
                meld[s] += points;
                dixPoints += kind == MeldKind.DIX ? points : 0;
            }
            stood[s] = rules.meldNeeds() == RuleSet.MeldNeeds.TRICK ? tricksWon[s] > 0 : counters[s] > 0;
            score[s] = (stood[s] ? meld[s] : rules.meldNeeds() == RuleSet.MeldNeeds.COUNTER ? dixPoints : 0)
                    + counters[s];
        }
        return new HandResult(-1, 0, trump, meld, counters, stood, HandResult.Outcome.PLAYED, score);
    }

    // ---- identity -------------------------------------------------------------------------------------

    @Override
    public boolean equals(Object o) {
        return o instanceof DuelHand h && h.dealer == dealer && h.phase == phase && h.toAct == toAct
                && h.trickCount == trickCount && h.drawn == drawn && h.turnedUp == turnedUp && h.led == led
                && Objects.equals(h.exchange, exchange)
                && Arrays.equals(h.hands, hands) && Arrays.equals(h.used, used) && Arrays.equals(h.melds, melds)
                && Arrays.equals(h.meldCount, meldCount) && Arrays.equals(h.counters, counters)
                && Arrays.equals(h.tricksWon, tricksWon) && Arrays.equals(h.played, played)
                && Arrays.equals(h.winners, winners) && h.rules.equals(rules) && h.deal.equals(deal);
    }

    @Override
    public int hashCode() {
        int h = Arrays.hashCode(hands);
        h = 31 * h + Arrays.hashCode(used);
        h = 31 * h + Arrays.hashCode(melds);
        h = 31 * h + Arrays.hashCode(played);
        h = 31 * h + phase.hashCode();
        h = 31 * h + toAct;
        h = 31 * h + drawn;
        return 31 * h + deal.hashCode();
    }

    @Override
    public String toString() {
        return "DuelHand{trump " + trump.letter() + ", dealer " + dealer + ", " + phase + ", to act " + toAct
                + ", trick " + trickCount + ", stock " + (STOCK - drawn) + ", hands [" + DECK.format(hands[0])
                + "] [" + DECK.format(hands[1]) + "], led " + led + "}";
    }
}
