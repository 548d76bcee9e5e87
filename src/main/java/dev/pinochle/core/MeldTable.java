package dev.pinochle.core;

import java.util.ArrayList;
import java.util.List;

/**
 * What a hand melds with a given trump (partnership play, both decks): the total and the breakdown.
 *
 * <p>A card serves once per class (sequences, arounds, pinochles) and may serve in several classes.
 * Single-deck values are on the ten-times scale (§4), double-deck values on its one-point scale with
 * the single-to-quadruple table (§6). Both views come from one evaluation; the total allocates nothing.
 */
public final class MeldTable {
    private static final Rank[] AROUND_RANKS = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK};
    private static final Rank[] RUN_RANKS = {Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK};
    private static final MeldKind[][] AROUND_KINDS = {
        {MeldKind.ACES, MeldKind.DOUBLE_ACES, MeldKind.TRIPLE_ACES, MeldKind.QUADRUPLE_ACES},
        {MeldKind.KINGS, MeldKind.DOUBLE_KINGS, MeldKind.TRIPLE_KINGS, MeldKind.QUADRUPLE_KINGS},
        {MeldKind.QUEENS, MeldKind.DOUBLE_QUEENS, MeldKind.TRIPLE_QUEENS, MeldKind.QUADRUPLE_QUEENS},
        {MeldKind.JACKS, MeldKind.DOUBLE_JACKS, MeldKind.TRIPLE_JACKS, MeldKind.QUADRUPLE_JACKS},
    };
    private static final MeldKind[] RUN_KINDS =
        {MeldKind.RUN, MeldKind.DOUBLE_RUN, MeldKind.TRIPLE_RUN, MeldKind.QUADRUPLE_RUN};
    private static final MeldKind[] PINOCHLE_KINDS =
        {MeldKind.PINOCHLE, MeldKind.DOUBLE_PINOCHLE, MeldKind.TRIPLE_PINOCHLE, MeldKind.QUADRUPLE_PINOCHLE};

    /** Single deck, ten-times scale: aces, kings, queens, jacks around; doubles are ten times. */
    private static final int[] SINGLE_AROUND = {100, 80, 60, 40};
    /** Double deck, one-point scale: single / double / triple / quadruple (§6). */
    private static final int[][] DOUBLE_AROUND = {
        {10, 100, 150, 200}, {8, 80, 120, 160}, {6, 60, 90, 120}, {4, 40, 60, 80}};
    private static final int[] DOUBLE_RUN = {15, 150, 225, 300};
    private static final int[] DOUBLE_PINOCHLE = {4, 30, 60, 90};

    /** {@code Suit.values()} clones its array on every call; the total must not allocate. */
    private static final Suit[] SUITS = Suit.values();

    private static final Card QS = Card.of(Suit.SPADES, Rank.QUEEN);
    private static final Card JD = Card.of(Suit.DIAMONDS, Rank.JACK);

    private MeldTable() {
    }

    /** The hand's total meld with this trump. */
    public static int total(RuleSet rules, long hand, Suit trump) {
        return evaluate(rules, hand, trump, null);
    }

    /** Each meld of the hand, named and valued, with its cards; sequences first, then arounds, then pinochle. */
    public static List<Meld> breakdown(RuleSet rules, long hand, Suit trump) {
        List<Meld> out = new ArrayList<>();
        evaluate(rules, hand, trump, out);
        return out;
    }

    /** Points for nines of trump: what stands under {@code meldNeeds=COUNTER} when a side takes no counter. */
    public static int dix(RuleSet rules, long hand, Suit trump) {
        Deck deck = rules.deck();
        return deck.has(Rank.NINE) ? 10 * deck.count(hand, Card.of(trump, Rank.NINE)) : 0;
    }

    /**
     * The fewest cards that a seat's shown melds (a {@link #breakdown}) prove it holds: per face, the most
     * copies any one class lists. Under {@code runExtras} BONUS a royal marriage beside a run lists the run's
     * own K or Q again, and the melds do not say whether the extra card was a K or a Q, so of each only
     * {@code max(runs, royal marriages)} are proved.
     */
    public static long proven(RuleSet rules, Suit trump, List<Meld> melds) {
        MeldKind.MeldClass[] classes = MeldKind.MeldClass.values();
        int[][] listed = new int[classes.length][Card.FACES];
        int runs = 0;
        int royals = 0;
        for (Meld m : melds) {
            for (Card c : m.cards()) {
                listed[m.kind().meldClass().ordinal()][c.id()]++;
            }
            royals += m.kind() == MeldKind.ROYAL_MARRIAGE ? 1 : 0;
            runs += List.of(RUN_KINDS).indexOf(m.kind()) + 1;
        }
        if (rules.runExtras() == RuleSet.RunExtras.BONUS && runs > 0) {
            int[] sequence = listed[MeldKind.MeldClass.SEQUENCE.ordinal()];
            sequence[Card.of(trump, Rank.KING).id()] = Math.max(runs, royals);
            sequence[Card.of(trump, Rank.QUEEN).id()] = Math.max(runs, royals);
        }
        Deck deck = rules.deck();
        long set = 0;
        for (int f = 0; f < Card.FACES; f++) {
            int most = 0;
            for (int[] inClass : listed) {
                most = Math.max(most, inClass[f]);
            }
            if (most > 0) {
                set += most * deck.one(Card.byId(f));
            }
        }
        return set;
    }

    private static int evaluate(RuleSet rules, long hand, Suit trump, List<Meld> out) {
        Deck deck = rules.deck();
        boolean single = deck == Deck.SINGLE;
        int total = 0;

        // Class A: sequences. Runs first; their kings and queens are spent within the class.
        int runs = Integer.MAX_VALUE;
        for (Rank r : RUN_RANKS) {
            runs = Math.min(runs, deck.count(hand, Card.of(trump, r)));
        }
        if (runs > 0) {
            int points = single ? (runs == 2 ? rules.doubleRun() : 150) : DOUBLE_RUN[runs - 1];
            total += points;
            if (out != null) {
                List<Card> cards = new ArrayList<>();
                for (int i = 0; i < runs; i++) {
                    for (Rank r : RUN_RANKS) {
                        cards.add(Card.of(trump, r));
                    }
                }
                out.add(new Meld(RUN_KINDS[runs - 1], points, cards));
            }
        }
        Card trumpKing = Card.of(trump, Rank.KING);
        Card trumpQueen = Card.of(trump, Rank.QUEEN);
        int extraKings = deck.count(hand, trumpKing) - runs;
        int extraQueens = deck.count(hand, trumpQueen) - runs;
        int royal;
        if (rules.runExtras() == RuleSet.RunExtras.BONUS && runs > 0) {
            // Each extra card marries a partner card inside a run; leftovers marry each other.
            int kingsOnRun = Math.min(extraKings, runs);
            int queensOnRun = Math.min(extraQueens, runs);
            royal = kingsOnRun + queensOnRun + Math.min(extraKings - kingsOnRun, extraQueens - queensOnRun);
        } else {
            royal = Math.min(extraKings, extraQueens);
        }
        int royalPoints = single ? 40 : 4;
        total += royal * royalPoints;
        if (out != null) {
            for (int i = 0; i < royal; i++) {
                out.add(new Meld(MeldKind.ROYAL_MARRIAGE, royalPoints, List.of(trumpKing, trumpQueen)));
            }
        }
        int marriagePoints = single ? 20 : 2;
        for (Suit s : SUITS) {
            if (s == trump) {
                continue;
            }
            Card k = Card.of(s, Rank.KING);
            Card q = Card.of(s, Rank.QUEEN);
            int marriages = Math.min(deck.count(hand, k), deck.count(hand, q));
            total += marriages * marriagePoints;
            if (out != null) {
                for (int i = 0; i < marriages; i++) {
                    out.add(new Meld(MeldKind.MARRIAGE, marriagePoints, List.of(k, q)));
                }
            }
        }
        if (single) {
            Card nine = Card.of(trump, Rank.NINE);
            int dixes = deck.count(hand, nine);
            total += 10 * dixes;
            if (out != null) {
                for (int i = 0; i < dixes; i++) {
                    out.add(new Meld(MeldKind.DIX, 10, List.of(nine)));
                }
            }
        }

        // Class B: arounds, one of each suit per set; tens around score nothing.
        for (int a = 0; a < AROUND_RANKS.length; a++) {
            Rank r = AROUND_RANKS[a];
            int sets = Integer.MAX_VALUE;
            for (Suit s : SUITS) {
                sets = Math.min(sets, deck.count(hand, Card.of(s, r)));
            }
            if (sets > 0) {
                int points = single ? SINGLE_AROUND[a] * (sets == 2 ? 10 : 1) : DOUBLE_AROUND[a][sets - 1];
                total += points;
                if (out != null) {
                    List<Card> cards = new ArrayList<>();
                    for (int i = 0; i < sets; i++) {
                        for (Suit s : SUITS) {
                            cards.add(Card.of(s, r));
                        }
                    }
                    out.add(new Meld(AROUND_KINDS[a][sets - 1], points, cards));
                }
            }
        }

        // Class C: pinochle, the queen of spades with the jack of diamonds.
        int pinochles = Math.min(deck.count(hand, QS), deck.count(hand, JD));
        if (pinochles > 0) {
            int points = single ? (pinochles == 2 ? rules.doublePinochle() : 40) : DOUBLE_PINOCHLE[pinochles - 1];
            total += points;
            if (out != null) {
                List<Card> cards = new ArrayList<>();
                for (int i = 0; i < pinochles; i++) {
                    cards.add(QS);
                    cards.add(JD);
                }
                out.add(new Meld(PINOCHLE_KINDS[pinochles - 1], points, cards));
            }
        }
        return total;
    }
}
