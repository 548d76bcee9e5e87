package dev.pinochle.table;

import dev.pinochle.ai.Bot;
import dev.pinochle.ai.Decision;
import dev.pinochle.ai.Level;
import dev.pinochle.core.Action;
import dev.pinochle.core.Player;
import dev.pinochle.core.SeatView;

/** The table's bots from {@code dev.pinochle.ai}, each remembering the reason for its last decision. */
public final class AiBots implements Bots {
    @Override
    public Player create(BotLevel level, int seat, long seed) {
        return new Reasoning(dev.pinochle.ai.Bots.create(Level.valueOf(level.name()), seed));
    }

    @Override
    public String reasonOf(Player player) {
        return player instanceof Reasoning r ? r.lastReason : null;
    }

    /** A bot as a {@link Player} that keeps the one-line reason the table shows beside its play. */
    private static final class Reasoning implements Player {
        private final Bot bot;
        private volatile String lastReason;

        Reasoning(Bot bot) {
            this.bot = bot;
        }

        @Override
        public Action choose(SeatView view) {
            Decision d = bot.decide(view);
            lastReason = d.reason();
            return d.action();
        }
    }
}
