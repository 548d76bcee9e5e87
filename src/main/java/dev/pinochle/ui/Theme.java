package dev.pinochle.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

/** FlatLaf light or dark, with our colours from {@code dev/pinochle/ui/themes/*.properties}. */
final class Theme {
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

    /** Switches the theme of every open window. */
    static void switchTo(boolean dark) {
        install(dark);
        FlatLaf.updateUI();
    }
}
