package dev.pinochle.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parsed command-line words: {@code --name value} options (repeatable ones keep every value), list options
 * that take every word up to the next {@code --} option, and the bare words left over.
 */
final class Options {
    private final Map<String, List<String>> values = new LinkedHashMap<>();
    private final List<String> positional = new ArrayList<>();

    /** Options whose value runs over several words, up to the next option. */
    private static final List<String> LISTS = List.of("hand", "trick");

    static Options parse(String[] args) {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--") && a.length() > 2) {
                String name = a.substring(2);
                int eq = name.indexOf('=');
                if (eq > 0 && !name.startsWith("rule")) {
                    o.add(name.substring(0, eq), name.substring(eq + 1));
                    continue;
                }
                if (LISTS.contains(name)) {
                    StringBuilder sb = new StringBuilder();
                    while (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                        sb.append(args[++i]).append(' ');
                    }
                    o.add(name, sb.toString().trim());
                } else if (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                    o.add(name, args[++i]);
                } else {
                    o.add(name, "true");
                }
            } else {
                o.positional.add(a);
            }
        }
        return o;
    }

    private void add(String name, String value) {
        values.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
    }

    /** The single value of an option, or {@code fallback} when absent. */
    String get(String name, String fallback) {
        List<String> v = values.get(name);
        if (v == null) {
            return fallback;
        }
        if (v.size() > 1) {
            throw new IllegalArgumentException("--" + name + " is given more than once");
        }
        return v.get(0);
    }

    /** The value of a required option. */
    String require(String name) {
        String v = get(name, null);
        if (v == null) {
            throw new IllegalArgumentException("missing --" + name);
        }
        return v;
    }

    List<String> all(String name) {
        return values.getOrDefault(name, List.of());
    }

    List<String> positional() {
        return positional;
    }

    /** Fails on options the command does not know, so a typo never passes silently. */
    void allowOnly(String... names) {
        for (String name : values.keySet()) {
            if (!List.of(names).contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name);
            }
        }
    }
}
