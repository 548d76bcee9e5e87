package dev.pinochle.save;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.pinochle.core.Mode;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The game's files in the per-user app-data folder ({@link AppData}), and the menus built on them: Save and
 * Save As, Open, the recent games, the autosave after every action, "Resume your last game?", statistics,
 * the player's own rule sets.
 *
 * <p>Every method does blocking IO: call it from a worker thread, never from the Swing thread. Methods are
 * synchronized, so one store may be shared by the UI's workers.
 */
public final class GameStore {
    /** Entries the recent-games menu keeps. */
    public static final int RECENT_LIMIT = 10;
    static final String AUTOSAVE = "autosave" + SaveFiles.EXTENSION;
    static final String RECENT = "recent.json";
    static final String STATISTICS = "statistics.json";
    static final String OWN_RULES = "own-rules.json";
    static final String SAVES = "saves";
    static final String DAMAGED = "damaged";
    static final String LOCK = "running.lock";
    /** The path of the file the autosaved game was last opened from or saved to: empty or missing for none. */
    static final String GAME_FILE = "autosave-file.txt";
    private static final String RECENT_FORMAT = "pinochle-recent";
    /** Temporary files older than this are left over from a crash, not from a write going on now. */
    private static final Duration STALE = Duration.ofHours(1);

    private final Path folder;
    /** The player's clock, for the times in file names: Recent games shows the same times. */
    private final ZoneId zone;
    private final StatisticsStore statistics;
    private final OwnRulesStore ownRules;
    /** This process's hold on the folder, once {@link #claim}ed; never released, the OS does that at exit. */
    private FileLock claim;

    /** A store in {@code folder}, created on the first write. */
    public GameStore(Path folder) {
        this(folder, ZoneId.systemDefault());
    }

    /** A store that names files by the time in {@code zone}. */
    public GameStore(Path folder, ZoneId zone) {
        this.folder = folder;
        this.zone = zone;
        this.statistics = new StatisticsStore(folder.resolve(STATISTICS));
        this.ownRules = new OwnRulesStore(folder.resolve(OWN_RULES), zone);
    }

    /** The store in this user's app-data folder; temporary files a crash left there are cleared. */
    public static GameStore inAppData() throws IOException {
        GameStore store = new GameStore(AppData.folder());
        AtomicFiles.removeStaleTemps(store.folder, STALE);
        return store;
    }

    public Path folder() {
        return folder;
    }

    /**
     * Claims the folder for this copy of the game: false when another copy holds it. Two copies would share one
     * autosave, and each would overwrite the other's game. The claim lasts as long as the process, however it
     * ends: the operating system drops the lock with it, so a crash leaves nothing to clear.
     */
    public synchronized boolean claim() throws IOException {
        if (claim != null) {
            return true;
        }
        Files.createDirectories(folder);
        FileChannel channel = FileChannel.open(folder.resolve(LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
        try {
            claim = channel.tryLock();
        } catch (OverlappingFileLockException heldHere) {
            // Another store of this process holds it: a second game on the folder all the same.
            claim = null;
        }
        if (claim == null) {
            channel.close();
            return false;
        }
        return true;
    }

    /** Where Save As proposes to put games; created if missing. */
    public Path savesFolder() throws IOException {
        Path saves = folder.resolve(SAVES);
        try {
            return Files.createDirectories(saves);
        } catch (IOException e) {
            // The system's message is the bare path, which said nothing of why (QA, a read-only app-data folder).
            throw new IOException("the folder " + saves + " could not be made: "
                    + AtomicFiles.reason(e, folder), e);
        }
    }

    /**
     * A fresh file name in {@link #savesFolder()} for Save As to propose: the mode and the game's start by the
     * player's clock, {@code partnership-2025-06-01-1830.pinochle}, numbered if taken.
     */
    public Path suggestedFile(GameRecord game) throws IOException {
        return suggestedFile(game, savesFolder());
    }

    /** The same fresh name in {@code folder}, for when the saves folder cannot be made. */
    public Path suggestedFile(GameRecord game, Path folder) {
        Instant began = game.info().created() == null ? Instant.now() : game.info().created();
        String base = game.rules().mode().title() + "-"
                + DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmm").withZone(zone).format(began);
        Path file = folder.resolve(base + SaveFiles.EXTENSION);
        for (int n = 2; Files.exists(file); n++) {
            file = folder.resolve(base + "-" + n + SaveFiles.EXTENSION);
        }
        return file;
    }

    public Path autosaveFile() {
        return folder.resolve(AUTOSAVE);
    }

    public StatisticsStore statistics() {
        return statistics;
    }

    /** The player's own rule sets, for New game. */
    public OwnRulesStore ownRules() {
        return ownRules;
    }

    /**
     * Save or Save As: writes the game atomically (the file replaced is kept as {@code .bak}) and puts the
     * file first in the recent games.
     */
    public synchronized void save(Path file, GameRecord game) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            // A mistyped folder is not made on the player's behalf: the game would go somewhere they never chose.
            throw new IOException("'" + file.getFileName() + "' could not be written: the folder '"
                    + parent.getFileName() + "' does not exist");
        }
        SaveFiles.write(file, game);
        remember(file, game, false);
    }

