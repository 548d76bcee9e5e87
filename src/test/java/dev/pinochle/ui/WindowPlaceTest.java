package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import org.junit.jupiter.api.Test;

/** The main window's size in a real window: never so small that the table's pieces overlap. */
class WindowPlaceTest extends TableWindowTest {
    /** QA: at 560 × 380 the table's pieces overlapped; it keeps the size TableViewTest checks the layout at. */
    @Test
    void theWindowKeepsTheTableAtTheSmallestSizeItIsLaidOutFor() throws Exception {
        Edt.call(() -> {
            window.setSize(560, 380);
            return null;
        });
        robot.waitForIdle();

        Dimension table = Edt.call(() -> {
            window.validate();
            return window.tableView().getSize();
        });
        assertThat(table).isEqualTo(MainWindow.SMALLEST_TABLE);
    }

    /** A screen smaller than that (1024 × 600 less a task bar) caps the minimum: the window stays on it. */
    @Test
    void onASmallerScreenTheMinimumIsTheUsableArea() {
        Dimension barAndBorders = new Dimension(8, 57);
        assertThat(MainWindow.minimumSize(barAndBorders, new Rectangle(0, 0, 1024, 560)))
                .isEqualTo(new Dimension(1024, 560));
        assertThat(MainWindow.minimumSize(barAndBorders, new Rectangle(0, 0, 1920, 1040)))
                .isEqualTo(new Dimension(1032, 734));
    }
}
