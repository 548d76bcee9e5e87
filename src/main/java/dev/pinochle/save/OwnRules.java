package dev.pinochle.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.RuleSet;
import java.util.Locale;
import java.util.Set;

/**
 * A rule set the player saved under a name of their own (RULES.md §4b): every option and the target, as a
 * preset holds them. New game lists it after the presets of its table; a rules file carries one.
 */
public record OwnRules(String name, RuleSet rules) {
    /** Longer names would crowd the preset selector. */
    public static final int NAME_MAX = 30;

    /**
     * Why {@code name} cannot name a set of one's own, or {@code null} if it can. Spaces around it do not count.
     * The presets' names, as keys and as New game reads them ("double deck"), and "custom", which the selector
     * reads when the options match no set, are taken: the selector would name two things alike.
     */
    public static String nameProblem(String name) {
        String n = name.strip();
        int length = n.codePointCount(0, n.length());
        if (n.isEmpty()) {
            return "A rule set needs a name.";
        }
        if (length > NAME_MAX) {
            return String.format(Locale.ROOT, "A rule set's name can have at most %d characters, not %d.", NAME_MAX,
                    length);
        }
        String key = n.toLowerCase(Locale.ROOT).replace(' ', '-');
        if (key.equals("custom")) {
            return "'" + n + "' is what New game reads when the options match no set: choose another name.";
        }
        try {
            RuleSet.preset(key);
            return "'" + n + "' is the name of a built-in preset: choose another name.";
        } catch (IllegalArgumentException notAPreset) {
            return null;
        }
    }

    /** Whether the two names are one: case does not tell sets apart. */
    public boolean named(String other) {
        return name.strip().equalsIgnoreCase(other.strip());
    }

    /** {@code {"name": …, "rules": {…}}}. */
    ObjectNode toJson() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("name", name);
        node.set("rules", RulesJson.write(rules));
        return node;
    }

    /**
     * The set an object names; fields other than {@code name}, {@code rules} and {@code header} are damage.
     *
     * @throws BadRecord if its name is not one a set may have or its rules are not valid
     */
    static OwnRules of(JsonNode node, Set<String> header) {
        if (!node.isObject()) {
            throw BadRecord.damaged("a rule set is not an object");
        }
        node.fieldNames().forEachRemaining(f -> {
            if (!f.equals("name") && !f.equals("rules") && !header.contains(f)) {
                throw BadRecord.damaged("it has an unknown field '" + f + "'");
            }
        });
        JsonNode name = node.get("name");
        if (name == null || !name.isTextual()) {
            throw BadRecord.damaged("a rule set has no name");
        }
        String problem = nameProblem(name.asText());
        if (problem != null) {
            throw BadRecord.damaged("its name '" + name.asText() + "' will not do: " + problem);
        }
        JsonNode rules = node.get("rules");
        if (rules != null && !rules.isObject()) {
            throw BadRecord.damaged("its rules are not an object");
        }
        return new OwnRules(name.asText().strip(), RulesJson.read((ObjectNode) rules));
    }
}
