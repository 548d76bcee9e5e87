package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Counting;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Played;
import dev.pinochle.core.Rank;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import dev.pinochle.core.Trick;
import java.util.ArrayList;
import java.util.List;

/**
 * The three-handed table's bot: sound rules, one strength for every level until search covers three seats.
 * It bids on meld plus the tricks its aces and tens promise, buries counters it cannot protect, throws in a
 * contract it cannot reach, and in play wins cheaply, smears to the fellow defender, and keeps its trumps.
 */
final class ThreeHandedBot {
    /** What a bidder expects from tricks beyond its aces and tens: the widow and the lead are worth something. */
    private static final int TRICK_ALLOWANCE = 120;

    private ThreeHandedBot() {
    }

    static Decision decide(SeatView view) {
        Action first = view.legal().get(0);
        if (first instanceof Action.Pass || first instanceof Action.Bid) {
            return bid(view);
        }
        if (first instanceof Action.NameTrump) {
            Suit best = bestTrump(view, view.rules().deck().setOf(view.hand()));
            return new Decision(new Action.NameTrump(best), "trump " + best.symbol() + ": most meld and length");
        }
        if (first instanceof Action.Bury) {
            return bury(view);
        }
        if (first instanceof Action.PlayOn || first instanceof Action.ThrowIn) {
            return concede(view);
        }
        return play(view);
    }

    private static Decision bid(SeatView view) {
        Deck deck = view.rules().deck();
        long hand = deck.setOf(view.hand());
        int estimate = 0;
        for (Suit s : Suit.values()) {
            estimate = Math.max(estimate, MeldTable.total(view.rules(), hand, s));
        }
        estimate += 10 * (deck.countRank(hand, Rank.ACE) + deck.countRank(hand, Rank.TEN)) + TRICK_ALLOWANCE;
        for (Action a : view.legal()) {
            if (a instanceof Action.Bid b && b.points() <= estimate) {
                return new Decision(b, "bid " + b.points() + ": about " + estimate + " in meld and tricks");
            }
            if (a instanceof Action.Bid) {
                break;
            }
        }
        Action pass = view.legal().get(0);
        if (pass instanceof Action.Pass) {
            return new Decision(pass, "pass: about " + estimate + " is not enough");
        }
        Action opening = view.legal().get(0);
        return new Decision(opening, "open at the minimum: the opener may not pass");
    }

    private static Suit bestTrump(SeatView view, long hand) {
        Deck deck = view.rules().deck();
        Suit best = Suit.SPADES;
        int bestValue = Integer.MIN_VALUE;
        for (Suit s : Suit.values()) {
            int value = MeldTable.total(view.rules(), hand, s) + 15 * deck.size(hand & deck.suitMask(s));
            if (value > bestValue) {
                bestValue = value;
                best = s;
            }
        }
        return best;
    }

    private static Decision bury(SeatView view) {
        Counting counting = view.rules().counting();
        Action best = null;
        int bestValue = Integer.MIN_VALUE;
        for (Action a : view.legal()) {
            int value = 0;
            for (Card c : ((Action.Bury) a).cards()) {
                // Counters buried are banked; trumps and aces are worth more in play.
                value += c.suit() == view.trump() ? -100 : counting.value(c.rank()) - (c.rank() == Rank.ACE ? 15 : 0);
            }
            if (value > bestValue) {
                bestValue = value;
                best = a;
            }
        }
        return new Decision(best, "bury " + ((Action.Bury) best).cards() + ": bank counters, keep trumps");
    }

    private static Decision concede(SeatView view) {
        int meld = 0;
        for (Meld m : view.melds().get(view.seat())) {
            meld += m.points();
        }
        boolean hopeless = meld + view.rules().trickPoints() < view.bid();
        for (Action a : view.legal()) {
            if (hopeless && a instanceof Action.ThrowIn) {
                return new Decision(a, "throw in: meld " + meld + " cannot reach " + view.bid());
            }
            if (!hopeless && a instanceof Action.PlayOn) {
                return new Decision(a, "play it out: meld " + meld + " toward " + view.bid());
            }
        }
        return new Decision(view.legal().get(0), "play it out");
    }

    private static Decision play(SeatView view) {
        List<Card> legal = new ArrayList<>();
        for (Action a : view.legal()) {
            legal.add(((Action.Play) a).card());
        }
        if (legal.size() == 1) {
            return card(legal.get(0), "only legal card");
        }
        Suit trump = view.trump();
        Counting counting = view.rules().counting();
        List<Played> trick = view.trick();
        if (trick.isEmpty()) {
            for (Card c : legal) {
                if (c.rank() == Rank.ACE && c.suit() != trump) {
                    return card(c, "lead the " + c.display() + ": aces take tricks");
                }
            }
            return card(cheapest(legal, trump, counting), "lead low");
        }
        List<Card> cards = new ArrayList<>();
        trick.forEach(p -> cards.add(p.card()));
        int w = Trick.winner(cards, trump);
        Card winning = cards.get(w);
        int winnerSeat = trick.get(w).seat();
        boolean allyWinning = view.seat() != view.contractor() && winnerSeat != view.contractor();
        boolean last = trick.size() == view.seats() - 1;
        if (allyWinning && last) {
            Card smear = legal.get(0);
            for (Card c : legal) {
                if (counting.value(c.rank()) > counting.value(smear.rank())) {
                    smear = c;
                }
            }
            return card(smear, "smear: the " + winning.display() + " wins for our side");
        }
        Card cheapestWinner = null;
        for (Card c : legal) {
            if (Trick.beats(c, winning, trump) && (cheapestWinner == null || cost(c, trump, counting)
                    < cost(cheapestWinner, trump, counting))) {
                cheapestWinner = c;
            }
        }
        if (cheapestWinner != null && !allyWinning) {
            return card(cheapestWinner, "win with the " + cheapestWinner.display());
        }
        return card(cheapest(legal, trump, counting), "play low");
    }

    private static Card cheapest(List<Card> legal, Suit trump, Counting counting) {
        Card best = legal.get(0);
        for (Card c : legal) {
            if (cost(c, trump, counting) < cost(best, trump, counting)) {
                best = c;
            }
        }
        return best;
    }

    /** What giving up a card costs: its points, its rank, and more for a trump. */
    private static int cost(Card c, Suit trump, Counting counting) {
        return counting.value(c.rank()) * 10 + c.rank().ordinal() + (c.suit() == trump ? 50 : 0);
    }

    private static Decision card(Card c, String reason) {
        return new Decision(Action.Play.of(c), reason);
    }
}
