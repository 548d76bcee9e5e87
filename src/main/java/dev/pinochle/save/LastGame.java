package dev.pinochle.save;

import java.nio.file.Path;
import java.util.Optional;

/**
 * What the autosave holds at start-up, for "Resume your last game?": an unfinished game to offer, and a
 * notice to show if the autosave could not be read (it is then kept aside, never overwritten).
 *
 * @param file the file the game was last opened from or saved to, if it still holds this game (its id)
 * @param onFile whether that file holds every move of it: leaving the game then needs no copy
 */
public record LastGame(Optional<GameRecord> game, Optional<String> notice, Optional<Path> file, boolean onFile) {
    static final LastGame NONE = new LastGame(Optional.empty(), Optional.empty());

    /** No file known. */
    LastGame(Optional<GameRecord> game, Optional<String> notice) {
        this(game, notice, Optional.empty(), false);
    }
}
