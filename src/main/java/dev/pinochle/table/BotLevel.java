package dev.pinochle.table;

/** How strongly a bot plays; chosen per seat in the new-game dialog. */
public enum BotLevel {
    EASY("Easy"),
    MEDIUM("Medium"),
    EXPERT("Expert");

    private final String label;

    BotLevel(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }
}
