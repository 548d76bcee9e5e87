package dev.pinochle.ui.sound;

import java.util.SplittableRandom;

/**
 * Makes each {@link Cue} as samples in -1..1 at {@link #RATE}: filtered noise for the cards, decaying sines for the
 * chimes. Everything is computed here, so the game ships no recordings; the noise is seeded, so a cue always
 * sounds the same.
 */
final class Synth {
    static final float RATE = 44_100f;

    private Synth() {
    }

    /** The cue's samples in -1..1. */
    static double[] samples(Cue cue) {
        return switch (cue) {
            case CARD -> snap(new SplittableRandom(1), 0.055, 0.35);
            case SWEEP -> swish(new SplittableRandom(2), 0.26, 0.22);
            case SHUFFLE -> riffle(new SplittableRandom(3));
            case TURN -> chime(new double[] {659.3, 880.0}, 0.11, 0.16);
            case END -> chime(new double[] {523.3, 659.3, 784.0}, 0.1, 0.16);
            case WON -> chime(new double[] {523.3, 659.3, 784.0, 1046.5}, 0.12, 0.15);
        };
    }

    /** A card striking the cloth: a burst of noise, its highs softened, dying in a few milliseconds, over a thump. */
    private static double[] snap(SplittableRandom noise, double seconds, double level) {
        double[] out = new double[(int) (seconds * RATE)];
        double low = 0;
        for (int i = 0; i < out.length; i++) {
            double t = i / RATE;
            low += 0.35 * (noise.nextDouble(-1, 1) - low);
            double thump = Math.sin(2 * Math.PI * 170 * t) * Math.exp(-t / 0.012);
            out[i] = level * (low * Math.exp(-t / 0.007) * 1.6 + 0.5 * thump);
        }
        return out;
    }

    /** Cards sliding across the cloth: noise that swells and fades, darker than the snap. */
    private static double[] swish(SplittableRandom noise, double seconds, double level) {
        double[] out = new double[(int) (seconds * RATE)];
        double low = 0;
        for (int i = 0; i < out.length; i++) {
            double x = i / (double) out.length;
            low += 0.12 * (noise.nextDouble(-1, 1) - low);
            double swell = Math.pow(Math.sin(Math.PI * x), 2);
            out[i] = level * 3 * low * swell;
        }
        return out;
    }

    /** A riffle shuffle: a quick run of ever softer snaps, unevenly spaced as a real riffle is. */
    private static double[] riffle(SplittableRandom noise) {
        double[] out = new double[(int) (0.62 * RATE)];
        double at = 0;
        for (int k = 0; k < 16; k++) {
            double[] snap = snap(noise, 0.03, 0.32 * (1 - k / 24.0));
            int start = (int) (at * RATE);
            for (int i = 0; i < snap.length && start + i < out.length; i++) {
                out[start + i] += snap[i];
            }
            at += 0.028 + noise.nextDouble(0.012);
        }
        return out;
    }

    /** Notes struck one after the other, each a sine with a soft octave, ringing out. */
    private static double[] chime(double[] hertz, double apart, double level) {
        double ring = 0.45;
        double[] out = new double[(int) ((apart * (hertz.length - 1) + ring) * RATE)];
        for (int n = 0; n < hertz.length; n++) {
            int start = (int) (n * apart * RATE);
            for (int i = 0; start + i < out.length && i < ring * RATE; i++) {
                double t = i / RATE;
                double attack = Math.min(1, t / 0.004);
                double tone = Math.sin(2 * Math.PI * hertz[n] * t) + 0.25 * Math.sin(4 * Math.PI * hertz[n] * t);
                out[start + i] += level * attack * Math.exp(-t / 0.12) * tone;
            }
        }
        return out;
    }
}
