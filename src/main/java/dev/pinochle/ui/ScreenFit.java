package dev.pinochle.ui;

import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;

/** Keeps a dialog on the screen it opens on, clear of the task bar and docks. */
final class ScreenFit {
    private ScreenFit() {
    }

    /** The part of the screen that windows may use: its bounds less the task bar and docks. */
    static Rectangle usable(GraphicsConfiguration gc) {
        Rectangle r = gc.getBounds();
        Insets bars = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        return new Rectangle(r.x + bars.left, r.y + bars.top, r.width - bars.left - bars.right,
                r.height - bars.top - bars.bottom);
    }

    /** {@link #place(Window, Window, Rectangle)} on the usable part of {@code w}'s screen. */
    static void place(Window w, Window owner) {
        place(w, owner, usable(w.getGraphicsConfiguration()));
    }

    /** Shrinks {@code w} to {@code area} if it is larger, centres it over {@code owner} and keeps it inside. */
    static void place(Window w, Window owner, Rectangle area) {
        w.setSize(Math.min(w.getWidth(), area.width), Math.min(w.getHeight(), area.height));
        // Where the owner is on the screen, as the X server says, not the bounds the toolkit last heard of:
        // without a window manager those can lag, and the dialog then opened where clicks missed it (QA, Xvfb).
        Rectangle over = owner != null && owner.isShowing()
                ? new Rectangle(owner.getLocationOnScreen(), owner.getSize()) : area;
        w.setLocation(centred(w.getSize(), over, area));
    }

    /**
     * Where a window of {@code size} stands centred over {@code over}, pushed back inside {@code area} where it
     * would hang off it (an owner near the screen's edge). Not {@code Window.setLocationRelativeTo}: a window
     * whose bottom would pass the screen's it puts beside the owner, and a dialog as tall as the screen beside
     * a maximized owner then went to the screen's left edge (QA under a window manager, 1366 × 768).
     */
    static Point centred(Dimension size, Rectangle over, Rectangle area) {
        int x = over.x + (over.width - size.width) / 2;
        int y = over.y + (over.height - size.height) / 2;
        return new Point(Math.max(area.x, Math.min(x, area.x + area.width - size.width)),
                Math.max(area.y, Math.min(y, area.y + area.height - size.height)));
    }
}
