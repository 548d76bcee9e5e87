package dev.pinochle.ui;

import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.awt.Robot;
import javax.swing.JFrame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** A test of dialogs opened over a real frame on the display (run under xvfb-run), with a robot to click. */
abstract class RealFrameTest {
    protected Robot robot;
    protected JFrame owner;

    @BeforeEach
    void openOwner() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
        robot = new Robot();
        robot.setAutoDelay(5);
        owner = Edt.call(DialogOwner::open);
        robot.waitForIdle();
    }

    @AfterEach
    void closeOwner() throws Exception {
        DialogOwner.close(owner);
    }
}
