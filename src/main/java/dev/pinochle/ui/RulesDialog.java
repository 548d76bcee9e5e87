package dev.pinochle.ui;

import java.awt.BorderLayout;
import java.awt.Window;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;

/** Help → Rules: the rules as the game implements them, from the bundled {@code rules.md}. */
final class RulesDialog extends JDialog {
    RulesDialog(Window owner) {
        super(owner, "Pinochle rules", ModalityType.MODELESS);
        JEditorPane text = new JEditorPane("text/html", MarkdownHtml.toHtml(rulesText()));
        text.setEditable(false);
        text.setName("rulesText");
        text.getAccessibleContext().setAccessibleName("Rules");
        text.setCaretPosition(0);
        getContentPane().add(new JScrollPane(text), BorderLayout.CENTER);
        setSize(760, 680);
        setLocationRelativeTo(owner);
    }

    static String rulesText() {
        try (InputStream in = RulesDialog.class.getResourceAsStream("rules.md")) {
            if (in == null) {
                throw new IllegalStateException("rules.md is missing from the application");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
