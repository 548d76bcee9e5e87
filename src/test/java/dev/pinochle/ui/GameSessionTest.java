package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.save.GameLog;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import dev.pinochle.save.LastGame;
import dev.pinochle.save.SaveFileException;
import dev.pinochle.save.SaveFiles;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import dev.pinochle.table.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session on direct executors: the table plays through it, autosaves, undoes, opens, replays, counts. */
class GameSessionTest {
    @TempDir
    Path dir;

    private GameSession session;

    /** The advisor these tests use: the stand-in bots' choice, which the scripted human's answers match. */
    private static final java.util.function.Function<dev.pinochle.core.SeatView, HandReview.Advice> FIRST_LEGAL =
            view -> new HandReview.Advice(view.legal().get(0), null);

    /** QA: Open took "tq1" for a file that does not exist, beside the tq1.pinochle that Save As had written. */
    @Test
    void openAddsTheExtensionSaveAsAddsWhenOnlyThatFileExists() throws Exception {
        Files.writeString(dir.resolve("tq1.pinochle"), "");
        Files.writeString(dir.resolve("plain"), "");
        GameSession s = session(new GameStore(dir));
        List<String> meant = new java.util.ArrayList<>();
        for (String typed : List.of("tq1", "plain", "none", "tq1.pinochle")) {
            s.openable(dir.resolve(typed), p -> meant.add(p.getFileName().toString()));
        }
        assertThat(meant).containsExactly("tq1.pinochle", "plain", "none", "tq1.pinochle");
    }

    /**
     * Declining "Resume your last game?" deletes the autosave on the IO thread; the new game must start only once
     * it is gone. Started at once (as it was), its first autosave, written on the autosaver's own thread, could be
     * deleted with the old one (the soak, seed 7: no autosave at all while the new game waited for its first move).
     */
    @Test
    void theNewGameStartsOnlyOnceTheDeclinedAutosaveIsGone() throws Exception {
        GameStore store = new GameStore(dir);
        List<Runnable> io = new ArrayList<>();
        GameSession s = new GameSession(store, io::add, Runnable::run, Runnable::run, FIRST_LEGAL, message -> { });
        session = s;
        Files.writeString(store.autosaveFile(), "the declined game");
        boolean[] started = {false};
        s.discardAutosave(() -> {
            assertThat(store.autosaveFile()).as("the old autosave when the new game starts").doesNotExist();
            started[0] = true;
        }, message -> {
            throw new AssertionError(message);
        });
        assertThat(started[0]).as("the new game, before the old autosave is deleted").isFalse();
        io.remove(0).run();
        assertThat(started[0]).as("the new game, once it is deleted").isTrue();
    }

    /**
     * Work asked for once the window's IO thread has ended is dropped: Save's answer, arriving after Exit, asked
     * for Recent games again and threw RejectedExecutionException on the Swing thread (the soak, seed 103).
     */
    @Test
    void workAskedForAfterTheWindowClosedIsDropped() throws Exception {
        java.util.concurrent.ExecutorService io = java.util.concurrent.Executors.newSingleThreadExecutor();
        GameSession s = new GameSession(new GameStore(dir), io, io, Runnable::run, FIRST_LEGAL, message -> { });
        session = s;
        io.shutdown();
        boolean[] answered = {false};
        s.recentGames(games -> answered[0] = true);
        assertThat(answered[0]).isFalse();
    }

    private GameSession session(GameStore store) {
        session = new GameSession(store, Runnable::run, Runnable::run, Runnable::run, FIRST_LEGAL, message -> {
            throw new AssertionError(message);
        });
        return session;
    }

    @AfterEach
    void close() throws InterruptedException {
        if (session != null) {
            session.close();
        }
    }

