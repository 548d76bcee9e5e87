package dev.pinochle.save;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.pinochle.core.Mode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The statistics file of the app-data folder: the human side's tallies of finished games per mode, and the
 * ids of the games already counted, so that a game opened, undone or finished twice counts once. Blocking
 * IO: call from a worker thread.
 */
public final class StatisticsStore {
    static final String FORMAT = "pinochle-statistics";
    static final int SCHEMA_VERSION = 1;
    /** Ids remembered against counting a game twice; older games are long finished. */
    static final int COUNTED_LIMIT = 1000;

    private final Path file;

    public StatisticsStore(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /**
     * The statistics so far, empty if none were kept yet.
     *
     * @throws SaveFileException if the file is damaged; {@link #reset()} starts it afresh
     */
    public synchronized Statistics load() throws SaveFileException {
        return read().statistics;
    }

    /**
     * Counts a finished game for its first human seat's side, once per game id; an unfinished game or one
     * without a human changes nothing.
     *
     * @return the statistics after counting
     * @throws SaveFileException if the file is damaged: it is left as it is
     */
    public synchronized Statistics record(GameRecord game) throws IOException, SaveFileException {
        Stored stored = read();
        int human = game.info().firstHuman();
        if (!game.isOver() || human < 0 || stored.counted.contains(game.info().id())) {
            return stored.statistics;
        }
        int side = game.rules().mode().partnerships() ? human % 2 : human;
        Statistics next = stored.statistics.plus(game.rules().mode(), Tally.of(game, side));
        List<String> counted = new ArrayList<>(stored.counted);
        counted.add(game.info().id());
        if (counted.size() > COUNTED_LIMIT) {
            counted = counted.subList(counted.size() - COUNTED_LIMIT, counted.size());
        }
        write(next, counted);
        return next;
    }

    /** Forgets every statistic (also the way out of a damaged file). */
    public synchronized void reset() throws IOException {
        write(Statistics.EMPTY, List.of());
    }

    private record Stored(Statistics statistics, List<String> counted) { }

    private record Dto(String format, int schemaVersion, Map<String, GameFileDto.TallyDto> modes,
            List<String> counted) { }

    private Stored read() throws SaveFileException {
        if (!Files.exists(file)) {
            return new Stored(Statistics.EMPTY, List.of());
        }
        String name = file.getFileName().toString();
        byte[] bytes = SaveFiles.readBytes(file);
        JsonNode tree;
        try {
            tree = SaveFiles.tree(bytes, name);
        } catch (SaveFileException e) {
            // The parser's words are about a saved game; cut short or not JSON, this file is damaged all the same.
            throw damaged(name, e);
        }
        if (!FORMAT.equals(tree.path("format").asText(null))) {
            throw SaveFiles.fail(SaveFileException.Kind.NOT_A_SAVE, "'" + name + "' is not Pinochle's statistics file.",
                    null);
        }
        if (tree.path("schemaVersion").asInt(0) > SCHEMA_VERSION) {
            throw SaveFiles.fail(SaveFileException.Kind.NEWER, "'" + name + "' was written by a newer version of"
                    + " Pinochle. Update Pinochle to see your statistics.", null);
        }
        Dto dto;
        try {
            dto = Json.MAPPER.treeToValue(tree, Dto.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw damaged(name, e);
        }
        Map<Mode, Tally> byMode = new LinkedHashMap<>();
        if (dto.modes() != null) {
            for (Map.Entry<String, GameFileDto.TallyDto> e : dto.modes().entrySet()) {
                // A mode this version does not play (written by a newer one) is not shown.
                for (Mode m : Mode.values()) {
                    if (m.name().equals(e.getKey()) && e.getValue() != null) {
                        byMode.put(m, e.getValue().toTally());
                    }
                }
            }
        }
        return new Stored(new Statistics(byMode), dto.counted() == null ? List.of() : List.copyOf(dto.counted()));
    }

    private static SaveFileException damaged(String name, Exception cause) {
        return SaveFiles.fail(SaveFileException.Kind.DAMAGED, "'" + name + "' is damaged; reset the statistics"
                + " to start them afresh.", cause);
    }

    private void write(Statistics statistics, List<String> counted) throws IOException {
        Map<String, GameFileDto.TallyDto> modes = new LinkedHashMap<>();
        for (Mode m : Mode.values()) {
            Tally t = statistics.byMode().get(m);
            if (t != null) {
                modes.put(m.name(), GameFileDto.TallyDto.of(t));
            }
        }
        byte[] json = Json.PRETTY.writeValueAsBytes(new Dto(FORMAT, SCHEMA_VERSION, modes, counted));
        AtomicFiles.write(file, json, true);
    }
}
