package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.pinochle.core.RuleSet;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RULES.md §4b: a player can save their own adjusted set under a name, and export/import it as a small JSON
 * file. The store of one's own sets, the rules file, and every way a rules file is refused.
 */
class OwnRulesTest {
    private static final OwnRules FRIDAY = new OwnRules("Friday club", RuleSet.standard().with("passCount", "3")
            .with("minBid", "300").with("target", "2000"));
    private static final OwnRules DUEL = new OwnRules("Quick duel", RuleSet.duel().with("dixExchange", "true")
            .with("target", "500"));

    @TempDir
    Path folder;

    private OwnRulesStore store() {
        return new GameStore(folder, ZoneOffset.UTC).ownRules();
    }

    @Test
    void setsAreKeptInTheirOrderAndANameKeptAgainReplacesItsSet() throws Exception {
        OwnRulesStore store = store();
        assertThat(store.load()).isEqualTo(new OwnRulesStore.Shelf(List.of(), java.util.Optional.empty()));

        store.keep(FRIDAY);
        store.keep(DUEL);
        OwnRules again = new OwnRules("FRIDAY CLUB", FRIDAY.rules().with("setRule", "KEEP_MELD"));
        List<OwnRules> kept = store.keep(again);

        assertThat(kept).containsExactly(again, DUEL);
        assertThat(store().load().sets()).as("read anew").containsExactly(again, DUEL);
        assertThat(store.remove("quick duel")).containsExactly(again);
        assertThat(store().load().sets()).containsExactly(again);
    }

    @Test
    void aSetGoesToAFileAndComesBackTheSame() throws Exception {
        Path file = folder.resolve("friday.json");
        RulesFiles.write(file, FRIDAY);

        String text = Files.readString(file);
        assertThat(text).startsWith("{\n  \"format\": \"pinochle-rules\",\n  \"schemaVersion\": 1,\n"
                + "  \"rulesVersion\": 1,\n  \"name\": \"Friday club\",\n  \"rules\": {\n    \"mode\": \"PARTNERSHIP\",");
        assertThat(RulesFiles.read(file)).isEqualTo(FRIDAY);
    }

    /** An option the file lacks keeps its table's default, as a saved game's rules do. */
    @Test
    void anOptionMissingKeepsItsTablesDefault() throws Exception {
        Path file = write("short.json", "{\"format\": \"pinochle-rules\", \"schemaVersion\": 1, \"rulesVersion\": 1,"
                + " \"name\": \"Short\", \"rules\": {\"mode\": \"THREE_HANDED\", \"setDouble\": true}}");

        assertThat(RulesFiles.read(file)).isEqualTo(new OwnRules("Short", RuleSet.threeHanded()
                .with("setDouble", "true")));
    }

