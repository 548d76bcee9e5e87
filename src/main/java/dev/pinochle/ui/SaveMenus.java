package dev.pinochle.ui;

import dev.pinochle.save.GameLog;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.RecentGame;
import dev.pinochle.save.SaveFiles;
import dev.pinochle.save.SeatInfo;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Snapshot;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.ComponentListener;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;

/**
 * The main window's saved-game menus and dialogs: Open, Recent games, Save, Save As, Undo, Redo, Replay this
 * deal, hand review, statistics and "Resume your last game?". The files are read and written by
 * {@link GameSession} on its worker thread; this class only asks and shows, on the Swing thread.
 */
final class SaveMenus {
    private static final DateTimeFormatter SAVED = DateTimeFormatter.ofPattern("d MMM HH:mm", Locale.ENGLISH)
            .withZone(ZoneId.systemDefault());

    private final MainWindow window;
    private final GameSession session;
    private final JMenu recent = new JMenu("Recent games");
    private final JMenuItem save;
    private final JMenuItem saveAs;
    private final JMenuItem undo;
    private final JMenuItem redo;
    private final JMenuItem replay;
    private final JMenuItem review;
    private Snapshot shown;

    SaveMenus(MainWindow window, GameSession session) {
        this.window = window;
        this.session = session;
        save = MainWindow.item("Save", KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK, this::save);
        saveAs = MainWindow.item("Save As\u2026", KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK,
                this::saveAs);
        undo = MainWindow.item("Undo", KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK, this::undo);
        redo = MainWindow.item("Redo", KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK, this::redo);
        replay = MainWindow.item("Replay this deal", 0, 0, () -> replayDeal(handOnScreen()));
        review = MainWindow.item("Review last hand\u2026", 0, 0, () -> review(lastFinished()));
        recent.setName("recentGames");
        for (JMenuItem i : new JMenuItem[] {save, saveAs, undo, redo, replay, review}) {
            i.setEnabled(false);
        }
    }

    /** Adds the items after "New game…". */
    void addTo(JMenu game) {
        game.add(MainWindow.item("Open\u2026", KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK, this::open));
        game.add(recent);
        game.add(save);
        game.add(saveAs);
        game.addSeparator();
        game.add(undo);
        game.add(redo);
        game.add(replay);
        game.add(review);
        refreshRecent();
    }

    /** A new game is at the table: its title, and Save for it. */
    void gameChanged() {
        Path file = session.file();
        window.setTitle(file == null ? "Pinochle" : "Pinochle \u2014 " + file.getFileName());
        save.setEnabled(true);
        saveAs.setEnabled(true);
    }

    /** Enables what the snapshot on screen allows: undo and redo only while the table waits for the human. */
    void presented(Snapshot s) {
        shown = s;
        boolean waiting = s.stage() != Snapshot.Stage.BOT_TO_ACT;
        boolean allowed = window.settings().allowUndo() && waiting;
        undo.setEnabled(allowed && session.canUndo());
        redo.setEnabled(allowed && session.canRedo());
        replay.setEnabled(true);
        review.setEnabled(lastFinished() >= 0);
    }

    // ------------------------------------------------------------------ launch

    /** "Resume your last game?" if the autosave holds an unfinished game; else {@code otherwise}. */
    void offerLastGame(Runnable otherwise) {
        session.lastGame(last -> {
            last.notice().ifPresent(n -> Ask.tell(window, "Your last game", n, JOptionPane.WARNING_MESSAGE));
            if (last.game().isEmpty()) {
                otherwise.run();
                return;
            }
            GameRecord g = last.game().get();
            Object[] options = {"Resume", "New game"};
            Object choice = Ask.answer(window, "Resume", "<html><b>Resume your last game?</b><br>" + describe(g)
                    + "</html>", options, options[0], this::showFollowingTheWindow);
            if (!window.isDisplayable()) {
                // The window was closed under the prompt: no answer, and the game waits in the autosave.
                return;
            }
            if (choice == options[0] && resume(g, last.file().orElse(null), last.onFile())) {
                return;
            }
            // The new game starts once the old autosave is gone, so that its own first autosave is not deleted too.
            Runnable fresh = () -> session.discardAutosave(otherwise, message -> {
                problem(message);
                otherwise.run();
            });
            // Declined: the game is kept, unless its file already holds every move.
            if (last.onFile()) {
                fresh.run();
            } else {
                keep(g, fresh);
            }
        });
    }

