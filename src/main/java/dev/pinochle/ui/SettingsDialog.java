package dev.pinochle.ui;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.Window;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;

/**
 * Theme, cloth, card backs, card size, speed, play helpers and sound; OK returns new {@link Settings}, Cancel returns
 * nothing.
 */
final class SettingsDialog extends JDialog {
    private Settings result;

    SettingsDialog(Window owner, Settings s) {
        super(owner, "Settings", ModalityType.APPLICATION_MODAL);
        JComboBox<String> theme = new JComboBox<>(new String[] {"Light", "Dark"});
        theme.setSelectedIndex(s.dark() ? 1 : 0);
        JComboBox<Settings.CardSize> size = new JComboBox<>(Settings.CardSize.values());
        size.setSelectedItem(s.cardSize());
        JComboBox<Settings.Cloth> cloth = new JComboBox<>(Settings.Cloth.values());
        cloth.setSelectedItem(s.cloth());
        cloth.setName("cloth");
        JComboBox<Settings.Back> back = new JComboBox<>(Settings.Back.values());
        back.setSelectedItem(s.back());
        back.setName("back");
        JComboBox<Settings.Speed> speed = new JComboBox<>(Settings.Speed.values());
        speed.setSelectedItem(s.speed());
        JCheckBox auto = new JCheckBox("Make forced moves by themselves", s.autoPlaySingle());
        JCheckBox confirm = new JCheckBox("Ask before throwing in", s.confirmThrowIn());
        JCheckBox four = new JCheckBox("Four-colour suits (\u2666 blue, \u2663 green)", s.fourColour());
        JCheckBox reasons = new JCheckBox("Show my partner's reasons", s.showPartnerReasons());
        JCheckBox undo = new JCheckBox("Allow undo", s.allowUndo());
        undo.setName("allowUndo");
        JCheckBox sound = new JCheckBox("Sound effects", s.sound());
        sound.setName("sound");

        JPanel form = new JPanel(new GridBagLayout());
        form.setBorder(BorderFactory.createEmptyBorder(16, 16, 8, 16));
        GridBagConstraints c = new GridBagConstraints();
        c.insets = new Insets(4, 4, 4, 4);
        c.anchor = GridBagConstraints.WEST;
        int y = 0;
        y = row(form, c, y, "Theme", theme);
        y = row(form, c, y, "Table cloth", cloth);
        y = row(form, c, y, "Card backs", back);
        y = row(form, c, y, "Card size", size);
        y = row(form, c, y, "Animation speed", speed);
        for (JCheckBox box : new JCheckBox[] {auto, confirm, four, reasons, undo, sound}) {
            c.gridx = 1;
            c.gridy = y++;
            form.add(box, c);
        }
        JButton ok = new JButton("OK");
        ok.addActionListener(e -> {
            result = new Settings(theme.getSelectedIndex() == 1, (Settings.CardSize) size.getSelectedItem(),
                    (Settings.Speed) speed.getSelectedItem(), auto.isSelected(), confirm.isSelected(),
                    four.isSelected(), reasons.isSelected(), undo.isSelected(), sound.isSelected(),
                    (Settings.Cloth) cloth.getSelectedItem(), (Settings.Back) back.getSelectedItem());
            dispose();
        });
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(ok);
        buttons.add(cancel);
        getContentPane().add(form, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(ok);
        Closing.onEscape(this, "cancelSettings");
        pack();
        setLocationRelativeTo(owner);
    }

    private static int row(JPanel form, GridBagConstraints c, int y, String label, JComponent field) {
        c.gridx = 0;
        c.gridy = y;
        JLabel l = new JLabel(label);
        l.setLabelFor(field);
        form.add(l, c);
        c.gridx = 1;
        form.add(field, c);
        field.getAccessibleContext().setAccessibleName(label);
        return y + 1;
    }

    /** The new settings, or {@code null} if cancelled. */
    Settings result() {
        return result;
    }
}
