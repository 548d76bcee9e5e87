package dev.pinochle.save;

import dev.pinochle.table.BotLevel;
import dev.pinochle.table.SeatSetup;
import java.util.Locale;

/**
 * Who sat in a seat of a saved game: a name, human or bot, and the bot's level by name ({@code EASY},
 * {@code MEDIUM}, {@code EXPERT}; {@code null} for a human). The level is kept as text so that the record
 * does not depend on the table's enum and an unknown level from a newer version still loads.
 */
public record SeatInfo(String name, boolean human, String botLevel) {
    public SeatInfo {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("every seat needs a name");
        }
        if (human && botLevel != null) {
            throw new IllegalArgumentException("a human seat has no bot level");
        }
        if (!human && (botLevel == null || botLevel.isBlank())) {
            throw new IllegalArgumentException("a bot seat needs a level");
        }
    }

    public static SeatInfo human(String name) {
        return new SeatInfo(name, true, null);
    }

    public static SeatInfo bot(String name, String level) {
        return new SeatInfo(name, false, level);
    }

    /** The record of a table seat. */
    public static SeatInfo of(SeatSetup setup) {
        return setup.human() ? human(setup.name()) : bot(setup.name(), setup.level().name());
    }

    /** The table seat to sit again; a bot level this version does not know plays as {@link BotLevel#MEDIUM}. */
    public SeatSetup toSetup() {
        if (human) {
            return new SeatSetup(name, null);
        }
        for (BotLevel level : BotLevel.values()) {
            if (level.name().equals(botLevel.toUpperCase(Locale.ROOT))) {
                return new SeatSetup(name, level);
            }
        }
        return new SeatSetup(name, BotLevel.MEDIUM);
    }
}
