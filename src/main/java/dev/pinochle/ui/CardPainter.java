package dev.pinochle.ui;

import dev.pinochle.core.Card;
import dev.pinochle.core.Rank;
import dev.pinochle.core.Suit;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Set;
import javax.swing.UIManager;

/**
 * Paints our own card faces and backs with Java2D: everything is a shape at the current transform, so
 * cards are crisp at any size and on HiDPI screens. Colours come from the theme (UIManager keys under
 * {@code Pinochle.card} and {@code Pinochle.suit}); build a new painter after the theme changes.
 */
final class CardPainter {
    /** Height over width of a poker-size card. */
    static final double ASPECT = 1.4;

    /** How a card is shown beyond its face. */
    enum Mark {
        /** Not playable now. */
        DIMMED,
        /** Just received in the pass, or the turned-up trump. */
        HIGHLIGHTED,
        /** Picked, e.g. for passing. */
        SELECTED,
        /** Has the keyboard focus. */
        FOCUSED,
        /** The duel: declared, so it lies face up and the opponent knows it; still played from the hand. */
        SHOWN
    }

    private static final double[][] NINE = {
        {0, 0}, {0, 1 / 3.0}, {0, 2 / 3.0}, {0, 1}, {1, 0}, {1, 1 / 3.0}, {1, 2 / 3.0}, {1, 1}, {0.5, 0.5}};
    private static final double[][] TEN = {
        {0, 0}, {0, 1 / 3.0}, {0, 2 / 3.0}, {0, 1}, {1, 0}, {1, 1 / 3.0}, {1, 2 / 3.0}, {1, 1},
        {0.5, 1 / 6.0}, {0.5, 5 / 6.0}};

    private final boolean fourColour;
    private final Color face = colour("Pinochle.card.face");
    private final Color border = colour("Pinochle.card.border");
    private final Color shadow = colour("Pinochle.card.shadow");
    private final Color courtTint = colour("Pinochle.card.courtTint");
    private final Color gold = colour("Pinochle.card.gold");
    private final Color dim = colour("Pinochle.card.dim");
    private final Color highlight = colour("Pinochle.card.highlight");
    private final Color selected = colour("Pinochle.card.selected");
    private final Color focus = colour("Pinochle.card.focus");
    private final Color shown = colour("Pinochle.card.shown");
    private final Color shownText = colour("Pinochle.card.shownText");
    private final Color back;
    private final Color backPattern;
    private final Color backBorder = colour("Pinochle.card.backBorder");
    private final Color[] suits = new Color[4];
    private final Color[] panelSuits = new Color[4];

    /** The painter the settings ask for: their suit colours and card backs. */
    static CardPainter of(Settings s) {
        return new CardPainter(s.fourColour(), s.back());
    }

    CardPainter(boolean fourColour, Settings.Back backs) {
        this.fourColour = fourColour;
        this.back = colour(backs.key("fill"));
        this.backPattern = colour(backs.key("pattern"));
        String prefix = fourColour ? "Pinochle.suit4." : "Pinochle.suit.";
        String panel = fourColour ? "Pinochle.panelSuit4." : "Pinochle.panelSuit.";
        for (Suit s : Suit.values()) {
            suits[s.ordinal()] = colour(prefix + s.name().toLowerCase());
            panelSuits[s.ordinal()] = colour(panel + s.name().toLowerCase());
        }
    }

    boolean fourColour() {
        return fourColour;
    }

    /** The colour a suit is printed in on the cards' paper face. */
    Color suitColour(Suit suit) {
        return suits[suit.ordinal()];
    }

    /**
     * The colour a suit symbol takes on the theme's panels and buttons (the scoreboard, the decision panel):
     * the cards' inks in the light theme, lighter ones on the dark theme's panels, where ♠ in card black vanished.
     */
    Color panelSuitColour(Suit suit) {
        return panelSuits[suit.ordinal()];
    }

    private static Color colour(String key) {
        Color c = UIManager.getColor(key);
        if (c == null) {
            throw new IllegalStateException("theme colour " + key + " is missing: install the Theme first");
        }
        return c;
    }

