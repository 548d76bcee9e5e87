package dev.pinochle.table;

import dev.pinochle.core.Action;
import dev.pinochle.core.Game;

/**
 * The game a {@link Table} plays and the one path by which it applies actions. The save layer's game log
 * implements it with undo, redo and a record for saving; the table sits below that layer, so it sees only
 * this. Called on the table thread only.
 */
public interface TableLog {
    /** The game as it stands; undo and redo may replace it, so read it again after them. */
    Game game();

    /** Applies the action of the seat to act; the core refuses an illegal one and nothing changes. */
    void apply(Action action);

    /** Whether a human decision can be taken back. */
    boolean canUndo();

    /** Steps back to the last human decision. */
    void undo();

    /** Whether undone actions wait to be replayed. */
    boolean canRedo();

    /** Replays the undone human action and the bots' decisions after it. */
    void redo();

    /** A log without history, for a table that neither saves nor undoes (tests, the arena's tables). */
    static TableLog of(Game game) {
        return new TableLog() {
            @Override
            public Game game() {
                return game;
            }

            @Override
            public void apply(Action action) {
                game.apply(action);
            }

            @Override
            public boolean canUndo() {
                return false;
            }

            @Override
            public void undo() {
                throw new IllegalStateException("this table keeps no history");
            }

            @Override
            public boolean canRedo() {
                return false;
            }

            @Override
            public void redo() {
                throw new IllegalStateException("this table keeps no history");
            }
        };
    }
}
