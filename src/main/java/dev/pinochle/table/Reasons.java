package dev.pinochle.table;

import java.util.Arrays;
import java.util.List;

/**
 * The bots' reasons on show: each seat's one line for its last decision of the phase the table is in. The table
 * keeps one as it plays; a log rebuilds one by the same rule for a position it goes back to (undo, redo, a saved
 * game resumed), so the table shows there what it showed when the game first got there.
 */
public final class Reasons {
    private final String[] bySeat;

    public Reasons(int seats) {
        bySeat = new String[seats];
    }

    /** The reasons {@code shown} (one per seat, {@code null} where none is), to go on from. */
    public Reasons(List<String> shown) {
        bySeat = shown.toArray(new String[0]);
    }

    /**
     * {@code seat} decided for {@code reason} ({@code null}: it gave none). A decision that ends a phase clears
     * the others, as a bid's reason must not linger beside the trick play; its own stays, beside the phase it
     * opened (a partner's last pass, a throw-in beside the hand's summary).
     */
    public void decided(int seat, String reason, boolean endedPhase) {
        if (endedPhase) {
            clear();
        }
        bySeat[seat] = reason;
    }

    /** Nothing on show: a new hand is under way, or the table moved back or forward in time. */
    public void clear() {
        Arrays.fill(bySeat, null);
    }

    /** One per seat, {@code null} where none is shown. */
    public List<String> shown() {
        return Arrays.asList(bySeat.clone());
    }
}
