package dev.pinochle.ui;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldKind;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Played;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.TrickRecord;
import dev.pinochle.table.Snapshot;
import dev.pinochle.ui.sound.Cue;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RadialGradientPaint;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.ActionEvent;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.UIManager;

/**
 * The card table. Paints only from the controller's last snapshot plus the animation in progress, and
 * forwards clicks, drags and keys to the controller. Card movements are driven by a Swing timer.
 */
final class TableView extends JComponent {
    /** What Enter says where the decision panel has no default button for it to press. */
    static final String CHOOSE_FIRST = "Click your choice, or Tab to it and press Enter.";
    /** Between groups of laid meld on a row. */
    private static final double GROUP_GAP = 14;
    /** The card count written over a side seat's plate, from its baseline up. */
    private static final double COUNT_H = 22;

    private final TableController controller;
    private final ActionBar bar;
    private Settings settings;
    private CardPainter painter;

    private final Timer frames = new Timer(15, e -> tick());
    private long presentedAt;
    /** Milliseconds now: the wall clock, or a test's, which moves only when the test moves it. */
    private LongSupplier clock = System::currentTimeMillis;
    /** When the paint in progress began, else -1: see {@link #elapsed}. */
    private long frameAt = -1;
    private Played sliding;
    private TrickRecord sweeping;
    private int slideMs;
    private int holdMs;
    private int sweepMs;

    private int hover = -1;
    /**
     * The keys moved or chose a card since the pointer last moved over the hand: then the card with the keyboard's
     * ring rises, else the one under the pointer. One card rises, never two (QA: both stood up at once).
     */
    private boolean keyed;
    private int pressed = -1;
    private Point pressAt;
    /**
     * The last click played a card. The second click of a double-click then lands on the hand laid out again
     * without it, often under the next prompt already: it must not play the card that slid under the pointer.
     */
    private boolean clickPlayed;
    private Point dragAt;
    /** Keys pressed and not yet released on the table: see {@link #keyOnce}. */
    private final Set<String> held = new HashSet<>();
    private boolean showLastTrick;
    private boolean showMelds;
    private Runnable afterFirstPaint;
    /** The view whose laid meld is sliding back into the hands, or {@code null}. */
    private SeatView returningMeld;
    /** What the paint in progress has drawn where, so the message can be put where it covers none of it. */
    private final List<Drawn> drawn = new ArrayList<>();
    /** The alerted calls' bubbles of the last paint, with what each alert means: their tooltips. */
    private final Map<Rectangle2D, String> alertTips = new LinkedHashMap<>();
    private Timer autoPlay;
    /** Where the sounds of each step go, with their delay in milliseconds at the speed set; nowhere until set. */
    private BiConsumer<Cue, Integer> sounds = (cue, ms) -> { };
    /** Shows the decision panel once the hand's last trick has been swept (its summary) or the cards are in. */
    private Timer panelLater;
    /** Cards on their way into the hands, and those landed: a new hand's deal, the duel's draw, a pass; or null. */
    private Dealing dealing;
    /** Where they come from. */
    private From from;
    /** The duel's last draw: the turned-up card, which its receiver draws last, face up; else null. */
    private Card lastUp;
    /** The seat passing them, when they come from a hand. */
    private int giver;
    /** Where in your hand the cards coming to you go, in the order they come: kept out of it until they land. */
    private List<Integer> incoming = List.of();
    /** When you passed or buried: your hand before, and where in it those cards lay, as they leave from there. */
    private List<Card> handBefore = List.of();
    private List<Integer> leftFrom = List.of();
    /** How long your buried cards take from your hand to their row, when you buried with the step shown; else 0. */
    private int buryMs;

    /** Whether the laid meld comes onto the table with the step shown (it is laid out of the hands). */
    private boolean layingMeld;
    /** The widow, when it leaves the table with the burial shown: into the bidder's hand. */
    private List<Card> widowLeaving = List.of();
    /** How long the widow takes to turn face up, when it is turned with the step shown; else 0. */
    private int flipMs;
    /**
     * The duel: the cards on their way to the opponent's declarations before it draws, from its hand (those it
     * just declared) or from under the stock (the card it took for the dix).
     */
    private List<Card> declaring = List.of();
    /** The duel: who just exchanged the dix (-1: nobody), the turned-up card taken, and where it goes in your hand. */
    private int exchanger = -1;
    private Card taken;
    private int takenAt = -1;
    /** How long the declaration or the exchange just made takes to show on the table, at the speed set; else 0. */
    private int declareMs;

    /** Where cards coming into the hands start: the dealer's pack, the duel's stock, the passing partner's hand. */
    private enum From { PACK, STOCK, HAND }

    /** A thing painted on the table and the rectangle it covers (its shadow and turn outline included). */
    record Drawn(String kind, Rectangle2D bounds) { }

    TableView(TableController controller, Settings settings, ActionBar bar) {
        this.controller = controller;
        this.bar = bar;
        this.settings = settings;
        this.painter = CardPainter.of(settings);
        setLayout(null);
        add(bar);
        setFocusable(true);
        addFocusListener(new FocusAdapter() {
            @Override
            public void focusGained(FocusEvent e) {
                held.clear();
            }
        });
        setOpaque(true);
        setPreferredSize(new Dimension(1200, 800));
        setToolTipText("");
        getAccessibleContext().setAccessibleName("Card table");
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                int at = cardAt(e.getPoint());
                // The pointer moving over the hand takes the raise back from the keys.
                if (at != hover || at >= 0 && keyed) {
                    keyed &= at < 0;
                    hover = at;
                    repaint();
                }
            }

            @Override
            public void mouseExited(MouseEvent e) {
                hover = -1;
                repaint();
            }

            @Override
            public void mousePressed(MouseEvent e) {
                requestFocusInWindow();
                pressed = e.getClickCount() > 1 && clickPlayed ? -1 : cardAt(e.getPoint());
                pressAt = e.getPoint();
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (pressed >= 0 && controller.prompt() == TableController.Prompt.PLAY) {
                    dragAt = e.getPoint();
                    repaint();
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                int index = pressed;
                Point from = pressAt;
                boolean dragged = dragAt != null;
                pressed = -1;
                dragAt = null;
                if (index < 0) {
                    repaint();
                    return;
                }
                TableLayout l = layoutNow();
                // A drag counts when the card is dropped toward the trick; a click when the mouse stayed put.
                boolean dropped = dragged && e.getY() < l.handY - l.cardH * 0.25;
                boolean click = !dragged || from.distance(e.getPoint()) < 6;
                boolean playing = controller.prompt() == TableController.Prompt.PLAY;
                clickPlayed = (dropped || click) && choose(index) && playing;
                repaint();
            }

            @Override
            public void mouseClicked(MouseEvent e) {
                if (showLastTrick) {
                    showLastTrick = false;
                    repaint();
                }
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        bindKeys();
    }

    private void bindKeys() {
        key("LEFT", "previousCard", () -> moveFocus(-1));
        key("RIGHT", "nextCard", () -> moveFocus(1));
        // Enter presses the decision panel's default button (bid, name trump, pass cards once picked, next hand),
        // else plays or picks the card with the keyboard focus.
        keyOnce("ENTER", "playCard", () -> {
            // Ctrl+H, Enter means the hint's action: while it is on its way Enter does nothing.
            if (controller.hintPending()) {
                return;
            }
            if (bar.pressPrimary()) {
                return;
            }
            // A panel without a default (the auction before a hint, the duel's declaration) takes no answer from
            // Enter: it says how to give one rather than seem deaf.
            TableController.Prompt p = controller.prompt();
            if (bar.isVisible() && (p == TableController.Prompt.BID || p == TableController.Prompt.DECLARE)) {
                controller.say(CHOOSE_FIRST);
                describe();
                repaint();
            } else {
                chooseFocused();
            }
        });
        keyOnce("SPACE", "pickCard", this::chooseFocused);
        key("ESCAPE", "closeOverlay", () -> {
            showLastTrick = false;
            showMelds = false;
            repaint();
        });
    }

    private void key(String stroke, String name, Runnable r) {
        getInputMap(WHEN_FOCUSED).put(KeyStroke.getKeyStroke(stroke), name);
        getActionMap().put(name, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        });
    }

    /**
     * A key that acts once per press: a held key repeats its press, and a held Enter would otherwise bid, name
     * trump and play the focused card as each decision came up. Its release, or the table regaining the keys
     * (the release may have gone to a dialog), lets it act again.
     */
    private void keyOnce(String stroke, String name, Runnable r) {
        key(stroke, name, () -> {
            if (held.add(stroke)) {
                r.run();
            }
        });
        key("released " + stroke, name + "Released", () -> held.remove(stroke));
    }

    /**
     * Plays or picks the card with the keyboard focus. With none yet (every choice so far made with the mouse), the
     * key shows the first card it may act on instead: it must not play a card the player has not seen chosen. When
     * no card is asked for, the key does nothing.
     */
    private void chooseFocused() {
        TableController.Prompt p = controller.prompt();
        // Only where a card is asked for: Enter pressed while a deal still came in put the ring on the first card,
        // where it stayed through the auction with nothing to do.
        if (p != TableController.Prompt.PLAY && p != TableController.Prompt.PASS && p != TableController.Prompt.BURY) {
            return;
        }
        keyed = true;
        if (controller.focus() >= 0) {
            choose(controller.focus());
        } else {
            moveFocus(1);
        }
    }

    private void moveFocus(int delta) {
        keyed = true;
        controller.moveFocus(delta);
        describe();
        repaint();
    }

    private boolean choose(int index) {
        boolean done = controller.choose(index);
        bar.update();
        describe();
        repaint();
        return done;
    }

    /** A hint was taken as Enter's answer: the panel shows it as its default, the hand its picks and focus. */
    void hintTaken() {
        // The hinted card has the ring, and rises as the keys' card: it is the one Enter plays.
        keyed = true;
        bar.rebuild();
        if (panelLater != null) {
            // The panel still waits for the cards in motion, as it did before the hint.
            bar.setVisible(false);
        }
        describe();
        repaint();
    }

    void applySettings(Settings s) {
        settings = s;
        painter = CardPainter.of(s);
        bar.rebuild();
        revalidate();
        repaint();
    }

    /** The theme changed: colours are read again. */
    @Override
    public void updateUI() {
        super.updateUI();
        if (settings != null) {
            painter = CardPainter.of(settings);
        }
    }

    /**
     * For tests: the moves are timed by {@code clock}, so that a paint falls at the moment the test chooses however
     * long the machine takes to get there (a paint meant for just after a burial once came after it had landed).
     */
    void useClock(LongSupplier clock) {
        this.clock = clock;
    }

    /** Runs {@code r} on the Swing thread once the table has been painted for the first time. */
    void afterFirstPaint(Runnable r) {
        afterFirstPaint = r;
    }

    /** Whether Previous trick has a trick to show: one of this hand's is complete. */
    boolean canShowLastTrick() {
        return controller.snapshot() != null && !controller.view().tricks().isEmpty();
    }

    void toggleLastTrick() {
        showLastTrick = !showLastTrick && canShowLastTrick();
        repaint();
    }

    /**
     * Whether Show melds has meld to lay over the tricks: from the first card to the hand's end, at a table that lays
     * its meld down (the duel's declared cards lie on the table anyway), when a seat showed any.
     */
    boolean canShowMelds() {
        if (controller.snapshot() == null) {
            return false;
        }
        SeatView v = controller.view();
        return v.seats() > 2 && v.phase() == Phase.TRICKS && !meldTime(v)
                && v.melds().stream().anyMatch(m -> !m.isEmpty());
    }

    void toggleMelds() {
        showMelds = !showMelds && canShowMelds();
        repaint();
    }

