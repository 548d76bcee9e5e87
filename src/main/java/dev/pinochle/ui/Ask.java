package dev.pinochle.ui;

import java.awt.Component;
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
        Object[] options = {go, stay};
        return JOptionPane.showOptionDialog(owner, question, title, JOptionPane.DEFAULT_OPTION,
                JOptionPane.QUESTION_MESSAGE, null, options, stay) == 0;
    }
}
