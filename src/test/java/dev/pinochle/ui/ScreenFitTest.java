package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import org.junit.jupiter.api.Test;

class ScreenFitTest {
    private static final Rectangle LAPTOP = new Rectangle(0, 0, 1366, 768);

    @Test
    void aDialogAsTallAsTheScreenStaysCentredOverAMaximizedOwner() {
        // The New game dialog on a 1366 × 768 screen over the maximized table (its frame a pixel past each edge):
        // Window.setLocationRelativeTo put it at the screen's left edge.
        Point p = ScreenFit.centred(new Dimension(680, 768), new Rectangle(-1, -1, 1368, 774), LAPTOP);

        assertThat(p).isEqualTo(new Point(343, 0));
    }

    @Test
    void aDialogIsCentredOverItsOwner() {
        Point p = ScreenFit.centred(new Dimension(600, 400), new Rectangle(79, 20, 1208, 743), LAPTOP);

        assertThat(p).isEqualTo(new Point(79 + 304, 20 + 171));
    }

    @Test
    void aDialogOverAnOwnerNearTheEdgeIsPushedBackOnToTheScreen() {
        Point right = ScreenFit.centred(new Dimension(680, 500), new Rectangle(1100, 500, 400, 400), LAPTOP);
        Point left = ScreenFit.centred(new Dimension(680, 500), new Rectangle(-300, -200, 400, 400), LAPTOP);

        assertThat(right).isEqualTo(new Point(1366 - 680, 768 - 500));
        assertThat(left).isEqualTo(new Point(0, 0));
    }

    @Test
    void theAreaKeepsItsOffsetOnASecondScreen() {
        Rectangle second = new Rectangle(1920, 30, 1280, 994);

        Point p = ScreenFit.centred(new Dimension(680, 994), new Rectangle(1900, 0, 1320, 1024), second);

        assertThat(p).isEqualTo(new Point(1900 + 320, 30));
    }
}
