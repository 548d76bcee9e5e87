package dev.pinochle.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The player's own rule sets in the app-data folder (RULES.md §4b): one small file, written atomically, in the
 * order they were first saved. Blocking IO: call from a worker thread.
 */
public final class OwnRulesStore {
    static final String FORMAT = "pinochle-own-rules";
    static final int SCHEMA_VERSION = 1;

    /**
     * The sets for New game, and a notice if the file could not be read: it is then moved into the {@code damaged}
     * folder, never overwritten, and said once.
     */
    public record Shelf(List<OwnRules> sets, Optional<String> notice) {
        public Shelf {
            sets = List.copyOf(sets);
        }
    }

    private final Path file;
    /** The player's clock, for the time in the name of a file set aside. */
    private final ZoneId zone;

    OwnRulesStore(Path file, ZoneId zone) {
        this.file = file;
        this.zone = zone;
    }

    /**
     * The sets kept. A file that cannot be read is set aside, and its backup, one change older, takes its place if
     * it can be read; else the sets start afresh. The notice says which.
     */
    public synchronized Shelf load() {
        try {
            return new Shelf(read(file), Optional.empty());
        } catch (SaveFileException e) {
            String notice = e.getMessage();
            try {
                notice += " It was kept as " + GameStore.setAside(file, Files.createDirectories(file.resolveSibling(
                        GameStore.DAMAGED)), "own-rules", zone) + ".";
            } catch (IOException moveFailed) {
                // Left where it is: saving a set then fails with the same message rather than write over it.
                return new Shelf(List.of(), Optional.of(notice));
            }
            List<OwnRules> older;
            try {
                older = read(AtomicFiles.backupOf(file));
            } catch (SaveFileException olderToo) {
                older = List.of();
            }
            if (older.isEmpty()) {
                return new Shelf(List.of(), Optional.of(notice + " Your rule sets start afresh."));
            }
            try {
                write(older);
            } catch (IOException writeFailed) {
                // The backup itself is untouched, and the sets are offered from it all the same.
            }
            return new Shelf(older, Optional.of(notice + " Your rule sets are restored from before their last"
                    + " change."));
        }
    }

    /**
     * Keeps {@code set}, in the place of the set of that name if there is one.
     *
     * @return the sets now kept
     * @throws SaveFileException if the file is damaged: it is left as it is
     */
    public synchronized List<OwnRules> keep(OwnRules set) throws IOException, SaveFileException {
        List<OwnRules> sets = new ArrayList<>(read(file));
        int at = indexOf(sets, set.name());
        if (at < 0) {
            sets.add(set);
        } else {
            sets.set(at, set);
        }
        write(sets);
        return List.copyOf(sets);
    }

    /**
     * Forgets the set named {@code name}.
     *
     * @return the sets now kept
     * @throws SaveFileException if the file is damaged: it is left as it is
     */
    public synchronized List<OwnRules> remove(String name) throws IOException, SaveFileException {
        List<OwnRules> sets = new ArrayList<>(read(file));
        sets.removeIf(s -> s.named(name));
        write(sets);
        return List.copyOf(sets);
    }

    private static int indexOf(List<OwnRules> sets, String name) {
        for (int i = 0; i < sets.size(); i++) {
            if (sets.get(i).named(name)) {
                return i;
            }
        }
        return -1;
    }

    private static List<OwnRules> read(Path file) throws SaveFileException {
        if (!Files.exists(file)) {
            return List.of();
        }
        String name = file.getFileName().toString();
        ObjectNode root = RulesFiles.checked(SaveFiles.tree(SaveFiles.readBytes(file, SaveFiles.MAX_BYTES,
                RulesFiles.WHAT), name, RulesFiles.WHAT), FORMAT, SCHEMA_VERSION, name, RulesFiles.WHAT);
        try {
            JsonNode array = root.get("sets");
            if (array == null || !array.isArray()) {
                throw BadRecord.damaged("it has no list of sets");
            }
            root.fieldNames().forEachRemaining(f -> {
                if (!f.equals("sets") && !RulesFiles.HEADER.contains(f)) {
                    throw BadRecord.damaged("it has an unknown field '" + f + "'");
                }
            });
            List<OwnRules> sets = new ArrayList<>();
            for (JsonNode entry : array) {
                OwnRules set = OwnRules.of(entry, Set.of());
                if (indexOf(sets, set.name()) >= 0) {
                    throw BadRecord.damaged("it holds two sets named '" + set.name() + "'");
                }
                sets.add(set);
            }
            return sets;
        } catch (BadRecord e) {
            throw RulesFiles.damaged(name, e);
        }
    }

    private void write(List<OwnRules> sets) throws IOException {
        ObjectNode root = RulesFiles.header(FORMAT, SCHEMA_VERSION);
        ArrayNode array = root.putArray("sets");
        sets.forEach(s -> array.add(s.toJson()));
        AtomicFiles.write(file, Json.text(root), true);
    }
}
