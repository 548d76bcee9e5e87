package dev.pinochle.ai;

import dev.pinochle.ai.belief.CardSets;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelMelds;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldKind;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import java.util.List;

/**
 * The two-handed duel. While the stock lasts any card may be played and a trick's winner may declare: the bots
 * keep the cards their meld needs, win tricks that carry counters or open a good declaration, and throw
 * worthless cards otherwise; the Expert plays each card, and each declaration, out in sampled deals
 * ({@link SampledStock}). Once the stock is gone both hands are known: Medium and the Expert solve the play-off
 * exactly, Medium within a node cap of its own; Easy, and Medium in the Expert's rollouts, follow the partnership
 * heuristics.
 */
final class DuelBot extends SeatBot {
    /** A royal marriage is held back while a run is this close (cards of the five held) and the stock lasts. */
    private static final int RUN_CARDS_TO_HOLD = 4;
    private static final int STOCK_TO_HOLD = 6;
    /** What an undeclared dix is worth keeping: its 10, less the trick it still needs to be declared. */
    private static final int DIX_KEEP = 8;
    /**
     * Medium's solver nodes per play-off decision. Over 280 Medium vs Easy hands a play-off decision with 12 cards
     * each took 48 k nodes at the median, 273 k at the p95 and 599 k at most (about 8 M nodes a second); with 11
     * cards 20 k at the median, with 8 under 2 k. Over the cap the heuristics' card is played, said to be a rule
     * of thumb: 36 of 4,560 play-off decisions, about one hand in ten at its first play-off card. No clock: the cap
     * alone ends the search, so Medium's play stays reproducible.
     */
    static final long PLAY_OFF_NODES = 250_000;

    /** Medium's play-off search, at its own node cap; null for Easy, the Expert and the Expert's rollouts. */
    private final ExpertPlay mediumSearch;

    /** The Expert's play while the stock lasts; null below Expert. */
    private final SampledStock sampled;

    DuelBot(Level level, long seed, Budget budget) {
        this(level, seed, budget, true);
    }

    /**
     * {@code solvePlayOff} false keeps Medium on the play-off heuristics: the Expert's rollouts play every option
     * out in dozens of deals a card, too many to solve each play-off.
     */
    DuelBot(Level level, long seed, Budget budget, boolean solvePlayOff) {
        super(level, seed, budget);
        sampled = level == Level.EXPERT ? new SampledStock(budget, seed) : null;
        mediumSearch = level == Level.MEDIUM && solvePlayOff
                ? new ExpertPlay(new Budget(1, Math.min(PLAY_OFF_NODES, budget.nodes()), 0, budget.bidSamples()))
                : null;
    }

    @Override
    public Decision decide(SeatView view) {
        return switch (view.phase()) {
            case DECLARE -> whileTheStockLasts(view, declare(view));
            case TRICKS -> view.stockSize() == 0 ? playOff(view) : whileTheStockLasts(view, stockPlay(view));
            default -> throw new IllegalArgumentException("nothing to decide in phase " + view.phase());
        };
    }

    /** Medium's decision while the stock lasts, or the Expert's, which starts from it. */
    private Decision whileTheStockLasts(SeatView view, Decision medium) {
        return sampled == null ? medium : sampled.decide(view, medium);
    }

    /**
     * The other hand is every card this seat has not seen, so the play-off is solved as it stands (the Expert's
     * search over the one deal that fits). Medium's rules of thumb, which read the odds of a partnership hand, led
     * boss counters into a sure ruff and kept the top trump while trumps were out (docs/ai.md, Duel).
     */
    private Decision playOff(SeatView view) {
        if (mediumSearch != null) {
            return mediumSearch.play(Level.EXPERT, view, seed, true, ExpertPlay.Outcome::new);
        }
        return expertPlay.play(level, view, seed, true, ExpertPlay.Outcome::new);
    }

