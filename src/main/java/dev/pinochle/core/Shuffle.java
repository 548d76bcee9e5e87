package dev.pinochle.core;

/**
 * The seeded shuffle: SplitMix64 feeding a Fisher-Yates shuffle, both written out here so that the same
 * seed gives the same deal on every JVM (nothing depends on {@code java.util.Random} or
 * {@code Collections.shuffle} internals). Also a small deterministic generator the bots may use.
 */
public final class Shuffle {
    private long state;

    public Shuffle(long seed) {
        this.state = seed;
    }

    /** Next 64 random bits (SplitMix64). */
    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Uniform in [0, bound), by Lemire's multiply-and-shift on 32 random bits: no division on the common
     * path, and the few low products that would favour some residues are rejected.
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /** Shuffles an array in place (Fisher-Yates). */
    public void shuffle(int[] a) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** A seed for the {@code index}-th thing derived from {@code seed}, e.g. the n-th hand of a game. */
    public static long derive(long seed, long index) {
        return new Shuffle(seed ^ (index * 0xD1B54A32D192ED03L)).nextLong();
    }

    /**
     * A hand seed as the player sees it: sixteen hex digits in four groups ("E762-9C1D-0B3A-71D1"). The seed
     * itself is a signed 64-bit number, and half of them read with a minus sign, like an error.
     */
    public static String dealNumber(long seed) {
        String hex = String.format("%016X", seed);
        return hex.substring(0, 4) + "-" + hex.substring(4, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12);
    }
}
