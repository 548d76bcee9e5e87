package dev.pinochle.ui;

import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.KeyStroke;

/** The way out of a dialog: a Close button, and Esc anywhere in the dialog (Cancel where it asks for a choice). */
final class Closing {
    private Closing() {
    }

    /** A Close button named {@code name} that disposes of {@code d}; Esc in {@code d} does the same. */
    static JButton button(JDialog d, String name) {
        JButton close = new JButton("Close");
        close.setName(name);
        close.addActionListener(e -> d.dispose());
        onEscape(d, name);
        return close;
    }

    /**
     * Esc anywhere in {@code d} disposes of it, as its Cancel or Close button does (a dialog that returns a choice
     * reads a dispose without one as cancelled). An open combo box's list takes the Esc first, as it should.
     */
    static void onEscape(JDialog d, String name) {
        d.getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), name);
        d.getRootPane().getActionMap().put(name, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                d.dispose();
            }
        });
    }
}
