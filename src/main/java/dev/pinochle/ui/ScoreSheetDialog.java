package dev.pinochle.ui;

import dev.pinochle.table.Snapshot;
import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Window;
import java.util.function.IntConsumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.ListSelectionModel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;

/**
 * The score sheet of the game so far: one row per finished hand with its deal seed, running totals, the
 * target; the selected hand can be reviewed or dealt again.
 */
final class ScoreSheetDialog extends JDialog {
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
        });
        table.setName("scoreSheet");
        table.getAccessibleContext().setAccessibleName("Score sheet");
        table.setFillsViewportHeight(true);
        table.setRowHeight(24);
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        JLabel footer = new JLabel(sheet.footer());
        footer.setBorder(BorderFactory.createEmptyBorder(8, 10, 8, 10));
        JButton reviewButton = new JButton("Review hand");
        reviewButton.setName("reviewSelected");
        JButton replayButton = new JButton("Replay this deal");
        replayButton.setName("replaySelected");
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
        south.add(buttons, BorderLayout.EAST);
        getContentPane().add(new JScrollPane(table), BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        setSize(Math.min(1200, 90 * (sheet.columns().size() + 1) + 80), 420);
        setLocationRelativeTo(owner);
    }
}
