package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JEditorPane;
import javax.swing.JList;
import javax.swing.JViewport;
import javax.swing.ListModel;
import javax.swing.text.Document;
import org.junit.jupiter.api.Test;

/** Help → How to play in a real window: its contents beside the page take the page to each section. */
class RulesDialogTest extends RealFrameTest {
    @Test
    void theContentsTakeThePageToEachSection() throws Exception {
        RulesDialog d = DialogOwner.show(robot, owner, RulesDialog.class, () -> new RulesDialog(owner));
        JList<?> contents = Edt.call(() -> (JList<?>) DialogOwner.find(d, "rulesContents"));
        JEditorPane text = Edt.call(() -> (JEditorPane) DialogOwner.find(d, "rulesText"));

        List<String> listed = Edt.call(() -> {
            ListModel<?> model = contents.getModel();
            List<String> out = new ArrayList<>();
            for (int i = 0; i < model.getSize(); i++) {
                out.add(String.valueOf(model.getElementAt(i)));
            }
            return out;
        });
        assertThat(listed).containsExactlyElementsOf(MarkdownHtml.sections(RulesDialog.rulesText()))
                .contains("The two-handed duel", "Playing at this table", "House rules you can choose");

        for (String section : List.of("The two-handed duel", "Three-handed pinochle", "The cards")) {
            Edt.call(() -> {
                contents.setSelectedIndex(listed.indexOf(section));
                return null;
            });
            robot.waitForIdle();
            double[] at = Edt.call(() -> {
                Document doc = text.getDocument();
                String all = doc.getText(0, doc.getLength());
                // The heading, not an earlier mention of the same words: the last line that is the title alone.
                int heading = all.indexOf("\n" + section + "\n") + 1;
                double y = text.modelToView2D(heading).getY();
                return new double[] {y, ((JViewport) text.getParent()).getViewPosition().getY()};
            });
            assertThat(at[1]).as("the page's top at %s", section).isCloseTo(at[0], within(40.0));
        }
    }
}
