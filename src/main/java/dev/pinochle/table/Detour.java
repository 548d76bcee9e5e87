package dev.pinochle.table;

/**
 * Ends a wait for the human with a request instead of an answer: undo or redo, which only the table thread
 * may carry out because it owns the log. Thrown out of the wait, caught by the table loop.
 */
final class Detour extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Undo if true, else redo. */
    final boolean undo;

    Detour(boolean undo) {
        super(undo ? "undo" : "redo", null, false, false);
        this.undo = undo;
    }
}
