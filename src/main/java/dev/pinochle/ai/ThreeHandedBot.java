package dev.pinochle.ai;

import dev.pinochle.core.SeatView;

/**
 * Three-handed auction pinochle (§7), one strategy per phase chosen by level: Easy's rules
 * ({@link ThreeHandedEasy}); Medium's widow-aware bidding and bury ({@link ThreeHandedContract}) with the
 * partnership's card counting, the two defenders playing as partners; Expert's simulation: bids over many more
 * sampled widows by expected score, buries by playing candidate buries out, and plays its cards by Perfect
 * Information Monte Carlo with the bidder alone against the defenders ({@link ThreeHandedStakes}).
 */
final class ThreeHandedBot extends SeatBot {
    ThreeHandedBot(Level level, long seed, Budget budget) {
        super(level, seed, budget);
    }

    @Override
    public Decision decide(SeatView view) {
        boolean easy = level == Level.EASY;
        return switch (view.phase()) {
            case AUCTION -> easy ? ThreeHandedEasy.bid(view) : level == Level.MEDIUM
                    ? ThreeHandedContract.bid(view, ViewKey.random(seed, view))
                    : ThreeHandedContract.expertBid(view, ViewKey.random(seed, view), budget);
            case TRUMP -> easy ? ThreeHandedEasy.trump(view) : ThreeHandedContract.trump(view);
            case BURY -> easy ? ThreeHandedEasy.bury(view) : level == Level.MEDIUM ? ThreeHandedContract.bury(view)
                    : ThreeHandedContract.expertBury(view, ViewKey.random(seed, view), budget);
            case CONCEDE_OR_PLAY -> easy ? ThreeHandedEasy.concede(view) : level == Level.MEDIUM
                    ? ThreeHandedContract.concede(view)
                    : ThreeHandedContract.expertConcede(view, ViewKey.random(seed, view), budget);
            case TRICKS -> expertPlay.play(level, view, seed, false, ThreeHandedStakes::new);
            default -> throw new IllegalArgumentException("nothing to decide in phase " + view.phase());
        };
    }
}
