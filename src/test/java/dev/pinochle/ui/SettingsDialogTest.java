package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.awt.event.InputEvent;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** Settings in a real window: the cloth and backs picked, OK gives them with every other setting as it was. */
class SettingsDialogTest extends RealFrameTest {
    @Test
    void okGivesTheClothAndBacksPicked() throws Exception {
        Settings before = Settings.defaults();
        SettingsDialog d = DialogOwner.show(robot, owner, SettingsDialog.class, () -> new SettingsDialog(owner, before));

        Edt.call(() -> {
            ((JComboBox<?>) DialogOwner.find(d, "cloth")).setSelectedItem(Settings.Cloth.RED);
            ((JComboBox<?>) DialogOwner.find(d, "back")).setSelectedItem(Settings.Back.RED);
            return null;
        });
        click(DialogOwner.all(d, JButton.class).stream().filter(b -> b.getText().equals("OK")).findFirst()
                .orElseThrow());

        Settings after = Edt.waitFor(robot, 3_000, 15, d::result);
        assertThat(after).isEqualTo(new Settings(before.dark(), before.cardSize(), before.speed(),
                before.autoPlaySingle(), before.confirmThrowIn(), before.fourColour(), before.showPartnerReasons(),
                before.allowUndo(), before.sound(), Settings.Cloth.RED, Settings.Back.RED));
    }

    private void click(Component c) throws Exception {
        Point at = Edt.call(() -> {
            Point p = new Point(c.getWidth() / 2, c.getHeight() / 2);
            SwingUtilities.convertPointToScreen(p, c);
            return p;
        });
        robot.mouseMove(at.x, at.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
    }
}
