package dev.pinochle.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The declarations of the two-handed duel (RULES.md §5): which melds a hand may declare now, and what
 * each scores.
 *
 * <p>A card may score once in each of the three classes ({@link MeldKind.MeldClass}). Which copies have
 * scored is kept as one card set per class: the copies of the hand already used in that class. A
 * declaration needs its cards among the copies still free in its class, so a double is only possible while
 * neither copy has scored a single of that kind, and after a single its twin can only make another single.
 *
 * <p>Internally every possible declaration of a hand with a given trump is one of {@link #COUNT} fixed
 * entries, and {@link #available} answers with a bit mask of them without allocating.
 */
public final class DuelMelds {
    /** Number of distinct declarations for one trump suit. */
    static final int COUNT = 21;
    /** Index of the dix among the declarations. */
    static final int DIX = 10;

    private static final Deck DECK = Deck.SINGLE;
    /** Lowest bit of every face's field. */
    private static final long LOW = DECK.presence(DECK.full());
    private static final Rank[] AROUND_RANKS = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK};

    private static final MeldKind[] KIND = new MeldKind[COUNT];
    /** Whether each declaration needs both copies of its faces. */
    private static final boolean[] TWICE = new boolean[COUNT];
    /** Where each class's declarations end in the index order: sequences, then arounds, then pinochle. */
    private static final int SEQUENCE_END = DIX + 1;
    private static final int AROUND_END = COUNT - 2;
    /** Per trump suit: the cards of each declaration, as a card set. */
    private static final long[][] CARDS = new long[4][COUNT];
    /** Per trump suit: the cards of each declaration as one bit per face. */
    private static final long[][] FACES = new long[4][COUNT];
    /** Per trump suit: the interned action of each declaration. */
    private static final Action.Declare[][] DECLARE = new Action.Declare[4][COUNT];

    static {
        for (Suit trump : Suit.values()) {
            int t = trump.ordinal();
            int i = 0;
            i = define(t, i, MeldKind.RUN, MeldKind.DOUBLE_RUN, faces(trump, Rank.ACE, Rank.TEN, Rank.KING,
                    Rank.QUEEN, Rank.JACK));
            i = define(t, i, MeldKind.ROYAL_MARRIAGE, MeldKind.DOUBLE_ROYAL_MARRIAGE,
                    faces(trump, Rank.KING, Rank.QUEEN));
            for (Suit s : Suit.values()) {
                if (s != trump) {
                    i = define(t, i, MeldKind.MARRIAGE, MeldKind.DOUBLE_MARRIAGE, faces(s, Rank.KING, Rank.QUEEN));
                }
            }
            // Each dix scores on its own: there is no double dix.
            i = define(t, i, MeldKind.DIX, null, faces(trump, Rank.NINE));
            MeldKind[][] arounds = {
                {MeldKind.ACES, MeldKind.DOUBLE_ACES}, {MeldKind.KINGS, MeldKind.DOUBLE_KINGS},
                {MeldKind.QUEENS, MeldKind.DOUBLE_QUEENS}, {MeldKind.JACKS, MeldKind.DOUBLE_JACKS}};
            for (int r = 0; r < AROUND_RANKS.length; r++) {
                long faces = 0;
                for (Suit s : Suit.values()) {
                    faces |= DECK.one(Card.of(s, AROUND_RANKS[r]));
                }
                i = define(t, i, arounds[r][0], arounds[r][1], faces);
            }
            define(t, i, MeldKind.PINOCHLE, MeldKind.DOUBLE_PINOCHLE,
                    DECK.one(Card.of(Suit.SPADES, Rank.QUEEN)) | DECK.one(Card.of(Suit.DIAMONDS, Rank.JACK)));
        }
    }

    private DuelMelds() {
    }

    private static long faces(Suit suit, Rank... ranks) {
        long faces = 0;
        for (Rank r : ranks) {
            faces |= DECK.one(Card.of(suit, r));
        }
        return faces;
    }

    /** Enters a single (and its double, if any) at index {@code i}; returns the next free index. */
    private static int define(int trump, int i, MeldKind single, MeldKind twice, long faces) {
        i = enter(trump, i, single, faces, faces);
        return twice == null ? i : enter(trump, i, twice, faces, 2 * faces);
    }

    private static int enter(int trump, int i, MeldKind kind, long faces, long cards) {
        KIND[i] = kind;
        TWICE[i] = cards != faces;
        FACES[trump][i] = faces;
        CARDS[trump][i] = cards;
        DECLARE[trump][i] = new Action.Declare(kind, DECK.cards(cards));
        return i + 1;
    }

    /**
     * Every declaration a duel hand may make now, in a fixed order (sequences, arounds, pinochle; each
     * single before its double).
     *
     * @param hand the cards held (never played to a trick)
     * @param sequenceUsed the copies of {@code hand} already scored in the sequence class (runs, marriages, dix)
     * @param aroundUsed the copies already scored in an around
     * @param pinochleUsed the copies already scored in a pinochle
     * @throws IllegalArgumentException if a used set is not part of the hand
     */
    public static List<Action.Declare> declarations(Suit trump, long hand, long sequenceUsed, long aroundUsed,
            long pinochleUsed) {
        for (long used : new long[] {sequenceUsed, aroundUsed, pinochleUsed}) {
            if (!DECK.contains(hand, used)) {
                throw new IllegalArgumentException("used cards " + DECK.format(used) + " are not all in the hand "
                        + DECK.format(hand));
            }
        }
        List<Action.Declare> out = new ArrayList<>();
        for (int m = available(trump, hand - sequenceUsed, hand - aroundUsed, hand - pinochleUsed); m != 0;
                m &= m - 1) {
            out.add(declare(trump, Integer.numberOfTrailingZeros(m)));
        }
        return out;
    }

    /**
     * The melds a fresh hand (nothing declared yet) could declare, each with its points; what
     * {@code meld --mode duel} lists.
     *
     * @throws IllegalArgumentException if the hand holds a card more than twice
     */
    public static List<Meld> declarationsFor(RuleSet rules, Suit trump, List<Card> hand) {
        List<Meld> out = new ArrayList<>();
        for (Action.Declare d : declarations(trump, DECK.setOf(hand), 0, 0, 0)) {
            out.add(new Meld(d.kind(), points(rules, d.kind()), d.cards()));
        }
        return out;
    }

    /**
     * What a declaration scores in the duel: the fixed values of RULES.md §5, with the rule set's
     * {@code doubleRun} and {@code doublePinochle} options.
     *
     * @throws IllegalArgumentException for kinds the duel does not have (triples and quadruples)
     */
    public static int points(RuleSet rules, MeldKind kind) {
        return switch (kind) {
            case RUN -> 150;
            case DOUBLE_RUN -> rules.doubleRun();
            case ROYAL_MARRIAGE -> 40;
            case DOUBLE_ROYAL_MARRIAGE -> 80;
            case MARRIAGE -> 20;
            case DOUBLE_MARRIAGE -> 40;
            case DIX -> 10;
            case ACES -> 100;
            case DOUBLE_ACES -> 1000;
            case KINGS -> 80;
            case DOUBLE_KINGS -> 800;
            case QUEENS -> 60;
            case DOUBLE_QUEENS -> 600;
            case JACKS -> 40;
            case DOUBLE_JACKS -> 400;
            case PINOCHLE -> 40;
            case DOUBLE_PINOCHLE -> rules.doublePinochle();
            default -> throw new IllegalArgumentException("the duel has no " + kind.label());
        };
    }

    /**
     * The declarations whose cards are free in their class, as a bit mask over the indices; allocation-free.
     *
     * @param freeSequence the copies held and not yet scored in the sequence class; likewise the others
     */
    static int available(Suit trump, long freeSequence, long freeAround, long freePinochle) {
        long[] faces = FACES[trump.ordinal()];
        int mask = scan(faces, 0, SEQUENCE_END, freeSequence);
        mask |= scan(faces, SEQUENCE_END, AROUND_END, freeAround);
        return mask | scan(faces, AROUND_END, COUNT, freePinochle);
    }

    /** The declarations {@code from..to} (one class) whose faces are free once, or twice for a double. */
    private static int scan(long[] faces, int from, int to, long free) {
        // A face is free once if its count is 1 or 2, twice if its count's high bit is set (counts are at most 2).
        long once = DECK.presence(free);
        long twice = (free >>> 1) & LOW;
        int mask = 0;
        for (int i = from; i < to; i++) {
            long missing = faces[i] & ~(TWICE[i] ? twice : once);
            // Branch-free: bit i is set exactly when nothing is missing.
            mask |= (int) ((missing - 1) >>> 63) << i;
        }
        return mask;
    }

    static MeldKind kind(int index) {
        return KIND[index];
    }

    /** The class of a declaration as an index 0..2 ({@link MeldKind.MeldClass#ordinal()}). */
    static int meldClass(int index) {
        return KIND[index].meldClass().ordinal();
    }

    static long cards(Suit trump, int index) {
        return CARDS[trump.ordinal()][index];
    }

    static Action.Declare declare(Suit trump, int index) {
        return DECLARE[trump.ordinal()][index];
    }

    /** The index of the declaration of {@code kind} with exactly these cards, or -1 if there is none. */
    static int indexOf(Suit trump, MeldKind kind, long cards) {
        for (int i = 0; i < COUNT; i++) {
            if (KIND[i] == kind && CARDS[trump.ordinal()][i] == cards) {
                return i;
            }
        }
        return -1;
    }
}
