package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Mode;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * QA: Esc closed How to play, the score sheet, the hand review and the statistics, but not New game or Settings,
 * where a player reaches for it first to back out. There Esc is Cancel: the dialog goes and chooses nothing.
 */
class DialogEscapeTest extends RealFrameTest {
    @Test
    void escapeCancelsNewGame() throws Exception {
        GameSession session = DialogOwner.session();
        NewGameDialog d = DialogOwner.show(robot, owner, NewGameDialog.class, () -> new NewGameDialog(owner,
                GameChoices.ofPreset(Mode.PARTNERSHIP, "standard", List.of(), "Ann"), session, List.of()));

        press(KeyEvent.VK_ESCAPE);

        assertThat(closed(d)).as("New game closed by Esc").isTrue();
        assertThat(Edt.call(d::result)).as("no game chosen").isNull();
        session.close();
    }

    @Test
    void escapeCancelsSettings() throws Exception {
        SettingsDialog d = DialogOwner.show(robot, owner, SettingsDialog.class,
                () -> new SettingsDialog(owner, Settings.defaults()));

        press(KeyEvent.VK_ESCAPE);

        assertThat(closed(d)).as("Settings closed by Esc").isTrue();
        assertThat(Edt.call(d::result)).as("no settings chosen").isNull();
    }

    private void press(int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.waitForIdle();
    }

    private Boolean closed(Window w) throws Exception {
        return Edt.waitFor(robot, 3_000, 15, () -> w.isShowing() ? null : Boolean.TRUE);
    }
}
