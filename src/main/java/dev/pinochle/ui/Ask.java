package dev.pinochle.ui;

import java.awt.Component;
import java.util.function.Consumer;
import javax.swing.JDialog;
import javax.swing.JOptionPane;

/** A question before an action that cannot be taken back, answered with buttons that name what they do. */
final class Ask {
    private Ask() {
    }

    /**
     * Whether the player chose {@code go}. The other button, {@code stay}, is the default, as are Escape and
     * closing the dialog: a stray Enter must not throw away a hand, a file or the statistics.
     */
    static boolean confirm(Component owner, String title, String question, String go, String stay) {
        return confirm(owner, title, question, go, stay, d -> d.setVisible(true));
    }

    /**
     * The same, the modal dialog shown by {@code show}: over the table, {@link MainWindow#showOverTable}, which
     * gives the keys back to the hand once it is answered.
     */
    static boolean confirm(Component owner, String title, String question, String go, String stay,
            Consumer<JDialog> show) {
        JOptionPane pane = new JOptionPane(question, JOptionPane.QUESTION_MESSAGE, JOptionPane.DEFAULT_OPTION, null,
                new Object[] {go, stay}, stay);
        JDialog dialog = pane.createDialog(owner, title);
        pane.selectInitialValue();
        show.accept(dialog);
        dialog.dispose();
        return go.equals(pane.getValue());
    }
}
