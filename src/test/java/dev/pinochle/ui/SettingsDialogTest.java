package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import org.junit.jupiter.api.Test;

/** Settings in a real window: the cloth and backs picked, OK gives them with every other setting as it was. */
class SettingsDialogTest extends RealFrameTest {
    @Test
    void okGivesTheClothAndBacksPicked() throws Exception {
        Settings before = Settings.defaults();
        SettingsDialog d = DialogOwner.show(robot, owner, SettingsDialog.class,
                () -> new SettingsDialog(owner, before));

        Edt.call(() -> {
            ((JComboBox<?>) DialogOwner.find(d, "cloth")).setSelectedItem(Settings.Cloth.RED);
            ((JComboBox<?>) DialogOwner.find(d, "back")).setSelectedItem(Settings.Back.RED);
            return null;
        });
        // Through the shared click, which places a dialog Xvfb misplaced where the toolkit believes it is, and
        // clicks again if the dialog stays: a plain robot click once fell beside OK in CI (timed out at the result).
        assertThat(DialogOwner.clickAway(robot, d, DialogOwner.all(d, JButton.class).stream()
                .filter(b -> b.getText().equals("OK")).findFirst().orElseThrow())).as("OK closed Settings").isTrue();

        Settings after = Edt.waitFor(robot, 3_000, 15, d::result);
        assertThat(after).isEqualTo(new Settings(before.dark(), before.cardSize(), before.speed(),
                before.autoPlaySingle(), before.confirmThrowIn(), before.fourColour(), before.showPartnerReasons(),
                before.allowUndo(), before.sound(), Settings.Cloth.RED, Settings.Back.RED));
    }

    /** Each cloth and each back is shown in its colour beside its name, so the choice is seen, not guessed. */
    @Test
    void clothsAndBacksAreShownInTheirColours() throws Exception {
        SettingsDialog d = DialogOwner.show(robot, owner, SettingsDialog.class,
                () -> new SettingsDialog(owner, Settings.defaults()));
        for (String name : List.of("cloth", "back")) {
            Map<String, String> hues = Edt.call(() -> {
                JComboBox<?> box = (JComboBox<?>) DialogOwner.find(d, name);
                Map<String, String> out = new HashMap<>();
                for (int i = 0; i < box.getItemCount(); i++) {
                    Object choice = box.getItemAt(i);
                    @SuppressWarnings("unchecked")
                    JLabel shown = (JLabel) ((ListCellRenderer<Object>) box.getRenderer())
                            .getListCellRendererComponent(new JList<>(), choice, i, false, false);
                    assertThat(shown.getText()).isEqualTo(choice.toString());
                    Icon icon = shown.getIcon();
                    BufferedImage image = new BufferedImage(icon.getIconWidth(), icon.getIconHeight(),
                            BufferedImage.TYPE_INT_RGB);
                    icon.paintIcon(shown, image.createGraphics(), 0, 0);
                    Color middle = new Color(image.getRGB(icon.getIconWidth() / 2, icon.getIconHeight() / 3));
                    out.put(((Enum<?>) choice).name(), middle.getRed() > Math.max(middle.getGreen(), middle.getBlue())
                            ? "RED" : middle.getGreen() > middle.getBlue() ? "GREEN" : "BLUE");
                }
                return out;
            });
            hues.forEach((choice, hue) -> assertThat(hue).as("%s %s", name, choice).isEqualTo(choice));
        }
    }

    /**
     * The cloths are shown in the theme being picked: switching to Dark in the dialog shows the dark shade of each
     * (the colour the table will have after OK), not the shade of the theme the dialog opened in.
     */
    @Test
    void clothSwatchesFollowTheThemeBeingPicked() throws Exception {
        SettingsDialog d = DialogOwner.show(robot, owner, SettingsDialog.class,
                () -> new SettingsDialog(owner, Settings.defaults()));
        JComboBox<?> theme = Edt.call(() -> (JComboBox<?>) DialogOwner.find(d, "theme"));
        for (int dark = 0; dark < 2; dark++) {
            int index = dark;
            Edt.call(() -> {
                theme.setSelectedIndex(index);
                return null;
            });
            for (Settings.Cloth cloth : Settings.Cloth.values()) {
                Color picked = Theme.colour(dark == 1, cloth.key("centre"));
                Color other = Theme.colour(dark == 0, cloth.key("centre"));
                Color shown = Edt.call(() -> swatchCorner(DialogOwner.find(d, "cloth"), cloth));
                assertThat(distance(shown, picked)).as("%s in %s: %s", cloth, dark == 1 ? "Dark" : "Light", shown)
                        .isLessThan(distance(shown, other));
                assertThat(distance(shown, picked)).isLessThan(20);
            }
        }
    }

    private static int distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue());
    }

    /** The colour at the top-left of a choice's icon, where its gradient starts from the centre shade. */
    private static Color swatchCorner(Component box, Object choice) {
        @SuppressWarnings("unchecked")
        JLabel shown = (JLabel) ((ListCellRenderer<Object>) ((JComboBox<?>) box).getRenderer())
                .getListCellRendererComponent(new JList<>(), choice, 0, false, false);
        Icon icon = shown.getIcon();
        BufferedImage image = new BufferedImage(icon.getIconWidth(), icon.getIconHeight(), BufferedImage.TYPE_INT_RGB);
        icon.paintIcon(shown, image.createGraphics(), 0, 0);
        return new Color(image.getRGB(3, 3));
    }
}