    /**
     * Writes an unfinished game the player is leaving into {@code file} (a fresh name in the saves folder). In the
     * recent games it takes the place of any copy kept of the same game before, so that leaving one game again and
     * again does not push the player's own saves off the list (QA: six of ten entries were such copies).
     */
    public synchronized void keep(Path file, GameRecord game) throws IOException {
        SaveFiles.write(file, game);
        remember(file, game, true);
    }

    /**
     * Open: reads, checks and replays a saved game, and puts it first in the recent games.
     *
     * @throws SaveFileException with a message for the player; the file is not touched
     */
    public synchronized GameRecord open(Path file) throws SaveFileException {
        GameRecord game;
        try {
            game = SaveFiles.read(file);
        } catch (SaveFileException e) {
            if (!Files.exists(file)) {
                try {
                    forget(file);
                } catch (IOException listNotWritten) {
                    // The entry stays; the player is told the file is gone all the same.
                }
            }
            throw e;
        }
        remember(file, game, false);
        return game;
    }

    /** The recent games, newest first. A missing or damaged list is an empty one: it is only an index. */
    public synchronized List<RecentGame> recentGames() {
        Path index = folder.resolve(RECENT);
        if (!Files.exists(index)) {
            return List.of();
        }
        try {
            JsonNode tree = SaveFiles.tree(SaveFiles.readBytes(index), RECENT);
            RecentDto dto = Json.MAPPER.treeToValue(tree, RecentDto.class);
            if (!RECENT_FORMAT.equals(dto.format()) || dto.games() == null) {
                return List.of();
            }
            List<RecentGame> out = new ArrayList<>();
            for (RecentDto.Entry e : dto.games()) {
                out.add(new RecentGame(Path.of(e.file()), Instant.parse(e.saved()), Mode.valueOf(e.mode()),
                        e.handNumber(), e.scores(), e.over(), e.id(), Boolean.TRUE.equals(e.kept())));
            }
            return out;
        } catch (SaveFileException | JsonProcessingException | RuntimeException e) {
            return List.of();
        }
    }

    /** Removes a file from the recent games (after it was found missing, say). */
    public synchronized void forget(Path file) throws IOException {
        Path key = file.toAbsolutePath().normalize();
        List<RecentGame> games = new ArrayList<>(recentGames());
        if (games.removeIf(g -> g.file().equals(key))) {
            writeRecent(games);
        }
    }

    /** Writes the autosave, keeping the one before as {@code .bak}: call after every action. */
    public synchronized void autosave(GameRecord game) throws IOException {
        SaveFiles.write(autosaveFile(), game);
    }

    /**
     * The unfinished game the autosave holds, for "Resume your last game?". An autosave that cannot be read
     * is moved into the {@code damaged} folder (never overwritten) and its backup, one action older, is
     * offered instead if it can be; the notice says what happened.
     */
    public synchronized LastGame lastGame() {
        Path auto = autosaveFile();
        if (!Files.exists(auto)) {
            return LastGame.NONE;
        }
        try {
            return unfinished(SaveFiles.read(auto), Optional.empty());
        } catch (SaveFileException e) {
            String notice = e.getMessage();
            try {
                // A newer version's game is no damage: it goes where that version's Open starts, beside the saves.
                boolean newer = e.kind() == SaveFileException.Kind.NEWER;
                Path kept = newer ? setAside(auto, savesFolder(), "autosave-of-a-newer-version", zone)
                        : setAside(auto, Files.createDirectories(folder.resolve(DAMAGED)), "autosave", zone);
                notice += " It was kept as " + kept + ".";
            } catch (IOException moveFailed) {
                return new LastGame(Optional.empty(), Optional.of(notice));
            }
            Path backup = AtomicFiles.backupOf(auto);
            if (Files.exists(backup)) {
                GameRecord older;
                try {
                    older = SaveFiles.read(backup);
                } catch (SaveFileException olderToo) {
                    return new LastGame(Optional.empty(), Optional.of(notice));
                }
                try {
                    // The backup becomes the autosave before anything is asked: if the app dies at the prompt,
                    // the next launch offers it again (else the first move would overwrite the only good copy).
                    SaveFiles.write(auto, older);
                } catch (IOException writeFailed) {
                    // The backup itself is untouched, and the game is offered from it all the same.
                }
                return unfinished(older, Optional.of(notice + " Your game is restored from just before its last move."));
            }
            return new LastGame(Optional.empty(), Optional.of(notice));
        }
    }

