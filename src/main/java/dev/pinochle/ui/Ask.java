package dev.pinochle.ui;

import java.awt.Component;
import java.util.function.Consumer;
import javax.swing.JDialog;
import javax.swing.JOptionPane;

/**
 * A question answered with buttons that name what they do: before an action that cannot be taken back, or a
 * choice such as the resume prompt's.
 */
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
        return go.equals(answer(owner, title, question, new Object[] {go, stay}, stay, show));
    }

    /**
     * A question with the buttons {@code options}, {@code initial} the default, its modal dialog shown by
     * {@code show}; the option chosen, or null when the dialog was closed without one.
     */
    static Object answer(Component owner, String title, Object question, Object[] options, Object initial,
            Consumer<JDialog> show) {
        JOptionPane pane = new JOptionPane(question, JOptionPane.QUESTION_MESSAGE, JOptionPane.DEFAULT_OPTION, null,
                options, initial);
        JDialog dialog = pane.createDialog(owner, title);
        pane.selectInitialValue();
        show.accept(dialog);
        dialog.dispose();
        return pane.getValue();
    }
}
