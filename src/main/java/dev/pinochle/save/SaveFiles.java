package dev.pinochle.save;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.async.ByteArrayFeeder;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Saved games as files: one JSON object per game (see {@code docs/save-format.md}). Reading migrates old
 * layouts, binds to save-only records and replays every action through the core; anything that fails is
 * refused with a {@link SaveFileException} whose message a player can read, and the file is left as it is.
 * Writing is atomic and keeps the file it replaces as {@code .bak}.
 *
 * <p>Every method blocks on disk IO: call it from a worker thread, never from the Swing thread.
 */
public final class SaveFiles {
    /** The format marker, the first field of every saved game. */
    public static final String FORMAT = "pinochle-game";
    /** The schema version this version writes. */
    public static final int SCHEMA_VERSION = 2;
    /** No saved game comes near this; anything larger is refused unread. */
    public static final long MAX_BYTES = 10L * 1024 * 1024;
    /** The file name extension of saved games. */
    public static final String EXTENSION = ".pinochle";
    /** What a saved game is called in the messages of a file refused. */
    private static final String GAME = "saved game";

    private SaveFiles() {
    }

    /**
     * Reads, checks and replays a saved game.
     *
     * @throws SaveFileException if the file cannot be read or is not a whole, valid game of a version this one reads
     */
    public static GameRecord read(Path file) throws SaveFileException {
        return parse(readBytes(file), file.getFileName().toString());
    }

    /** {@link #read(Path)} for bytes already in memory; {@code name} is the file name messages show. */
    public static GameRecord parse(byte[] json, String name) throws SaveFileException {
        return parse(json, name, Migrations.CHAIN);
    }

    static GameRecord parse(byte[] json, String name, Migrations chain) throws SaveFileException {
        if (json.length > MAX_BYTES) {
            throw tooLarge(name, json.length, MAX_BYTES, GAME);
        }
        JsonNode tree = tree(json, name);
        if (!tree.isObject() || !FORMAT.equals(tree.path("format").asText(null))) {
            throw fail(SaveFileException.Kind.NOT_A_SAVE, "'" + name + "' is not a Pinochle saved game.", null);
        }
        try {
            ObjectNode root = (ObjectNode) tree;
            int version = Migrations.versionOf(root);
            if (version > chain.current()) {
                throw fail(SaveFileException.Kind.NEWER, "'" + name + "' was saved by a newer version of Pinochle"
                        + " (save format " + version + "; this version reads up to " + chain.current()
                        + "). Update Pinochle to open it.", null);
            }
            if (version < chain.oldest()) {
                throw fail(SaveFileException.Kind.TOO_OLD, "'" + name + "' was saved by an early version of"
                        + " Pinochle (save format " + version + ") that this version no longer reads.", null);
            }
            root = chain.upgrade(root, version);
            checkRulesVersion(root, name);
            GameFileDto dto = bind(root);
            return Replay.of(dto);
        } catch (BadRecord e) {
            throw fail(e.kind(), detailed(e.kind(), name, e.getMessage()), e);
        } catch (RuntimeException e) {
            // A safety net: whatever a hostile file provokes, the player gets a message, not a crash.
            throw fail(SaveFileException.Kind.DAMAGED, detailed(SaveFileException.Kind.DAMAGED, name,
                    "it could not be replayed (" + e + ")"), e);
        }
    }

    /** The JSON text of a record, as {@link #write(Path, GameRecord)} writes it. */
    public static byte[] toJson(GameRecord record) {
        return Json.text(GameFileDto.of(record));
    }

    /**
     * Saves a game to {@code file} atomically: a crash at any moment leaves either the old file or the new
     * one, never a mix. The file replaced is kept as {@code file.bak}.
     */
    public static void write(Path file, GameRecord record) throws IOException {
        AtomicFiles.write(file, toJson(record), true);
    }

    /**
     * Writes a game as {@code folder/name.pinochle} (atomically, without a backup), for tools that keep
     * many games, such as the bot arena's {@code --record DIR}. Returns the file written.
     */
    public static Path writeInto(Path folder, String name, GameRecord record) throws IOException {
        String safe = name.replaceAll("[^A-Za-z0-9._-]", "_");
        Path file = folder.resolve(safe.endsWith(EXTENSION) ? safe : safe + EXTENSION);
        AtomicFiles.write(file, toJson(record), false);
        return file;
    }

