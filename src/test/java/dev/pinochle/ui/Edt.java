package dev.pinochle.ui;

import java.awt.Robot;
import java.awt.Toolkit;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;

/** The real-window tests' way onto the Swing thread: run a probe there, or poll one until it answers. */
final class Edt {
    private Edt() {
    }

    /** Runs {@code task} on the Swing thread and returns its result; its exception comes back wrapped. */
    static <T> T call(Callable<T> task) throws InterruptedException, InvocationTargetException {
        AtomicReference<T> out = new AtomicReference<>();
        AtomicReference<Exception> failed = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                out.set(task.call());
            } catch (Exception e) {
                failed.set(e);
            }
        });
        if (failed.get() != null) {
            throw new InvocationTargetException(failed.get());
        }
        return out.get();
    }

    /**
     * Lets the events and paints already queued finish and reach the X server. {@link Robot#waitForIdle} does that
     * too, but under Xvfb, once a main window has come and gone in the JVM, its native sync stalls: 1–3 s a call
     * in {@code WindowTest} after {@code SaveWindowTest} (38 calls over 1 s in one run), which ran the duel hand
     * past its two minutes; in {@code ActionBarTest} it never returned.
     */
    static void settle(Robot robot) throws InterruptedException, InvocationTargetException {
        robot.delay(60);
        call(() -> null);
        call(() -> null);
        Toolkit.getDefaultToolkit().sync();
    }

    /** Polls {@code probe} on the Swing thread until it returns non-null, for at most {@code timeoutMs}. */
    static <T> T waitFor(Robot robot, long timeoutMs, int pollMs, Callable<T> probe) throws Exception {
        long deadline = System.currentTimeMillis() + timeoutMs;
        while (System.currentTimeMillis() < deadline) {
            T value = call(probe);
            if (value != null) {
                return value;
            }
            robot.delay(pollMs);
        }
        throw new AssertionError("timed out waiting on the window");
    }
}
