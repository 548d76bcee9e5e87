package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import java.awt.Component;
import java.awt.Container;
import java.awt.Insets;
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

    /**
     * Clicks {@code c} at {@code inside}, a point in its own coordinates; call off the Swing thread.
     *
     * <p>With no window manager (Xvfb) the toolkit learns where a window is from the X server's configure events,
     * in its own time: on a loaded machine a late one can make it believe the window is where it stood before a
     * move, while the X server shows it where it went (the resume prompt, re-centred as its window moved, in CI).
     * The pointer is aimed at {@code c} only once the X server shows the window where the toolkit believes it is,
     * and pressed only if the toolkit has not heard of a move meanwhile; else it aims again, as a player's eye
     * would follow the button. Placing the window again while the toolkit believed an old place moved it there for
     * good, away from the pointer (the same flake): that is done only if the two stay apart for two seconds.
     */
    static void click(Robot robot, Component c, Point inside) throws Exception {
        Window w = SwingUtilities.getWindowAncestor(c);
        long deadline = System.currentTimeMillis() + 10_000;
        Rectangle believed = null;
        long believedSince = 0;
        while (true) {
            Rectangle at = Edt.call(() -> bounds(w));
            if (!at.equals(believed)) {
                believed = at;
                believedSince = System.currentTimeMillis();
            }
            if (showsAt(robot, w, at)) {
                Point p = Edt.call(() -> {
                    Point on = new Point(inside);
                    SwingUtilities.convertPointToScreen(on, c);
                    return on;
                });
                robot.mouseMove(p.x, p.y);
                if (Edt.call(() -> c.getMousePosition() != null && bounds(w).equals(at))) {
                    break;
                }
            } else if (System.currentTimeMillis() - believedSince > 2_000) {
                placeAgain(w);
                believed = null;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the X server never showed " + c.getClass().getSimpleName()
                        + "'s window where the toolkit believes it is, " + at);
            }
            robot.delay(20);
        }
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
    }

    /** Where the toolkit believes {@code w} is on the screen; on the Swing thread. */
    private static Rectangle bounds(Window w) {
        return new Rectangle(w.getLocationOnScreen(), w.getSize());
    }

    /**
     * Whether the X server shows {@code w} at {@code at}: the X server says which window is under the pointer, and
     * the pointer is over {@code w} at both the first and the last pixel of its inside on the screen only if it is
     * there (a window larger than a small virtual screen is probed where the pointer can go).
     */
    private static boolean showsAt(Robot robot, Window w, Rectangle at) throws Exception {
        Rectangle inside = Edt.call(() -> {
            Insets borders = w.getInsets();
            return new Rectangle(at.x + borders.left, at.y + borders.top, at.width - borders.left - borders.right,
                    at.height - borders.top - borders.bottom).intersection(w.getGraphicsConfiguration().getBounds());
        });
        robot.mouseMove(inside.x, inside.y);
        if (Edt.call(w::getMousePosition) == null) {
            return false;
        }
        robot.mouseMove(inside.x + inside.width - 1, inside.y + inside.height - 1);
        return Edt.call(w::getMousePosition) != null;
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
