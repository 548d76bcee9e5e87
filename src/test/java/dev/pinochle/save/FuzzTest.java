package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Shuffle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** Whatever a damaged or hostile file holds, reading it ends in a game or a SaveFileException, never a crash. */
class FuzzTest {
    private static final int MUTATIONS = 400;
    private static final long SEED = 2025;
    private static final String[] TOKENS = {"0", "-1", "99", "1e9", "null", "true", "\"\"", "\"AS\"", "[]", "{}",
            "\"cheat\"", "\"9S 9S 9S\"", "9223372036854775807"};

    @Test
    void mutatedFilesLoadOrAreRefusedInWords() throws Exception {
        byte[] good = Files.readAllBytes(FixturesTest.folder().resolve("v1-partnership.pinochle"));
        String text = new String(good, StandardCharsets.UTF_8);
        Shuffle random = new Shuffle(SEED);
        int refused = 0;
        for (int i = 0; i < MUTATIONS; i++) {
            byte[] mutated = i % 2 == 0 ? flipBytes(good, random) : replaceValue(text, random);
            try {
                SaveFiles.parse(mutated, "fuzz.pinochle");
            } catch (SaveFileException e) {
                refused++;
                assertThat(e.getMessage()).as("seed %d, mutation %d", SEED, i).startsWith("'fuzz.pinochle'")
                        .doesNotContain("\n");
            } catch (RuntimeException | StackOverflowError e) {
                // Anything else is a crash: name the seed and the mutation, so that the file can become a fixture.
                throw new AssertionError("seed " + SEED + ", mutation " + i + " crashed the reader: " + e, e);
            }
        }
        assertThat(refused).as("most mutations are caught").isGreaterThan(MUTATIONS / 2);
    }

    private static byte[] flipBytes(byte[] good, Shuffle random) {
        byte[] copy = good.clone();
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            copy[random.nextInt(copy.length)] = (byte) (32 + random.nextInt(95));
        }
        return copy;
    }

    /** Replaces one value after a colon with a token, keeping the JSON mostly well formed. */
    private static byte[] replaceValue(String text, Shuffle random) {
        int colon = text.indexOf(": ", random.nextInt(text.length()));
        if (colon < 0) {
            colon = text.indexOf(": ");
        }
        int start = colon + 2;
        int end = start;
        while (end < text.length() && ",}\n".indexOf(text.charAt(end)) < 0) {
            end++;
        }
        String token = TOKENS[random.nextInt(TOKENS.length)];
        return (text.substring(0, start) + token + text.substring(end)).getBytes(StandardCharsets.UTF_8);
    }
}
