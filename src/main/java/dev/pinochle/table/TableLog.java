package dev.pinochle.table;

import dev.pinochle.core.Action;
import dev.pinochle.core.Game;
import java.util.List;

/**
 * The game a {@link Table} plays and the one path by which it applies actions. The save layer's game log
 * implements it with undo, redo and a record for saving; the table sits below that layer, so it sees only
 * this. Called on the table thread only.
 */
public interface TableLog {
    /** The game as it stands; undo and redo may replace it, so read it again after them. */
    Game game();

    /**
     * Applies the action of the seat to act, decided for {@code reason} (a bot's one line, {@code null} for none);
     * the core refuses an illegal one and nothing changes.
     */
    void apply(Action action, String reason);

    /** Applies an action decided for no stated reason (a human's). */
    default void apply(Action action) {
        apply(action, null);
    }

    /**
     * The reasons on show at this position, one per seat, as the table showed them when the game first got here:
     * after an undo or redo, the bots' reasons for the decisions that led here, in the phase the game is in.
     */
    List<String> reasons();

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
            public void apply(Action action, String reason) {
                game.apply(action);
            }

            @Override
            public List<String> reasons() {
                return new Reasons(game.rules().mode().seats()).shown();
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
