package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.save.GameInfo;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.GameStore;
import dev.pinochle.save.HandReview;
import dev.pinochle.save.SeatInfo;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.table.JTableHeader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The statistics dialog in a real window: Esc closes it, as it closes the score sheet and the hand review. */
class StatisticsDialogTest extends RealFrameTest {
    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private GameStore store;
    private GameSession session;

    @BeforeEach
    void session() throws Exception {
        store = new GameStore(Files.createTempDirectory("pinochle-statistics"));
        session = new GameSession(store, io, io, SwingUtilities::invokeLater,
                view -> new HandReview.Advice(view.legal().get(0), null), message -> { });
    }

    @AfterEach
    void stop() throws InterruptedException {
        // Null where RealFrameTest found no display and skipped the test before the session was made.
        if (session != null) {
            session.close();
        }
        io.shutdown();
    }

    @Test
    void escapeClosesItWhileTheTableHasTheFocus() throws Exception {
        StatisticsDialog dialog = show();
        assertThat(Edt.call(() -> dialog.getFocusOwner() instanceof JTable)).as("the table has the keys").isTrue();

        press(KeyEvent.VK_ESCAPE);

        assertThat(closed(dialog)).isTrue();
    }

    /** Reset is offered once there is something to forget: greyed out before any game has ended. */
    @Test
    void resetIsOfferedOnceAGameHasEnded() throws Exception {
        StatisticsDialog empty = show();
        assertThat(Edt.call(() -> DialogOwner.find(empty, "resetStatistics").isEnabled())).isFalse();
        Edt.call(() -> {
            empty.dispose();
            return null;
        });

        Game game = Game.start(RuleSet.standard().with("target", "300"), 4);
        while (!game.isOver()) {
            game.apply(game.legalActions().get(0));
        }
        store.statistics().record(GameRecord.of(GameInfo.create(List.of(SeatInfo.human("Ann"),
                SeatInfo.bot("West", "EASY"), SeatInfo.bot("North", "EASY"), SeatInfo.bot("East", "EASY"))), game));
        StatisticsDialog counted = show();
        assertThat(Edt.call(() -> DialogOwner.find(counted, "resetStatistics").isEnabled())).isTrue();
    }

    /** QA read a throw-in counted under "Set" as a mistake: the column's header tooltip says all it counts. */
    @Test
    void theSetHeadersTooltipSaysAllItCounts() throws Exception {
        StatisticsDialog dialog = show();
        List<String> tips = Edt.call(() -> {
            JTableHeader header = ((JTable) DialogOwner.find(dialog, "statistics")).getTableHeader();
            return List.of(StatisticsDialog.SET, 1).stream().map(c -> {
                Rectangle r = header.getHeaderRect(c);
                return String.valueOf(header.getToolTipText(new MouseEvent(header, MouseEvent.MOUSE_MOVED, 0, 0,
                        r.x + r.width / 2, r.y + r.height / 2, 0, false)));
            }).toList();
        });
        assertThat(tips).containsExactly(StatisticsDialog.SET_TIP, "null");
    }

    /** Shows the dialog once its statistics are read (the status line no longer says Loading…). */
    private StatisticsDialog show() throws Exception {
        StatisticsDialog dialog = DialogOwner.show(robot, owner, StatisticsDialog.class,
                () -> new StatisticsDialog(owner, session));
        JLabel status = Edt.call(() -> (JLabel) DialogOwner.find(dialog, "statisticsStatus"));
        Edt.waitFor(robot, 10_000, 15, () -> status.getText().startsWith("Loading") ? null : Boolean.TRUE);
        return dialog;
    }

    private void press(int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.waitForIdle();
    }

    private Boolean closed(Window w) throws Exception {
        return Edt.waitFor(robot, 5_000, 15, () -> w.isShowing() ? null : Boolean.TRUE);
    }
}
