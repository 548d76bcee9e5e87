package dev.pinochle.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.RuleSet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;

/**
 * A set of one's own as a small file to pass around (RULES.md §4b, {@code docs/save-format.md}): the format
 * marker, the versions, the set's name and every option by its spec name. Reading refuses what a saved game's
 * reading refuses, with a {@link SaveFileException} whose message a player can read. Blocking IO: call from a
 * worker thread.
 */
public final class RulesFiles {
    static final String FORMAT = "pinochle-rules";
    static final int SCHEMA_VERSION = 1;
    /** What Export proposes, and the file chooser lists. */
    public static final String EXTENSION = ".json";
    /** A rules file is under a kilobyte; anything much larger is no rules file, and is refused unread. */
    static final long MAX_BYTES = 64 * 1024;
    static final String WHAT = "rules file";
    /** The fields {@link #header} writes. */
    static final Set<String> HEADER = Set.of("format", "schemaVersion", "rulesVersion");

    private RulesFiles() {
    }

    /**
     * The set a rules file holds.
     *
     * @throws SaveFileException if the file cannot be read or is not a whole, valid rules file this version reads
     */
    public static OwnRules read(Path file) throws SaveFileException {
        String name = String.valueOf(file.getFileName());
        ObjectNode root = checked(SaveFiles.tree(SaveFiles.readBytes(file, MAX_BYTES, WHAT), name, WHAT), FORMAT,
                SCHEMA_VERSION, name, WHAT);
        try {
            return OwnRules.of(root, HEADER);
        } catch (BadRecord e) {
            throw damaged(name, e);
        }
    }

    /** Writes the set as a rules file, atomically: the file is the old one or the new one, never a mix. */
    public static void write(Path file, OwnRules set) throws IOException {
        ObjectNode root = header(FORMAT, SCHEMA_VERSION);
        root.setAll(set.toJson());
        AtomicFiles.write(file, Json.text(root), false);
    }

    /** The fields every rules-bearing file starts with. */
    static ObjectNode header(String format, int schemaVersion) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("format", format);
        root.put("schemaVersion", schemaVersion);
        root.put("rulesVersion", RuleSet.VERSION);
        return root;
    }

    /**
     * The tree as an object marked {@code format}, of a schema and rules version this one reads.
     *
     * @param what the file's kind as messages name it ("rules file")
     */
    static ObjectNode checked(JsonNode tree, String format, int schemaVersion, String name, String what)
            throws SaveFileException {
        if (!tree.isObject() || !format.equals(tree.path("format").asText(null))) {
            throw SaveFiles.fail(SaveFileException.Kind.NOT_A_SAVE, "'" + name + "' is not a Pinochle " + what + ".",
                    null);
        }
        try {
            int schema = Migrations.version(tree.get("schemaVersion"), "schema version", 1);
            int rules = Migrations.version(tree.get("rulesVersion"), "rules version", 0);
            if (schema > schemaVersion || rules > RuleSet.VERSION) {
                throw SaveFiles.fail(SaveFileException.Kind.NEWER, "'" + name + "' was written by a newer version of"
                        + " Pinochle. Update Pinochle to use it.", null);
            }
            if (rules < RuleSet.VERSION) {
                throw SaveFiles.fail(SaveFileException.Kind.TOO_OLD, "'" + name + "' holds rules version " + rules
                        + ", which this version of Pinochle no longer plays.", null);
            }
        } catch (BadRecord e) {
            throw damaged(name, e);
        }
        return (ObjectNode) tree;
    }

    static SaveFileException damaged(String name, BadRecord e) {
        String detail = e.getMessage();
        return SaveFiles.fail(SaveFileException.Kind.DAMAGED, "'" + name + "' is damaged: " + detail
                + (detail.endsWith(".") ? "" : "."), e);
    }
}
