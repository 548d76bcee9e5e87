package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The v0 draft becomes v1 on the tree, step by step, and then loads like any v1 file; a v1 file is a v2 file
 * without the bots' reasons.
 */
class MigrationTest {
    @Test
    void theDraftFixtureMigratesToTheCurrentLayout() throws Exception {
        ObjectNode v0 = (ObjectNode) Json.MAPPER.readTree(FixturesTest.folder().resolve("v0-draft.pinochle").toFile());
        ObjectNode v1 = Migrations.CHAIN.upgrade(v0.deepCopy(), 0);

        assertThat(v1.get("schemaVersion").intValue()).isEqualTo(SaveFiles.SCHEMA_VERSION);
        assertThat(v1.has("version")).isFalse();
        assertThat(v1.get("rulesVersion").intValue()).isEqualTo(RuleSet.VERSION);
        assertThat(v1.get("seats").get(0).get("human").booleanValue()).isTrue();
        assertThat(v1.get("seats").get(1).get("botLevel").asText()).isEqualTo("MEDIUM");
        JsonNode hand = v1.get("hands").get(0);
        assertThat(hand.get("seed").longValue()).isEqualTo(Shuffle.derive(v0.get("seed").longValue(), 0));
        assertThat(hand.get("deal").asText().split(" ")).hasSize(48);
        assertThat(hand.get("actions").get(0).get("type").asText()).isEqualTo("bid");
        assertThat(Json.MAPPER.treeToValue(v1, GameFileDto.class)).isNotNull();
    }

    @Test
    void theDraftLoadsAsTheGameItRecorded() throws Exception {
        GameRecord loaded = SaveFiles.read(FixturesTest.folder().resolve("v0-draft.pinochle"));
        Game expected = new RandomPlay(1949).play(Game.start(RuleSet.standard(), 1949), 75);

        States.assertSame(loaded.toGame(), expected);
        assertThat(loaded.info().seats()).extracting(SeatInfo::name).containsExactly("You", "West", "North", "East");
        assertThat(loaded.info().created()).isNull();
        assertThat(SaveFiles.read(FixturesTest.folder().resolve("v0-draft.pinochle")).info().id())
                .as("the same draft is the same game").isEqualTo(loaded.info().id());
    }

    @Test
    void everyDraftVerbBecomesItsAction() throws Exception {
        String moves = """
                [[0, "bid", 250], [1, "pass"], [0, "trump", "S"], [2, "give", "AS TS KS QS"], [0, "throw-in"],
                 [0, "moon"], [0, "play-on"], [0, "play", "AS"], [1, "declare", "RUN", "AS TS KS QS JS"],
                 [1, "decline"], [1, "dix"], [2, "bury", "9S 9H 9D"]]""";
        ObjectNode v0 = (ObjectNode) Json.MAPPER.readTree("""
                {"format": "pinochle-game", "version": 0, "rules": {}, "players": ["A", "B", "C", "D"], "seed": 1,
                 "hands": [{"dealer": 0, "cards": [], "moves": %s}], "scores": [0, 0], "winner": -1}
                """.formatted(moves));
        GameFileDto dto = Json.MAPPER.treeToValue(Migrations.CHAIN.upgrade(v0, 0), GameFileDto.class);

        List<Action> actions = dto.hands().get(0).actions().stream().map(CallDto::action).toList();
        assertThat(actions).extracting(a -> a.getClass().getSimpleName()).containsExactly("Bid", "Pass", "NameTrump",
                "PassCards", "ThrowIn", "ShootMoon", "PlayOn", "Play", "Declare", "Decline", "ExchangeDix", "Bury");
    }

    @Test
    void aVersionOneGameLoadsWithoutReasonsAndAVersionTwoGameWithThem() throws Exception {
        GameRecord v1 = SaveFiles.read(FixturesTest.folder().resolve("v1-partnership.pinochle"));
        GameRecord v2 = SaveFiles.read(FixturesTest.folder().resolve("v2-partnership-reasons.pinochle"));

        assertThat(v1.reasons()).hasSize(v1.actionCount()).containsOnlyNulls();
        assertThat(v2.reasons()).hasSize(v2.actionCount());
        // Seat 0 is the human: its actions have no reason; every Medium bot's has one.
        List<Call> calls = v2.hands().stream().flatMap(h -> h.actions().stream()).toList();
        for (int i = 0; i < calls.size(); i++) {
            assertThat(v2.reasons().get(i) == null).as("action %d, seat %d", i, calls.get(i).seat())
                    .isEqualTo(calls.get(i).seat() == 0);
        }
        assertThat(v2.reasons()).contains("pass: partner holds it at 270", "cash the A\u2665: highest left");
        assertThat(new String(SaveFiles.toJson(v2), StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(FixturesTest.folder().resolve("v2-partnership-reasons.pinochle")));
    }

    @Test
    void anUnknownDraftVerbIsDamage() throws Exception {
        String text = Files.readString(FixturesTest.folder().resolve("v0-draft.pinochle"))
                .replaceFirst("\"bid\"", "\"raise\"");
        assertThatThrownBy(() -> SaveFiles.parse(text.getBytes(), "draft.pinochle"))
                .isInstanceOfSatisfying(SaveFileException.class,
                        e -> assertThat(e.kind()).isEqualTo(SaveFileException.Kind.DAMAGED))
                .hasMessage("'draft.pinochle' is damaged: hand 1, move 1 has an unknown verb 'raise'.");
    }
}