    /** Shows the next snapshot: starts the slide and sweep animations and refreshes the controls. */
    void present(Snapshot s) {
        Snapshot before = controller.snapshot();
        controller.show(s);
        SeatView v = s.view();
        Settings.Speed speed = settings.speed();
        sliding = null;
        sweeping = null;
        boolean completed = Pacer.trickCompleted(before, s);
        Call last = s.last();
        if (last != null && last.action() instanceof Action.Play play) {
            sliding = new Played(last.seat(), play.card());
        }
        if (completed) {
            sweeping = v.tricks().get(v.tricks().size() - 1);
        }
        // The first card of the hand is played: the meld on the table goes back into the hands. Only a card does
        // it: a hand thrown in, or a new game, leaves the meld time otherwise, with no frames to end a slide.
        returningMeld = sliding != null && before != null && v.seats() > 2 && meldTime(before.view())
                && !meldTime(v) && before.view().handNumber() == v.handNumber() ? before.view() : null;
        // An overlay with nothing left to show goes (a new hand, the hand's end, an undo to before the first trick).
        showLastTrick &= canShowLastTrick();
        showMelds &= canShowMelds();
        slideMs = speed.ms(Pacer.SLIDE);
        holdMs = speed.ms(Pacer.HOLD);
        sweepMs = speed.ms(Pacer.SWEEP);
        declareMs = speed == Settings.Speed.INSTANT ? 0 : speed.ms(Pacer.declaring(before, s));
        boolean exchanged = declareMs > 0 && s.last().action() instanceof Action.ExchangeDix;
        arrive(before, s, speed);
        exchanger = exchanged ? s.last().seat() : -1;
        taken = exchanged ? before.view().turnedUp() : null;
        declaring = declareMs == 0 || exchanger == 0 ? List.of()
                : exchanger == 1 ? List.of(taken) : newlyExposed(before.view(), v, s.last().seat());
        takenAt = -1;
        if (exchanger == 0) {
            leaving(TableController.sorted(before.view()), List.of(v.turnedUp()));
            List<Card> shown = TableController.sorted(v);
            takenAt = shown.indexOf(taken);
            // Of two equal cards, the one that is not the card drawn with the same step.
            if (incoming.contains(takenAt)) {
                takenAt = shown.lastIndexOf(taken);
            }
        }
        flipMs = Pacer.widowTurned(before, s) ? speed.ms(Pacer.FLIP) : 0;
        buryMs = Pacer.buried(before, s) ? sweepMs : 0;
        widowLeaving = buryMs > 0 && widowShown(before.view()) ? before.view().widow() : List.of();
        if (buryMs > 0 && s.last().seat() == 0) {
            leaving(TableController.sorted(before.view()), v.buried());
        }
        layingMeld = Pacer.meldAppears(before, s) && speed != Settings.Speed.INSTANT;
        presentedAt = clock.getAsLong();
        if ((sliding != null || sweeping != null || dealing != null || flipMs > 0 || layingMeld || buryMs > 0
                || declareMs > 0) && speed != Settings.Speed.INSTANT) {
            frames.start();
        }
        if (panelLater != null) {
            panelLater.stop();
            panelLater = null;
        }
        bar.update();
        if (sweeping != null && handOver() && speed != Settings.Speed.INSTANT) {
            // The hand's last trick is seen and swept away before its summary covers the table.
            panelLater = panelAfter(slideMs + holdMs + sweepMs);
        } else if (dealing != null && from != From.STOCK || flipMs > 0) {
            // The question comes once the cards are in the hand (or the widow face up), as at a table. (After the
            // duel's draw you lead a card, which no panel asks.)
            panelLater = panelAfter(Math.max(flipMs, dealing == null ? 0 : dealing.end()));
        }
        for (Pacer.Timed t : Pacer.cues(before, s)) {
            sounds.accept(t.cue(), speed.ms(t.ms()));
        }
        revalidate();
        describe();
        repaint();
        scheduleAutoPlay();
    }

    /** Hides the decision panel for {@code ms}: the timer that shows it again, started. */
    private Timer panelAfter(int ms) {
        bar.setVisible(false);
        Timer t = new Timer(ms, e -> {
            panelLater = null;
            bar.setVisible(bar.getComponentCount() > 0);
            revalidate();
            repaint();
        });
        t.setRepeats(false);
        t.start();
        return t;
    }

    /** Sets up the cards that come into the hands with {@code s}, if any: the deal, the duel's draw, a pass. */
    private void arrive(Snapshot before, Snapshot s, Settings.Speed speed) {
        SeatView v = s.view();
        dealing = null;
        lastUp = null;
        incoming = List.of();
        handBefore = List.of();
        leftFrom = List.of();
        int ms = speed.ms(Pacer.moving(before, s));
        if (ms <= 0) {
            return;
        }
        if (Pacer.deal(before, s)) {
            from = From.PACK;
            dealing = Dealing.deal(v.seats(), v.dealer(), v.hand().size(), ms);
            incoming = IntStream.range(0, v.hand().size()).boxed().toList();
        } else if (Pacer.draw(before, s)) {
            int drawn = drawnAt(before.view(), v);
            if (drawn >= 0) {
                // The stock's top card goes to the trick's winner, who leads next; the next to the other player.
                // It waits for the opponent's declaration to come out first.
                from = From.STOCK;
                dealing = new Dealing(List.of(v.toAct(), 1 - v.toAct()), ms).after(declareMs);
                incoming = List.of(drawn);
                lastUp = v.stockSize() == 0 ? before.view().turnedUp() : null;
            }
        } else if (Pacer.passed(before, s)) {
            from = From.HAND;
            giver = s.last().seat();
            int receiver = (giver + v.seats() / 2) % v.seats();
            // How many is the rules': a pass between the other two keeps its cards from you.
            dealing = new Dealing(Collections.nCopies(v.rules().passCount(), receiver), ms);
            if (receiver == 0) {
                incoming = controller.received();
            } else if (giver == 0) {
                leaving(TableController.sorted(before.view()), ((Action.PassCards) s.last().action()).cards());
            }
        }
    }

    /** Notes that {@code cards} leave your {@code hand} as shown (passed or buried), from their places in it. */
    private void leaving(List<Card> hand, List<Card> cards) {
        handBefore = hand;
        List<Card> left = new ArrayList<>(hand);
        leftFrom = new ArrayList<>();
        for (Card c : cards) {
            int at = left.indexOf(c);
            // Of two equal cards the next copy: each card leaves from a place of its own.
            left.set(at, null);
            leftFrom.add(at);
        }
    }

    /**
     * How many of {@code seat}'s {@code n} cards are in the hand yet: all but those still on their way to it.
     */
    private int dealt(int seat, int n) {
        if (!dealing()) {
            return n;
        }
        return n - dealing.to(seat) + dealing.landed(seat, elapsed());
    }

    /** Whether the card at {@code index} of your hand is in it, not still on its way to it. */
    private boolean arrived(int index) {
        if (index == takenAt && declaringNow()) {
            return false;
        }
        int k = incoming.indexOf(index);
        return !dealing() || k < 0 || k < dealing.landed(0, elapsed());
    }

    /** Whether cards are still coming into the hands: nobody is to act until they are in. */
    private boolean dealing() {
        return dealing != null && elapsed() < dealing.end();
    }

    /**
     * Where in your hand {@code now}, as shown, the card you drew since {@code before} lies: the card new to it,
     * besides the turned-up trump when you took it for the dix in the same step. -1 when there is none.
     */
    private static int drawnAt(SeatView before, SeatView now) {
        List<Card> shown = TableController.sorted(now);
        List<Card> fresh = new ArrayList<>(shown);
        before.hand().forEach(fresh::remove);
        if (fresh.size() > 1) {
            fresh.remove(before.turnedUp());
        }
        return fresh.size() == 1 ? shown.indexOf(fresh.get(0)) : -1;
    }

    /** Sends each step's sounds to {@code sink}, as {@link #present} shows the step. */
    void onSound(BiConsumer<Cue, Integer> sink) {
        sounds = sink;
    }

    /**
     * Plays a forced single card for the human, after a short beat so the move can be seen; in the duel, also
     * declines a declaration when there is nothing to declare, rather than asking.
     */
    private void scheduleAutoPlay() {
        if (autoPlay != null) {
            autoPlay.stop();
            autoPlay = null;
        }
        TableController.Prompt prompt = controller.prompt();
        List<Action> legal = controller.view().legal();
        boolean nothingToDeclare = prompt == TableController.Prompt.DECLARE && legal.size() == 1
                && legal.get(0) instanceof Action.Decline;
        if (!settings.autoPlaySingle() || legal.size() != 1
                || prompt != TableController.Prompt.PLAY && !nothingToDeclare) {
            return;
        }
        // The snapshot itself, not its serial: a new game's table counts its snapshots from 1 again.
        Snapshot shown = controller.snapshot();
        Action only = legal.get(0);
        autoPlay = new Timer(Math.max(1, settings.speed().ms(Pacer.HOLD + Pacer.SWEEP)), e -> {
            if (controller.snapshot() != shown) {
                return;
            }
            if (only instanceof Action.Play p) {
                choose(controller.hand().indexOf(p.card()));
            } else {
                controller.act(only);
            }
        });
        autoPlay.setRepeats(false);
        autoPlay.start();
    }

    private void describe() {
        getAccessibleContext().setAccessibleDescription(controller.describe());
    }

    private void tick() {
        long t = elapsed();
        // The last to end: a card's slide and a trick's sweep, the widow's turn, cards coming in and meld after them.
        int dealt = Math.max(declareMs, dealing == null ? 0 : dealing.end());
        if (t > Math.max(Math.max(slideMs + holdMs + sweepMs, flipMs), dealt + (layingMeld ? sweepMs : 0))) {
            frames.stop();
        }
        repaint();
    }

    private TableLayout layoutNow() {
        int n = controller.snapshot() == null ? 12 : Math.max(controller.hand().size(),
                controller.rules().mode().handSize());
        int seats = controller.snapshot() == null ? 4 : controller.view().seats();
        return new TableLayout(getWidth(), getHeight(), seats, settings.cardSize().width, n);
    }

    private List<Rectangle2D> handRects(TableLayout l) {
        if (controller.snapshot() == null) {
            return List.of();
        }
        List<Integer> raised = new ArrayList<>(controller.picked());
        // Whichever was used last, the keys or the pointer, raises its card: the ring's card is the one Enter plays.
        int up = keyed ? (isFocusOwner() ? controller.focus() : -1) : hover;
        if (up >= 0 && up < controller.hand().size() && controller.mayPlay(controller.hand().get(up))) {
            raised.add(up);
        }
        return l.hand(controller.hand().size(), raised, rise(l));
    }

    /** How far picked cards rise: less while meld lies in front of the hand, whose labels they would cover. */
    private double rise(TableLayout l) {
        SeatView v = controller.view();
        return l.raise(v.seats() > 2 && meldLaid(v));
    }

    private int cardAt(Point p) {
        TableLayout l = layoutNow();
        if (controller.snapshot() == null) {
            return -1;
        }
        List<Rectangle2D> hand = new ArrayList<>(l.hand(controller.hand().size(), controller.picked(), rise(l)));
        for (int i = 0; i < hand.size(); i++) {
            if (!arrived(i)) {
                // A card still in the air is not under the pointer: the card it will cover is.
                hand.set(i, new Rectangle2D.Double());
            }
        }
        return TableLayout.cardAt(hand, p.x, p.y);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int i = cardAt(e.getPoint());
        SeatView v = controller.snapshot() == null ? null : controller.view();
        if (i < 0 && v != null && scoreboardBox(v).contains(e.getPoint())) {
            // What the side has and still needs: the "+N" alone left the sum to the player.
            List<String> lines = controller.handSoFar();
            return lines == null ? null : "<html>" + String.join("<br>", lines.stream().map(MarkdownHtml::escape)
                    .toList()) + "</html>";
        }
        if (i < 0) {
            // A bubble's alert, "meld bid" say, says what the bid means: a player new to the conventions asks.
            return alertTips.entrySet().stream().filter(t -> t.getKey().contains(e.getPoint())).map(Map.Entry::getValue)
                    .findFirst().orElse(null);
        }
        Card c = controller.hand().get(i);
        String why = controller.whyNotAt(i);
        return why == null ? c.display() : c.display() + ": " + why;
    }

    /**
     * The duel: the panel moves above the opponent's declared cards, or else below them, when it would cover
     * them (asked whether to declare, the player wants to see what the opponent has shown). With no room for
     * it either side, it rests on the hand, over the foot of their cards: their caption and corner indices stay
     * in sight, and the opponent's plate does.
     */
    private int clearOfDeclarations(TableLayout l, SeatView v, int x, int y, int w, int h) {
        Rectangle2D theirs = exposedExtent(l, v, 1);
        if (theirs == null || !theirs.intersects(x, y, w, h)) {
            return y;
        }
        double above = theirs.getY() - TableLayout.PAD - h;
        // Below the opponent's fanned hand, where a top seat's meld area starts.
        if (above >= l.meldArea(1).getY() - 10) {
            return (int) above;
        }
        Rectangle2D mine = exposedExtent(l, v, 0);
        // Down to the hand at rest: a card risen under the mouse may pass under the panel's edge, which hides
        // less than the panel over the opponent's hand and plate (large cards at 1024 leave no more room).
        double below = theirs.getMaxY() + TableLayout.PAD;
        if (below + h <= (mine == null ? l.handY : mine.getY()) - TableLayout.PAD) {
            return (int) below;
        }
        // Else over your own declarations' caption, and at worst down on your hand at rest, never up over the
        // opponent's hand and plate (QA, a 1024 × 700 window under a window manager): your declared cards stay in
        // sight in your hand, each tabbed "shown".
        return (int) Math.max(8, Math.min(below, l.handY - TableLayout.PAD - h));
    }

