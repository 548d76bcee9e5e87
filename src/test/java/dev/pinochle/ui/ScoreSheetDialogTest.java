package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import dev.pinochle.core.Suit;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Snapshot;
import dev.pinochle.table.Table;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.table.JTableHeader;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;
import org.junit.jupiter.api.Test;

/** The score sheet in a real window: every header and cell readable in full, Close and Esc close it. */
class ScoreSheetDialogTest extends RealFrameTest {

    /**
     * RULES.md §2.9, meldNeeds COUNTER: a side that takes no counter keeps its dix all the same. Its meld is noted
     * lost, and the note said only "no counter taken" beside a score that held the dix (a rules audit).
     */
    @Test
    void aMeldLostButForItsDixSaysTheDixCounts() {
        RuleSet counter = RuleSet.standard().with("meldNeeds", "COUNTER");
        // South's side made 250; West's took no counter, its 60 meld lost but for a dix of 10.
        HandResult made = new HandResult(0, 250, Suit.SPADES, new int[] {120, 60}, new int[] {250, 0},
                new boolean[] {true, false}, HandResult.Outcome.MADE, new int[] {370, 10});
        assertThat(ScoreSheet.meldNote(made, 1, counter)).isEqualTo(ScoreSheet.LOST);
        assertThat(ScoreSheet.meldNoteWhy(made, 1, counter)).isEqualTo("no counter taken; only the dix's 10 counts");
        assertThat(ScoreSheet.meldNoteWhy(made, 1, counter.with("scale", "ONE")))
                .isEqualTo("no counter taken; only the dix's 1 counts");
        // West's side set at 300 with no counter: KEEP_MELD keeps the dix, LOSE_ALL nothing.
        HandResult kept = new HandResult(1, 300, Suit.SPADES, new int[] {100, 120}, new int[] {250, 0},
                new boolean[] {true, false}, HandResult.Outcome.SET, new int[] {350, -290});
        assertThat(ScoreSheet.meldNoteWhy(kept, 1, counter.with("setRule", "KEEP_MELD")))
                .isEqualTo("no counter taken; only the dix's 10 counts");
        HandResult lost = new HandResult(1, 300, Suit.SPADES, new int[] {100, 120}, new int[] {250, 0},
                new boolean[] {true, false}, HandResult.Outcome.SET, new int[] {350, -300});
        assertThat(ScoreSheet.meldNoteWhy(lost, 1, counter)).isEqualTo("no counter taken");
        // Without a dix there is nothing to keep.
        HandResult none = new HandResult(0, 250, Suit.SPADES, new int[] {120, 60}, new int[] {250, 0},
                new boolean[] {true, false}, HandResult.Outcome.MADE, new int[] {370, 0});
        assertThat(ScoreSheet.meldNoteWhy(none, 1, counter)).isEqualTo("no counter taken");
    }
    /** Two-colour suits, the light theme. */
    private static final Settings SETTINGS = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT,
            false, false, false, true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE);
    /** Seats named as a player may name them, so nothing falls back on the compass names unseen. */
    static final List<SeatSetup> SEATS = List.of(new SeatSetup("Ada", null), new SeatSetup("Bea", BotLevel.EASY),
            new SeatSetup("Cy", BotLevel.MEDIUM), new SeatSetup("Di", BotLevel.EXPERT));

    /** The last snapshot of a game to 400, every seat answering its first legal action. */
    private static Snapshot finishedGame() {
        List<Snapshot> all = Snapshots.game(RuleSet.standard().with("target", "400"), 9, SEATS);
        return all.get(all.size() - 1);
    }

    private ScoreSheetDialog show(Snapshot s) throws Exception {
        return show(s, SETTINGS);
    }

    private ScoreSheetDialog show(Snapshot s, Settings settings) throws Exception {
        return DialogOwner.show(robot, owner, ScoreSheetDialog.class,
                () -> new ScoreSheetDialog(owner, s, settings, hand -> { }, hand -> { }));
    }

    /** The first hand of a game in which the human, bidding against bots that pass, named {@code trump}. */
    private static Snapshot handWithTrump(Suit trump) {
        Action named = new Action.NameTrump(trump);
        Snapshot[] over = new Snapshot[1];
        Table[] table = new Table[1];
        table[0] = new Table(RuleSet.standard(), 3, SEATS, Bots.STAND_IN, s -> {
            if (s.stage() == Snapshot.Stage.HAND_OVER) {
                over[0] = s;
                table[0].close();
            } else if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                List<Action> legal = s.view().legal();
                table[0].submit(legal.contains(named) ? named
                        : legal.stream().filter(a -> a instanceof Action.Bid).findFirst().orElse(legal.get(0)));
            }
        });
        table[0].start(Runnable::run);
        return over[0];
    }

    /** How many pixels of the first hand's Trump cell, as the sheet paints it, are near {@code ink}. */
    private static int trumpPixels(ScoreSheetDialog dialog, Color ink) throws Exception {
        return Edt.call(() -> {
            JTable table = (JTable) DialogOwner.find(dialog, "scoreSheet");
            BufferedImage image = new BufferedImage(table.getWidth(), table.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            table.paint(g);
            g.dispose();
            Rectangle cell = table.getCellRect(0, table.getColumnModel().getColumnIndex("Trump"), false);
            int near = 0;
            for (int x = cell.x; x < cell.x + cell.width; x++) {
                for (int y = cell.y; y < cell.y + cell.height; y++) {
                    Color c = new Color(image.getRGB(x, y));
                    if (Math.abs(c.getRed() - ink.getRed()) + Math.abs(c.getGreen() - ink.getGreen())
                            + Math.abs(c.getBlue() - ink.getBlue()) < 30) {
                        near++;
                    }
                }
            }
            return near;
        });
    }

    /** Every header and cell no wider than its column, every header no taller than the header row. */
    private static void assertEveryHeaderAndCellFits(JTable table) {
        JTableHeader header = table.getTableHeader();
        for (int c = 0; c < table.getColumnCount(); c++) {
            TableColumn column = table.getColumnModel().getColumn(c);
            TableCellRenderer renderer = column.getHeaderRenderer() != null ? column.getHeaderRenderer()
                    : header.getDefaultRenderer();
            Component h = renderer.getTableCellRendererComponent(table, column.getHeaderValue(), false, false,
                    -1, c);
            Rectangle rect = header.getHeaderRect(c);
            assertThat(h.getPreferredSize().width).as("header %s", table.getColumnName(c))
                    .isLessThanOrEqualTo(rect.width);
            assertThat(h.getPreferredSize().height).as("header %s", table.getColumnName(c))
                    .isLessThanOrEqualTo(header.getHeight());
            for (int r = 0; r < table.getRowCount(); r++) {
                Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                assertThat(cell.getPreferredSize().width).as("%s of hand %d", table.getColumnName(c), r + 1)
                        .isLessThanOrEqualTo(table.getCellRect(r, c, true).width);
            }
        }
    }

    /** A name is text in the sheet's cells, whatever it looks like: "<html><i>Eve" is not read as markup. */
    @Test
    void aNameThatLooksLikeMarkupIsShownAsTyped() throws Exception {
        List<SeatSetup> seats = List.of(new SeatSetup("<html><i>Eve", null), SEATS.get(1), SEATS.get(2), SEATS.get(3));
        List<Snapshot> all = Snapshots.game(RuleSet.standard().with("target", "400"), 9, seats);
        ScoreSheetDialog dialog = show(all.get(all.size() - 1));

        List<Component> cells = Edt.call(() -> {
            JTable table = (JTable) DialogOwner.find(dialog, "scoreSheet");
            int dealer = table.getColumnModel().getColumnIndex("Dealer");
            return java.util.stream.IntStream.range(0, table.getRowCount())
                    .filter(r -> "<html><i>Eve".equals(table.getValueAt(r, dealer)))
                    .mapToObj(r -> table.prepareRenderer(table.getCellRenderer(r, dealer), r, dealer)).toList();
        });
        assertThat(cells).as("hands Eve dealt").isNotEmpty().allSatisfy(c -> assertThat(
                ((javax.swing.JComponent) c).getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey))
                .as("no markup view").isNull());
    }

    @Test
    void everyHeaderAndCellFitsItsColumn() throws Exception {
        Snapshot s = finishedGame();
        assertThat(s.hands()).hasSizeGreaterThan(1);
        ScoreSheetDialog dialog = show(s);

        Edt.call(() -> {
            JTable table = (JTable) DialogOwner.find(dialog, "scoreSheet");
            assertThat(table.getColumnCount()).isEqualTo(new ScoreSheet(s).columns().size() + 1);
            assertEveryHeaderAndCellFits(table);
            // The deal number is there in full, as the end-of-hand summary shows it.
            assertThat(table.getColumnName(table.getColumnCount() - 1)).isEqualTo("Deal");
            assertThat(table.getValueAt(0, table.getColumnCount() - 1))
                    .isEqualTo(Shuffle.dealNumber(s.hands().get(0).seed()));
            assertThat(dialog.getWidth()).isLessThanOrEqualTo(dialog.getGraphicsConfiguration().getBounds().width);
            return null;
        });
    }

    @Test
    void theSheetFitsA1024By700ScreenWithNoSidewaysScroll() throws Exception {
        // A long game: more hands than the sheet shows at once, so a scroll bar takes its width too.
        List<Snapshot> all = Snapshots.game(RuleSet.standard(), 9, SEATS);
        Snapshot s = all.get(all.size() - 1);
        assertThat(s.hands()).hasSizeGreaterThan(12);
        ScoreSheetDialog dialog = show(s);
        // A 1024 × 700 screen less a task bar 40 px high along its foot.
        Rectangle usable = new Rectangle(0, 0, 1024, 660);

        DialogOwner.fitInto(robot, dialog, dialog::fitTo, usable);

        Edt.call(() -> {
            JTable table = (JTable) DialogOwner.find(dialog, "scoreSheet");
            JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, table);
            assertThat(pane.getHorizontalScrollBar().isShowing()).as("a sideways scroll bar").isFalse();
            assertThat(table.getWidth()).isLessThanOrEqualTo(pane.getViewport().getWidth());
            assertEveryHeaderAndCellFits(table);
            return null;
        });
    }

    /** A three-handed game eight hands in, the seats named as the game names them; bidders set often. */
    private static Snapshot threeHanded() {
        List<SeatSetup> three = List.of(new SeatSetup("You", null), new SeatSetup("West", BotLevel.EASY),
                new SeatSetup("East", BotLevel.EASY));
        return Snapshots.afterHands(RuleSet.threeHanded(), 3, three, 8);
    }

    @Test
    void theThreeHandedSheetFitsA1280By800ScreenDealColumnWhole() throws Exception {
        // QA: the sheet filled the screen's width and cut the Deal column mid-value ("CE6B-C87F-791…") behind a
        // sideways scroll bar; each meld column was as wide as "100 (not counted)".
        Snapshot s = threeHanded();
        ScoreSheetDialog dialog = show(s);
        // A 1280 × 800 screen less a task bar 40 px high along its foot.
        Rectangle usable = new Rectangle(0, 0, 1280, 760);

        DialogOwner.fitInto(robot, dialog, dialog::fitTo, usable);

        Edt.call(() -> {
            JTable table = (JTable) DialogOwner.find(dialog, "scoreSheet");
            assertThat(new ScoreSheet(s).rows()).as("defenders' meld noted").anyMatch(row -> row.stream()
                    .anyMatch(cell -> cell.endsWith(" (not counted)")));
            JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, table);
            assertThat(pane.getHorizontalScrollBar().isShowing()).as("a sideways scroll bar").isFalse();
            assertThat(table.getWidth()).isLessThanOrEqualTo(pane.getViewport().getWidth());
            Rectangle deal = table.getCellRect(0, table.getColumnCount() - 1, true);
            assertThat(table.getColumnName(table.getColumnCount() - 1)).isEqualTo("Deal");
            assertThat(deal.x + deal.width).as("the Deal column's right edge")
                    .isLessThanOrEqualTo(pane.getViewport().getWidth());
            assertEveryHeaderAndCellFits(table);
            return null;
        });
    }

    /**
     * A meld that did not count is its figure alone, its note and why in the tooltip. QA: "lost" and "not counted"
     * were both struck through, told apart only by the tooltip. A lost meld is struck through; a defender's, which
     * never counts, is in grey italics, not struck, on a selected row too.
     */
    @Test
    void aMeldThatDidNotCountIsMarkedAsLostOrNotCountedWithItsNoteInTheTooltip() throws Exception {
        Snapshot s = threeHanded();
        ScoreSheet sheet = new ScoreSheet(s);
        ScoreSheetDialog dialog = show(s);

        Edt.call(() -> {
            JTable table = (JTable) DialogOwner.find(dialog, "scoreSheet");
            int meldYou = table.getColumnModel().getColumnIndex("Meld You");
            int checked = 0;
            for (int r = 0; r < table.getRowCount(); r++) {
                for (int c = meldYou; c < meldYou + 3; c++) {
                    String text = sheet.rows().get(r).get(c);
                    table.setRowSelectionInterval(r, r);
                    JLabel selected = (JLabel) table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                    Color selectedInk = selected.getForeground();
                    boolean selectedItalic = selected.getFont().isItalic();
                    table.clearSelection();
                    JLabel cell = (JLabel) table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                    boolean struck = java.awt.font.TextAttribute.STRIKETHROUGH_ON.equals(
                            cell.getFont().getAttributes().get(java.awt.font.TextAttribute.STRIKETHROUGH));
                    if (text.endsWith(")")) {
                        String figure = text.substring(0, text.indexOf(' '));
                        boolean lost = text.endsWith("(lost)");
                        assertThat(cell.getText()).as("hand %d, %s", r + 1, table.getColumnName(c)).isEqualTo(figure);
                        assertThat(struck).as("hand %d, %s struck through", r + 1, table.getColumnName(c))
                                .isEqualTo(lost);
                        assertThat(cell.getFont().isItalic() && selectedItalic).as("hand %d, %s in italics", r + 1,
                                table.getColumnName(c)).isEqualTo(!lost);
                        assertThat(cell.getForeground().equals(table.getForeground())
                                && selectedInk.equals(table.getSelectionForeground()))
                                .as("hand %d, %s in the table's ink", r + 1, table.getColumnName(c)).isEqualTo(lost);
                        assertThat(sheet.note(r, c).why()).isIn(text.endsWith("(not counted)")
                                ? List.of("a defender's meld never counts") : List.of("set", "no trick taken"));
                        assertThat(cell.getToolTipText()).isEqualTo("Meld " + text + ": " + sheet.note(r, c).why());
                        assertThat(cell.getAccessibleContext().getAccessibleName()).isEqualTo(text);
                        checked++;
                    } else {
                        assertThat(cell.getText()).isEqualTo(text);
                        assertThat(struck).as("hand %d, %s: it counted", r + 1, table.getColumnName(c)).isFalse();
                        assertThat(cell.getForeground()).as("hand %d, %s", r + 1, table.getColumnName(c))
                                .isEqualTo(table.getForeground());
                        assertThat(cell.getFont().isItalic()).isFalse();
                        assertThat(cell.getToolTipText()).isNull();
                    }
                }
            }
            assertThat(checked).as("meld that did not count").isGreaterThan(8);
            return null;
        });
    }

    /**
     * A line under the sheet says what each mark on it means, for the marks it holds, and is narrower than the sheet:
     * it widens nothing. A sheet with no mark has no such line.
     */
    @Test
    void aKeyUnderTheSheetSaysWhatItsMarksMean() throws Exception {
        Snapshot three = threeHanded();
        ScoreSheetDialog dialog = show(three);
        Edt.call(() -> {
            JPanel key = (JPanel) DialogOwner.find(dialog, "scoreSheetKey");
            assertThat(key.getAccessibleContext().getAccessibleName())
                    .isEqualTo("Key: struck through: meld lost; grey: meld not counted (a defender's)");
            JLabel lost = (JLabel) DialogOwner.find(key, "keyLost");
            JLabel notCounted = (JLabel) DialogOwner.find(key, "keyNotCounted");
            assertThat(lost.getFont().getAttributes().get(java.awt.font.TextAttribute.STRIKETHROUGH))
                    .isEqualTo(java.awt.font.TextAttribute.STRIKETHROUGH_ON);
            assertThat(notCounted.getFont().isItalic()).isTrue();
            JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class,
                    DialogOwner.find(dialog, "scoreSheet"));
            assertThat(key.getPreferredSize().width).as("narrower than the sheet").isLessThan(pane.getWidth());
            return null;
        });
        Edt.call(() -> {
            dialog.dispose();
            return null;
        });

        Snapshot clean = java.util.stream.LongStream.range(1, 40)
                .mapToObj(seed -> Snapshots.afterHands(RuleSet.standard(), seed, SEATS, 1))
                .filter(x -> x.hands().stream().noneMatch(h -> !ScoreSheet.meldNote(h.result(), 0, x.view().rules())
                        .isEmpty() || !ScoreSheet.meldNote(h.result(), 1, x.view().rules()).isEmpty()))
                .findFirst().orElseThrow();
        ScoreSheetDialog plain = show(clean);
        assertThat(Edt.call(() -> DialogOwner.all(plain, JPanel.class).stream()
                .anyMatch(p -> "scoreSheetKey".equals(p.getName())))).as("a key with no mark to explain").isFalse();
    }

    @Test
    void theDuelsSheetHasNoBidderOrBidColumn() throws Exception {
        // The duel has no auction: the two columns held only "—" for every hand.
        List<SeatSetup> two = List.of(new SeatSetup("You", null), new SeatSetup("North", BotLevel.EASY));
        Snapshot s = Snapshots.afterHands(RuleSet.duel(), 3, two, 4);
        assertThat(s.hands()).hasSizeGreaterThan(1);
        ScoreSheetDialog dialog = show(s);

        Edt.call(() -> {
            JTable table = (JTable) DialogOwner.find(dialog, "scoreSheet");
            List<String> names = java.util.stream.IntStream.range(0, table.getColumnCount())
                    .mapToObj(table::getColumnName).toList();
            assertThat(names).doesNotContain("Bidder", "Bid").startsWith("Hand", "Dealer", "Trump").endsWith("Deal");
            for (int r = 0; r < table.getRowCount(); r++) {
                for (int c = 0; c < table.getColumnCount(); c++) {
                    assertThat(table.getValueAt(r, c)).as("hand %d, %s", r + 1, names.get(c)).isNotEqualTo("\u2014");
                }
            }
            assertEveryHeaderAndCellFits(table);
            return null;
        });
    }

    @Test
    void theTrumpIsPrintedInTheCardsColoursFourColourSuitsAsSet() throws Exception {
        Snapshot s = handWithTrump(Suit.DIAMONDS);
        assertThat(s.hands().get(0).result().trump()).isEqualTo(Suit.DIAMONDS);
        Color red = UIManager.getColor("Pinochle.suit.diamonds");
        Color blue = UIManager.getColor("Pinochle.suit4.diamonds");

        ScoreSheetDialog two = show(s);
        int redOfTwo = trumpPixels(two, red);
        int blueOfTwo = trumpPixels(two, blue);
        Edt.call(() -> {
            two.dispose();
            return null;
        });
        ScoreSheetDialog four = show(s, new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, false,
                false, true, true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE));

        assertThat(redOfTwo).as("red diamond").isGreaterThan(20);
        assertThat(blueOfTwo).isZero();
        assertThat(trumpPixels(four, blue)).as("blue diamond, four-colour suits on").isGreaterThan(20);
        assertThat(trumpPixels(four, red)).isZero();
    }

    @Test
    void theFooterNamesThePartnersAsSetUp() throws Exception {
        ScoreSheetDialog dialog = show(finishedGame());

        String footer = Edt.call(() -> labels(dialog).stream().filter(t -> t.startsWith("Target")).findFirst()
                .orElseThrow());

        assertThat(footer).contains("Us = Ada & Cy").doesNotContain("North");
    }

    @Test
    void closeSitsBottomRightAndClosesTheSheet() throws Exception {
        ScoreSheetDialog dialog = show(finishedGame());
        JButton close = Edt.call(() -> (JButton) DialogOwner.find(dialog, "closeScoreSheet"));

        Edt.call(() -> {
            Point at = SwingUtilities.convertPoint(close, close.getWidth(), close.getHeight(), dialog.getRootPane());
            // The last button, in the bottom-right corner: right of Review and Replay, at the foot of the dialog.
            assertThat(dialog.getRootPane().getWidth() - at.x).isLessThan(20);
            assertThat(dialog.getRootPane().getHeight() - at.y).isLessThan(20);
            for (String other : List.of("reviewSelected", "replaySelected")) {
                assertThat(DialogOwner.find(dialog, other).getX()).isLessThan(close.getX());
            }
            return null;
        });
        DialogOwner.click(robot, close);

        assertThat(waitClosed(dialog)).isTrue();
    }

    @Test
    void escapeClosesTheSheetWhileTheTableHasTheFocus() throws Exception {
        ScoreSheetDialog dialog = show(finishedGame());
        JTable table = Edt.call(() -> (JTable) DialogOwner.find(dialog, "scoreSheet"));
        // A click on a row: the table takes the focus, and the row is selected.
        Point row = Edt.call(() -> {
            Rectangle r = table.getCellRect(0, 1, true);
            return new Point((int) r.getCenterX(), (int) r.getCenterY());
        });
        DialogOwner.click(robot, table, row);
        Edt.waitFor(robot, 5_000, 15, () -> table.isFocusOwner() && table.getSelectedRow() == 0 ? Boolean.TRUE : null);

        robot.keyPress(KeyEvent.VK_ESCAPE);
        robot.keyRelease(KeyEvent.VK_ESCAPE);

        assertThat(waitClosed(dialog)).isTrue();
    }

    private Boolean waitClosed(Window w) throws Exception {
        return Edt.waitFor(robot, 5_000, 15, () -> w.isShowing() ? null : Boolean.TRUE);
    }

    private static List<String> labels(Container root) {
        return DialogOwner.all(root, JLabel.class).stream().map(JLabel::getText).toList();
    }
}
