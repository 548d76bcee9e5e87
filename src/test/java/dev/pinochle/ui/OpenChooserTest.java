package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Window;
import java.awt.event.KeyEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import org.junit.jupiter.api.Test;

/**
 * Game › Open (Ctrl+O) in the real window: the file chooser starts where Save As saves, the game's own file's
 * folder, else the app-data saves folder (QA: it started in the home folder).
 */
class OpenChooserTest extends TableWindowTest {
    @Test
    void aGameWithoutAFileOpensInTheSavesFolder() throws Exception {
        deal();

        assertThat(chooserFolder()).isEqualTo(store.savesFolder().toFile());
    }

    @Test
    void aGameWithAFileOpensInItsFolder() throws Exception {
        deal();
        Path elsewhere = Files.createTempDirectory("pinochle-elsewhere");
        Edt.call(() -> {
            window.saveMenus().write(elsewhere.resolve("mine.pinochle"));
            return null;
        });
        waitFor(() -> window.getTitle().endsWith("mine.pinochle") ? Boolean.TRUE : null);

        assertThat(chooserFolder()).isEqualTo(elsewhere.toFile());
    }

    /** Before the first deal there is no game to place a file for: the chooser still opens. */
    @Test
    void beforeTheFirstDealTheChooserStillOpens() throws Exception {
        assertThat(chooserFolder()).isNotNull();
    }

    private void deal() throws Exception {
        Edt.call(() -> {
            window.startGame(GameChoices.defaults(), 7);
            return null;
        });
        waitFor(() -> window.controller().snapshot());
    }

    /** Presses Ctrl+O, and returns the folder the chooser shows before cancelling it. */
    private File chooserFolder() throws Exception {
        activate();
        robot.keyPress(KeyEvent.VK_CONTROL);
        press(KeyEvent.VK_O);
        robot.keyRelease(KeyEvent.VK_CONTROL);
        JFileChooser chooser = waitFor(() -> {
            for (Window w : window.getOwnedWindows()) {
                if (w instanceof JDialog d && d.isShowing() && !DialogOwner.all(d, JFileChooser.class).isEmpty()) {
                    return DialogOwner.all(d, JFileChooser.class).get(0);
                }
            }
            return null;
        });
        return Edt.call(() -> {
            File folder = chooser.getCurrentDirectory();
            chooser.cancelSelection();
            return folder;
        });
    }
}
