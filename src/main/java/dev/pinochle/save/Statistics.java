package dev.pinochle.save;

import dev.pinochle.core.Mode;
import java.util.EnumMap;
import java.util.Map;

/** The human side's totals over finished games, per mode: what the statistics dialog shows. */
public record Statistics(Map<Mode, Tally> byMode) {
    public static final Statistics EMPTY = new Statistics(Map.of());

    public Statistics {
        EnumMap<Mode, Tally> copy = new EnumMap<>(Mode.class);
        copy.putAll(byMode);
        byMode = Map.copyOf(copy);
    }

    /** The totals of one mode, zero if it was never played. */
    public Tally of(Mode mode) {
        return byMode.getOrDefault(mode, Tally.ZERO);
    }

    /** Every mode together. */
    public Tally total() {
        Tally t = Tally.ZERO;
        for (Tally m : byMode.values()) {
            t = t.plus(m);
        }
        return t;
    }

    Statistics plus(Mode mode, Tally tally) {
        EnumMap<Mode, Tally> next = new EnumMap<>(Mode.class);
        next.putAll(byMode);
        next.merge(mode, tally, Tally::plus);
        return new Statistics(next);
    }
}
