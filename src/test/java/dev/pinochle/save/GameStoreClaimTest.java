package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One copy of the game per app-data folder: a second copy would share the autosave and overwrite the first
 * one's game (QA: two windows resumed the same game, and the one quit last lost its moves). The other copy is a
 * real second process, as it is when the game is started twice.
 */
class GameStoreClaimTest {
    @TempDir
    Path folder;

    /** The other copy: claims the folder, says whether it could, then holds it until told to stop or killed. */
    public static final class OtherCopy {
        public static void main(String[] args) throws Exception {
            boolean claimed = new GameStore(Path.of(args[0])).claim();
            System.out.println(claimed ? "claimed" : "refused");
            System.out.flush();
            System.in.read();
        }
    }

    private static Process otherCopy(Path folder) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), OtherCopy.class.getName(),
                folder.toString()).redirectErrorStream(true).start();
    }

    private static String firstLine(Process p) throws Exception {
        return new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
    }

    @Test
    void aSecondCopyIsRefusedWhileTheFirstRunsAndAdmittedOnceItIsKilled() throws Exception {
        Process first = otherCopy(folder);
        try {
            assertThat(firstLine(first)).isEqualTo("claimed");

            assertThat(new GameStore(folder).claim()).as("this copy, while the other runs").isFalse();

            // Killed, as a crash would: nothing is left to clear by hand.
            first.destroyForcibly();
            assertThat(first.waitFor(20, TimeUnit.SECONDS)).isTrue();
            GameStore store = new GameStore(folder);
            assertThat(store.claim()).as("this copy, once the other is gone").isTrue();
            assertThat(store.claim()).as("claiming again in the same store").isTrue();

            Process second = otherCopy(folder);
            try {
                assertThat(firstLine(second)).as("a later copy, while this one holds the folder").isEqualTo("refused");
            } finally {
                second.destroyForcibly();
            }
        } finally {
            first.destroyForcibly();
        }
    }
}