    /** Paints a card face up in the box {@code r}, which should have the card's aspect. */
    void paintFace(Graphics2D g0, Card card, Rectangle2D r, Set<Mark> marks) {
        Graphics2D g = prepare(g0);
        try {
            double w = r.getWidth();
            double h = r.getHeight();
            RoundRectangle2D outline = outline(r);
            paintShadow(g, r, marks.contains(Mark.SELECTED));
            g.setColor(face);
            g.fill(outline);
            g.setColor(border);
            g.setStroke(new BasicStroke((float) Math.max(0.8, w * 0.008)));
            g.draw(outline);

            Color ink = suits[card.suit().ordinal()];
            paintIndex(g, card, r, ink);
            AffineTransform saved = g.getTransform();
            g.rotate(Math.PI, r.getCenterX(), r.getCenterY());
            paintIndex(g, card, r, ink);
            g.setTransform(saved);

            switch (card.rank()) {
                case ACE -> {
                    g.setColor(ink);
                    g.fill(SuitShape.centred(card.suit(), r.getCenterX(), r.getCenterY(), w * 0.46));
                }
                case NINE -> paintPips(g, card.suit(), r, NINE, ink);
                case TEN -> paintPips(g, card.suit(), r, TEN, ink);
                default -> paintCourt(g, card, r, ink);
            }
            if (marks.contains(Mark.SHOWN)) {
                paintShownTab(g, r);
            }
            paintMarks(g, outline, w, h, marks);
        } finally {
            g.dispose();
        }
    }

    /** Paints a card face down: our patterned back. */
    void paintBack(Graphics2D g0, Rectangle2D r, Set<Mark> marks) {
        Graphics2D g = prepare(g0);
        try {
            double w = r.getWidth();
            RoundRectangle2D outline = outline(r);
            paintShadow(g, r, false);
            g.setColor(backBorder);
            g.fill(outline);
            double m = w * 0.06;
            RoundRectangle2D inner = new RoundRectangle2D.Double(r.getX() + m, r.getY() + m, w - 2 * m,
                    r.getHeight() - 2 * m, w * 0.06, w * 0.06);
            g.setPaint(new GradientPaint((float) r.getX(), (float) r.getY(), backPattern.darker(),
                    (float) r.getMaxX(), (float) r.getMaxY(), back));
            g.fill(inner);

            // A lattice of fine diagonal lines with small diamonds at the crossings, clipped to the panel.
            Shape clip = g.getClip();
            g.clip(inner);
            g.setColor(backPattern);
            g.setStroke(new BasicStroke((float) Math.max(0.6, w * 0.012)));
            double step = w * 0.11;
            double span = r.getWidth() + r.getHeight();
            for (double d = -span; d < span; d += step) {
                g.draw(new Line2D.Double(r.getX() + d, r.getY(), r.getX() + d + r.getHeight(), r.getMaxY()));
                g.draw(new Line2D.Double(r.getX() + d, r.getMaxY(), r.getX() + d + r.getHeight(), r.getY()));
            }
            g.setClip(clip);

            // Centre medallion: an oval with the four suits around a diamond.
            double cx = r.getCenterX();
            double cy = r.getCenterY();
            double ow = w * 0.5;
            double oh = w * 0.62;
            Ellipse2D oval = new Ellipse2D.Double(cx - ow / 2, cy - oh / 2, ow, oh);
            g.setColor(back);
            g.fill(oval);
            g.setColor(backBorder);
            g.setStroke(new BasicStroke((float) Math.max(0.8, w * 0.014)));
            g.draw(oval);
            double pip = w * 0.12;
            double off = w * 0.13;
            g.fill(SuitShape.centred(Suit.SPADES, cx, cy - off, pip));
            g.fill(SuitShape.centred(Suit.HEARTS, cx + off * 0.85, cy, pip));
            g.fill(SuitShape.centred(Suit.CLUBS, cx, cy + off, pip));
            g.fill(SuitShape.centred(Suit.DIAMONDS, cx - off * 0.85, cy, pip));

            g.setColor(border);
            g.setStroke(new BasicStroke((float) Math.max(0.8, w * 0.008)));
            g.draw(outline);
            paintMarks(g, outline, w, r.getHeight(), marks);
        } finally {
            g.dispose();
        }
    }

    private static Graphics2D prepare(Graphics2D g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        return g;
    }

