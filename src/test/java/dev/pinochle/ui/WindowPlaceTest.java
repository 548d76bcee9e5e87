package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Dimension;
import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.Toolkit;
import org.junit.jupiter.api.Test;

/**
 * The main window's size and place in a real window: never so small that the table's pieces overlap; back where it
 * was at the next start (a new window on the same preferences), unless that is off every screen.
 */
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

    @Test
    void aNewWindowOpensWhereTheLastOneClosed() throws Exception {
        Rectangle left = new Rectangle(90, 40, 1100, 760);
        Edt.call(() -> {
            window.setBounds(left);
            return null;
        });
        robot.waitForIdle();
        close();

        window = show(w -> { });

        assertThat(Edt.call(() -> window.getBounds())).isEqualTo(left);
    }

    /** Closed on a screen that is gone (here: right of the only one), it opens centred at its default size. */
    @Test
    void offEveryScreenItOpensCentredAtItsDefaultSize() throws Exception {
        Edt.call(() -> {
            window.setBounds(1500, 40, 1100, 760);
            return null;
        });
        robot.waitForIdle();
        close();

        window = show(w -> { });

        Rectangle screen = Edt.call(() -> window.getGraphicsConfiguration().getBounds());
        Rectangle bounds = Edt.call(() -> window.getBounds());
        assertThat(bounds.getSize()).isEqualTo(Edt.call(window::getPreferredSize));
        // A window manager that frames it once placed may shift it by its borders' width.
        assertThat(bounds.getCenterX()).isCloseTo(screen.getCenterX(), within(10.0));
        assertThat(bounds.getCenterY()).isCloseTo(screen.getCenterY(), within(10.0));
    }

    /** Only with a window manager (Xvfb alone has none to maximize a window): skipped without one. */
    @Test
    void aWindowClosedMaximizedOpensMaximized() throws Exception {
        assumeTrue(Toolkit.getDefaultToolkit().isFrameStateSupported(Frame.MAXIMIZED_BOTH),
                "no window manager to maximize the window: run with one (openbox, say)");
        Edt.call(() -> {
            window.setExtendedState(Frame.MAXIMIZED_BOTH);
            return null;
        });
        waitFor(() -> window.getExtendedState() == Frame.MAXIMIZED_BOTH ? Boolean.TRUE : null);
        close();

        window = show(w -> { });

        waitFor(() -> window.getExtendedState() == Frame.MAXIMIZED_BOTH ? Boolean.TRUE : null);
    }

    private void close() throws Exception {
        Edt.call(() -> {
            window.dispose();
            return null;
        });
        robot.waitForIdle();
    }
}
