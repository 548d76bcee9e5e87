package dev.pinochle.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Color;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/** FlatLaf light or dark, with our colours from {@code dev/pinochle/ui/themes/*.properties}. */
final class Theme {
    private static final Map<String, Properties> FILES = new HashMap<>();
    private static boolean registered;

    private Theme() {
    }

    /** Installs the look and feel; call on the Swing thread once windows exist. */
    static void install(boolean dark) {
        if (!registered) {
            FlatLaf.registerCustomDefaultsSource("dev.pinochle.ui.themes");
            registered = true;
        }
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
    }

    /**
     * One of our colours as the given theme has it, whichever theme is installed: Settings shows the cloths in the
     * theme being picked before it is applied. The theme's own file first, then the shared one.
     */
    static Color colour(boolean dark, String key) {
        for (String file : new String[] {dark ? "FlatDarkLaf" : "FlatLightLaf", "FlatLaf"}) {
            String value = FILES.computeIfAbsent(file, Theme::properties).getProperty(key);
            if (value != null) {
                return Color.decode(value.trim());
            }
        }
        throw new IllegalArgumentException("no colour " + key);
    }

    private static Properties properties(String file) {
        Properties p = new Properties();
        try (InputStream in = Theme.class.getResourceAsStream("themes/" + file + ".properties")) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** Switches the theme of every open window. */
    static void switchTo(boolean dark) {
        install(dark);
        FlatLaf.updateUI();
    }
}
