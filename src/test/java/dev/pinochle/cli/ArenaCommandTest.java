package dev.pinochle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A fast arena run per level and mode: whole (short) games, a full report, no illegal action. */
class ArenaCommandTest {

    private static JsonNode arena(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        all[0] = "arena";
        System.arraycopy(args, 0, all, 1, args.length);
        int code = Cli.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0}: {1} vs {2}")
    @CsvSource({
        "partnership, medium, easy, 2, 600",
        "partnership, expert, medium, 1, 250",
        "duel, medium, easy, 2, 400",
        "duel, expert, medium, 1, 250",
        "doubledeck, medium, easy, 1, 120",
        "threehanded, medium, easy, 1, 300",
        "threehanded, expert, medium, 1, 300"})
    void playsWholeGamesWithoutIllegalActions(String mode, String a, String b, int games, int target)
            throws Exception {
        JsonNode r = arena("--mode", mode, "--games", Integer.toString(games), "--seed", "5", "--a", a, "--b", b,
                "--duplicate", "--rule", "target=" + target);
        assertThat(r.get("illegal").asInt()).isZero();
        // Three-handed, duplicate plays each deal with A at each of the three seats.
        boolean three = mode.equals("threehanded");
        assertThat(r.get("games").asInt()).isEqualTo((three ? 3 : 2) * games);
        assertThat(r.get("hands").asInt()).isPositive();
        assertThat(r.get(three ? "dealTriples" : "dealPairs").asInt()).isPositive();
        assertThat(r.get("marginPerHand").get("ci95")).hasSize(2);
        JsonNode play = r.get("latencyMs").get(a).get("play");
        assertThat(play.get("p50").asDouble()).isPositive().isLessThanOrEqualTo(play.get("p95").asDouble());
        assertThat(play.get("p95").asDouble()).isLessThanOrEqualTo(play.get("max").asDouble());
        assertThat(r.has("contracts")).isEqualTo(!mode.equals("duel"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"partnership, 500", "threehanded, 300"})
    void theSameSeedGivesTheSameResultWhateverTheThreads(String mode, String target) throws Exception {
        JsonNode one = arena("--mode", mode, "--games", "4", "--seed", "9", "--a", "medium", "--b", "easy",
                "--rule", "target=" + target);
        JsonNode two = arena("--mode", mode, "--games", "4", "--seed", "9", "--a", "medium", "--b", "easy",
                "--rule", "target=" + target, "--threads", "2");
        assertThat(two.get("marginPerHand")).isEqualTo(one.get("marginPerHand"));
        assertThat(two.get("contracts")).isEqualTo(one.get("contracts"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"partnership, 2, 500, 4", "threehanded, 1, 300, 3"})
    void recordWritesEveryGameAsASaveFileThatReplays(String mode, int games, int target, int expected)
            throws Exception {
        // Issue 6: arena --record DIR writes every arena game in the save format; replay validates each.
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("arena-record");
        arena("--mode", mode, "--games", Integer.toString(games), "--seed", "4", "--a", "medium", "--b", "easy",
                "--duplicate", "--rule", "target=" + target, "--record", dir.toString());
        java.util.List<java.nio.file.Path> files;
        try (var list = java.nio.file.Files.list(dir)) {
            files = list.sorted().toList();
        }
        assertThat(files).hasSize(expected).allMatch(f -> f.toString().endsWith(".pinochle"));
        for (java.nio.file.Path f : files) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Cli.run(new String[] {"replay", f.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
            assertThat(new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).toString()).contains("\"over\":true");
            // Every seat is a bot, and every bot action keeps its reason (save format version 2).
            for (JsonNode hand : new ObjectMapper().readTree(f.toFile()).get("hands")) {
                for (JsonNode action : hand.get("actions")) {
                    assertThat(action.path("reason").asText()).as("%s in %s", action, f.getFileName()).isNotBlank();
                }
            }
        }
    }

    @Test
    void badInputIsOneLineOnStderrAndExitTwo() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"arena", "--a", "grandmaster"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).trim()).isEqualTo(
                "error: unknown level 'grandmaster': use easy, medium or expert");
    }
}
