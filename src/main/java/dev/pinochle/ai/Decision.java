package dev.pinochle.ai;

import dev.pinochle.core.Action;

/**
 * A bot's choice and why, in one line a player can read ("smear: partner's A♥ wins").
 * The UI shows the reason for hints and, optionally, beside the partner's plays.
 */
public record Decision(Action action, String reason) {
    public Decision {
        if (action == null || reason == null) {
            throw new IllegalArgumentException("a decision needs an action and a reason");
        }
    }
}
