package dev.pinochle.ui;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.SeatView;
import dev.pinochle.save.Autosaver;
import dev.pinochle.save.GameInfo;
import dev.pinochle.save.GameLog;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import dev.pinochle.save.LastGame;
import dev.pinochle.save.OwnRules;
import dev.pinochle.save.OwnRulesStore;
import dev.pinochle.save.RecentGame;
import dev.pinochle.save.RulesFiles;
import dev.pinochle.save.SaveFileException;
import dev.pinochle.save.SaveFiles;
import dev.pinochle.save.SeatInfo;
import dev.pinochle.save.Statistics;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Table;
import dev.pinochle.table.TableLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The saved side of the game in play, without Swing: it wraps the table's {@link GameLog} so that every
 * action, undo and redo autosaves and keeps an immutable record for Save; it runs Save, Open, the recent
 * games, "Resume your last game?", replaying a deal, hand review, statistics and the player's own rule sets on
 * the {@code io} executor and hands each result (or the plain message of a failure) to the {@code ui} executor —
 * the Swing thread in the app, the calling thread in tests. Hand review asks the Expert at each of the player's
 * steps, which takes seconds: it runs on an executor of its own, so that a Save never waits behind it.
 */
final class GameSession {
    /** A hand review with the advisor's differing choices, ready to show. */
    record Review(HandReview review, List<HandReview.Difference> differences, List<SeatSetup> seats) { }

    private final GameStore store;
    private final Autosaver autosaver;
    private final Executor io;
    private final Executor reviews;
    private final Executor ui;
    private final Function<SeatView, HandReview.Advice> advisor;
    private volatile GameRecord current;
    private volatile boolean canUndo;
    private volatile boolean canRedo;
    private volatile Path file;
    /** The record the game's file holds: as last opened or saved there ({@code null}: no file, or behind). */
    private volatile GameRecord onFile;

    /**
     * @param reviews where hand reviews are worked out, the advisor asked
     * @param advisor "the Expert bot's choice" for hand review
     * @param autosaveFailed told (on the ui executor) when an autosave could not be written
     */
    GameSession(GameStore store, Executor io, Executor reviews, Executor ui,
            Function<SeatView, HandReview.Advice> advisor, Consumer<String> autosaveFailed) {
        this.store = store;
        this.io = io;
        this.reviews = reviews;
        this.ui = ui;
        this.advisor = advisor;
        this.autosaver = new Autosaver(store, e -> ui.execute(() -> autosaveFailed.accept(
                "The game could not be autosaved: " + e.getMessage())));
    }

    /** A new game's log: no action yet. */
    static GameLog newGame(Game game, List<SeatSetup> seats) {
        return GameLog.start(GameInfo.create(seats.stream().map(SeatInfo::of).toList()), game);
    }

    /**
     * The table seats of a saved game.
     *
     * @throws IllegalArgumentException if nobody sits South: the table is built around that player
     */
    static List<SeatSetup> seatsOf(GameRecord record) {
        List<SeatSetup> seats = record.info().seats().stream().map(SeatInfo::toSetup).toList();
        if (!seats.get(Table.HUMAN).human()) {
            throw new IllegalArgumentException("This game has no player in the South seat (a game among bots,"
                    + " say), so it cannot be played on here.");
        }
        return seats;
    }

    /**
     * Makes {@code log} the game in play and returns what the table should play through: the log itself,
     * followed after every change by an autosave and a fresh record for Save.
     *
     * @param saved the file the game was opened from or last saved to, {@code null} for a new game
     * @param onFile whether that file holds every move of the log (it was just opened), or only some (the game
     *     was resumed from its autosave, played on since it was saved)
     */
    TableLog track(GameLog log, Path saved, boolean onFile) {
        file = saved;
        io.execute(() -> noteFile(saved));
        TableLog tracked = new TableLog() {
            @Override
            public Game game() {
                return log.game();
            }

            @Override
            public void apply(Action action, String reason) {
                log.apply(action, reason);
                changed(log);
            }

            @Override
            public List<String> reasons() {
                return log.reasons();
            }

            @Override
            public boolean canUndo() {
                return log.canUndo();
            }

            @Override
            public void undo() {
                log.undo();
                changed(log);
            }

            @Override
            public boolean canRedo() {
                return log.canRedo();
            }

            @Override
            public void redo() {
                log.redo();
                changed(log);
            }
        };
        changed(log);
        this.onFile = saved != null && onFile ? current : null;
        return tracked;
    }

