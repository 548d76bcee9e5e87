package dev.pinochle.table;

/**
 * Who sits in a seat: a name, and the bot level for a bot seat ({@code null} for the human).
 */
public record SeatSetup(String name, BotLevel level) {
    public SeatSetup {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("every seat needs a name");
        }
    }

    public boolean human() {
        return level == null;
    }
}
