package dev.pinochle.save;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.ai.Bot;
import dev.pinochle.ai.Bots;
import dev.pinochle.ai.Decision;
import dev.pinochle.ai.Level;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * How the files in {@code src/test/resources/saves/} were made: real games from seeded random play, written
 * by this version, by the v0 draft layout, and then damaged on purpose. Fixtures are kept, never remade:
 * a fixture of an old version must load forever, so this writes only the files that do not exist yet
 * ({@code java -cp target/classes:target/test-classes:<jackson jars> dev.pinochle.save.MakeFixtures DIR}).
 */
final class MakeFixtures {
    static final Instant CREATED = Instant.parse("2025-06-01T18:30:00Z");

    private MakeFixtures() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Path bad = dir.resolve("bad");
        Files.createDirectories(bad);

        GameRecord partnership = record("partnership", RuleSet.standard(), 2024, 130);
        write(dir.resolve("v1-partnership.pinochle"), SaveFiles.toJson(partnership));
        write(dir.resolve("v1-double-deck.pinochle"),
                SaveFiles.toJson(record("double-deck", RuleSet.doubleDeck(), 77, 150)));
        write(dir.resolve("v1-duel.pinochle"),
                SaveFiles.toJson(record("duel", RuleSet.duel().with("dixExchange", "true"), 12, 140)));
        write(dir.resolve("v1-three-handed.pinochle"),
                SaveFiles.toJson(record("three-handed", RuleSet.threeHanded(), 5, 70)));
        Game finished = new RandomPlay(31).finish(Game.start(RuleSet.onePoint(), 31));
        write(dir.resolve("v1-one-point-finished.pinochle"),
                SaveFiles.toJson(GameRecord.of(info("one-point", finished.rules()), finished)));
        HandRecord replayed = partnership.hands().get(0);
        Game replay = new RandomPlay(9).play(Game.start(RuleSet.standard(), 4711, replayed.seed(), replayed.dealer()), 20);
        write(dir.resolve("v1-replayed-deal.pinochle"),
                SaveFiles.toJson(GameRecord.of(info("replayed-deal", replay.rules()), replay)));

        write(dir.resolve("v2-partnership-reasons.pinochle"), SaveFiles.toJson(withReasons(2026, 120)));

        Game draft = new RandomPlay(1949).play(Game.start(RuleSet.standard(), 1949), 75);
        write(dir.resolve("v0-draft.pinochle"), Json.PRETTY.writeValueAsBytes(v0(draft)));

