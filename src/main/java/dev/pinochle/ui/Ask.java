package dev.pinochle.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Window;
import java.util.function.Consumer;
import javax.swing.Icon;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

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
        return confirm(owner, title, question, go, stay, false, d -> d.setVisible(true));
    }

    /**
     * The same, the modal dialog shown by {@code show}: over the table, {@link MainWindow#showOverTable}, which
     * gives the keys back to the hand once it is answered. With {@code goByDefault}, {@code go} is the default
     * button, for an action the table itself advised; Escape and closing still stay.
     */
    static boolean confirm(Component owner, String title, String question, String go, String stay,
            boolean goByDefault, Consumer<JDialog> show) {
        return go.equals(answer(owner, title, question, new Object[] {go, stay}, goByDefault ? go : stay, show));
    }

    /**
     * A line the player types, such as a name to save under: {@code initial} to start from; null when the dialog was
     * cancelled or closed. The button {@code go} (and Enter) takes the line.
     */
    static String text(Component owner, String title, String question, String initial, String go) {
        JOptionPane pane = new JOptionPane(wrapped(question), JOptionPane.QUESTION_MESSAGE, JOptionPane.DEFAULT_OPTION,
                null, new Object[] {go, "Cancel"}, go);
        pane.setWantsInput(true);
        pane.setInitialSelectionValue(initial);
        // The pane's own field only notes the line on Enter; the player means the button.
        JTextField field = field(pane);
        field.addActionListener(e -> {
            pane.setInputValue(field.getText());
            pane.setValue(go);
        });
        show(pane, owner, title, d -> d.setVisible(true));
        return go.equals(pane.getValue()) && pane.getInputValue() instanceof String line ? line : null;
    }

    /** The text field inside {@code c}, the pane's input line. */
    private static JTextField field(Container c) {
        for (Component k : c.getComponents()) {
            JTextField f = k instanceof JTextField t ? t : k instanceof Container inner ? field(inner) : null;
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    /** Lines a message is wrapped to, in pixels: a file's long name or path must not push the OK button off screen. */
    static final int MESSAGE_WIDTH = 440;

    /** A plain message, such as why a file could not be opened, as a dialog says it. */
    static void tell(Component owner, String title, String message, int type) {
        tell(owner, title, wrapped(message), type, null);
    }

    /** A message as given (a label's HTML, say) with its own icon, or the type's when {@code icon} is null. */
    static void tell(Component owner, String title, Object message, int type, Icon icon) {
        show(new JOptionPane(message, type, JOptionPane.DEFAULT_OPTION, icon), owner, title, d -> d.setVisible(true));
    }

    /**
     * The text wrapped at {@link #MESSAGE_WIDTH}, between words where it can, inside a word (a path) where it
     * must: a label's HTML cannot break a word.
     */
    static JTextArea wrapped(String text) {
        JTextArea area = new JTextArea(text);
        area.setEditable(false);
        area.setFocusable(false);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(false);
        area.setBorder(null);
        area.setFont(UIManager.getFont("Label.font"));
        area.setForeground(UIManager.getColor("Label.foreground"));
        // A short message keeps its own width; a wrapping text area knows its height only once it has its width.
        int width = Math.min(MESSAGE_WIDTH, area.getFontMetrics(area.getFont()).stringWidth(text) + 2);
        area.setSize(new Dimension(width, Short.MAX_VALUE));
        area.setPreferredSize(new Dimension(width, area.getPreferredSize().height));
        return area;
    }

    /**
     * A question with the buttons {@code options}, {@code initial} the default, its modal dialog shown by
     * {@code show}; the option chosen, or null when the dialog was closed without one.
     */
    static Object answer(Component owner, String title, Object question, Object[] options, Object initial,
            Consumer<JDialog> show) {
        JOptionPane pane = new JOptionPane(question, JOptionPane.QUESTION_MESSAGE, JOptionPane.DEFAULT_OPTION, null,
                options, initial);
        show(pane, owner, title, show);
        return pane.getValue();
    }

    /**
     * The pane's modal dialog, centred over {@code owner}'s window by {@link ScreenFit}, shown by {@code show}.
     * createDialog made the native window at (0, 0) when it packed, then moved it over the owner; the X server's
     * word on that first place could come after the move and put the dialog back at (0, 0), where it then opened
     * (without a window manager, 4 dialogs in 40 in a scratch loop; in CI the resume prompt now and then). With
     * the native window gone no such word can come: the dialog is placed then, and made again where it stands.
     */
    private static void show(JOptionPane pane, Component owner, String title, Consumer<JDialog> show) {
        JDialog dialog = pane.createDialog(owner, title);
        dialog.removeNotify();
        Window over = owner == null || owner instanceof Window ? (Window) owner : SwingUtilities.getWindowAncestor(owner);
        ScreenFit.place(dialog, over);
        pane.selectInitialValue();
        show.accept(dialog);
        dialog.dispose();
    }
}
