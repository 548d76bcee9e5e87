package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Crash safety: a separate JVM saves a long game after every action and is killed with SIGKILL
 * ({@link Process#destroyForcibly()}) while a save's temporary file is on disk, that is in the middle of
 * writing. The game file and its backup must still load, holding at least every save that was reported
 * complete.
 */
class CrashTest {
    private static final int ROUNDS = 3;

    @TempDir
    Path temp;

    @Test
    void theLastCompleteSaveSurvivesAKillInTheMiddleOfWriting() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            Path folder = Files.createDirectories(temp.resolve("round" + round));
            Path file = folder.resolve("game" + SaveFiles.EXTENSION);
            long seed = round + 1;

            int reported = runAndKillMidWrite(file, seed);

            GameRecord saved = SaveFiles.read(file);
            assertThat(saved.actionCount()).as("every save reported complete is there").isGreaterThanOrEqualTo(reported);
            States.assertSame(saved.toGame(), new RandomPlay(seed).play(Game.start(CrashWriter.ENDLESS, seed),
                    saved.actionCount()));
            // A kill between refreshing the backup and moving the new file in leaves the two alike.
            GameRecord backup = SaveFiles.read(AtomicFiles.backupOf(file));
            assertThat(backup.actionCount()).isBetween(saved.actionCount() - 1, saved.actionCount());
        }
    }

    /**
     * Starts the writer, waits until it has completed two saves and a temporary file of a later one appears,
     * and kills it then; returns the number of actions of the last save it reported complete.
     */
    private static int runAndKillMidWrite(Path file, long seed) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                CrashWriter.class.getName(), file.toString(), Long.toString(seed))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        AtomicInteger saved = new AtomicInteger();
        // Two saves first, so that a backup exists to be checked too.
        CountDownLatch twoSaved = new CountDownLatch(2);
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null; ) {
                    String[] words = line.trim().split(" ");
                    if (words[0].equals("saved")) {
                        saved.set(Integer.parseInt(words[1]));
                        twoSaved.countDown();
                    }
                }
            } catch (IOException e) {
                // The pipe closes under the reader when the child is killed: the numbers read so far stand.
            }
        });
        reader.start();
        boolean midWrite = false;
        try {
            assertThat(twoSaved.await(60, TimeUnit.SECONDS)).as("the writer saved twice").isTrue();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!midWrite && System.nanoTime() < deadline) {
                midWrite = hasTemporaryFile(file.getParent());
            }
        } finally {
            child.destroyForcibly();
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).as("the writer died").isTrue();
            reader.join();
        }
        assertThat(midWrite).as("killed while a save was being written").isTrue();
        return saved.get();
    }

    private static boolean hasTemporaryFile(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.anyMatch(f -> f.getFileName().toString().endsWith(".tmp"));
        }
    }
}
