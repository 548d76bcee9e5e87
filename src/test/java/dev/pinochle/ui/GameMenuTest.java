package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Mode;
import dev.pinochle.core.SeatView;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.Snapshot;
import java.awt.Graphics2D;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Real-window test of the Game menu's Hint, Previous trick and Show melds: each is enabled exactly when it does
 * something with what the table shows. The bots move one at a time when the test lets them, so every step of a
 * hand is on screen in turn, a bot's turn included; the human and the bots play on rather than throw in.
 */
class GameMenuTest extends TableWindowTest {
    private final SteppedBots bots = new SteppedBots();

    @Override
    Bots bots() {
        return bots;
    }

    @AfterEach
    void letTheBotsGo() {
        bots.go.release(10_000);
    }

    /** The menus and what the view's overlays would change, read in one go on the Swing thread. */
    private record Step(Snapshot shown, boolean hint, boolean previousTrick, boolean showMelds,
            boolean lastTrickPaints, boolean meldsPaint) { }

    /**
     * The player's guide (Help → How to play) names every item of the Game menu, and each item's key as the menu
     * shows it ("Ctrl+N"): a command the guide leaves out is one a new player never finds.
     */
    @Test
    void theGuideNamesEveryGameMenuItemAndItsKey() throws Exception {
        String guide = RulesDialog.rulesText();
        List<String> named = Edt.call(() -> {
            JMenu game = window.getJMenuBar().getMenu(0);
            List<String> out = new ArrayList<>();
            for (int i = 0; i < game.getItemCount(); i++) {
                JMenuItem item = game.getItem(i);
                if (item == null) {
                    continue;
                }
                String name = item.getText().replace("\u2026", "");
                KeyStroke key = item.getAccelerator();
                out.add(key == null ? "**" + name + "**" : "**" + name + "** (" + keyText(key) + ")");
            }
            return out;
        });
        assertThat(named).as("the Game menu").hasSizeGreaterThan(10);
        for (String item : named) {
            assertThat(guide).as("the guide on %s", item).contains(item);
        }
    }

    /** A key as the menu writes it: "Ctrl+Shift+S". */
    private static String keyText(KeyStroke key) {
        return InputEvent.getModifiersExText(key.getModifiers()) + "+" + KeyEvent.getKeyText(key.getKeyCode());
    }

