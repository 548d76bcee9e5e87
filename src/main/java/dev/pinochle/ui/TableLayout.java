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
        return Side.values()[seat];
    }

    /** The human's fanned hand, left to right; raised cards (picked for the pass) sit higher. */
    List<Rectangle2D> hand(int n, List<Integer> raised) {
        List<Rectangle2D> out = new ArrayList<>();
        if (n == 0) {
            return out;
        }
        double room = width - 2 * (PLATE_W + MARGIN);
        double step = n == 1 ? 0 : Math.min(cardW * 0.62, (room - cardW) / (n - 1));
        step = Math.max(step, cardW * 0.22);
        double x0 = centreX - (step * (n - 1) + cardW) / 2;
        for (int i = 0; i < n; i++) {
            double y = raised.contains(i) ? handY - cardH * 0.2 : handY;
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

    /**
     * A bot's face-down cards, upright boxes before rotation: for LEFT and RIGHT the painter turns each
     * card a quarter round about its centre, so the boxes here run down the side.
     */
    List<Rectangle2D> backs(int seat, int n) {
        List<Rectangle2D> out = new ArrayList<>();
        Side side = side(seat);
        double step = Math.min(smallW * 0.3, n <= 1 ? 0 : (height * 0.42) / (n - 1));
        double span = step * Math.max(0, n - 1);
        for (int i = 0; i < n; i++) {
            switch (side) {
                case TOP -> out.add(new Rectangle2D.Double(centreX - (span + smallW) / 2 + i * step, MARGIN,
                        smallW, smallH));
                case LEFT -> out.add(new Rectangle2D.Double(MARGIN + (smallH - smallW) / 2,
                        centreY - (span + smallW) / 2 + i * step - (smallH - smallW) / 2, smallW, smallH));
                case RIGHT -> out.add(new Rectangle2D.Double(width - MARGIN - smallH + (smallH - smallW) / 2,
                        centreY - (span + smallW) / 2 + i * step - (smallH - smallW) / 2, smallW, smallH));
                default -> out.add(new Rectangle2D.Double(centreX, handY, cardW, cardH));
            }
        }
        return out;
    }

    /** The name plate of a seat. */
    Rectangle2D plate(int seat) {
        return switch (side(seat)) {
            case BOTTOM -> new Rectangle2D.Double(MARGIN, height - PLATE_H - MARGIN, PLATE_W, PLATE_H);
            case TOP -> new Rectangle2D.Double(centreX + smallW * 2.6 + 12, MARGIN + 4, PLATE_W, PLATE_H);
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

    /** The duel's stock: left of the trick. */
    Rectangle2D stock() {
        return new Rectangle2D.Double(centreX - cardW * 2.9, centreY - cardH / 2, cardW, cardH);
    }
}
