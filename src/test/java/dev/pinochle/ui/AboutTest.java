package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import javax.swing.Icon;
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

    /**
     * QA: on a 2× screen (uiScale 2) About's icon was a 64 px image blown up to 128 device pixels, soft and
     * stair-stepped beside the crisp text and cards. It is drawn as vectors at the screen's scale, as the cards
     * are: painted through a 2× transform it is the icon painted at 128 px, edge for edge.
     */
    @Test
    void aboutsIconIsSharpOnAHiDpiScreen() {
        Theme.install(false);
        Icon icon = MainWindow.aboutIcon();
        assertThat(icon.getIconWidth()).isEqualTo(64);
        BufferedImage atTwo = new BufferedImage(128, 128, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = atTwo.createGraphics();
        g.scale(2, 2);
        icon.paintIcon(null, g, 0, 0);
        g.dispose();
        BufferedImage sharp = AppIcon.paint(128);

        int off = 0;
        for (int y = 0; y < 128; y++) {
            for (int x = 0; x < 128; x++) {
                if (far(atTwo.getRGB(x, y), sharp.getRGB(x, y))) {
                    off++;
                }
            }
        }
        assertThat(off).as("device pixels unlike the 128 px icon").isLessThan(20);
    }

    private static boolean far(int a, int b) {
        for (int shift = 0; shift < 32; shift += 8) {
            if (Math.abs((a >>> shift & 0xff) - (b >>> shift & 0xff)) > 48) {
                return true;
            }
        }
        return false;
    }
}
