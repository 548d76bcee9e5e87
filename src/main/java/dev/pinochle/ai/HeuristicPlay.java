package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Rank;
import dev.pinochle.core.Seat;
import dev.pinochle.core.Suit;
import java.util.ArrayList;
import java.util.List;

/**
 * Card play by rules a good player can state: the Easy level uses a handful, the Medium level adds card
 * counting, voids, the odds that a card is beaten, smearing counters onto a partner's safe winner, cheap wins
 * in last seat and pulling trump only when it pays. Three-handed, the two defenders play as partners.
 */
final class HeuristicPlay {
    /** A partner's card beaten less often than this is treated as safe to smear onto. */
    private static final double SMEAR_RISK = 0.25;
    /** A card of ours beaten less often than this is worth playing to win the trick. */
    private static final double WIN_RISK = 0.35;
    /** Chances of being beaten this close are one risk to the winner chosen. */
    private static final double RISK_TIE = 0.05;
    /** A lead trumped more often than not draws the last trump (measured: a bar of 0.75 or 0.95 did no better). */
    private static final double FORCE = 0.5;

    private HeuristicPlay() {
    }

    static Decision easy(Situation s) {
        List<Card> legal = s.legalCards();
        if (legal.size() == 1) {
            return play(legal.get(0), "only legal card");
        }
        if (s.leading()) {
            for (Card c : legal) {
                if (Situation.isAce(c) && !s.isTrump(c)) {
                    return play(c, "lead the " + c.display() + ": aces take tricks");
                }
            }
            List<Card> plain = new ArrayList<>();
            for (Card c : legal) {
                if (!s.isTrump(c)) {
                    plain.add(c);
                }
            }
            Card c = s.cheapest(plain.isEmpty() ? legal : plain);
            // A ten or king is no low card, though it may be the cheapest held (audit: "lead the 10♦ low").
            return play(c, "lead the " + c.display() + (!s.isCounter(c) ? " low"
                    : plain.isEmpty() ? ": the cheapest trump" : ": the cheapest card outside trump"));
        }
        if (s.partnerWinning() && s.last()) {
            return ontoPartners(s, highestValue(s, legal), 0);
        }
        List<Card> winners = s.winners();
        if (!s.partnerWinning() && !winners.isEmpty()) {
            Card c = s.cheapestWinner(winners);
            return play(c, "win with the " + c.display());
        }
        Card c = s.cheapest(legal);
        return play(c, "play the " + c.display() + (s.isCounter(c) ? ": the cheapest card" : " low"));
    }

    static Decision medium(Situation s) {
        List<Card> legal = s.legalCards();
        if (legal.size() == 1) {
            return play(legal.get(0), "only legal card");
        }
        return s.leading() ? mediumLead(s, legal) : mediumFollow(s, legal);
    }

