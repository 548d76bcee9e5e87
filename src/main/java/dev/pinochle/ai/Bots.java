package dev.pinochle.ai;

import dev.pinochle.core.Mode;
import dev.pinochle.core.SeatView;

/**
 * The bots the table seats. {@code Bots.create(level, seed)} gives one bot for one seat; it plays any mode the
 * bots know (partnership on either deck, the duel, three-handed) and explains each decision in {@link Decision#reason()}.
 */
public final class Bots {
    private Bots() {
    }

    /**
     * A bot of the given level. Its choices depend only on the views it is shown and on {@code seed}: two bots
     * created alike decide alike, which makes games, duplicate matches and bug reports reproducible.
     */
    public static Bot create(Level level, long seed) {
        return new TableBot(level, seed, Budget.DEFAULT);
    }

    /** A bot with its own search budget: tests use small ones, without a clock, to stay fast and reproducible. */
    static Bot create(Level level, long seed, Budget budget) {
        return new TableBot(level, seed, budget);
    }

    /** Dispatches on the table's mode, so one bot object can sit at any table. */
    private static final class TableBot implements Bot {
        private final Level level;
        private final PartnershipBot partnership;
        private final DuelBot duel;
        private final ThreeHandedBot threeHanded;

        TableBot(Level level, long seed, Budget budget) {
            this.level = level;
            this.partnership = new PartnershipBot(level, seed, budget);
            this.duel = new DuelBot(level, seed, budget);
            this.threeHanded = new ThreeHandedBot(level, seed, budget);
        }

        @Override
        public Level level() {
            return level;
        }

        @Override
        public Decision decide(SeatView view) {
            if (view.legal().isEmpty()) {
                throw new IllegalArgumentException("seat " + view.seat() + " has nothing to decide now");
            }
            Mode mode = view.rules().mode();
            return switch (mode) {
                case PARTNERSHIP, DOUBLE_DECK -> partnership.decide(view);
                case DUEL -> duel.decide(view);
                case THREE_HANDED -> threeHanded.decide(view);
            };
        }
    }
}
