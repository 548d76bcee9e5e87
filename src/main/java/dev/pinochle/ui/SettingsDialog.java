package dev.pinochle.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.FlowLayout;
import java.awt.GradientPaint;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.RenderingHints;
import java.awt.Window;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.ListCellRenderer;

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
        theme.setName("theme");
        JComboBox<Settings.CardSize> size = new JComboBox<>(Settings.CardSize.values());
        size.setSelectedItem(s.cardSize());
        JComboBox<Settings.Cloth> cloth = new JComboBox<>(Settings.Cloth.values());
        cloth.setSelectedItem(s.cloth());
        cloth.setName("cloth");
        cloth.setRenderer(withIcon((Settings.Cloth c) -> new Swatch(g -> {
            boolean dark = theme.getSelectedIndex() == 1;
            g.setPaint(new GradientPaint(0, 0, Theme.colour(dark, c.key("centre")), Swatch.W, Swatch.H,
                    Theme.colour(dark, c.key("edge"))));
            g.fill(new RoundRectangle2D.Double(0, 0, Swatch.W, Swatch.H, 5, 5));
        })));
        theme.addActionListener(e -> cloth.repaint());
        JComboBox<Settings.Back> back = new JComboBox<>(Settings.Back.values());
        back.setSelectedItem(s.back());
        back.setName("back");
        back.setRenderer(withIcon((Settings.Back b) -> new Swatch(g -> new CardPainter(false, b).paintBack(g,
                new Rectangle2D.Double((Swatch.W - Swatch.H / CardPainter.ASPECT) / 2, 0, Swatch.H / CardPainter.ASPECT,
                        Swatch.H), Set.of()))));
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
        ScreenFit.place(this, owner);
    }

    /** A list of choices, each shown with its icon before its name: a cloth's colour, a card back. */
    private static <E> ListCellRenderer<Object> withIcon(Function<E, Icon> icon) {
        return new DefaultListCellRenderer() {
            @Override
            @SuppressWarnings("unchecked")
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                super.getListCellRendererComponent(list, value, index, selected, focused);
                setIcon(value == null ? null : icon.apply((E) value));
                return this;
            }
        };
    }

    /** A small picture of a choice, as wide as a swatch of cloth. */
    private record Swatch(Consumer<Graphics2D> paint) implements Icon {
        static final int W = 28;
        static final int H = 18;

        @Override
        public void paintIcon(Component c, Graphics g0, int x, int y) {
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.translate(x, y);
            paint.accept(g);
            g.dispose();
        }

        @Override
        public int getIconWidth() {
            return W;
        }

        @Override
        public int getIconHeight() {
            return H;
        }
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
