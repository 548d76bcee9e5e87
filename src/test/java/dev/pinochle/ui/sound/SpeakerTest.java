package dev.pinochle.ui.sound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpeakerTest {
    private static int sample(byte[] pcm, int frame, int channel) {
        int at = frame * Speaker.FORMAT.getFrameSize() + 2 * channel;
        return (pcm[at] & 0xff) | pcm[at + 1] << 8;
    }

    @Test
    void aChunkIsSixteenBitLittleEndianStereoWithTheSameSampleOnBothSides() {
        List<Speaker.Voice> voices = new ArrayList<>(List.of(new Speaker.Voice(new double[] {0.5, -0.25, 1.0})));
        byte[] chunk = new byte[4 * Speaker.FORMAT.getFrameSize()];

        Speaker.render(voices, chunk);

        assertThat(Speaker.FORMAT.getSampleSizeInBits()).isEqualTo(16);
        assertThat(Speaker.FORMAT.isBigEndian()).isFalse();
        int[] expected = {16384, -8192, Short.MAX_VALUE, 0};
        for (int frame = 0; frame < 4; frame++) {
            assertThat(sample(chunk, frame, 0)).as("frame %d", frame).isEqualTo(expected[frame])
                    .isEqualTo(sample(chunk, frame, 1));
        }
        assertThat(voices).as("a voice that has ended").isEmpty();
    }

    @Test
    void cuesSoundingTogetherAreAddedAndHeldToFullScale() {
        Speaker.Voice long1 = new Speaker.Voice(new double[] {0.25, 0.75, 0.5, 0.5, 0.5});
        Speaker.Voice short1 = new Speaker.Voice(new double[] {0.25, 0.75});
        List<Speaker.Voice> voices = new ArrayList<>(List.of(long1, short1));
        byte[] chunk = new byte[3 * Speaker.FORMAT.getFrameSize()];

        Speaker.render(voices, chunk);

        assertThat(sample(chunk, 0, 0)).isEqualTo(16384);
        assertThat(sample(chunk, 1, 0)).as("1.5, held at full scale").isEqualTo(Short.MAX_VALUE);
        assertThat(sample(chunk, 2, 0)).isEqualTo(16384);
        // The short one is done; the long one goes on from where this chunk left it.
        assertThat(voices).containsExactly(long1);
        Speaker.render(voices, chunk);
        assertThat(sample(chunk, 0, 0)).isEqualTo(16384);
        assertThat(sample(chunk, 2, 0)).as("past its end: silence").isZero();
        assertThat(voices).isEmpty();
    }

    @Test
    void theSameCueDueTwiceWithinTwoChunksSoundsOnce() {
        double[] snap = new double[3 * Speaker.CHUNK];
        double[] sweep = new double[3 * Speaker.CHUNK];
        List<Speaker.Voice> voices = new ArrayList<>();
        byte[] chunk = new byte[Speaker.CHUNK * Speaker.FORMAT.getFrameSize()];

        Speaker.start(voices, snap);
        Speaker.start(voices, snap);
        Speaker.start(voices, sweep);
        assertThat(voices).hasSize(2);
        Speaker.render(voices, chunk);
        Speaker.start(voices, snap);
        assertThat(voices).as("one chunk in: still the same snap").hasSize(2);
        Speaker.render(voices, chunk);
        Speaker.start(voices, snap);
        assertThat(voices).as("two chunks in: a new one").hasSize(3);
    }

    @Test
    void aChunkIsTwentyMilliseconds() {
        assertThat(Speaker.CHUNK / (double) Speaker.FORMAT.getFrameRate()).isEqualTo(0.02);
    }
}
