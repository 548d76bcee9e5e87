package dev.pinochle.ui;

import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.save.OwnRules;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.SeatSetup;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.prefs.Preferences;

/**
 * What the new-game dialog collects, remembered between runs: the table, a preset (or the name of a set of the
 * player's own), every option's value, the target (as the player reads it, i.e. divided on the one-point scale),
 * bot levels and the player's name.
 * Knows no Swing, so the rule-building and its error messages are tested directly.
 *
 * @param options option key to value, as {@link RuleSet#with(String, String)} takes them
 * @param levels bot level of each seat after the human's (one fewer than the mode's seats)
 */
record GameChoices(Mode mode, String preset, Map<String, String> options, int target, List<BotLevel> levels,
        String name) {

    static final List<String> PARTNERSHIP_PRESETS = List.of("standard", "one-point", "cutthroat");
    static final List<String> DUEL_PRESETS = List.of("duel");
    static final List<String> THREE_HANDED_PRESETS = List.of("three-handed");
    static final List<String> DOUBLE_DECK_PRESETS = List.of("double-deck");
    /** The tables the dialog offers, in its order. */
    static final List<Mode> MODES = List.of(Mode.PARTNERSHIP, Mode.DUEL, Mode.THREE_HANDED, Mode.DOUBLE_DECK);

    GameChoices {
        options = new LinkedHashMap<>(options);
        levels = List.copyOf(levels);
    }

    /** The choices a preset gives, keeping mode, levels and name. */
    static GameChoices ofPreset(Mode mode, String preset, List<BotLevel> levels, String name) {
        return of(mode, preset, RuleSet.preset(preset), levels, name);
    }

    /** The choices a set of the player's own gives, by its name, keeping levels and name. */
    static GameChoices ofOwn(OwnRules set, List<BotLevel> levels, String name) {
        return of(set.rules().mode(), set.name(), set.rules(), levels, name);
    }

    private static GameChoices of(Mode mode, String preset, RuleSet r, List<BotLevel> levels, String name) {
        Map<String, String> options = new LinkedHashMap<>();
        for (RuleOption o : RuleOption.ALL) {
            options.put(o.key(), RuleOption.valueOf(r, o.key()));
        }
        List<BotLevel> fitted = new ArrayList<>(levels);
        while (fitted.size() < mode.seats() - 1) {
            fitted.add(BotLevel.MEDIUM);
        }
        return new GameChoices(mode, preset, options, r.target() / r.displayDivisor(),
                fitted.subList(0, mode.seats() - 1), name);
    }

    static GameChoices defaults() {
        return ofPreset(Mode.PARTNERSHIP, "standard", List.of(), "You");
    }

    /**
     * The rule set these choices make.
     *
     * @throws IllegalArgumentException with RuleSet's message when the combination is not allowed
     */
    RuleSet rules() {
        // Every option but the mode and the target is among the options: the table's defaults are only the start.
        RuleSet r = RuleSet.defaults(mode);
        // The counting scheme and scale constrain each other: set counting first and the scale last so a
        // consistent choice never trips over an intermediate mix.
        r = r.with("counting", options.get("counting"));
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (!e.getKey().equals("counting") && !e.getKey().equals("scale")) {
                r = r.with(e.getKey(), e.getValue());
            }
        }
        r = r.with("scale", options.get("scale"));
        return r.with("target", Integer.toString(target * r.displayDivisor()));
    }

    /** The seats: the human at South, then the bots clockwise. */
    List<SeatSetup> seats() {
        List<SeatSetup> out = new ArrayList<>();
        out.add(new SeatSetup(name.isBlank() ? "You" : name.trim(), null));
        for (int i = 0; i < levels.size(); i++) {
            int seat = i + 1;
            out.add(new SeatSetup(botName(mode, seat), levels.get(i)));
        }
        return out;
    }

    static String botName(Mode mode, int seat) {
        return dev.pinochle.core.Seat.name(seat, mode.seats());
    }

    /** The table's name as the player reads it, one spelling everywhere: New game, statistics, saved games. */
    static String tableName(Mode mode) {
        return switch (mode) {
            case DUEL -> "Two-handed duel";
            case THREE_HANDED -> "Three-handed";
            case DOUBLE_DECK -> "Double deck";
            case PARTNERSHIP -> "Partnership";
        };
    }

    /** The same inside a sentence ("a double deck game"). */
    static String modeLabel(Mode mode) {
        return tableName(mode).toLowerCase(Locale.ROOT);
    }

    /**
     * How a preset reads in New game: a table's own preset by the table's name, "double deck" under the Table
     * "Double deck" rather than its key, "double-deck"; partnership's by their keys.
     */
    static String presetName(String preset) {
        Mode m = RuleSet.preset(preset).mode();
        return m == Mode.PARTNERSHIP ? preset : modeLabel(m);
    }

    /** The presets a mode offers; the first is its default. */
    static List<String> presets(Mode mode) {
        return switch (mode) {
            case DUEL -> DUEL_PRESETS;
            case THREE_HANDED -> THREE_HANDED_PRESETS;
            case DOUBLE_DECK -> DOUBLE_DECK_PRESETS;
            case PARTNERSHIP -> PARTNERSHIP_PRESETS;
        };
    }

    static GameChoices load(Preferences p) {
        GameChoices d = defaults();
        Mode mode = Settings.enumOf(Mode.class, p.get("mode", d.mode.name()), d.mode);
        List<String> presets = presets(mode);
        String preset = p.get("preset", presets.get(0));
        // A name that is no preset may be a set of the player's own: kept, New game names it if it is still there.
        boolean own = !presets.contains(preset) && OwnRules.nameProblem(preset) == null;
        if (!presets.contains(preset) && !own) {
            preset = presets.get(0);
        }
        List<BotLevel> levels = new ArrayList<>();
        for (int i = 0; i < mode.seats() - 1; i++) {
            levels.add(Settings.enumOf(BotLevel.class, p.get("level" + i, "MEDIUM"), BotLevel.MEDIUM));
        }
        GameChoices base = ofPreset(mode, own ? presets.get(0) : preset, levels, p.get("name", d.name));
        Map<String, String> options = new LinkedHashMap<>(base.options);
        for (RuleOption o : RuleOption.ALL) {
            String v = p.get("rule." + o.key(), null);
            if (v != null && (o.values().contains(v) || takes(mode, o.key(), v))) {
                options.put(o.key(), v);
            }
        }
        GameChoices last = new GameChoices(mode, preset, options, p.getInt("target", base.target), base.levels,
                base.name);
        try {
            last.rules();
            return last;
        } catch (IllegalArgumentException e) {
            // Preferences edited or damaged (a target of -5): the table's preset, not a start that deals nothing (QA).
            return base;
        }
    }

    /**
     * Whether the table takes {@code value} for the option, one New game does not list (an imported set's minimum
     * bid of 270): it was forgotten at the next start, and the game began on the preset's.
     */
    private static boolean takes(Mode mode, String key, String value) {
        try {
            RuleSet.defaults(mode).with(key, value);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    void save(Preferences p) {
        p.put("mode", mode.name());
        p.put("preset", preset);
        options.forEach((k, v) -> p.put("rule." + k, v));
        p.putInt("target", target);
        for (int i = 0; i < levels.size(); i++) {
            p.put("level" + i, levels.get(i).name());
        }
        p.put("name", name);
    }
}
