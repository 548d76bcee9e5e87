package dev.pinochle.ai;

/** What every table's bot holds: its level, the seed its decisions draw from, its budget and its card search. */
abstract class SeatBot implements Bot {
    final Level level;
    final long seed;
    final Budget budget;
    final ExpertPlay expertPlay;

    SeatBot(Level level, long seed, Budget budget) {
        this.level = level;
        this.seed = seed;
        this.budget = budget;
        this.expertPlay = new ExpertPlay(budget);
    }

    @Override
    public Level level() {
        return level;
    }
}
