package dev.pinochle.core;

/**
 * A seat's decision-maker: the human, every bot, scripted and replay players. It sees only what its seat
 * may know and returns one of the legal actions in {@link SeatView#legal()}.
 */
public interface Player {
    Action choose(SeatView view);
}
