package dev.pinochle.ai.search;

import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.core.Trick;
import java.util.ArrayList;
import java.util.List;

/**
 * A trick-play position for solver tests and the corpus: hands, trump, the trick in progress and the seat to
 * act. Written one per line as {@code trump|toAct|trick|hand0|hand1|...|value}, the trick as {@code seat:card}
 * words, {@code -} when empty; the value (side 0's points from here on) is -1 when not recorded.
 */
record Position(Suit trump, int toAct, List<Played> trick, long[] hands, int value) {

    static Position parse(Deck deck, String line) {
        String[] p = line.split("\\|");
        Suit trump = Suit.parse(p[0].trim());
        int toAct = Integer.parseInt(p[1].trim());
        List<Played> trick = new ArrayList<>();
        if (!p[2].trim().equals("-")) {
            for (String w : p[2].trim().split("\\s+")) {
                String[] sc = w.split(":");
                trick.add(new Played(Integer.parseInt(sc[0]), Card.parse(sc[1])));
            }
        }
        int seats = p.length - 4;
        long[] hands = new long[4];
        for (int s = 0; s < seats; s++) {
            hands[s] = p[3 + s].isBlank() ? 0 : deck.setOf(p[3 + s]);
        }
        return new Position(trump, toAct, trick, hands, Integer.parseInt(p[p.length - 1].trim()));
    }

    String format(Deck deck, int seats, int v) {
        StringBuilder sb = new StringBuilder();
        sb.append(trump.letter()).append('|').append(toAct).append('|');
        if (trick.isEmpty()) {
            sb.append('-');
        }
        for (int i = 0; i < trick.size(); i++) {
            sb.append(i == 0 ? "" : " ").append(trick.get(i).seat()).append(':').append(trick.get(i).card().code());
        }
        for (int s = 0; s < seats; s++) {
            sb.append('|').append(deck.format(hands[s]));
        }
        return sb.append('|').append(v).toString();
    }

    int tricksLeft(Deck deck) {
        int leader = trick.isEmpty() ? toAct : trick.get(0).seat();
        return deck.size(hands[leader]) + (trick.isEmpty() ? 0 : 1);
    }

    /**
     * A position reached by random legal play from a shuffled deal: {@code tricksLeft} tricks to go and
     * {@code inTrick} cards already on the table.
     */
    static Position random(RuleSet rules, long seed, int tricksLeft, int inTrick) {
        Deck deck = rules.deck();
        int seats = rules.mode().seats();
        int size = rules.mode().handSize();
        Shuffle rng = new Shuffle(seed);
        Deal deal = Deal.shuffled(deck, seed);
        long[] hands = new long[4];
        for (int s = 0; s < seats; s++) {
            hands[s] = deal.set(s * size, (s + 1) * size);
        }
        Suit trump = Suit.of(rng.nextInt(4));
        int toAct = rng.nextInt(seats);
        List<Played> trick = new ArrayList<>();
        int played = (size - tricksLeft) * seats + inTrick;
        for (int i = 0; i < played; i++) {
            long legal = Brute.legal(rules, seats == 2, hands[toAct], trump, trick, size - deck.size(hands[toAct])
                    == 0 && trick.isEmpty());
            List<Card> options = deck.faces(legal);
            Card c = options.get(rng.nextInt(options.size()));
            hands[toAct] -= deck.one(c);
            trick.add(new Played(toAct, c));
            if (trick.size() == seats) {
                List<Card> cards = trick.stream().map(Played::card).toList();
                toAct = trick.get(Trick.winner(cards, trump)).seat();
                trick.clear();
            } else {
                toAct = (toAct + 1) % seats;
            }
        }
        return new Position(trump, toAct, List.copyOf(trick), hands, -1);
    }
}
