package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatClientProperties;
import dev.pinochle.core.Deck;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import dev.pinochle.save.OwnRules;
import dev.pinochle.save.RulesFiles;
import dev.pinochle.save.Statistics;
import dev.pinochle.save.Tally;
import dev.pinochle.table.BotLevel;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The New game dialog's figures, built for real (not shown: it is modal, unless a test answers it). */
class NewGameDialogTest extends RealFrameTest {
    private static final GameChoices STANDARD = GameChoices.ofPreset(Mode.PARTNERSHIP, "standard", List.of(), "Ann");
    @TempDir
    Path folder;
    private GameSession session;

    @BeforeEach
    void session() throws Exception {
        session = DialogOwner.session();
    }

    @AfterEach
    void closeSession() throws InterruptedException {
        // Null where RealFrameTest found no display and skipped the test before the session was made.
        if (session != null) {
            session.close();
        }
    }

    private NewGameDialog dialog(GameChoices initial) {
        return dialog(initial, List.of());
    }

    private NewGameDialog dialog(GameChoices initial, List<OwnRules> own) {
        return new NewGameDialog(owner, initial, session, own);
    }

    /**
     * RULES.md §4b: a player can save their own adjusted set under a name. Save as… keeps the options and Play to
     * under the name typed (spaces around it dropped), the selector names the set as the player's, a name in use
     * asks before its set is replaced, and the set, chosen in New game opened again, loads exactly.
     */
    @Test
    void aSetSavedUnderANameLoadsExactlyWhenChosenAgain() throws Exception {
        NewGameDialog d = DialogOwner.show(robot, owner, NewGameDialog.class, () -> dialog(STANDARD));
        Edt.call(() -> {
            combo(d, "passCount").setSelectedItem("3");
            combo(d, "minBid").setSelectedItem("200");
            ((JSpinner) DialogOwner.find(d.getContentPane(), "target")).setValue(2000);
            return null;
        });
        String before = Edt.call(() -> shownValue(d, "preset") + ", delete " + enabled(d, "deleteRules"));

        answer(d, "saveRules", "Save rules", "  Friday club ", "Save");
        String saved = Edt.waitFor(robot, 10_000, 15, () -> shownValue(d, "preset").equals("custom") ? null
                : shownValue(d, "preset") + ", delete " + enabled(d, "deleteRules") + ", export "
                        + enabled(d, "exportRules"));
        Edt.call(() -> {
            combo(d, "minBid").setSelectedItem("300");
            return null;
        });
        answer(d, "saveRules", "Save rules", "friday CLUB", "Save");
        answer(d, null, "Save rules", null, "Replace");
        Edt.waitFor(robot, 10_000, 15, () -> shownValue(d, "preset").equals("custom") ? null : d);
        Edt.call(() -> {
            d.dispose();
            return null;
        });
        List<OwnRules> kept = ownRules();

        String loaded = Edt.call(() -> {
            NewGameDialog again = dialog(STANDARD, kept);
            combo(again, "preset").setSelectedItem("friday CLUB");
            String out = shownValue(again, "preset") + ": pass " + combo(again, "passCount").getSelectedItem()
                    + ", bid " + combo(again, "minBid").getSelectedItem() + ", to "
                    + ((JSpinner) DialogOwner.find(again.getContentPane(), "target")).getValue();
            again.dispose();
            return out;
        });

        assertThat(before).isEqualTo("custom, delete false");
        assertThat(saved).isEqualTo("Friday club (yours), delete true, export true");
        assertThat(kept).extracting(OwnRules::name).containsExactly("friday CLUB");
        assertThat(loaded).isEqualTo("friday CLUB (yours): pass 3, bid 300, to 2000");
    }

    /** RULES.md §4b: a set is imported from a rules file, kept among the player's own and selected, its table too. */
    @Test
    void anImportedSetIsKeptAndSelected() throws Exception {
        Path file = folder.resolve("club-duel.json");
        RulesFiles.write(file, new OwnRules("Club duel", RuleSet.duel().with("dixExchange", "true")
                .with("target", "500")));
        NewGameDialog d = DialogOwner.show(robot, owner, NewGameDialog.class, () -> dialog(STANDARD));

        choose(d, "importRules", file);
        String shown = Edt.waitFor(robot, 10_000, 15, () -> combo(d, "preset").getSelectedItem().equals("standard")
                ? null : shownValue(d, "table") + ", " + shownValue(d, "preset") + ", dix "
                        + combo(d, "dixExchange").getSelectedItem() + ", to "
                        + ((JSpinner) DialogOwner.find(d.getContentPane(), "target")).getValue());

        assertThat(shown).isEqualTo("Two-handed duel, Club duel (yours), dix true, to 500");
        assertThat(ownRules()).extracting(OwnRules::name).containsExactly("Club duel");
    }