    /**
     * Shows the resume prompt. Asked at launch, it can be up before the window manager has placed the window: it
     * follows the window there, and wherever the player moves it, to stay centred over the table.
     */
    private void showFollowingTheWindow(JDialog prompt) {
        // Centred on the bounds the move or resize has just given the window: the X server, which
        // setLocationRelativeTo asks, may not have moved it yet when the move was the program's own (SaveWindowTest's
        // flake in CI: the prompt stayed over the window's old place).
        Runnable centre = () -> prompt.setLocation(ScreenFit.centred(prompt.getSize(), window.getBounds(),
                ScreenFit.usable(window.getGraphicsConfiguration())));
        ComponentListener follow = new ComponentAdapter() {
            @Override
            public void componentMoved(ComponentEvent e) {
                centre.run();
            }

            @Override
            public void componentResized(ComponentEvent e) {
                centre.run();
            }
        };
        window.addComponentListener(follow);
        // The window may have taken its size after the prompt was placed over it and before the listener was
        // there to hear it: the prompt then stood centred on a window of no size, at (0, 0) (SaveWindowTest's
        // flake in CI). Centred once more now, it misses no move.
        prompt.setLocationRelativeTo(window);
        prompt.setVisible(true);
        window.removeComponentListener(follow);
    }

    /**
     * The game the prompt offers, as HTML: each side's score after its players' names, as the scoreboard has them
     * (QA: "score 78 to 362" did not say whose was which).
     */
    static String describe(GameRecord g) {
        List<SeatInfo> seats = g.info().seats();
        List<Integer> scores = g.scores();
        StringJoiner said = new StringJoiner(", ");
        for (int side = 0; side < scores.size(); side++) {
            // Partners sit across the table: a side's seats are side, side + sides, … (the duel's and three-handed's
            // one each).
            StringJoiner who = new StringJoiner(" & ");
            for (int seat = side; seat < seats.size(); seat += scores.size()) {
                who.add(seats.get(seat).human() ? "you"
                        : MarkdownHtml.escape(TableController.shortName(seats.get(seat).name())));
            }
            said.add(who + " " + scores.get(side) / g.rules().displayDivisor());
        }
        return "A " + GameChoices.modeLabel(g.rules().mode()) + " game, " + handsPlayed(g.position().handNumber())
                + ": " + said + ".";
    }

    /**
     * How far a game has gone, from the number of its current hand: a game saved on a hand's summary already
     * holds the next deal, so "hand 2" would name a hand the player has not seen.
     */
    static String handsPlayed(int handNumber) {
        int played = handNumber - 1;
        return played == 0 ? "first hand" : played + (played == 1 ? " hand" : " hands") + " played";
    }

    /**
     * Plays a saved game on from where it stands; false (after saying why) if it cannot be played here.
     *
     * @param onFile whether {@code file} holds every move of it
     */
    private boolean resume(GameRecord g, Path file, boolean onFile) {
        try {
            window.play(GameLog.resume(g), GameSession.seatsOf(g), file, onFile);
            return true;
        } catch (IllegalArgumentException e) {
            problem(e.getMessage());
            return false;
        }
    }

    // ------------------------------------------------------------------ files

    /**
     * Starts where Save As would save: the folder of the game's own file, else the saves folder, which is found
     * (and made) on the session's thread. Before the first deal there is no game to save: the chooser's own.
     */
    private void open() {
        if (session.current() == null) {
            chooseToOpen(null);
        } else {
            session.suggestFile(proposed -> chooseToOpen(proposed.getParent()), this::problem);
        }
    }

    private void chooseToOpen(Path folder) {
        JFileChooser chooser = chooser();
        if (folder != null) {
            chooser.setCurrentDirectory(folder.toFile());
        }
        if (chooser.showOpenDialog(window) == JFileChooser.APPROVE_OPTION) {
            session.openable(chooser.getSelectedFile().toPath(), this::open);
        }
    }

    /**
     * Before {@code next} puts another game on the table: the game in play, if unfinished, is kept as a file
     * first, and the player is told where.
     */
    void leaveGame(Runnable next) {
        keep(session.current(), next);
    }

    private void keep(GameRecord g, Runnable next) {
        session.keepUnfinished(g, kept -> {
            // The next game starts with no notice of the last one's; this one is about the last one's file.
            next.run();
            if (kept != null) {
                window.notice("Your unfinished game is kept as " + kept.getFileName() + " (Game \u203a Recent games)");
                refreshRecent();
            }
        }, this::problem);
    }

    /** Opens a saved game; a bad file's message is shown and the game in play goes on untouched. */
    void open(Path file) {
        session.open(file, g -> leaveGame(() -> {
            resume(g, file, true);
            refreshRecent();
        }), message -> {
            problem(message);
            // A file found missing has left the list.
            refreshRecent();
        });
    }

    private void save() {
        if (session.file() == null) {
            saveAs();
        } else {
            write(session.file());
        }
    }

