package dev.pinochle.ui.sound;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * Plays the cues through one audio line, kept open and fed by a thread of its own: it mixes whatever cues are
 * sounding into 20 ms chunks and writes them, silence in between. One steady stream, not a clip a cue: with
 * PulseAudio a clip started on a quiet line lost its start, a clip as short as a card's often never played, and
 * in one run of three no cue after it sounded (recorded from the sound server's output). The Swing thread only
 * queues a cue; the sounds are made and the line opened on the speaker's thread. Where the machine has no sound
 * device, or refuses a line, the speaker stays silent.
 */
public final class Speaker implements AutoCloseable {
    static final AudioFormat FORMAT = new AudioFormat(Synth.RATE, 16, 2, true, false);
    /** Frames in a chunk: 20 ms, so a cue starts within that of when it is due. */
    static final int CHUNK = (int) (Synth.RATE / 50);

    private final ConcurrentLinkedQueue<Due> queue = new ConcurrentLinkedQueue<>();
    private final Thread thread;
    private volatile boolean open = true;

    private record Due(Cue cue, long atNanos) {
    }

    public Speaker() {
        thread = new Thread(this::run, "sound");
        thread.setDaemon(true);
        thread.start();
    }

    /** Plays {@code cue} {@code delayMs} from now. */
    public void play(Cue cue, int delayMs) {
        if (open) {
            queue.add(new Due(cue, System.nanoTime() + Math.max(0, delayMs) * 1_000_000L));
        }
    }

    @Override
    public void close() {
        open = false;
        thread.interrupt();
    }

    private void run() {
        Map<Cue, double[]> sounds = new EnumMap<>(Cue.class);
        for (Cue cue : Cue.values()) {
            sounds.put(cue, Synth.samples(cue));
        }
        try (SourceDataLine line = AudioSystem.getSourceDataLine(FORMAT)) {
            line.open(FORMAT, 4 * CHUNK * FORMAT.getFrameSize());
            line.start();
            List<Voice> voices = new ArrayList<>();
            byte[] chunk = new byte[CHUNK * FORMAT.getFrameSize()];
            while (open && !Thread.currentThread().isInterrupted()) {
                long now = System.nanoTime();
                for (Iterator<Due> it = queue.iterator(); it.hasNext(); ) {
                    Due d = it.next();
                    if (d.atNanos() <= now) {
                        it.remove();
                        start(voices, sounds.get(d.cue()));
                    }
                }
                render(voices, chunk);
                // Blocks while the line's buffer is full: this is what paces the loop.
                line.write(chunk, 0, chunk.length);
            }
        } catch (LineUnavailableException | RuntimeException e) {
            // No device, a busy one, or a headless machine's missing mixer: all mean silence, never an error.
            open = false;
            queue.clear();
        }
    }

    /** A cue sounding: its samples and how far it has got. */
    static final class Voice {
        final double[] samples;
        int at;

        Voice(double[] samples) {
            this.samples = samples;
        }
    }

    /**
     * Starts {@code sound}, unless it started less than two chunks ago: at instant speed a whole trick's cards
     * come at once, and four snaps on top of each other would only be one loud crack.
     */
    static void start(List<Voice> voices, double[] sound) {
        for (Voice v : voices) {
            if (v.samples == sound && v.at < 2 * CHUNK) {
                return;
            }
        }
        voices.add(new Voice(sound));
    }

    /**
     * Mixes the next chunk of every voice into {@code out} (as many frames as it holds, {@link #FORMAT}): the
     * samples added and held to full scale, each on both channels; a voice that has ended is dropped.
     */
    static void render(List<Voice> voices, byte[] out) {
        int frames = out.length / FORMAT.getFrameSize();
        for (int i = 0; i < frames; i++) {
            double sum = 0;
            for (Voice v : voices) {
                if (v.at < v.samples.length) {
                    sum += v.samples[v.at++];
                }
            }
            int s = (int) Math.round(Math.max(-1, Math.min(1, sum)) * Short.MAX_VALUE);
            for (int channel = 0; channel < 2; channel++) {
                out[4 * i + 2 * channel] = (byte) s;
                out[4 * i + 2 * channel + 1] = (byte) (s >> 8);
            }
        }
        voices.removeIf(v -> v.at >= v.samples.length);
    }
}
