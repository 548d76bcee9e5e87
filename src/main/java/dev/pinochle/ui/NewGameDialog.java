package dev.pinochle.ui;

import com.formdev.flatlaf.FlatClientProperties;
import dev.pinochle.core.Mode;
import dev.pinochle.save.OwnRules;
import dev.pinochle.save.RulesFiles;
import dev.pinochle.table.BotLevel;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.FontMetrics;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Window;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFormattedTextField;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

/**
 * Mode, preset, every rule option (grouped, each explained in a line), bot levels, target and name.
 * An invalid combination shows RuleSet's message under the form and disables Start. The player's own rule
 * sets (RULES.md §4b) are saved, deleted, imported and exported beside the preset selector; the files are
 * read and written by {@link GameSession} on its worker thread.
 */
final class NewGameDialog extends JDialog {
    private final JComboBox<Mode> mode = new JComboBox<>(GameChoices.MODES.toArray(new Mode[0]));
    private final JComboBox<String> preset = new JComboBox<>();
    /** What the selector reads once the options or target match no preset. */
    private static final String CUSTOM = "custom";
    private static final int TARGET_MIN = 10;
    private static final int TARGET_MAX = 100_000;
    private final JSpinner target = new JSpinner(new SpinnerNumberModel(1500, TARGET_MIN, TARGET_MAX, 10));
    /** Client property of an explanation label: its text before {@link #wrapExplanations} breaks it. */
    private static final String WHY = "pinochle.why";
    /** Client property of an explained field: the label under it that explains it. */
    private static final String EXPLAINED_BY = "pinochle.explainedBy";
    /**
     * The dialog's width, and the room a panel has in it: the top one, and one inside a tab. 740, not 680, since
     * every tab's label column is as wide as the longest label: at 680 the explanations wrapped into more lines and
     * the dialog no longer fitted an 800 px screen whole.
     */
    private static final int WIDTH = 740;
    /** Longer names would only be cut on the table (it shows 14 characters), in the score sheet and the summary. */
    static final int NAME_MAX = 20;
    private static final int TOP_ROOM = WIDTH - 40;
    private static final int TAB_ROOM = WIDTH - 70;

