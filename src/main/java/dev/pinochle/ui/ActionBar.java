package dev.pinochle.ui;

import com.formdev.flatlaf.FlatClientProperties;
import dev.pinochle.ai.Conventions;
import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.DuelMelds;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldKind;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.table.Snapshot;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.GridLayout;
import java.awt.Insets;
import java.awt.RenderingHints;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.geom.RoundRectangle2D;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingConstants;
import javax.swing.UIManager;

/**
 * The floating panel over the table with the controls for the human's decision: bid, name trump, pass
 * cards, play on or throw in, declare (duel), and the end-of-hand summary. Rebuilt from the controller on
 * every snapshot; hidden while the human only watches or plays cards.
 */
final class ActionBar extends JPanel {
    /** What the bar asks of the main window. */
    interface Hooks {
        /**
         * Asks again before a throw-in when the settings say so; true to go ahead. {@code advised}: the panel
         * itself offered the throw-in as its default (not on the board, or hinted), so the question's default is
         * to throw in too, and Enter twice does what the panel's Enter began.
         */
        boolean confirmThrowIn(String question, boolean advised);

        void newGame();

        void showScoreSheet();

        /** Steps through a finished hand (0-based) with every card face up. */
        void reviewHand(int handIndex);

        /** A new game dealt with the same cards as a finished hand (0-based). */
        void replayDeal(int handIndex);
    }

    private final TableController controller;
    private final Hooks hooks;
    private final Supplier<Settings> settings;
    private TableController.Prompt shownPrompt;
    private Snapshot shownSnapshot;
    /** The panel's default answer, drawn in the accent colour, which Enter on the table presses; or null. */
    private JButton primary;
    /** The auction's amount field while the auction is shown, else null. */
    private JFormattedTextField bidField;
    /** What the player had typed there, kept when the same auction's panel is built again (a hint, Settings). */
    private String typed;

