package dev.pinochle.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.DuelMelds;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import dev.pinochle.core.Trick;
import java.util.ArrayList;
import java.util.List;

/** The rules calculator: {@code meld}, {@code legal} and {@code trick}, for settling a rules question. */
final class RulesCommands {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RulesCommands() {
    }

    /** {@code meld --trump S [--deck single|double] [--rule K=V]... CARDS}: the hand's meld with that trump. */
    static String meld(Options o) {
        o.allowOnly("trump", "deck", "rule", "mode");
        RuleSet rules = rules(o);
        Suit trump = Suit.parse(o.require("trump"));
        List<Card> cards = cards(String.join(" ", o.positional()));
        if (cards.isEmpty()) {
            throw new IllegalArgumentException("no cards given: list the hand, e.g. AS TS KS QS JS");
        }
        long hand = rules.deck().setOf(cards);
        ObjectNode root = JSON.createObjectNode();
        root.put("trump", String.valueOf(trump.letter()));
        if (rules.mode() == Mode.DUEL) {
            // The duel melds one declaration at a time: list every one this hand could make now.
            if (cards.size() > rules.mode().handSize()) {
                throw new IllegalArgumentException("a duel hand holds at most " + rules.mode().handSize() + " cards");
            }
            writeMelds(root.putArray("declarations"), DuelMelds.declarationsFor(rules, trump, cards), rules);
        } else {
            root.put("total", MeldTable.total(rules, hand, trump) / rules.displayDivisor());
            writeMelds(root.putArray("melds"), MeldTable.breakdown(rules, hand, trump), rules);
        }
        return root.toString();
    }

    /** Each meld with its points on the table's scale: {@code scale=ONE} shows a run as 15 (RULES.md §2). */
    private static void writeMelds(ArrayNode array, List<Meld> melds, RuleSet rules) {
        for (Meld m : melds) {
            ObjectNode node = array.addObject();
            node.put("name", m.kind().label());
            node.put("points", m.points() / rules.displayDivisor());
            ArrayNode list = node.putArray("cards");
            m.cards().forEach(c -> list.add(c.code()));
        }
    }

    /**
     * {@code legal --trump S --hand CARDS --trick CARDS}: the distinct cards the player may play. In the duel it
     * answers for the play-off, as any card may be played while the stock lasts (RULES.md §5), and says so.
     */
    static String legal(Options o) {
        o.allowOnly("trump", "hand", "trick", "rule", "deck", "mode");
        RuleSet rules = rules(o);
        Deck deck = rules.deck();
        Suit trump = Suit.parse(o.require("trump"));
        List<Card> handCards = cards(o.require("hand"));
        List<Card> trick = cards(o.get("trick", ""));
        if (handCards.isEmpty()) {
            throw new IllegalArgumentException("the hand is empty: list it after --hand");
        }
        if (trick.size() >= rules.mode().seats()) {
            throw new IllegalArgumentException("the trick already holds " + trick.size() + " cards: it is complete");
        }
        List<Card> together = new ArrayList<>(handCards);
        together.addAll(trick);
        deck.setOf(together);
        long hand = deck.setOf(handCards);
        long legal;
        boolean duel = rules.mode() == Mode.DUEL;
        if (trick.isEmpty()) {
            legal = hand;
        } else if (duel) {
            legal = Trick.legalPlayOff(deck, hand, trump, trick.get(0));
        } else {
            Card led = trick.get(0);
            Card winner = trick.get(Trick.winner(trick, trump));
            legal = Trick.legal(deck, rules, hand, trump, led, winner, Trick.highestOfLed(trick));
        }
        ObjectNode root = JSON.createObjectNode();
        ArrayNode list = root.putArray("legal");
        deck.faces(legal).forEach(c -> list.add(c.code()));
        if (duel) {
            root.put("phase", "play-off");
        }
        return root.toString();
    }

    /** {@code trick --trump S CARDS}: which card, in play order, wins the trick. */
    static String trick(Options o) {
        o.allowOnly("trump", "deck", "mode", "rule");
        RuleSet rules = rules(o);
        Suit trump = Suit.parse(o.require("trump"));
        List<Card> trick = cards(String.join(" ", o.positional()));
        if (trick.size() < 2 || trick.size() > rules.mode().seats()) {
            throw new IllegalArgumentException("a trick holds 2 to " + rules.mode().seats() + " cards, not " + trick.size());
        }
        rules.deck().setOf(trick);
        int w = Trick.winner(trick, trump);
        ObjectNode root = JSON.createObjectNode();
        root.put("winner", w);
        root.put("card", trick.get(w).code());
        return root.toString();
    }

    /**
     * The rule set from {@code --mode}, {@code --deck} and each {@code --rule KEY=VALUE}; {@code --mode doubledeck}
     * is the same as {@code --deck double}.
     */
    static RuleSet rules(Options o) {
        String mode = o.get("mode", "partnership").toLowerCase();
        String deck = o.get("deck", "single").toLowerCase();
        if (mode.equals("doubledeck")) {
            mode = "partnership";
            deck = "double";
        }
        RuleSet rules = switch (deck) {
            case "single" -> switch (mode) {
                case "partnership" -> RuleSet.standard();
                case "duel" -> RuleSet.duel();
                case "threehanded" -> RuleSet.threeHanded();
                default -> throw new IllegalArgumentException("unknown --mode '" + mode
                        + "': use partnership, duel, doubledeck or threehanded");
            };
            case "double" -> {
                if (!mode.equals("partnership")) {
                    throw new IllegalArgumentException("the double deck is played in partnership mode only");
                }
                yield RuleSet.doubleDeck();
            }
            default -> throw new IllegalArgumentException("unknown --deck '" + deck + "': use single or double");
        };
        for (String r : o.all("rule")) {
            rules = rules.with(r);
        }
        return rules;
    }

    private static List<Card> cards(String text) {
        return Card.parseAll(text);
    }
}
