package dev.pinochle.ui;

import java.util.Locale;
import java.util.prefs.Preferences;

/**
 * The player's display and play preferences, remembered with {@code java.util.prefs}.
 *
 * @param cardSize how large cards are drawn (the table shrinks them further when the window is small)
 * @param speed how long pauses and card movements last
 * @param autoPlaySingle play the only legal card, and decline a duel declaration with nothing to declare, without
 *     waiting for a click
 * @param confirmThrowIn ask again before conceding the hand
 * @param showPartnerReasons show the partner bot's one-line reason beside its seat
 * @param allowUndo offer Undo and Redo of the human's decisions
 * @param sound play the table's sound effects (cards, tricks, your turn)
 * @param cloth the colour of the table's cloth
 * @param back the colour of the cards' backs
 */
record Settings(boolean dark, CardSize cardSize, Speed speed, boolean autoPlaySingle, boolean confirmThrowIn,
        boolean fourColour, boolean showPartnerReasons, boolean allowUndo, boolean sound, Cloth cloth, Back back) {

    /** Card widths in logical pixels. */
    enum CardSize {
        SMALL("Small", 76), MEDIUM("Medium", 96), LARGE("Large", 118);

        final String label;
        final int width;

        CardSize(String label, int width) {
            this.label = label;
            this.width = width;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** Animation speed: a factor on every pause and movement; instant shows each step at once. */
    enum Speed {
        INSTANT("Instant", 0), FAST("Fast", 0.5), NORMAL("Normal", 1), SLOW("Slow", 1.8);

        final String label;
        final double factor;

        Speed(String label, double factor) {
            this.label = label;
            this.factor = factor;
        }

        /** Milliseconds for a step that takes {@code normal} ms at normal speed. */
        int ms(int normal) {
            return (int) Math.round(normal * factor);
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /**
     * The table's cloth. Each theme has its own shade of each ({@code Pinochle.cloth.*} in the theme files), as the
     * dark theme's cloth is dimmer.
     */
    enum Cloth {
        GREEN, BLUE, RED;

        /** The theme's colour for {@code part} of this cloth: centre, edge, or dimText (quiet text on it). */
        String key(String part) {
            return themeKey("cloth", this, part);
        }

        @Override
        public String toString() {
            return label(this);
        }
    }

    /** The cards' backs ({@code Pinochle.back.*}: the panel's fill and its lattice's pattern). */
    enum Back {
        BLUE, RED;

        String key(String part) {
            return themeKey("back", this, part);
        }

        @Override
        public String toString() {
            return label(this);
        }
    }

    private static String themeKey(String kind, Enum<?> choice, String part) {
        return "Pinochle." + kind + "." + choice.name().toLowerCase(Locale.ROOT) + "." + part;
    }

    /** "Green" for GREEN: how a colour choice reads in Settings. */
    private static String label(Enum<?> choice) {
        String name = choice.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    static Settings defaults() {
        return new Settings(false, CardSize.MEDIUM, Speed.NORMAL, true, true, false, false, true, true, Cloth.GREEN,
                Back.BLUE);
    }

    static Settings load(Preferences p) {
        Settings d = defaults();
        return new Settings(p.getBoolean("dark", d.dark),
                enumOf(CardSize.class, p.get("cardSize", d.cardSize.name()), d.cardSize),
                enumOf(Speed.class, p.get("speed", d.speed.name()), d.speed),
                p.getBoolean("autoPlaySingle", d.autoPlaySingle), p.getBoolean("confirmThrowIn", d.confirmThrowIn),
                p.getBoolean("fourColour", d.fourColour), p.getBoolean("showPartnerReasons", d.showPartnerReasons),
                p.getBoolean("allowUndo", d.allowUndo), p.getBoolean("sound", d.sound),
                enumOf(Cloth.class, p.get("cloth", d.cloth.name()), d.cloth),
                enumOf(Back.class, p.get("back", d.back.name()), d.back));
    }

    void save(Preferences p) {
        p.putBoolean("dark", dark);
        p.put("cardSize", cardSize.name());
        p.put("speed", speed.name());
        p.putBoolean("autoPlaySingle", autoPlaySingle);
        p.putBoolean("confirmThrowIn", confirmThrowIn);
        p.putBoolean("fourColour", fourColour);
        p.putBoolean("showPartnerReasons", showPartnerReasons);
        p.putBoolean("allowUndo", allowUndo);
        p.putBoolean("sound", sound);
        p.put("cloth", cloth.name());
        p.put("back", back.name());
    }

    /** A stored name from an older or newer version falls back to the default instead of failing. */
    static <E extends Enum<E>> E enumOf(Class<E> type, String name, E fallback) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        return fallback;
    }
}