    ActionBar(TableController controller, Hooks hooks, Supplier<Settings> settings) {
        this.controller = controller;
        this.hooks = hooks;
        this.settings = settings;
        setOpaque(false);
        setLayout(new BoxLayout(this, BoxLayout.Y_AXIS));
        setBorder(BorderFactory.createEmptyBorder(14, 18, 14, 18));
        setVisible(false);
        getAccessibleContext().setAccessibleName("Your decision");
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new java.awt.Color(0, 0, 0, 60));
        g.fill(new RoundRectangle2D.Double(2, 4, getWidth() - 4, getHeight() - 4, 20, 20));
        g.setColor(UIManager.getColor("Pinochle.table.panel"));
        g.fill(new RoundRectangle2D.Double(0, 0, getWidth() - 2, getHeight() - 4, 20, 20));
        g.dispose();
    }

    /** Builds the controls again after the settings changed: the suits' inks follow the theme and the colours. */
    void rebuild() {
        shownPrompt = null;
        update();
    }

    /** Rebuilds the controls for the controller's current prompt; keeps them when only a pick changed. */
    void update() {
        TableController.Prompt p = controller.prompt();
        Snapshot s = controller.snapshot();
        boolean picking = p == TableController.Prompt.PASS || p == TableController.Prompt.BURY;
        // The snapshot itself, not its serial: a new game's table counts its snapshots from 1 again.
        if (p == shownPrompt && s == shownSnapshot && !picking) {
            return;
        }
        typed = p == TableController.Prompt.BID && s == shownSnapshot && bidField != null ? bidField.getText() : null;
        shownPrompt = p;
        shownSnapshot = s;
        removeAll();
        primary = null;
        bidField = null;
        switch (p) {
            case BID -> auction();
            case TRUMP -> trump();
            case PASS -> pass();
            case BURY -> bury();
            case CONCEDE -> concede();
            case DECLARE -> declare();
            case HAND_OVER, GAME_OVER -> summary(p == TableController.Prompt.GAME_OVER);
            default -> { }
        }
        setVisible(getComponentCount() > 0);
        revalidate();
        repaint();
        if (getParent() != null) {
            getParent().revalidate();
        }
    }

    /** Presses the panel's default button, as Enter does in a dialog; false when no panel with one is up. */
    boolean pressPrimary() {
        if (!isVisible() || primary == null || !primary.isEnabled()) {
            return false;
        }
        primary.doClick();
        return true;
    }

    private JLabel title(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty(FlatClientProperties.STYLE, "font: bold +3");
        l.setForeground(UIManager.getColor("Pinochle.table.panelText"));
        l.setAlignmentX(Component.CENTER_ALIGNMENT);
        return l;
    }

    private JLabel note(String text) {
        JLabel l = new JLabel(text);
        l.setForeground(UIManager.getColor("Pinochle.table.panelText"));
        l.setAlignmentX(Component.CENTER_ALIGNMENT);
        return l;
    }

    private JPanel row() {
        JPanel r = new JPanel(new FlowLayout(FlowLayout.CENTER, 8, 4));
        r.setOpaque(false);
        r.setAlignmentX(Component.CENTER_ALIGNMENT);
        return r;
    }

    private JButton button(String text, String name, Runnable run) {
        JButton b = new PanelButton(text);
        b.setName(name);
        b.getAccessibleContext().setAccessibleName(text);
        b.addActionListener(e -> run.run());
        return b;
    }

    /**
     * A button as wide as its text in bold, the accent's font: a hint that moves the accent to another button then
     * shifts nothing under the pointer (QA: the trump panel grew 28 px when the hint named diamonds).
     */
    private static final class PanelButton extends JButton {
        private String measured;
        private int boldWidth;

        PanelButton(String text) {
            super(text);
        }

        @Override
        public void updateUI() {
            super.updateUI();
            measured = null;
        }

        @Override
        public Dimension getPreferredSize() {
            Dimension d = super.getPreferredSize();
            if (!getText().equals(measured)) {
                JButton bold = new JButton(getText());
                bold.putClientProperty(FlatClientProperties.STYLE, "font: bold");
                boldWidth = bold.getPreferredSize().width;
                measured = getText();
            }
            return new Dimension(Math.max(d.width, boldWidth), d.height);
        }
    }

    /** Draws {@code b} in the accent colour and makes it the panel's default, the button Enter presses. */
    private void accent(JButton b) {
        primary = b;
        // The theme's focus colours hardly show on the accent: a white inner ring does, on either theme (QA).
        b.putClientProperty(FlatClientProperties.STYLE, "background: $Component.accentColor; foreground: #ffffff;"
                + "font: bold; focusColor: #ffffff; innerFocusWidth: 1.5; focusedBorderColor: #5c3b00");
    }

    private void gap() {
        super.add(Box.createVerticalStrut(6));
    }

    // ------------------------------------------------------------------ auction

    private void auction() {
        SeatView v = controller.view();
        int step = controller.rules().bidStep();
        add(title(v.bid() == 0 ? "Open the bidding" : "Your bid \u2014 the high bid is " + controller.points(v.bid())));
        if (!controller.mayPass()) {
            // Otherwise a first-time player looks for the Pass button the other turns have (RULES.md §1: the
            // opener is forced when all would pass).
            add(note("You speak first, and the opener may not pass."));
        }
        gap();
        JPanel quick = row();
        List<Integer> bids = controller.quickBids();
        // Enter's answer: only the bid or pass a hint names (typed if no button has it). A bid commits the side, so
        // no bid is the default before a hint: Enter bid the smallest one unasked (QA).
        Action hinted = controller.hinted();
        Action preferred = hinted instanceof Action.Bid || hinted instanceof Action.Pass ? hinted : null;
        String smallestRead = null;
        for (int i = 0; i < bids.size(); i++) {
            int b = bids.get(i);
            // The amounts themselves: "+10 (270)" counted from the smallest bid, while the title names the high
            // bid, 250, so "+10" read as 260 (QA).
            String label = (i == 0 ? "Bid " : controller.isJump(b) ? "Jump " : "") + controller.points(b);
            JButton button = button(label, "bid" + b, () -> controller.bid(b));
            String read = partnerReads(v, b);
            button.setToolTipText((i == 0 ? "The smallest bid allowed now" : "Bid " + controller.points(b))
                    + (read == null ? "" : ": " + read));
            if (i == 0) {
                smallestRead = read;
            }
            if (new Action.Bid(b).equals(preferred)) {
                accent(button);
            }
            quick.add(button);
        }
        if (controller.mayPass()) {
            JButton pass = button("Pass", "pass", controller::passBid);
            if (preferred instanceof Action.Pass) {
                accent(pass);
            }
            quick.add(pass);
        }
        add(quick);
        // A raise of one step over the partner is the bots' meld bid: a player who means "my own suit" should know
        // how it will be read before bidding it (docs/ai.md, Conventions). The smallest bid is never a jump, so a
        // reading of it is that.
        if (smallestRead != null) {
            JLabel meldBid = note("Bid " + controller.points(bids.get(0)) + " " + smallestRead + ".");
            meldBid.setName("meldBidNote");
            add(meldBid);
        }
        int d = controller.rules().displayDivisor();
        JPanel any = row();
        JSpinner amount = new JSpinner(new SpinnerNumberModel(controller.minBid() / d, controller.minBid() / d,
                controller.maxBid() / d, Math.max(1, step / d)));
        // Without a grouping comma the field shows a bid as the player types it, and its text is read as it stands.
        amount.setEditor(new JSpinner.NumberEditor(amount, "0"));
        amount.setName("bidAmount");
        amount.getAccessibleContext().setAccessibleName("Bid amount");
        JFormattedTextField field = ((JSpinner.DefaultEditor) amount.getEditor()).getTextField();
        bidField = field;
        // Moving the focus to Bid must not revert an amount the spinner refuses: it stays to be corrected.
        field.setFocusLostBehavior(JFormattedTextField.PERSIST);
        JLabel problem = note("");
        problem.setName("bidProblem");
        problem.putClientProperty(FlatClientProperties.STYLE, "font: bold");
        problem.setVisible(false);
        Runnable bidTyped = () -> bidTyped(amount, field, problem);
        // Enter in the field bids, as Bid does; the field's own Enter would only commit the value.
        field.getInputMap().put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "bidTyped");
        // Ctrl+H is the menu's Hint, not the text field's old backspace.
        field.getInputMap().put(KeyStroke.getKeyStroke(KeyEvent.VK_H, InputEvent.CTRL_DOWN_MASK), "none");
        field.getActionMap().put("bidTyped", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                bidTyped.run();
            }
        });
        any.add(note("Any amount:"));
        any.add(amount);
        JButton bidAny = button("Bid", "bidAny", bidTyped);
        if (preferred instanceof Action.Bid hb && !bids.contains(hb.points())) {
            amount.setValue(hb.points() / d);
            accent(bidAny);
        } else if (typed != null) {
            field.setText(typed);
        }
        bidAny.setToolTipText("Bid the amount typed");
        any.add(bidAny);
        add(any);
        add(problem);
        gap();
        add(meldCalculator());
    }

    /**
     * How the human's partner reads a bid of {@code points} by the conventions ("tells North: a meld bid, 60 or more
     * meld, no trump suit of yours"), or {@code null} for a natural bid or a table without partners. An Easy partner
     * reads no signals (docs/ai.md, the conventions), so the player is told that instead of a promise nobody hears.
     */
    private String partnerReads(SeatView v, int points) {
        Conventions.Alert alert = Conventions.ifBid(v, points);
        if (alert == null || alert == Conventions.Alert.FORCED) {
            return null;
        }
        int partner = (v.seat() + 2) % 4;
        // A partner who has passed hears nothing it can act on, but the opponents still in do: a jump is still the
        // strong suit to them, and still shuts them out (QA read "tells North" with North out).
        if (v.auction().stream().anyMatch(c -> c.seat() == partner && c.action() instanceof Action.Pass)) {
            return "tells " + controller.name((v.seat() + 1) % 4) + " and " + controller.name((v.seat() + 3) % 4)
                    + ", as " + controller.name(partner) + " has passed: a " + alert.label() + ", "
                    + TableController.STRONG_SUIT;
        }
        if (controller.readsNoSignals(partner)) {
            return "tells " + controller.name(partner) + " nothing more; Easy bots read no signals, though the table"
                    + " marks it a " + alert.label();
        }
        String says = alert == Conventions.Alert.MELD_BID ? controller.points(Conventions.meldBidShows(v.rules()))
                + " or more meld, no trump suit of yours"
                : TableController.STRONG_SUIT;
        return "tells " + controller.name(partner) + ": a " + alert.label() + ", " + says;
    }

    /**
     * Bids the amount in the field's text, not the spinner's value: a quick click on Bid is handled before the field
     * hears that it lost the focus, while the spinner still holds the old value. An amount the auction does not take
     * is refused beside the field.
     */
    private void bidTyped(JSpinner amount, JFormattedTextField field, JLabel problem) {
        String text = field.getText().trim();
        String why = whyNotBid(text);
        if (why == null) {
            controller.bid(Integer.parseInt(text) * controller.rules().displayDivisor());
            return;
        }
        problem.setText(why);
        problem.setVisible(true);
        amount.putClientProperty(FlatClientProperties.OUTLINE, FlatClientProperties.OUTLINE_ERROR);
        field.requestFocusInWindow();
        field.selectAll();
        revalidate();
        if (getParent() != null) {
            getParent().revalidate();
        }
    }

    /** Why the auction would not take the amount typed (on the scale shown), or null if it would. */
    private String whyNotBid(String text) {
        int d = controller.rules().displayDivisor();
        int min = controller.minBid();
        int max = controller.maxBid();
        // Digits only: the spinner's own parser would read "65.5" and "65x" as 65.
        if (!text.matches("-?[0-9]{1,9}")) {
            return text.matches("[0-9]+") ? "The bid may not exceed " + controller.points(max) + "."
                    : "Type the bid as a whole number from " + controller.points(min) + " to "
                    + controller.points(max) + ".";
        }
        long points = Long.parseLong(text) * d;
        if (points < min) {
            return "The bid must be at least " + controller.points(min) + ".";
        }
        if (points > max) {
            return "The bid may not exceed " + controller.points(max) + ".";
        }
        if (!controller.view().legal().contains(new Action.Bid((int) points))) {
            int step = controller.rules().bidStep();
            int below = min + (int) (points - min) / step * step;
            return "Bids go up in steps of " + controller.points(step) + ": bid " + controller.points(below) + " or "
                    + controller.points(below + step) + ".";
        }
        return null;
    }

    /** Your meld with each suit as trump, breakdown in the tooltip: what the auction is bid on. */
    private JComponent meldCalculator() {
        JPanel r = row();
        r.add(note("Your meld if trump is"));
        Map<Suit, Integer> meld = controller.meldByTrump();
        for (Suit s : Suit.values()) {
            JLabel l = new JLabel(s.symbol() + " " + controller.points(meld.get(s)));
            l.setName("meld" + s.letter());
            l.setForeground(suitColour(s));
            l.putClientProperty(FlatClientProperties.STYLE, "font: bold +2");
            l.setToolTipText(breakdown(s));
            l.getAccessibleContext().setAccessibleName("Meld with " + s.name().toLowerCase() + " as trump: "
                    + controller.points(meld.get(s)));
            r.add(l);
        }
        return r;
    }

    private String breakdown(Suit trump) {
        List<Meld> melds = controller.meldBreakdown(trump);
        if (melds.isEmpty()) {
            return "No meld";
        }
        StringJoiner j = new StringJoiner("<br>", "<html>", "</html>");
        for (Meld m : melds) {
            j.add(m.kind().label() + ": " + controller.points(m.points()));
        }
        return j.toString();
    }

    // ------------------------------------------------------------------ trump

    private void trump() {
        SeatView v = controller.view();
        // Dealer stuck (a house rule): everyone else passed and the dealer takes the bid without having made one.
        boolean stuck = v.auction().stream().noneMatch(c -> c.seat() == v.seat() && c.action() instanceof Action.Bid);
        add(title((stuck ? "All passed: you are stuck with the bid at " : "You won the bid at ")
                + controller.points(v.bid()) + ": name trump"));
        gap();
        JPanel r = new JPanel(new GridLayout(1, 4, 8, 0));
        r.setOpaque(false);
        Map<Suit, Integer> meld = controller.meldByTrump();
        // The default is the suit that melds the most (of equals, the first), or the one a hint named; any other is
        // a click away.
        Suit chosen = controller.hinted() instanceof Action.NameTrump t ? t.suit()
                : Collections.max(meld.entrySet(), Map.Entry.comparingByValue()).getKey();
        for (Suit s : Suit.values()) {
            String name = s.name().charAt(0) + s.name().substring(1).toLowerCase();
            // On the accent colour the default's symbol is white, as its text is: a red one barely showed there.
            String ink = s == chosen ? "#ffffff" : hex(s);
            JButton b = button("<html><center><font size=+2 color='" + ink + "'>" + s.symbol() + "</font><br>"
                    + name + "<br>meld " + controller.points(meld.get(s)) + "</center></html>", "trump" + s.letter(),
                    () -> controller.nameTrump(s));
            b.getAccessibleContext().setAccessibleName(name + ", meld " + controller.points(meld.get(s)));
            b.setToolTipText(breakdown(s));
            if (s == chosen) {
                accent(b);
            }
            r.add(b);
        }
        r.setAlignmentX(Component.CENTER_ALIGNMENT);
        add(r);
    }

    private java.awt.Color suitColour(Suit s) {
        // A plain colour: the theme's own (a UIResource) would be reset to the label colour by the next updateUI.
        return new java.awt.Color(CardPainter.of(settings.get()).panelSuitColour(s).getRGB(), true);
    }

    private String hex(Suit s) {
        java.awt.Color c = suitColour(s);
        return String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    // ------------------------------------------------------------------ pass

    private void pass() {
        SeatView v = controller.view();
        int n = controller.passCount();
        boolean back = v.phase() == dev.pinochle.core.Phase.PASS_BACK;
        int other = back ? (v.contractor() + 2) % 4 : v.contractor();
        add(title(back ? "Give " + n + " cards back to " + controller.name(other)
                : "Pass " + n + " cards to " + controller.name(other)));
        add(note(back ? "The cards you received are outlined in blue." : "Click cards to pick them; click again to "
                + "put one back."));
        add(meldAfterPass(v.trump()));
        gap();
        add(confirmRow(n, "Pass cards", "confirmPass"));
    }

    /**
     * "Your meld in spades after this pass: 130 (now 150)": your meld in trump with the cards you keep, updated
     * as cards are picked, beside your meld with all you hold (QA: the auction's meld calculator was gone just
     * when the pass decides it). One line, as wide as the widest figure it can show, so the panel keeps its size.
     */
    private JLabel meldAfterPass(Suit trump) {
        String now = controller.points(controller.meldByTrump().get(trump));
        JLabel l = note("");
        l.setName("meldAfterPass");
        l.setHorizontalAlignment(SwingConstants.CENTER);
        // The meld kept is never more than the meld now, so it has no more digits.
        int widest = 0;
        for (char d = '0'; d <= '9'; d++) {
            l.setText(meldAfterPassText(trump, String.valueOf(d).repeat(now.length()), now));
            widest = Math.max(widest, l.getPreferredSize().width);
        }
        l.setText(meldAfterPassText(trump, controller.points(controller.meldKept()), now));
        Dimension size = new Dimension(widest, l.getPreferredSize().height);
        l.setPreferredSize(size);
        l.setMinimumSize(size);
        l.setMaximumSize(size);
        return l;
    }

    private static String meldAfterPassText(Suit trump, String kept, String now) {
        return "Your meld in " + trump.name().toLowerCase() + " after this pass: " + kept + " (now " + now + ")";
    }

    /** The picked count and the button that sends the picks, enabled once exactly {@code n} are picked. */
    private JPanel confirmRow(int n, String text, String name) {
        JPanel r = row();
        JLabel count = note(controller.picked().size() + " of " + n + " picked");
        count.setName("pickCount");
        r.add(count);
        JButton confirm = button(text, name, controller::confirmPicks);
        confirm.setEnabled(controller.mayConfirmPicks());
        if (confirm.isEnabled()) {
            accent(confirm);
        }
        r.add(confirm);
        return r;
    }

    // ------------------------------------------------------------------ three-handed bury

    private void bury() {
        SeatView v = controller.view();
        add(title("You took the widow: bury " + TableController.BURY + " cards"));
        add(note(meldTotals()));
        add(note("Trump is " + v.trump().name().toLowerCase() + "; counters you bury count for you."));
        // In the rare hand with fewer than three cards outside the meld any card may go: nothing is dimmed.
        boolean refused = IntStream.range(0, controller.hand().size()).anyMatch(i -> controller.whyNotAt(i) != null);
        add(note(refused ? "Cards shown in meld are dimmed: they may not be buried."
                : "Fewer than three cards lie outside your meld, so any may go."));
        gap();
        add(confirmRow(TableController.BURY, "Bury cards", "confirmBury"));
    }

    /** Every side's meld on the table in one line; the table shows it in the middle when no panel is up. */
    private String meldTotals() {
        StringJoiner j = new StringJoiner("  \u00b7  ", "Meld on the table: ", "");
        for (int side = 0; side < controller.snapshot().scores().size(); side++) {
            j.add(controller.sideName(side) + " " + controller.points(controller.sideMeld(side)));
        }
        return j.toString();
    }

    // ------------------------------------------------------------------ concede or play

    private void concede() {
        SeatView v = controller.view();
        int side = v.sideOf(v.contractor());
        int meld = controller.sideMeld(side);
        // Three-handed: the counters the bidder buried are already its own (RULES.md §7).
        int buried = controller.buriedCounters();
        int need = Math.max(0, v.bid() - meld - buried);
        add(title("Meld is down: " + (v.rules().mode().partnerships() ? "your side shows " : "you show ")
                + controller.points(meld)));
        add(note(meldTotals()));
        boolean hopeless = controller.notOnTheBoard();
        String counters = controller.points(controller.rules().trickPoints());
        String bid = "Bid " + controller.points(v.bid()) + " \u2014 ";
        if (need == 0) {
            // "You need 0" hid that the meld still needs a trick, or a counter, to stand (RULES.md §2.9; QA).
            boolean byCounter = v.rules().meldNeeds() == RuleSet.MeldNeeds.COUNTER;
            boolean withBury = meld < v.bid();
            add(note(bid + (withBury ? "your meld and the buried counters cover it" : "your meld covers it")
                    + (byCounter && buried > 0 ? "."
                            : "; it stands once " + (v.rules().mode().partnerships() ? "your side takes " : "you take ")
                            + (byCounter ? "a counter or the last trick." : "a trick."))));
        } else {
            // "450 in counters out of 250" could not be: past what the cards hold, the line says so.
            add(note(bid + "you need " + controller.points(need)
                    + (buried > 0 ? " more (" + controller.points(buried) + " buried)"
                            : hopeless ? " in counters; the cards hold only " + counters
                            : " in counters out of " + counters) + "."));
        }
        if (!v.rules().mode().partnerships() && v.rules().setDouble()) {
            // The choice itself: a set played out costs twice what throwing in does (RULES.md §7), and with
            // "Ask before throwing in" off no question says so.
            add(note("Set when played out: minus " + controller.points(2 * v.bid()) + "; thrown in: minus "
                    + controller.points(v.bid()) + "."));
        }
        if (hopeless) {
            JLabel warn = note("Not on the board: even every counter cannot make the bid.");
            warn.putClientProperty(FlatClientProperties.STYLE, "font: bold");
            add(warn);
        }
        gap();
        JPanel r = row();
        // Enter's answer: play it out, throw in when not on the board, or what a hint named.
        Action hinted = controller.hinted();
        boolean hintHere = hinted != null && v.legal().contains(hinted);
        boolean throwInAdvised = hintHere ? hinted instanceof Action.ThrowIn : hopeless;
        for (Action a : v.legal()) {
            JButton b;
            if (a instanceof Action.PlayOn) {
                b = button("Play it out", "playOn", () -> controller.act(a));
            } else if (a instanceof Action.ThrowIn) {
                b = button("Throw in", "throwIn", () -> {
                    if (hooks.confirmThrowIn(throwInQuestion(), throwInAdvised)) {
                        controller.act(a);
                    }
                });
            } else if (a instanceof Action.ShootMoon) {
                b = button("Shoot the moon", "shootMoon", () -> controller.act(a));
                String moon = controller.points(v.rules().moonPoints());
                b.setToolTipText("Take all tricks for " + moon + " and the game; fail and lose " + moon + ".");
            } else {
                continue;
            }
            if (a instanceof Action.ThrowIn ? throwInAdvised
                    : hintHere ? a.equals(hinted) : a instanceof Action.PlayOn && !hopeless) {
                accent(b);
            }
            r.add(b);
        }
        add(r);
    }

    /**
     * What a throw-in scores at this table (RULES.md §2.6, §7); only the bidder, the human, is asked. One line per
     * side: the confirmation dialog wraps long lines wherever they fall.
     */
    private String throwInQuestion() {
        SeatView v = controller.view();
        String bid = controller.points(v.bid());
        if (!v.rules().mode().partnerships()) {
            // Three-handed has no sides and the bidder's meld never scores; a throw-in costs the bid once, even
            // where a set costs it twice.
            String set = v.rules().setDouble() ? " (a set, played out, costs " + controller.points(2 * v.bid()) + ")"
                    : "";
            return "Throw in the hand?\nYou score minus " + bid + set + ".\n" + controller.name(1) + " and "
                    + controller.name(2) + " score nothing.";
        }
        // Unlike a set under KEEP_MELD, a throw-in keeps none of the bidding side's meld.
        int ours = controller.sideMeld(0);
        int theirs = controller.sideMeld(1);
        return "Throw in the hand?\nYou and " + controller.name(2) + " score minus " + bid
                + (ours > 0 ? " and lose your meld of " + controller.points(ours) : "") + ".\n" + controller.name(1)
                + " and " + controller.name(3) + (theirs > 0 ? " score their meld, " + controller.points(theirs)
                : " score nothing") + ".";
    }

    // ------------------------------------------------------------------ duel declarations

    private void declare() {
        SeatView v = controller.view();
        add(title("You won the trick: declare one meld?"));
        // One short line: two made the panel too tall to fit under the opponent's declarations in a 1024 × 700
        // window, and a longer one too wide to sit beside the stock and its turned-up trump.
        add(note("Shown to " + controller.name(1) + ", and marked \u201cshown\u201d in your hand."));
        gap();
        // Up to three a row; fewer are as many columns, centred (a grid of three put one on the left).
        long declarations = v.legal().stream().filter(a -> a instanceof Action.Declare).count();
        JPanel r = new JPanel(new GridLayout(0, (int) Math.max(1, Math.min(3, declarations)), 8, 6));
        r.setOpaque(false);
        r.setAlignmentX(Component.CENTER_ALIGNMENT);
        JPanel other = row();
        // No declaration is the default: which to show, or none, is the player's choice, until a hint names one.
        Action hinted = controller.hinted();
        for (Action a : v.legal()) {
            JButton b = null;
            if (a instanceof Action.Declare d) {
                StringJoiner cards = new StringJoiner(" ");
                for (Card c : d.cards()) {
                    cards.add(c.display());
                }
                String value = controller.points(DuelMelds.points(v.rules(), d.kind()));
                b = button("<html><center><b>" + capital(d.kind().label()) + "  " + value + "</b><br>"
                        + cards + "</center></html>", "declare" + d.kind().name(), () -> controller.act(a));
                b.getAccessibleContext().setAccessibleName(capital(d.kind().label()) + ", " + value + " points: "
                        + cards);
                r.add(b);
            } else if (a instanceof Action.ExchangeDix) {
                // Valued and with its card, as each declaration's button is: "your 9" said neither score nor suit.
                b = button("Exchange the dix " + controller.points(DuelMelds.points(v.rules(), MeldKind.DIX))
                        + ": your " + Card.of(v.trump(), Rank.NINE).display() + " for the " + v.turnedUp().display(),
                        "exchangeDix", () -> controller.act(a));
                b.setToolTipText("Swap your trump nine for the turned-up trump card (the dix scores as you do it).");
                other.add(b);
            } else if (a instanceof Action.Decline) {
                b = button("Nothing to declare", "decline", () -> controller.act(a));
                other.add(b);
            }
            if (b != null && a.equals(hinted)) {
                accent(b);
            }
        }
        if (r.getComponentCount() > 0) {
            add(r);
            gap();
        }
        add(other);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    // ------------------------------------------------------------------ end of hand

    private void summary(boolean gameOver) {
        Snapshot s = controller.snapshot();
        SeatView v = controller.view();
        HandResult r = v.result();
        String hand = "Hand " + v.handNumber() + ": " + outcome(r);
        add(title(gameOver ? gameOverTitle(s) : hand));
        if (gameOver) {
            // How the game ended matters as much as who won: the last contract made, set or thrown in.
            JLabel last = note(hand + " \u00b7 " + s.hands().size() + (s.hands().size() == 1 ? " hand" : " hands")
                    + " in all");
            last.setName("lastHand");
            last.setAlignmentX(Component.CENTER_ALIGNMENT);
            add(last);
        }
        gap();
        int sides = s.scores().size();
        JPanel grid = new JPanel(new GridBagLayout());
        grid.setOpaque(false);
        for (String h : new String[] {"", "Meld", "Counters", "Hand", "Total"}) {
            JLabel l = note(h);
            l.putClientProperty(FlatClientProperties.STYLE, "font: bold");
            l.setHorizontalAlignment(SwingConstants.RIGHT);
            cell(grid, l);
        }
        int[] meld = r.meld();
        int[] counters = r.counters();
        int[] score = r.score();
        for (int side = 0; side < sides; side++) {
            JLabel who = note("");
            who.setName("side" + side);
            // A name is text, whatever it looks like: one beginning "<html>" would be read as markup.
            who.putClientProperty("html.disable", Boolean.TRUE);
            who.setText(controller.sideName(side));
            cell(grid, who);
            cell(grid, right(controller.points(meld[side]) + ScoreSheet.meldNote(r, side, controller.rules())));
            cell(grid, right(controller.points(counters[side])));
            cell(grid, right((score[side] > 0 ? "+" : "") + controller.points(score[side])));
            JLabel total = right(controller.points(s.scores().get(side)));
            total.setName("total" + side);
            total.putClientProperty(FlatClientProperties.STYLE, "font: bold");
            cell(grid, total);
        }
        grid.setAlignmentX(Component.CENTER_ALIGNMENT);
        add(grid);
        gap();
        int handIndex = s.hands().size() - 1;
        JLabel seed = note("Deal " + Shuffle.dealNumber(s.finishedHand().seed()));
        seed.setName("dealSeed");
        add(seed);
        gap();
        JPanel buttons = row();
        if (gameOver) {
            JButton again = button("New game", "newGame", hooks::newGame);
            accent(again);
            buttons.add(again);
        } else {
            JButton next = button("Next hand", "nextHand", controller::nextHand);
            accent(next);
            buttons.add(next);
        }
        buttons.add(button("Score sheet", "scoreSheet", hooks::showScoreSheet));
        buttons.add(button("Review hand", "reviewHand", () -> hooks.reviewHand(handIndex)));
        buttons.add(button("Replay this deal", "replayDeal", () -> hooks.replayDeal(handIndex)));
        add(buttons);
    }

    /**
     * Adds the summary's next cell, five to a row, each column as wide as its own widest cell: a grid of equal
     * cells made every figure's column as wide as the sides' names, and a long name ("Bartholomew F… & North")
     * spread the summary over the bots' fans.
     */
    private static void cell(JPanel grid, JComponent c) {
        GridBagConstraints at = new GridBagConstraints();
        at.gridx = grid.getComponentCount() % 5;
        at.gridy = grid.getComponentCount() / 5;
        at.anchor = at.gridx == 0 ? GridBagConstraints.WEST : GridBagConstraints.EAST;
        at.insets = new Insets(at.gridy == 0 ? 0 : 2, at.gridx == 0 ? 0 : 16, 0, 0);
        grid.add(c, at);
    }

    private JLabel right(String text) {
        JLabel l = note(text);
        l.setHorizontalAlignment(SwingConstants.RIGHT);
        return l;
    }

    private String outcome(HandResult r) {
        // The human reads "You", whatever name they gave, so the verbs below agree.
        String who = r.contractor() >= 0 ? controller.subject(r.contractor()) : "";
        String bid = controller.points(r.bid());
        return switch (r.outcome()) {
            case MADE -> who + " made " + bid;
            // A three-handed set under setDouble costs twice the bid (RULES.md §7): the title says so.
            case SET -> who + (r.contractor() == 0 ? " were" : " was") + " set at " + bid
                    + (controller.rules().setDouble() && !controller.rules().mode().partnerships() ? " (doubled)"
                            : "");
            case THROWN_IN -> who + " threw in at " + bid;
            case MOON_MADE -> who + " shot the moon!";
            case MOON_SET -> who + " missed the moon";
            case REDEAL -> "everyone passed: redeal";
            case PLAYED -> playedOut(r.score());
        };
    }

    /** A hand without a contract (the duel): who outscored whom and by what, or a tie. */
    private String playedOut(int[] score) {
        int best = 0;
        for (int side = 1; side < score.length; side++) {
            if (score[side] > score[best]) {
                best = side;
            }
        }
        for (int side = 0; side < score.length; side++) {
            if (side != best && score[side] == score[best]) {
                return "played out, scores level at " + controller.points(score[best]);
            }
        }
        // Who outscored whom, and by what (it read "North scored the more", or "you scored the more"; QA).
        int other = best == 0 ? 1 : 0;
        for (int side = 0; side < score.length; side++) {
            if (side != best && score[side] > score[other]) {
                other = side;
            }
        }
        String by = ", " + controller.points(score[best]) + " to " + controller.points(score[other]);
        return best == 0 ? "You outscored " + controller.name(other) + by
                : controller.name(best) + " outscored " + (other == 0 ? "you" : controller.name(other)) + by;
    }

    private String gameOverTitle(Snapshot s) {
        int winner = s.view().gameWinner();
        boolean partners = s.view().rules().mode().partnerships();
        if (winner == 0) {
            return partners ? "You and " + controller.name(2) + " win the game!" : "You win the game!";
        }
        return partners ? controller.name(1) + " and " + controller.name(3) + " win the game"
                : controller.name(winner) + " wins the game";
    }
}