    /**
     * Notes the file the game in play was opened from or saved to ({@code null}: none), so that the game resumed
     * from the autosave after a crash has its file again: its title, Save, and no needless copy on leaving it.
     */
    public synchronized void gameFileIs(Path file) throws IOException {
        Path note = folder.resolve(GAME_FILE);
        if (file == null) {
            Files.deleteIfExists(note);
        } else {
            AtomicFiles.write(note, file.toAbsolutePath().normalize().toString().getBytes(StandardCharsets.UTF_8),
                    false);
        }
    }

    /** Forgets the autosave, when the player declines to resume or the game is over. */
    public synchronized void discardAutosave() throws IOException {
        Files.deleteIfExists(autosaveFile());
        Files.deleteIfExists(AtomicFiles.backupOf(autosaveFile()));
    }

    /** The game to offer, with its file if the one noted still holds it (the same id). */
    private LastGame unfinished(GameRecord game, Optional<String> notice) {
        if (game.isOver()) {
            return new LastGame(Optional.empty(), notice);
        }
        try {
            Path file = Path.of(new String(Files.readAllBytes(folder.resolve(GAME_FILE)), StandardCharsets.UTF_8));
            GameRecord there = SaveFiles.read(file);
            if (there.info().id().equals(game.info().id())) {
                return new LastGame(Optional.of(game), notice, Optional.of(file), there.hands().equals(game.hands()));
            }
        } catch (IOException | SaveFileException | InvalidPathException noFile) {
            // No note, or a file gone or changed since: the game is offered as one never saved.
        }
        return new LastGame(Optional.of(game), notice);
    }

    /**
     * Moves {@code file} into {@code into} as {@code base-<time>} with the file's own extension ({@code
     * .pinochle}), never over another file; the time is by the clock of {@code zone}.
     */
    static Path setAside(Path file, Path into, String base, ZoneId zone) throws IOException {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(zone).format(Instant.now());
        String name = file.getFileName().toString();
        String extension = name.substring(Math.max(0, name.lastIndexOf('.')));
        Path target = into.resolve(base + "-" + stamp + extension);
        for (int n = 2; Files.exists(target); n++) {
            target = into.resolve(base + "-" + stamp + "-" + n + extension);
        }
        return Files.move(file, target);
    }

    /** Puts the file first in the recent games if the list can be written: the game is saved or open all the same. */
    private void remember(Path file, GameRecord game, boolean kept) {
        Path key = file.toAbsolutePath().normalize();
        String id = game.info().id();
        List<RecentGame> games = new ArrayList<>(recentGames());
        games.removeIf(g -> g.file().equals(key) || kept && g.kept() && id.equals(g.id()));
        games.add(0, new RecentGame(key, Instant.now(), game.rules().mode(), game.position().handNumber(),
                game.scores(), game.isOver(), id, kept));
        try {
            writeRecent(games.subList(0, Math.min(games.size(), RECENT_LIMIT)));
        } catch (IOException e) {
            // Only the menu entry is lost; "could not be saved" would be untrue and name the wrong file.
        }
    }

    private void writeRecent(List<RecentGame> games) throws IOException {
        List<RecentDto.Entry> entries = new ArrayList<>();
        for (RecentGame g : games) {
            entries.add(new RecentDto.Entry(g.file().toString(), g.saved().toString(), g.mode().name(),
                    g.handNumber(), g.scores(), g.over(), g.id(), g.kept()));
        }
        AtomicFiles.write(folder.resolve(RECENT), Json.PRETTY.writeValueAsBytes(
                new RecentDto(RECENT_FORMAT, 1, entries)), false);
    }

    private record RecentDto(String format, int schemaVersion, List<Entry> games) {
        record Entry(String file, String saved, String mode, int handNumber, List<Integer> scores, boolean over,
                String id, Boolean kept) { }
    }
}
