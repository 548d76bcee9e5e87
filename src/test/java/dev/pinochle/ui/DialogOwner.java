package dev.pinochle.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

/**
 * What the real-window tests share: a plain frame to open a dialog over (light theme), a click in the middle of
 * a component, and a component found by name.
 */
final class DialogOwner {
    private DialogOwner() {
    }

    /** Shows the owner frame; call on the Swing thread. */
    static JFrame open() {
        Theme.install(false);
        JFrame owner = new JFrame("owner");
        owner.setSize(1280, 860);
        owner.setVisible(true);
        return owner;
    }

    /** Disposes of the frame, if there is one, and every window it owns; call off the Swing thread. */
    static void close(JFrame owner) throws Exception {
        if (owner == null) {
            return;
        }
        Edt.call(() -> {
            for (Window w : owner.getOwnedWindows()) {
                w.dispose();
            }
            owner.dispose();
            return null;
        });
    }

    /** Clicks the middle of {@code c} with the mouse, as a player would; call off the Swing thread. */
    static void click(Robot robot, Component c) throws Exception {
        Point p = Edt.call(() -> {
            Point at = new Point(c.getWidth() / 2, c.getHeight() / 2);
            SwingUtilities.convertPointToScreen(at, c);
            return at;
        });
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
    }

    /** The first component under {@code root} with this name, or {@code null}. */
    static Component find(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container k) {
                Component found = find(k, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
