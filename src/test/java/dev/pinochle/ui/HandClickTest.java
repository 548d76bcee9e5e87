package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.table.Snapshot;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Clicks on the human's hand, sent to the real table view (headless) between real snapshots. */
class HandClickTest {
    /** Two turns in a row of the human's, each in the tricks with a card to play. */
    private static List<Snapshot> twoTurns() {
        List<Snapshot> game = Snapshots.game(RuleSet.standard().with("target", "300"), 1);
        Snapshot first = null;
        for (Snapshot s : game) {
            if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT && s.view().phase() == Phase.TRICKS) {
                if (first != null && s.view().hand().size() == first.view().hand().size() - 1) {
                    return List.of(first, s);
                }
                first = s;
            }
        }
        throw new AssertionError("no two turns in a row");
    }

    @Test
    void theSecondClickOfADoubleClickDoesNotPlayTheCardThatSlidUnderThePointer() throws Exception {
        List<Snapshot> turns = twoTurns();
        List<Action> sent = new ArrayList<>();
        Edt.call(() -> {
            Screen screen = screen(sent, Settings.Speed.INSTANT);
            TableView view = screen.view();
            TableController controller = screen.controller();

            show(view, turns.get(0));
            click(view, legalCard(view, controller), 1);
            assertThat(sent).as("a single click plays").hasSize(1);

            // The next turn comes before the double-click's second press: the hand has one card fewer.
            show(view, turns.get(1));
            Point next = legalCard(view, controller);
            click(view, next, 2);
            assertThat(sent).as("the double-click's second click").hasSize(1);

            click(view, next, 1);
            assertThat(sent).as("a new click on the new turn").hasSize(2);
            return null;
        });
    }

    /**
     * RULES.md §5: after a trick the duel's players draw from the stock. The card you drew is not yours to click
     * until it has landed in your hand: a click on its place then is on the card it will cover.
     */
    @Test
    void aDrawnCardStillOnItsWayCannotBeClicked() throws Exception {
        List<Snapshot> game = Snapshots.firstHands(RuleSet.duel(), 3, Snapshots.SEATS.subList(0, 2), 1);
        for (int at = 1; at < game.size(); at++) {
            Snapshot before = game.get(at - 1);
            Snapshot draw = game.get(at);
            if (!Pacer.draw(before, draw) || draw.stage() != Snapshot.Stage.HUMAN_TO_ACT) {
                continue;
            }
            List<Card> hand = TableController.sorted(draw.view());
            List<Card> fresh = new ArrayList<>(hand);
            before.view().hand().forEach(fresh::remove);
            int i = hand.indexOf(fresh.get(0));
            // A drawn card with a different card on its left, which lies under its place while it is in the air.
            if (i > 0 && !hand.get(i - 1).equals(hand.get(i))) {
                assertThat(clickedWhileDrawn(before, draw, i)).isEqualTo(new Action.Play(hand.get(i - 1)));
                return;
            }
        }
        throw new AssertionError("no draw to try");
    }

    /**
     * What a click on the left edge of the place of card {@code i} of your hand (as shown, sorted) sends just after
     * {@code draw}.
     */
    private static Action clickedWhileDrawn(Snapshot before, Snapshot draw, int i) throws Exception {
        List<Action> sent = new ArrayList<>();
        Edt.call(() -> {
            // Where the card will lie, from a view with no animation: the part no card to its right covers.
            TableView settled = screen(new ArrayList<>(), Settings.Speed.INSTANT).view();
            show(settled, draw);
            Rectangle2D place = settled.drawn().stream().filter(d -> d.kind().equals("hand"))
                    .map(TableView.Drawn::bounds).toList().get(i);
            TableView view = screen(sent, Settings.Speed.SLOW).view();
            show(view, before);
            view.present(draw);
            click(view, new Point((int) place.getX() + 4, (int) place.getCenterY()), 1);
            return null;
        });
        assertThat(sent).as("a card played (every card may lead while the stock lasts)").hasSize(1);
        return sent.get(0);
    }

    /** A table view of 1200 × 777 at {@code speed}, the actions it submits going to {@code sent}. */
    private static Screen screen(List<Action> sent, Settings.Speed speed) {
        Theme.install(false);
        Settings settings = new Settings(false, Settings.CardSize.MEDIUM, speed, false, false, false, true, true,
                false, Settings.Cloth.GREEN, Settings.Back.BLUE);
        TableController controller = new TableController(new TableController.Port() {
            @Override
            public void submit(Action action) {
                sent.add(action);
            }

            @Override
            public void nextHand() {
            }
        });
        ActionBar bar = new ActionBar(controller, new FixedHooks(false), () -> settings);
        TableView view = new TableView(controller, settings, bar);
        view.setSize(1200, 777);
        return new Screen(controller, view);
    }

    private record Screen(TableController controller, TableView view) {
    }

    private static void show(TableView view, Snapshot s) {
        view.present(s);
        view.doLayout();
        BufferedImage image = new BufferedImage(view.getWidth(), view.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        view.paint(g);
        g.dispose();
    }

    /** A point on the left edge of a card the human may play: the part no card to its right covers. */
    private static Point legalCard(TableView view, TableController controller) {
        List<Rectangle2D> hand = view.drawn().stream().filter(d -> d.kind().equals("hand"))
                .map(TableView.Drawn::bounds).toList();
        for (int i = 0; i < hand.size(); i++) {
            if (controller.mayPlay(controller.hand().get(i))) {
                Rectangle2D r = hand.get(i);
                return new Point((int) r.getX() + 4, (int) r.getCenterY());
            }
        }
        throw new AssertionError("no legal card");
    }

    private static void click(TableView view, Point p, int count) {
        long now = System.currentTimeMillis();
        for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED}) {
            view.dispatchEvent(new MouseEvent(view, id, now, 0, p.x, p.y, count, false, MouseEvent.BUTTON1));
        }
    }
}
