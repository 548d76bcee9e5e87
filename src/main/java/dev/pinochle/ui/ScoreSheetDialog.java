package dev.pinochle.ui;

import dev.pinochle.table.Snapshot;
import java.awt.BorderLayout;
import java.awt.Window;
import javax.swing.BorderFactory;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;

/** The score sheet of the game so far: one row per finished hand, running totals, the target. */
final class ScoreSheetDialog extends JDialog {
    ScoreSheetDialog(Window owner, Snapshot s) {
        super(owner, "Score sheet", ModalityType.APPLICATION_MODAL);
        ScoreSheet sheet = new ScoreSheet(s);
        JTable table = new JTable(new AbstractTableModel() {
            @Override
            public int getRowCount() {
                return sheet.rows().size();
            }

            @Override
            public int getColumnCount() {
                return sheet.columns().size();
            }

            @Override
            public String getColumnName(int column) {
                return sheet.columns().get(column);
            }

            @Override
            public Object getValueAt(int row, int column) {
                return sheet.rows().get(row).get(column);
            }
        });
        table.setName("scoreSheet");
        table.getAccessibleContext().setAccessibleName("Score sheet");
        table.setFillsViewportHeight(true);
        table.setRowHeight(24);
        JLabel footer = new JLabel(sheet.footer());
        footer.setBorder(BorderFactory.createEmptyBorder(8, 10, 8, 10));
        getContentPane().add(new JScrollPane(table), BorderLayout.CENTER);
        getContentPane().add(footer, BorderLayout.SOUTH);
        setSize(Math.min(1100, 90 * sheet.columns().size()), 420);
        setLocationRelativeTo(owner);
    }
}
