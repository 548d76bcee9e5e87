package dev.pinochle.table;

import dev.pinochle.core.Player;

/**
 * Where the table gets its bots: the one place the real ones ({@code dev.pinochle.ai}) are wired in.
 * {@link #STAND_IN}, which plays the first legal action, keeps window tests fast.
 */
public interface Bots {
    /** A bot for {@code seat} at the given level; {@code seed} makes its choices repeatable. */
    Player create(BotLevel level, int seat, long seed);

    /** The one-line reason behind {@code player}'s last decision, or {@code null} if it gives none. */
    default String reasonOf(Player player) {
        return null;
    }

    /** Plays the first legal action at every level: a fast, predictable table for tests. */
    Bots STAND_IN = (level, seat, seed) -> view -> view.legal().get(0);
}
