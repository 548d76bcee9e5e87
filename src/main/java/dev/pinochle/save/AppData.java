package dev.pinochle.save;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The per-user folder where the game keeps its autosave, recent games and statistics: {@code
 * $XDG_DATA_HOME/pinochle} (else {@code ~/.local/share/pinochle}) on Linux, {@code ~/Library/Application
 * Support/Pinochle} on macOS, {@code %APPDATA%\Pinochle} on Windows. The system property {@value #PROPERTY}
 * overrides it, for tests and portable installs.
 */
public final class AppData {
    /** Names a folder to use instead of the platform's. */
    public static final String PROPERTY = "pinochle.dataDir";

    private AppData() {
    }

    /** The folder for this user on this machine; it may not exist yet. */
    public static Path folder() {
        return folder(System.getProperty(PROPERTY), System.getProperty("os.name", ""), System.getenv(),
                System.getProperty("user.home"));
    }

    static Path folder(String override, String osName, Map<String, String> env, String home) {
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            return appData != null && !appData.isBlank() ? Path.of(appData, "Pinochle")
                    : Path.of(home, "AppData", "Roaming", "Pinochle");
        }
        if (os.startsWith("mac")) {
            return Path.of(home, "Library", "Application Support", "Pinochle");
        }
        String xdg = env.get("XDG_DATA_HOME");
        // The XDG spec says a relative value is invalid and must be ignored.
        if (xdg != null && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "pinochle");
        }
        return Path.of(home, ".local", "share", "pinochle");
    }
}