    private void changed(GameLog log) {
        GameRecord record = log.record();
        current = record;
        canUndo = log.canUndo();
        canRedo = log.canRedo();
        autosaver.offer(record);
        if (record.isOver()) {
            io.execute(() -> {
                try {
                    store.statistics().record(record);
                } catch (IOException | SaveFileException e) {
                    // A damaged statistics file is reported when the dialog opens; the game itself is saved.
                }
            });
        }
    }

    /** For a resume after a crash: the autosave's game is then known to be this file's. */
    private void noteFile(Path saved) {
        try {
            store.gameFileIs(saved);
        } catch (IOException e) {
            // Only the title and Save after a crash would miss the file; the game itself is saved.
        }
    }

    /**
     * Why closing now would lose moves, {@code null} if it would not: the last autosave failed (a full disk, a
     * read-only folder) and no file holds the game as it stands. A finished game or a deal the player has not
     * moved in loses nothing worth asking about.
     */
    String unsaved() {
        IOException failure = autosaver.failure();
        GameRecord record = current;
        if (failure == null || record == null || record == onFile || record.isOver() || !anyHumanMove(record)) {
            return null;
        }
        return failure.getMessage();
    }

    /** The game in play as last changed, for Save; {@code null} before any game. */
    GameRecord current() {
        return current;
    }

    /** The file the game in play came from or was saved to, {@code null} if it never was. */
    Path file() {
        return file;
    }

    boolean canUndo() {
        return canUndo;
    }

    boolean canRedo() {
        return canRedo;
    }

    /** Save As proposes this file. */
    void suggestFile(Consumer<Path> done, Consumer<String> failed) {
        GameRecord record = current;
        run(() -> {
            if (file != null) {
                return file;
            }
            try {
                return store.suggestedFile(record);
            } catch (IOException e) {
                // An app-data folder that cannot take the saves folder (read-only, say) must not keep Save As from
                // saving the game elsewhere: QA got only an error, and no chooser.
                return store.suggestedFile(record, Path.of(System.getProperty("user.home")));
            }
        }, done, failed);
    }

    /** Writes the game in play to {@code target}, which becomes the game's file. */
    void save(Path target, Consumer<Path> done, Consumer<String> failed) {
        GameRecord record = current;
        run(() -> {
            // The store's message names the file and why it could not be written.
            store.save(target, record);
            file = target;
            onFile = record;
            noteFile(target);
            return target;
        }, done, failed);
    }

    /**
     * Before another game takes the table: an unfinished game with moves its file does not hold yet is written
     * to a new file in the saves folder (a file the player saved is left as they saved it), so leaving a game
     * never loses it. {@code done} gets that file, or {@code null} when there was nothing to keep.
     */
    void keepUnfinished(GameRecord record, Consumer<Path> done, Consumer<String> failed) {
        boolean saved = record != null && record == onFile;
        Path savedTo = file;
        run(() -> {
            // A file deleted since it was saved holds nothing: the game is kept as if never saved.
            if (record == null || record.isOver() || !anyHumanMove(record)
                    || saved && Files.exists(savedTo)) {
                return null;
            }
            Path target;
            try {
                target = store.suggestedFile(record);
                store.keep(target, record);
            } catch (IOException e) {
                throw new IOException("The unfinished game could not be kept: " + e.getMessage()
                        + ". Save it with Save As first.", e);
            }
            return target;
        }, done, failed);
    }

