package dev.pinochle.table;

import dev.pinochle.core.Action;
import dev.pinochle.core.Player;
import dev.pinochle.core.SeatView;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

/**
 * The person at the table. {@link #choose} runs on the table thread: it opens a future, announces the turn
 * (the table publishes a snapshot) and waits until a click on the Swing thread completes the future
 * through {@link #submit}. The Swing thread itself never waits.
 */
final class HumanPlayer implements Player {
    private final Consumer<SeatView> announce;
    private CompletableFuture<Action> pending = new CompletableFuture<>();
    private boolean closed;

    /** @param announce called on the table thread once the answer can be submitted */
    HumanPlayer(Consumer<SeatView> announce) {
        this.announce = announce;
    }

    @Override
    public Action choose(SeatView view) {
        CompletableFuture<Action> answer = open();
        announce.accept(view);
        return await(answer);
    }

    private synchronized CompletableFuture<Action> open() {
        if (closed) {
            throw new CancellationException("the table is closed");
        }
        pending = new CompletableFuture<>();
        return pending;
    }

    /** Completes the turn; false if no turn is open (a late or double click). */
    synchronized boolean submit(Action action) {
        return pending.complete(action);
    }

    /** Ends an open turn with a request for the table loop; false if no turn is open. */
    synchronized boolean detour(Detour request) {
        return pending.completeExceptionally(request);
    }

    /** Ends any wait: the table is closing. */
    synchronized void close() {
        closed = true;
        pending.cancel(false);
    }

    static <T> T await(CompletableFuture<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the table thread was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Detour d) {
                throw d;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