    // ------------------------------------------------------------------ declaring

    private Decision declare(SeatView view) {
        RuleSet rules = view.rules();
        Action best = null;
        int bestPoints = -1;
        long hand = Appraisal.hand(view);
        for (Action a : view.legal()) {
            int points;
            if (a instanceof Action.Declare d) {
                points = DuelMelds.points(rules, d.kind());
                if (level != Level.EASY && holdForRun(view, hand, d.kind())) {
                    continue;
                }
            } else if (a instanceof Action.ExchangeDix) {
                points = 10 + (level == Level.EASY ? 0 : rules.counting().value(view.turnedUp().rank()));
            } else {
                points = 0;
            }
            if (points > bestPoints) {
                bestPoints = points;
                best = a;
            }
        }
        if (best instanceof Action.Declare d) {
            return new Decision(best, "declare " + d.named() + " for " + rules.shown(bestPoints));
        }
        if (best instanceof Action.ExchangeDix) {
            return new Decision(best, "exchange the dix for the " + view.turnedUp().display());
        }
        boolean held = view.legal().stream().anyMatch(x -> x instanceof Action.Declare);
        return new Decision(best, held ? "hold the royal marriage: the run is near" : "nothing to declare");
    }

    /** Declaring the trump K and Q now would keep them out of a run that is one or two cards away. */
    private static boolean holdForRun(SeatView view, long hand, MeldKind kind) {
        if (kind != MeldKind.ROYAL_MARRIAGE || view.stockSize() < STOCK_TO_HOLD) {
            return false;
        }
        Deck deck = view.rules().deck();
        int have = 0;
        for (Rank r : new Rank[] {Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK}) {
            have += deck.count(hand, Card.of(view.trump(), r)) > 0 ? 1 : 0;
        }
        return have >= RUN_CARDS_TO_HOLD;
    }

    // ------------------------------------------------------------------ play while the stock lasts

    private Decision stockPlay(SeatView view) {
        Situation s = new Situation(view);
        List<Card> legal = s.legalCards();
        long hand = s.hand;
        // What the seat's declarations scored, read once: every winner tried below is weighed against it.
        long[] scored = scored(view);
        long[] free = free(s.deck, scored, hand);
        if (s.leading()) {
            Card sure = atTheStocksLastTrick(view) ? lastTrickWinner(view, s, legal, hand, scored, free) : null;
            if (sure != null) {
                return HeuristicPlay.play(sure, "lead the " + sure.display()
                        + ": nothing out beats it, so the stock's last trick is ours to declare on");
            }
            Card c = cheapestToLose(s, legal, hand, free);
            return HeuristicPlay.play(c, "lead the " + c.display() + ": " + spareReason(s, c, hand, free));
        }
        Card led = s.led;
        int stake = s.value(led);
        // Meld the hand could declare now is lost for good if the winning card is one of its cards. (Playing a run
        // card can free a royal marriage held back for the run: that is no gain to count.)
        int declarable = level == Level.EASY ? 0 : bestDeclaration(view, scored, hand);
        Card winner = null;
        int winnerCost = 0;
        for (Card c : legal) {
            if (s.beatsWinner(c)) {
                int cost = winCost(s, c, hand, free)
                        + (declarable == 0 ? 0 : Math.max(0, declarable - declarableAfter(view, scored, hand, c)));
                if (winner == null || cost < winnerCost) {
                    winner = c;
                    winnerCost = cost;
                }
            }
        }
        if (winner != null) {
            boolean meldWaiting = declarableAfter(view, scored, hand, winner) >= 40;
            boolean worth = stake + s.value(winner) >= (level == Level.EASY ? 10 : 4) || meldWaiting;
            // The stock's last trick: its loser draws the turned-up card, and a boss trump there outweighs counters.
            Card drawn = meldWaiting || !atTheStocksLastTrick(view) ? null : turnedUpToDraw(view, s);
            List<Card> losers = drawn == null ? List.of() : legal.stream().filter(c -> !s.beatsWinner(c)).toList();
            if (!losers.isEmpty()) {
                Card c = cheapestToLose(s, losers, hand, free);
                return HeuristicPlay.play(c, "let the " + led.display() + " go: throw the " + c.display()
                        + " and draw the " + drawn.display() + " turned up");
            }
            if (worth && winnerCost < 60) {
                return HeuristicPlay.play(winner, "take the " + led.display() + " with the " + winner.display()
                        + (meldWaiting ? ": then declare" : ": " + view.rules().shown(stake + s.value(winner))
                                + " in counters"));
            }
        }
        Card c = cheapestToLose(s, legal, hand, free);
        return HeuristicPlay.play(c, "let the " + led.display() + " go: throw the " + c.display());
    }

