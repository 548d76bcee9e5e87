package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Help › About names the version the jar was built as, or says it is a development build. */
class AboutTest {
    @Test
    void aboutShowsTheJarsVersion() {
        assertThat(MainWindow.aboutText("0.1.0-SNAPSHOT")).contains("<br>Version 0.1.0-SNAPSHOT<br>");
    }

    /** Run from classes, as these tests are, there is no manifest to read a version from. */
    @Test
    void fromClassesItIsADevelopmentBuild() {
        String fromClasses = MainWindow.class.getPackage().getImplementationVersion();

        assertThat(fromClasses).isNull();
        assertThat(MainWindow.aboutText(fromClasses)).contains("<br>Development build<br>")
                .doesNotContain("Version");
    }
}