    /**
     * Whether a person has made a decision in the game: a deal only the bots have moved in (they open the
     * bidding at once) is a fresh deal to the player, and leaving it keeps no file (QA).
     */
    private static boolean anyHumanMove(GameRecord record) {
        for (HandRecord hand : record.hands()) {
            for (Call call : hand.actions()) {
                if (record.info().isHuman(call.seat())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Reads and checks a saved game; a bad file's plain message goes to {@code failed}, the file untouched. */
    void open(Path source, Consumer<GameRecord> done, Consumer<String> failed) {
        run(() -> {
            GameRecord record = store.open(source);
            seatsOf(record);
            return record;
        }, done, failed);
    }

    /**
     * The file a name typed in Open means: as typed, or with the extension Save As adds when only that one
     * exists (QA: "tq1" beside tq1.pinochle was "a file that does not exist").
     */
    void openable(Path typed, Consumer<Path> done) {
        run(() -> {
            Path with = typed.resolveSibling(typed.getFileName() + SaveFiles.EXTENSION);
            return !Files.exists(typed) && Files.exists(with) ? with : typed;
        }, done, message -> done.accept(typed));
    }

    /** The recent games, newest first. */
    void recentGames(Consumer<List<RecentGame>> done) {
        run(store::recentGames, done, message -> { });
    }

    /** What the autosave holds at start-up, for "Resume your last game?". */
    void lastGame(Consumer<LastGame> done) {
        run(store::lastGame, done, message -> { });
    }

    /**
     * The player chose a new game over the autosaved one: {@code done} once it is gone. Start the new game there,
     * not before: its first autosave, written on the autosaver's own thread, was deleted along with the old one
     * when the deletion came second (the soak, seed 7), and the new game was in no file until its next move.
     */
    void discardAutosave(Runnable done, Consumer<String> failed) {
        run(() -> {
            store.discardAutosave();
            return Boolean.TRUE;
        }, gone -> done.run(), failed);
    }

    /** "Replay this deal": hand {@code handIndex} of the game in play dealt again, every decision open. */
    void replayDeal(int handIndex, long seed, Consumer<GameLog> done, Consumer<String> failed) {
        GameRecord record = current;
        run(() -> GameLog.resume(record).replayDeal(handIndex, seed), done, failed);
    }

    /** Hand {@code handIndex} of the game in play, step by step, with the advisor's differing choices. */
    void review(int handIndex, Consumer<Review> done, Consumer<String> failed) {
        GameRecord record = current;
        run(reviews, () -> {
            HandReview review = HandReview.of(record, handIndex);
            Set<Integer> humans = new TreeSet<>();
            for (int s = 0; s < record.info().seats().size(); s++) {
                if (record.info().isHuman(s)) {
                    humans.add(s);
                }
            }
            return new Review(review, review.differences(humans, advisor),
                    record.info().seats().stream().map(SeatInfo::toSetup).toList());
        }, done, failed);
    }

    void statistics(Consumer<Statistics> done, Consumer<String> failed) {
        run(() -> store.statistics().load(), done, failed);
    }

    void resetStatistics(Consumer<Statistics> done, Consumer<String> failed) {
        run(() -> {
            store.statistics().reset();
            return Statistics.EMPTY;
        }, done, failed);
    }

    /** The player's own rule sets, for New game; a file that cannot be read is set aside, with a notice. */
    void ownRules(Consumer<OwnRulesStore.Shelf> done) {
        run(() -> store.ownRules().load(), done, message -> { });
    }

    /** Keeps a set of one's own, in the place of the one of that name; {@code done} gets the sets now kept. */
    void keepOwnRules(OwnRules set, Consumer<List<OwnRules>> done, Consumer<String> failed) {
        run(() -> store.ownRules().keep(set), done, failed);
    }

    void removeOwnRules(String name, Consumer<List<OwnRules>> done, Consumer<String> failed) {
        run(() -> store.ownRules().remove(name), done, failed);
    }

    /** Reads a rules file; a bad file's plain message goes to {@code failed}. */
    void importRules(Path file, Consumer<OwnRules> done, Consumer<String> failed) {
        run(() -> RulesFiles.read(file), done, failed);
    }

    void exportRules(Path file, OwnRules set, Consumer<Path> done, Consumer<String> failed) {
        run(() -> {
            RulesFiles.write(file, set);
            return file;
        }, done, failed);
    }

    /** Waits until every autosave offered so far is on disk: before the app or a test ends. */
    void flush() throws InterruptedException {
        autosaver.flush();
    }

    /** Writes the last autosave and stops its thread. */
    void close() throws InterruptedException {
        autosaver.close();
    }

    private interface Work<T> {
        T call() throws IOException, SaveFileException;
    }

    private <T> void run(Work<T> work, Consumer<T> done, Consumer<String> failed) {
        run(io, work, done, failed);
    }

    private <T> void run(Executor on, Work<T> work, Consumer<T> done, Consumer<String> failed) {
        try {
            on.execute(() -> {
                try {
                    T result = work.call();
                    ui.execute(() -> done.accept(result));
                } catch (IOException | SaveFileException | RuntimeException e) {
                    String message = e.getMessage() != null ? e.getMessage() : e.toString();
                    ui.execute(() -> failed.accept(message));
                }
            });
        } catch (RejectedExecutionException e) {
            // The window has closed (its threads end with it): a task's answer that asks for more, such as
            // Save's refreshing Recent games once the file is written, is for a window nobody sees. It threw on
            // the Swing thread (the soak, seed 103: Save, then Exit).
        }
    }
}
