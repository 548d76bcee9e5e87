package dev.pinochle.ui;

import dev.pinochle.table.Snapshot;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Window;
import java.util.function.IntConsumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
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

    /**
     * @param review opens the hand review of a hand (0-based)
     * @param replay starts a new game with a hand's cards (0-based)
     */
    ScoreSheetDialog(Window owner, Snapshot s, IntConsumer review, IntConsumer replay) {
        super(owner, "Score sheet", ModalityType.APPLICATION_MODAL);
        ScoreSheet sheet = new ScoreSheet(s);
        JTable table = new JTable(new AbstractTableModel() {
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
                return column < sheet.columns().size() ? sheet.columns().get(column) : "Deal seed";
            }

            @Override
            public Object getValueAt(int row, int column) {
                return column < sheet.columns().size() ? sheet.rows().get(row).get(column)
                        : Long.toString(s.hands().get(row).seed());
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
        fitColumns(table);

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
        south.add(footer, BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(reviewButton);
        buttons.add(replayButton);
        buttons.add(close);
        south.add(buttons, BorderLayout.EAST);
        getContentPane().add(new JScrollPane(table), BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        table.setPreferredScrollableViewportSize(
                new Dimension(table.getPreferredSize().width, VISIBLE_ROWS * table.getRowHeight()));
        pack();
        // Never wider than the screen: there the sheet scrolls sideways.
        int room = (owner != null ? owner.getGraphicsConfiguration() : getGraphicsConfiguration()).getBounds().width;
        setSize(Math.min(getWidth(), room), getHeight());
        setLocationRelativeTo(owner);
    }

    /** "Counters Them" as "Counters" over "Them": a per-side column need be no wider than its figures. */
    private static Object twoLines(Object header) {
        String h = String.valueOf(header).replace("&", "&amp;").replace("<", "&lt;");
        int space = h.indexOf(' ');
        return space < 0 ? header
                : "<html><center>" + h.substring(0, space) + "<br>" + h.substring(space + 1) + "</center></html>";
    }

    /** Each column as wide as its header or its widest cell, whichever is wider, and never narrower. */
    private static void fitColumns(JTable table) {
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
            width += COLUMN_PADDING + table.getIntercellSpacing().width;
            column.setMinWidth(width);
            column.setPreferredWidth(width);
        }
    }
}