    private void saveAs() {
        session.suggestFile(proposed -> {
            JFileChooser chooser = chooser();
            chooser.setSelectedFile(proposed.toFile());
            if (chooser.showSaveDialog(window) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            Path target = FileChoice.chosen(chooser, SaveFiles.EXTENSION);
            if (Files.exists(target) && !target.equals(session.file()) && !Ask.confirm(window, "Save As",
                    "'" + target.getFileName() + "' exists. Replace it? (The old one is kept as a .bak file.)",
                    "Replace", "Cancel")) {
                return;
            }
            write(target);
        }, this::problem);
    }

    /** Saves to {@code target}, the game's file from then on. */
    void write(Path target) {
        session.save(target, saved -> {
            gameChanged();
            window.notice("Saved to " + saved.getFileName());
            refreshRecent();
        }, this::problem);
    }

    private static JFileChooser chooser() {
        return FileChoice.of("Pinochle games", SaveFiles.EXTENSION);
    }

    private void refreshRecent() {
        session.recentGames(this::fillRecent);
    }

    private void fillRecent(List<RecentGame> games) {
        recent.removeAll();
        for (RecentGame g : games) {
            String label = g.file().getFileName() + " \u2014 " + GameChoices.modeLabel(g.mode()) + ", "
                    + (g.over() ? "over" : handsPlayed(g.handNumber())) + " (" + SAVED.format(g.saved()) + ")";
            recent.add(MainWindow.item(label, 0, 0, () -> open(g.file())));
        }
        recent.setEnabled(!games.isEmpty());
    }

    // ------------------------------------------------------------------ undo, replay, review, statistics

    private void undo() {
        if (window.settings().allowUndo() && window.table() != null && window.table().undo()) {
            // What the pacer still holds is the future that was just taken back.
            window.pacer().clear();
            window.notice(null);
        }
    }

    private void redo() {
        if (window.settings().allowUndo() && window.table() != null && window.table().redo()) {
            window.pacer().clear();
            window.notice(null);
        }
    }

    /** The hand on screen, 0-based (during its summary, the hand just finished). */
    private int handOnScreen() {
        return shown == null ? 0 : shown.view().handNumber() - 1;
    }

    /** The last finished hand, 0-based; -1 before any. */
    private int lastFinished() {
        return shown == null ? -1 : shown.hands().size() - 1;
    }

    /** A new game that deals hand {@code handIndex} of this one again, every decision open. */
    void replayDeal(int handIndex) {
        List<SeatSetup> seats = shown == null ? null : shown.seats();
        if (seats == null) {
            return;
        }
        session.replayDeal(handIndex, System.nanoTime(), log -> leaveGame(() -> window.play(log, seats, null, false)),
                this::problem);
    }

    /** The hand-review dialog for a finished hand (0-based), with the advisor's choices. */
    void review(int handIndex) {
        if (handIndex < 0) {
            return;
        }
        window.say("Preparing the review of hand " + (handIndex + 1) + "\u2026");
        session.review(handIndex, r -> {
            window.say(null);
            window.showOverTable(new HandReviewDialog(window, r, window.settings()));
        }, message -> {
            window.say(null);
            problem(message);
        });
    }

    void statistics() {
        new StatisticsDialog(window, session).setVisible(true);
    }

    /**
     * Whether the window may close now. While the autosave fails (a full disk, a read-only folder) and no file
     * holds the game as it stands, closing loses the moves since the last autosave: the player is asked first (QA:
     * Ctrl+Q on a full disk quit without a word, and the game came back a trick behind).
     */
    boolean mayQuit() {
        String why = session.unsaved();
        if (why == null) {
            return true;
        }
        Object[] options = {"Save As\u2026", "Quit anyway", "Keep playing"};
        Object choice = Ask.answer(window, "Quit", Ask.wrapped("Your last moves are not saved: " + why
                + ". If you quit now, the game resumes from before them. Save it elsewhere with Save As, or keep"
                + " playing: each move tries the autosave again."), options, options[0],
                d -> d.setVisible(true));
        if (choice == options[0]) {
            saveAs();
        }
        return choice == options[1];
    }

    /**
     * Writes the last autosave after the window goes, off the Swing thread; the thread is not a daemon so
     * that the app does not exit before the write is done.
     */
    void close() {
        new Thread(() -> {
            try {
                session.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "pinochle-autosave-close").start();
    }

    private void problem(String message) {
        // A write's reason is worded to go on in a longer sentence, so it may come without its full stop.
        Ask.tell(window, "Pinochle", message.matches("(?s).*[.?!]$") ? message : message + ".",
                JOptionPane.ERROR_MESSAGE);
    }
}
