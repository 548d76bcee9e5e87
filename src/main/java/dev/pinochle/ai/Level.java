package dev.pinochle.ai;

/** How strongly a bot plays. */
public enum Level {
    /** Sound, simple rules: a beginner's partner who never blunders outright. */
    EASY,
    /** Strong heuristics: counts cards, reads voids and signals, smears counters, wins cheaply. */
    MEDIUM,
    /** Search: bids and passes by simulation, plays by Monte Carlo over double-dummy solutions. */
    EXPERT
}
