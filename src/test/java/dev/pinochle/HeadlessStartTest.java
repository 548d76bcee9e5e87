package dev.pinochle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.cli.Cli;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Started where no window can open (a server, an SSH session without X), the game says why in one line and
 * quits, instead of dying on the Swing thread with a HeadlessException stack trace. A real second process, as a
 * player starts it.
 */
class HeadlessStartTest {
    @TempDir
    Path home;

    @Test
    void withoutADisplayTheGameSaysWhyAndQuitsWithoutTouchingItsFolder() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Djava.awt.headless=true", "-Duser.home=" + home,
                "-cp", System.getProperty("java.class.path"), Main.class.getName()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the process quits").isTrue();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err.strip().lines()).containsExactly(Main.NO_DISPLAY, Cli.USAGE);
        try (var left = Files.list(home)) {
            assertThat(left).as("nothing created in the home folder").isEmpty();
        }
    }
}