    private static Decision mediumFollow(Situation s, List<Card> legal) {
        List<Card> winners = s.winners();
        boolean ruff = s.led.suit() != s.trump && !legal.isEmpty() && legal.get(0).suit() != s.led.suit();
        // Every legal card wins the trick: which wins is the only choice.
        boolean mustWin = winners.size() == legal.size();
        if (s.partnerWinning()) {
            double risk = s.last() ? 0 : s.pBeaten(s.winner);
            if (risk < SMEAR_RISK) {
                return ontoPartners(s, smearCard(s, legal), risk);
            }
            Card take = safestWinner(s, winners);
            if (take != null && s.pBeaten(take) < WIN_RISK) {
                return play(take, mustWin ? "must take over " + whose(s, s.winnerSeat) + s.winner.display()
                        + ": the " + take.display() + ", as safe as any" : "take over " + whose(s, s.winnerSeat)
                        + s.winner.display() + " with the " + take.display() + ": safer");
            }
            // Said as what is played, not "keep J♣ cheap", which read as if the J♣ stayed in hand.
            Card c = s.cheapest(legal);
            String risky = whose(s, s.winnerSeat) + s.winner.display() + " may be beaten: ";
            if (s.beatsWinner(c)) {
                boolean forced = winners.size() == legal.size();
                return play(c, risky + (forced ? "must take it over" : "take it over") + " with the " + c.display()
                        + ", the cheapest");
            }
            return play(c, risky + (s.isCounter(c) ? "the " + c.display() + " is the cheapest card"
                    : "throw the " + c.display()));
        }
        if (!winners.isEmpty()) {
            if (s.last()) {
                Card c = s.cheapestWinner(winners);
                return play(c, "win cheaply in last seat with the " + c.display());
            }
            // The three-handed bidder has nobody behind it to take a trick back: it wins as cheaply as it can
            // and keeps its high cards (measured: 4 points a hand better than the safest winner).
            Card c = s.seats == 3 && s.partner() < 0 ? s.cheapestWinner(winners) : safestWinner(s, winners);
            double risk = s.pBeaten(c);
            String why = ruff ? "trump in with the " : "win with the ";
            if (risk < WIN_RISK) {
                return play(c, why + c.display() + beaten(s, risk));
            }
            if (mustWin) {
                // None is safe: the one likely lost should be the cheapest.
                Card cheap = s.cheapestWinner(winners);
                return play(cheap, (ruff ? "must trump" : "must beat") + ": the " + cheap.display()
                        + ", the cheapest, as the trick is likely lost");
            }
        }
        String cannot = winners.isEmpty() ? "cannot win" : "cannot win safely";
        // In second seat the trick is not lost while the partner plays last: when it likely takes the trick, our
        // counters go to our side, so the smear's bar and card apply, not the cheapest card.
        if (s.pPartnerTakes() >= 1 - SMEAR_RISK) {
            Card c = smearCard(s, legal);
            String who = s.seats == 4 ? "partner" : Seat.name(s.after[s.after.length - 1], s.seats);
            return play(c, cannot + ", but " + who + " plays last and likely takes the trick: "
                    + (s.isCounter(c) ? "smear the " + c.display() : "the " + c.display() + ", nothing to smear"));
        }
        Card c = s.cheapest(legal);
        if (!s.isCounter(c)) {
            return play(c, cannot + ": throw the " + c.display());
        }
        return play(c, cannot + ": the " + c.display() + " is the cheapest card");
    }

    /**
     * Whose card it is, as a player at this table says it: "partner's " across a partnership table; three-handed,
     * where the defenders are a side for one hand only, the seat's name (QA: "smear: partner's 10♥ wins" read
     * as if the table had partners).
     */
    private static String whose(Situation s, int seat) {
        return s.seats == 4 ? "partner's " : Seat.name(seat, s.seats) + "'s ";
    }

    /**
     * The cheapest of the winning cards about as safe as the safest: within {@link #RISK_TIE} of it, as the odds'
     * small differences must not cost a high card (QA: the K♣ trumped an ace where the 9♣ was as safe).
     */
    private static Card safestWinner(Situation s, List<Card> winners) {
        double[] risk = new double[winners.size()];
        double least = 2;
        for (int i = 0; i < risk.length; i++) {
            risk[i] = s.pBeaten(winners.get(i));
            least = Math.min(least, risk[i]);
        }
        List<Card> safe = new ArrayList<>();
        for (int i = 0; i < risk.length; i++) {
            if (risk[i] <= least + RISK_TIE) {
                safe.add(winners.get(i));
            }
        }
        return safe.isEmpty() ? null : s.cheapestWinner(safe);
    }

    /**
     * {@code c} onto the partner's winning trick: a smear only if it is a counter, and no smear at all if it beats
     * the partner's card (a void hand must trump, and a strict table must head the trick, partner's or not).
     */
    private static Decision ontoPartners(Situation s, Card c, double risk) {
        String partners = whose(s, s.winnerSeat) + s.winner.display();
        if (s.beatsWinner(c)) {
            boolean forced = s.winners().size() == s.legalCards().size();
            return play(c, (forced ? "must take over " : "take over ") + partners + " with the " + c.display()
                    + (s.isCounter(c) ? ": its points stay on our side" : ""));
        }
        // Third in a trick the partner's card may still be beaten (audit: 33 of 2,000 such smears were lost).
        String wins = risk == 0 ? " wins" : " likely wins";
        return play(c, s.isCounter(c) ? "smear: " + partners + wins : partners + wins + "; nothing to smear");
    }