    /**
     * At the stock's last trick, with a declaration waiting, the trump cheapest to keep that nothing out can beat
     * and that leaves a declaration to make; null if there is none. Led junk let the other hand take the last
     * declaration and leave this one unscored for good (docs/ai.md, Duel).
     */
    private Card lastTrickWinner(SeatView view, Situation s, List<Card> legal, long hand, long[] scored,
            long[] free) {
        if (bestDeclaration(view, scored, hand) == 0) {
            return null;
        }
        Card best = null;
        for (Card c : legal) {
            if (c.suit() == s.trump && nothingOutBeats(view, s, c)
                    && declarableAfter(view, scored, hand, c) > 0
                    && (best == null || keep(s, c, hand, free) < keep(s, best, hand, free))) {
                best = c;
            }
        }
        return best;
    }

    /**
     * At the stock's last trick, the turned-up card when it is a trump ace or ten that nothing out can beat: its
     * loser draws it, a sure trick in the play-off besides its counters; else null.
     */
    private static Card turnedUpToDraw(SeatView view, Situation s) {
        Card up = view.turnedUp();
        boolean counts = up.rank() == Rank.ACE || up.rank() == Rank.TEN;
        return counts && nothingOutBeats(view, s, up) ? up : null;
    }

    /** Medium's and the Expert's rules for the stock's last trick, whose loser draws the turned-up card. */
    private boolean atTheStocksLastTrick(SeatView view) {
        return view.stockSize() == 2 && level != Level.EASY;
    }

    /**
     * Whether no card out of sight outranks {@code c} in its suit. The turned-up card is the stock's last: the
     * other hand cannot hold it for this trick.
     */
    private static boolean nothingOutBeats(SeatView view, Situation s, Card c) {
        long out = s.deck.minus(s.belief.unseen(), s.deck.one(view.turnedUp()));
        return s.deck.size(out & s.deck.aboveMask(c)) == 0;
    }

    /** What a card is worth keeping: its meld prospects, its counter value, trumps' power. */
    private int keep(Situation s, Card c, long hand, long[] free) {
        int k = s.value(c) * 2;
        if (c.suit() == s.trump) {
            k += 12 + c.rank().ordinal() * 3;
        }
        return level == Level.EASY ? k : k + meldProspects(s, c, hand, free);
    }

