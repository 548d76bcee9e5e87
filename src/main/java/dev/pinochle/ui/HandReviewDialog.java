package dev.pinochle.ui;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Meld;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Played;
import dev.pinochle.core.SeatView;
import dev.pinochle.save.Describe;
import dev.pinochle.save.HandReview;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.geom.Rectangle2D;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;

/**
 * Hand review: the hand replayed step by step — deal, auction, pass, meld, every trick — with all hands face
 * up, and where the human decided otherwise than the Expert bot, the bot's choice beside the step (marked
 * ★ in the list, its card outlined in the hand). Left and Right step through.
 */
final class HandReviewDialog extends JDialog {
    private final GameSession.Review review;
    private final Map<Integer, HandReview.Difference> differences = new HashMap<>();
    private final JList<String> list;
    private final Board board;
    private final JLabel expert = new JLabel(" ");

    HandReviewDialog(Window owner, GameSession.Review review, Settings settings) {
        super(owner, "Hand " + review.review().steps().get(0).views().get(0).handNumber() + " review",
                ModalityType.APPLICATION_MODAL);
        this.review = review;
        for (HandReview.Difference d : review.differences()) {
            // The decision is made at step d.step(); the list shows it as the step it leads to.
            differences.put(d.step() + 1, d);
        }
        DefaultListModel<String> model = new DefaultListModel<>();
        for (HandReview.Step s : review.review().steps()) {
            model.addElement((differences.containsKey(s.index()) ? "\u2605 " : "") + s.index() + ". "
                    + s.description());
        }
        list = new JList<>(model);
        list.setName("reviewSteps");
        list.getAccessibleContext().setAccessibleName("Steps of the hand");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> show(list.getSelectedIndex()));
        JScrollPane steps = new JScrollPane(list);
        steps.setPreferredSize(new Dimension(300, 560));

        board = new Board(new CardPainter(settings.fourColour()));
        expert.setName("expertChoice");
        expert.setBorder(BorderFactory.createEmptyBorder(6, 10, 6, 10));
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(button("First", () -> select(0)));
        buttons.add(button("\u25c0 Back", () -> select(list.getSelectedIndex() - 1)));
        buttons.add(button("Next \u25b6", () -> select(list.getSelectedIndex() + 1)));
        buttons.add(button("Last", () -> select(model.size() - 1)));
        JButton close = button("Close", this::dispose);
        buttons.add(close);
        JPanel south = new JPanel(new BorderLayout());
        south.add(expert, BorderLayout.CENTER);
        south.add(buttons, BorderLayout.EAST);

        getContentPane().add(steps, BorderLayout.WEST);
        getContentPane().add(board, BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        key(KeyEvent.VK_LEFT, () -> select(list.getSelectedIndex() - 1));
        key(KeyEvent.VK_RIGHT, () -> select(list.getSelectedIndex() + 1));
        key(KeyEvent.VK_ESCAPE, this::dispose);
        // Open on the first decision the Expert would have taken otherwise, else on the deal.
        select(review.differences().isEmpty() ? 0 : review.differences().get(0).step() + 1);
        setSize(1200, 720);
        setLocationRelativeTo(owner);
    }

    private JButton button(String text, Runnable run) {
        JButton b = new JButton(text);
        b.addActionListener(e -> run.run());
        b.setFocusable(false);
        return b;
    }

