package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every saved game in {@code src/test/resources/saves/} loads, forever: files of every schema version,
 * each named {@code v<version>-<what>.pinochle}. A format change adds fixtures; it never edits these.
 */
class FixturesTest {
    static Path folder() throws URISyntaxException {
        return Path.of(FixturesTest.class.getResource("/saves").toURI());
    }

    static Stream<Path> fixtures() throws Exception {
        try (Stream<Path> files = Files.list(folder())) {
            return files.filter(f -> f.toString().endsWith(SaveFiles.EXTENSION)).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void loadsAndPlaysOn(Path fixture) throws Exception {
        GameRecord record = SaveFiles.read(fixture);
        Game game = record.toGame();
        // RULES.md §2.10: the game's totals are its hands' scores added up.
        int[] sum = new int[game.scores().size()];
        for (HandRecord h : game.hands()) {
            if (h.result() != null) {
                for (int side = 0; side < sum.length; side++) {
                    sum[side] += h.result().score()[side];
                }
            }
        }
        assertThat(game.scores()).containsExactly(Arrays.stream(sum).boxed().toArray(Integer[]::new));
        if (!game.isOver()) {
            new RandomPlay(1).play(game, 50);
        }

        GameRecord resaved = SaveFiles.parse(SaveFiles.toJson(record), "resaved");
        States.assertSame(resaved.toGame(), record.toGame());
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void isNamedByItsSchemaVersion(Path fixture) throws Exception {
        ObjectNode raw = (ObjectNode) Json.MAPPER.readTree(fixture.toFile());
        String name = fixture.getFileName().toString();
        assertThat(name).startsWith("v" + Migrations.versionOf(raw) + "-");
    }

    @Test
    void everyVersionTheChainReadsHasAFixture() throws Exception {
        List<String> names = fixtures().map(f -> f.getFileName().toString()).toList();
        for (int v = Migrations.CHAIN.oldest(); v <= Migrations.CHAIN.current(); v++) {
            String prefix = "v" + v + "-";
            assertThat(names).as("a fixture of schema version %d", v).anyMatch(n -> n.startsWith(prefix));
        }
        assertThat(Migrations.CHAIN.current()).isEqualTo(SaveFiles.SCHEMA_VERSION);
    }
}