    static byte[] readBytes(Path file) throws SaveFileException {
        return readBytes(file, MAX_BYTES, GAME);
    }

    /** The bytes of a file that should be a {@code what} ("saved game", "rules file") of at most {@code limit}. */
    static byte[] readBytes(Path file, long limit, String what) throws SaveFileException {
        String name = String.valueOf(file.getFileName());
        if (Files.isDirectory(file)) {
            throw fail(SaveFileException.Kind.UNREADABLE, "'" + name + "' is a folder, not a " + what + ".", null);
        }
        try {
            long size = Files.size(file);
            if (size > limit) {
                throw tooLarge(name, size, limit, what);
            }
            try (InputStream in = Files.newInputStream(file)) {
                // Read one byte past the limit, in case the file grew since it was measured.
                byte[] bytes = in.readNBytes((int) limit + 1);
                if (bytes.length > limit) {
                    throw tooLarge(name, bytes.length, limit, what);
                }
                return bytes;
            }
        } catch (NoSuchFileException e) {
            throw fail(SaveFileException.Kind.UNREADABLE, "'" + name + "' does not exist.", e);
        } catch (AccessDeniedException e) {
            throw fail(SaveFileException.Kind.UNREADABLE, "You may not read '" + name + "'.", e);
        } catch (IOException e) {
            throw fail(SaveFileException.Kind.UNREADABLE, "'" + name + "' could not be read: " + e.getMessage(), e);
        }
    }

    /** The JSON tree of a file's bytes; empty, cut short or not JSON text are each refused in words. */
    static JsonNode tree(byte[] json, String name) throws SaveFileException {
        return tree(json, name, GAME);
    }

    /** The same for a file that should be a {@code what}: the messages name it. */
    static JsonNode tree(byte[] json, String name, String what) throws SaveFileException {
        if (isBlank(json)) {
            throw fail(SaveFileException.Kind.TRUNCATED, "'" + name + "' is empty.", null);
        }
        try {
            return Json.MAPPER.readTree(json);
        } catch (JsonParseException e) {
            if (String.valueOf(e.getOriginalMessage()).startsWith("Duplicate field")) {
                throw fail(SaveFileException.Kind.DAMAGED, detailed(SaveFileException.Kind.DAMAGED, name,
                        e.getOriginalMessage().toLowerCase(Locale.ROOT)), e);
            }
            if (endsTooSoon(json, e)) {
                throw fail(SaveFileException.Kind.TRUNCATED, "'" + name + "' is cut short: the " + what + " ends"
                        + " in the middle, as if writing it was interrupted.", e);
            }
            throw fail(SaveFileException.Kind.NOT_JSON, "'" + name + "' is not a Pinochle " + what + ": it is not"
                    + " JSON text (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ").", e);
        } catch (MismatchedInputException e) {
            throw fail(SaveFileException.Kind.DAMAGED, detailed(SaveFileException.Kind.DAMAGED, name,
                    "there is more text after the " + what), e);
        } catch (IOException e) {
            throw fail(SaveFileException.Kind.NOT_JSON, "'" + name + "' is not a Pinochle " + what + ": it is not"
                    + " JSON text.", e);
        }
    }