    private final JTextField name = new JTextField(12);
    private final List<JComboBox<BotLevel>> levels = new ArrayList<>();
    /** Every seat's last level, also of seats the table now shown does not have. */
    private final List<BotLevel> kept = new ArrayList<>();
    private final JPanel botPanel = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 0));
    private final Map<String, JComboBox<String>> options = new LinkedHashMap<>();
    /** The tabs of options, whose explanations {@link #load} words for the table chosen. */
    private final List<JPanel> tabs = new ArrayList<>();
    private final JTabbedPane groups = new JTabbedPane();
    /** The width of every tab's label column: the longest option label's. */
    private final int labelColumn;
    /** The table the options were last loaded for, whose tab {@link #load} keeps unless the table changes. */
    private Mode loadedMode;
    private final JLabel error = new JLabel(" ");
    private final JButton start = new JButton("Start");
    private final JButton saveRules = new JButton("Save as\u2026");
    private final JButton deleteRules = new JButton("Delete");
    private final JButton exportRules = new JButton("Export\u2026");
    private final GameSession session;
    /** The player's own sets as last read or written; the selector lists a table's after its presets. */
    private List<OwnRules> own;
    private boolean loading;
    /** The point scale "Play to" is on: a change of scale converts it, as the bids and meld values are shown. */
    private String targetScale;
    /** The preset the choices start from: the one the selector names, or the last one it named. */
    private String base;
    private GameChoices result;

    /** @param own the player's own rule sets, as the session last read them */
    NewGameDialog(Window owner, GameChoices initial, GameSession session, List<OwnRules> own) {
        super(owner, "New game", ModalityType.APPLICATION_MODAL);
        this.session = session;
        this.own = own;
        mode.setRenderer(showing(m -> GameChoices.tableName((Mode) m) + switch ((Mode) m) {
            case DUEL -> "";
            case THREE_HANDED -> " (widow, bury)";
            case DOUBLE_DECK -> " (four players, 80 cards)";
            case PARTNERSHIP -> " (four players)";
        }));
        mode.setName("table");
        preset.setRenderer(showing(p -> CUSTOM.equals(p) ? CUSTOM : ownSet(p) != null ? p + " (yours)"
                : GameChoices.presetName((String) p)));
        JPanel top = new JPanel(new GridBagLayout());
        GridBagConstraints c = constraints();
        int y = 0;
        y = field(top, c, y, "Table", mode, null);
        preset.setName("preset");
        y = field(top, c, y, "Rules preset", presetRow(), "Start from a preset or a set of yours, then adjust any "
                + "option below.");
        target.setName("target");
        y = field(top, c, y, "Play to", target, "The game ends when a side reaches this many points (in the duel "
                + "and three-handed, a player).");
        y = field(top, c, y, "Bots", botPanel, "Easy, medium or expert, seat by seat.");
        name.setMinimumSize(name.getPreferredSize());
        name.setName("name");
        field(top, c, y, "Your name", name, null);
        wrapExplanations(top, TOP_ROOM, labelWidth(top));

        // One label column on every tab, as wide as the longest label of any: each tab sized its own, and the
        // controls jumped sideways from tab to tab (QA).
        labelColumn = RuleOption.ALL.stream().mapToInt(o -> new JLabel(o.label()).getPreferredSize().width).max()
                .orElse(0);
        groups.setName("groups");
        for (RuleOption.Group g : RuleOption.Group.values()) {
            JPanel p = new JPanel(new GridBagLayout());
            GridBagConstraints gc = constraints();
            int gy = 0;
            for (RuleOption o : RuleOption.ALL) {
                if (o.group() != g) {
                    continue;
                }
                JComboBox<String> box = new JComboBox<>();
                box.setRenderer(showing(value -> shown(o.key(), value.toString())));
                box.setName(o.key());
                box.addActionListener(e -> validateChoices());
                options.put(o.key(), box);
                gy = field(p, gc, gy, o.label(), box, o.explanation());
            }
            gc.gridy = gy;
            gc.weighty = 1;
            p.add(new JLabel(), gc);
            gc.gridx = 0;
            gc.weightx = 0;
            p.add(Box.createHorizontalStrut(labelColumn), gc);
            tabs.add(p);
            groups.addTab(g.label, new JScrollPane(p));
        }

        options.get("playRules").addActionListener(e -> enableOptions());
        // Figures follow the point scale chosen, as the table does.
        options.get("scale").addActionListener(e -> {
            options.values().forEach(Component::repaint);
            if (!loading) {
                convertTarget();
                explainCounters();
            }
        });

        error.setName("ruleError");
        error.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        JPanel buttons = new JPanel(new BorderLayout());
        buttons.add(error, BorderLayout.CENTER);
        JPanel right = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        start.addActionListener(e -> {
            result = current();
            dispose();
        });
        right.add(start);
        right.add(cancel);
        buttons.add(right, BorderLayout.EAST);
        buttons.setBorder(BorderFactory.createEmptyBorder(4, 12, 8, 8));

        JPanel content = new JPanel(new BorderLayout(0, 10));
        content.setBorder(BorderFactory.createEmptyBorder(12, 12, 0, 12));
        content.add(top, BorderLayout.NORTH);
        content.add(groups, BorderLayout.CENTER);
        getContentPane().add(content, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(start);
        Closing.onEscape(this, "cancelNewGame");

        load(initial);
        mode.addActionListener(e -> {
            if (!loading) {
                Mode m = (Mode) mode.getSelectedItem();
                load(GameChoices.ofPreset(m, presets(m).get(0), keptLevels(), name.getText()));
            }
        });
        preset.addActionListener(e -> {
            if (!loading && preset.getSelectedItem() != null && !CUSTOM.equals(preset.getSelectedItem())) {
                load(choicesOf((String) preset.getSelectedItem(), selectedLevels(), name.getText()));
            }
        });
        target.addChangeListener(e -> validateChoices());
        // What is typed stays, with a message, until it is a target: the spinner would put back its last value
        // without a word.
        targetField().setFocusLostBehavior(JFormattedTextField.COMMIT);
        DocumentListener edited = new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                validateChoices();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                validateChoices();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                validateChoices();
            }
        };
        targetField().getDocument().addDocumentListener(edited);
        name.getDocument().addDocumentListener(edited);
        // As tall as the tallest tab needs, so that none scrolls where the screen has the room (a fixed 600 px
        // cut every tab but the duel's; QA), and no taller than the screen's usable part.
        pack();
        Rectangle usable = ScreenFit.usable(getGraphicsConfiguration());
        setSize(WIDTH, Math.min(getHeight(), usable.height));
        ScreenFit.place(this, owner, usable);
    }

    /**
     * The selector and, beside it, what a player does with sets of their own: Delete and Export act on the set the
     * selector names, and are offered only while it names one of the player's.
     */
    private JComponent presetRow() {
        // Wide enough for a long name of one's own; a longer one is cut short here, not in the list.
        preset.setPreferredSize(new Dimension(210, preset.getPreferredSize().height));
        preset.getAccessibleContext().setAccessibleName("Rules preset");
        JButton importRules = new JButton("Import\u2026");
        saveRules.setName("saveRules");
        deleteRules.setName("deleteRules");
        importRules.setName("importRules");
        exportRules.setName("exportRules");
        saveRules.setToolTipText("Save these options and Play to under a name of yours");
        deleteRules.setToolTipText("Delete this set of yours");
        importRules.setToolTipText("Add a set of rules from a file");
        exportRules.setToolTipText("Write this set of yours to a file, to share it");
        saveRules.addActionListener(e -> saveAs());
        deleteRules.addActionListener(e -> delete());
        importRules.addActionListener(e -> importRules());
        exportRules.addActionListener(e -> export());
        Box row = Box.createHorizontalBox();
        row.add(preset);
        for (JButton b : List.of(saveRules, deleteRules, importRules, exportRules)) {
            row.add(Box.createHorizontalStrut(6));
            row.add(b);
        }
        return row;
    }

    private static GridBagConstraints constraints() {
        GridBagConstraints c = new GridBagConstraints();
        c.insets = new Insets(3, 6, 3, 6);
        c.anchor = GridBagConstraints.WEST;
        return c;
    }

    /** A labelled field with its explanation in a smaller line underneath. */
    private static int field(JPanel p, GridBagConstraints c, int y, String label, JComponent field, String why) {
        c.gridx = 0;
        c.gridy = y;
        c.weightx = 0;
        c.fill = GridBagConstraints.NONE;
        JLabel l = new JLabel(label);
        l.setLabelFor(field);
        p.add(l, c);
        c.gridx = 1;
        c.weightx = 1;
        p.add(field, c);
        field.getAccessibleContext().setAccessibleName(label);
        if (why == null) {
            return y + 1;
        }
        field.getAccessibleContext().setAccessibleDescription(why);
        JLabel w = new JLabel(why);
        w.putClientProperty(WHY, why);
        field.putClientProperty(EXPLAINED_BY, w);
        w.putClientProperty(FlatClientProperties.STYLE, "font: -1; foreground: $Label.disabledForeground");
        c.gridy = y + 1;
        c.insets = new Insets(0, 6, 8, 6);
        p.add(w, c);
        c.insets = new Insets(3, 6, 3, 6);
        return y + 2;
    }

    /** Words a field's explanation anew; {@link #wrapExplanations} then breaks it into lines. */
    private static void explain(JComponent field, String why) {
        ((JLabel) field.getClientProperty(EXPLAINED_BY)).putClientProperty(WHY, why);
        field.getAccessibleContext().setAccessibleDescription(why);
    }

    /**
     * Breaks each explanation of a panel into lines that fit its field column. One long line would widen the
     * panel past the dialog, and the layout would then squeeze every field to its minimum size.
     */
    private static void wrapExplanations(JPanel p, int room, int labels) {
        int width = room - labels - 24;
        for (Component k : p.getComponents()) {
            if (k instanceof JLabel l && l.getClientProperty(WHY) instanceof String why) {
                FontMetrics fm = l.getFontMetrics(l.getFont());
                StringBuilder html = new StringBuilder("<html>");
                StringBuilder line = new StringBuilder();
                for (String word : why.split(" ")) {
                    if (line.length() > 0 && fm.stringWidth(line + " " + word) > width) {
                        html.append(MarkdownHtml.escape(line.toString())).append("<br>");
                        line.setLength(0);
                    }
                    line.append(line.length() > 0 ? " " : "").append(word);
                }
                l.setText(html.append(MarkdownHtml.escape(line.toString())).append("</html>").toString());
            }
        }
    }

    /** The width of a panel's longest label. */
    private static int labelWidth(JPanel p) {
        int labels = 0;
        for (Component k : p.getComponents()) {
            if (k instanceof JLabel l && l.getLabelFor() != null) {
                labels = Math.max(labels, l.getPreferredSize().width);
            }
        }
        return labels;
    }

    /** A list renderer showing each value as {@code text} says (an empty list's selection, null, as nothing). */
    private static DefaultListCellRenderer showing(Function<Object, String> text) {
        return new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focus) {
                return super.getListCellRendererComponent(list, value == null ? "" : text.apply(value), index,
                        selected, focus);
            }
        };
    }

    /**
     * How an option's value reads. The double deck's figures are its own one-point scale (RULES.md §6), whatever
     * the single deck's scale, double run and double pinochle options hold (greyed, the last two read 1500 and 300:
     * QA).
     */
    private String shown(String key, String value) {
        if (mode.getSelectedItem() == Mode.DOUBLE_DECK) {
            String own = switch (key) {
                case "scale" -> "One";
                case "doubleRun" -> "150";
                case "doublePinochle" -> "30";
                default -> null;
            };
            if (own != null) {
                return own + " (the double deck's own)";
            }
        }
        return RuleOption.display(onScale(key, value));
    }

    /**
     * A figure as the table will show it: on the one-point scale bids and meld values are divided by ten (the
     * options keep the ten scale, as the rules do). A value the scale cannot take stays as it is; choosing it
     * says why.
     */
    private String onScale(String key, String value) {
        boolean figure = List.of("minBid", "bidStep", "doubleRun", "doublePinochle").contains(key);
        JComboBox<String> scale = options.get("scale");
        if (!figure || scale == null || !"ONE".equals(scale.getSelectedItem()) || !value.matches("\\d+0")) {
            return value;
        }
        return Integer.toString(Integer.parseInt(value) / 10);
    }

    /** A table's presets, then the player's own sets of it. */
    private List<String> presets(Mode m) {
        List<String> out = new ArrayList<>(GameChoices.presets(m));
        own.stream().filter(s -> s.rules().mode() == m).map(OwnRules::name).forEach(out::add);
        return out;
    }

    /** The player's own set a selector entry names, or {@code null} (a preset, "custom"). */
    private OwnRules ownSet(Object entry) {
        return own.stream().filter(s -> s.name().equals(entry)).findFirst().orElse(null);
    }

    /** The choices an entry of the selector gives, keeping levels and name. */
    private GameChoices choicesOf(String entry, List<BotLevel> keptLevels, String playerName) {
        OwnRules set = ownSet(entry);
        return set != null ? GameChoices.ofOwn(set, keptLevels, playerName)
                : GameChoices.ofPreset((Mode) mode.getSelectedItem(), entry, keptLevels, playerName);
    }

    private void load(GameChoices g) {
        loading = true;
        try {
            mode.setSelectedItem(g.mode());
            listPresets(g.mode());
            preset.setSelectedItem(g.preset());
            base = g.preset();
            target.setValue(g.target());
            targetScale = g.options().get("scale");
            name.setText(g.name());
            botPanel.removeAll();
            levels.clear();
            for (int i = 0; i < g.levels().size(); i++) {
                JComboBox<BotLevel> box = new JComboBox<>(BotLevel.values());
                box.setSelectedItem(g.levels().get(i));
                String seat = GameChoices.botName(g.mode(), i + 1);
                box.setName("level" + seat);
                box.getAccessibleContext().setAccessibleName(seat + " bot level");
                botPanel.add(new JLabel(seat));
                botPanel.add(box);
                levels.add(box);
            }
            botPanel.revalidate();
            for (RuleOption o : RuleOption.ALL) {
                JComboBox<String> box = options.get(o.key());
                List<String> values = new ArrayList<>(o.valuesAt(g.mode()));
                String v = g.options().get(o.key());
                if (!values.contains(v)) {
                    values.add(0, v);
                }
                box.setModel(new DefaultComboBoxModel<>(values.toArray(new String[0])));
                box.setSelectedItem(v);
                explain(box, o.explanationAt(g.mode(), g.options().get("scale")));
            }
            enableOptions();
            tabs.forEach(p -> wrapExplanations(p, TAB_ROOM, labelColumn));
            RuleOption.Group[] all = RuleOption.Group.values();
            for (int i = 0; i < all.length; i++) {
                groups.setToolTipTextAt(i, RuleOption.usedAt(all[i], g.mode()) ? null : "Not used at this table");
            }
            // A table chosen, on opening or from the list, shows its own tab (the duel's) or one it uses: the duel
            // opened on the Auction tab, every option greyed but the scale. A preset keeps the tab shown.
            if (g.mode() != loadedMode) {
                groups.setSelectedIndex(RuleOption.shownAt(g.mode(), all[groups.getSelectedIndex()]).ordinal());
                loadedMode = g.mode();
            }
        } finally {
            loading = false;
        }
        validateChoices();
    }

    private void listPresets(Mode m) {
        preset.setModel(new DefaultComboBoxModel<>(presets(m).toArray(new String[0])));
    }

    /** "Play to" moves to the scale just chosen: 1,500 on the ten scale is 150 on the one-point scale. */
    private void convertTarget() {
        String now = (String) options.get("scale").getSelectedItem();
        Integer typed = typedTarget();
        if (typed != null && !now.equals(targetScale)) {
            int converted = "ONE".equals(now) ? Math.round(typed / 10f) : typed * 10;
            target.setValue(Math.max(TARGET_MIN, Math.min(TARGET_MAX, converted)));
        }
        targetScale = now;
    }

    private JFormattedTextField targetField() {
        return ((JSpinner.DefaultEditor) target.getEditor()).getTextField();
    }

    /** "Play to" as typed, or {@code null} while the text is no whole number in range. */
    private Integer typedTarget() {
        try {
            return (Integer) targetField().getFormatter().stringToValue(targetField().getText());
        } catch (ParseException e) {
            return null;
        }
    }

    /**
     * The levels shown, then those of the seats a table with fewer seats has hidden: stepping from partnership
     * through the duel to the double deck keeps North's and East's levels (QA: they came back Medium).
     */
    private List<BotLevel> keptLevels() {
        List<BotLevel> now = selectedLevels();
        for (int i = 0; i < now.size(); i++) {
            if (i < kept.size()) {
                kept.set(i, now.get(i));
            } else {
                kept.add(now.get(i));
            }
        }
        return List.copyOf(kept);
    }

    private List<BotLevel> selectedLevels() {
        List<BotLevel> out = new ArrayList<>();
        for (JComboBox<BotLevel> b : levels) {
            out.add((BotLevel) b.getSelectedItem());
        }
        return out;
    }

    private GameChoices current() {
        Map<String, String> values = new LinkedHashMap<>();
        options.forEach((k, box) -> values.put(k, (String) box.getSelectedItem()));
        Integer typed = typedTarget();
        return new GameChoices((Mode) mode.getSelectedItem(), base, values,
                typed != null ? typed : (Integer) target.getValue(), selectedLevels(), name.getText());
    }

    /** Words the counters' explanation for the scale chosen: its figures are the scale's. */
    private void explainCounters() {
        RuleOption counting = RuleOption.ALL.stream().filter(o -> o.key().equals("counting")).findFirst().orElseThrow();
        explain(options.get("counting"), counting.explanationAt((Mode) mode.getSelectedItem(),
                (String) options.get("scale").getSelectedItem()));
        tabs.forEach(p -> wrapExplanations(p, TAB_ROOM, labelColumn));
    }

    /** Greys out the options the table does not use, and those the play rules chosen leave nothing to do. */
    private void enableOptions() {
        Mode m = (Mode) mode.getSelectedItem();
        String playRules = (String) options.get("playRules").getSelectedItem();
        for (RuleOption o : RuleOption.ALL) {
            JComboBox<String> box = options.get(o.key());
            String why = !o.usedAt(m) ? "Not used at this table"
                    : o.mootUnder(playRules) ? "No effect when Play rules is No head: nobody need beat" : null;
            box.setEnabled(why == null);
            box.setToolTipText(why);
        }
    }

    private void validateChoices() {
        if (loading) {
            return;
        }
        showPreset();
        String problem;
        String trimmed = name.getText().trim();
        int characters = trimmed.codePointCount(0, trimmed.length());
        Integer typed = typedTarget();
        boolean tens = mode.getSelectedItem() != Mode.DOUBLE_DECK && "TEN".equals(options.get("scale")
                .getSelectedItem());
        // The rules would say "target must be…": the field is called Play to.
        String targetProblem = typed == null ? String.format("Play to must be a whole number from %,d to %,d.",
                TARGET_MIN, TARGET_MAX) : tens && typed % 10 != 0 ? "Play to must be a multiple of 10, not " + typed
                + "." : null;
        String nameProblem = characters > NAME_MAX ? String.format("Your name can have at most %d characters, not %d.",
                NAME_MAX, characters) : null;
        // The field at fault is outlined, as FlatLaf outlines an invalid field.
        name.putClientProperty(FlatClientProperties.OUTLINE, nameProblem == null ? null
                : FlatClientProperties.OUTLINE_ERROR);
        target.putClientProperty(FlatClientProperties.OUTLINE, targetProblem == null ? null
                : FlatClientProperties.OUTLINE_ERROR);
        try {
            problem = nameProblem != null ? nameProblem : targetProblem != null ? targetProblem
                    : MainWindow.cannotStart(current().rules());
        } catch (IllegalArgumentException e) {
            problem = e.getMessage();
        }
        error.setText(problem == null ? " " : capital(problem));
        start.setEnabled(problem == null);
        saveRules.setEnabled(problem == null);
    }

    /**
     * Names the preset the options and target match, or reads "custom" (an entry of its own while it applies):
     * after a change the selector went on naming a preset the game no longer followed.
     */
    private void showPreset() {
        GameChoices now = current();
        // The entry last named is tried first: a set of one's own that equals a preset stays named as chosen.
        List<String> entries = new ArrayList<>(presets(now.mode()));
        if (entries.remove(base)) {
            entries.add(0, base);
        }
        String match = entries.stream().filter(p -> {
            GameChoices as = choicesOf(p, now.levels(), now.name());
            return as.options().equals(now.options()) && as.target() == now.target();
        }).findFirst().orElse(null);
        deleteRules.setEnabled(ownSet(match) != null);
        exportRules.setEnabled(ownSet(match) != null);
        DefaultComboBoxModel<String> m = (DefaultComboBoxModel<String>) preset.getModel();
        loading = true;
        try {
            if (match == null && m.getIndexOf(CUSTOM) < 0) {
                m.addElement(CUSTOM);
            } else if (match != null) {
                m.removeElement(CUSTOM);
                base = match;
            }
            m.setSelectedItem(match == null ? CUSTOM : match);
        } finally {
            loading = false;
        }
    }

    /**
     * Save as…: the options and Play to under a name of the player's, asked again until it will do; a name of
     * theirs already in use asks before its set is replaced.
     */
    private void saveAs() {
        OwnRules named = ownSet(preset.getSelectedItem());
        String question = "Save these options and Play to as rules of yours, named:";
        String typed = named == null ? "" : named.name();
        String problem;
        do {
            typed = Ask.text(this, "Save rules", question, typed, "Save");
            if (typed == null) {
                return;
            }
            problem = OwnRules.nameProblem(typed);
            question = problem;
        } while (problem != null);
        OwnRules set = new OwnRules(typed.strip(), current().rules());
        if (replaces(set, "Save rules", "these")) {
            keep(set);
        }
    }

    /** Whether {@code set} may be kept: it takes no other set's name, or the player agreed to replace that set. */
    private boolean replaces(OwnRules set, String title, String these) {
        OwnRules there = own.stream().filter(s -> s.named(set.name())).findFirst().orElse(null);
        return there == null || there.rules().equals(set.rules()) || Ask.confirm(this, title, "You have rules named '"
                + there.name() + "'. Replace them with " + these + "?", "Replace", "Cancel");
    }

    /** Keeps a set of one's own and shows it, selected (its table too, for one imported). */
    private void keep(OwnRules set) {
        session.keepOwnRules(set, sets -> {
            own = sets;
            load(GameChoices.ofOwn(set, keptLevels(), name.getText()));
        }, message -> problem("Save rules", message));
    }

    private void delete() {
        OwnRules set = ownSet(preset.getSelectedItem());
        if (set == null || !Ask.confirm(this, "Delete rules", "Delete your rules '" + set.name() + "'? The options"
                + " stay as they are.", "Delete", "Keep them")) {
            return;
        }
        session.removeOwnRules(set.name(), sets -> {
            own = sets;
            loading = true;
            try {
                listPresets((Mode) mode.getSelectedItem());
            } finally {
                loading = false;
            }
            validateChoices();
        }, message -> problem("Delete rules", message));
    }

    /** Import…: a rules file's set is added (asking on a name in use) and selected; a bad file changes nothing. */
    private void importRules() {
        JFileChooser chooser = rulesChooser("Import rules");
        if (chooser.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path file = chooser.getSelectedFile().toPath();
        session.importRules(file, set -> {
            if (replaces(set, "Import rules", "those in '" + file.getFileName() + "'")) {
                keep(set);
            }
        }, message -> problem("Import rules", message));
    }

    /** Export…: the set the selector names, as a rules file to pass on. */
    private void export() {
        OwnRules set = ownSet(preset.getSelectedItem());
        if (set == null) {
            return;
        }
        JFileChooser chooser = rulesChooser("Export rules");
        // The name as a file name: characters some systems refuse in one become underscores.
        chooser.setSelectedFile(new File(set.name().replaceAll("[\\\\/:*?\"<>|]", "_") + RulesFiles.EXTENSION));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path target = FileChoice.chosen(chooser, RulesFiles.EXTENSION);
        if (Files.exists(target) && !Ask.confirm(this, "Export rules", "'" + target.getFileName() + "' exists."
                + " Replace it?", "Replace", "Cancel")) {
            return;
        }
        session.exportRules(target, set, written -> { }, message -> problem("Export rules", message));
    }

    /** The chooser titled for what it does: it read a bare "Save" over New game. */
    private static JFileChooser rulesChooser(String title) {
        JFileChooser chooser = FileChoice.of("Pinochle rules", RulesFiles.EXTENSION);
        chooser.setDialogTitle(title);
        return chooser;
    }

    private void problem(String title, String message) {
        // A write's reason is worded to go on in a longer sentence, so it may come without its full stop.
        Ask.tell(this, title, message.matches("(?s).*[.?!]$") ? message : message + ".", JOptionPane.ERROR_MESSAGE);
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1) + (s.endsWith(".") ? "" : ".");
    }

    /** The chosen game, or {@code null} if cancelled. */
    GameChoices result() {
        return result;
    }
}
