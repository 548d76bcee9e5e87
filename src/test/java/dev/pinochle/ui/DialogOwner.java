package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

/**
 * What the real-window tests share: a plain frame to open a dialog over (light theme), a click in the middle of
 * a component, and a component found by name.
 */
final class DialogOwner {
    private DialogOwner() {
    }

    /**
     * A session on a folder of its own, for the dialogs that read and write through one; its files are read and
     * written on the calling thread. Close it after the test.
     */
    static GameSession session() throws IOException {
        return new GameSession(new GameStore(Files.createTempDirectory("pinochle-dialog")), Runnable::run,
                Runnable::run, Runnable::run, view -> new HandReview.Advice(view.legal().get(0), null), message -> { });
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

    /**
     * Shows the dialog {@code create} makes over {@code owner}, later on the Swing thread (a modal one would
     * block this one), and returns it once it is on screen; call off the Swing thread.
     */
    static <T extends JDialog> T show(Robot robot, JFrame owner, Class<T> type, Supplier<T> create) throws Exception {
        SwingUtilities.invokeLater(() -> create.get().setVisible(true));
        T dialog = Edt.waitFor(robot, 10_000, 15, () -> {
            for (Window w : owner.getOwnedWindows()) {
                if (type.isInstance(w) && w.isShowing()) {
                    return type.cast(w);
                }
            }
            return null;
        });
        robot.waitForIdle();
        return dialog;
    }

    /**
     * Places {@code w} again where the toolkit believes it is, so that the X server and the toolkit agree on where
     * it shows (without a window manager, a configure event sent before it was placed can part them); call off the
     * Swing thread.
     */
    static void placeAgain(Window w) throws Exception {
        Edt.call(() -> {
            Point at = w.getLocation();
            w.setLocation(at.x + 1, at.y);
            w.setLocation(at);
            return null;
        });
    }

    /** Clicks the middle of {@code c} with the mouse, as a player would; call off the Swing thread. */
    static void click(Robot robot, Component c) throws Exception {
        click(robot, c, Edt.call(() -> new Point(c.getWidth() / 2, c.getHeight() / 2)));
    }

    /** Clicks {@code c} at {@code inside}, a point in its own coordinates; call off the Swing thread. */
    static void click(Robot robot, Component c, Point inside) throws Exception {
        Point p = Edt.call(() -> {
            Point at = new Point(inside);
            SwingUtilities.convertPointToScreen(at, c);
            return at;
        });
        robot.mouseMove(p.x, p.y);
        // getMousePosition asks the X server which window is under the pointer. With no window manager (Xvfb), the
        // toolkit may take a window just shown from a configure event sent before it was placed, and believe it
        // elsewhere than it shows: the click would land on the window behind. Placing the window again where the
        // toolkit believes it is makes the two agree.
        if (Edt.call(c::getMousePosition) == null) {
            placeAgain(SwingUtilities.getWindowAncestor(c));
            Edt.waitFor(robot, 5_000, 20, c::getMousePosition);
        }
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
    }

    /**
     * Clicks {@code button} of {@code dialog} until the dialog goes, three times at most; returns whether it went.
     * Under Xvfb a click on a dialog just mapped is now and then lost.
     */
    static boolean clickAway(Robot robot, Window dialog, Component button) throws Exception {
        for (int tries = 0; tries < 3 && Edt.call(dialog::isShowing); tries++) {
            click(robot, button);
            long until = System.currentTimeMillis() + 2_000;
            while (Edt.call(dialog::isShowing) && System.currentTimeMillis() < until) {
                robot.delay(20);
            }
        }
        return !Edt.call(dialog::isShowing);
    }

    /**
     * Fits {@code dialog} to {@code usable} through {@code fitTo}, as it fits itself to a screen with that usable
     * area, and checks that it lies inside; call off the Swing thread.
     */
    static void fitInto(Robot robot, Window dialog, Consumer<Rectangle> fitTo, Rectangle usable) throws Exception {
        Rectangle bounds = null;
        // With no window manager (Xvfb), the X server's word on where the dialog was first shown can arrive after
        // the fit and move it back. The fit is the same every time, so it is applied again until it holds.
        for (int tries = 0; tries < 3 && (bounds == null || !usable.contains(bounds)); tries++) {
            Edt.call(() -> {
                fitTo.accept(usable);
                return null;
            });
            robot.waitForIdle();
            robot.delay(50);
            robot.waitForIdle();
            bounds = Edt.call(dialog::getBounds);
        }
        assertThat(usable.contains(bounds)).as("%s inside %s", bounds, usable).isTrue();
    }

    /** Every component of this type under {@code root}, in the order they are laid out. */
    static <T extends Component> List<T> all(Container root, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (type.isInstance(c)) {
                out.add(type.cast(c));
            } else if (c instanceof Container inner) {
                out.addAll(all(inner, type));
            }
        }
        return out;
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
