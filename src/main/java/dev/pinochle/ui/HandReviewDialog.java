package dev.pinochle.ui;

import dev.pinochle.ai.Conventions;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Meld;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Played;
import dev.pinochle.core.Rank;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.TrickRecord;
import dev.pinochle.save.HandReview;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.stream.Collectors;
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
 * Hand review: the hand replayed step by step — deal, auction, pass, meld, every trick, the result — with all
 * hands face up, and where the human decided otherwise than the Expert bot, the bot's choice beside the step
 * (marked ★ in the list, its card outlined in the hand). Left and Right step through. Seats go by the names
 * the table shows, cards as the table writes them (10♦).
 */
final class HandReviewDialog extends JDialog {
    /** The size the review is laid out for; a smaller screen gets all of its usable area instead. */
    private static final Dimension ROOMY = new Dimension(1200, 720);
    private final GameSession.Review review;
    private final Map<Integer, HandReview.Difference> differences = new HashMap<>();
    private final JList<String> list;
    private final JScrollPane steps;
    private final int stepsWidth;
    private final Board board;
    /**
     * Two lines high at least: a reason long enough to wrap then leaves the board where it was as the steps go by.
     */
    private final JLabel expert = new JLabel(" ") {
        @Override
        public Dimension getPreferredSize() {
            Dimension d = super.getPreferredSize();
            int two = 2 * getFontMetrics(getFont()).getHeight() + getInsets().top + getInsets().bottom;
            return new Dimension(d.width, Math.max(d.height, two));
        }
    };

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
            model.addElement((differences.containsKey(s.index()) ? "\u2605 " : "") + s.index() + ". " + said(s));
        }
        list = new JList<>(model) {
            // A step wider than the list is cut at its edge: hovering it shows it whole.
            @Override
            public String getToolTipText(MouseEvent e) {
                int i = locationToIndex(e.getPoint());
                Rectangle cell = i < 0 ? null : getCellBounds(i, i);
                if (cell == null || !cell.contains(e.getPoint())) {
                    return null;
                }
                String step = getModel().getElementAt(i);
                Component shown = getCellRenderer().getListCellRendererComponent(this, step, i, false, false);
                Rectangle seen = getVisibleRect();
                boolean cut = seen.x > 0 || shown.getPreferredSize().width > seen.width;
                return cut ? step : null;
            }
        };
        list.setName("reviewSteps");
        list.getAccessibleContext().setAccessibleName("Steps of the hand");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> show(list.getSelectedIndex()));
        steps = new JScrollPane(list);
        // As wide as the longest step (cards passed) within reason; a longer one scrolls sideways.
        int wide = list.getPreferredSize().width + steps.getVerticalScrollBar().getPreferredSize().width + 8;
        stepsWidth = Math.max(300, Math.min(wide, 420));

        board = new Board(CardPainter.of(settings), settings.cloth());
        expert.setName("expertChoice");
        expert.setBorder(BorderFactory.createEmptyBorder(6, 10, 6, 10));
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(button("First", () -> select(0)));
        buttons.add(button("\u25c0 Back", () -> select(list.getSelectedIndex() - 1)));
        buttons.add(button("Next \u25b6", () -> select(list.getSelectedIndex() + 1)));
        buttons.add(button("Last", () -> select(model.size() - 1)));
        JButton close = Closing.button(this, "closeReview");
        // Like the step buttons: the keys stay with the step list, where Left and Right step.
        close.setFocusable(false);
        buttons.add(close);
        JPanel south = new JPanel(new BorderLayout());
        south.add(expert, BorderLayout.CENTER);
        south.add(buttons, BorderLayout.EAST);

        getContentPane().add(steps, BorderLayout.WEST);
        getContentPane().add(board, BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        key(KeyEvent.VK_LEFT, () -> select(list.getSelectedIndex() - 1));
        key(KeyEvent.VK_RIGHT, () -> select(list.getSelectedIndex() + 1));
        // Open on the first decision the Expert would have taken otherwise, else on the deal.
        list.setSelectedIndex(review.differences().isEmpty() ? 0 : review.differences().get(0).step() + 1);
        fitTo(ScreenFit.usable(getGraphicsConfiguration()));
        // Scrolled to only once laid out: before, the list's view had no height, and "in view" put the selected
        // step at its top, the steps before it (the deal first) out of sight.
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowOpened(WindowEvent e) {
                list.ensureIndexIsVisible(list.getSelectedIndex());
            }
        });
    }

    /**
     * Sizes the review to the screen area {@code area}: {@link #ROOMY} where it fits, else as much as there is.
     * The step list then takes at most a third of the width, so that the board keeps room for a hand; the
     * board's cards shrink to the board.
     */
    void fitTo(Rectangle area) {
        setSize(Math.min(ROOMY.width, area.width), Math.min(ROOMY.height, area.height));
        steps.setPreferredSize(new Dimension(Math.min(stepsWidth, getWidth() / 3), 560));
        ScreenFit.place(this, getOwner(), area);
        validate();
    }

    private JButton button(String text, Runnable run) {
        JButton b = new JButton(text);
        b.addActionListener(e -> run.run());
        b.setFocusable(false);
        return b;
    }

    private void key(int code, Runnable run) {
        String name = "review" + code;
        AbstractAction action = new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                run.run();
            }
        };
        getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(code, 0), name);
        getRootPane().getActionMap().put(name, action);
        // The list, which has the keys, binds Left and Right itself (to columns it does not have): so here too.
        list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(code, 0), name);
        list.getActionMap().put(name, action);
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
        HandReview.Step step = review.review().steps().get(index);
        if (d == null) {
            // A bot's step says why, as the partner's reasons do at the table: what the review is for is to learn.
            expert.setText(step.reason() == null ? " " : "<html><b>" + MarkdownHtml.escape(name(step.call().seat())
                    + "'s reason:") + "</b> " + MarkdownHtml.escape(step.reason()) + ".</html>");
            board.show(step, null);
            return;
        }
        int seat = d.taken().seat();
        String choice = deed(seat, d.suggested(), false, index);
        expert.setText("<html>" + MarkdownHtml.escape(name(seat) + " "
                + deed(seat, d.taken().action(), true, index) + alert(index, seat, d.taken().action()))
                + ". <b>The Expert bot's choice:</b> " + MarkdownHtml.escape(d.reason() == null
                        ? choice + alert(index, seat, d.suggested())
                        : MainWindow.advice(choice, d.suggested(), d.reason()))
                + ".</html>");
        board.show(step, d);
    }

    private String name(int seat) {
        return TableController.shortName(review.seats().get(seat).name());
    }

    /** Native points as the table shows them: divided on the one-point scale. */
    private String points(int nativePoints) {
        return review.review().steps().get(0).views().get(0).rules().shown(nativePoints);
    }

    /**
     * A step in words: "West bid 300", "East led A♠", "You played 10♦ · East won 30"; the deal says who dealt. A
     * bid the conventions give a meaning says it, as the table alerts it: "North bid 260 (meld bid)". The card that
     * completes a trick says who won it and its points, so that the list reads trick by trick.
     */
    private String said(HandReview.Step s) {
        Call call = s.call();
        if (call == null) {
            return name(s.views().get(0).dealer()) + " dealt";
        }
        String said = name(call.seat()) + " " + deed(call.seat(), call.action(), true, s.index())
                + alert(s.index(), call.seat(), call.action());
        if (completesTrick(s)) {
            SeatView v = s.views().get(0);
            int t = v.tricks().size() - 1;
            said += " \u00b7 " + name(v.tricks().get(t).winner()) + " won " + points(v.trickPoints(t));
        }
        return said + drawn(s);
    }

    /**
     * " · You drew J♣, North drew 9♥" after the duel's step that ends a declaration turn, as the stock's draws follow
     * it (RULES.md §5): the hands shown from that step on hold the drawn cards, which the list never named (QA).
     */
    private String drawn(HandReview.Step s) {
        if (s.index() == 0 || s.views().get(0).stockSize() >= before(s.index(), 0).stockSize()) {
            return "";
        }
        StringJoiner drew = new StringJoiner(", ", " \u00b7 ", "");
        // The winner draws first, and it is the seat that acted: it ended the declaration turn.
        int seats = s.views().size();
        for (int k = 0; k < seats; k++) {
            int seat = (s.call().seat() + k) % seats;
            List<Card> now = new ArrayList<>(s.views().get(seat).hand());
            for (Card c : before(s.index(), seat).hand()) {
                now.remove(c);
            }
            if (k == 0 && s.call().action() instanceof Action.ExchangeDix) {
                // Taken for the dix, which the step's own words name, not drawn.
                now.remove(before(s.index(), seat).turnedUp());
            }
            if (!now.isEmpty()) {
                drew.add(name(seat) + " drew " + cards(now));
            }
        }
        return drew.toString();
    }

    /** " (meld bid)" after a bid the conventions give a meaning, made by {@code seat} at {@code step}; else "". */
    private String alert(int step, int seat, Action a) {
        // The seat's view before the step: the auction the bid was made into.
        Conventions.Alert alert = a instanceof Action.Bid b
                ? Conventions.ifBid(before(step, seat), b.points()) : null;
        return alert == null ? "" : " (" + alert.label() + ")";
    }

    /**
     * What {@code seat} did, after its name: in the past tense for the steps ("played 10♦", "threw in the
     * hand"), else as a choice ("play 10♦") for the Expert's suggestion. Neither form changes with the name,
     * so "You" and "West" read alike. {@code step} is the step the action makes.
     */
    private String deed(int seat, Action a, boolean past, int step) {
        if (a instanceof Action.Bid bid) {
            return "bid " + points(bid.points());
        } else if (a instanceof Action.Pass) {
            return past ? "passed" : "pass";
        } else if (a instanceof Action.NameTrump trump) {
            return (past ? "named " : "name ") + trump.suit().name().toLowerCase(Locale.ROOT) + " "
                    + trump.suit().symbol() + " trump";
        } else if (a instanceof Action.PassCards pass) {
            // Only the four-seat partnerships pass cards: to the partner, across the table.
            return (past ? "passed " : "pass ") + inHandOrder(pass.cards(), step) + " to " + name((seat + 2) % 4);
        } else if (a instanceof Action.ThrowIn) {
            return past ? "threw in the hand" : "throw in the hand";
        } else if (a instanceof Action.ShootMoon) {
            return past ? "shot the moon, to take every trick" : "shoot the moon";
        } else if (a instanceof Action.PlayOn) {
            return past ? "chose to play the hand out" : "play the hand out";
        } else if (a instanceof Action.Play play) {
            String verb = before(step, 0).trick().isEmpty() ? (past ? "led" : "lead") : (past ? "played" : "play");
            return verb + " " + play.card().display();
        } else if (a instanceof Action.Declare declare) {
            return (past ? "declared " : "declare ") + declare.named();
        } else if (a instanceof Action.Decline) {
            return past ? "declared nothing" : "declare nothing";
        } else if (a instanceof Action.ExchangeDix) {
            // The card that lay turned up before the step: the exchange took it.
            SeatView before = before(step, 0);
            return (past ? "swapped the " : "swap the ") + Card.of(before.trump(), Rank.NINE).display() + " for the "
                    + before.turnedUp().display();
        }
        // The sealed Action leaves only the bury.
        return (past ? "buried " : "bury ") + inHandOrder(((Action.Bury) a).cards(), step);
    }

    /** What {@code seat} saw just before {@code step}: the position the step's action was taken in. */
    private SeatView before(int step, int seat) {
        return review.review().steps().get(step - 1).views().get(seat);
    }

    /** Cards passed or buried at {@code step}, in the order the hand shows them then, not the order picked. */
    private String inHandOrder(List<Card> cards, int step) {
        return cards(Card.inHandOrder(cards, before(step, 0).trump()));
    }

    private static String cards(List<Card> cards) {
        return cards.stream().map(Card::display).collect(Collectors.joining(" "));
    }

    /** The trick to show at a step: the one in play, else the one the step's card just completed. */
    private static List<Played> trickShown(HandReview.Step s) {
        SeatView v = s.views().get(0);
        return completesTrick(s) ? v.tricks().get(v.tricks().size() - 1).cards() : v.trick();
    }

    /** Whether the step's card completed a trick. */
    private static boolean completesTrick(HandReview.Step s) {
        SeatView v = s.views().get(0);
        return v.trick().isEmpty() && !v.tricks().isEmpty() && s.call() != null
                && s.call().action() instanceof Action.Play;
    }

    /**
     * The finished hand in lines: the outcome, then per side its meld, counters, score for the hand and the
     * game total after it; empty before the hand is over.
     */
    private List<List<String>> resultRows(SeatView v) {
        HandResult r = v.result();
        List<List<String>> rows = new ArrayList<>();
        if (r == null) {
            return rows;
        }
        rows.add(List.of("", "Meld", "Counters", "Hand", "Total"));
        boolean partners = v.rules().mode().partnerships();
        int[] meld = r.meld();
        int[] counters = r.counters();
        int[] score = r.score();
        for (int side = 0; side < score.length; side++) {
            rows.add(List.of(partners ? name(side) + " & " + name(side + 2) : name(side),
                    points(meld[side]) + ScoreSheet.meldNote(r, side, v.rules()),
                    points(counters[side]),
                    (score[side] > 0 ? "+" : "") + points(score[side]), points(v.scores().get(side) + score[side])));
        }
        return rows;
    }

    /** Every seat's hand face up, the trick on the table, and the contract, for one step. */
    private final class Board extends JPanel {
        private final CardPainter painter;
        private final Settings.Cloth cloth;
        private HandReview.Step step;
        private HandReview.Difference difference;

        Board(CardPainter painter, Settings.Cloth cloth) {
            this.painter = painter;
            this.cloth = cloth;
            setName("reviewBoard");
            getAccessibleContext().setAccessibleName("Every hand, face up");
        }

        void show(HandReview.Step s, HandReview.Difference d) {
            step = s;
            difference = d;
            getAccessibleContext().setAccessibleDescription(words());
            repaint();
        }

        /** What the board shows, for screen readers: the header, the trick on the table, the result. */
        private String words() {
            SeatView v = step.views().get(0);
            StringBuilder sb = new StringBuilder(header(v)).append('.');
            List<Played> trick = trickShown(step);
            if (!trick.isEmpty()) {
                sb.append(' ').append(trickTitle(v)).append(':');
                for (Played p : trick) {
                    sb.append(' ').append(name(p.seat())).append(' ').append(p.card().display()).append(',');
                }
                sb.setLength(sb.length() - 1);
                sb.append('.');
            }
            List<List<String>> rows = resultRows(v);
            if (!rows.isEmpty()) {
                sb.append(" Result: ").append(ScoreSheet.outcome(v.result())).append('.');
                List<String> heads = rows.get(0);
                for (List<String> row : rows.subList(1, rows.size())) {
                    sb.append(' ').append(row.get(0)).append(':');
                    for (int c = 1; c < row.size(); c++) {
                        sb.append(' ').append(heads.get(c).toLowerCase(Locale.ROOT)).append(' ').append(row.get(c))
                                .append(c + 1 < row.size() ? "," : ".");
                    }
                }
            }
            return sb.toString();
        }

        /** "Trick 3", or for a trick just completed "Trick 3 · West won". */
        private String trickTitle(SeatView v) {
            if (!v.trick().isEmpty()) {
                return "Trick " + (v.tricks().size() + 1);
            }
            TrickRecord last = v.tricks().get(v.tricks().size() - 1);
            return "Trick " + v.tricks().size() + " \u00b7 " + name(last.winner()) + " won";
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(UIManager.getColor(cloth.key("centre")));
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
            Color dim = UIManager.getColor(cloth.key("dimText"));
            Font base = UIManager.getFont("Label.font");
            int pad = 14;
            int trickWidth = 230;
            int seats = views.size();
            g.setFont(base.deriveFont(Font.BOLD, 15f));
            List<String> header = headerLines(header(any), g.getFontMetrics(), getWidth() - 2 * pad);
            // A header on two lines pushes everything below it down by a line.
            int below = 20 * (header.size() - 1);
            double top = pad + 30 + below;
            List<List<String>> result = resultRows(any);
            if (!result.isEmpty()) {
                top = paintResult(g, result, pad, top, text, base);
            }
            // A hand played out leaves no cards to show; a hand thrown in shows what each seat still held.
            if (views.stream().allMatch(v -> v.hand().isEmpty())) {
                seats = 0;
            }
            double rowHeight = (getHeight() - pad - top) / Math.max(1, seats);
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
            for (int i = 0; i < header.size(); i++) {
                g.drawString(header.get(i), pad, pad + 14 + 20 * i);
            }

            Card suggested = difference != null && difference.suggested() instanceof Action.Play p ? p.card() : null;
            int decider = difference != null ? difference.taken().seat() : -1;
            for (int seat = 0; seat < seats; seat++) {
                SeatView v = views.get(seat);
                double y = top + seat * rowHeight;
                g.setFont(base.deriveFont(Font.BOLD, 13f));
                g.setColor(seat == step.toAct() ? UIManager.getColor("Pinochle.table.turn") : text);
                int meld = 0;
                for (Meld m : v.melds().isEmpty() ? List.<Meld>of()
                        : v.melds().get(seat)) {
                    meld += m.points();
                }
                g.drawString(name(seat) + (meld > 0 ? "  \u00b7  meld " + points(meld) : ""), pad, (float) y + 14);
                double x = pad;
                // One copy outlined: the Expert plays a card, not both of a pair.
                boolean outlined = false;
                for (Card c : v.hand()) {
                    Set<CardPainter.Mark> marks = EnumSet.noneOf(CardPainter.Mark.class);
                    if (seat == decider && c.equals(suggested) && !outlined) {
                        marks.add(CardPainter.Mark.HIGHLIGHTED);
                        outlined = true;
                    }
                    painter.paintFace(g, c, new Rectangle2D.Double(x, y + 20, cardW, cardH), marks);
                    x += stepX;
                }
            }

            double tx = getWidth() - pad - trickWidth + 20;
            g.setFont(base.deriveFont(Font.BOLD, 13f));
            g.setColor(dim);
            List<Played> trick = trickShown(step);
            g.drawString(!trick.isEmpty() ? trickTitle(any)
                    : any.phase() == Phase.TRICKS ? "Trick " + (any.tricks().size() + 1) : "", (float) tx,
                    pad + 44f + below);
            double ty = pad + 56 + below;
            double small = Math.min(cardW, 70);
            for (Played p : trick) {
                g.setColor(text);
                g.setFont(base.deriveFont(12f));
                g.drawString(name(p.seat()), (float) tx, (float) (ty + small * 0.7));
                painter.paintFace(g, p.card(), new Rectangle2D.Double(tx + 80, ty, small, small * CardPainter.ASPECT),
                        EnumSet.noneOf(CardPainter.Mark.class));
                ty += small * 0.62 + 8;
            }
        }

        /**
         * The result as a small table below the header, the outcome above it: names left, figures right.
         *
         * @return where the rows below it may start
         */
        private double paintResult(Graphics2D g, List<List<String>> rows, int pad, double top, Color text, Font base) {
            g.setColor(text);
            g.setFont(base.deriveFont(Font.BOLD, 14f));
            double y = top + 16;
            g.drawString("Result: " + ScoreSheet.outcome(step.views().get(0).result()), pad, (float) y);
            Font plain = base.deriveFont(13f);
            Font bold = base.deriveFont(Font.BOLD, 13f);
            FontMetrics fm = g.getFontMetrics(bold);
            int nameWidth = 0;
            for (List<String> row : rows) {
                nameWidth = Math.max(nameWidth, fm.stringWidth(row.get(0)));
            }
            int figure = 90;
            for (int r = 0; r < rows.size(); r++) {
                y += 22;
                List<String> row = rows.get(r);
                g.setFont(r == 0 ? bold : plain);
                g.drawString(row.get(0), pad, (float) y);
                for (int c = 1; c < row.size(); c++) {
                    // The header row and the totals in bold, as on the end-of-hand summary.
                    g.setFont(r == 0 || c == row.size() - 1 ? bold : plain);
                    float right = pad + nameWidth + c * figure;
                    g.drawString(row.get(c), right - g.getFontMetrics().stringWidth(row.get(c)), (float) y);
                }
            }
            return y + 24;
        }

        private String header(SeatView v) {
            StringBuilder sb = new StringBuilder("Hand ").append(v.handNumber()).append(" \u00b7 ")
                    .append(phaseName(v.phase()));
            if (v.contractor() >= 0) {
                sb.append(" \u00b7 ").append(name(v.contractor())).append(" bid ").append(points(v.bid()));
            }
            // The step that names trump or buries says so itself, at the end: not twice in one line.
            Action now = step.call() == null ? null : step.call().action();
            if (v.trump() != null && !(now instanceof Action.NameTrump)) {
                sb.append(" \u00b7 trump ").append(v.trump().symbol());
            }
            // Three-handed: the widow the bidder took and what it buried are part of the hand's story, each in the
            // order a hand shows it.
            if (!v.widow().isEmpty()) {
                sb.append(" \u00b7 widow ").append(cards(Card.inHandOrder(v.widow(), v.trump())));
            }
            List<Card> buried = v.contractor() >= 0 ? step.views().get(v.contractor()).buried() : List.of();
            if (!buried.isEmpty() && !(now instanceof Action.Bury)) {
                sb.append(" \u00b7 buried ").append(cards(Card.inHandOrder(buried, v.trump())));
            }
            sb.append(" \u00b7 ").append(said(step));
            return sb.toString();
        }
    }

    /**
     * The header as lines no wider than {@code width}, broken between its parts: three-handed, the widow and
     * the burial make it too long for the board of a small screen.
     */
    static List<String> headerLines(String header, FontMetrics fm, int width) {
        List<String> lines = new ArrayList<>();
        String line = null;
        for (String part : header.split(" \u00b7 ")) {
            String longer = line == null ? part : line + " \u00b7 " + part;
            if (line != null && fm.stringWidth(longer) > width) {
                lines.add(line);
                line = part;
            } else {
                line = longer;
            }
        }
        lines.add(line);
        return lines;
    }

    /** A phase as the table's controls name it. */
    private static String phaseName(Phase p) {
        return switch (p) {
            case AUCTION -> "Auction";
            case BURY -> "Bury";
            case TRUMP -> "Naming trump";
            case PASS_TO_BIDDER -> "Pass to the bidder";
            case PASS_BACK -> "Pass back";
            case CONCEDE_OR_PLAY -> "Play or throw in";
            case TRICKS -> "Trick play";
            case DECLARE -> "Declare";
            case HAND_OVER -> "Hand over";
        };
    }
}
