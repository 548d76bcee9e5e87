package dev.pinochle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Shuffle;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.SaveFiles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code replay FILE}: the state and scores as one JSON object, or one plain error line and exit 2. */
class ReplayCommandTest {
    record Run(int code, String out, String err) { }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String fixture(String name) throws Exception {
        return Path.of(ReplayCommandTest.class.getResource("/saves/" + name).toURI()).toString();
    }

    @Test
    void printsTheStateAndScoresOfAValidGame() throws Exception {
        Run run = run("replay", fixture("v1-partnership.pinochle"));

        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out().trim()).doesNotContain("\n");
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("valid").booleanValue()).isTrue();
        assertThat(json.get("mode").asText()).isEqualTo("PARTNERSHIP");
        assertThat(json.get("seats")).hasSize(4);
        assertThat(json.get("scores")).hasSize(2);
        assertThat(json.get("hand").intValue()).isEqualTo(json.get("hands").size());
        assertThat(json.get("hands").get(0).get("outcome").asText()).isNotEmpty();
        // The number the summary and the score sheet show, so that a player's report finds its hand.
        JsonNode first = json.get("hands").get(0);
        assertThat(first.get("dealNumber").asText()).isEqualTo(Shuffle.dealNumber(first.get("seed").longValue()));
        // The fixture was saved in hand 3's trick play with seat 1 to act (its "check"), and RULES.md §2 names
        // the seats South, West, North, East in play order.
        assertThat(json.get("hand").intValue()).isEqualTo(3);
        assertThat(json.get("toAct").asText()).isEqualTo("West");
        assertThat(json.get("over").booleanValue()).isFalse();
        assertThat(json.get("winner").intValue()).isEqualTo(-1);
    }

    @Test
    void aFinishedGameSaysWhoWon() throws Exception {
        JsonNode json = new ObjectMapper().readTree(run("replay", fixture("v1-one-point-finished.pinochle")).out());

        assertThat(json.get("over").booleanValue()).isTrue();
        // The file's totals are -1860 and 1650 (-186 and 165 shown) under the one-point preset's target of 1500
        // (150 shown, RULES.md §4b): only side 1 reached it, so side 1 won (§2.10).
        assertThat(json.get("scores").get(0).intValue()).isEqualTo(-186);
        assertThat(json.get("scores").get(1).intValue()).isEqualTo(165);
        assertThat(json.get("winner").intValue()).isEqualTo(1);
        assertThat(json.get("toAct").isNull()).isTrue();
    }

    /**
     * QA: on a one-point game replay printed the bids and scores as the file holds them, ten times what the table
     * and its score sheet showed. They are printed as shown; a ten-point game's are the file's own.
     */
    @ParameterizedTest
    @ValueSource(strings = {"v1-one-point-finished.pinochle", "v1-partnership.pinochle"})
    void pointsAreOnTheScaleTheTableShows(String name) throws Exception {
        GameRecord record = SaveFiles.read(Path.of(fixture(name)));
        int shown = name.contains("one-point") ? 10 : 1;
        assertThat(record.rules().displayDivisor()).isEqualTo(shown);
        JsonNode json = new ObjectMapper().readTree(run("replay", fixture(name)).out());
        List<Integer> scores = record.toGame().scores();
        assertThat(scores).anyMatch(points -> points != 0);
        for (int side = 0; side < scores.size(); side++) {
            assertThat(json.get("scores").get(side).intValue()).isEqualTo(scores.get(side) / shown);
        }
        int hands = 0;
        for (int i = 0; i < record.hands().size(); i++) {
            HandResult r = record.hands().get(i).result();
            JsonNode hand = json.get("hands").get(i);
            if (r == null || r.contractor() < 0) {
                continue;
            }
            assertThat(hand.get("bid").intValue()).isEqualTo(r.bid() / shown);
            for (int side = 0; side < r.score().length; side++) {
                assertThat(hand.get("score").get(side).intValue()).isEqualTo(r.score()[side] / shown);
            }
            hands++;
        }
        assertThat(hands).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"bad/illegal-play.pinochle", "bad/truncated.pinochle", "bad/newer.pinochle",
            "bad/wrong-score.pinochle"})
    void aBadFileIsOnePlainErrorLine(String name) throws Exception {
        Run run = run("replay", fixture(name));

        assertThat(run.code()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: '").endsWith("\n");
        assertThat(run.err().trim()).doesNotContain("\n", "Exception");
    }

    @Test
    void itTakesExactlyOneFile() {
        assertThat(run("replay").code()).isEqualTo(2);
        assertThat(run("replay", "a.pinochle", "b.pinochle").err())
                .isEqualTo("error: replay takes one saved game: pinochle replay FILE\n");
        assertThat(run("replay", "--deep", "a.pinochle").err()).isEqualTo("error: unknown option --deep\n");
        assertThat(run("replay", "/no/such/game.pinochle").err()).isEqualTo("error: 'game.pinochle' does not exist.\n");
    }
}