    /**
     * Plays on the test thread: the human answers its first legal action until its turn number
     * {@code humanTurns}, which goes to {@code atLastTurn} (and every turn after it).
     */
    private static List<Snapshot> play(Table[] table, GameSession s, GameLog log, int humanTurns,
            Consumer<Snapshot> atLastTurn) {
        List<Snapshot> seen = new ArrayList<>();
        int[] turns = {0};
        table[0] = new Table(s.track(log, null, false), Snapshots.SEATS, Bots.STAND_IN, snap -> {
            seen.add(snap);
            if (snap.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].nextHand();
            } else if (snap.stage() == Snapshot.Stage.GAME_OVER) {
                // A finished game waits for an undo; the test has seen what it wanted.
                table[0].close();
            } else if (snap.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                if (++turns[0] < humanTurns) {
                    table[0].submit(snap.view().legal().get(0));
                } else {
                    atLastTurn.accept(snap);
                }
            }
        });
        table[0].start(Runnable::run);
        return seen;
    }

    private static GameLog newLog(long seed) {
        return GameSession.newGame(Game.start(RuleSet.standard(), seed), Snapshots.SEATS);
    }

    @Test
    void undoReturnsToTheHumansLastDecisionAndRedoComesBack() {
        GameSession s = session(new GameStore(dir));
        Table[] table = new Table[1];
        List<SeatView> humanTurns = new ArrayList<>();
        int[] step = {0};
        play(table, s, newLog(5L), 1, snap -> {
            humanTurns.add(snap.view());
            switch (step[0]++) {
                case 0, 1 -> table[0].submit(snap.view().legal().get(0));
                case 2 -> assertThat(table[0].undo()).isTrue();
                case 3 -> assertThat(table[0].redo()).isTrue();
                default -> table[0].close();
            }
        });
        // Turns: 1st, 2nd, 3rd (undo) → the 2nd again, (redo) → the 3rd again.
        assertThat(humanTurns).hasSize(5);
        assertThat(humanTurns.get(3)).isEqualTo(humanTurns.get(1));
        assertThat(humanTurns.get(4)).isEqualTo(humanTurns.get(2));
    }

    /** Undo at a hand's summary, then redo: the summary again, not the next auction with the bots' bids made. */
    @Test
    void redoUpToTheEndOfAHandShowsItsSummaryAgain() {
        GameSession s = session(new GameStore(dir));
        Table[] table = new Table[1];
        List<Snapshot> afterRedo = new ArrayList<>();
        boolean[] undone = {false};
        boolean[] redone = {false};
        table[0] = new Table(s.track(newLog(5L), null, false), Snapshots.SEATS, Bots.STAND_IN, snap -> {
            if (redone[0]) {
                afterRedo.add(snap);
                table[0].close();
            } else if (snap.stage() == Snapshot.Stage.HAND_OVER && !undone[0]) {
                undone[0] = true;
                assertThat(table[0].undo()).isTrue();
            } else if (snap.stage() == Snapshot.Stage.HUMAN_TO_ACT && undone[0]) {
                redone[0] = true;
                assertThat(table[0].redo()).isTrue();
            } else if (snap.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                table[0].submit(snap.view().legal().get(0));
            }
        });
        table[0].start(Runnable::run);

        assertThat(afterRedo).hasSize(1);
        assertThat(afterRedo.get(0).stage()).isEqualTo(Snapshot.Stage.HAND_OVER);
        assertThat(afterRedo.get(0).view().handNumber()).isEqualTo(1);
    }

    @Test
    void theAutosaveResumesAtTheSameSeatPhaseAndCards() throws Exception {
        GameStore store = new GameStore(dir);
        GameSession s = session(store);
        Table[] table = new Table[1];
        AtomicReference<SeatView> left = new AtomicReference<>();
        play(table, s, newLog(9L), 6, snap -> {
            left.set(snap.view());
            table[0].close();
        });
        s.flush();

        LastGame last = store.lastGame();
        assertThat(last.notice()).isEmpty();
        GameRecord record = last.game().orElseThrow();
        AtomicReference<SeatView> resumed = new AtomicReference<>();
        GameSession again = new GameSession(store, Runnable::run, Runnable::run, Runnable::run, FIRST_LEGAL,
                m -> { });
        Table[] second = new Table[1];
        second[0] = new Table(again.track(GameLog.resume(record), null, false), GameSession.seatsOf(record), Bots.STAND_IN,
                snap -> {
                    if (snap.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                        resumed.set(snap.view());
                        second[0].close();
                    }
                });
        second[0].start(Runnable::run);
        again.close();

        assertThat(resumed.get()).isEqualTo(left.get());
    }

    /**
     * QA, a read-only app-data folder: Save As (and Open) said only the saves folder's path and opened no chooser,
     * so the game could be saved nowhere. It proposes a file in the home folder instead.
     */
    @Test
    void saveAsProposesAFileElsewhereWhenTheSavesFolderCannotBeMade() throws Exception {
        Files.writeString(dir.resolve("saves"), "");
        GameSession s = session(new GameStore(dir));
        s.track(newLog(5L), null, false);
        AtomicReference<Path> proposed = new AtomicReference<>();
        s.suggestFile(proposed::set, message -> {
            throw new AssertionError(message);
        });

        assertThat(proposed.get()).isNotNull();
        assertThat(proposed.get().getParent()).isEqualTo(Path.of(System.getProperty("user.home")));
        assertThat(proposed.get().getFileName().toString()).endsWith(SaveFiles.EXTENSION);
    }

    @Test
    void aBadFileIsRefusedWithItsPlainMessageAndLeftAsItWas() throws Exception {
        Path bad = dir.resolve("illegal.pinochle");
        Files.copy(Path.of("src/test/resources/saves/bad/illegal-play.pinochle"), bad);
        byte[] before = Files.readAllBytes(bad);
        String expected;
        try {
            SaveFiles.read(bad);
            throw new AssertionError("the file should be refused");
        } catch (SaveFileException e) {
            expected = e.getMessage();
        }
        AtomicReference<String> message = new AtomicReference<>();
        session(new GameStore(dir)).open(bad, g -> {
            throw new AssertionError("opened a bad file");
        }, message::set);

        assertThat(message.get()).isEqualTo(expected);
        assertThat(Files.readAllBytes(bad)).isEqualTo(before);
    }

    @Test
    void saveOpensAgainAsTheSameGameAndIsRemembered() {
        GameStore store = new GameStore(dir);
        GameSession s = session(store);
        Table[] table = new Table[1];
        play(table, s, newLog(13L), 4, snap -> table[0].close());
        Path file = dir.resolve("mine.pinochle");
        AtomicReference<Path> saved = new AtomicReference<>();
        s.save(file, saved::set, m -> {
            throw new AssertionError(m);
        });
        AtomicReference<GameRecord> opened = new AtomicReference<>();
        s.open(file, opened::set, m -> {
            throw new AssertionError(m);
        });

        assertThat(saved.get()).isEqualTo(file);
        assertThat(s.file()).isEqualTo(file);
        assertThat(opened.get().position()).isEqualTo(s.current().position());
        assertThat(store.recentGames()).extracting(r -> r.file().getFileName().toString())
                .containsExactly("mine.pinochle");
    }

    @Test
    void replayingADealGivesTheSameCardsInANewGame() {
        GameSession s = session(new GameStore(dir));
        Table[] table = new Table[1];
        play(table, s, newLog(17L), 30, snap -> table[0].close());
        GameRecord played = s.current();
        AtomicReference<GameLog> replay = new AtomicReference<>();
        s.replayDeal(0, 99L, replay::set, m -> {
            throw new AssertionError(m);
        });

        GameRecord fresh = replay.get().record();
        assertThat(fresh.info().id()).isNotEqualTo(played.info().id());
        assertThat(fresh.hands().get(0).deal()).isEqualTo(played.hands().get(0).deal());
        assertThat(fresh.hands().get(0).actions()).isEmpty();
    }

    @Test
    void aFinishedGameIsCountedInTheStatistics() throws Exception {
        GameStore store = new GameStore(dir);
        GameSession s = session(store);
        Table[] table = new Table[1];
        GameLog log = GameSession.newGame(Game.start(RuleSet.standard().with("target", "500"), 3L), Snapshots.SEATS);
        List<Snapshot> seen = play(table, s, log, Integer.MAX_VALUE, snap -> { });
        assertThat(seen.get(seen.size() - 1).stage()).isEqualTo(Snapshot.Stage.GAME_OVER);

        AtomicReference<Integer> games = new AtomicReference<>();
        s.statistics(st -> games.set(st.total().games()), m -> {
            throw new AssertionError(m);
        });
        assertThat(games.get()).isEqualTo(1);
        assertThat(StatisticsDialog.rows(store.statistics().load())).last().satisfies(row ->
                assertThat(row.get(0)).isEqualTo("All"));
    }

    @Test
    void aGameReviewedShowsEveryStepOfTheHand() {
        GameSession s = session(new GameStore(dir));
        Table[] table = new Table[1];
        GameLog log = GameSession.newGame(Game.start(RuleSet.standard(), 21L), Snapshots.SEATS);
        play(table, s, log, 40, snap -> table[0].close());
        AtomicReference<GameSession.Review> review = new AtomicReference<>();
        s.review(0, review::set, m -> {
            throw new AssertionError(m);
        });

        GameRecord r = s.current();
        assertThat(review.get().review().steps()).hasSize(r.hands().get(0).actions().size() + 1);
        // The advisor plays the first legal action, as the scripted human does: no step differs.
        assertThat(review.get().differences()).isEmpty();
        assertThat(review.get().seats()).hasSize(4);
    }

    /**
     * A hand review asks the Expert at each of the player's steps, which takes seconds: a Save asked for meanwhile
     * must not wait for it (the soak, seed 103, saw Save queued behind a review's advice).
     */
    @Test
    void aSaveDoesNotWaitForAHandReview() {
        List<Runnable> io = new ArrayList<>();
        List<Runnable> reviews = new ArrayList<>();
        GameSession s = new GameSession(new GameStore(dir), io::add, reviews::add, Runnable::run, FIRST_LEGAL,
                message -> { });
        session = s;
        Table[] table = new Table[1];
        GameLog log = GameSession.newGame(Game.start(RuleSet.standard(), 21L), Snapshots.SEATS);
        play(table, s, log, 40, snap -> table[0].close());
        io.forEach(Runnable::run);
        io.clear();

        AtomicReference<GameSession.Review> review = new AtomicReference<>();
        s.review(0, review::set, m -> {
            throw new AssertionError(m);
        });
        Path target = dir.resolve("mid-review.pinochle");
        AtomicReference<Path> saved = new AtomicReference<>();
        s.save(target, saved::set, m -> {
            throw new AssertionError(m);
        });
        assertThat(io).as("the Save's work, and nothing else").hasSize(1);
        io.remove(0).run();
        assertThat(saved.get()).isEqualTo(target);
        assertThat(target).exists();
        assertThat(review.get()).as("the review, still being worked out").isNull();

        assertThat(reviews).hasSize(1);
        reviews.remove(0).run();
        assertThat(review.get().review().steps()).isNotEmpty();
    }

    /**
     * No game is ever lost: an unfinished game left for another is kept as a new file in the saves folder, with
     * every move; a game its file already holds, and a fresh deal with no move, are not copied.
     */
    @Test
    void leavingAnUnfinishedGameKeepsItAsAFile() throws Exception {
        GameStore store = new GameStore(dir);
        GameSession s = session(store);
        Table[] table = new Table[1];
        play(table, s, newLog(9L), 6, snap -> table[0].close());
        Consumer<String> fail = message -> {
            throw new AssertionError(message);
        };
        GameRecord left = s.current();
        AtomicReference<Path> kept = new AtomicReference<>();
        s.keepUnfinished(left, kept::set, fail);
        assertThat(kept.get()).isNotNull().startsWith(store.savesFolder());
        GameRecord reread = store.open(kept.get());
        assertThat(reread.actionCount()).isEqualTo(left.actionCount()).isPositive();
        assertThat(reread.position()).isEqualTo(left.position());

        AtomicReference<Path> again = new AtomicReference<>(dir);
        s.save(dir.resolve("mine.pinochle"), saved -> { }, fail);
        s.keepUnfinished(s.current(), again::set, fail);
        assertThat(again.get()).as("already on file").isNull();

        // QA: the file deleted outside the game after it was saved; leaving the game then kept nothing.
        Files.delete(dir.resolve("mine.pinochle"));
        s.keepUnfinished(s.current(), again::set, fail);
        assertThat(again.get()).as("its file deleted since").isNotNull().startsWith(store.savesFolder());
        assertThat(store.open(again.get()).actionCount()).isEqualTo(s.current().actionCount());

        again.set(dir);
        s.track(newLog(3L), null, false);
        s.keepUnfinished(s.current(), again::set, fail);
        assertThat(again.get()).as("a fresh deal").isNull();
    }

    /**
     * QA: start the game, where the bots open the bidding at once, and choose New game before a single decision
     * of yours: "Your unfinished game is kept as partnership-….pinochle" came up, and a file no one played was
     * left in saves/ at each such start. A game you have not yet acted in is a fresh deal to you: not copied.
     */
    @Test
    void aDealOnlyTheBotsHaveMovedInIsNotKept() throws Exception {
        GameStore store = new GameStore(dir);
        GameSession s = session(store);
        Table[] table = new Table[1];
        long seed = 0;
        GameLog log;
        do {
            log = newLog(++seed);
            play(table, s, log, 1, snap -> table[0].close());
        } while (s.current().actionCount() == 0);
        AtomicReference<Path> kept = new AtomicReference<>(dir);

        s.keepUnfinished(s.current(), kept::set, message -> {
            throw new AssertionError(message);
        });

        assertThat(kept.get()).as("kept after %d bot moves, none of yours", s.current().actionCount()).isNull();
    }
}
