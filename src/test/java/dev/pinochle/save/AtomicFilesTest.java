package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Writes to any name the file system takes, however long, leave the file and its backup and nothing else; a
 * write that fails says which file and why in words a player can read.
 */
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

    @Test
    void aFailedWriteNamesTheFileAndWhyButNotTheTemporaryFile() throws Exception {
        Files.writeString(folder.resolve("notes.txt"), "");
        Files.createDirectories(folder.resolve("folder.pinochle").resolve("inside"));
        Map<String, String> cases = Map.of(
                "x".repeat(247) + SaveFiles.EXTENSION, "file name too long",
                "notes.txt/game.pinochle", "there is a file where its folder should be",
                "folder.pinochle", "is a directory");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Path target = folder.resolve(c.getKey());
            assertThatThrownBy(() -> SaveFiles.write(target, game(5)))
                    .isInstanceOf(IOException.class)
                    .hasMessage("'" + target.getFileName() + "' could not be written: " + c.getValue())
                    .hasCauseInstanceOf(FileSystemException.class);
        }
        assertThat(namesIn(folder)).as("no temporary file is left").containsExactlyInAnyOrder("notes.txt",
                "folder.pinochle");
    }

    @Test
    void theReasonIsTheSystemsWordsWithoutPaths() {
        String temp = folder.resolve(".game.pinochle.123.tmp").toString();
        String target = folder.resolve("game.pinochle").toString();
        Map<IOException, String> cases = Map.of(
                new AccessDeniedException(temp), "permission denied",
                // The folder is there (QA: /proc refuses new files, and was said not to exist).
                new NoSuchFileException(temp), "the file system refused it",
                new FileSystemException(temp, target, "Read-only file system"), "read-only file system",
                new FileSystemException(temp, null, "I/O error"), "I/O error",
                new FileSystemException(temp, target, "The process cannot access the file because it is being"
                        + " used by another process."), "the process cannot access the file because it is being"
                        + " used by another process",
                new DirectoryNotEmptyException(target), "the file system refused it",
                new IOException("No space left on device"), "no space left on device",
                new IOException(temp + " (Input/output error)"), "the file system refused it",
                new IOException(), "the file system refused it");
        for (Map.Entry<IOException, String> c : cases.entrySet()) {
            assertThat(AtomicFiles.reason(c.getKey(), folder)).as(c.getKey().toString()).isEqualTo(c.getValue());
        }
        Path gone = folder.resolve("gone");
        assertThat(AtomicFiles.reason(new NoSuchFileException(gone.resolve("x.tmp").toString()), gone))
                .isEqualTo("the folder does not exist");
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
