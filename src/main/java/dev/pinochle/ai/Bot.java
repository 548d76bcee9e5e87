package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Player;
import dev.pinochle.core.SeatView;

/**
 * A computer player: sees only its seat's view and returns one of {@link SeatView#legal()} with a reason.
 * Deterministic: the same view given to a bot created with the same level and seed yields the same decision.
 */
public interface Bot extends Player {
    Decision decide(SeatView view);

    Level level();

    @Override
    default Action choose(SeatView view) {
        return decide(view).action();
    }
}
