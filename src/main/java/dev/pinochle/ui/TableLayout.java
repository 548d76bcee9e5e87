package dev.pinochle.ui;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Where everything sits on a table of a given size: recomputed on every paint, so resizing reflows.
 * Seats are placed by {@link Side}: the human at the bottom, the partner (or the duel's opponent) at the top.
 */
final class TableLayout {
    /** Where a seat sits on screen. */
    enum Side { BOTTOM, LEFT, TOP, RIGHT }

    static final double MARGIN = 14;
    static final double PLATE_W = 150;
    static final double PLATE_H = 46;
    /** How far the gold turn outline reaches outside a plate: drawn 3 px out, 3 px wide. */
    static final double OUTLINE = 4.5;
    /** Kept between a label placed by {@link #clearSpot}, or the decision panel, and what they must not cover. */
    static final double PAD = 6;
    /**
     * Kept between West's or East's laid meld (cards, labels, caption) and the decision panel: a clear strip, not
     * the hairline {@link #PAD} left once a label's width was rounded (QA: "Kings around 8" touched the panel).
     */
    static final double PANEL_GAP = 12;
    /** The caption strip above a meld area's first row. */
    static final double CAPTION_H = 22;
    /** Between South's laid meld and its hand. */
    static final double MELD_GAP = 20;

    final double width;
    final double height;
    final int seats;
    final double cardW;
    final double cardH;
    final double smallW;
    final double smallH;
    final double handY;
    final double centreX;
    final double centreY;

    /**
     * @param preferredCardW the card width the settings ask for; smaller windows shrink it
     * @param handSize cards in the human's hand (the fan's width)
     */
    TableLayout(double width, double height, int seats, double preferredCardW, int handSize) {
        this.width = width;
        this.height = height;
        this.seats = seats;
        double byHeight = height / 5.2 / CardPainter.ASPECT;
        double byWidth = (width - 2 * PLATE_W) / (1 + 0.42 * Math.max(0, handSize - 1));
        this.cardW = Math.max(40, Math.min(preferredCardW, Math.min(byHeight * 1.45, byWidth)));
        this.cardH = cardW * CardPainter.ASPECT;
        this.smallW = cardW * 0.58;
        this.smallH = smallW * CardPainter.ASPECT;
        this.handY = height - cardH - MARGIN - 8;
        double top = MARGIN + smallH + PLATE_H * 0.6;
        this.centreX = width / 2;
        this.centreY = (top + handY) / 2;
    }

    Side side(int seat) {
        if (seats == 2) {
            return seat == 0 ? Side.BOTTOM : Side.TOP;
        }
        if (seats == 3) {
            // South, West, East: the top is left free for the widow.
            return seat == 0 ? Side.BOTTOM : seat == 1 ? Side.LEFT : Side.RIGHT;
        }
        return Side.values()[seat];
    }

    /**
     * How far a picked (or hovered) card rises out of the hand: a fifth of its height, but while meld lies in
     * front of the hand ({@code meldInFront}) only so far that it stays clear of the meld's labels.
     */
    double raise(boolean meldInFront) {
        // The labels end 5 px above the meld's area, which ends MELD_GAP above the hand: 4 px stay between.
        return meldInFront ? Math.min(cardH * 0.2, MELD_GAP + 1) : cardH * 0.2;
    }

    /** The human's fanned hand, left to right, the cards picked (or hovered) {@code rise} higher. */
    List<Rectangle2D> hand(int n, List<Integer> raised, double rise) {
        List<Rectangle2D> out = new ArrayList<>();
        if (n == 0) {
            return out;
        }
        // Clear of the plates at the bottom corners, with a gap, so no card covers a plate's text.
        double room = width - 2 * (PLATE_W + MARGIN + 12);
        double step = n == 1 ? 0 : Math.min(cardW * 0.62, (room - cardW) / (n - 1));
        step = Math.max(step, cardW * 0.22);
        double x0 = centreX - (step * (n - 1) + cardW) / 2;
        for (int i = 0; i < n; i++) {
            double y = raised.contains(i) ? handY - rise : handY;
            out.add(new Rectangle2D.Double(x0 + i * step, y, cardW, cardH));
        }
        return out;
    }

    /** The index of the topmost hand card under a point, or -1. */
    static int cardAt(List<Rectangle2D> rects, double x, double y) {
        for (int i = rects.size() - 1; i >= 0; i--) {
            if (rects.get(i).contains(x, y)) {
                return i;
            }
        }
        return -1;
    }

    /** One card of a fanned hand: its centre and how far it is turned (radians, clockwise). */
    record Tilted(double cx, double cy, double angle) { }

    /**
     * A bot's face-down cards as a hand held in a fan, seen from across the table: each card turned about a
     * pivot beyond the table's edge, so the backs spread in an arc like cards held in a hand rather than
     * lying in a row. The arc keeps the same spread whatever the count, so 20 cards fan tighter than 12.
     */
    List<Tilted> fan(int seat, int n) {
        List<Tilted> out = new ArrayList<>();
        Side side = side(seat);
        // The way the cards' tops point: toward the table's centre.
        double up = switch (side) {
            case BOTTOM -> 0;
            case LEFT -> Math.PI / 2;
            case TOP -> Math.PI;
            case RIGHT -> -Math.PI / 2;
        };
        double radius = smallH * 2.4;
        double spread = Math.toRadians(side == Side.TOP ? 46 : 52);
        double step = n <= 1 ? 0 : Math.min(Math.toRadians(5.5), spread / (n - 1));
        // The middle card sits a little in from the edge so the fan's outer cards stay on the table.
        Point2D home = home(seat);
        Point2D middle = new Point2D.Double(home.getX() + Math.sin(up) * smallH * 0.3,
                home.getY() - Math.cos(up) * smallH * 0.3);
        double px = middle.getX() - Math.sin(up) * radius;
        double py = middle.getY() + Math.cos(up) * radius;
        for (int i = 0; i < n; i++) {
            double a = up + (i - (n - 1) / 2.0) * step;
            out.add(new Tilted(px + Math.sin(a) * radius, py - Math.cos(a) * radius, a));
        }
        return out;
    }

    /** The name plate of a seat. */
    Rectangle2D plate(int seat) {
        return switch (side(seat)) {
            case BOTTOM -> new Rectangle2D.Double(MARGIN, height - PLATE_H - MARGIN, PLATE_W, PLATE_H);
            case TOP -> new Rectangle2D.Double(centreX + smallH * 1.3 + 24, MARGIN + 4, PLATE_W, PLATE_H);
            case LEFT -> new Rectangle2D.Double(MARGIN, centreY + height * 0.21 + smallW / 2 + 12, PLATE_W, PLATE_H);
            case RIGHT -> new Rectangle2D.Double(width - MARGIN - PLATE_W, centreY + height * 0.21 + smallW / 2 + 12,
                    PLATE_W, PLATE_H);
        };
    }

    /** Where a seat's card lies in the trick: pushed toward that seat. */
    Rectangle2D trickCard(int seat) {
        double x = centreX - cardW / 2;
        double y = centreY - cardH / 2;
        return switch (side(seat)) {
            case BOTTOM -> new Rectangle2D.Double(x, y + cardH * 0.28, cardW, cardH);
            case TOP -> new Rectangle2D.Double(x, y - cardH * 0.28, cardW, cardH);
            case LEFT -> new Rectangle2D.Double(x - cardW * 0.72, y, cardW, cardH);
            case RIGHT -> new Rectangle2D.Double(x + cardW * 0.72, y, cardW, cardH);
        };
    }

    /** Where cards come from and go to for a seat: its hand. */
    Point2D home(int seat) {
        return switch (side(seat)) {
            case BOTTOM -> new Point2D.Double(centreX, handY + cardH / 2);
            case TOP -> new Point2D.Double(centreX, MARGIN + smallH / 2);
            case LEFT -> new Point2D.Double(MARGIN + smallH / 2, centreY);
            case RIGHT -> new Point2D.Double(width - MARGIN - smallH / 2, centreY);
        };
    }

    /** A speech bubble beside a seat's plate: bids, reasons, melds. */
    Point2D bubble(int seat) {
        return switch (side(seat)) {
            case BOTTOM -> new Point2D.Double(centreX, handY - 26);
            case TOP -> new Point2D.Double(centreX, MARGIN + smallH + 26);
            case LEFT -> new Point2D.Double(MARGIN + smallH + 24, centreY - 40);
            case RIGHT -> new Point2D.Double(width - MARGIN - smallH - 24, centreY - 40);
        };
    }

    /** Small face-up cards for meld laid on the table and the duel's declared cards. */
    double miniW() {
        return Math.max(34, cardW * 0.5);
    }

    double miniH() {
        return miniW() * CardPainter.ASPECT;
    }

    /** One row of laid meld: the small cards and their label under them. */
    double meldRowH() {
        return miniH() + 22;
    }

    /**
     * Where a seat's meld is laid face up: between its hand and the trick, as wide as the table allows.
     * Groups flow left to right inside and wrap; the caption sits at the box's top, the first row
     * {@link #CAPTION_H} below it, each row's labels 5 px above its bottom.
     */
    Rectangle2D meldArea(int seat) {
        double rowH = meldRowH();
        // Side areas stop short of the decision panel, which floats about 250 px either side of the centre:
        // three small cards wide where there is room, never into the panel's reach (large cards at 1024 did).
        double sideX = MARGIN + smallH * 1.5 + 16;
        double sideW = Math.min(Math.max(miniW() * 3, centreX - Math.max(cardW * 1.3, 250) - sideX),
                centreX - 250 - sideX);
        double wide = Math.min(width - 2 * (PLATE_W + MARGIN), miniW() * 20);
        return switch (side(seat)) {
            case BOTTOM -> new Rectangle2D.Double(centreX - wide / 2, handY - MELD_GAP - CAPTION_H - rowH, wide,
                    CAPTION_H + rowH);
            case TOP -> new Rectangle2D.Double(centreX - wide / 2, MARGIN + smallH * 1.45 + 18, wide, rowH * 2);
            case LEFT -> new Rectangle2D.Double(sideX, centreY - rowH * 1.2, sideW, rowH * 2.4);
            case RIGHT -> new Rectangle2D.Double(width - sideX - sideW, centreY - rowH * 1.2, sideW, rowH * 2.4);
        };
    }

    /**
     * The duel's declarations: right of the trick, where no seat sits (the stock is on its left), so they never
     * cover a trick card or the turned-up trump. The opponent's cards on top, the player's line below them.
     */
    Rectangle2D exposedArea(int seat) {
        double rowH = miniH() + 22;
        double x = centreX + cardW * 0.75 + 24;
        double w = Math.min(Math.max(miniW() * 4, width - MARGIN - x), miniW() * 12);
        return side(seat) == Side.TOP ? new Rectangle2D.Double(x, centreY - cardH * 0.8, w, rowH * 2)
                : new Rectangle2D.Double(x, centreY + cardH * 0.75, w, rowH);
    }

    /**
     * The three-handed bidder's buried cards, small, under a side seat's plate: yours and West's in the corner
     * between West's plate and yours, East's under East's plate; clear of the plates and their turn outlines,
     * with {@code labelW} left free on their left for the label. They shrink to the room there, and keep within
     * the plate's width so the hand keeps its gap.
     */
    List<Rectangle2D> buried(int seat, int n, double labelW) {
        boolean right = side(seat) == Side.RIGHT;
        Rectangle2D plate = plate(right ? seat : 1);
        double top = plate.getMaxY() + OUTLINE + 4;
        double bottom = right ? height - MARGIN : plate(0).getY() - OUTLINE - 4;
        double step = 0.55;
        double w = Math.min(Math.min(miniH(), bottom - top) / CardPainter.ASPECT,
                (PLATE_W - labelW - 6) / (1 + step * Math.max(0, n - 1)));
        double h = w * CardPainter.ASPECT;
        double y = (top + bottom - h) / 2;
        List<Rectangle2D> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Rectangle2D.Double(plate.getX() + labelW + 6 + i * w * step, y, w, h));
        }
        return out;
    }

    /**
     * Where a {@code w} × {@code h} label goes: a place that stays {@link #PAD} clear of everything in
     * {@code taken} and inside the table, as near as can be to the middle at {@code preferredY}; moving it
     * sideways counts double, as a label off to one side reads as belonging to that side. {@code null} when
     * there is no such place.
     */
    Rectangle2D clearSpot(double w, double h, double preferredY, List<Rectangle2D> taken) {
        double middle = centreX - w / 2;
        Rectangle2D best = null;
        double bestCost = Double.MAX_VALUE;
        // Every other pixel, in step with the preferred place so that it is among those tried.
        double first = preferredY - h / 2 - 2 * Math.floor((preferredY - h / 2 - PAD) / 2);
        for (double y = first; y + h <= height - PAD; y += 2) {
            // Left edges that would touch something in this band: open intervals (from, to).
            List<double[]> blocked = new ArrayList<>();
            for (Rectangle2D t : taken) {
                if (t.getY() < y + h + PAD && t.getMaxY() > y - PAD) {
                    blocked.add(new double[] {t.getX() - PAD - w, t.getMaxX() + PAD});
                }
            }
            List<Double> candidates = new ArrayList<>(List.of(middle));
            blocked.forEach(b -> candidates.addAll(List.of(b[0], b[1])));
            for (double x : candidates) {
                boolean free = x >= MARGIN && x + w <= width - MARGIN
                        && blocked.stream().noneMatch(b -> b[0] < x && x < b[1]);
                // Above the preferred place wins a tie: below it lie the hand and the plates.
                double cost = Math.abs(y + h / 2 - preferredY) + 2 * Math.abs(x - middle)
                        + (y + h / 2 > preferredY ? 0.5 : 0);
                if (free && cost < bestCost) {
                    bestCost = cost;
                    best = new Rectangle2D.Double(x, y, w, h);
                }
            }
        }
        return best;
    }

    /** The three-handed widow, face up at the head of the table where no seat sits. */
    Rectangle2D widow(int i) {
        double step = cardW * 0.75;
        return new Rectangle2D.Double(centreX - (step * 2 + cardW) / 2 + i * step, MARGIN + 22, cardW, cardH);
    }

    /** The duel's stock: left of the trick. */
    Rectangle2D stock() {
        // Far enough left that the declaration panel in the middle leaves it in sight.
        double x = Math.max(MARGIN + cardH, centreX - cardW * 4.4);
        return new Rectangle2D.Double(x, centreY - cardH / 2, cardW, cardH);
    }
}
