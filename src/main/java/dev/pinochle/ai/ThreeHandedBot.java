package dev.pinochle.ai;

import dev.pinochle.core.SeatView;

/**
 * Three-handed auction pinochle (§7), one strategy per phase chosen by level: Easy's rules
 * ({@link ThreeHandedEasy}); Medium's widow-aware bidding and bury ({@link ThreeHandedContract}) with the
 * partnership's card counting, the two defenders playing as partners; Expert's simulation.
 */
final class ThreeHandedBot implements Bot {
    private final Level level;
    private final long seed;
    private final Budget budget;

    ThreeHandedBot(Level level, long seed, Budget budget) {
        this.level = level;
        this.seed = seed;
        this.budget = budget;
    }

    @Override
    public Level level() {
        return level;
    }

    @Override
    public Decision decide(SeatView view) {
        boolean easy = level == Level.EASY;
        return switch (view.phase()) {
            case AUCTION -> easy ? ThreeHandedEasy.bid(view)
                    : ThreeHandedContract.bid(view, level, ViewKey.random(seed, view), budget);
            case TRUMP -> easy ? ThreeHandedEasy.trump(view) : ThreeHandedContract.trump(view);
            case BURY -> easy ? ThreeHandedEasy.bury(view) : ThreeHandedContract.bury(view);
            case CONCEDE_OR_PLAY -> easy ? ThreeHandedEasy.concede(view) : ThreeHandedContract.concede(view);
            case TRICKS -> easy ? HeuristicPlay.easy(new Situation(view)) : HeuristicPlay.medium(new Situation(view));
            default -> throw new IllegalArgumentException("nothing to decide in phase " + view.phase());
        };
    }
}
