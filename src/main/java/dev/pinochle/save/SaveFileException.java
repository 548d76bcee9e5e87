package dev.pinochle.save;

/**
 * A file that cannot be opened as a saved game. The message is one plain sentence or two, naming the file,
 * for the desktop's error dialog and the command line alike; {@link #kind()} tells the cases apart for
 * code (a newer file suggests updating, a damaged autosave is set aside).
 */
public final class SaveFileException extends Exception {
    /** Why a file was refused. */
    public enum Kind {
        /** The file could not be read at all (missing, no permission, a folder). */
        UNREADABLE,
        /** Larger than any saved game can be. */
        TOO_LARGE,
        /** Empty, or ends in the middle of the JSON text. */
        TRUNCATED,
        /** Not JSON text. */
        NOT_JSON,
        /** JSON, but not marked as a Pinochle saved game. */
        NOT_A_SAVE,
        /** Written by a newer version: its schema or rules version is beyond this one's. */
        NEWER,
        /** Written by a version so old that no migration reads it any more. */
        TOO_OLD,
        /** A saved game whose fields are missing, mistyped or unreadable. */
        DAMAGED,
        /** Well-formed, but its deals, actions or scores do not replay: edited or corrupted. */
        TAMPERED
    }

    private final Kind kind;

    SaveFileException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
