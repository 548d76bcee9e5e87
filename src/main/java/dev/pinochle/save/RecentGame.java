package dev.pinochle.save;

import dev.pinochle.core.Mode;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * One entry of the recent-games menu: the file and enough about its game to label the entry without
 * opening it. The file may have been moved or deleted since: opening it says so.
 */
public record RecentGame(Path file, Instant saved, Mode mode, int handNumber, List<Integer> scores, boolean over) {
    public RecentGame {
        scores = List.copyOf(scores);
    }
}
