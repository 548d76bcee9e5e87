package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.save.SaveFileException.Kind;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each way a file can be bad is refused with its own kind and plain message, and the file is left alone. */
class BadFilesTest {
    @TempDir
    Path temp;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            truncated.pinochle          | TRUNCATED  | 'truncated.pinochle' is cut short
            empty.pinochle              | TRUNCATED  | 'empty.pinochle' is empty.
            not-json.pinochle           | NOT_JSON   | it is not JSON text (line 1, column 10)
            wrong-format.pinochle       | NOT_A_SAVE | 'wrong-format.pinochle' is not a Pinochle saved game.
            newer.pinochle              | NEWER      | newer version of Pinochle (save format 3; this version reads up to 2)
            newer-rules.pinochle        | NEWER      | rules from a newer version of Pinochle (rules version 2
            too-old-rules.pinochle      | TOO_OLD    | uses rules version 0, which this version of Pinochle no longer plays
            missing-hands.pinochle      | DAMAGED    | is damaged: it lacks the field 'hands'
            unknown-action.pinochle     | DAMAGED    | hands[0].actions[0] is an unknown kind of action 'cheat'
            duplicated-card.pinochle    | TAMPERED   | hand 1's deal is not one complete deck: too many A♥
            deal-not-from-seed.pinochle | TAMPERED   | hand 2's deal does not match its seed
            illegal-play.pinochle       | TAMPERED   | hand 1, action 10 (You played JS) is not allowed: You must beat
            wrong-score.pinochle        | TAMPERED   | the scores [390, -560] do not match the play, which gives [290, -560]
            wrong-hand-score.pinochle   | TAMPERED   | hand 1's score [150, -160] does not match its play
            """)
    void isRefusedWithItsOwnMessage(String file, Kind kind, String message) throws Exception {
        Path bad = badFolder().resolve(file);
        byte[] before = Files.readAllBytes(bad);
        FileTime touched = Files.getLastModifiedTime(bad);

        assertThatThrownBy(() -> SaveFiles.read(bad))
                .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(kind))
                .hasMessageContaining(message)
                .message().doesNotContain("Exception", "\n");

        assertThat(Files.readAllBytes(bad)).as("never overwritten").isEqualTo(before);
        assertThat(Files.getLastModifiedTime(bad)).isEqualTo(touched);
    }

    @Test
    void everyBadFixtureIsInTheTable() throws Exception {
        List<String> inTable = List.of("truncated", "empty", "not-json", "wrong-format", "newer", "newer-rules",
                "too-old-rules", "missing-hands", "unknown-action", "duplicated-card", "deal-not-from-seed",
                "illegal-play", "wrong-score", "wrong-hand-score");
        try (Stream<Path> files = Files.list(badFolder())) {
            assertThat(files.map(f -> f.getFileName().toString().replace(SaveFiles.EXTENSION, "")))
                    .containsExactlyInAnyOrderElementsOf(inTable);
        }
    }

    @Test
    void oversizedFilesAreRefusedUnread() throws Exception {
        Path big = temp.resolve("huge.pinochle");
        byte[] bytes = new byte[(int) SaveFiles.MAX_BYTES + 1];
        Arrays.fill(bytes, (byte) ' ');
        bytes[0] = '{';
        Files.write(big, bytes);

        assertThatThrownBy(() -> SaveFiles.read(big))
                .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.TOO_LARGE))
                .hasMessage("'huge.pinochle' is 10.0 MB, too large to be a saved game (the limit is 10 MB).");
    }

    @Test
    void aFileThatIsNotThereOrIsAFolderIsUnreadable() {
        assertThatThrownBy(() -> SaveFiles.read(temp.resolve("gone.pinochle")))
                .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.UNREADABLE))
                .hasMessage("'gone.pinochle' does not exist.");
        assertThatThrownBy(() -> SaveFiles.read(temp))
                .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.UNREADABLE))
                .hasMessageContaining("is a folder");
    }

    @Test
    void smallerDamageHasItsOwnWords() throws Exception {
        byte[] good = Files.readAllBytes(FixturesTest.folder().resolve("v1-partnership.pinochle"));
        String text = new String(good, StandardCharsets.UTF_8);
        Map<String, String> cases = Map.of(
                text + "{}", "there is more text after the saved game",
                text.replaceFirst("\"seed\"", "\"seed\": 1, \"seed\""), "duplicate field 'seed'",
                text.replaceFirst("\"winner\": -1", "\"winner\": -1, \"cheat\": true"), "unknown field 'cheat'",
                "[1, 2, 3]", "is not a Pinochle saved game",
                text.replaceFirst("\"schemaVersion\": 1", "\"schemaVersion\": \"one\""), "its schema version is text");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            assertThatThrownBy(() -> SaveFiles.parse(c.getKey().getBytes(StandardCharsets.UTF_8), "game.pinochle"))
                    .isInstanceOf(SaveFileException.class)
                    .hasMessageContaining(c.getValue());
        }
    }

    @Test
    void aSavedGameCutAnywhereIsCutShort() throws Exception {
        RuleSet rules = RuleSet.standard();
        // Enough play for a finished hand, so that the cuts fall in every kind of value.
        Game game = new RandomPlay(4).play(Game.start(rules, 4), 60);
        byte[] json = SaveFiles.toJson(GameRecord.of(Tables.info(rules), game));
        String text = new String(json, StandardCharsets.UTF_8);
        assertThat(text).contains("\"result\"", "false", "true", ": -1");
        int closing = text.lastIndexOf('}');

        for (int cut = 1; cut <= closing; cut++) {
            assertCutShort(Arrays.copyOf(json, cut));
        }
        // Nor does a saved game hold these, but a file cut inside one is just as short.
        for (String cut : List.of("{\"format\": nul", "{\"format\": 1.", "{\"format\": 1e-", "{\"format\": \"\\u00")) {
            assertCutShort(cut.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static void assertCutShort(byte[] json) {
        assertThatThrownBy(() -> SaveFiles.parse(json, "game.pinochle"))
                .as("cut after %s", new String(json, StandardCharsets.UTF_8))
                .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.TRUNCATED))
                .hasMessage("'game.pinochle' is cut short: the saved game ends in the middle, as if writing it was"
                        + " interrupted.");
    }

    @Test
    void textThatNoMoreCouldCompleteIsNotJson() throws Exception {
        String text = Files.readString(FixturesTest.folder().resolve("v1-partnership.pinochle"));
        String cut = text.substring(0, text.indexOf("false") + 2);
        List<String> broken = List.of(text + "x", text + "f", text + "-", cut + "x", cut + "_",
                text.replaceFirst("false", "fxlse"), text.replaceFirst(",\n", "\n"),
                cut.replace("\"format\": ", "\"format\" "));
        for (String b : broken) {
            assertThatThrownBy(() -> SaveFiles.parse(b.getBytes(StandardCharsets.UTF_8), "game.pinochle"))
                    .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.NOT_JSON))
                    .hasMessageStartingWith("'game.pinochle' is not a Pinochle saved game: it is not JSON text (line ");
        }
    }

    @Test
    void aSchemaVersionThatIsNoVersionSaysWhatItIs() throws Exception {
        assertVersionDamage("schemaVersion", "schema version", Map.of(
                "1.5", "its schema version, 1.5, is not a whole number above zero",
                "1e20", "its schema version, 1.0E20, is not a whole number above zero",
                "-1", "its schema version, -1, is not a whole number above zero",
                "0", "its schema version, 0, is not a whole number above zero",
                "2147483648", "its schema version, 2147483648, is larger than any version can be",
                "\"1\"", "its schema version is text, not a number",
                "null", "its schema version is not a number"));
    }

    /** Audit: 1.0 or "1" here read as "it has no rules version". Its 0 is only too old (the table above). */
    @Test
    void aRulesVersionThatIsNoVersionSaysWhatItIs() throws Exception {
        assertVersionDamage("rulesVersion", "rules version", Map.of(
                "1.0", "its rules version, 1.0, is not a whole number from zero",
                "-1", "its rules version, -1, is not a whole number from zero",
                "\"1\"", "its rules version is text, not a number"));
    }

    /** Each value in place of the fixture's {@code field} (1), and the field left out, is damage in those words. */
    private static void assertVersionDamage(String field, String words, Map<String, String> cases) throws Exception {
        String text = Files.readString(FixturesTest.folder().resolve("v1-partnership.pinochle"));
        for (Map.Entry<String, String> c : cases.entrySet()) {
            assertDamaged(text.replaceFirst("\"" + field + "\": 1", "\"" + field + "\": " + c.getKey()), c.getValue());
        }
        assertDamaged(text.replaceFirst("\"" + field + "\": 1,", ""), "it has no " + words);
    }

    /** Audit: a seat or a hand written as null reached the player as a NullPointerException's text. */
    @Test
    void anEmptySeatOrHandIsDamageInPlainWords() throws Exception {
        String text = Files.readString(FixturesTest.folder().resolve("v1-partnership.pinochle"));
        int seats = text.indexOf("\"seats\": [");
        String nullSeat = text.substring(0, seats) + "\"seats\": [ null, "
                + text.substring(text.indexOf("}, {", seats) + 3);
        assertDamaged(nullSeat, "seat 0 is empty");
        int hands = text.indexOf("\"hands\": [");
        assertDamaged(text.substring(0, hands) + "\"hands\": [ null ], " + text.substring(text.indexOf("\"scores\"")),
                "hand 1 is empty");
    }

    /**
     * QA: an altered file read "action 2 (South bids 295)" where the table had shown the seat as You. The seats
     * are named as the file names them, the human's You as "your" turn.
     */
    @Test
    void anActionOutOfTurnNamesTheSeatsAsTheFileDoes() throws Exception {
        String text = Files.readString(FixturesTest.folder().resolve("v1-partnership.pinochle"));
        Map<String, String> cases = Map.of(
                text.replaceFirst("\"type\": \"bid\", \"seat\": 3", "\"type\": \"bid\", \"seat\": 0"),
                "hand 1, action 1 (You bid 260): it is Bot 3's turn",
                text.replaceFirst("\"type\": \"pass\", \"seat\": 0", "\"type\": \"pass\", \"seat\": 1"),
                "hand 1, action 2 (Bot 1 passed): it is your turn");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            assertThatThrownBy(() -> SaveFiles.parse(c.getKey().getBytes(StandardCharsets.UTF_8), "game.pinochle"))
                    .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.TAMPERED))
                    .hasMessage("'game.pinochle' has been altered and does not replay: " + c.getValue() + ".");
        }
    }

    private static void assertDamaged(String json, String detail) {
        assertThatThrownBy(() -> SaveFiles.parse(json.getBytes(StandardCharsets.UTF_8), "game.pinochle"))
                .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.DAMAGED))
                .hasMessage("'game.pinochle' is damaged: " + detail + ".");
    }

    @Test
    void aVersionNoMigrationReachesAnyMoreIsTooOld() throws Exception {
        byte[] v0 = Files.readAllBytes(FixturesTest.folder().resolve("v0-draft.pinochle"));
        Migrations withoutDraft = new Migrations(1, List.of());

        assertThatThrownBy(() -> SaveFiles.parse(v0, "draft.pinochle", withoutDraft))
                .isInstanceOfSatisfying(SaveFileException.class, e -> assertThat(e.kind()).isEqualTo(Kind.TOO_OLD))
                .hasMessage("'draft.pinochle' was saved by an early version of Pinochle (save format 0) that this"
                        + " version no longer reads.");
    }

    private static Path badFolder() throws Exception {
        return FixturesTest.folder().resolve("bad");
    }
}
