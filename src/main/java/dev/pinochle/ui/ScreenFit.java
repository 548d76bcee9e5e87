package dev.pinochle.ui;

import java.awt.GraphicsConfiguration;
import java.awt.Insets;
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

    /** Shrinks {@code w} to {@code area} if it is larger, centres it over {@code owner} and keeps it inside. */
    static void place(Window w, Window owner, Rectangle area) {
        w.setSize(Math.min(w.getWidth(), area.width), Math.min(w.getHeight(), area.height));
        w.setLocationRelativeTo(owner);
        // Centred over an owner near the edge, it would hang off the screen: pushed back inside.
        int x = Math.max(area.x, Math.min(w.getX(), area.x + area.width - w.getWidth()));
        int y = Math.max(area.y, Math.min(w.getY(), area.y + area.height - w.getHeight()));
        w.setLocation(x, y);
    }
}
