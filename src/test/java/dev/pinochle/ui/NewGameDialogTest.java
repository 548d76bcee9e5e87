package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Mode;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
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

    @SuppressWarnings("unchecked")
    private static JComboBox<String> combo(NewGameDialog d, String name) {
        return (JComboBox<String>) DialogOwner.find(d.getContentPane(), name);
    }

    private static String shownValue(NewGameDialog d, String name) {
        JComboBox<String> box = combo(d, name);
        return ((JLabel) box.getRenderer().getListCellRendererComponent(new JList<>(), (String) box.getSelectedItem(), -1,
                false, false)).getText();
    }
}