    /** The double deck plays partnership's hand with more cards: left out, as a hand there takes the longest. */
    @ParameterizedTest
    @EnumSource(value = Mode.class, names = {"PARTNERSHIP", "DUEL", "THREE_HANDED"})
    void hintPreviousTrickAndShowMeldsAreEnabledExactlyWhenTheyDoSomething(Mode mode) throws Exception {
        GameChoices choices = GameChoices.ofPreset(mode, GameChoices.presets(mode).get(0), List.of(), "You");
        Edt.call(() -> {
            window.startGame(choices, 7);
            return null;
        });
        List<Step> steps = new ArrayList<>();
        long seen = -1;
        int released = 0;
        boolean hinted = false;
        while (true) {
            long before = seen;
            int free = released;
            waitFor(() -> {
                Snapshot s = window.controller().snapshot();
                return s != null && s.serial() != before
                        && (s.stage() != Snapshot.Stage.BOT_TO_ACT || bots.waits.get() > free) ? s : null;
            });
            // Asked after the bot started to wait: every snapshot published before it has been shown.
            Step step = Edt.call(this::step);
            steps.add(step);
            Snapshot s = step.shown();
            seen = s.serial();
            String at = mode + " " + s.view().phase() + " " + s.stage() + " after " + s.view().tricks().size()
                    + " tricks";
            assertThat(step.hint()).as("Hint at " + at).isEqualTo(s.stage() == Snapshot.Stage.HUMAN_TO_ACT);
            assertThat(step.previousTrick()).as("Previous trick at " + at).isEqualTo(step.lastTrickPaints());
            assertThat(step.showMelds()).as("Show melds at " + at).isEqualTo(step.meldsPaint());
            if (s.stage() == Snapshot.Stage.BOT_TO_ACT) {
                released++;
                bots.go.release();
            } else if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                if (!hinted) {
                    hinted = true;
                    hintGiven();
                }
                Action a = playOn(s.view());
                Edt.call(() -> {
                    window.controller().act(a);
                    return null;
                });
            } else {
                break;
            }
        }
        assertThat(steps).as("Previous trick: both ways in a hand").extracting(Step::previousTrick)
                .contains(true, false);
        assertThat(steps).as("Show melds").extracting(Step::showMelds)
                .contains(mode == Mode.DUEL ? new Boolean[] {false} : new Boolean[] {true, false});
        if (mode == Mode.DUEL) {
            assertThat(steps).as("the duel's declarations lie on the table already").extracting(Step::showMelds)
                    .containsOnly(false);
        }
        assertThat(steps.get(steps.size() - 1).hint()).as("Hint on the hand's summary").isFalse();
    }

    /**
     * New game while the human is to act: until the new table shows its first snapshot the old game's is on screen,
     * and Hint stays off rather than answer a game that has left (a note of an earlier session).
     */
    @Test
    void hintWaitsForTheNewGamesFirstSnapshot() throws Exception {
        GameChoices choices = GameChoices.ofPreset(Mode.PARTNERSHIP, GameChoices.presets(Mode.PARTNERSHIP).get(0),
                List.of(), "You");
        Edt.call(() -> {
            window.startGame(choices, 7);
            return null;
        });
        Snapshot old = waitForHumanToAct(null);
        assertThat(Edt.call(() -> item("Hint").isEnabled())).as("Hint at the human's turn").isTrue();

        // One Swing task: the new table's snapshots reach the screen only after it.
        boolean hintAtOnce = Edt.call(() -> {
            window.startGame(choices, 8);
            return item("Hint").isEnabled();
        });
        assertThat(hintAtOnce).as("Hint right after New game, the old game still on screen").isFalse();

        Snapshot fresh = waitForHumanToAct(old);
        assertThat(fresh.view().hand()).as("the new deal").isNotEqualTo(old.view().hand());
        assertThat(Edt.call(() -> item("Hint").isEnabled())).as("Hint once the new game asks the human").isTrue();
    }

    /** Bot moves let go by {@link #waitForHumanToAct}. */
    private int released;

    /** The first snapshot on screen, other than {@code old}, at the human's turn; the bots move until then. */
    private Snapshot waitForHumanToAct(Snapshot old) throws Exception {
        while (true) {
            Object seen = waitFor(() -> {
                Snapshot now = window.controller().snapshot();
                if (now != null && now != old && now.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                    return now;
                }
                return bots.waits.get() > released ? "a bot waits" : null;
            });
            if (seen instanceof Snapshot s) {
                return s;
            }
            released++;
            bots.go.release();
        }
    }

    /** Hint, enabled at the human's turn, gives one. */
    private void hintGiven() throws Exception {
        Edt.call(() -> {
            item("Hint").doClick();
            return null;
        });
        assertThat(waitFor(() -> window.controller().message())).startsWith("Hint");
    }

    private Step step() {
        TableView view = window.tableView();
        return new Step(window.controller().snapshot(), item("Hint").isEnabled(), item("Previous trick").isEnabled(),
                item("Show melds").isEnabled(), changesThePaint(view::toggleLastTrick),
                changesThePaint(view::toggleMelds));
    }

    /** Whether {@code toggle} changes what the table paints (it is toggled back after). */
    private boolean changesThePaint(Runnable toggle) {
        List<TableView.Drawn> before = paint();
        toggle.run();
        List<TableView.Drawn> after = paint();
        toggle.run();
        return !before.equals(after);
    }

    /** What the table paints: noted whatever the clip, which is one pixel, to be quick. */
    private List<TableView.Drawn> paint() {
        TableView view = window.tableView();
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        g.setClip(0, 0, 1, 1);
        view.paint(g);
        g.dispose();
        return view.drawn();
    }

    private JMenuItem item(String text) {
        JMenu game = window.getJMenuBar().getMenu(0);
        for (int i = 0; i < game.getItemCount(); i++) {
            if (game.getItem(i) != null && text.equals(game.getItem(i).getText())) {
                return game.getItem(i);
            }
        }
        throw new AssertionError("no " + text + " in the Game menu");
    }

    /** The first legal action that is not a throw-in, so that the hand has tricks. */
    private static Action playOn(SeatView v) {
        return v.legal().stream().filter(a -> !(a instanceof Action.ThrowIn)).findFirst().orElseThrow();
    }

    /** Bots that play on, each move waiting for the test to let it go; the hint (the human's seat) answers at once. */
    private static final class SteppedBots implements Bots {
        final Semaphore go = new Semaphore(0);
        /** How many moves have started to wait. */
        final AtomicInteger waits = new AtomicInteger();

        @Override
        public dev.pinochle.core.Player create(BotLevel level, int seat, long seed) {
            return view -> {
                if (seat != 0) {
                    waits.incrementAndGet();
                    go.acquireUninterruptibly();
                }
                return playOn(view);
            };
        }
    }
}
