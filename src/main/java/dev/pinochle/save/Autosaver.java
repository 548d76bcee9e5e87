package dev.pinochle.save;

import java.io.IOException;
import java.util.function.Consumer;

/**
 * Autosave off the table thread: {@link #offer(GameRecord)} returns at once, and one background thread
 * writes the newest record offered. Records offered while a write is going on replace each other, so a
 * fast run of bot moves costs one write, and the file is never older than the last write started; writes
 * never overlap or arrive out of order.
 */
public final class Autosaver implements AutoCloseable {
    private final GameStore store;
    private final Consumer<IOException> onError;
    private final Thread thread;
    private final Object lock = new Object();
    private GameRecord pending;
    private long offered;
    private long written;
    private boolean closed;
    /** Why the last write failed; null once one succeeds. */
    private volatile IOException failure;

    /**
     * @param onError told of each failed write, on the autosave thread (the next offer tries again)
     */
    public Autosaver(GameStore store, Consumer<IOException> onError) {
        this.store = store;
        this.onError = onError;
        this.thread = new Thread(this::run, "pinochle-autosave");
        thread.setDaemon(true);
        thread.start();
    }

    /** Queues the game to be written, replacing any record not yet written. Never blocks. */
    public void offer(GameRecord game) {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("the autosaver is closed");
            }
            pending = game;
            offered++;
            lock.notifyAll();
        }
    }

    /** Waits until everything offered so far has been written (or failed). */
    public void flush() throws InterruptedException {
        synchronized (lock) {
            long target = offered;
            while (written < target) {
                lock.wait();
            }
        }
    }

    /**
     * Why the last write failed, {@code null} if it succeeded or none was made: while it fails, the autosave is
     * behind the game, and closing the app would lose the moves since (a full disk, a read-only folder).
     */
    public IOException failure() {
        return failure;
    }

    /** Writes what is pending, then stops the thread. */
    @Override
    public void close() throws InterruptedException {
        synchronized (lock) {
            closed = true;
            lock.notifyAll();
        }
        thread.join();
    }

    private void run() {
        while (true) {
            GameRecord game;
            long number;
            synchronized (lock) {
                while (pending == null && !closed) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (pending == null) {
                    return;
                }
                game = pending;
                number = offered;
                pending = null;
            }
            try {
                store.autosave(game);
                failure = null;
            } catch (IOException e) {
                failure = e;
                onError.accept(e);
            }
            synchronized (lock) {
                written = number;
                lock.notifyAll();
            }
        }
    }
}