    @Override
    public void doLayout() {
        Dimension d = bar.getPreferredSize();
        TableLayout l = layoutNow();
        int w = Math.min(d.width, getWidth() - 20);
        int y = (int) Math.max(8, Math.min(l.centreY - d.height / 2.0, l.handY - d.height - 40));
        int x = (getWidth() - w) / 2;
        SeatView v = controller.snapshot() == null ? null : controller.view();
        if (v != null && v.seats() > 2 && meldLaid(v)) {
            // Between what lies above (North's meld, or the widow) and South's laid meld, so it hides neither;
            // where there is no room for it, South's own meld, which it speaks of, stays in sight.
            double above = v.seats() == 4 ? meldExtent(l, v, 2).getMaxY() : widowShown(v) ? l.widow(0).getMaxY() : 0;
            double below = meldExtent(l, v, 0).getY() - TableLayout.PAD - d.height;
            y = (int) Math.max(8, Math.min(below, Math.max(above + TableLayout.PAD, y)));
        }
        if (v != null && (v.stockSize() > 0 || v.turnedUp() != null)) {
            // The duel's stock and its turned-up trump stay in sight beside the panel.
            x = (int) Math.max(x, Math.min(l.stock().getMaxX() + l.cardW * 0.75 + 12, getWidth() - w - 8));
        }
        if (v != null && v.seats() == 2) {
            y = clearOfDeclarations(l, v, x, y, w, d.height);
        }
        bar.setBounds(x, y, w, d.height);
    }

    // ------------------------------------------------------------------ painting

    @Override
    protected void paintComponent(Graphics g0) {
        frameAt = clock.getAsLong();
        try {
            paintTable(g0);
        } finally {
            frameAt = -1;
        }
    }

    /**
     * Milliseconds since the step shown was presented; one moment for a whole paint, so that a move ending
     * mid-paint is drawn either still moving or landed, never neither.
     */
    private long elapsed() {
        return (frameAt >= 0 ? frameAt : clock.getAsLong()) - presentedAt;
    }

    private void paintTable(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        paintFelt(g);
        PinochleApp.painted();
        if (afterFirstPaint != null) {
            SwingUtilities.invokeLater(afterFirstPaint);
            afterFirstPaint = null;
        }
        drawn.clear();
        alertTips.clear();
        if (controller.snapshot() != null) {
            TableLayout l = layoutNow();
            SeatView v = controller.view();
            if (bar.isVisible()) {
                // Painted over the table afterwards, so nothing may go under it.
                drew("panel", bar.getBounds());
            }
            paintScoreboard(g, l);
            for (int seat = 1; seat < v.seats(); seat++) {
                paintBacks(g, l, seat, dealt(seat, v.handSizes().get(seat)));
            }
            // The stock's last two cards leave it on screen after the step that drew them.
            if (v.stockSize() > 0 || v.turnedUp() != null || dealing() && from == From.STOCK) {
                paintStock(g, l, v);
            } else if (v.seats() == 2 && v.phase() == Phase.TRICKS) {
                paintPlayOff(g, l);
            }
            if (widowShown(v)) {
                paintWidow(g, l, v);
            } else if (burying() && !widowLeaving.isEmpty()) {
                paintWidowLeaving(g, l, v);
            } else if (v.phase() == Phase.AUCTION && v.rules().mode().widowSize() > 0) {
                paintWidowBacks(g, l, v.rules().mode().widowSize());
            }
            for (int seat = 0; seat < v.seats(); seat++) {
                paintPlate(g, l, seat);
            }
            if (buriedBy(v) >= 0) {
                paintBuried(g, l, v);
            }
            paintTrick(g, l, v);
            if (v.seats() == 2) {
                // Once the hand is over the summary lists the declarations; beside it they read as still in play.
                if (!handOver()) {
                    paintExposed(g, l, v);
                }
            } else if (meldLaid(v)) {
                if (!meldTime(v)) {
                    // Shown on request during the tricks: over a dimmed table, as an overlay, not among its cards.
                    g.setColor(new Color(0, 0, 0, 110));
                    g.fill(new Rectangle2D.Double(0, 0, getWidth(), getHeight()));
                }
                paintLaidMeld(g, l, v, meldOut());
            } else if (returningMeld != null && elapsed() < sweepMs) {
                paintLaidMeld(g, l, returningMeld, progress(0, sweepMs));
            }
            paintBubbles(g, l, v);
            paintHand(g, l);
            if (dealing()) {
                paintDeal(g, l, v);
            }
            if (exchanger >= 0 && declaringNow()) {
                paintExchange(g, l, v);
            }
            if (burying() && buriedBy(v) >= 0) {
                paintBurying(g, l, v);
            }
            paintMessage(g, l);
            paintDragged(g, l);
            if (showLastTrick) {
                paintLastTrick(g, l, v);
            }
        }
        g.dispose();
    }

    private void drew(String kind, Rectangle2D r) {
        drawn.add(new Drawn(kind, r));
    }

    /** A card face, noted as drawn. */
    private void face(Graphics2D g, String kind, Card c, Rectangle2D r, Set<CardPainter.Mark> marks) {
        painter.paintFace(g, c, r, marks);
        drew(kind, r);
    }

    /** A line of text, noted as drawn. */
    private void text(Graphics2D g, String kind, String s, double x, double baseline) {
        g.drawString(s, (float) x, (float) baseline);
        FontMetrics fm = g.getFontMetrics();
        drew(kind, new Rectangle2D.Double(x, baseline - fm.getAscent(), fm.stringWidth(s),
                fm.getAscent() + fm.getDescent()));
    }

    private static Color ui(String key) {
        return UIManager.getColor(key);
    }

    private Font font(float size, int style) {
        Font base = UIManager.getFont("Label.font");
        return base.deriveFont(style, size);
    }

    private void paintFelt(Graphics2D g) {
        float r = Math.max(getWidth(), getHeight()) * 0.75f;
        g.setPaint(new RadialGradientPaint(getWidth() / 2f, getHeight() * 0.45f, Math.max(1, r),
                new float[] {0f, 1f},
                new Color[] {ui(settings.cloth().key("centre")), ui(settings.cloth().key("edge"))}));
        g.fillRect(0, 0, getWidth(), getHeight());
    }

    /** A rounded panel with its shadow, noted as drawn under {@code kind}. */
    private void panel(Graphics2D g, String kind, Rectangle2D r, Color fill) {
        drew(kind, new Rectangle2D.Double(r.getX(), r.getY(), r.getWidth() + 1, r.getHeight() + 3));
        panel(g, r, fill);
    }

