package dev.pinochle.save;

/**
 * Thrown deep inside migrating, binding or replaying a record, where the file's name is not known; the
 * reader turns it into a {@link SaveFileException} that names the file.
 */
final class BadRecord extends RuntimeException {
    private final SaveFileException.Kind kind;

    BadRecord(SaveFileException.Kind kind, String detail) {
        super(detail);
        this.kind = kind;
    }

    static BadRecord damaged(String detail) {
        return new BadRecord(SaveFileException.Kind.DAMAGED, detail);
    }

    static BadRecord tampered(String detail) {
        return new BadRecord(SaveFileException.Kind.TAMPERED, detail);
    }

    SaveFileException.Kind kind() {
        return kind;
    }
}