        byte[] good = SaveFiles.toJson(partnership);
        write(bad.resolve("truncated.pinochle"), Arrays.copyOf(good, good.length / 2));
        write(bad.resolve("empty.pinochle"), new byte[0]);
        write(bad.resolve("not-json.pinochle"), "Pinochle, Tuesday night\nSouth/North 1240, West/East 980\n"
                .getBytes(StandardCharsets.UTF_8));
        write(bad.resolve("wrong-format.pinochle"),
                "{\"format\": \"pinochle-rules\", \"name\": \"house\", \"rules\": {}}\n".getBytes(StandardCharsets.UTF_8));
        write(bad.resolve("newer.pinochle"), edit(good, t -> t.put("schemaVersion", SaveFiles.SCHEMA_VERSION + 1)));
        write(bad.resolve("newer-rules.pinochle"), edit(good, t -> t.put("rulesVersion", 2)));
        write(bad.resolve("too-old-rules.pinochle"), edit(good, t -> t.put("rulesVersion", 0)));
        write(bad.resolve("missing-hands.pinochle"), edit(good, t -> t.remove("hands")));
        write(bad.resolve("unknown-action.pinochle"), edit(good, t -> action(t, 0, 0).put("type", "cheat")));
        write(bad.resolve("duplicated-card.pinochle"), edit(good, t -> {
            ObjectNode hand = hand(t, 0);
            List<String> cards = List.of(hand.get("deal").asText().split(" "));
            String twice = cards.get(0);
            String other = cards.stream().filter(c -> !c.equals(twice)).findFirst().orElseThrow();
            hand.put("deal", String.join(" ", cards).replaceFirst(other, twice));
        }));
        write(bad.resolve("deal-not-from-seed.pinochle"), edit(good, t -> {
            ObjectNode hand = hand(t, 1);
            List<String> cards = List.of(hand.get("deal").asText().split(" "));
            String other = cards.stream().filter(c -> !c.equals(cards.get(0))).findFirst().orElseThrow();
            hand.put("deal", String.join(" ", cards).replaceFirst(cards.get(0), "XX").replaceFirst(other, cards.get(0))
                    .replaceFirst("XX", other));
        }));
        int firstPlay = firstPlay(partnership.hands().get(0));
        String illegal = illegalCard(partnership, firstPlay + 1);
        write(bad.resolve("illegal-play.pinochle"), edit(good, t -> action(t, 0, firstPlay + 1).put("card", illegal)));
        write(bad.resolve("wrong-score.pinochle"), edit(good, t -> {
            ArrayNode scores = (ArrayNode) t.get("scores");
            scores.set(0, scores.get(0).intValue() + 100);
        }));
        write(bad.resolve("wrong-hand-score.pinochle"), edit(good, t -> {
            ArrayNode score = (ArrayNode) hand(t, 0).get("result").get("score");
            score.set(1, score.get(1).intValue() + 100);
        }));
    }

    static GameInfo info(String name, RuleSet rules) {
        return new GameInfo("fixture-" + name, CREATED, Tables.seats(rules));
    }

    private static GameRecord record(String name, RuleSet rules, long seed, int actions) {
        Game game = new RandomPlay(seed).play(Game.start(rules, seed), actions);
        return GameRecord.of(info(name, rules), game);
    }

    /** A partnership game of Medium bots beside a random human, with the bots' reasons: schema version 2's addition. */
    private static GameRecord withReasons(long seed, int actions) {
        RuleSet rules = RuleSet.standard();
        Game game = Game.start(rules, seed);
        RandomPlay human = new RandomPlay(seed);
        List<Bot> bots = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            bots.add(Bots.create(Level.MEDIUM, Shuffle.derive(seed, 1000 + s)));
        }
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < actions && !game.isOver(); i++) {
            int seat = game.toAct();
            if (seat == 0) {
                game.apply(human.choose(game));
                reasons.add(null);
            } else {
                Decision d = bots.get(seat).decide(game.view(seat));
                game.apply(d.action());
                reasons.add(d.reason());
            }
        }
        List<SeatInfo> seats = new ArrayList<>(List.of(SeatInfo.human("You")));
        for (int s = 1; s < 4; s++) {
            seats.add(SeatInfo.bot("Bot " + s, Level.MEDIUM.name()));
        }
        return GameRecord.of(new GameInfo("fixture-reasons", CREATED, seats), game, reasons);
    }

    /** The pre-release draft layout that {@link MigrateV0} reads (docs/save-format.md, "Version 0"). */
    static ObjectNode v0(Game game) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("format", SaveFiles.FORMAT);
        root.put("version", 0);
        ObjectNode rules = RulesJson.write(game.rules());
        // The draft predates these two options.
        rules.remove("dixExchange");
        rules.remove("setDouble");
        root.set("rules", rules);
        ArrayNode players = root.putArray("players");
        List.of("You", "West", "North", "East").forEach(players::add);
        root.put("seed", game.seed());
        ArrayNode hands = root.putArray("hands");
        for (HandRecord h : game.hands()) {
            ObjectNode hand = hands.addObject();
            hand.put("dealer", h.dealer());
            ArrayNode cards = hand.putArray("cards");
            h.deal().cards().forEach(c -> cards.add(c.code()));
            ArrayNode moves = hand.putArray("moves");
            for (Call call : h.actions()) {
                moves.add(move(call));
            }
        }
        ArrayNode scores = root.putArray("scores");
        game.scores().forEach(scores::add);
        root.put("winner", game.winner());
        return root;
    }

    private static ArrayNode move(Call call) {
        ArrayNode m = Json.MAPPER.createArrayNode();
        m.add(call.seat());
        Action a = call.action();
        if (a instanceof Action.Bid bid) {
            m.add("bid").add(bid.points());
        } else if (a instanceof Action.Pass) {
            m.add("pass");
        } else if (a instanceof Action.NameTrump trump) {
            m.add("trump").add(String.valueOf(trump.suit().letter()));
        } else if (a instanceof Action.PassCards pass) {
            m.add("give").add(CallDto.codes(pass.cards()));
        } else if (a instanceof Action.ThrowIn) {
            m.add("throw-in");
        } else if (a instanceof Action.PlayOn) {
            m.add("play-on");
        } else if (a instanceof Action.Play play) {
            m.add("play").add(play.card().code());
        } else {
            throw new IllegalArgumentException("the draft game uses only partnership actions, not " + a);
        }
        return m;
    }

    private interface Edit {
        void apply(ObjectNode tree);
    }

    private static byte[] edit(byte[] json, Edit edit) throws Exception {
        ObjectNode tree = (ObjectNode) Json.MAPPER.readTree(json);
        edit.apply(tree);
        return Json.PRETTY.writeValueAsBytes(tree);
    }

    private static ObjectNode hand(ObjectNode tree, int index) {
        return (ObjectNode) tree.get("hands").get(index);
    }

    private static ObjectNode action(ObjectNode tree, int hand, int index) {
        return (ObjectNode) hand(tree, hand).get("actions").get(index);
    }

    private static int firstPlay(HandRecord hand) {
        for (int i = 0; i < hand.actions().size(); i++) {
            if (hand.actions().get(i).action() instanceof Action.Play) {
                return i;
            }
        }
        throw new IllegalStateException("the hand has no trick play");
    }

    /** A card the seat to act may not play at that point: one it holds if it has such, else one it lacks. */
    private static String illegalCard(GameRecord record, int actionIndex) {
        Game game = record.newGame();
        List<Call> calls = record.hands().get(0).actions();
        for (int i = 0; i < actionIndex; i++) {
            game.apply(calls.get(i).action());
        }
        List<Action> legal = game.legalActions();
        Deck deck = record.rules().deck();
        long held = game.hand().handOf(game.toAct());
        return deck.faces(deck.full()).stream()
                .filter(c -> !legal.contains(Action.Play.of(c)))
                .min(Comparator.comparing(c -> deck.count(held, c) == 0))
                .orElseThrow()
                .code();
    }

    private static void write(Path file, byte[] bytes) throws Exception {
        if (!Files.exists(file)) {
            Files.write(file, bytes);
        }
    }
}
