package dev.pinochle.ui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Window;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import javax.swing.BorderFactory;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;

/**
 * Help → How to play: the player's guide to every table and house rule, from the bundled
 * {@code how-to-play.md}. Close or Esc closes it.
 */
final class RulesDialog extends JDialog {
    RulesDialog(Window owner) {
        super(owner, "How to play Pinochle", ModalityType.MODELESS);
        String md = rulesText();
        JEditorPane text = new JEditorPane("text/html", MarkdownHtml.toHtml(md));
        text.setEditable(false);
        text.setName("rulesText");
        text.getAccessibleContext().setAccessibleName("How to play");
        text.setCaretPosition(0);
        getContentPane().add(new JScrollPane(text), BorderLayout.CENTER);

        // The page is long (four tables, then every house rule): its sections, one click away.
        JList<String> contents = new JList<>(MarkdownHtml.sections(md).toArray(String[]::new));
        contents.setName("rulesContents");
        contents.getAccessibleContext().setAccessibleName("Contents");
        contents.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        contents.putClientProperty(FlatClientProperties.STYLE, "cellMargins: 4,10,4,10");
        contents.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && contents.getSelectedIndex() >= 0) {
                text.scrollToReference(MarkdownHtml.anchor(contents.getSelectedIndex()));
            }
        });
        JScrollPane side = new JScrollPane(contents);
        side.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEmptyBorder(0, 0, 0, 6),
                side.getBorder()));
        getContentPane().add(side, BorderLayout.WEST);

        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(Closing.button(this, "closeRules"));
        getContentPane().add(buttons, BorderLayout.SOUTH);

        setSize(980, 680);
        ScreenFit.place(this, owner);
    }

    /** The guide's Markdown, as bundled from {@code docs/how-to-play.md}. */
    static String rulesText() {
        try (InputStream in = RulesDialog.class.getResourceAsStream("how-to-play.md")) {
            if (in == null) {
                throw new IllegalStateException("how-to-play.md is missing from the application");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
