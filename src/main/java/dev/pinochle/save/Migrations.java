package dev.pinochle.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The chain that upgrades an old saved game, one schema version at a time, on the JSON tree before it is
 * bound: version {@code n} is turned into {@code n + 1} by step {@code n - oldest}. A change to the layout
 * adds a step and bumps {@link SaveFiles#SCHEMA_VERSION}; dropping the oldest step makes those files "too
 * old" with their own message. Every version's fixture in {@code src/test/resources/saves/} keeps the
 * chain honest.
 */
final class Migrations {
    /** One upgrade from a version to the next; it may throw {@link BadRecord} for a damaged old file. */
    interface Step {
        ObjectNode upgrade(ObjectNode root);
    }

    /**
     * The chain this version reads with: from the v0 pre-release draft on. Version 2 added only the optional
     * {@code reason} of an action, so a version 1 file is a version 2 file without reasons.
     */
    static final Migrations CHAIN = new Migrations(0, List.of(new MigrateV0(), v1 -> v1));

    private final int oldest;
    private final List<Step> steps;

    Migrations(int oldest, List<Step> steps) {
        this.oldest = oldest;
        this.steps = List.copyOf(steps);
    }

    /** The oldest version this chain can read. */
    int oldest() {
        return oldest;
    }

    /** The version the chain ends at: the one the records are bound to. */
    int current() {
        return oldest + steps.size();
    }

    /**
     * The file's schema version: {@code schemaVersion}, or the v0 draft's {@code version}.
     *
     * @throws BadRecord if there is neither, or {@code schemaVersion} is not a whole number above zero
     */
    static int versionOf(ObjectNode root) {
        JsonNode v = root.get("schemaVersion");
        if (v == null) {
            JsonNode draft = root.get("version");
            if (draft == null || !draft.canConvertToInt() || !draft.isIntegralNumber()) {
                throw BadRecord.damaged("it has no schema version");
            }
            return draft.intValue();
        }
        return version(v, "schema version", 1);
    }

    /**
     * A version field's value ({@code what}: "schema version", "rules version"): a JSON integer from
     * {@code lowest} (1, or 0 for the rules, whose 0 is only too old); 1.0, "1" and 1e20 are damage that says
     * what they are.
     */
    static int version(JsonNode v, String what, int lowest) {
        if (v == null) {
            throw BadRecord.damaged("it has no " + what);
        }
        if (!v.isNumber()) {
            throw BadRecord.damaged(v.isTextual() ? "its " + what + " is text, not a number"
                    : "its " + what + " is not a number");
        }
        if (v.isIntegralNumber() && v.bigIntegerValue().signum() > 0 && !v.isInt()) {
            throw BadRecord.damaged("its " + what + ", " + v + ", is larger than any version can be");
        }
        if (!v.isInt() || v.intValue() < lowest) {
            throw BadRecord.damaged("its " + what + ", " + v + ", is not a whole number "
                    + (lowest > 0 ? "above zero" : "from zero"));
        }
        return v.intValue();
    }

    /** Upgrades a tree of {@code version}, between {@link #oldest()} and {@link #current()}, to the current one. */
    ObjectNode upgrade(ObjectNode root, int version) {
        ObjectNode tree = root;
        for (int v = version; v < current(); v++) {
            tree = steps.get(v - oldest).upgrade(tree);
            tree.put("schemaVersion", v + 1);
        }
        return tree;
    }
}
