package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Rectangle;
import java.util.function.Supplier;
import javax.swing.JDialog;
import org.junit.jupiter.api.Test;

/**
 * Settings, Statistics and How to play in a real window, over an owner low on the screen: centred over it and
 * pushed up inside the screen, as {@link ScreenFit} places every dialog. {@code Window.setLocationRelativeTo},
 * which placed these three until 2026-12-07, put a dialog whose bottom would pass the screen's beside the owner.
 */
class DialogPlaceTest extends RealFrameTest {
    @Test
    void settingsOpensCentredOverTheOwnerInsideTheScreen() throws Exception {
        assertCentredInside(SettingsDialog.class, () -> new SettingsDialog(owner, Settings.defaults()));
    }

    @Test
    void statisticsOpensCentredOverTheOwnerInsideTheScreen() throws Exception {
        GameSession session = DialogOwner.session();
        try {
            assertCentredInside(StatisticsDialog.class, () -> new StatisticsDialog(owner, session));
        } finally {
            session.close();
        }
    }

    @Test
    void howToPlayOpensCentredOverTheOwnerInsideTheScreen() throws Exception {
        assertCentredInside(RulesDialog.class, () -> new RulesDialog(owner));
    }

    /** Moves the owner to the screen's bottom, 150 px high, then opens the dialog over it. */
    private <T extends JDialog> void assertCentredInside(Class<T> type, Supplier<T> create) throws Exception {
        Rectangle area = Edt.call(() -> ScreenFit.usable(owner.getGraphicsConfiguration()));
        Rectangle low = new Rectangle(area.x + area.width / 8, area.y + area.height - 150, area.width * 3 / 4, 150);
        Edt.call(() -> {
            owner.setBounds(low);
            return null;
        });
        // The X server moves the window in its own time: on a loaded machine the dialog was once centred over where
        // the owner had been (CI).
        long until = System.nanoTime() + 5_000_000_000L;
        while (!Edt.call(() -> new Rectangle(owner.getLocationOnScreen(), owner.getSize())).equals(low)
                && System.nanoTime() < until) {
            robot.delay(20);
        }
        robot.waitForIdle();

        T dialog = DialogOwner.show(robot, owner, type, create);
        Rectangle shown = Edt.call(() -> new Rectangle(dialog.getLocationOnScreen(), dialog.getSize()));
        Rectangle over = Edt.call(() -> new Rectangle(owner.getLocationOnScreen(), owner.getSize()));

        assertThat(area.contains(shown)).as("%s inside %s", shown, area).isTrue();
        assertThat(shown.getCenterX()).as("centred over %s", over).isCloseTo(over.getCenterX(), within(1.0));
    }
}