    static Stream<Arguments> badFiles() {
        String head = "{\"format\": \"pinochle-rules\", \"schemaVersion\": 1, \"rulesVersion\": 1, ";
        return Stream.of(
                Arguments.of("notes.json", "Friday: standard, pass 3", SaveFileException.Kind.NOT_JSON,
                        "'notes.json' is not a Pinochle rules file: it is not JSON text (line 1, column 8)."),
                Arguments.of("empty.json", " \n", SaveFileException.Kind.TRUNCATED, "'empty.json' is empty."),
                Arguments.of("cut.json", head + "\"name\": \"Fri", SaveFileException.Kind.TRUNCATED,
                        "'cut.json' is cut short: the rules file ends in the middle, as if writing it was interrupted."),
                Arguments.of("game.json", "{\"format\": \"pinochle-game\", \"schemaVersion\": 1}",
                        SaveFileException.Kind.NOT_A_SAVE, "'game.json' is not a Pinochle rules file."),
                Arguments.of("newer.json", "{\"format\": \"pinochle-rules\", \"schemaVersion\": 2, \"rulesVersion\": 1}",
                        SaveFileException.Kind.NEWER,
                        "'newer.json' was written by a newer version of Pinochle. Update Pinochle to use it."),
                Arguments.of("rules2.json", "{\"format\": \"pinochle-rules\", \"schemaVersion\": 1, \"rulesVersion\": 2}",
                        SaveFileException.Kind.NEWER,
                        "'rules2.json' was written by a newer version of Pinochle. Update Pinochle to use it."),
                Arguments.of("rules0.json", "{\"format\": \"pinochle-rules\", \"schemaVersion\": 1, \"rulesVersion\": 0}",
                        SaveFileException.Kind.TOO_OLD,
                        "'rules0.json' holds rules version 0, which this version of Pinochle no longer plays."),
                Arguments.of("bid.json", head + "\"name\": \"Low\", \"rules\": {\"minBid\": -5}}",
                        SaveFileException.Kind.DAMAGED,
                        "'bid.json' is damaged: its rules are not valid: minBid must be positive, not -5."),
                Arguments.of("scale.json", head + "\"name\": \"Odd\", \"rules\": {\"scale\": \"HALF\"}}",
                        SaveFileException.Kind.DAMAGED, "'scale.json' is damaged: its rules are not valid: "),
                Arguments.of("extra.json", head + "\"name\": \"X\", \"rules\": {}, \"owner\": \"Ann\"}",
                        SaveFileException.Kind.DAMAGED, "'extra.json' is damaged: it has an unknown field 'owner'."),
                Arguments.of("anon.json", head + "\"rules\": {}}", SaveFileException.Kind.DAMAGED,
                        "'anon.json' is damaged: a rule set has no name."),
                Arguments.of("std.json", head + "\"name\": \"Standard\", \"rules\": {}}", SaveFileException.Kind.DAMAGED,
                        "'std.json' is damaged: its name 'Standard' will not do: 'Standard' is the name of a built-in"
                                + " preset: choose another name."),
                Arguments.of("big.json", head + "\"name\": \"Big\", \"rules\": {}, \"x\": \"" + "x".repeat(70_000)
                        + "\"}", SaveFileException.Kind.TOO_LARGE,
                        "'big.json' is 68.5 KB, too large to be a rules file (the limit is 64 KB)."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void aBadRulesFileIsRefusedInWords(String name, String text, SaveFileException.Kind kind, String message)
            throws Exception {
        Path file = write(name, text);

        assertThatThrownBy(() -> RulesFiles.read(file)).isInstanceOf(SaveFileException.class)
                .hasMessageStartingWith(message).extracting(e -> ((SaveFileException) e).kind()).isEqualTo(kind);
        assertThat(Files.readString(file)).as("the file is left as it is").isEqualTo(text);
    }

    @Test
    void aFolderOrAMissingFileIsUnreadable() throws Exception {
        Files.createDirectory(folder.resolve("club.json"));

        assertThatThrownBy(() -> RulesFiles.read(folder.resolve("club.json")))
                .hasMessage("'club.json' is a folder, not a rules file.");
        assertThatThrownBy(() -> RulesFiles.read(folder.resolve("gone.json")))
                .hasMessage("'gone.json' does not exist.");
    }

    @Test
    void namesAreTrimmedAndNeitherEmptyNorLongNorAPresets() {
        assertThat(OwnRules.nameProblem("  Friday club  ")).isNull();
        assertThat(OwnRules.nameProblem("x".repeat(OwnRules.NAME_MAX))).isNull();
        assertThat(OwnRules.nameProblem("   ")).isEqualTo("A rule set needs a name.");
        assertThat(OwnRules.nameProblem("x".repeat(31)))
                .isEqualTo("A rule set's name can have at most 30 characters, not 31.");
        for (String taken : List.of("standard", "One-point", "double deck", "THREE-HANDED", "duel")) {
            assertThat(OwnRules.nameProblem(taken)).as(taken).endsWith("is the name of a built-in preset: choose"
                    + " another name.");
        }
        assertThat(OwnRules.nameProblem("Custom")).isEqualTo("'Custom' is what New game reads when the options"
                + " match no set: choose another name.");
    }

    /**
     * A store that cannot be read is said once and kept aside in the damaged folder, never written over: without a
     * backup, the sets start afresh beside it.
     */
    @Test
    void aDamagedStoreIsSaidOnceAndKeptAside() throws Exception {
        Path file = write(GameStore.OWN_RULES, "{\"format\": \"pinochle-own-rules\", \"schemaVersion\": 1,"
                + " \"rulesVersion\": 1, \"sets\": [{\"name\": \"A\", \"rules\": {\"minBid\": \"lots\"}}]}");
        byte[] before = Files.readAllBytes(file);
        OwnRulesStore store = store();
        assertThatThrownBy(() -> store.keep(FRIDAY)).as("not written over").isInstanceOf(SaveFileException.class);
        assertThat(Files.readAllBytes(file)).isEqualTo(before);

        OwnRulesStore.Shelf first = store.load();
        OwnRulesStore.Shelf second = store.load();

        assertThat(first.sets()).isEmpty();
        assertThat(first.notice().orElseThrow()).startsWith("'own-rules.json' is damaged: its rules are not valid: ")
                .contains("It was kept as " + folder.resolve("damaged").resolve("own-rules-"))
                .endsWith(".json. Your rule sets start afresh.");
        try (Stream<Path> damaged = Files.list(folder.resolve("damaged"))) {
            List<Path> kept = damaged.toList();
            assertThat(kept).hasSize(1);
            assertThat(Files.readAllBytes(kept.get(0))).isEqualTo(before);
        }
        assertThat(second).as("said once").isEqualTo(new OwnRulesStore.Shelf(List.of(), java.util.Optional.empty()));
        assertThat(store.keep(FRIDAY)).containsExactly(FRIDAY);
    }

    /** As the autosave's: the backup of a damaged file, one change older, takes its place. */
    @Test
    void aDamagedStoreGivesWayToItsBackup() throws Exception {
        OwnRulesStore store = store();
        store.keep(FRIDAY);
        store.keep(DUEL);
        Files.writeString(folder.resolve(GameStore.OWN_RULES), "{\"format\": \"pinochle-own-rules\", \"sets\": [");

        OwnRulesStore.Shelf shelf = store.load();

        assertThat(shelf.sets()).containsExactly(FRIDAY);
        assertThat(shelf.notice().orElseThrow()).startsWith("'own-rules.json' is cut short: the rules file ends in the"
                + " middle, as if writing it was interrupted. It was kept as ")
                .endsWith(". Your rule sets are restored from before their last change.");
        assertThat(store().load()).isEqualTo(new OwnRulesStore.Shelf(List.of(FRIDAY), java.util.Optional.empty()));
    }

    @Test
    void aStoreWithTwoSetsOfOneNameIsDamaged() throws Exception {
        write(GameStore.OWN_RULES, "{\"format\": \"pinochle-own-rules\", \"schemaVersion\": 1, \"rulesVersion\": 1,"
                + " \"sets\": [{\"name\": \"A\", \"rules\": {}}, {\"name\": \"a\", \"rules\": {}}]}");

        assertThat(store().load().notice().orElseThrow())
                .startsWith("'own-rules.json' is damaged: it holds two sets named 'a'. It was kept as ");
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }
}