    private static RoundRectangle2D outline(Rectangle2D r) {
        double arc = r.getWidth() * 0.14;
        return new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), arc, arc);
    }

    private void paintShadow(Graphics2D g, Rectangle2D r, boolean lifted) {
        double w = r.getWidth();
        double drop = w * (lifted ? 0.05 : 0.02);
        Color c = shadow;
        for (int i = 2; i >= 0; i--) {
            double spread = w * 0.012 * i;
            g.setColor(new Color(c.getRed(), c.getGreen(), c.getBlue(), c.getAlpha() / (i + 2)));
            g.fill(new RoundRectangle2D.Double(r.getX() - spread, r.getY() + drop - spread, w + 2 * spread,
                    r.getHeight() + 2 * spread, w * 0.16 + spread, w * 0.16 + spread));
        }
    }

    /** Rank and a small suit in the top-left corner: what shows when the card is fanned. */
    private void paintIndex(Graphics2D g, Card card, Rectangle2D r, Color ink) {
        double w = r.getWidth();
        double size = w * 0.2;
        Font font = new Font(Font.SANS_SERIF, Font.BOLD, 100);
        String label = card.rank().label();
        FontRenderContext frc = g.getFontRenderContext();
        GlyphVector gv = font.createGlyphVector(frc, label);
        Rectangle2D vb = gv.getVisualBounds();
        // Scale the glyphs so their cap height is `size`; squeeze "10" so it fits the index column.
        double sy = size / vb.getHeight();
        double sx = label.length() > 1 ? sy * 0.66 : sy;
        double colCentre = r.getX() + w * 0.125;
        double top = r.getY() + w * 0.07;
        AffineTransform at = new AffineTransform();
        at.translate(colCentre - (vb.getCenterX() * sx), top - vb.getY() * sy);
        at.scale(sx, sy);
        g.setColor(ink);
        g.fill(at.createTransformedShape(gv.getOutline()));
        double pip = w * 0.13;
        g.fill(SuitShape.centred(card.suit(), colCentre, top + size + w * 0.04 + pip / 2, pip));
    }

    private void paintPips(Graphics2D g, Suit suit, Rectangle2D r, double[][] layout, Color ink) {
        double w = r.getWidth();
        double h = r.getHeight();
        double pip = w * 0.18;
        double left = r.getX() + w * 0.35;
        double right = r.getX() + w * 0.65;
        double top = r.getY() + h * 0.17;
        double bottom = r.getY() + h * 0.83;
        g.setColor(ink);
        for (double[] p : layout) {
            double cx = left + (right - left) * p[0];
            double cy = top + (bottom - top) * p[1];
            Shape s = SuitShape.centred(suit, cx, cy, pip);
            if (p[1] > 0.5) {
                s = AffineTransform.getRotateInstance(Math.PI, cx, cy).createTransformedShape(s);
            }
            g.fill(s);
        }
    }

    /** Kings, queens and jacks: a framed, double-ended figure of our own: headwear, a pip and the rank. */
    private void paintCourt(Graphics2D g, Card card, Rectangle2D r, Color ink) {
        double w = r.getWidth();
        double h = r.getHeight();
        Rectangle2D frame = new Rectangle2D.Double(r.getX() + w * 0.24, r.getY() + h * 0.07, w * 0.52, h * 0.86);
        g.setPaint(new GradientPaint((float) frame.getX(), (float) frame.getY(), courtTint,
                (float) frame.getX(), (float) frame.getCenterY(), face, true));
        g.fill(frame);
        g.setColor(ink);
        g.setStroke(new BasicStroke((float) Math.max(0.8, w * 0.012)));
        g.draw(frame);

        AffineTransform saved = g.getTransform();
        for (int end = 0; end < 2; end++) {
            if (end == 1) {
                g.rotate(Math.PI, frame.getCenterX(), frame.getCenterY());
            }
            double cx = frame.getCenterX();
            double fh = frame.getHeight();
            double hatW = frame.getWidth() * 0.72;
            Shape hat = headwear(card.rank(), cx - hatW / 2, frame.getY() + fh * 0.09, hatW, hatW * 0.6);
            g.setColor(gold);
            g.fill(hat);
            g.setColor(ink);
            g.setStroke(new BasicStroke((float) Math.max(0.6, w * 0.01)));
            g.draw(hat);
            g.fill(SuitShape.centred(card.suit(), cx, frame.getY() + fh * 0.36, frame.getWidth() * 0.3));
        }
        g.setTransform(saved);
        g.setColor(ink);
        g.draw(new Line2D.Double(frame.getX() + w * 0.04, frame.getCenterY(), frame.getMaxX() - w * 0.04,
                frame.getCenterY()));
    }

    /** A crown for the king, a tiara for the queen, a feathered cap for the jack. */
    private static Shape headwear(Rank rank, double x, double y, double w, double h) {
        Path2D.Double p = new Path2D.Double();
        switch (rank) {
            case KING -> {
                p.moveTo(0.0, 1.0);
                p.lineTo(0.0, 0.25);
                p.lineTo(0.25, 0.6);
                p.lineTo(0.5, 0.05);
                p.lineTo(0.75, 0.6);
                p.lineTo(1.0, 0.25);
                p.lineTo(1.0, 1.0);
                p.closePath();
            }
            case QUEEN -> {
                p.moveTo(0.05, 1.0);
                p.curveTo(0.05, 0.55, 0.2, 0.25, 0.5, 0.15);
                p.curveTo(0.8, 0.25, 0.95, 0.55, 0.95, 1.0);
                p.closePath();
                p.append(new Ellipse2D.Double(0.42, -0.05, 0.16, 0.16), false);
                p.append(new Ellipse2D.Double(0.12, 0.2, 0.13, 0.13), false);
                p.append(new Ellipse2D.Double(0.75, 0.2, 0.13, 0.13), false);
            }
            default -> {
                p.moveTo(0.0, 1.0);
                p.curveTo(0.0, 0.45, 0.3, 0.3, 0.55, 0.3);
                p.curveTo(0.8, 0.3, 1.0, 0.5, 1.0, 1.0);
                p.closePath();
                p.moveTo(0.55, 0.32);
                p.curveTo(0.6, 0.0, 0.95, -0.05, 1.05, 0.1);
                p.curveTo(0.85, 0.12, 0.7, 0.2, 0.62, 0.34);
                p.closePath();
            }
        }
        return new AffineTransform(w, 0, 0, h, x, y).createTransformedShape(p);
    }

    private void paintMarks(Graphics2D g, RoundRectangle2D outline, double w, double h, Set<Mark> marks) {
        if (marks.contains(Mark.DIMMED)) {
            g.setColor(dim);
            g.fill(outline);
        }
        if (marks.contains(Mark.HIGHLIGHTED)) {
            ring(g, outline, w, highlight, 0.035);
        }
        if (marks.contains(Mark.SELECTED)) {
            ring(g, outline, w, selected, 0.045);
        }
        if (marks.contains(Mark.FOCUSED)) {
            g.setColor(focus);
            float s = (float) Math.max(1.8, w * 0.028);
            g.setStroke(new BasicStroke(s, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
                    new float[] {s * 2.5f, s * 2f}, 0f));
            double in = w * 0.035;
            g.draw(new RoundRectangle2D.Double(outline.getX() + in, outline.getY() + in, w - 2 * in, h - 2 * in,
                    outline.getArcWidth() * 0.7, outline.getArcHeight() * 0.7));
        }
    }

    /** A tab low in the card's left strip, the part a fanned hand leaves visible. */
    private void paintShownTab(Graphics2D g, Rectangle2D r) {
        double w = r.getWidth();
        double h = r.getHeight();
        Rectangle2D tab = shownTab(r);
        g.setColor(shown);
        g.fill(new RoundRectangle2D.Double(tab.getX(), tab.getY(), tab.getWidth(), tab.getHeight(), h * 0.06,
                h * 0.06));
        g.setColor(shownText);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(8, Math.round(w * 0.1))));
        FontMetrics fm = g.getFontMetrics();
        String text = "shown";
        g.drawString(text, (float) (tab.getCenterX() - fm.stringWidth(text) / 2.0),
                (float) (tab.getCenterY() + fm.getAscent() / 2.0 - 1));
    }

    /**
     * Where {@link Mark#SHOWN}'s tab sits on a card in {@code r}: within the strip the next card of a fanned hand
     * leaves, 0.47 of a card at the narrowest (large cards at 1024), where a wider tab read "showı".
     */
    static Rectangle2D shownTab(Rectangle2D r) {
        double w = r.getWidth();
        double h = r.getHeight();
        return new Rectangle2D.Double(r.getX() + w * 0.05, r.getY() + h * 0.74, w * 0.38, h * 0.12);
    }

    private static void ring(Graphics2D g, RoundRectangle2D outline, double w, Color c, double width) {
        g.setColor(c);
        g.setStroke(new BasicStroke((float) Math.max(1.5, w * width)));
        g.draw(outline);
    }
}