    /** A file that is no rules file is refused with its one-line reason, and nothing changes. */
    @Test
    void aBadImportSaysWhyAndChangesNothing() throws Exception {
        Path file = Files.writeString(folder.resolve("notes.json"), "Friday: standard, pass 3");
        NewGameDialog d = DialogOwner.show(robot, owner, NewGameDialog.class, () -> dialog(STANDARD));

        choose(d, "importRules", file);
        JDialog told = Edt.waitFor(robot, 10_000, 15, () -> showing(d, "Import rules"));
        String message = Edt.call(() -> DialogOwner.all(told.getContentPane(), javax.swing.JTextArea.class).get(0)
                .getText());
        answer(d, null, "Import rules", null, "OK");
        String after = Edt.call(() -> shownValue(d, "table") + ", " + shownValue(d, "preset") + ", "
                + combo(d, "preset").getItemCount() + " entries");

        assertThat(message).isEqualTo("'notes.json' is not a Pinochle rules file: it is not JSON text (line 1,"
                + " column 8).");
        assertThat(after).isEqualTo("Partnership (four players), standard, 3 entries");
        assertThat(ownRules()).isEmpty();
    }

    /** The player's own sets as the session reads them now. */
    private List<OwnRules> ownRules() {
        List<List<OwnRules>> read = new java.util.ArrayList<>();
        session.ownRules(shelf -> read.add(shelf.sets()));
        return read.get(0);
    }

    /**
     * Clicks the button named {@code button} of {@code d} (none: the question is already up), then answers the
     * question titled {@code title} that it asks: types {@code text} (unless null) and presses {@code go}.
     */
    private void answer(NewGameDialog d, String button, String title, String text, String go) throws Exception {
        if (button != null) {
            // Later: the question is modal.
            SwingUtilities.invokeLater(() -> ((JButton) DialogOwner.find(d.getContentPane(), button)).doClick());
        }
        JDialog ask = Edt.waitFor(robot, 10_000, 15, () -> showing(d, title));
        Edt.call(() -> {
            if (text != null) {
                DialogOwner.all(ask.getContentPane(), JTextField.class).get(0).setText(text);
            }
            DialogOwner.all(ask.getContentPane(), JButton.class).stream().filter(b -> b.getText().equals(go))
                    .findFirst().orElseThrow().doClick();
            return null;
        });
        Edt.waitFor(robot, 10_000, 15, () -> ask.isShowing() ? null : ask);
    }

    /** Clicks the button named {@code button} of {@code d}, and chooses {@code file} in the file chooser it opens. */
    private void choose(NewGameDialog d, String button, Path file) throws Exception {
        SwingUtilities.invokeLater(() -> ((JButton) DialogOwner.find(d.getContentPane(), button)).doClick());
        JFileChooser chooser = Edt.waitFor(robot, 10_000, 15, () -> {
            for (Window w : d.getOwnedWindows()) {
                if (w.isShowing() && w instanceof JDialog j
                        && !DialogOwner.all(j.getContentPane(), JFileChooser.class).isEmpty()) {
                    return DialogOwner.all(j.getContentPane(), JFileChooser.class).get(0);
                }
            }
            return null;
        });
        Edt.call(() -> {
            chooser.setSelectedFile(file.toFile());
            chooser.approveSelection();
            return null;
        });
    }

    /** The dialog titled {@code title} over {@code d}, once it shows. */
    private static JDialog showing(NewGameDialog d, String title) {
        for (Window w : d.getOwnedWindows()) {
            if (w.isShowing() && w instanceof JDialog j && title.equals(j.getTitle())) {
                return j;
            }
        }
        return null;
    }