    /**
     * Whether more text could complete {@code json}, which Jackson refused with {@code e}. Jackson reports
     * most cuts as the end of the input, but some as a bad token (after a comma, in {@code 1.} or inside
     * {@code false}), and text after a finished value as either. The non-blocking parser, given every byte,
     * must find no error and wait for more before the value is finished; as it waits inside any word, a word
     * Jackson calls a bad token must also begin {@code true}, {@code false} or {@code null}.
     */
    private static boolean endsTooSoon(byte[] json, JsonParseException e) {
        try (JsonParser p = Json.MAPPER.createNonBlockingByteArrayParser()) {
            ((ByteArrayFeeder) p.getNonBlockingInputFeeder()).feedInput(json, 0, json.length);
            int depth = 0;
            for (JsonToken t = p.nextToken(); t != JsonToken.NOT_AVAILABLE; t = p.nextToken()) {
                depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
                if (depth == 0) {
                    // The value is finished: what Jackson refused comes after it.
                    return false;
                }
            }
        } catch (IOException notJson) {
            return false;
        }
        if (e instanceof JsonEOFException) {
            // Jackson's own end of input: any word the cut falls in is a string's, a name's or a number's.
            return true;
        }
        String text = new String(json, StandardCharsets.UTF_8);
        int word = text.length();
        while (word > 0 && Character.isJavaIdentifierPart(text.charAt(word - 1))) {
            word--;
        }
        String last = text.substring(word);
        return Stream.of("true", "false", "null").anyMatch(literal -> literal.startsWith(last));
    }

    private static void checkRulesVersion(ObjectNode root, String name) throws SaveFileException {
        int v = Migrations.version(root.get("rulesVersion"), "rules version", 0);
        if (v > RuleSet.VERSION) {
            throw fail(SaveFileException.Kind.NEWER, "'" + name + "' uses rules from a newer version of Pinochle"
                    + " (rules version " + v + "; this version plays " + RuleSet.VERSION
                    + "). Update Pinochle to open it.", null);
        }
        if (v < RuleSet.VERSION) {
            // A change of an option's meaning comes with a schema step that rewrites the rules; a file
            // still on older rules after the chain is one no step can translate any more.
            throw fail(SaveFileException.Kind.TOO_OLD, "'" + name + "' uses rules version " + v
                    + ", which this version of Pinochle no longer plays.", null);
        }
    }

    private static GameFileDto bind(ObjectNode root) {
        try {
            return Json.MAPPER.treeToValue(root, GameFileDto.class);
        } catch (UnrecognizedPropertyException e) {
            throw BadRecord.damaged("it has an unknown field '" + e.getPropertyName() + "' at " + path(e));
        } catch (InvalidTypeIdException e) {
            throw BadRecord.damaged(path(e) + " is an unknown kind of action '" + e.getTypeId() + "'");
        } catch (MismatchedInputException e) {
            if (String.valueOf(e.getOriginalMessage()).startsWith("Missing required")) {
                throw BadRecord.damaged("it lacks the field '" + path(e) + "'");
            }
            throw BadRecord.damaged("the value at " + path(e) + " is missing or of the wrong kind");
        } catch (JsonMappingException e) {
            throw BadRecord.damaged("the value at " + path(e) + " is missing or of the wrong kind");
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw BadRecord.damaged("its fields cannot be read (" + e.getMessage() + ")");
        }
    }

    /** Where in the file a binding error is, as {@code hands[2].actions[5].seat}. */
    private static String path(JsonMappingException e) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            } else if (r.getFieldName() != null) {
                sb.append(sb.length() == 0 ? "" : ".").append(r.getFieldName());
            }
        }
        return sb.length() == 0 ? "the top" : sb.toString();
    }

    private static String detailed(SaveFileException.Kind kind, String name, String detail) {
        // Details may end with a core sentence that has its own full stop.
        String sentence = detail.endsWith(".") ? detail : detail + ".";
        return switch (kind) {
            case TAMPERED -> "'" + name + "' has been altered and does not replay: " + sentence;
            default -> "'" + name + "' is damaged: " + sentence;
        };
    }

    private static boolean isBlank(byte[] json) {
        for (byte b : json) {
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /** Sizes in the unit of the limit: MB for a saved game's, KB for a rules file's. */
    private static SaveFileException tooLarge(String name, long size, long limit, String what) {
        boolean mb = limit >= 1024 * 1024;
        double unit = mb ? 1024.0 * 1024.0 : 1024.0;
        return fail(SaveFileException.Kind.TOO_LARGE, String.format(Locale.ROOT,
                "'%s' is %.1f %s, too large to be a %s (the limit is %d %3$s).", name, size / unit, mb ? "MB" : "KB",
                what, Math.round(limit / unit)), null);
    }

    static SaveFileException fail(SaveFileException.Kind kind, String message, Throwable cause) {
        return new SaveFileException(kind, message, cause);
    }
}
