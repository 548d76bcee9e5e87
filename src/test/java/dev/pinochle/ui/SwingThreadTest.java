package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.RuleSet;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import dev.pinochle.table.Table;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.swing.JComponent;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A whole game through the real view classes with a RepaintManager that records every repaint or
 * revalidate requested off the Swing thread: the table thread must reach Swing only through invokeLater.
 */
class SwingThreadTest {
    private final List<String> violations = new CopyOnWriteArrayList<>();
    private RepaintManager original;

    @AfterEach
    void restore() throws Exception {
        SwingUtilities.invokeAndWait(() -> RepaintManager.setCurrentManager(original));
    }

    @Test
    void theTableThreadNeverTouchesSwing() throws Exception {
        CountDownLatch over = new CountDownLatch(1);
        ExecutorService thread = Executors.newSingleThreadExecutor();
        Table[] table = new Table[1];
        SwingUtilities.invokeAndWait(() -> {
            original = RepaintManager.currentManager(null);
            RepaintManager.setCurrentManager(new RepaintManager() {
                @Override
                public synchronized void addInvalidComponent(JComponent c) {
                    check(c);
                    super.addInvalidComponent(c);
                }

                @Override
                public void addDirtyRegion(JComponent c, int x, int y, int w, int h) {
                    check(c);
                    super.addDirtyRegion(c, x, y, w, h);
                }
            });
            Theme.install(false);
            Settings instant = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, true, false,
                    false, true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE);
            TableController controller = new TableController(new TableController.Port() {
                @Override
                public void submit(Action action) {
                    table[0].submit(action);
                }

                @Override
                public void nextHand() {
                    table[0].nextHand();
                }
            });
            ActionBar bar = new ActionBar(controller, new FixedHooks(true), () -> instant);
            TableView view = new TableView(controller, instant, bar);
            view.setSize(1200, 800);
            Pacer pacer = new Pacer(instant::speed, s -> {
                view.present(s);
                view.doLayout();
                switch (s.stage()) {
                    case HUMAN_TO_ACT -> SwingUtilities.invokeLater(() -> controller.act(s.view().legal().get(0)));
                    case HAND_OVER -> SwingUtilities.invokeLater(controller::nextHand);
                    case GAME_OVER -> over.countDown();
                    default -> { }
                }
            });
            table[0] = new Table(RuleSet.standard().with("target", "500"), 21L, Snapshots.SEATS, Bots.STAND_IN,
                    s -> SwingUtilities.invokeLater(() -> pacer.offer(s)));
        });
        table[0].start(thread);
        assertThat(over.await(60, TimeUnit.SECONDS)).as("the game reached its end").isTrue();
        thread.shutdown();
        assertThat(violations).isEmpty();
    }

    private void check(JComponent c) {
        if (!SwingUtilities.isEventDispatchThread()) {
            violations.add(c.getClass().getSimpleName() + " on " + Thread.currentThread().getName());
        }
    }
}