    private void key(int code, Runnable run) {
        String name = "review" + code;
        getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(code, 0), name);
        getRootPane().getActionMap().put(name, new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                run.run();
            }
        });
    }

    private void select(int index) {
        int i = Math.max(0, Math.min(index, list.getModel().getSize() - 1));
        list.setSelectedIndex(i);
        list.ensureIndexIsVisible(i);
    }

    private void show(int index) {
        if (index < 0) {
            return;
        }
        HandReview.Difference d = differences.get(index);
        expert.setText(d == null ? " " : "<html>" + review.seats().get(d.taken().seat()).name() + ": " + Describe.action(d.taken().action())
                + ". <b>The Expert bot's choice:</b> " + Describe.action(d.suggested()) + ".</html>");
        board.show(review.review().steps().get(index), d);
    }

    /** Every seat's hand face up, the trick on the table, and the contract, for one step. */
    private final class Board extends JPanel {
        private final CardPainter painter;
        private HandReview.Step step;
        private HandReview.Difference difference;

        Board(CardPainter painter) {
            this.painter = painter;
            setName("reviewBoard");
            getAccessibleContext().setAccessibleName("Every hand, face up");
        }

        void show(HandReview.Step s, HandReview.Difference d) {
            step = s;
            difference = d;
            getAccessibleContext().setAccessibleDescription(s.description());
            repaint();
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(UIManager.getColor("Pinochle.table.centre"));
            g.fillRect(0, 0, getWidth(), getHeight());
            if (step != null) {
                paintStep(g);
            }
            g.dispose();
        }

        private void paintStep(Graphics2D g) {
            List<SeatView> views = step.views();
            SeatView any = views.get(0);
            Color text = UIManager.getColor("Pinochle.table.text");
            Color dim = UIManager.getColor("Pinochle.table.dimText");
            Font base = UIManager.getFont("Label.font");
            int pad = 14;
            int trickWidth = 230;
            int seats = views.size();
            double rowHeight = (getHeight() - 2.0 * pad - 30) / seats;
            int maxCards = 1;
            for (SeatView v : views) {
                maxCards = Math.max(maxCards, v.hand().size());
            }
            double cardH = Math.min(rowHeight - 24, 130);
            double cardW = cardH / CardPainter.ASPECT;
            double room = getWidth() - 2.0 * pad - trickWidth;
            double stepX = Math.min(cardW * 0.62, (room - cardW) / Math.max(1, maxCards - 1));

            g.setFont(base.deriveFont(Font.BOLD, 15f));
            g.setColor(text);
            g.drawString(header(any), pad, pad + 14);

            Card suggested = difference != null && difference.suggested() instanceof Action.Play p ? p.card() : null;
            int decider = difference != null ? difference.taken().seat() : -1;
            for (int seat = 0; seat < seats; seat++) {
                SeatView v = views.get(seat);
                double y = pad + 30 + seat * rowHeight;
                g.setFont(base.deriveFont(Font.BOLD, 13f));
                g.setColor(seat == step.toAct() ? UIManager.getColor("Pinochle.table.turn") : text);
                String name = review.seats().get(seat).name();
                int meld = 0;
                for (Meld m : v.melds().isEmpty() ? List.<Meld>of()
                        : v.melds().get(seat)) {
                    meld += m.points();
                }
                g.drawString(name + (meld > 0 ? "  \u00b7  meld " + meld : ""), pad, (float) y + 14);
                double x = pad;
                for (Card c : v.hand()) {
                    Set<CardPainter.Mark> marks = EnumSet.noneOf(CardPainter.Mark.class);
                    if (seat == decider && c.equals(suggested)) {
                        marks.add(CardPainter.Mark.HIGHLIGHTED);
                    }
                    painter.paintFace(g, c, new Rectangle2D.Double(x, y + 20, cardW, cardH), marks);
                    x += stepX;
                }
            }

            double tx = getWidth() - pad - trickWidth + 20;
            g.setFont(base.deriveFont(Font.BOLD, 13f));
            g.setColor(dim);
            g.drawString(any.phase() == Phase.TRICKS || !any.trick().isEmpty() ? "Trick " + (any.tricks().size() + 1)
                    : "", (float) tx, pad + 44f);
            double ty = pad + 56;
            double small = Math.min(cardW, 70);
            for (Played p : any.trick()) {
                g.setColor(text);
                g.setFont(base.deriveFont(12f));
                g.drawString(review.seats().get(p.seat()).name(), (float) tx, (float) (ty + small * 0.7));
                painter.paintFace(g, p.card(), new Rectangle2D.Double(tx + 80, ty, small, small * CardPainter.ASPECT),
                        EnumSet.noneOf(CardPainter.Mark.class));
                ty += small * 0.62 + 8;
            }
        }

        private String header(SeatView v) {
            StringBuilder sb = new StringBuilder("Hand ").append(v.handNumber()).append(" \u00b7 ")
                    .append(phaseName(v.phase()));
            if (v.contractor() >= 0) {
                sb.append(" \u00b7 ").append(review.seats().get(v.contractor()).name()).append(" bid ")
                        .append(v.bid());
            }
            if (v.trump() != null) {
                sb.append(" \u00b7 trump ").append(v.trump().symbol());
            }
            sb.append(" \u00b7 ").append(step.description());
            return sb.toString();
        }
    }

    private static String phaseName(Phase p) {
        String s = p.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
