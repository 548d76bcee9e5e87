package dev.pinochle.ai;

/**
 * How much an Expert decision may search. The node cap is what normally ends a search, so decisions are
 * reproducible; the time cap only guards a slow or busy machine, and whatever was finished by then is used.
 *
 * @param worlds sampled deals per card decision at most
 * @param nodes solver nodes per card decision at most
 * @param millis wall-clock cap per decision; 0 for none (fully reproducible)
 * @param bidSamples sampled deals per trump when bidding, naming trump or throwing in
 */
record Budget(int worlds, long nodes, long millis, int bidSamples) {
    /** Sized for a median card decision well under a quarter second on a 2-core laptop. */
    static final Budget DEFAULT = new Budget(48, 1_500_000, 600, 24);
    /** Small and clock-free, for tests. */
    static final Budget TEST = new Budget(12, 200_000, 0, 8);
}
