package dev.pinochle.ui.sound;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SynthTest {
    @ParameterizedTest
    @EnumSource(Cue.class)
    void everyCueIsHeardWithoutClippingAndEndsInSilence(Cue cue) {
        double[] s = Synth.samples(cue);
        double peak = 0;
        for (double x : s) {
            peak = Math.max(peak, Math.abs(x));
        }
        // Loud enough to hear, short of full scale: a clipped sample would crackle.
        assertThat(peak).as("peak of %s", cue).isBetween(0.1, 0.95);
        // The last millisecond is near silence, so the cue stops without a click.
        int ms = (int) (Synth.RATE / 1000);
        for (int i = s.length - ms; i < s.length; i++) {
            assertThat(Math.abs(s[i])).as("%s at sample %d of %d", cue, i, s.length).isLessThan(0.05 * peak);
        }
    }

    @Test
    void cardsAreShortAndNoCueLastsASecond() {
        // A bot's card lands about every 0.7 s at normal speed (Pacer): its sound is over long before the next.
        assertThat(millis(Cue.CARD)).isLessThan(100);
        for (Cue cue : Cue.values()) {
            assertThat(millis(cue)).as("%s", cue).isLessThan(1000);
        }
    }

    @ParameterizedTest
    @EnumSource(Cue.class)
    void aCueSoundsTheSameEveryTime(Cue cue) {
        assertThat(Synth.samples(cue)).isEqualTo(Synth.samples(cue));
    }

    private static double millis(Cue cue) {
        return Synth.samples(cue).length * 1000.0 / Synth.RATE;
    }
}
