package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.table.Snapshot;
import java.awt.Component;
import java.awt.Window;
import java.awt.event.KeyEvent;
import javax.swing.JDialog;
import javax.swing.JTable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Real-window tests of the keys after a dialog opened from the hand's summary: once the score sheet or the hand
 * review closes, Enter deals the next hand, as it does before either is opened. The buttons are clicked and the
 * keys pressed with {@link java.awt.Robot}. Skipped with a message without a display: run under {@code xvfb-run}.
 */
class SummaryDialogFocusTest extends TableWindowTest {
    @BeforeEach
    void startGame() throws Exception {
        Edt.call(() -> {
            window.startGame(GameChoices.defaults(), 7);
            return null;
        });
        robot.waitForIdle();
    }

    @Test
    void afterTheScoreSheetEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, summaryButton("scoreSheet"));
        ScoreSheetDialog sheet = waitFor(() -> showing(ScoreSheetDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> sheet.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    @Test
    void afterTheHandReviewEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, summaryButton("reviewHand"));
        HandReviewDialog review = waitFor(() -> showing(HandReviewDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> review.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    @Test
    void afterAReviewOpenedFromTheScoreSheetEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, summaryButton("scoreSheet"));
        ScoreSheetDialog sheet = waitFor(() -> showing(ScoreSheetDialog.class));
        Edt.call(() -> {
            ((JTable) DialogOwner.find(sheet, "scoreSheet")).setRowSelectionInterval(0, 0);
            return null;
        });
        DialogOwner.click(robot, DialogOwner.find(sheet, "reviewSelected"));
        HandReviewDialog review = waitFor(() -> showing(HandReviewDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> review.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    /** Answers the human's turns with the first legal action until the first hand's summary is up. */
    private void playFirstHand() throws Exception {
        while (true) {
            Snapshot s = waitFor(() -> {
                Snapshot now = window.controller().snapshot();
                return now != null && now.stage() != Snapshot.Stage.BOT_TO_ACT ? now : null;
            });
            if (s.stage() == Snapshot.Stage.HAND_OVER) {
                assertThat(s.view().handNumber()).isEqualTo(1);
                return;
            }
            Edt.call(() -> {
                window.controller().act(s.view().legal().get(0));
                return null;
            });
            waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
        }
    }

    private Component summaryButton(String name) throws Exception {
        return waitFor(() -> {
            Component c = DialogOwner.find(window, name);
            return c != null && c.isShowing() ? c : null;
        });
    }

    private <T extends JDialog> T showing(Class<T> type) {
        for (Window w : window.getOwnedWindows()) {
            if (type.isInstance(w) && w.isShowing()) {
                return type.cast(w);
            }
        }
        return null;
    }

    /** Enter, once the table's window has the keys again, deals hand 2. */
    private void assertEnterDealsTheNextHand() throws Exception {
        Component keys = activate();
        press(KeyEvent.VK_ENTER);

        boolean dealt;
        try {
            dealt = waitFor(() -> window.controller().snapshot().view().handNumber() == 2 ? Boolean.TRUE : null);
        } catch (AssertionError timedOut) {
            dealt = false;
        }
        assertThat(dealt).as("Enter deals hand 2 (the keys went to %s)", keys.getClass().getSimpleName() + " "
                + keys.getName()).isTrue();
    }
}
