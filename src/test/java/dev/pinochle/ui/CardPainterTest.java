package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Card;
import dev.pinochle.core.Rank;
import dev.pinochle.core.Suit;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CardPainterTest {
    private static final int W = 100;
    private static final int H = 140;

    @BeforeAll
    static void theme() {
        Theme.install(false);
    }

    private static BufferedImage paint(CardPainter p, Card card, Set<CardPainter.Mark> marks) {
        BufferedImage img = new BufferedImage(W, H, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        if (card == null) {
            p.paintBack(g, new Rectangle2D.Double(0, 0, W, H), marks);
        } else {
            p.paintFace(g, card, new Rectangle2D.Double(0, 0, W, H), marks);
        }
        g.dispose();
        return img;
    }

    @ParameterizedTest
    @CsvSource({"AS, false, 1b1b1f", "AH, false, c8202f", "AD, false, c8202f", "AD, true, 1565c0", "AC, true, 1e7b34"})
    void anAceShowsOneLargePipInItsSuitColour(String code, boolean fourColour, String ink) {
        BufferedImage img = paint(new CardPainter(fourColour, Settings.Back.BLUE), Card.parse(code), Set.of());
        assertThat(new Color(img.getRGB(W / 2, H / 2))).isEqualTo(new Color(Integer.parseInt(ink, 16)));
    }

    /**
     * The keyboard's ring must stand out on the paper face, light theme and dark (QA: a white ring showed only on
     * dimmed cards). Where it is drawn, the pixels differ clearly from the face they cover.
     */
    @ParameterizedTest
    @CsvSource({"false", "true"})
    void theKeyboardFocusRingShowsOnAPlainFace(boolean dark) {
        Theme.install(dark);
        try {
            CardPainter p = new CardPainter(false, Settings.Back.BLUE);
            BufferedImage plain = paint(p, Card.parse("QH"), Set.of());
            BufferedImage focused = paint(p, Card.parse("QH"), EnumSet.of(CardPainter.Mark.FOCUSED));
            int changed = 0;
            int strong = 0;
            for (int y = 0; y < H; y++) {
                for (int x = 0; x < W; x++) {
                    Color a = new Color(plain.getRGB(x, y));
                    Color b = new Color(focused.getRGB(x, y));
                    if (!a.equals(b)) {
                        changed++;
                        int delta = Math.abs(luma(a) - luma(b));
                        strong += delta > 80 ? 1 : 0;
                    }
                }
            }
            assertThat(changed).as("ring pixels").isGreaterThan(100);
            assertThat(strong).as("ring pixels that stand out from the face").isGreaterThan(changed / 3);
        } finally {
            Theme.install(false);
        }
    }

    /** QA: on the dark theme's trump buttons ♠ (card black) and four-colour ♣ (dark green) barely showed. */
    @ParameterizedTest
    @CsvSource({"false, false", "false, true", "true, false", "true, true"})
    void suitSymbolsStandOutOnThePanels(boolean dark, boolean fourColour) {
        Theme.install(dark);
        try {
            CardPainter p = new CardPainter(fourColour, Settings.Back.BLUE);
            Color panel = javax.swing.UIManager.getColor("Pinochle.table.panel");
            for (Suit s : Suit.values()) {
                assertThat(Math.abs(luma(p.panelSuitColour(s)) - luma(panel))).as("%s on the panel", s)
                        .isGreaterThan(70);
                if (!dark) {
                    assertThat(p.panelSuitColour(s)).as("the light theme keeps the card inks")
                            .isEqualTo(p.suitColour(s));
                }
            }
        } finally {
            Theme.install(false);
        }
    }

    private static int luma(Color c) {
        return (299 * c.getRed() + 587 * c.getGreen() + 114 * c.getBlue()) / 1000;
    }

    @Test
    void everyFaceIsPaperWithAnIndexInTheCorner() {
        CardPainter p = new CardPainter(false, Settings.Back.BLUE);
        for (Suit s : Suit.values()) {
            for (Rank r : Rank.values()) {
                BufferedImage img = paint(p, Card.of(s, r), Set.of());
                Color ink = p.suitColour(s);
                assertThat(inkPixels(img, 4, 4, 22, 40, ink)).as("index of %s%s", r, s).isGreaterThan(20);
                // The bottom-right index is the same, turned round.
                assertThat(inkPixels(img, W - 22, H - 40, W - 4, H - 4, ink)).as("second index of %s%s", r, s)
                        .isGreaterThan(20);
            }
        }
    }

    @Test
    void dimmedCardsAreDarkerAndMarksDrawRings() {
        CardPainter p = new CardPainter(false, Settings.Back.BLUE);
        Card ten = Card.parse("TH");
        double plain = brightness(paint(p, ten, Set.of()));
        assertThat(brightness(paint(p, ten, EnumSet.of(CardPainter.Mark.DIMMED)))).isLessThan(plain * 0.8);
        Color selected = new Color(paint(p, ten, EnumSet.of(CardPainter.Mark.SELECTED)).getRGB(W / 2, 1));
        assertThat(selected.getRed()).isGreaterThan(selected.getBlue() + 60);
        Color received = new Color(paint(p, ten, EnumSet.of(CardPainter.Mark.HIGHLIGHTED)).getRGB(W / 2, 1));
        assertThat(received.getBlue()).isGreaterThan(received.getRed() + 60);
    }

    @Test
    void theBackHidesTheFace() {
        BufferedImage back = paint(new CardPainter(false, Settings.Back.BLUE), null, Set.of());
        assertThat(brightness(back)).isLessThan(brightness(paint(new CardPainter(false, Settings.Back.BLUE),
                Card.parse("9S"), Set.of())));
    }

    @Test
    void theIconComesInEverySizeAndIsOpaqueInTheMiddle() {
        assertThat(AppIcon.images()).hasSize(AppIcon.SIZES.length);
        for (int size : AppIcon.SIZES) {
            BufferedImage img = AppIcon.paint(size);
            assertThat(img.getWidth()).isEqualTo(size);
            assertThat(img.getRGB(size / 2, size / 2) >>> 24).isEqualTo(255);
        }
    }

    private static int inkPixels(BufferedImage img, int x0, int y0, int x1, int y1, Color ink) {
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                Color c = new Color(img.getRGB(x, y));
                if (Math.abs(c.getRed() - ink.getRed()) + Math.abs(c.getGreen() - ink.getGreen())
                        + Math.abs(c.getBlue() - ink.getBlue()) < 40) {
                    n++;
                }
            }
        }
        return n;
    }

    private static double brightness(BufferedImage img) {
        double sum = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                Color c = new Color(img.getRGB(x, y), true);
                sum += (c.getRed() + c.getGreen() + c.getBlue()) * c.getAlpha() / 255.0;
            }
        }
        return sum;
    }
}
