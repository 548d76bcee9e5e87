package dev.pinochle.core;

import java.util.List;

/**
 * One deal of any mode, as a state machine: who acts, what is legal, apply. Mutable for speed (search
 * and playouts apply millions of actions); {@link #copy()} is cheap, and everything read from outside
 * goes through immutable {@link SeatView} snapshots.
 */
public interface HandState {
    RuleSet rules();

    int dealer();

    Phase phase();

    /** The seat to act, or -1 once the hand is over. */
    int toAct();

    /** Every action the seat to act may take now (each distinct card once). */
    List<Action> legalActions();

    /**
     * Applies an action of the seat to act.
     *
     * @throws IllegalActionException with a sentence saying why, if the action is not legal now
     */
    void apply(Action action);

    default boolean isOver() {
        return phase() == Phase.HAND_OVER;
    }

    /** The scored hand, once over. */
    HandResult result();

    /** What {@code seat} may know now. */
    SeatView view(int seat);

    /** Why the seat to act may not play {@code card} now, or {@code null} if it may. */
    String explain(Card card);

    /** The cards a seat holds (the full state: not for bots, which see only views). */
    long handOf(int seat);

    HandState copy();
}
