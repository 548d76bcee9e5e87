package dev.pinochle.save;

import dev.pinochle.core.Mode;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * One entry of the recent-games menu: the file and enough about its game to label the entry without
 * opening it. The file may have been moved or deleted since: opening it says so, and drops the entry.
 *
 * @param id the game's id ({@link GameInfo#id}); {@code null} in a list written before it was recorded
 * @param kept whether the file is a copy the game kept on leaving an unfinished game, not one the player saved
 */
public record RecentGame(Path file, Instant saved, Mode mode, int handNumber, List<Integer> scores, boolean over,
        String id, boolean kept) {
    public RecentGame {
        scores = List.copyOf(scores);
    }
}