    /**
     * What a card may still meld, counted only in the classes where this copy has not scored yet (a card scores
     * once per class): a marriage, the dix, a pinochle, an around, a run.
     */
    private static int meldProspects(Situation s, Card c, long hand, long[] free) {
        Deck deck = s.deck;
        Suit t = s.trump;
        Rank r = c.rank();
        long sequence = free[MeldKind.MeldClass.SEQUENCE.ordinal()];
        long around = free[MeldKind.MeldClass.AROUND.ordinal()];
        int k = 0;
        if (deck.count(sequence, c) > 0) {
            if (r == Rank.KING && deck.count(sequence, Card.of(c.suit(), Rank.QUEEN)) > 0
                    || r == Rank.QUEEN && deck.count(sequence, Card.of(c.suit(), Rank.KING)) > 0) {
                k += c.suit() == t ? 30 : 15;
            }
            if (c.suit() == t) {
                k += r == Rank.NINE ? DIX_KEEP : 8;
            }
        }
        if ((c.equals(Card.of(Suit.SPADES, Rank.QUEEN)) || c.equals(Card.of(Suit.DIAMONDS, Rank.JACK)))
                && deck.count(free[MeldKind.MeldClass.PINOCHLE.ordinal()], c) > 0) {
            k += 12;
        }
        if ((r == Rank.ACE || r == Rank.KING || r == Rank.QUEEN || r == Rank.JACK) && deck.count(around, c) > 0) {
            int suits = 0;
            for (Suit x : Suit.values()) {
                suits += deck.count(around, Card.of(x, r)) > 0 ? 1 : 0;
            }
            k += suits * 3;
        }
        return k;
    }

    /** Why a card is the one to spare, in words true of it. */
    private static String spareReason(Situation s, Card c, long hand, long[] free) {
        if (meldProspects(s, c, hand, free) > 0) {
            return "the card this hand can best spare";
        }
        boolean scored = false;
        for (long f : free) {
            scored |= s.deck.count(f, c) < s.deck.count(hand, c);
        }
        int value = s.value(c);
        return (scored ? "its meld is scored" : "it melds nothing")
                + (value == 0 ? " and counts nothing" : value < 10 ? " and counts little" : "");
    }

    private Card cheapestToLose(Situation s, List<Card> legal, long hand, long[] free) {
        Card best = legal.get(0);
        for (Card c : legal) {
            if (keep(s, c, hand, free) < keep(s, best, hand, free)) {
                best = c;
            }
        }
        return best;
    }

    private int winCost(Situation s, Card c, long hand, long[] free) {
        return keep(s, c, hand, free) - s.value(c);
    }

    /** The copies each of the seat's declarations scored, one card set per meld class ({@link MeldKind.MeldClass}). */
    private static long[] scored(SeatView view) {
        Deck deck = view.rules().deck();
        long[] scored = new long[MeldKind.MeldClass.values().length];
        for (Meld m : view.melds().get(view.seat())) {
            scored[m.kind().meldClass().ordinal()] += CardSets.of(deck, m.cards());
        }
        return scored;
    }

    /** The copies of {@code hand} already scored in each class: the scored ones it still holds. */
    private static long[] used(Deck deck, long[] scored, long hand) {
        long[] used = new long[scored.length];
        for (int i = 0; i < used.length; i++) {
            used[i] = CardSets.min(deck, scored[i], hand);
        }
        return used;
    }

    /** The copies of {@code hand} that have not scored in each class. */
    private static long[] free(Deck deck, long[] scored, long hand) {
        long[] free = used(deck, scored, hand);
        for (int i = 0; i < free.length; i++) {
            free[i] = deck.minus(hand, free[i]);
        }
        return free;
    }

    /** The best declaration open to the hand left once {@code card} wins the trick. */
    private int declarableAfter(SeatView view, long[] scored, long hand, Card card) {
        Deck deck = view.rules().deck();
        return level == Level.EASY ? 0 : bestDeclaration(view, scored, deck.minus(hand, deck.one(card)));
    }

    /**
     * The best declaration this hand could make after winning a trick, given what it has already scored; a royal
     * marriage it would hold back for the run ({@link #holdForRun}) is not counted.
     */
    private static int bestDeclaration(SeatView view, long[] scored, long hand) {
        long[] used = used(view.rules().deck(), scored, hand);
        int best = 0;
        for (Action.Declare d : DuelMelds.declarations(view.trump(), hand, used[0], used[1], used[2])) {
            if (!holdForRun(view, hand, d.kind())) {
                best = Math.max(best, DuelMelds.points(view.rules(), d.kind()));
            }
        }
        return best;
    }
}
