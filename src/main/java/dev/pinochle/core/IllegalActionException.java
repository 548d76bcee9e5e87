package dev.pinochle.core;

/** An action the rules do not allow now; the message says why, in words a player understands. */
public final class IllegalActionException extends RuntimeException {
    public IllegalActionException(String message) {
        super(message);
    }
}
