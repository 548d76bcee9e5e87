package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Phase;
import dev.pinochle.table.Snapshot;
import java.awt.Component;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real-window tests of the keys after a dialog over the table: once the score sheet or the hand review opened
 * from the hand's summary closes, Enter deals the next hand, as it does before either is opened; once the
 * throw-in question is answered, the keys reach the hand again. The buttons are clicked and the keys pressed
 * with {@link java.awt.Robot}. Skipped with a message without a display: run under {@code xvfb-run}.
 */
class DialogFocusTest extends TableWindowTest {
    /** Asking before a throw-in, as by default. */
    private static final Settings ASKING = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT,
            false, true, false, true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE);

    @Override
    Settings settings() {
        return ASKING;
    }

    @Test
    void afterTheScoreSheetEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, shownButton("scoreSheet"));
        ScoreSheetDialog sheet = waitFor(() -> showing(ScoreSheetDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> sheet.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    @Test
    void afterTheHandReviewEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, shownButton("reviewHand"));
        HandReviewDialog review = waitFor(() -> showing(HandReviewDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> review.isShowing() ? null : Boolean.TRUE);

        assertEnterDealsTheNextHand();
    }

    @Test
    void afterAReviewOpenedFromTheScoreSheetEnterDealsTheNextHand() throws Exception {
        playFirstHand();

        DialogOwner.click(robot, shownButton("scoreSheet"));
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

    /**
     * The QA's report: after the score sheet or the review had closed, Next hand clicked with the mouse left the
     * keys nowhere in the new auction. Not reproduced here (the QA's display may have had a window manager); kept
     * as the scenario's guard.
     */
    @ParameterizedTest
    @ValueSource(strings = {"scoreSheet", "reviewHand"})
    void afterNextHandIsClickedTheKeysReachTheTable(String dialog) throws Exception {
        playFirstHand();
        DialogOwner.click(robot, shownButton(dialog));
        JDialog shown = waitFor(() -> showing(JDialog.class));
        press(KeyEvent.VK_ESCAPE);
        waitFor(() -> shown.isShowing() ? null : Boolean.TRUE);
        activate();

        DialogOwner.click(robot, shownButton("nextHand"));
        waitFor(() -> window.controller().snapshot().view().handNumber() == 2 ? Boolean.TRUE : null);

        Component keys = activate();
        assertThat(keys).as("the keys went to %s", keys.getClass().getSimpleName()).isSameAs(window.tableView());
    }

    /**
     * Three-handed, the bidder may concede before the lead (RULES.md §7) and is asked first. Answered Play on,
     * the arrow keys move along the hand again.
     */
    @Test
    void afterPlayingOnTheArrowKeysReachTheHand() throws Exception {
        JDialog question = askToThrowIn();
        answer(question, "Play on");

        Component keys = activate();
        assertThat(keys).as("the keys went to %s", keys.getClass().getSimpleName()).isSameAs(window.tableView());
        int before = Edt.call(() -> window.controller().focus());
        press(KeyEvent.VK_RIGHT);
        assertThat(Edt.call(() -> window.controller().focus())).isNotEqualTo(before);
    }

    @Test
    void afterThrowingInEnterDealsTheNextHand() throws Exception {
        JDialog question = askToThrowIn();
        answer(question, "Throw in");

        assertEnterDealsTheNextHand();
    }

    /**
     * Deals a three-handed game the human bids in (the stand-in bots pass), buries the first cards it may, and
     * clicks Throw in; returns the question once it shows.
     */
    private JDialog askToThrowIn() throws Exception {
        play(GameChoices.ofPreset(Mode.THREE_HANDED, "three-handed", List.of(), "You"),
                s -> s.view().phase() == Phase.CONCEDE_OR_PLAY, Snapshots::bidding);
        DialogOwner.click(robot, shownButton("throwIn"));
        // Clicks reach it once it has taken the focus (on its default button).
        return waitFor(() -> {
            for (Window w : window.getOwnedWindows()) {
                if (w instanceof JDialog d && w.isShowing() && w.getFocusOwner() != null) {
                    return d;
                }
            }
            return null;
        });
    }

    /** Deals the default game, answering the human's turns with the first legal action until the summary is up. */
    private void playFirstHand() throws Exception {
        Snapshot over = play(GameChoices.defaults(), s -> s.stage() == Snapshot.Stage.HAND_OVER,
                s -> s.view().legal().get(0));
        assertThat(over.view().handNumber()).isEqualTo(1);
    }

    /**
     * Deals a game of these choices from seed 7 and answers the human's turns with {@code answer} until a snapshot
     * where the table waits (not on a bot) is {@code done}; returns that one.
     */
    private Snapshot play(GameChoices choices, Predicate<Snapshot> done, Function<Snapshot, Action> answer)
            throws Exception {
        Edt.call(() -> {
            window.startGame(choices, 7);
            return null;
        });
        while (true) {
            Snapshot s = waitFor(() -> {
                Snapshot now = window.controller().snapshot();
                return now != null && now.stage() != Snapshot.Stage.BOT_TO_ACT ? now : null;
            });
            if (done.test(s)) {
                return s;
            }
            Edt.call(() -> {
                window.controller().act(answer.apply(s));
                return null;
            });
            waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
        }
    }

    private Component shownButton(String name) throws Exception {
        return waitFor(() -> {
            Component c = DialogOwner.find(window, name);
            return c != null && c.isShowing() ? c : null;
        });
    }

    /**
     * Clicks the question's button {@code text} and waits for the question to go; if three clicks are lost, presses
     * it.
     */
    private void answer(JDialog question, String text) throws Exception {
        JButton button = Edt.call(() -> DialogOwner.all(question, JButton.class).stream()
                .filter(b -> b.getText().equals(text)).findFirst().orElseThrow());
        if (!DialogOwner.clickAway(robot, question, button)) {
            // Seen once in CI: what follows the answer is under test here, not the click.
            Edt.call(() -> {
                button.doClick();
                return null;
            });
        }
        waitFor(() -> question.isShowing() ? null : Boolean.TRUE);
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
