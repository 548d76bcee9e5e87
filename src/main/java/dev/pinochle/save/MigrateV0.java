package dev.pinochle.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.Shuffle;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Schema 0 to 1. Version 0 is the pre-release draft (see {@code docs/save-format.md}): a {@code version}
 * field, the seats as bare {@code players} names (South human, the rest medium bots), each hand's
 * {@code cards} as an array and its {@code moves} as positional arrays {@code [seat, verb, argument...]}, no
 * id, no per-hand seed, no rules version. The draft only ever dealt from the game seed, so each hand's
 * seed is derived here exactly as the core derives it.
 */
final class MigrateV0 implements Migrations.Step {
    /** The level the draft gave every bot. */
    private static final String DRAFT_BOT_LEVEL = "MEDIUM";

    @Override
    public ObjectNode upgrade(ObjectNode v0) {
        ObjectNode v1 = v0.objectNode();
        v1.put("format", SaveFiles.FORMAT);
        v1.put("schemaVersion", 1);
        // The draft's options meant what rules version 1 means; a later rules version gets its own step.
        v1.put("rulesVersion", 1);
        long seed = field(v0, "seed").asLong();
        // A stable id, so that opening the same draft file twice is recognised as the same game.
        v1.put("id", UUID.nameUUIDFromBytes(("pinochle-v0:" + seed).getBytes(StandardCharsets.UTF_8)).toString());
        v1.set("rules", field(v0, "rules"));
        ArrayNode seats = v1.putArray("seats");
        JsonNode players = field(v0, "players");
        for (int i = 0; i < players.size(); i++) {
            ObjectNode seat = seats.addObject();
            seat.put("name", players.get(i).asText());
            seat.put("human", i == 0);
            if (i != 0) {
                seat.put("botLevel", DRAFT_BOT_LEVEL);
            }
        }
        v1.put("seed", seed);
        ArrayNode hands = v1.putArray("hands");
        JsonNode oldHands = field(v0, "hands");
        for (int h = 0; h < oldHands.size(); h++) {
            JsonNode old = oldHands.get(h);
            ObjectNode hand = hands.addObject();
            hand.put("seed", Shuffle.derive(seed, h));
            hand.set("dealer", field(old, "dealer"));
            StringBuilder deal = new StringBuilder();
            for (JsonNode card : field(old, "cards")) {
                deal.append(deal.length() == 0 ? "" : " ").append(card.asText());
            }
            hand.put("deal", deal.toString());
            ArrayNode actions = hand.putArray("actions");
            JsonNode moves = field(old, "moves");
            for (int m = 0; m < moves.size(); m++) {
                actions.add(action(moves.get(m), "hand " + (h + 1) + ", move " + (m + 1)));
            }
        }
        v1.set("scores", field(v0, "scores"));
        v1.set("winner", field(v0, "winner"));
        return v1;
    }

    /** {@code [seat, verb, argument...]} as a typed action object. */
    private static ObjectNode action(JsonNode move, String where) {
        if (!move.isArray() || move.size() < 2) {
            throw BadRecord.damaged(where + " is not [seat, verb, ...]");
        }
        ObjectNode a = JsonNodeFactory.instance.objectNode();
        String verb = move.get(1).asText();
        switch (verb) {
            case "bid" -> a.put("type", "bid");
            case "pass" -> a.put("type", "pass");
            case "trump" -> a.put("type", "nameTrump");
            case "give" -> a.put("type", "passCards");
            case "throw-in" -> a.put("type", "throwIn");
            case "moon" -> a.put("type", "shootMoon");
            case "play-on" -> a.put("type", "playOn");
            case "play" -> a.put("type", "play");
            case "declare" -> a.put("type", "declare");
            case "decline" -> a.put("type", "decline");
            case "dix" -> a.put("type", "exchangeDix");
            case "bury" -> a.put("type", "bury");
            default -> throw BadRecord.damaged(where + " has an unknown verb '" + verb + "'");
        }
        a.set("seat", move.get(0));
        switch (verb) {
            case "bid" -> a.set("points", argument(move, 2, where));
            case "trump" -> a.set("suit", argument(move, 2, where));
            case "give", "bury" -> a.set("cards", argument(move, 2, where));
            case "play" -> a.set("card", argument(move, 2, where));
            case "declare" -> {
                a.set("kind", argument(move, 2, where));
                a.set("cards", argument(move, 3, where));
            }
            default -> { }
        }
        return a;
    }

    private static JsonNode argument(JsonNode move, int index, String where) {
        if (move.size() <= index) {
            throw BadRecord.damaged(where + " lacks its argument");
        }
        return move.get(index);
    }

    private static JsonNode field(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            throw BadRecord.damaged("the draft-format file has no '" + name + "'");
        }
        return v;
    }
}
