package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The per-user folder on each platform, and the override tests use. */
class AppDataTest {
    @Test
    void linuxUsesXdgDataHomeOrLocalShare() {
        assertThat(AppData.folder(null, "Linux", Map.of("XDG_DATA_HOME", "/data/ann"), "/home/ann"))
                .isEqualTo(Path.of("/data/ann/pinochle"));
        assertThat(AppData.folder(null, "Linux", Map.of(), "/home/ann"))
                .isEqualTo(Path.of("/home/ann/.local/share/pinochle"));
        assertThat(AppData.folder(null, "Linux", Map.of("XDG_DATA_HOME", "relative/dir"), "/home/ann"))
                .as("a relative XDG_DATA_HOME is ignored").isEqualTo(Path.of("/home/ann/.local/share/pinochle"));
    }

    @Test
    void macUsesApplicationSupport() {
        assertThat(AppData.folder(null, "Mac OS X", Map.of(), "/Users/ann"))
                .isEqualTo(Path.of("/Users/ann/Library/Application Support/Pinochle"));
    }

    @Test
    void windowsUsesAppData() {
        assertThat(AppData.folder(null, "Windows 11", Map.of("APPDATA", "C:\\Users\\ann\\AppData\\Roaming"), "C:\\Users\\ann"))
                .isEqualTo(Path.of("C:\\Users\\ann\\AppData\\Roaming", "Pinochle"));
        assertThat(AppData.folder(null, "Windows 11", Map.of(), "C:\\Users\\ann"))
                .isEqualTo(Path.of("C:\\Users\\ann", "AppData", "Roaming", "Pinochle"));
    }

    @Test
    void thePropertyOverridesEverything() {
        assertThat(AppData.folder("/tmp/pinochle-test", "Windows 11", Map.of("APPDATA", "C:\\x"), "C:\\y"))
                .isEqualTo(Path.of("/tmp/pinochle-test"));
    }

    @Test
    void folderReadsTheSystemProperty() {
        String before = System.getProperty(AppData.PROPERTY);
        try {
            System.setProperty(AppData.PROPERTY, "/tmp/elsewhere");
            assertThat(AppData.folder()).isEqualTo(Path.of("/tmp/elsewhere"));
        } finally {
            if (before == null) {
                System.clearProperty(AppData.PROPERTY);
            } else {
                System.setProperty(AppData.PROPERTY, before);
            }
        }
    }
}
