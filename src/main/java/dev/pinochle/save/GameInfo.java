package dev.pinochle.save;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * What a saved game knows beyond the core's {@code Game}: its identity (which recent-games entries,
 * autosaves and statistics use to tell games apart), when it began, and who sits where.
 *
 * @param created when the game began; {@code null} for files from before it was recorded
 */
public record GameInfo(String id, Instant created, List<SeatInfo> seats) {
    public GameInfo {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a game needs an id");
        }
        seats = List.copyOf(seats);
    }

    /** A new game's info: a fresh random id, created now. */
    public static GameInfo create(List<SeatInfo> seats) {
        return new GameInfo(UUID.randomUUID().toString(), Instant.now(), seats);
    }

    /** The seats played by people: undo steps back to their decisions, statistics count for them. */
    public boolean isHuman(int seat) {
        return seats.get(seat).human();
    }

    /** The first human seat, or -1 if only bots play (an arena game). */
    public int firstHuman() {
        for (int s = 0; s < seats.size(); s++) {
            if (seats.get(s).human()) {
                return s;
            }
        }
        return -1;
    }
}