    private static boolean enabled(NewGameDialog d, String name) {
        return DialogOwner.find(d.getContentPane(), name).isEnabled();
    }
    /**
     * docs/rules.md §2, the one-point scale: every figure is shown divided by ten. The dialog shows the bids and
     * meld values as "Play to" shows the target, and back on the ten scale when the scale is changed.
     */
    @Test
    void figuresFollowThePointScale() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "one-point",
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
                NewGameDialog d = dialog(GameChoices.ofPreset(m, GameChoices.presets(m).get(0),
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
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
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
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.DOUBLE_DECK, "double-deck",
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

    /**
     * RULES.md §3: under playRules=NO_HEAD nobody need beat or over-trump, so the two rules about when to beat change
     * no card (`TrickLegalityTest`); the dialog greyed neither, and a player could set them to no effect (a help audit).
     */
    @Test
    void noHeadGreysTheRulesAboutBeating() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard", List.of(), "Ann"));
            List<String> out = new java.util.ArrayList<>();
            for (String rule : List.of("NO_HEAD", "STRICT")) {
                combo(d, "playRules").setSelectedItem(rule);
                for (String key : List.of("mayDiscardWhenCannotOvertrump", "headLedSuitWhenTrumped", "firstLeadTrump")) {
                    out.add(rule + " " + key + " " + combo(d, key).isEnabled() + " " + combo(d, key).getToolTipText());
                }
            }
            d.dispose();
            return out;
        });
        String moot = "No effect when Play rules is No head: nobody need beat";
        assertThat(shown).containsExactly(
                "NO_HEAD mayDiscardWhenCannotOvertrump false " + moot,
                "NO_HEAD headLedSuitWhenTrumped false " + moot,
                "NO_HEAD firstLeadTrump true null",
                "STRICT mayDiscardWhenCannotOvertrump true null",
                "STRICT headLedSuitWhenTrumped true null",
                "STRICT firstLeadTrump true null");
    }

    /** QA: at the double deck the greyed scale read "Ten", beside bids from 50 by one (RULES.md §6). */
    @Test
    void theDoubleDecksScaleReadsAsItsOwn() throws Exception {
        String scale = Edt.call(() -> {
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.DOUBLE_DECK, "double-deck",
                    List.of(), "Ann"));
            String out = shownValue(d, "scale") + " " + combo(d, "scale").isEnabled();
            d.dispose();
            return out;
        });
        assertThat(scale).isEqualTo("One (the double deck's own) false");
    }

    /**
     * QA: on the one-point preset the counters' explanation said "ace, ten and king 10 each … the last trick adds
     * 10" beside a table that shows them 1 (RULES.md §4b one-point; the scale divides every figure by ten). It
     * follows the scale as it is chosen.
     */
    @Test
    void theCountersExplanationFollowsTheScale() throws Exception {
        List<String> said = Edt.call(() -> {
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "one-point", List.of(), "Ann"));
            JComboBox<String> counting = combo(d, "counting");
            String one = counting.getAccessibleContext().getAccessibleDescription();
            combo(d, "scale").setSelectedItem("TEN");
            String ten = counting.getAccessibleContext().getAccessibleDescription();
            d.dispose();
            return List.of(one.replace('\u00a0', ' '), ten.replace('\u00a0', ' '));
        });
        assertThat(said.get(0)).startsWith("Ten point: ace, ten and king 1 each on the one-point scale")
                .contains("the last trick adds 1.");
        assertThat(said.get(1)).startsWith("Ten point: ace, ten and king 10 each;").contains("the last trick adds 10.");
    }

    /**
     * QA: at the double deck the greyed double run and double pinochle read 1500 and 300, the single deck's
     * figures, in a game to 500, and double pinochle offered a lower value; the double deck's own table scores
     * them 150 and 30 (RULES.md §6).
     */
    @Test
    void theDoubleDecksDoubleMeldsReadAsItsOwn() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.DOUBLE_DECK, "double-deck", List.of(), "Ann"));
            List<String> out = List.of(shownValue(d, "doubleRun") + " " + combo(d, "doubleRun").isEnabled(),
                    shownValue(d, "doublePinochle") + " " + combo(d, "doublePinochle").isEnabled(),
                    combo(d, "doublePinochle").getAccessibleContext().getAccessibleDescription());
            d.dispose();
            return out;
        });
        RuleSet rules = RuleSet.doubleDeck();
        int doubleRun = MeldTable.total(rules, Deck.DOUBLE.setOf("AS AS TS TS KS KS QS QS JS JS"), Suit.SPADES);
        int doublePinochle = MeldTable.total(rules, Deck.DOUBLE.setOf("QS QS JD JD"), Suit.HEARTS);

        assertThat(shown).containsExactly(doubleRun + " (the double deck's own) false",
                doublePinochle + " (the double deck's own) false", "Both Q\u2660 and both J\u2666.");
    }

    /**
     * QA: at three-handed "Minimum bid" still read "the least a side may undertake", and the double deck's locked
     * scale explained Ten and One. The explanations follow the table chosen, on screen and for a screen reader.
     */
    @Test
    void theExplanationsFollowTheTableChosen() throws Exception {
        List<String> shown = Edt.call(() -> {
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
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
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
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
        NewGameDialog d = DialogOwner.show(robot, owner, NewGameDialog.class,
                () -> dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard", List.of(), "Ann")));
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
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
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
            NewGameDialog duel = dialog(GameChoices.ofPreset(Mode.DUEL, "duel", List.of(), "Ann"));
            out.add("opened DUEL: " + tab(duel));
            duel.dispose();
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
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
            NewGameDialog d = dialog(GameChoices.ofPreset(Mode.PARTNERSHIP, "standard",
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
