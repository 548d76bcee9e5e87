package dev.pinochle.ui;

import dev.pinochle.core.Suit;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.Icon;
import javax.swing.UIManager;

/**
 * The application icon, drawn by us: two cards fanned on a rounded tile, the spade and the diamond of the
 * pinochle meld. Painted as vectors at every size the window system asks for (the same drawing as
 * {@code assets/icon.svg}).
 */
final class AppIcon {
    static final int[] SIZES = {16, 20, 24, 32, 40, 48, 64, 128, 256};

    private AppIcon() {
    }

    /** One image per size, for {@code Window.setIconImages}. */
    static List<Image> images() {
        List<Image> out = new ArrayList<>();
        for (int size : SIZES) {
            out.add(paint(size));
        }
        return out;
    }

    static BufferedImage paint(int size) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        draw(g, size);
        g.dispose();
        return img;
    }

    /**
     * The icon as a Swing {@link Icon} of {@code size} × {@code size}, drawn as vectors at the transform it is
     * painted with: sharp on a HiDPI screen, where an image of {@code size} pixels would be blown up (About).
     */
    static Icon icon(int size) {
        return new Icon() {
            @Override
            public void paintIcon(Component c, Graphics g0, int x, int y) {
                Graphics2D g = (Graphics2D) g0.create();
                g.translate(x, y);
                draw(g, size);
                g.dispose();
            }

            @Override
            public int getIconWidth() {
                return size;
            }

            @Override
            public int getIconHeight() {
                return size;
            }
        };
    }

    private static void draw(Graphics2D g, int size) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.scale(size / 64.0, size / 64.0);
        g.setColor(UIManager.getColor("Pinochle.icon.back"));
        g.fill(new RoundRectangle2D.Double(2, 2, 60, 60, 16, 16));
        card(g, 21, 33, -14, -3, Suit.SPADES, UIManager.getColor("Pinochle.icon.dark"));
        card(g, 42, 32, 12, 0, Suit.DIAMONDS, UIManager.getColor("Pinochle.icon.red"));
    }

    private static void card(Graphics2D g0, double cx, double cy, double degrees, double pipShift, Suit suit,
            Color ink) {
        Graphics2D g = (Graphics2D) g0.create();
        g.transform(AffineTransform.getRotateInstance(Math.toRadians(degrees), cx, cy));
        RoundRectangle2D card = new RoundRectangle2D.Double(cx - 14, cy - 20, 28, 40, 6, 6);
        g.setColor(UIManager.getColor("Pinochle.icon.face"));
        g.fill(card);
        g.setColor(ink.darker());
        g.setStroke(new BasicStroke(1.2f));
        g.draw(card);
        g.setColor(ink);
        // The back card's pip sits left of centre so the front card does not hide it.
        g.fill(SuitShape.centred(suit, cx + pipShift, cy, 20));
        g.dispose();
    }
}
