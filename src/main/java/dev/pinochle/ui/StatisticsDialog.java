package dev.pinochle.ui;

import dev.pinochle.core.Mode;
import dev.pinochle.save.Statistics;
import dev.pinochle.save.Tally;
import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Window;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingConstants;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.DefaultTableModel;
import javax.swing.table.JTableHeader;

/**
 * Your statistics over finished games, per mode and in all: games, wins, contracts bid, made and set, average
 * bid and meld; Reset forgets them. Read and reset on the session's worker thread.
 */
final class StatisticsDialog extends JDialog {
    /** "Set" alone read a throw-in counted there as a mistake (QA): the header names it, its tooltip the moon. */
    static final List<String> COLUMNS = List.of("Mode", "Games", "Wins", "Contracts bid", "Made", "Set or thrown in",
            "Average bid", "Average meld");
    /** The set column, and its tooltip: all it counts ({@link Tally#set()}). */
    static final int SET = 5;
    static final String SET_TIP = "Contracts set, thrown in, or a moon shot missed";
    /** A figure there is none of. */
    private static final String NONE = "\u2014";

    private final GameSession session;
    private final DefaultTableModel model = new DefaultTableModel(COLUMNS.toArray(), 0) {
        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final JLabel status = new JLabel("Loading\u2026");
    /** Offered once there is something to forget. */
    private final JButton reset = new JButton("Reset");

    StatisticsDialog(Window owner, GameSession session) {
        super(owner, "Statistics", ModalityType.APPLICATION_MODAL);
        this.session = session;
        JTable table = new JTable(model) {
            @Override
            protected JTableHeader createDefaultTableHeader() {
                return new JTableHeader(columnModel) {
                    @Override
                    public String getToolTipText(MouseEvent e) {
                        int c = columnAtPoint(e.getPoint());
                        return c >= 0 && getColumnModel().getColumn(c).getModelIndex() == SET ? SET_TIP : null;
                    }
                };
            }
        };
        table.setName("statistics");
        table.getAccessibleContext().setAccessibleName("Statistics");
        table.setRowHeight(24);
        table.setFillsViewportHeight(true);
        // Half as wide again as a figure's: "Two-handed duel" was cut short in an eighth of the dialog, as was
        // "Set or thrown in" (the dialog is wider by as much, so the figures keep their width).
        int figure = table.getColumnModel().getColumn(1).getPreferredWidth();
        for (int c : new int[] {0, SET}) {
            table.getColumnModel().getColumn(c).setPreferredWidth(figure * 3 / 2);
        }
        // Figures under their centred headers.
        DefaultTableCellRenderer centred = new DefaultTableCellRenderer();
        centred.setHorizontalAlignment(SwingConstants.CENTER);
        for (int c = 1; c < COLUMNS.size(); c++) {
            table.getColumnModel().getColumn(c).setCellRenderer(centred);
        }
        status.setName("statisticsStatus");
        status.setBorder(BorderFactory.createEmptyBorder(8, 10, 8, 10));
        reset.setName("resetStatistics");
        reset.setEnabled(false);
        reset.addActionListener(e -> {
            if (Ask.confirm(this, "Reset statistics", "Forget all your statistics?", "Reset", "Keep them")) {
                session.resetStatistics(this::fill, status::setText);
            }
        });
        JButton close = Closing.button(this, "closeStatistics");
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(reset);
        buttons.add(close);
        JPanel south = new JPanel(new BorderLayout());
        south.add(status, BorderLayout.CENTER);
        south.add(buttons, BorderLayout.EAST);
        getContentPane().add(new JScrollPane(table), BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        setSize(960, 300);
        ScreenFit.place(this, owner);
        session.statistics(this::fill, status::setText);
    }

    private void fill(Statistics s) {
        model.setRowCount(0);
        for (List<String> row : rows(s)) {
            model.addRow(row.toArray());
        }
        status.setText("<html>" + String.join("<br>", status(s)) + "</html>");
        reset.setEnabled(s.total().games() > 0);
    }

    /** The lines under the table: what it counts, and why All has no averages when it has none. */
    static List<String> status(Statistics s) {
        if (s.total().games() == 0) {
            return List.of("No finished game yet: statistics count games played to the end.");
        }
        // Three-handed and the duel have no sides: you play alone there.
        String counted = "Counted for you (your side, in the partnership games) each time a game ends.";
        // On a line of its own: after the first it ran past the Reset and Close buttons.
        return oneScale(s) ? List.of(counted)
                : List.of(counted, "All has no averages: the double deck scores on a scale of its own.");
    }

    /** One row per mode played, then the total: the table's content, without Swing for the tests. */
    static List<List<String>> rows(Statistics s) {
        List<List<String>> rows = new ArrayList<>();
        for (Mode m : Mode.values()) {
            if (s.byMode().containsKey(m)) {
                rows.add(row(GameChoices.tableName(m), s.of(m), true, m != Mode.DUEL));
            }
        }
        rows.add(row("All", s.total(), oneScale(s), true));
        return rows;
    }

    /**
     * Whether the modes played score on one scale. The double deck's points are its own (a counter 1, a hand 50),
     * not the single deck's (10 and 250, whatever scale its table shows them on): an average over both means nothing.
     */
    private static boolean oneScale(Statistics s) {
        return s.byMode().keySet().stream().map(Mode::deck).distinct().count() <= 1;
    }

    /**
     * A row; without {@code averages} its average bid and meld are dashes, and without {@code contracts} (the duel
     * has no auction) its contracts bid, made and set.
     */
    private static List<String> row(String name, Tally t, boolean averages, boolean contracts) {
        return List.of(name, Integer.toString(t.games()), Integer.toString(t.wins()),
                contracts ? Integer.toString(t.contracts()) : NONE, contracts ? Integer.toString(t.made()) : NONE,
                contracts ? Integer.toString(t.set()) : NONE,
                averages ? average(t.contracts(), t.averageBid()) : NONE,
                averages ? average(t.hands(), t.averageMeld()) : NONE);
    }

    /** A whole-number average, or a dash when there was nothing to average (no contract in a duel: not "0"). */
    private static String average(int count, double value) {
        return count == 0 ? NONE : String.format(Locale.ROOT, "%.0f", value);
    }
}