    private void panel(Graphics2D g, Rectangle2D r, Color fill) {
        g.setColor(new Color(0, 0, 0, 50));
        g.fill(new RoundRectangle2D.Double(r.getX() + 1, r.getY() + 3, r.getWidth(), r.getHeight(), 14, 14));
        g.setColor(fill);
        g.fill(new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), 14, 14));
    }

    /** The contract line, or in the duel (no contract) the trump turned up. */
    private static boolean hasContractLine(SeatView v) {
        return v.contractor() >= 0 || v.trump() != null;
    }

    /** The scoreboard, top left: a row per side, and the contract's when there is one. */
    private Rectangle2D scoreboardBox(SeatView v) {
        return new Rectangle2D.Double(TableLayout.MARGIN, TableLayout.MARGIN, 250, 36
                + 20 * controller.snapshot().scores().size() + (hasContractLine(v) ? 20 : 0));
    }

    /**
     * The totals the scoreboard shows: the game's, except while a hand's last trick is still held and swept
     * before its summary comes up, when they are still those before the hand (the new ones told the result
     * before it was seen; QA).
     */
    List<Integer> scoreboardTotals() {
        Snapshot s = controller.snapshot();
        return panelLater != null && handOver() ? s.view().scores() : s.scores();
    }

    private void paintScoreboard(Graphics2D g, TableLayout l) {
        SeatView v = controller.view();
        Snapshot s = controller.snapshot();
        boolean partners = v.rules().mode().partnerships();
        int sides = s.scores().size();
        boolean playing = !handOver() && (v.phase() == Phase.TRICKS || v.phase() == Phase.DECLARE);
        boolean contractLine = hasContractLine(v);
        Rectangle2D box = scoreboardBox(v);
        panel(g, "scoreboard", box, ui("Pinochle.table.panel"));
        double x = box.getX() + 12;
        double y = box.getY() + 22;
        g.setColor(ui("Pinochle.table.panelText"));
        g.setFont(font(13f, Font.BOLD));
        g.drawString("Hand " + v.handNumber(), (float) x, (float) y);
        g.setFont(font(12f, Font.PLAIN));
        String target = "to " + controller.points(v.rules().target());
        g.drawString(target, (float) (box.getMaxX() - 12 - g.getFontMetrics().stringWidth(target)), (float) y);
        y += 22;
        for (int side = 0; side < sides; side++) {
            g.setColor(ui(side == 0 ? "Pinochle.table.ours" : "Pinochle.table.theirs"));
            g.fill(new Ellipse2D.Double(x, y - 9, 9, 9));
            g.setColor(ui("Pinochle.table.panelText"));
            g.setFont(font(14f, Font.BOLD));
            String total = controller.points(scoreboardTotals().get(side));
            double totalX = box.getMaxX() - 12 - g.getFontMetrics().stringWidth(total);
            g.drawString(total, (float) totalX, (float) y);
            double figures = totalX;
            int sofarPoints = controller.sideMeld(side) + controller.sideCounters(side);
            // Three-handed, only the bidder scores: the defenders' counters count only against it.
            boolean scores = v.rules().mode() != Mode.THREE_HANDED || side == v.contractor();
            if (playing && scores && sofarPoints > 0) {
                // What the side has toward this hand so far: its meld and its counters (your burial's included).
                String sofar = "+" + controller.points(sofarPoints);
                g.setFont(font(12f, Font.PLAIN));
                g.setColor(ui("Label.disabledForeground"));
                figures = totalX - 10 - g.getFontMetrics().stringWidth(sofar);
                g.drawString(sofar, (float) figures, (float) y);
                drew("sofar", new Rectangle2D.Double(figures, y - 12, totalX - 10 - figures, 14));
                g.setColor(ui("Pinochle.table.panelText"));
            }
            // The names take the room the figures leave: "Bartholomew F… & North" ran into "+80".
            g.setFont(font(13f, Font.PLAIN));
            FontMetrics fm = g.getFontMetrics();
            double room = figures - 8 - (x + 16);
            String who;
            if (partners) {
                String second = " & " + fit(controller.name(side + 2), fm, room / 2);
                who = fit(controller.name(side), fm, room - fm.stringWidth(second)) + second;
            } else {
                who = fit(controller.name(side), fm, room);
            }
            text(g, "scoreName", who, x + 16, y);
            y += 20;
        }
        if (contractLine) {
            g.setFont(font(12f, Font.PLAIN));
            FontMetrics fm = g.getFontMetrics();
            String bid = controller.contractBy(v);
            String trump = v.trump() != null ? "  \u00b7  trump " : "";
            // The suit's symbol (13 wide) follows the line.
            double room = box.getMaxX() - 12 - x - fm.stringWidth(bid + trump) - (v.trump() != null ? 8 + 13 : 0);
            String contract = v.contractor() < 0 ? "Trump "
                    : bid + fit(controller.name(v.contractor()), fm, room) + trump;
            text(g, "contract", contract, x, y);
            if (v.trump() != null) {
                double sx = x + g.getFontMetrics().stringWidth(contract) + 8;
                g.setColor(painter.panelSuitColour(v.trump()));
                g.fill(SuitShape.centred(v.trump(), sx, y - 5, 13));
            }
        }
    }

    /** A bot's hand as a fan of backs; a soft gold glow under it while that seat is to act. */
    private void paintBacks(Graphics2D g, TableLayout l, int seat, int count) {
        SeatView v = controller.view();
        if (v.toAct() == seat && controller.snapshot().stage() == Snapshot.Stage.BOT_TO_ACT && count > 0
                && !dealing()) {
            Point2D home = l.home(seat);
            float r = (float) (l.smallH * 1.6);
            Color turn = ui("Pinochle.table.turn");
            g.setPaint(new RadialGradientPaint((float) home.getX(), (float) home.getY(), r, new float[] {0f, 1f},
                    new Color[] {new Color(turn.getRed(), turn.getGreen(), turn.getBlue(), 120),
                        new Color(turn.getRed(), turn.getGreen(), turn.getBlue(), 0)}));
            g.fill(new Ellipse2D.Double(home.getX() - r, home.getY() - r, 2 * r, 2 * r));
        }
        // While cards come in, those in lie where the whole hand will, as the cards in the air go there.
        for (TableLayout.Tilted t : l.fan(seat, v.handSizes().get(seat)).subList(0, count)) {
            Graphics2D c = (Graphics2D) g.create();
            c.rotate(t.angle(), t.cx(), t.cy());
            Rectangle2D card = new Rectangle2D.Double(t.cx() - l.smallW / 2, t.cy() - l.smallH / 2, l.smallW,
                    l.smallH);
            painter.paintBack(c, card, Set.of());
            c.dispose();
            drew("fan", AffineTransform.getRotateInstance(t.angle(), t.cx(), t.cy()).createTransformedShape(card)
                    .getBounds2D());
        }
    }

    /** A card's place on the table: its centre, size and turn (radians, clockwise). */
    private record Place(double cx, double cy, double w, double h, double angle) {
        static Place of(Rectangle2D r) {
            return new Place(r.getCenterX(), r.getCenterY(), r.getWidth(), r.getHeight(), 0);
        }

        /** A bot's card in its fan; a back turned half round looks the same, so the seat across is not turned. */
        static Place of(TableLayout.Tilted t, TableLayout l) {
            double a = Math.abs(t.angle()) > 3 * Math.PI / 4 ? t.angle() - Math.signum(t.angle()) * Math.PI : t.angle();
            return new Place(t.cx(), t.cy(), l.smallW, l.smallH, a);
        }

        /** The place {@code e} of the way from this one to {@code to}. */
        Place toward(Place to, double e) {
            return new Place(cx + (to.cx - cx) * e, cy + (to.cy - cy) * e, w + (to.w - w) * e, h + (to.h - h) * e,
                    angle + (to.angle - angle) * e);
        }
    }

    /**
     * Cards coming into the hands: a deal's from the pack in front of the dealer (what is left of it drawn there;
     * in the duel, the stock), the duel's draw from the stock, a pass from the partner's hand; each in the air to its place in its hand,
     * turning and growing as it goes.
     */
    private void paintDeal(Graphics2D g, TableLayout l, SeatView v) {
        long t = elapsed();
        List<Dealing.Flight> flying = dealing.flying(t);
        Place pack = null;
        if (from == From.PACK && v.stockSize() > 0) {
            // The duel deals off the top of what then lies as the stock.
            pack = Place.of(l.stock());
        } else if (from == From.PACK) {
            Point2D home = l.home(v.dealer());
            // The pack lies a third of the way in from the dealer's hand.
            pack = new Place(home.getX() + (l.centreX - home.getX()) / 3, home.getY() + (l.centreY - home.getY()) / 3,
                    l.smallW, l.smallH, 0);
            int left = dealing.waiting(t);
            for (int i = 0; i < Math.min(4, (left + 5) / 6); i++) {
                painter.paintBack(g, new Rectangle2D.Double(pack.cx() - l.smallW / 2 - i * 1.5,
                        pack.cy() - l.smallH / 2 - i * 1.5, l.smallW, l.smallH), Set.of());
            }
        }
        List<Rectangle2D> mine = handRects(l);
        for (Dealing.Flight f : flying) {
            // The turned-up card, drawn last, is seen by both: it goes face up (to North's hand turning over).
            boolean upturned = lastUp != null && f.card() == 1;
            Place start = upturned ? turnedUpPlace(l) : switch (from) {
                case PACK -> pack;
                case STOCK -> Place.of(l.stock());
                case HAND -> giver == 0
                        ? Place.of(l.hand(handBefore.size(), List.of(), 0).get(leftFrom.get(f.card())))
                        : Place.of(l.fan(giver, v.handSizes().get(giver) + dealing.order().size())
                                .get(v.handSizes().get(giver) + f.card()), l);
            };
            Place end;
            if (f.seat() == 0) {
                if (f.index() >= incoming.size()) {
                    continue;
                }
                end = Place.of(mine.get(incoming.get(f.index())));
            } else {
                int n = v.handSizes().get(f.seat());
                end = Place.of(l.fan(f.seat(), n).get(n - dealing.to(f.seat()) + f.index()), l);
            }
            Place p = start.toward(end, easeOut(f.progress()));
            paintTurning(g, p, lastUp, !upturned ? 0 : f.seat() == 0 ? 1 : 1 - f.progress());
        }
    }

    private void paintStock(Graphics2D g, TableLayout l, SeatView v) {
        Rectangle2D r = l.stock();
        // The cards of a deal or a draw that have not left it yet still lie on it: the turned-up card too, drawn
        // last of all.
        int size = v.stockSize() + (dealing() && from != From.HAND ? dealing.waiting(elapsed()) : 0);
        Card up = v.turnedUp() != null ? v.turnedUp() : size > 0 ? lastUp : null;
        // While the dix exchange is on its way, the nine is not under the stock yet (paintExchange).
        if (up != null) {
            Place p = turnedUpPlace(l);
            if (!(exchanger >= 0 && declaringNow())) {
                Graphics2D t = (Graphics2D) g.create();
                // Crosswise under the stock and pushed right, so its index shows as on a real table.
                t.rotate(p.angle(), p.cx(), p.cy());
                Rectangle2D card = new Rectangle2D.Double(p.cx() - p.w() / 2, p.cy() - p.h() / 2, p.w(), p.h());
                painter.paintFace(t, up, card, EnumSet.of(CardPainter.Mark.HIGHLIGHTED));
                t.dispose();
            }
            drew("stock", new Rectangle2D.Double(p.cx() - p.h() / 2, p.cy() - p.w() / 2, p.h(), p.w()));
        }
        drew("stock", new Rectangle2D.Double(r.getX() - 6, r.getY() - 6, r.getWidth() + 6, r.getHeight() + 6));
        int stacked = Math.min(5, Math.max(0, size - (up != null ? 1 : 0)));
        for (int i = 0; i < stacked; i++) {
            painter.paintBack(g, new Rectangle2D.Double(r.getX() - i * 1.5, r.getY() - i * 1.5, r.getWidth(),
                    r.getHeight()), Set.of());
        }
        if (size == 0) {
            // Its last card on its way to a hand: no "0 cards in stock" under it.
            return;
        }
        g.setColor(ui("Pinochle.table.text"));
        g.setFont(font(13f, Font.BOLD));
        String text = size + (size == 1 ? " card" : " cards") + " in stock";
        text(g, "text", text, r.getX(), r.getMaxY() + 20);
        g.setFont(font(11.5f, Font.PLAIN));
        text(g, "text", "Phase 1: play any card", r.getX(), r.getMaxY() + 36);
    }

    /** The duel once the stock is gone: the rules of the last twelve tricks, where the stock was. */
    private void paintPlayOff(Graphics2D g, TableLayout l) {
        Rectangle2D r = l.stock();
        bubble(g, new Point2D.Double(r.getCenterX(), r.getCenterY()), List.of("Play-off: follow, beat, trump"),
                true);
    }

    /**
     * Whether the three-handed widow lies face up at the head of the table: from the end of the auction while
     * the bidder names trump and buries. Once the burial is done it is part of the bidder's hand; left on the
     * table through the tricks it read as cards still in play.
     */
    static boolean widowShown(SeatView v) {
        return !v.widow().isEmpty() && (v.phase() == Phase.TRUMP || v.phase() == Phase.BURY);
    }

    /** The three-handed widow, face up for all, with who took it. */
    private void paintWidow(Graphics2D g, TableLayout l, SeatView v) {
        long t = elapsed();
        int n = v.widow().size();
        for (int i = 0; i < n; i++) {
            // Turned over one after another.
            double turn = flipMs <= 0 ? 1 : Math.max(0, Math.min(1, (t - i * flipMs / (n + 1.0))
                    / (2.0 * flipMs / (n + 1.0))));
            if (turn >= 1) {
                face(g, "widow", v.widow().get(i), l.widow(i), Set.of());
                continue;
            }
            paintTurning(g, Place.of(l.widow(i)), v.widow().get(i), turn);
            drew("widow", l.widow(i));
        }
        g.setColor(ui("Pinochle.table.text"));
        g.setFont(font(13f, Font.BOLD));
        String text = "Widow \u2014 taken by " + (v.contractor() == 0 ? "you" : controller.name(v.contractor()));
        Rectangle2D last = l.widow(v.widow().size() - 1);
        text(g, "text", text, last.getMaxX() + 14, last.getY() + 20);
    }

    /**
     * The widow leaving the table as the bidder buries: a bot's goes into its hand, turning face down; yours
     * fades where it lies, as its cards have been in your hand, outlined, since it was turned.
     */
    private void paintWidowLeaving(Graphics2D g, TableLayout l, SeatView v) {
        double t = progress(0, buryMs);
        int bidder = v.contractor();
        for (int i = 0; i < widowLeaving.size(); i++) {
            Rectangle2D r = l.widow(i);
            if (bidder == 0) {
                Graphics2D c = (Graphics2D) g.create();
                c.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) (1 - t)));
                painter.paintFace(c, widowLeaving.get(i), r, Set.of());
                c.dispose();
            } else {
                paintTurning(g, Place.of(r).toward(midFan(l, bidder, widowLeaving.size(), i), t),
                        widowLeaving.get(i), 1 - t);
            }
            drew("widow", r);
        }
    }

    /** The three-handed widow face down through the auction, where the winner of the bid will turn it up. */
    private void paintWidowBacks(Graphics2D g, TableLayout l, int size) {
        for (int i = 0; i < size; i++) {
            painter.paintBack(g, l.widow(i), Set.of());
            drew("widow", l.widow(i));
        }
        g.setColor(ui("Pinochle.table.text"));
        g.setFont(font(13f, Font.BOLD));
        Rectangle2D last = l.widow(size - 1);
        text(g, "text", "Widow", last.getMaxX() + 14, last.getY() + 20);
    }

    /**
     * Who buried this hand, as the table shows it (three-handed): you, whose buried cards you see, or a bot bidder,
     * whose lie face down; -1 before the burial or when nobody buries.
     */
    private static int buriedBy(SeatView v) {
        if (!v.buried().isEmpty()) {
            return 0;
        }
        boolean after = v.phase() == Phase.CONCEDE_OR_PLAY || v.phase() == Phase.TRICKS
                || v.phase() == Phase.HAND_OVER;
        return v.seats() == 3 && v.contractor() > 0 && v.trump() != null && after ? v.contractor() : -1;
    }

    /**
     * The three-handed bidder's buried cards, small, under its name plate (yours under West's), labelled on
     * their left: face up when you buried them, their counters already yours; a bot's face down, as at a table
     * where everyone sees that cards were put aside but not which, until the hand is over and they are counted.
     */
    private void paintBuried(Graphics2D g, TableLayout l, SeatView v) {
        g.setFont(font(11.5f, Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        int seat = buriedBy(v);
        List<Rectangle2D> rects = buriedRects(g, l, v);
        List<Card> turned = seat == 0 ? v.buried() : controller.buriedTurnedUp();
        for (int i = 0; i < rects.size(); i++) {
            if (burying()) {
                // On their way from the hand, painted over it (paintBurying); their place is kept.
                drew("buried", rects.get(i));
            } else if (i < turned.size()) {
                face(g, "buried", turned.get(i), rects.get(i), Set.of());
            } else {
                painter.paintBack(g, rects.get(i), Set.of());
                drew("buried", rects.get(i));
            }
        }
        g.setColor(ui("Pinochle.table.text"));
        List<String> label = buriedLabel(v, fm);
        double right = rects.get(0).getX() - 6;
        // The lines centred on the row, as the one line was.
        double baseline = rects.get(0).getCenterY() + fm.getAscent() / 2.0 - 1
                - (label.size() - 1) * fm.getHeight() / 2.0;
        for (String line : label) {
            text(g, "buried", line, right - fm.stringWidth(line), baseline);
            baseline += fm.getHeight();
        }
    }

    /**
     * "Buried" beside your own cards; a bot's row says whose it is ("West" over "buried"), as West's row lies
     * between West's plate and yours.
     */
    private List<String> buriedLabel(SeatView v, FontMetrics fm) {
        int seat = buriedBy(v);
        // A name from a saved file may be long: the label keeps half the plate's width for the cards.
        return seat == 0 ? List.of("Buried")
                : List.of(fit(controller.name(seat), fm, TableLayout.PLATE_W / 2), "buried");
    }

    /** Where the buried cards lie, right of their label. */
    private List<Rectangle2D> buriedRects(Graphics2D g, TableLayout l, SeatView v) {
        int seat = buriedBy(v);
        int n = seat == 0 ? v.buried().size() : v.rules().mode().widowSize();
        FontMetrics fm = g.getFontMetrics(font(11.5f, Font.BOLD));
        return l.buried(seat, n, buriedLabel(v, fm).stream().mapToInt(fm::stringWidth).max().orElse(0));
    }

    /** Whether the cards just buried are still on their way from the bidder's hand to their row. */
    private boolean burying() {
        return buryMs > 0 && elapsed() < buryMs;
    }

    /**
     * The cards just buried, on their way down to their row: yours from their places in your hand, face up; a
     * bot's from the middle of its fan, face down.
     */
    private void paintBurying(Graphics2D g, TableLayout l, SeatView v) {
        List<Rectangle2D> rects = buriedRects(g, l, v);
        int seat = buriedBy(v);
        double t = progress(0, buryMs);
        if (seat == 0) {
            List<Rectangle2D> from = l.hand(handBefore.size(), List.of(), 0);
            for (int i = 0; i < rects.size(); i++) {
                paintTurning(g, Place.of(from.get(leftFrom.get(i))).toward(Place.of(rects.get(i)), t),
                        v.buried().get(i), 1);
            }
            return;
        }
        for (int i = 0; i < rects.size(); i++) {
            paintTurning(g, midFan(l, seat, rects.size(), i).toward(Place.of(rects.get(i)), t), null, 0);
        }
    }

    /** Whether the laid meld is painted: while it is on the table, or when the player asks to see it. */
    private boolean meldLaid(SeatView v) {
        return meldTime(v) || showMelds && v.trump() != null;
    }

    /** From trump named until the first card is played, when every seat's meld lies face up. */
    static boolean meldTime(SeatView v) {
        return v.trump() != null && (v.phase() == Phase.BURY || v.phase() == Phase.CONCEDE_OR_PLAY
                || v.phase() == Phase.TRICKS && v.tricks().isEmpty() && v.trick().isEmpty());
    }

    /**
     * How far (1 to 0) the laid meld still is from the table as it comes out of the hands: it is laid once the
     * cards passed with the same step have landed, in the time a trick takes to be swept. 0 once it lies there.
     */
    private double meldOut() {
        if (!layingMeld) {
            return 0;
        }
        return 1 - progress(dealing == null ? 0 : dealing.end(), sweepMs);
    }

    /** The laid meld drawn {@code t} of the way (0 to 1) back to each seat's hand, shrinking and fading. */
    private void paintLaidMeld(Graphics2D g0, TableLayout l, SeatView v, double t) {
        // The metrics the groups are painted with (fractional), so the place found is the place painted.
        FontMetrics fm = g0.getFontMetrics(font(11.5f, Font.BOLD));
        for (int seat = 0; seat < v.seats(); seat++) {
            Graphics2D g = (Graphics2D) g0.create();
            List<Meld> melds = v.melds().get(seat);
            LaidMeld laid = laidMeld(melds);
            MeldPlace place = meldPlace(fm, l, v, seat, laid);
            if (t > 0) {
                Rectangle2D area = place.area();
                Point2D home = l.home(seat);
                double scale = 1 - 0.7 * t;
                g.translate(area.getCenterX() + (home.getX() - area.getCenterX()) * t,
                        area.getCenterY() + (home.getY() - area.getCenterY()) * t);
                g.scale(scale, scale);
                g.translate(-area.getCenterX(), -area.getCenterY());
                g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) (1 - t)));
            }
            paintGroups(g, place.area(), seat == 0, place.miniW(), laid.cards(), laid.labels(), meldCaption(v, seat),
                    List.of());
            g.dispose();
        }
    }

    /** "North: meld 170", over a seat's laid meld. */
    private String meldCaption(SeatView v, int seat) {
        List<Meld> melds = v.melds().get(seat);
        int total = melds.stream().mapToInt(Meld::points).sum();
        return melds.isEmpty() ? controller.name(seat) + ": no meld"
                : controller.name(seat) + ": meld " + controller.points(total);
    }

    /** A seat's meld as laid on the table: its groups of cards and the label under each. */
    private record LaidMeld(List<List<Card>> cards, List<String> labels) { }

    /**
     * One group per kind of meld, labelled with its name and value ("Run 150"). Melds of one kind share a group
     * ("3 marriages 60"): one group each, a double-deck hand's marriages ran down a side seat's narrow area
     * into the hand.
     */
    private LaidMeld laidMeld(List<Meld> melds) {
        Map<MeldKind, List<Meld>> byKind = new LinkedHashMap<>();
        for (Meld m : melds) {
            byKind.computeIfAbsent(m.kind(), k -> new ArrayList<>()).add(m);
        }
        List<List<Card>> cards = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        byKind.forEach((kind, same) -> {
            List<Card> group = new ArrayList<>();
            same.forEach(m -> group.addAll(m.cards()));
            cards.add(group);
            String name = same.size() == 1 ? capital(kind.label()) : same.size() + " " + plural(kind.label());
            labels.add(name + " " + controller.points(same.stream().mapToInt(Meld::points).sum()));
        });
        return new LaidMeld(cards, labels);
    }

    /** Where a seat's meld is laid, and the width of its small cards. */
    private record MeldPlace(Rectangle2D area, double miniW) { }

    /**
     * A side seat's meld runs down its narrow area, which must stop above the hand, the seat's plate (and the
     * card count over it) and South's meld, and start below the top seat's meld, where those reach beside it.
     * When it would not fit, it rises as far as the scoreboard or the top seat's meld, then its cards shrink, to
     * three fifths at the least, so that more groups share a row. The other seats keep their area.
     */
    private MeldPlace meldPlace(FontMetrics fm, TableLayout l, SeatView v, int seat, LaidMeld laid) {
        Rectangle2D area = l.meldArea(seat);
        TableLayout.Side side = l.side(seat);
        if (side != TableLayout.Side.LEFT && side != TableLayout.Side.RIGHT) {
            return new MeldPlace(area, l.miniW());
        }
        if (bar.isVisible()) {
            // The panel's width follows its text (and the screen's fonts): the area stops short of it as laid out.
            Rectangle panel = bar.getBounds();
            double x = side == TableLayout.Side.LEFT ? area.getX()
                    : Math.max(area.getX(), panel.getMaxX() + TableLayout.PANEL_GAP);
            double maxX = side == TableLayout.Side.LEFT ? Math.min(area.getMaxX(), panel.getX() - TableLayout.PANEL_GAP)
                    : area.getMaxX();
            if (maxX - x >= l.miniW()) {
                area = new Rectangle2D.Double(x, area.getY(), maxX - x, area.getHeight());
            }
        }
        double bottom = Math.min(l.plate(seat).getY() - COUNT_H, l.handY) - TableLayout.PAD;
        // The caption sits 4 px above the area, its shadow 3 px below what is above.
        double top = scoreboardBox(v).getMaxY() + TableLayout.PAD + 8;
        for (int s = 0; s < v.seats(); s++) {
            TableLayout.Side other = l.side(s);
            if (other == TableLayout.Side.TOP || other == TableLayout.Side.BOTTOM) {
                Rectangle2D ext = meldExtent(l, v, s);
                if (ext.getMaxX() > area.getX() && ext.getX() < area.getMaxX()) {
                    if (other == TableLayout.Side.TOP) {
                        top = Math.max(top, ext.getMaxY() + TableLayout.PAD + 8);
                    } else {
                        bottom = Math.min(bottom, ext.getY() - TableLayout.PAD);
                    }
                }
            }
        }
        double start = Math.max(area.getY(), top);
        double w = l.miniW();
        for (double scale = 1; ; scale -= 0.05) {
            w = l.miniW() * scale;
            double needed = TableLayout.CAPTION_H + rows(fm, w, area.getWidth(), laid.cards(), laid.labels()).size()
                    * rowH(w);
            // A group wider than the area would reach past it, toward the decision panel: smaller cards.
            double widest = widestRow(fm, w, area.getWidth(), laid);
            if (widest > area.getWidth() && scale >= 0.6) {
                continue;
            }
            // A group still wider than the area at the smallest cards reaches out past the area's outer edge, away
            // from the middle, rather than both ways: never toward the decision panel. So does the caption, which
            // does not shrink with the cards (centred, West's ran under a wide three-handed panel).
            double over = Math.max(0, Math.max(widest, captionWidth(getFontMetrics(font(12.5f, Font.BOLD)),
                    meldCaption(v, seat))) - area.getWidth()) / 2;
            double x = area.getX() + (side == TableLayout.Side.LEFT ? -over : over);
            if (start + needed <= bottom) {
                return new MeldPlace(new Rectangle2D.Double(x, start, area.getWidth(), needed), w);
            }
            if (needed <= bottom - top || scale < 0.6) {
                double y = Math.max(top, bottom - needed);
                return new MeldPlace(new Rectangle2D.Double(x, y, area.getWidth(), needed), w);
            }
        }
    }

    /** A row of laid meld with cards {@code miniW} wide: the cards and their label under them. */
    private static double rowH(double miniW) {
        return miniW * CardPainter.ASPECT + 22;
    }

    /** "marriages", "runs"; "dix" and "… around" stay as they are. */
    private static String plural(String label) {
        return label.endsWith("dix") || label.endsWith("around") ? label : label + "s";
    }

    /** Where the top or the bottom seat's laid meld lies as painted: its caption and its rows. */
    private Rectangle2D meldExtent(TableLayout l, SeatView v, int seat) {
        return groupsExtent(l.meldArea(seat), seat == 0, l.miniW(), laidMeld(v.melds().get(seat)),
                meldCaption(v, seat));
    }

    /**
     * Where {@link #paintGroups} paints in {@code area}: the caption's bubble and every row down to the last
     * row's labels, as wide as the wider of the caption and the widest row, centred in the area.
     */
    private Rectangle2D groupsExtent(Rectangle2D area, boolean growsUp, double w, LaidMeld laid, String caption) {
        FontMetrics fm = getFontMetrics(font(11.5f, Font.BOLD));
        int rows = rows(fm, w, area.getWidth(), laid.cards(), laid.labels()).size();
        double widest = widestRow(fm, w, area.getWidth(), laid);
        double top = area.getY() - 4 - (growsUp ? rowH(w) * Math.max(0, rows - 1) : 0);
        // The caption's bubble starts 4 px above the area; each row's labels end 5 px above the row's bottom.
        Rectangle2D extent = new Rectangle2D.Double(area.getCenterX() - widest / 2, top, widest,
                4 + TableLayout.CAPTION_H + rows * rowH(w) - 5);
        Rectangle2D cap = captionBubble(area.getCenterX(), top, getFontMetrics(font(12.5f, Font.BOLD)), caption);
        return new Rectangle2D.Double(Math.min(extent.getX(), cap.getX()), top,
                Math.max(extent.getMaxX(), cap.getMaxX()) - Math.min(extent.getX(), cap.getX()), extent.getHeight());
    }

    /**
     * A caption's bubble's width as {@link #paintGroups} draws it: its bold text and 8 px either side. Painting
     * measures with the graphics' own metrics, the layout with the component's.
     */
    private static double captionWidth(FontMetrics bold, String caption) {
        return bold.stringWidth(caption) + 16;
    }

    /**
     * A caption's bubble as {@link #paintGroups} draws it, its bold text and 8 px either side, centred on
     * {@code centreX} but kept on the table: the duel's "North declared 130 (pinochle, marriage ×2, …)" beside
     * the trick ran past the right edge of a 1024 px window (QA).
     */
    private Rectangle2D captionBubble(double centreX, double top, FontMetrics bold, String caption) {
        double w = captionWidth(bold, caption);
        double x = Math.max(TableLayout.MARGIN, Math.min(centreX - w / 2, getWidth() - TableLayout.MARGIN - w));
        return new Rectangle2D.Double(x, top, w, 19);
    }

    /** The widest row of laid meld with cards {@code miniW} wide, flowing in {@code width}. */
    private static double widestRow(FontMetrics fm, double miniW, double width, LaidMeld laid) {
        double widest = 0;
        for (List<Integer> row : rows(fm, miniW, width, laid.cards(), laid.labels())) {
            double w = -GROUP_GAP;
            for (int i : row) {
                w += groupWidth(fm, miniW, laid.cards().get(i), laid.labels().get(i), width) + GROUP_GAP;
            }
            widest = Math.max(widest, w);
        }
        return widest;
    }

    private boolean handOver() {
        Snapshot.Stage stage = controller.snapshot().stage();
        return stage == Snapshot.Stage.HAND_OVER || stage == Snapshot.Stage.GAME_OVER;
    }

    /**
     * The duel: what each player declared, and the opponent's declared cards still held, face up on its side.
     * The human's own declared cards stay in the hand, where they are played from, with a "shown" tab.
     */
    private void paintExposed(Graphics2D g, TableLayout l, SeatView v) {
        for (int seat = 0; seat < 2; seat++) {
            String caption = exposedCaption(v, seat);
            // Where the declare panel must lie over your own caption, it goes while the panel is up rather than
            // peek out half hidden: your declared cards still wear their "shown" tabs.
            boolean covered = seat == 0 && caption != null && bar.isVisible()
                    && bar.getBounds().intersects(exposedExtent(l, v, 0));
            if (caption != null && !covered) {
                LaidMeld shown = exposedGroups(v, seat);
                paintDeclaring(g, l, paintGroups(g, l.exposedArea(seat), seat == 0, l.miniW(), shown.cards(),
                        shown.labels(), caption, seat == 1 && declaringNow() ? declaring : List.of()));
            }
        }
    }

    /** Whether the opponent's declared cards are still on their way from its hand to the table. */
    private boolean declaringNow() {
        return declareMs > 0 && elapsed() < declareMs;
    }

    /**
     * The cards {@code seat} shows in {@code now} that it did not in {@code before}, copy by copy: what its
     * declaration put on the table (a card already shown for another meld stays where it lies).
     */
    static List<Card> newlyExposed(SeatView before, SeatView now, int seat) {
        List<Card> added = new ArrayList<>(now.exposed().get(seat));
        for (Card c : before.exposed().get(seat)) {
            added.remove(c);
        }
        return added;
    }

    /**
     * The opponent's declared cards on their way out of its hand, from the middle of its fan to their places
     * among its declarations, turning face up on the way; or the turned-up card it took for the dix, on its way
     * from under the stock to its place beside them.
     */
    private void paintDeclaring(Graphics2D g, TableLayout l, List<Landing> cards) {
        if (cards.isEmpty()) {
            return;
        }
        double e = progress(0, declareMs);
        for (int i = 0; i < cards.size(); i++) {
            Rectangle2D to = cards.get(i).to();
            Place from = exchanger == 1 ? turnedUpPlace(l) : midFan(l, 1, cards.size(), i);
            paintTurning(g, from.toward(Place.of(to), e), cards.get(i).card(), exchanger == 1 ? 1 : e);
            drew("declaring", to);
        }
    }

    /**
     * A dix exchange (RULES.md §5) on its way: the trump nine out of the hand to the turned-up card's place,
     * crosswise under the stock, and, when it is yours, the card it replaces into your hand (the opponent's goes
     * beside its declarations: {@link #paintDeclaring}).
     */
    private void paintExchange(Graphics2D g, TableLayout l, SeatView v) {
        double e = progress(0, declareMs);
        Place under = turnedUpPlace(l);
        if (exchanger == 0) {
            Place from = Place.of(l.hand(handBefore.size(), List.of(), 0).get(leftFrom.get(0)));
            paintTurning(g, from.toward(under, e), v.turnedUp(), 1);
            paintTurning(g, under.toward(Place.of(handRects(l).get(takenAt)), e), taken, 1);
        } else {
            paintTurning(g, midFan(l, 1, 1, 0).toward(under, e), v.turnedUp(), e);
        }
    }

    /** The {@code i}-th of {@code n} cards about the middle of a bot's fan, where cards leave it or join it. */
    private Place midFan(TableLayout l, int seat, int n, int i) {
        List<TableLayout.Tilted> fan = l.fan(seat, controller.view().handSizes().get(seat));
        return Place.of(fan.get(Math.max(0, Math.min(fan.size() - 1, (fan.size() - n) / 2 + i))), l);
    }

    /** Where {@link #paintStock} lays the turned-up card. */
    private static Place turnedUpPlace(TableLayout l) {
        Rectangle2D r = l.stock();
        return new Place(r.getCenterX() + l.cardW * 0.55, r.getCenterY(), r.getWidth(), r.getHeight(), Math.PI / 2);
    }

    /**
     * {@code card} at {@code p}, {@code turn} of the way (0 to 1) from face down to face up: turned about its
     * upright middle, so the back narrows away and the face widens in. At 0 it is a back (any card, even null).
     */
    private void paintTurning(Graphics2D g, Place p, Card card, double turn) {
        Graphics2D c = (Graphics2D) g.create();
        c.rotate(p.angle(), p.cx(), p.cy());
        c.translate(p.cx(), 0);
        c.scale(Math.max(0.02, Math.min(1, Math.abs(1 - 2 * turn))), 1);
        c.translate(-p.cx(), 0);
        Rectangle2D r = new Rectangle2D.Double(p.cx() - p.w() / 2, p.cy() - p.h() / 2, p.w(), p.h());
        if (turn < 0.5) {
            painter.paintBack(c, r, Set.of());
        } else {
            painter.paintFace(c, card, r, Set.of());
        }
        c.dispose();
    }

    /** "North declared 80 (marriage, pinochle)", or null while a seat has declared nothing. */
    String exposedCaption(SeatView v, int seat) {
        int total = v.melds().get(seat).stream().mapToInt(Meld::points).sum();
        if (v.exposed().get(seat).isEmpty() && total == 0) {
            return null;
        }
        // Each kind once, in the order first declared, with its count: "marriage, marriage, marriage" made the
        // caption too long for the table's width.
        Map<String, Integer> kinds = new LinkedHashMap<>();
        for (Meld m : v.melds().get(seat)) {
            kinds.merge(m.kind().label(), 1, Integer::sum);
        }
        StringJoiner said = new StringJoiner(", ");
        kinds.forEach((kind, n) -> said.add(n == 1 ? kind : kind + " \u00d7" + n));
        return controller.subject(seat) + " declared " + controller.points(total) + " (" + said + ")";
    }

    /**
     * The opponent's declared cards still held, in one group, and beside them the turned-up card it took by the
     * dix exchange while it still holds it: both players saw it go into the hand. The human's stay in its hand.
     */
    private static LaidMeld exposedGroups(SeatView v, int seat) {
        List<Card> cards = v.exposed().get(seat);
        if (seat == 0) {
            return new LaidMeld(List.of(), List.of());
        }
        Card taken = v.exchangedCardHeld(seat);
        if (taken == null) {
            return new LaidMeld(cards.isEmpty() ? List.of() : List.of(cards),
                    List.of(cards.isEmpty() ? "all played" : "on the table"));
        }
        return cards.isEmpty() ? new LaidMeld(List.of(List.of(taken)), List.of("took for the dix"))
                : new LaidMeld(List.of(cards, List.of(taken)), List.of("on the table", "took for the dix"));
    }

    /** Where a seat's declarations lie as painted (caption and cards), or null when there are none. */
    private Rectangle2D exposedExtent(TableLayout l, SeatView v, int seat) {
        String caption = exposedCaption(v, seat);
        return caption == null ? null
                : groupsExtent(l.exposedArea(seat), seat == 0, l.miniW(), exposedGroups(v, seat), caption);
    }

    /**
     * Groups of small face-up cards flowing left to right in {@code area}, wrapping to a new row when full,
     * each labelled underneath; {@code caption} heads the area. The groups are centred on each row; the cards
     * are {@code w} wide. The {@code coming} cards (the opponent's just declared) are left out, on their way
     * there: where they go is returned, for them to be painted over everything else.
     */
    private List<Landing> paintGroups(Graphics2D g, Rectangle2D area, boolean growsUp, double w,
            List<List<Card>> groups, List<String> labels, String caption, List<Card> coming) {
        List<Card> pending = new ArrayList<>(coming);
        List<Landing> landings = new ArrayList<>();
        double h = w * CardPainter.ASPECT;
        double step = w * 0.4;
        // Measured in the bold the labels are drawn in, or wide labels run into each other.
        g.setFont(font(11.5f, Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        List<List<Integer>> rows = rows(fm, w, area.getWidth(), groups, labels);
        // South's area, below the trick, grows upward when its meld wraps, the others downward.
        double lift = growsUp ? rowH(w) * Math.max(0, rows.size() - 1) : 0;
        area = new Rectangle2D.Double(area.getX(), area.getY() - lift, area.getWidth(), area.getHeight());
        g.setFont(font(12.5f, Font.BOLD));
        Rectangle2D cap = captionBubble(area.getCenterX(), area.getY() - 4, g.getFontMetrics(), caption);
        panel(g, "caption", cap, ui("Pinochle.table.bubble"));
        g.setColor(ui("Pinochle.table.bubbleText"));
        g.drawString(caption, (float) (cap.getX() + 8), (float) (cap.getY() + 14));
        double y = area.getY() + TableLayout.CAPTION_H;
        for (List<Integer> row : rows) {
            double rowW = -GROUP_GAP;
            for (int i : row) {
                rowW += groupWidth(fm, w, groups.get(i), labels.get(i), area.getWidth()) + GROUP_GAP;
            }
            double x = area.getCenterX() - rowW / 2;
            for (int i : row) {
                List<Card> cards = groups.get(i);
                double cw = w + step * (cards.size() - 1);
                // A label wider than the area ("Royal marriage 40" beside the panel at 1024) is set smaller.
                Font label = font(11.5f, Font.BOLD);
                // Measured as drawn, as the rows were: the component's metrics (whole pixels per glyph) made a
                // long label some pixels wider than its row allowed, and the row ran toward the decision panel.
                while (g.getFontMetrics(label).stringWidth(labels.get(i)) > area.getWidth() && label.getSize2D() > 8) {
                    label = label.deriveFont(label.getSize2D() - 0.5f);
                }
                double lw = g.getFontMetrics(label).stringWidth(labels.get(i));
                double gw = Math.max(cw, lw);
                for (int k = 0; k < cards.size(); k++) {
                    Rectangle2D r = new Rectangle2D.Double(x + (gw - cw) / 2 + k * step, y, w, h);
                    if (pending.remove(cards.get(k))) {
                        landings.add(new Landing(cards.get(k), r));
                    } else {
                        face(g, "meld", cards.get(k), r, Set.of());
                    }
                }
                g.setFont(label);
                g.setColor(ui("Pinochle.table.text"));
                text(g, "label", labels.get(i), x + (gw - lw) / 2, y + h + 14);
                x += gw + GROUP_GAP;
            }
            y += rowH(w);
        }
        return landings;
    }

    /** A card on its way to the table and the place it lands on. */
    private record Landing(Card card, Rectangle2D to) {
    }

    /** Which groups share each row as they flow left to right in {@code width}, wrapping when a row is full. */
    private static List<List<Integer>> rows(FontMetrics fm, double miniW, double width, List<List<Card>> groups,
            List<String> labels) {
        List<List<Integer>> rows = new ArrayList<>();
        double x = 0;
        for (int i = 0; i < groups.size(); i++) {
            double gw = groupWidth(fm, miniW, groups.get(i), labels.get(i), width);
            if (rows.isEmpty() || x > 0 && x + gw > width) {
                rows.add(new ArrayList<>());
                x = 0;
            }
            rows.get(rows.size() - 1).add(i);
            x += gw + GROUP_GAP;
        }
        return rows;
    }

    /** A group's width: its fanned small cards, or its label when that is wider, at most {@code room}. */
    private static double groupWidth(FontMetrics fm, double miniW, List<Card> cards, String label, double room) {
        return Math.max(miniW * (1 + 0.4 * (cards.size() - 1)), Math.min(fm.stringWidth(label), room));
    }

    private void paintPlate(Graphics2D g, TableLayout l, int seat) {
        SeatView v = controller.view();
        Snapshot s = controller.snapshot();
        Rectangle2D r = l.plate(seat);
        boolean toAct = v.toAct() == seat && s.stage() != Snapshot.Stage.HAND_OVER && !dealing();
        if (toAct) {
            g.setColor(ui("Pinochle.table.turn"));
            g.setStroke(new BasicStroke(3f));
            g.draw(new RoundRectangle2D.Double(r.getX() - 3, r.getY() - 3, r.getWidth() + 6, r.getHeight() + 6,
                    18, 18));
        }
        // Noted with the turn outline, which comes and goes: what sits near a plate keeps clear of it either way.
        double o = TableLayout.OUTLINE;
        drew("plate", new Rectangle2D.Double(r.getX() - o, r.getY() - o, r.getWidth() + 2 * o, r.getHeight() + 2 * o));
        panel(g, r, ui("Pinochle.table.panel"));
        g.setColor(ui(v.sideOf(seat) == 0 ? "Pinochle.table.ours" : "Pinochle.table.theirs"));
        g.fill(new RoundRectangle2D.Double(r.getX(), r.getY(), 6, r.getHeight(), 6, 6));
        g.setColor(ui("Pinochle.table.panelText"));
        g.setFont(font(14f, Font.BOLD));
        double chip = 18;
        // Fourteen wide letters ("Bartholomew F…") run past a plate, and into the dealer's chip.
        double room = r.getWidth() - 14 - (seat == v.dealer() ? chip + 12 : 8);
        text(g, "name", fit(controller.name(seat), g.getFontMetrics(), room), r.getX() + 14, r.getY() + 19);
        g.setFont(font(11.5f, Font.PLAIN));
        String sub = plateLine(seat, toAct);
        g.drawString(sub, (float) (r.getX() + 14), (float) (r.getY() + 36));
        if (seat == v.dealer()) {
            // On the name's line, clear of the line below.
            Ellipse2D dealer = new Ellipse2D.Double(r.getMaxX() - chip - 8, r.getY() + 6, chip, chip);
            drew("dealer", dealer.getBounds2D());
            g.setColor(ui("Pinochle.table.turn"));
            g.fill(dealer);
            g.setColor(Color.WHITE);
            g.setFont(font(12f, Font.BOLD));
            FontMetrics fm = g.getFontMetrics();
            g.drawString("D", (float) (dealer.getCenterX() - fm.stringWidth("D") / 2.0),
                    (float) (dealer.getCenterY() + fm.getAscent() / 2.0 - 2));
        }
        int n = dealt(seat, v.handSizes().get(seat));
        if (seat > 0 && n > 0) {
            g.setFont(font(11f, Font.PLAIN));
            g.setColor(ui("Pinochle.table.text"));
            String count = n + (n == 1 ? " card" : " cards");
            Point2D home = l.home(seat);
            TableLayout.Side side = l.side(seat);
            double cx = side == TableLayout.Side.TOP ? r.getX() : home.getX() - g.getFontMetrics().stringWidth(count) / 2.0;
            double cy = side == TableLayout.Side.TOP ? r.getMaxY() + 16 : r.getY() - 8;
            text(g, "text", count, cx, cy);
        }
    }

    /** A plate's second line: whose turn, or who sits there, and the seat's meld once it is shown. */
    String plateLine(int seat, boolean toAct) {
        SeatView v = controller.view();
        Snapshot s = controller.snapshot();
        String sub;
        if (toAct && s.stage() == Snapshot.Stage.BOT_TO_ACT) {
            sub = "thinking\u2026";
        } else if (toAct) {
            sub = "your turn";
        } else if (s.seats().get(seat).human()) {
            // Under a name the player chose, "you" says whose seat it is; under "You" it would say it twice.
            sub = controller.name(seat).equalsIgnoreCase("you") ? "" : "you";
        } else {
            sub = s.seats().get(seat).level().label() + " bot";
        }
        // The meld is told once it starts to come out of the hands, as the laid meld and its totals are; in the
        // duel, once the seat has declared some ("meld 0" from the first card on told nothing).
        boolean shown = v.rules().mode() != Mode.DUEL || !v.melds().get(seat).isEmpty();
        if ((v.phase() == Phase.TRICKS || v.phase() == Phase.CONCEDE_OR_PLAY || v.phase() == Phase.DECLARE
                || v.phase() == Phase.BURY) && meldOut() < 1 && shown) {
            int meld = v.melds().get(seat).stream().mapToInt(Meld::points).sum();
            // Beside the meld the level alone says it is a bot ("Medium bot · meld 270" would not fit every plate,
            // and the plates should read alike).
            sub = (sub.isEmpty() ? "" : sub.replace(" bot", "") + "  \u00b7  ") + "meld " + controller.points(meld);
        }
        return sub;
    }

    /** {@code s} as much of it as fits {@code width} in {@code fm}'s font, cut with "…" where it does not. */
    private static String fit(String s, FontMetrics fm, double width) {
        if (fm.stringWidth(s) <= width) {
            return s;
        }
        String cut = s.endsWith("\u2026") ? s.substring(0, s.length() - 1) : s;
        while (!cut.isEmpty() && fm.stringWidth(cut.strip() + "\u2026") > width) {
            cut = cut.substring(0, cut.offsetByCodePoints(cut.length(), -1));
        }
        return cut.strip() + "\u2026";
    }

    private double progress(long start, int duration) {
        if (duration <= 0) {
            return 1;
        }
        return easeOut(Math.max(0, Math.min(1, (elapsed() - start) / (double) duration)));
    }

    /** A move's way (0 to 1) at {@code t} of its time: fast at first, slowing as it lands. */
    private static double easeOut(double t) {
        return 1 - Math.pow(1 - t, 3);
    }

    private void paintTrick(Graphics2D g, TableLayout l, SeatView v) {
        if (sweeping != null) {
            long elapsed = elapsed();
            if (elapsed < slideMs + holdMs + sweepMs) {
                double t = progress(slideMs + holdMs, sweepMs);
                Point2D to = l.home(sweeping.winner());
                for (Played p : sweeping.cards()) {
                    Rectangle2D r = l.trickCard(p.seat());
                    if (p.equals(sliding) && p == sweeping.cards().get(sweeping.cards().size() - 1)) {
                        r = slide(l, p, r);
                    }
                    double scale = 1 - 0.5 * t;
                    double cx = r.getCenterX() + (to.getX() - r.getCenterX()) * t;
                    double cy = r.getCenterY() + (to.getY() - r.getCenterY()) * t;
                    Rectangle2D m = new Rectangle2D.Double(cx - r.getWidth() * scale / 2,
                            cy - r.getHeight() * scale / 2, r.getWidth() * scale, r.getHeight() * scale);
                    Graphics2D fade = (Graphics2D) g.create();
                    fade.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) (1 - 0.6 * t)));
                    face(fade, "trick", p.card(), m, Set.of());
                    fade.dispose();
                }
                // Once the last card has landed: sliding in, it would pass under the tag.
                if (t == 0 && elapsed >= slideMs) {
                    paintWinnerTag(g, l, sweeping);
                }
                return;
            }
        }
        for (Played p : v.trick()) {
            Rectangle2D r = l.trickCard(p.seat());
            if (p.equals(sliding) && p == v.trick().get(v.trick().size() - 1)) {
                r = slide(l, p, r);
            }
            face(g, "trick", p.card(), r, Set.of());
        }
    }

    private Rectangle2D slide(TableLayout l, Played p, Rectangle2D to) {
        double t = progress(0, slideMs);
        Point2D from = l.home(p.seat());
        double cx = from.getX() + (to.getCenterX() - from.getX()) * t;
        double cy = from.getY() + (to.getCenterY() - from.getY()) * t;
        return new Rectangle2D.Double(cx - to.getWidth() / 2, cy - to.getHeight() / 2, to.getWidth(), to.getHeight());
    }

    /**
     * In the tricks the partner's reason speaks of its card in the trick on the table (or the one just won): a
     * reason from an earlier trick ("only legal card") would read as about this one.
     */
    private boolean reasonCurrent(SeatView v) {
        // Before the first card only the contract holder has decided in the tricks' phase: to play on, or to shoot.
        if (v.phase() != Phase.TRICKS || meldTime(v) && sweeping == null) {
            return true;
        }
        return trickShown(v).stream().anyMatch(p -> p.seat() == 2);
    }

    /** The trick the table shows: the one on the table, or the one just won while it is swept away. */
    private List<Played> trickShown(SeatView v) {
        return !v.trick().isEmpty() || sweeping == null ? v.trick() : sweeping.cards();
    }

    private void paintWinnerTag(Graphics2D g, TableLayout l, TrickRecord t) {
        String text = t.winner() == 0 ? "You take the trick" : controller.name(t.winner()) + " takes the trick";
        // Clear of the trick's cards: below South's where the hand leaves room (a raised card's lift included),
        // else above North's, under the top hand; only where neither has room, over the trick's middle.
        double half = 18;
        double below = l.trickCard(0).getMaxY() + 6 + half;
        double top = l.centreY - l.cardH / 2;
        for (int seat = 0; seat < controller.view().seats(); seat++) {
            top = Math.min(top, l.trickCard(seat).getY());
        }
        double above = top - 6 - half;
        double y = below + half <= l.handY - 16 ? below
                : above - half >= TableLayout.MARGIN + l.smallH + 8 ? above : l.centreY;
        bubble(g, new Point2D.Double(l.centreX, y), List.of(text), true);
    }

    private void paintBubbles(Graphics2D g, TableLayout l, SeatView v) {
        Snapshot s = controller.snapshot();
        Rectangle2D partnerSaid = null;
        if (v.phase() == Phase.AUCTION) {
            // A bid the conventions give a meaning is alerted above it, as bridge players alert: the player
            // learns what the bots' bids say, and every seat reads the same calls.
            for (Map.Entry<Integer, TableController.Said> e : controller.lastCalls(v).entrySet()) {
                TableController.Said said = e.getValue();
                Rectangle2D r = bubble(g, l.bubble(e.getKey()), said.alert() == null ? List.of(said.call())
                        : List.of(said.alert().label(), said.call()), false);
                if (said.alert() != null) {
                    alertTips.put(r, controller.alertMeaning(e.getKey(), said.alert()));
                }
                if (e.getKey() == 2) {
                    partnerSaid = r;
                }
            }
        }
        // Once the meld starts to come out of the hands: not over cards still passed across.
        if (meldTime(v) && v.seats() > 2 && !bar.isVisible() && meldOut() < 1) {
            paintMeldTotals(g, l, v);
        }
        boolean over = s.stage() == Snapshot.Stage.HAND_OVER || s.stage() == Snapshot.Stage.GAME_OVER;
        // A throw-in ends the hand at once: the summary says that the partner threw in, only its reason says why
        // (QA: with the reasons on, the partner's throw-in went unexplained).
        boolean threwIn = over && s.last() != null && s.last().seat() == 2
                && s.last().action() instanceof Action.ThrowIn;
        // Show melds lays the meld over a dimmed table: the reason, about North's card under it, waits (it was
        // drawn undimmed on North's "North: meld N" title).
        boolean overlay = showMelds && !meldTime(v);
        if (settings.showPartnerReasons() && v.seats() == 4 && (!over || threwIn) && !overlay) {
            String reason = s.reasons().get(2);
            if (reason != null && reasonCurrent(v)) {
                double y = l.plate(2).getMaxY() + 44;
                if (partnerSaid != null) {
                    // Below the partner's bid (two lines when alerted), which sits where the reason would otherwise go.
                    y = Math.max(y, partnerSaid.getMaxY() + 21);
                }
                // Below the partner's fanned hand, whose curve dips under its plate.
                Rectangle2D fan = northFan(l);
                if (fan != null) {
                    y = Math.max(y, fan.getMaxY() + 20);
                }
                // An Expert's long reason ran over the scoreboard at 1024 px (QA): it then takes two lines, their top
                // where the one line's was (North's fan is just above), unless they would reach North's card in the
                // trick. Over the side fans' backs it may lie; it hides nothing there.
                Point2D at = new Point2D.Double(l.centreX, y);
                Rectangle2D one = bubbleBounds(g, at, List.of(reason), true);
                List<String> two = halves(reason);
                Rectangle2D both = bubbleBounds(g, at, two, true);
                both.setRect(both.getX(), one.getY(), both.getWidth(), both.getHeight());
                boolean wrap = hits(one, "scoreboard") && !hits(both, "trick") && !hits(both, "scoreboard");
                Point2D centre = wrap ? new Point2D.Double(l.centreX, both.getCenterY()) : at;
                List<String> lines = wrap ? two : List.of(reason);
                // North's laid meld lies just below its fan, and the bubble covered its caption and cards at every
                // size (QA): while the meld is down the reason lies over North's fanned backs, which hide nothing,
                // between the scoreboard and North's plate, in as many lines as that room needs.
                if (meldTime(v) && fan != null && covers(wrap ? both : one, "meld", "caption", "label")) {
                    double left = TableLayout.MARGIN;
                    for (Drawn d : drawn) {
                        left = d.kind().equals("scoreboard") ? Math.max(left, d.bounds().getMaxX() + 8) : left;
                    }
                    double right = l.plate(2).getMinX() - 8;
                    lines = one.getWidth() <= right - left ? List.of(reason) : both.getWidth() <= right - left ? two
                            : wrap(reason, g.getFontMetrics(font(13f, Font.BOLD)), right - left - 22);
                    double half = bubbleBounds(g, at, lines, true).getWidth() / 2;
                    centre = new Point2D.Double(Math.max(left + half, Math.min(l.centreX, right - half)),
                            fan.getCenterY());
                }
                // At 1022 × 651 with large cards the room between North's fan and the trick is no taller than the
                // bubble, which touched North's card: it rises over the fan's foot (backs hide nothing), never onto
                // a card of the trick, wherever the cards lie at rest (a card sliding in may pass under it).
                double floor = trickShown(v).stream().mapToDouble(p -> l.trickCard(p.seat()).getY()).min()
                        .orElse(Double.MAX_VALUE) - TableLayout.PAD;
                double below = bubbleBounds(g, centre, lines, true).getMaxY() - floor;
                if (below > 0) {
                    centre = new Point2D.Double(centre.getX(), centre.getY() - below);
                }
                bubble(g, centre, lines, false, true);
            }
        }
    }

    /** Where {@link #bubble} draws {@code lines} centred on {@code at}: its widest line and 11 px either side. */
    private Rectangle2D bubbleBounds(Graphics2D g, Point2D at, List<String> lines, boolean allBold) {
        int w = 0;
        for (int i = 0; i < lines.size(); i++) {
            boolean bold = allBold || lines.size() == 1 || i == lines.size() - 1;
            w = Math.max(w, g.getFontMetrics(font(13f, bold ? Font.BOLD : Font.PLAIN)).stringWidth(lines.get(i)));
        }
        double bw = w + 22;
        double bh = g.getFontMetrics(font(13f, Font.PLAIN)).getHeight() * lines.size() + 10;
        return new Rectangle2D.Double(at.getX() - bw / 2, at.getY() - bh / 2, bw, bh);
    }

    /** Where North's fanned hand was drawn, or null while it holds no card. */
    private Rectangle2D northFan(TableLayout l) {
        Rectangle2D fan = null;
        for (Drawn d : drawn) {
            if (d.kind().equals("fan") && d.bounds().getCenterY() < l.centreY
                    && d.bounds().getMinX() < l.centreX && d.bounds().getMaxX() > l.centreX) {
                fan = fan == null ? d.bounds() : fan.createUnion(d.bounds());
            }
        }
        return fan;
    }

    /** Whether {@code r} meets anything of these kinds drawn so far. */
    private boolean covers(Rectangle2D r, String... kinds) {
        for (String kind : kinds) {
            if (hits(r, kind)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code r} meets anything of {@code kind} drawn so far. */
    private boolean hits(Rectangle2D r, String kind) {
        return drawn.stream().anyMatch(d -> d.kind().equals(kind) && d.bounds().intersects(r));
    }

    /**
     * A reason in two lines, broken after the "; ", else ": ", else ", " nearest its middle if that lies in its
     * middle half, else at the space nearest the middle.
     */
    static List<String> halves(String reason) {
        int mid = reason.length() / 2;
        for (String mark : List.of("; ", ": ", ", ", " ")) {
            int best = -1;
            for (int i = reason.indexOf(mark); i >= 0; i = reason.indexOf(mark, i + 1)) {
                if (best < 0 || Math.abs(i - mid) < Math.abs(best - mid)) {
                    best = i;
                }
            }
            if (best >= 0 && (mark.equals(" ") || Math.abs(best - mid) <= reason.length() / 4)) {
                int cut = best + mark.length() - 1;
                return List.of(reason.substring(0, cut), reason.substring(cut + 1));
            }
        }
        return List.of(reason);
    }

    /** Each side's meld in the middle of the table while the meld lies face up. */
    private void paintMeldTotals(Graphics2D g, TableLayout l, SeatView v) {
        StringBuilder line = new StringBuilder("Meld");
        boolean partners = v.rules().mode().partnerships();
        int sides = controller.snapshot().scores().size();
        for (int side = 0; side < sides; side++) {
            String who = partners ? controller.name(side) + " & " + controller.name(side + 2) : controller.name(side);
            line.append(side == 0 ? "  " : "  \u00b7  ").append(who).append(' ')
                    .append(controller.points(controller.sideMeld(side)));
        }
        bubble(g, new Point2D.Double(l.centreX, l.centreY), List.of(line.toString()), false);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * A rounded label centred on {@code at}, one line per entry; the last line bold when it is a total (or a bid
     * under its alert). Returns where it lies.
     */
    private Rectangle2D bubble(Graphics2D g, Point2D at, List<String> lines, boolean accent) {
        return bubble(g, at, lines, accent, false);
    }

    /** A bubble whose last line is bold, or with {@code allBold} every line: one sentence broken in two. */
    private Rectangle2D bubble(Graphics2D g, Point2D at, List<String> lines, boolean accent, boolean allBold) {
        Rectangle2D r = bubbleBounds(g, at, lines, allBold);
        g.setFont(font(13f, Font.PLAIN));
        FontMetrics fm = g.getFontMetrics();
        double lh = fm.getHeight();
        panel(g, "bubble", r, accent ? ui("Pinochle.table.turn") : ui("Pinochle.table.bubble"));
        g.setColor(accent ? Color.WHITE : ui("Pinochle.table.bubbleText"));
        double y = r.getY() + 5 + fm.getAscent();
        for (int i = 0; i < lines.size(); i++) {
            boolean total = lines.size() > 1 && i == lines.size() - 1;
            g.setFont(font(13f, allBold || total || lines.size() == 1 ? Font.BOLD : Font.PLAIN));
            g.drawString(lines.get(i), (float) (r.getX() + 11), (float) y);
            y += lh;
        }
        return r;
    }

    private void paintHand(Graphics2D g, TableLayout l) {
        List<Card> hand = controller.hand();
        List<Rectangle2D> rects = handRects(l);
        List<Integer> received = controller.received();
        boolean playing = controller.prompt() == TableController.Prompt.PLAY
                || controller.prompt() == TableController.Prompt.BURY;
        SeatView v = controller.view();
        List<Card> shown = v != null && v.seats() == 2 ? new ArrayList<>(v.exposed().get(0)) : new ArrayList<>();
        for (int i = 0; i < hand.size(); i++) {
            if (!arrived(i)) {
                continue;
            }
            // Counted copy by copy: of two equal cards only the declared one wears the tab.
            boolean declared = shown.remove(hand.get(i));
            if (i == pressed && dragAt != null) {
                continue;
            }
            Set<CardPainter.Mark> marks = marks(i, hand.get(i), received, playing);
            if (declared) {
                marks.add(CardPainter.Mark.SHOWN);
            }
            face(g, "hand", hand.get(i), rects.get(i), marks);
        }
    }

    /** The card being dragged, under the pointer: over everything else, a message included. */
    private void paintDragged(Graphics2D g, TableLayout l) {
        List<Card> hand = controller.hand();
        if (pressed >= 0 && dragAt != null && pressed < hand.size()) {
            Rectangle2D r = handRects(l).get(pressed);
            Rectangle2D m = new Rectangle2D.Double(dragAt.x - r.getWidth() / 2, dragAt.y - r.getHeight() / 2,
                    r.getWidth(), r.getHeight());
            painter.paintFace(g, hand.get(pressed), m, EnumSet.of(CardPainter.Mark.SELECTED));
        }
    }

    private Set<CardPainter.Mark> marks(int i, Card c, List<Integer> received, boolean playing) {
        Set<CardPainter.Mark> marks = EnumSet.noneOf(CardPainter.Mark.class);
        if (playing && (controller.prompt() == TableController.Prompt.BURY ? controller.whyNotAt(i) != null
                : !controller.mayPlay(c))) {
            marks.add(CardPainter.Mark.DIMMED);
        }
        if (received.contains(i)) {
            marks.add(CardPainter.Mark.HIGHLIGHTED);
        }
        if (controller.picked().contains(i)) {
            marks.add(CardPainter.Mark.SELECTED);
        }
        if (i == controller.focus() && isFocusOwner()) {
            marks.add(CardPainter.Mark.FOCUSED);
        }
        return marks;
    }

    /**
     * The message (a refusal or a hint) and the notice, each in a gold panel of its own, just above the hand if it is
     * free there, otherwise at the nearest place that covers nothing painted (the notice also clear of the message);
     * a long one wraps onto more lines to find room.
     */
    private void paintMessage(Graphics2D g, TableLayout l) {
        paintSaid(g, l, "message", controller.message());
        paintSaid(g, l, "notice", controller.notice());
    }

    private void paintSaid(Graphics2D g, TableLayout l, String kind, String m) {
        if (m == null) {
            return;
        }
        g.setFont(font(13f, Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        List<Rectangle2D> taken = drawn.stream().map(Drawn::bounds).toList();
        double preferredY = l.handY - rise(l) - 24;
        List<String> lines = List.of(m);
        Rectangle2D at = null;
        for (int n = 1; n <= 3 && at == null; n++) {
            lines = n == 1 ? List.of(m) : inLines(m, fm, n);
            at = l.clearSpot(width(lines, fm) + 22, fm.getHeight() * lines.size() + 10, preferredY, taken);
        }
        if (at == null) {
            // Nowhere is free, in a window too small for it: it goes where it was asked.
            double w = width(lines, fm) + 22;
            double h = fm.getHeight() * lines.size() + 10;
            at = new Rectangle2D.Double(l.centreX - w / 2, preferredY - h / 2, w, h);
        }
        panel(g, kind, at, ui("Pinochle.table.turn"));
        g.setColor(Color.WHITE);
        double y = at.getY() + 5 + fm.getAscent();
        for (String line : lines) {
            g.drawString(line, (float) (at.getCenterX() - fm.stringWidth(line) / 2.0), (float) y);
            y += fm.getHeight();
        }
    }

    /**
     * Words laid into at most {@code n} lines as even as they go: the narrowest width at which {@link #wrap} needs no
     * more. Wrapping at a {@code n}th of the length left a word alone on a line of its own (QA: "whole" under a
     * two-line hint).
     */
    static List<String> inLines(String text, FontMetrics fm, int n) {
        int lo = 0;
        int hi = fm.stringWidth(text);
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (wrap(text, fm, mid).size() <= n) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return wrap(text, fm, hi);
    }

    /** Words laid into lines about {@code width} wide: a line takes words while it is still shorter. */
    private static List<String> wrap(String text, FontMetrics fm, double width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && fm.stringWidth(line + " " + word) > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static double width(List<String> lines, FontMetrics fm) {
        return lines.stream().mapToInt(fm::stringWidth).max().orElse(0);
    }

    private void paintLastTrick(Graphics2D g, TableLayout l, SeatView v) {
        if (v.tricks().isEmpty()) {
            return;
        }
        TrickRecord t = v.tricks().get(v.tricks().size() - 1);
        double w = l.cardW * 0.7;
        double h = w * CardPainter.ASPECT;
        // Two lines, and as wide as the wider of them or the cards: one line ran past the window's edge.
        String title = "Previous trick";
        String won = controller.subject(t.winner()) + " won";
        Font bold = font(13f, Font.BOLD);
        Font plain = font(12f, Font.PLAIN);
        double textW = Math.max(g.getFontMetrics(bold).stringWidth(title), g.getFontMetrics(plain).stringWidth(won));
        double pw = Math.max((w * 0.62) * (t.cards().size() - 1) + w, textW) + 30;
        Rectangle2D box = new Rectangle2D.Double(Math.max(TableLayout.MARGIN, getWidth() - pw - TableLayout.MARGIN),
                TableLayout.MARGIN, pw, h + 56);
        panel(g, "lastTrick", box, ui("Pinochle.table.panel"));
        g.setColor(ui("Pinochle.table.panelText"));
        g.setFont(bold);
        text(g, "title", title, box.getX() + 15, box.getY() + 20);
        g.setFont(plain);
        text(g, "title", won, box.getX() + 15, box.getY() + 35);
        for (int i = 0; i < t.cards().size(); i++) {
            Played p = t.cards().get(i);
            Rectangle2D r = new Rectangle2D.Double(box.getX() + 15 + i * w * 0.62, box.getY() + 44, w, h);
            painter.paintFace(g, p.card(), r, p.seat() == t.winner() ? EnumSet.of(CardPainter.Mark.HIGHLIGHTED)
                    : Set.of());
        }
    }

    /** A plain JComponent has no accessible context; the table is a panel whose description tells the state. */
    @Override
    public AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public AccessibleRole getAccessibleRole() {
                    return AccessibleRole.PANEL;
                }
            };
        }
        return accessibleContext;
    }

    /** What the last paint drew where, in painting order: for the tests. */
    List<Drawn> drawn() {
        return List.copyOf(drawn);
    }

    /** The screen rectangle of the human's hand card at {@code index}, or {@code null}: for the window tests. */
    Rectangle2D handCardBounds(int index) {
        List<Rectangle2D> rects = handRects(layoutNow());
        return index >= 0 && index < rects.size() ? rects.get(index) : null;
    }
}
