package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatClientProperties;
import dev.pinochle.core.Mode;
import dev.pinochle.save.Statistics;
import dev.pinochle.save.Tally;
import dev.pinochle.table.BotLevel;
import java.util.List;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import org.junit.jupiter.api.Test;

/** The New game dialog's figures, built for real (not shown: it is modal). */
class NewGameDialogTest extends RealFrameTest {
    /**
     * docs/rules.md §2, the one-point scale: every figure is shown divided by ten. The dialog shows the bids and
     * meld values as "Play to" shows the target, and back on the ten scale when the scale is changed.
     */
    @Test
    void figuresFollowThePointScale() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.PARTNERSHIP, "one-point",
                    List.of(), "Ann"));
            String onOne = shownValue(d, "minBid") + " " + shownValue(d, "bidStep") + " " + shownValue(d, "doubleRun");
            combo(d, "scale").setSelectedItem("TEN");
            String onTen = shownValue(d, "minBid") + " " + shownValue(d, "bidStep") + " " + shownValue(d, "doubleRun");
            d.dispose();
            return List.of(onOne, onTen);
        });
        assertThat(shown).containsExactly("25 1 150", "250 10 1500");
    }

    /**
     * QA: switching the scale to One left "Play to" at 1,500, a game to 15,000 on the ten scale. The target is
     * converted with the bids (RULES.md: the one-point scale is the same game, every figure divided by ten).
     */
    @Test
    void playToFollowsAChangeOfScale() throws Exception {
        List<String> shown = Edt.call(() -> {
            List<String> out = new java.util.ArrayList<>();
            for (Mode m : List.of(Mode.PARTNERSHIP, Mode.THREE_HANDED)) {
                NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(m, GameChoices.presets(m).get(0),
                        List.of(), "Ann"));
                JSpinner target = (JSpinner) DialogOwner.find(d.getContentPane(), "target");
                String before = target.getValue().toString();
                combo(d, "scale").setSelectedItem("ONE");
                String one = target.getValue().toString();
                combo(d, "scale").setSelectedItem("TEN");
                out.add(before + " " + one + " " + target.getValue());
                d.dispose();
            }
            return out;
        });
        assertThat(shown).containsExactly("1500 150 1500", "1000 100 1000");
    }

    /**
     * QA: a "Play to" out of range went back to the last value without a word. The text stays, outlined, a
     * message says the range, and Start waits until it is a target.
     */
    @Test
    void aPlayToOutOfRangeIsRefusedWithAMessage() throws Exception {
        List<String> shown = typed("target", List.of("0", "1000005", "a lot", "1505", "1000"));
        String range = "Play to must be a whole number from 10 to 100,000.";
        assertThat(shown).containsExactly("0: " + range + " false outlined", "1000005: " + range + " false outlined",
                "a lot: " + range + " false outlined",
                "1505: Play to must be a multiple of 10, not 1505. false outlined", "1000:  true");
    }

    /**
     * QA: any length of name was taken, and the table, the scoreboard and the score sheet then showed it cut. A
     * name of more than {@link NewGameDialog#NAME_MAX} characters (spaces around it not counted) is refused with
     * a message and an outline on the field, and Start waits.
     */
    @Test
    void aNameTooLongIsRefusedWithAMessage() throws Exception {
        List<String> shown = typed("name", List.of("Bartholomew Featherstonehaugh", "  Twenty letters here  ",
                "Twenty-one letters ok", ""));
        String most = "Your name can have at most 20 characters, not ";
        assertThat(shown).containsExactly("Bartholomew Featherstonehaugh: " + most + "29. false outlined",
                "  Twenty letters here  :  true", "Twenty-one letters ok: " + most + "21. false outlined", ":  true");
    }

    /**
     * Each text typed in turn into the named field of a fresh New game dialog, as "text: message Start-enabled",
     * with " outlined" where the field is outlined as wrong.
     */
    private List<String> typed(String fieldName, List<String> texts) throws Exception {
        return Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
                    List.of(), "Ann"));
            JComponent field = (JComponent) DialogOwner.find(d.getContentPane(), fieldName);
            JTextField editor = field instanceof JSpinner s ? ((JSpinner.DefaultEditor) s.getEditor()).getTextField()
                    : (JTextField) field;
            JLabel error = (JLabel) DialogOwner.find(d.getContentPane(), "ruleError");
            JButton start = DialogOwner.all(d.getContentPane(), JButton.class).stream()
                    .filter(b -> b.getText().equals("Start")).findFirst().orElseThrow();
            List<String> out = new java.util.ArrayList<>();
            for (String text : texts) {
                editor.setText(text);
                out.add(editor.getText() + ": " + error.getText().trim() + " " + start.isEnabled()
                        + (field.getClientProperty(FlatClientProperties.OUTLINE) == null ? "" : " outlined"));
            }
            d.dispose();
            return out;
        });
    }

    /**
     * The double deck read "Double deck" as New game's table and "Double-deck" in the statistics, and its preset
     * "double-deck" just under the table. Each reads as the table's name, the statistics' row as New game's.
     */
    @Test
    void theDoubleDeckIsSpelledOneWay() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.DOUBLE_DECK, "double-deck",
                    List.of(), "Ann"));
            List<String> out = List.of(shownValue(d, "table"), shownValue(d, "preset"));
            d.dispose();
            return out;
        });
        String statistics = StatisticsDialog.rows(new Statistics(Map.of(Mode.DOUBLE_DECK,
                new Tally(1, 1, 5, 2, 2, 0, 110, 150)))).get(0).get(0);

        assertThat(shown).containsExactly("Double deck (four players, 80 cards)", "double deck");
        assertThat(statistics).isEqualTo("Double deck");
    }

    /** QA: at the double deck the greyed scale read "Ten", beside bids from 50 by one (RULES.md §6). */
    @Test
    void theDoubleDecksScaleReadsAsItsOwn() throws Exception {
        String scale = Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.DOUBLE_DECK, "double-deck",
                    List.of(), "Ann"));
            String out = shownValue(d, "scale") + " " + combo(d, "scale").isEnabled();
            d.dispose();
            return out;
        });
        assertThat(scale).isEqualTo("One (the double deck's own) false");
    }

    /**
     * QA: at three-handed "Minimum bid" still read "the least a side may undertake", and the double deck's locked
     * scale explained Ten and One. The explanations follow the table chosen, on screen and for a screen reader.
     */
    @Test
    void theExplanationsFollowTheTableChosen() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
                    List.of(), "Ann"));
            List<String> out = new java.util.ArrayList<>();
            for (Mode m : List.of(Mode.THREE_HANDED, Mode.DOUBLE_DECK)) {
                ((JComboBox<?>) DialogOwner.find(d.getContentPane(), "table")).setSelectedItem(m);
                String key = m == Mode.THREE_HANDED ? "minBid" : "scale";
                String read = combo(d, key).getAccessibleContext().getAccessibleDescription();
                boolean onScreen = DialogOwner.all(d.getContentPane(), JLabel.class).stream()
                        .anyMatch(l -> l.getText().replace("<br>", " ").replaceAll("<[^>]*>", "").equals(read));
                out.add(m + " " + read + " " + onScreen);
            }
            d.dispose();
            return out;
        });
        assertThat(shown).containsExactly("THREE_HANDED The opening bid: the least the bidder may undertake. true",
                "DOUBLE_DECK The double deck always counts one point per counter (A, 10, K), on figures of its own: "
                        + "run 15, bid 50. true");
    }

    /**
     * QA: after an option was changed the preset selector still read "standard". It names the preset the options
     * match (cutthroat is standard without the pass) or reads "custom", and the game still starts from its base.
     */
    @Test
    void thePresetSelectorReadsCustomOnceTheOptionsMatchNoPreset() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
                    List.of(), "Ann"));
            JComboBox<String> preset = combo(d, "preset");
            List<String> out = new java.util.ArrayList<>();
            for (String passCount : List.of("3", "0", "4")) {
                combo(d, "passCount").setSelectedItem(passCount);
                out.add((String) preset.getSelectedItem());
            }
            combo(d, "minBid").setSelectedItem("300");
            out.add(preset.getSelectedItem() + ", " + preset.getItemCount() + " entries, error '"
                    + ((JLabel) DialogOwner.find(d.getContentPane(), "ruleError")).getText() + "'");
            preset.setSelectedItem("standard");
            out.add(preset.getSelectedItem() + " " + combo(d, "minBid").getSelectedItem() + ", "
                    + preset.getItemCount() + " entries");
            d.dispose();
            return out;
        });
        assertThat(shown).containsExactly("custom", "cutthroat", "standard", "custom, 4 entries, error ' '",
                "standard 250, 3 entries");
    }

    /**
     * QA: the dialog opened 600 px high whatever the screen, and the Auction tab scrolled, the last option's
     * explanation cut in half, on a 1400 × 900 screen with room to spare (at uiScale 2 too). Where the screen has
     * the room, every tab shows whole.
     */
    @Test
    void everyTabShowsWholeWhereTheScreenHasRoom() throws Exception {
        NewGameDialog d = DialogOwner.show(robot, owner, NewGameDialog.class, () -> new NewGameDialog(owner,
                GameChoices.ofPreset(Mode.PARTNERSHIP, "standard", List.of(), "Ann")));
        List<String> cut = Edt.call(() -> {
            java.awt.Rectangle usable = ScreenFit.usable(d.getGraphicsConfiguration());
            List<String> out = new java.util.ArrayList<>();
            out.add("inside the screen: " + usable.contains(d.getBounds()));
            javax.swing.JTabbedPane tabs = DialogOwner.all(d.getContentPane(), javax.swing.JTabbedPane.class).get(0);
            for (int i = 0; i < tabs.getTabCount(); i++) {
                tabs.setSelectedIndex(i);
                d.validate();
                javax.swing.JScrollPane pane = (javax.swing.JScrollPane) tabs.getComponentAt(i);
                int shown = pane.getViewport().getExtentSize().height;
                int needed = pane.getViewport().getView().getPreferredSize().height;
                if (shown < needed) {
                    out.add(tabs.getTitleAt(i) + " shows " + shown + " of " + needed);
                }
            }
            d.dispose();
            return out;
        });
        assertThat(cut).containsExactly("inside the screen: true");
    }

    /**
     * QA: three Expert bots, then the Table list stepped through with the arrow keys (partnership, duel, double
     * deck): the double deck came back with West Expert and North and East Medium, the duel having only one bot.
     * A seat's level is kept while the tables passed through have fewer seats.
     */
    @Test
    void botLevelsOutliveATablePassedThroughWithFewerSeats() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
                    List.of(BotLevel.EXPERT, BotLevel.EXPERT, BotLevel.EXPERT), "Ann"));
            @SuppressWarnings("unchecked")
            JComboBox<Mode> table = DialogOwner.all(d.getContentPane(), JComboBox.class).stream()
                    .filter(b -> b.getItemCount() > 0 && b.getItemAt(0) instanceof Mode).findFirst().orElseThrow();
            List<String> out = new java.util.ArrayList<>();
            for (Mode m : List.of(Mode.DUEL, Mode.THREE_HANDED, Mode.DOUBLE_DECK)) {
                table.setSelectedItem(m);
                out.add(m + " " + levels(d));
            }
            d.dispose();
            return out;
        });
        assertThat(shown).containsExactly("DUEL [Expert]", "THREE_HANDED [Expert, Expert]",
                "DOUBLE_DECK [Expert, Expert, Expert]");
    }

    /**
     * QA: the duel, chosen or opened with, showed the Auction tab, every option greyed but the point scale. A table
     * shows its own tab (the duel's Duel tab) once chosen, or else keeps the tab shown if it uses any of it (it
     * left the greyed Duel tab for the Auction's); a preset chosen keeps the tab. A tab of nothing the table uses
     * says so in its tooltip.
     */
    @Test
    void aTableChosenShowsATabItUses() throws Exception {
        List<String> shown = Edt.call(() -> {
            List<String> out = new java.util.ArrayList<>();
            NewGameDialog duel = new NewGameDialog(owner, GameChoices.ofPreset(Mode.DUEL, "duel", List.of(), "Ann"));
            out.add("opened DUEL: " + tab(duel));
            duel.dispose();
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
                    List.of(), "Ann"));
            out.add("opened PARTNERSHIP: " + tab(d));
            JComboBox<?> table = (JComboBox<?>) DialogOwner.find(d.getContentPane(), "table");
            javax.swing.JTabbedPane tabs = tabs(d);
            for (Object[] step : new Object[][] {{"Play", Mode.DUEL}, {null, Mode.PARTNERSHIP}, {"Play", Mode.DUEL},
                    {null, Mode.THREE_HANDED}, {"Scoring", Mode.DOUBLE_DECK}, {null, Mode.DUEL}}) {
                if (step[0] != null) {
                    tabs.setSelectedIndex(tabs.indexOfTab((String) step[0]));
                }
                String before = tabs.getTitleAt(tabs.getSelectedIndex());
                table.setSelectedItem(step[1]);
                out.add(before + " -> " + step[1] + ": " + tab(d));
            }
            table.setSelectedItem(Mode.PARTNERSHIP);
            tabs.setSelectedIndex(tabs.indexOfTab("Play"));
            combo(d, "preset").setSelectedItem("one-point");
            out.add("preset one-point: " + tab(d));
            d.dispose();
            return out;
        });
        assertThat(shown).containsExactly("opened DUEL: Duel (Play not used)",
                "opened PARTNERSHIP: Auction (Duel not used)",
                "Play -> DUEL: Duel (Play not used)",
                "Duel -> PARTNERSHIP: Auction (Duel not used)",
                "Play -> DUEL: Duel (Play not used)",
                "Duel -> THREE_HANDED: Auction (Duel not used)",
                "Scoring -> DOUBLE_DECK: Scoring (Duel not used)",
                "Scoring -> DUEL: Duel (Play not used)",
                "preset one-point: Play (Duel not used)");
    }

    /**
     * QA: each tab's label column was as wide as its own longest label, so the controls jumped sideways from tab to
     * tab. Every option's list, and its explanation, starts at one x on every tab.
     */
    @Test
    void everyTabHasOneLabelColumn() throws Exception {
        List<String> columns = Edt.call(() -> {
            NewGameDialog d = new NewGameDialog(owner, GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
                    List.of(), "Ann"));
            javax.swing.JTabbedPane tabs = tabs(d);
            java.util.Set<String> out = new java.util.TreeSet<>();
            for (int i = 0; i < tabs.getTabCount(); i++) {
                tabs.setSelectedIndex(i);
                d.validate();
                java.awt.Container panel = (java.awt.Container) ((javax.swing.JScrollPane) tabs.getComponentAt(i))
                        .getViewport().getView();
                for (JComboBox<?> box : DialogOwner.all(panel, JComboBox.class)) {
                    out.add("list at " + box.getX() + ", explanation at " + ((JComponent) box
                            .getClientProperty("pinochle.explainedBy")).getX());
                }
            }
            d.dispose();
            return List.copyOf(out);
        });
        assertThat(columns).hasSize(1);
    }

    /** The title of the tab shown, with the titles of those the table uses nothing of. */
    private static String tab(NewGameDialog d) {
        javax.swing.JTabbedPane tabs = tabs(d);
        List<String> unused = new java.util.ArrayList<>();
        for (int i = 0; i < tabs.getTabCount(); i++) {
            if ("Not used at this table".equals(tabs.getToolTipTextAt(i))) {
                unused.add(tabs.getTitleAt(i));
            }
        }
        return tabs.getTitleAt(tabs.getSelectedIndex()) + " (" + String.join(", ", unused) + " not used)";
    }

    private static javax.swing.JTabbedPane tabs(NewGameDialog d) {
        return DialogOwner.all(d.getContentPane(), javax.swing.JTabbedPane.class).get(0);
    }

    private static List<Object> levels(NewGameDialog d) {
        return DialogOwner.all(d.getContentPane(), JComboBox.class).stream()
                .filter(b -> b.getName() != null && b.getName().startsWith("level"))
                .map(JComboBox::getSelectedItem).toList();
    }

    @SuppressWarnings("unchecked")
    private static JComboBox<String> combo(NewGameDialog d, String name) {
        return (JComboBox<String>) DialogOwner.find(d.getContentPane(), name);
    }

    private static String shownValue(NewGameDialog d, String name) {
        return shown((JComboBox<?>) DialogOwner.find(d.getContentPane(), name));
    }

    /** What a list box shows of its selection. */
    @SuppressWarnings("unchecked")
    private static <T> String shown(JComboBox<T> box) {
        return ((JLabel) box.getRenderer().getListCellRendererComponent(new JList<>(), (T) box.getSelectedItem(), -1,
                false, false)).getText();
    }
}
