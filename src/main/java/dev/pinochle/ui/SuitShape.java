package dev.pinochle.ui;

import dev.pinochle.core.Suit;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;

/**
 * The four suit symbols as vector outlines in a unit box, so pips stay crisp at any size and scale and
 * look the same whatever fonts the machine has.
 */
final class SuitShape {
    private static final Shape[] UNIT = {spade(), heart(), club(), diamond()};

    private SuitShape() {
    }

    /** The suit's outline fitted in the box at (x, y) of width w and height h. */
    static Shape of(Suit suit, double x, double y, double w, double h) {
        AffineTransform at = new AffineTransform(w, 0, 0, h, x, y);
        return at.createTransformedShape(UNIT[suit.ordinal()]);
    }

    /** The outline centred on (cx, cy), {@code size} tall and a little narrower, as printed pips are. */
    static Shape centred(Suit suit, double cx, double cy, double size) {
        double w = size * 0.86;
        return of(suit, cx - w / 2, cy - size / 2, w, size);
    }

    private static Shape heart() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0.5, 0.97);
        p.curveTo(0.36, 0.8, 0.0, 0.6, 0.0, 0.3);
        p.curveTo(0.0, 0.12, 0.13, 0.03, 0.27, 0.03);
        p.curveTo(0.38, 0.03, 0.46, 0.1, 0.5, 0.21);
        p.curveTo(0.54, 0.1, 0.62, 0.03, 0.73, 0.03);
        p.curveTo(0.87, 0.03, 1.0, 0.12, 1.0, 0.3);
        p.curveTo(1.0, 0.6, 0.64, 0.8, 0.5, 0.97);
        p.closePath();
        return p;
    }

    private static Shape spade() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0.5, 0.0);
        p.curveTo(0.64, 0.2, 1.0, 0.36, 1.0, 0.61);
        p.curveTo(1.0, 0.77, 0.88, 0.86, 0.75, 0.86);
        p.curveTo(0.65, 0.86, 0.57, 0.81, 0.53, 0.74);
        p.curveTo(0.54, 0.85, 0.6, 0.94, 0.7, 1.0);
        p.lineTo(0.3, 1.0);
        p.curveTo(0.4, 0.94, 0.46, 0.85, 0.47, 0.74);
        p.curveTo(0.43, 0.81, 0.35, 0.86, 0.25, 0.86);
        p.curveTo(0.12, 0.86, 0.0, 0.77, 0.0, 0.61);
        p.curveTo(0.0, 0.36, 0.36, 0.2, 0.5, 0.0);
        p.closePath();
        return p;
    }

    private static Shape diamond() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0.5, 0.0);
        p.quadTo(0.66, 0.27, 0.92, 0.5);
        p.quadTo(0.66, 0.73, 0.5, 1.0);
        p.quadTo(0.34, 0.73, 0.08, 0.5);
        p.quadTo(0.34, 0.27, 0.5, 0.0);
        p.closePath();
        return p;
    }

    private static Shape club() {
        double r = 0.235;
        Area a = new Area(new Ellipse2D.Double(0.5 - r, 0.03, 2 * r, 2 * r));
        a.add(new Area(new Ellipse2D.Double(0.02, 0.36, 2 * r, 2 * r)));
        a.add(new Area(new Ellipse2D.Double(0.98 - 2 * r, 0.36, 2 * r, 2 * r)));
        Path2D.Double core = new Path2D.Double();
        core.moveTo(0.5, 0.25);
        core.lineTo(0.3, 0.6);
        core.lineTo(0.7, 0.6);
        core.closePath();
        a.add(new Area(core));
        Path2D.Double stem = new Path2D.Double();
        stem.moveTo(0.47, 0.55);
        stem.curveTo(0.46, 0.8, 0.4, 0.93, 0.3, 1.0);
        stem.lineTo(0.7, 1.0);
        stem.curveTo(0.6, 0.93, 0.54, 0.8, 0.53, 0.55);
        stem.closePath();
        a.add(new Area(stem));
        return a;
    }
}
