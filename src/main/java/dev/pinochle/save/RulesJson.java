package dev.pinochle.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.RuleSet;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Map;

/**
 * The rule set as a JSON object of every option by its spec name ({@code "minBid": 250}). The names are the
 * record's components, which are the names {@link RuleSet#with(String, String)} parses, so an option added to
 * the core is saved without touching this class.
 */
final class RulesJson {
    private RulesJson() {
    }

    static ObjectNode write(RuleSet rules) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        for (RecordComponent c : RuleSet.class.getRecordComponents()) {
            Object value;
            try {
                value = c.getAccessor().invoke(rules);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read rule " + c.getName(), e);
            }
            if (value instanceof Integer i) {
                node.put(c.getName(), i);
            } else if (value instanceof Boolean b) {
                node.put(c.getName(), b);
            } else {
                node.put(c.getName(), ((Enum<?>) value).name());
            }
        }
        return node;
    }

    /**
     * The rule set a saved object names. Options the file lacks keep the defaults of its mode (a file from
     * before an option existed played by its default). The mode goes first and the scale last: with every
     * other option set in between, each intermediate rule set is valid whenever the final one is.
     */
    static RuleSet read(ObjectNode node) {
        if (node == null) {
            throw BadRecord.damaged("the file has no rules");
        }
        try {
            RuleSet rules = RuleSet.standard();
            JsonNode mode = node.get("mode");
            if (mode != null) {
                rules = RuleSet.defaults(rules.with("mode", text("mode", mode)).mode());
            }
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                if (!e.getKey().equals("mode") && !e.getKey().equals("scale")) {
                    rules = rules.with(e.getKey(), text(e.getKey(), e.getValue()));
                }
            }
            JsonNode scale = node.get("scale");
            if (scale != null) {
                rules = rules.with("scale", text("scale", scale));
            }
            return rules;
        } catch (IllegalArgumentException e) {
            throw BadRecord.damaged("its rules are not valid: " + e.getMessage());
        }
    }

    private static String text(String key, JsonNode value) {
        if (!value.isValueNode() || value.isNull()) {
            throw BadRecord.damaged("rule " + key + " has no plain value");
        }
        return value.asText();
    }
}