    /**
     * The counter to throw on a partner's winner, or on a trick the partner likely takes last: the most points,
     * keeping aces that can still win a trick of their own (not a partnership defender's) and trumps that can take
     * one later.
     */
    private static Card smearCard(Situation s, List<Card> legal) {
        Card best = null;
        int bestScore = Integer.MIN_VALUE;
        // A partnership defender smears its boss side counters too: kept for a trick of their own they scored less
        // (helper's audit played out by Medium on the real deal: +38 a changed card; side by side +2.16 and +1.60 a
        // deal pair at seeds 1 and 2; docs/ai.md, "A defender smears its boss counters").
        boolean defender = s.partnershipDefender();
        for (Card c : legal) {
            int score = s.value(c) * 10;
            if (!s.last() && !defender && winsItsOwnTrick(s, c)) {
                // Kept below any plain card, not just below a ten: with an opponent still to play the smear may be
                // ruffed or beaten, and the card would take a trick of its own later (audit: a three-handed
                // defender in second seat threw its boss A♦ on the fellow defender's A♦, the 9♦ legal).
                score -= 110;
            }
            if (s.isTrump(c)) {
                // The boss trump takes a trick of its own later (audit: the A♥ went on partner's A♦ with the J♥
                // legal, and the opponents' kings took the last tricks).
                score -= s.isBoss(c) ? 160 : 60;
            }
            score -= c.rank().ordinal();
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    /**
     * A side card no card still out outranks, in a suit no opponent is known to lack: led later, it takes the
     * trick.
     */
    private static boolean winsItsOwnTrick(Situation s, Card c) {
        return !s.isTrump(c) && s.isBoss(c) && !opponentKnownVoid(s, c.suit());
    }

    /** Whether an opponent is known to lack the suit (it showed out of it). */
    private static boolean opponentKnownVoid(Situation s, Suit suit) {
        for (int o = 0; o < s.seats; o++) {
            if (o != s.me && !s.isPartner(o) && s.belief.isVoid(o, suit)) {
                return true;
            }
        }
        return false;
    }

    private static Decision mediumLead(Situation s, List<Card> legal) {
        Card best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        String bestWhy = "";
        Card plain = null;
        double plainScore = Double.NEGATIVE_INFINITY;
        int partner = s.partner();
        int myTrumps = s.count(s.hand, s.trump);
        int outTrumps = s.count(s.belief.unseen(), s.trump);
        boolean bidder = s.view.contractor() == s.me;
        // With no trump out, each trump of ours wins a trick whenever it is played: led now it takes the discards,
        // kept it ruffs a counter or takes the last trick. So the side cards go first (audit: the last trump cashed
        // lost 6 to 12 points a lead; played out by Medium, cashing two or more lost 10.3 a lead).
        boolean keepTrumps = outTrumps == 0 && myTrumps >= 1 && myTrumps < s.deck.size(s.hand);
        Card kept = null;
        // Three-handed defenders: with the bidder next, a low lead lets the fellow defender play last, seeing both
        // cards; with the bidder last, it hands the bidder a cheap win.
        int through = s.seats == 3 && partner >= 0 ? (s.after[0] == s.view.contractor() ? 1 : -1) : 0;
        if (myTrumps == 0 && outTrumps == 1) {
            Decision force = drawLastTrump(s, legal);
            if (force != null) {
                return force;
            }
        }
        // The declarer whose trumps all lie under the one trump still out: that trump takes a trick whatever is led,
        // and a low trump led into it hands over the lead as well, where a low side card keeps our trumps to ruff
        // (audit, played out by Medium: +13 a lead; with two or three trumps out, drawing did better).
        // The card check first: the side-lead check draws deals.
        Card above = bidder && outTrumps == 1 ? onlyTrumpAbove(s) : null;
        Card over = above != null && lowPlainLead(s, legal) ? above : null;
        boolean low = false;
        boolean drew = false;
        // The two rules measured at the partnership table alone: the double deck and three-handed keep their leads.
        boolean partnership = s.rules.mode() == Mode.PARTNERSHIP;
        boolean defending = s.partnershipDefender();
        for (Card c : legal) {
            double score;
            String why;
            boolean lowCard = false;
            boolean draw = false;
            if (s.isTrump(c)) {
                // Three-handed, the defenders' trumps are split and must go on the suits they lack anyway: the
                // bidder only draws the last one or two (measured: drawing more cost about 10 points a hand).
                boolean pull = s.ourContract() && outTrumps > 0 && opponentsMayTrump(s)
                        && (bidder ? myTrumps >= outTrumps : myTrumps >= 4) && (s.seats != 3 || outTrumps <= 2);
                if (pull && s.isBoss(c)) {
                    score = 70 + s.value(c);
                    why = "pull trump with the " + c.display() + ": " + Decision.count(outTrumps, "trump")
                            + " still out";
                } else if (pull && !s.isCounter(c) && over == null) {
                    // A ten or king led under a higher trump is a counter handed over (audit: the 10♣ into the A♣).
                    score = 20 - c.rank().ordinal();
                    why = "draw trump with the " + c.display();
                    draw = true;
                } else if (outTrumps == 0 && s.isBoss(c) && !keepTrumps) {
                    score = 45 + s.value(c);
                    why = "cash the " + c.display() + ": no trump left out";
                } else {
                    score = -50 - s.value(c);
                    // Worded after the loop, against the best lead of another suit, if there is one.
                    why = null;
                    kept = keepTrumps ? c : null;
                }
            } else {
                double ruffed = pOpponentRuffs(s, c.suit());
                if (s.isBoss(c) && s.isCounter(c)) {
                    score = 60 + s.value(c) - 100 * ruffed + 2 * s.count(s.belief.unseen(), c.suit());
                    // A lead an opponent likely trumps is no cash, so the reason says so. The score still takes
                    // it: scored as a low lead instead, Medium did about 2 points a deal pair worse against Easy
                    // in both the duel and the partnership (within the noise, but the same way in both).
                    why = ruffed > 0.5 ? "lead the " + c.display() + ": highest left, though "
                            + (ruffed > 0.995 ? "an opponent is sure to trump it"
                                    : Math.round(ruffed * 100) + "% an opponent trumps it")
                            : "cash the " + c.display() + ": highest left"
                                    + (ruffed > 0.05 ? " (" + Math.round(ruffed * 100) + "% an opponent trumps)" : "");
                } else if (partner >= 0 && s.belief.isVoid(partner, c.suit())
                        && s.pHolds(partner, s.deck.suitMask(s.trump) & s.belief.unseen()) > 0.5
                        && pOverruff(s, partner, c.suit()) < 0.5) {
                    score = 40 - 3 * s.weight(c) - c.rank().ordinal() - 40 * pOverruff(s, partner, c.suit());
                    String who = Seat.name(partner, s.seats);
                    why = "lead the " + c.display() + (s.seats == 4 ? " for partner to trump (" + who + " is void in "
                            : " for " + who + " to trump (void in ") + suitName(c.suit()) + ")";
                } else {
                    score = 10 + 6 * through - 4 * s.weight(c) - c.rank().ordinal() - 30 * ruffed
                            - (s.isBoss(c) ? 0 : 2 * s.outAbove(c));
                    // A ten or king led into a higher card still out is no low lead (audit: 31 of 32 lost).
                    lowCard = !s.isCounter(c) || s.isBoss(c);
                    why = "lead the " + c.display() + (lowCard ? " low" : ", with "
                            + Decision.count(s.outAbove(c), "higher card") + " still out");
                }
            }
            if (score > bestScore) {
                bestScore = score;
                best = c;
                bestWhy = why;
                low = lowCard;
                drew = draw;
            }
            if (!s.isTrump(c) && score > plainScore) {
                plainScore = score;
                plain = c;
            }
        }
        // Trump is drawn with the highest trump under the counters, not the 9: each opponent must beat it if able,
        // so it costs them a counter where the 9 lets a J or Q take it (audit played out by Medium: +4.25 a changed
        // lead; side by side positive at seeds 1 to 5, about +0.74 a deal pair; docs/ai.md, "Trump is drawn from
        // the top").
        Card high = drew && partnership ? highestDraw(s, legal) : null;
        if (high != null && high != best) {
            return play(high, "draw trump with the " + high.display() + (onlyCountersAbove(s, high)
                    ? ": only a counter beats it" : ", not the " + best.display()));
        }
        // A defender's king beats a low lead: played out by Medium on the real deal, +9 points a changed lead,
        // and side by side +0.91 and +1.53 a deal pair (docs/ai.md, "A defender leads a king, not low").
        Card king = low && defending ? kingLead(s, legal) : null;
        if (king != null) {
            int higher = s.outAbove(king);
            return play(king, "lead the " + king.display() + ", not the " + best.display() + " low: it draws out "
                    + (higher == 1 ? "the card above it" : "one of the " + higher + " cards above it") + " still out");
        }
        if (bestWhy == null) {
            bestWhy = "lead the " + best.display() + ": " + (plain == null ? "only trumps left" : rather(s, plain));
        } else if (kept != null && !s.isTrump(best)) {
            bestWhy += myTrumps == 1 ? ", keeping the " + kept.display() + ", the last trump"
                    : ", keeping " + Decision.count(myTrumps, "trump") + ", with none left out to draw";
        } else if (over != null && !s.isTrump(best)) {
            bestWhy += ", not a low trump into the " + over.display() + " still out";
        }
        return play(best, bestWhy);
    }

    /** Our highest trump that is neither a counter nor the boss: the card trump is drawn with. */
    private static Card highestDraw(Situation s, List<Card> legal) {
        for (Card c : legal) {
            if (s.isTrump(c) && !s.isCounter(c) && !s.isBoss(c)) {
                return c;
            }
        }
        return null;
    }

    private static boolean onlyCountersAbove(Situation s, Card c) {
        for (Rank r : Rank.values()) {
            if (r.compareTo(c.rank()) > 0 && !s.isCounter(Card.of(c.suit(), r))) {
                return false;
            }
        }
        return true;
    }

    /**
     * A defender's lead with four cards or more left, in place of a low side card: a king of a side suit with a
     * higher card still out, in a suit no opponent is known to lack or likely trumps; of several, the one with the
     * fewest cards out above it, then the longest suit. Null if none.
     */
    private static Card kingLead(Situation s, List<Card> legal) {
        if (s.deck.size(s.hand) < 4) {
            return null;
        }
        Card best = null;
        for (Card c : legal) {
            if (s.isTrump(c) || c.rank() != Rank.KING || s.isBoss(c) || opponentKnownVoid(s, c.suit())
                    || pOpponentRuffs(s, c.suit()) > FORCE) {
                continue;
            }
            if (best == null || s.outAbove(c) < s.outAbove(best) || s.outAbove(c) == s.outAbove(best)
                    && s.count(s.hand, c.suit()) > s.count(s.hand, best.suit())) {
                best = c;
            }
        }
        return best;
    }

    /**
     * With no trump of ours and the last one out, an opponent's: that trump takes a trick whatever is led, so it is
     * drawn now with the cheapest card of the suit its holder most likely lacks, and takes that trick rather than
     * an ace cashed later or the last trick (audit: cashing first lost 8 points a lead with 2 to 4 cards left).
     * Null when no lead is more likely trumped than not.
     */
    private static Decision drawLastTrump(Situation s, List<Card> legal) {
        double most = 0;
        for (Card c : legal) {
            most = Math.max(most, pOpponentRuffs(s, c.suit()));
        }
        if (most < FORCE) {
            return null;
        }
        List<Card> into = new ArrayList<>();
        for (Card c : legal) {
            if (pOpponentRuffs(s, c.suit()) >= most - RISK_TIE) {
                into.add(c);
            }
        }
        Card c = s.cheapest(into);
        return play(c, "lead the " + c.display() + " to draw the last trump, which takes a trick anyway ("
                + (most > 0.995 ? "an opponent must trump it" : Math.round(most * 100) + "% an opponent trumps it")
                + ")");
    }

    /**
     * The one trump still out when it outranks every trump of ours and the partner is not known to hold it, or null.
     */
    private static Card onlyTrumpAbove(Situation s) {
        long out = s.belief.unseen() & s.deck.suitMask(s.trump);
        List<Card> mine = s.deck.faces(s.hand & s.deck.suitMask(s.trump));
        int partner = s.partner();
        if (mine.isEmpty() || s.isBoss(mine.get(0)) || partner >= 0
                && (s.deck.presence(s.belief.known(partner)) & s.deck.presence(out)) != 0) {
            return null;
        }
        return s.deck.faces(out).get(0);
    }

    /**
     * Whether some card outside trump could be led low, no ten or king under a higher card, with an opponent unlikely
     * to trump it.
     */
    private static boolean lowPlainLead(Situation s, List<Card> legal) {
        for (Card c : legal) {
            if (!s.isTrump(c) && (!s.isCounter(c) || s.isBoss(c)) && pOpponentRuffs(s, c.suit()) < FORCE) {
                return true;
            }
        }
        return false;
    }

    /**
     * The moon shooter's lead, which must take every trick (RULES.md §2.11): trumps from the top while any is out,
     * so nobody is left to ruff, then the side cards from the top. A hand the bots shoot with cannot fail this way
     * ({@link Conceding#takesEveryTrick}); playing on points, they led side aces into a void and lost the moon.
     */
    static Decision moonLead(Situation s) {
        List<Card> legal = s.legalCards();
        int outTrumps = s.count(s.belief.unseen(), s.trump);
        Card best = null;
        for (Card c : legal) {
            if (best == null || moonRank(s, c, outTrumps) > moonRank(s, best, outTrumps)) {
                best = c;
            }
        }
        String why = s.isTrump(best) && outTrumps > 0
                ? "draw trump for the moon with the " + best.display() + ": " + Decision.count(outTrumps, "trump")
                        + " still out"
                : "lead the " + best.display() + " for the moon" + (s.isBoss(best) ? ": no card out beats it" : "");
        return play(best, why);
    }

    /** Trumps first while any is out, then a card nothing beats, then the higher rank. */
    private static int moonRank(Situation s, Card c, int outTrumps) {
        return (s.isTrump(c) && outTrumps > 0 ? 20 : 0) + (s.isBoss(c) ? 10 : 0) + c.rank().ordinal();
    }

    /**
     * Why a trump lead beat the best lead of another suit: such a lead scores below a trump only when it would
     * likely lose the trick, to a trump or to a higher card of its suit.
     */
    private static String rather(Situation s, Card plain) {
        double ruffed = pOpponentRuffs(s, plain.suit());
        return "the " + plain.display() + " would lose the trick, "
                + (ruffed > 0.05 ? Math.round(ruffed * 100) + "% to a trump" : Decision.count(s.outAbove(plain),
                        "higher card") + " still out");
    }

    private static boolean opponentsMayTrump(Situation s) {
        for (int o = 0; o < s.seats; o++) {
            if (o != s.me && !s.isPartner(o)
                    && s.pHolds(o, s.deck.suitMask(s.trump) & s.belief.unseen()) > 0) {
                return true;
            }
        }
        return false;
    }

    /** Chance some opponent is void in the suit and holds a trump: a lead of it would be trumped. */
    private static double pOpponentRuffs(Situation s, Suit suit) {
        double safe = 1;
        for (int o = 0; o < s.seats; o++) {
            if (o != s.me && !s.isPartner(o)) {
                safe *= 1 - pRuffs(s, o, suit);
            }
        }
        return 1 - safe;
    }

    /** Chance a seat is void in the suit and holds a trump. */
    private static double pRuffs(Situation s, int seat, Suit suit) {
        return s.pVoid(seat, suit) * s.pHolds(seat, s.deck.suitMask(s.trump) & s.belief.unseen());
    }

    /**
     * Chance an opponent who plays after {@code partner} to this lead is void in the suit and holds a trump, and so
     * may trump over the partner's ruff (audit: three-handed defenders led for the partner's ruff with the bidder
     * last and shown void; the bidder over-trumped 17 of 20).
     */
    private static double pOverruff(Situation s, int partner, Suit suit) {
        double safe = 1;
        boolean behind = false;
        for (int o : s.after) {
            if (behind && !s.isPartner(o)) {
                safe *= 1 - pRuffs(s, o, suit);
            }
            behind |= o == partner;
        }
        return 1 - safe;
    }

    private static Card highestValue(Situation s, List<Card> legal) {
        Card best = legal.get(0);
        for (Card c : legal) {
            if (s.value(c) > s.value(best) || (s.value(c) == s.value(best) && s.isTrump(best) && !s.isTrump(c))) {
                best = c;
            }
        }
        return best;
    }

    static String suitName(Suit s) {
        return s.name().toLowerCase();
    }

    /** "(beaten 12% of the time)"; a certainty is no percentage, and a small chance never reads as 0%. */
    private static String beaten(Situation s, double risk) {
        // The odds are the opponents': a partner still to play may be forced to beat the card (STRICT).
        return risk == 0 ? (s.partnerStillToPlay() ? " (no opponent left can beat it)" : " (nobody left can beat it)")
                : risk < 0.005 ? " (beaten under 1% of the time)"
                : " (beaten " + Math.round(risk * 100) + "% of the time)";
    }

    static Decision play(Card c, String reason) {
        return new Decision(Action.Play.of(c), reason);
    }
}
