package dev.pinochle.save;

import java.util.Optional;

/**
 * What the autosave holds at start-up, for "Resume your last game?": an unfinished game to offer, and a
 * notice to show if the autosave could not be read (it is then kept aside, never overwritten).
 */
public record LastGame(Optional<GameRecord> game, Optional<String> notice) {
    static final LastGame NONE = new LastGame(Optional.empty(), Optional.empty());
}
