package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Writes to any name the file system takes, however long, leave the file and its backup and nothing else. */
class AtomicFilesTest {
    @TempDir
    Path folder;

    private static GameRecord game(int actions) {
        RuleSet rules = RuleSet.standard();
        return GameRecord.of(Tables.info(rules), new RandomPlay(5).play(Game.start(rules, 5), actions));
    }

    /**
     * 249 one-byte characters; 249 bytes of two- and four-byte ones, where a cut to length falls inside one;
     * 255 bytes, the most there can be.
     */
    static Stream<String> longNames() {
        return Stream.of("x".repeat(240), "é🂡".repeat(40), "é".repeat(123)).map(n -> n + SaveFiles.EXTENSION);
    }

    @ParameterizedTest
    @MethodSource("longNames")
    void aLongNameSavesAndItsBackupKeepsTheGameBefore(String name) throws Exception {
        Path file = folder.resolve(name);
        GameRecord first = game(20);
        GameRecord later = game(40);

        SaveFiles.write(file, first);
        SaveFiles.write(file, later);

        States.assertSame(SaveFiles.read(file).toGame(), later.toGame());
        Path backup = AtomicFiles.backupOf(file);
        States.assertSame(SaveFiles.read(backup).toGame(), first.toGame());
        assertThat(bytes(backup)).isLessThanOrEqualTo(255);
        assertThat(namesIn(folder)).as("no temporary file is left").containsExactlyInAnyOrder(
                file.getFileName().toString(), backup.getFileName().toString());
    }

    @ParameterizedTest
    @MethodSource("longNames")
    void aTemporaryFileOfALongNameACrashLeftIsCleared(String name) throws Exception {
        Path file = folder.resolve(name);
        SaveFiles.write(file, game(10));
        Path left = AtomicFiles.tempFile(folder, file);
        Files.setLastModifiedTime(left, FileTime.from(Instant.now().minus(Duration.ofHours(2))));

        AtomicFiles.removeStaleTemps(folder, Duration.ofHours(1));

        assertThat(bytes(left)).isLessThanOrEqualTo(255);
        assertThat(namesIn(folder)).containsExactly(file.getFileName().toString());
    }

    private static int bytes(Path file) {
        return file.getFileName().toString().getBytes(StandardCharsets.UTF_8).length;
    }

    private static List<String> namesIn(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
