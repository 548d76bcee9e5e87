package dev.pinochle.ui;

import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.table.Snapshot;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Window;
import java.awt.font.TextAttribute;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;
import javax.swing.BorderFactory;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;

/**
 * The score sheet of the game so far: one row per finished hand with its deal seed, running totals, the
 * target; the selected hand can be reviewed or dealt again.
 */
final class ScoreSheetDialog extends JDialog {
    private static final int VISIBLE_ROWS = 12;
    /** Room beside a column's widest header or cell, so neighbours do not touch. */
    private static final int COLUMN_PADDING = 14;
    /** The least of it, on a screen too narrow for the full padding (the cells' margins still part them). */
    private static final int MIN_PADDING = 2;
    private final JTable table;

    /**
     * @param review opens the hand review of a hand (0-based)
     * @param replay starts a new game with a hand's cards (0-based)
     */
    ScoreSheetDialog(Window owner, Snapshot s, Settings settings, IntConsumer review, IntConsumer replay) {
        super(owner, "Score sheet", ModalityType.APPLICATION_MODAL);
        ScoreSheet sheet = new ScoreSheet(s);
        table = new JTable(new AbstractTableModel() {
            @Override
            public int getRowCount() {
                return sheet.rows().size();
            }

            @Override
            public int getColumnCount() {
                return sheet.columns().size() + 1;
            }

            @Override
            public String getColumnName(int column) {
                return column < sheet.columns().size() ? sheet.columns().get(column) : "Deal";
            }

            @Override
            public Object getValueAt(int row, int column) {
                return column < sheet.columns().size() ? sheet.rows().get(row).get(column)
                        : Shuffle.dealNumber(s.hands().get(row).seed());
            }
        }) {
            // Columns keep the widths that show them whole: spare room widens them, too little scrolls sideways.
            @Override
            public boolean getScrollableTracksViewportWidth() {
                return getParent() instanceof JViewport v && getPreferredSize().width < v.getWidth();
            }
        };
        table.setName("scoreSheet");
        table.getAccessibleContext().setAccessibleName("Score sheet");
        table.setFillsViewportHeight(true);
        table.setRowHeight(24);
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setDefaultRenderer(Object.class, cellRenderer(sheet));
        table.getColumnModel().getColumn(sheet.columns().indexOf("Trump"))
                .setCellRenderer(trumpRenderer(s, CardPainter.of(settings)));

        JLabel footer = new JLabel(sheet.footer());
        footer.setBorder(BorderFactory.createEmptyBorder(8, 10, 8, 10));
        JButton reviewButton = new JButton("Review hand");
        reviewButton.setName("reviewSelected");
        JButton replayButton = new JButton("Replay this deal");
        replayButton.setName("replaySelected");
        JButton close = Closing.button(this, "closeScoreSheet");
        reviewButton.setEnabled(false);
        replayButton.setEnabled(false);
        table.getSelectionModel().addListSelectionListener(e -> {
            boolean one = table.getSelectedRow() >= 0;
            reviewButton.setEnabled(one);
            replayButton.setEnabled(one);
        });
        reviewButton.addActionListener(e -> {
            int row = table.getSelectedRow();
            dispose();
            review.accept(row);
        });
        replayButton.addActionListener(e -> {
            int row = table.getSelectedRow();
            dispose();
            replay.accept(row);
        });
        JPanel south = new JPanel(new BorderLayout());
        if (sheet.anyNoted(true) || sheet.anyNoted(false)) {
            south.add(key(sheet), BorderLayout.NORTH);
        }
        south.add(footer, BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(reviewButton);
        buttons.add(replayButton);
        buttons.add(close);
        south.add(buttons, BorderLayout.EAST);
        getContentPane().add(new JScrollPane(table), BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        fitTo(ScreenFit.usable(getGraphicsConfiguration()));
    }

    /**
     * Sizes the sheet to the screen area {@code area}: every column whole, with the full padding where the
     * width allows, else as much as fits (a 1024-wide screen takes less); only a sheet too wide even then
     * scrolls sideways.
     */
    void fitTo(Rectangle area) {
        fitAndPack(COLUMN_PADDING);
        int over = getWidth() - area.width;
        if (over > 0) {
            int columns = table.getColumnCount();
            fitAndPack(Math.max(MIN_PADDING, COLUMN_PADDING - (over + columns - 1) / columns));
        }
        ScreenFit.place(this, getOwner(), area);
    }

    /** Fits the columns with {@code padding} beside each, and the dialog to them. */
    private void fitAndPack(int padding) {
        fitColumns(table, padding);
        table.setPreferredScrollableViewportSize(
                new Dimension(table.getPreferredSize().width, VISIBLE_ROWS * table.getRowHeight()));
        pack();
    }

    /**
     * The line under the sheet that says what each mark means, for the marks the sheet holds: a lost meld and one
     * not counted looked the same, told apart only by their tooltips (QA). One line, narrower than the sheet.
     */
    private static JPanel key(ScoreSheet sheet) {
        JPanel key = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
        key.setName("scoreSheetKey");
        key.setBorder(BorderFactory.createEmptyBorder(6, 10, 0, 10));
        key.add(new JLabel("Key:  "));
        List<String> said = new ArrayList<>();
        for (boolean lost : new boolean[] {true, false}) {
            if (!sheet.anyNoted(lost)) {
                continue;
            }
            if (!said.isEmpty()) {
                key.add(new JLabel("   \u00b7   "));
            }
            JLabel sample = new JLabel("100");
            sample.setName(lost ? "keyLost" : "keyNotCounted");
            mark(sample, lost, UIManager.getColor("Label.disabledForeground"));
            String meaning = lost ? "meld lost" : "meld not counted (a defender's)";
            key.add(sample);
            key.add(new JLabel(" " + meaning));
            said.add((lost ? "struck through: " : "grey: ") + meaning);
        }
        key.getAccessibleContext().setAccessibleName("Key: " + String.join("; ", said));
        return key;
    }

    /**
     * Sets a meld that did not count apart: a lost one struck through, as on a paper score sheet; one that never
     * counts (a three-handed defender's) in {@code dim} italics, a figure only for the record.
     */
    private static void mark(JLabel l, boolean lost, Color dim) {
        if (lost) {
            l.setFont(l.getFont().deriveFont(Map.of(TextAttribute.STRIKETHROUGH, TextAttribute.STRIKETHROUGH_ON)));
        } else {
            l.setFont(l.getFont().deriveFont(Font.ITALIC));
            l.setForeground(dim);
        }
    }

    /**
     * The sheet's cells as text, never markup: a name is text, whatever it looks like, and a cell beginning
     * "<html>" would be read as markup. A meld that did not count shows as its figure alone, marked ({@link #mark}:
     * struck through when lost, dimmed when it never counts), with its note and the reason in its tooltip ("Meld 100
     * (not counted): a defender's meld never counts") and its note in its accessible name, as the summary words it:
     * written out in the cell, "100 (not counted)" made each three-handed meld column three times as wide as its
     * figures, and pushed the Deal column off a 1280-wide screen (QA).
     */
    private static TableCellRenderer cellRenderer(ScoreSheet sheet) {
        DefaultTableCellRenderer renderer = new DefaultTableCellRenderer() {
            @Override
            public Component getTableCellRendererComponent(JTable t, Object value, boolean selected,
                    boolean focused, int row, int column) {
                // The renderer keeps a colour set on it for every cell after: none, so the table's is used.
                setForeground(null);
                super.getTableCellRendererComponent(t, value, selected, focused, row, column);
                ScoreSheet.Note note = sheet.note(row, t.convertColumnIndexToModel(column));
                String text = String.valueOf(value);
                if (note == null || !text.endsWith(note.suffix())) {
                    setToolTipText(null);
                    getAccessibleContext().setAccessibleName(null);
                    return this;
                }
                String figure = text.substring(0, text.length() - note.suffix().length());
                setText(figure);
                // Dimmed halfway to the selection's colour on a selected row, where the theme's grey would not read.
                mark(this, note.lost(), selected ? mix(t.getSelectionForeground(), t.getSelectionBackground())
                        : UIManager.getColor("Label.disabledForeground"));
                setToolTipText("Meld " + text + ": " + note.why());
                getAccessibleContext().setAccessibleName(text);
                return this;
            }
        };
        renderer.putClientProperty("html.disable", Boolean.TRUE);
        return renderer;
    }

    private static Color mix(Color a, Color b) {
        return new Color((a.getRed() + b.getRed()) / 2, (a.getGreen() + b.getGreen()) / 2,
                (a.getBlue() + b.getBlue()) / 2);
    }

    /**
     * The trump as the cards print it: its suit in the cards' colours (four-colour suits as set) on a small card
     * face, without which a black spade could not be read on the dark theme or a selected row.
     */
    private static TableCellRenderer trumpRenderer(Snapshot s, CardPainter painter) {
        return new DefaultTableCellRenderer() {
            @Override
            public Component getTableCellRendererComponent(JTable t, Object value, boolean selected,
                    boolean focused, int row, int column) {
                super.getTableCellRendererComponent(t, value, selected, focused, row, column);
                Suit trump = s.hands().get(row).result().trump();
                setIcon(trump == null ? null : new TrumpChip(painter, trump));
                if (trump != null) {
                    setText("");
                }
                getAccessibleContext().setAccessibleName(trump == null ? null
                        : trump.name().toLowerCase(Locale.ROOT));
                return this;
            }
        };
    }

    /** A suit on a small card face, as tall as a line of the sheet. */
    private record TrumpChip(CardPainter painter, Suit suit) implements Icon {
        private static final int HEIGHT = 20;

        @Override
        public void paintIcon(Component c, Graphics g0, int x, int y) {
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            RoundRectangle2D face = new RoundRectangle2D.Double(x + 0.5, y + 0.5, getIconWidth() - 1,
                    HEIGHT - 1, 4, 4);
            g.setColor(UIManager.getColor("Pinochle.card.face"));
            g.fill(face);
            g.setColor(UIManager.getColor("Pinochle.card.border"));
            g.draw(face);
            g.setColor(painter.suitColour(suit));
            g.fill(SuitShape.centred(suit, x + getIconWidth() / 2.0, y + HEIGHT / 2.0, 11));
            g.dispose();
        }

        @Override
        public int getIconWidth() {
            return (int) Math.round(HEIGHT / CardPainter.ASPECT);
        }

        @Override
        public int getIconHeight() {
            return HEIGHT;
        }
    }

    /** "Counters Them" as "Counters" over "Them": a per-side column need be no wider than its figures. */
    private static Object twoLines(Object header) {
        String h = MarkdownHtml.escape(String.valueOf(header));
        int space = h.indexOf(' ');
        return space < 0 ? header
                : "<html><center>" + h.substring(0, space) + "<br>" + h.substring(space + 1) + "</center></html>";
    }

    /**
     * Each column as wide as its header or its widest cell, whichever is wider, plus {@code padding}, and
     * never narrower.
     */
    private static void fitColumns(JTable table, int padding) {
        TableCellRenderer plain = table.getTableHeader().getDefaultRenderer();
        TableCellRenderer header = (t, value, selected, focused, row, column) ->
                plain.getTableCellRendererComponent(t, twoLines(value), selected, focused, row, column);
        for (int c = 0; c < table.getColumnCount(); c++) {
            TableColumn column = table.getColumnModel().getColumn(c);
            // A column's own renderer: the header measures the height of each, not of the default once.
            column.setHeaderRenderer(header);
            int width = header.getTableCellRendererComponent(table, column.getHeaderValue(), false, false, -1, c)
                    .getPreferredSize().width;
            for (int r = 0; r < table.getRowCount(); r++) {
                Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                width = Math.max(width, cell.getPreferredSize().width);
            }
            width += padding + table.getIntercellSpacing().width;
            column.setMinWidth(width);
            column.setPreferredWidth(width);
        }
    }
}
