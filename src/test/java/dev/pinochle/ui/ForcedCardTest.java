package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Played;
import dev.pinochle.table.Snapshot;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * In the real window with the settings a new player has, a single legal card in the middle of the tricks is
 * played for the player after a beat, with no input. The deal is found headless: the first seed whose first hand,
 * every seat taking its first legal action, gives the human one legal card while it holds more.
 */
class ForcedCardTest extends TableWindowTest {
    @Test
    void aSingleLegalCardIsPlayedByItselfUnderTheDefaultSettings() throws Exception {
        assertThat(Settings.defaults().autoPlaySingle()).as("on by default").isTrue();
        long seed = 0;
        int before = -1;
        while (before < 0) {
            seed++;
            before = humanTurnsBeforeAForcedCard(Snapshots.game(GameChoices.defaults().rules(), seed));
        }
        long deal = seed;
        Edt.call(() -> {
            window.startGame(GameChoices.defaults(), deal);
            return null;
        });
        // The turns before it are answered at once; the one just before, under the defaults, at their pace.
        for (int turn = 0; turn < before; turn++) {
            Snapshot s = waitFor(() -> {
                Snapshot now = window.controller().snapshot();
                return now != null && now.stage() == Snapshot.Stage.HUMAN_TO_ACT ? now : null;
            });
            boolean last = turn == before - 1;
            Edt.call(() -> {
                if (last) {
                    window.useSettings(Settings.defaults());
                }
                window.controller().act(s.view().legal().get(0));
                return null;
            });
            waitFor(() -> window.controller().snapshot() != s ? Boolean.TRUE : null);
        }
        Snapshot forced = waitFor(() -> window.controller().prompt() == TableController.Prompt.PLAY
                ? window.controller().snapshot() : null);
        assertThat(forced.view().legal()).hasSize(1);
        assertThat(forced.view().hand().size()).isGreaterThan(1);
        Played only = new Played(0, ((Action.Play) forced.view().legal().get(0)).card());
        long shownAt = System.currentTimeMillis();

        Snapshot next = waitFor(() -> window.controller().snapshot() != forced ? window.controller().snapshot() : null);

        long beat = System.currentTimeMillis() - shownAt;
        List<Played> played = Stream.concat(next.view().tricks().stream().flatMap(t -> t.cards().stream()),
                next.view().trick().stream()).toList();
        assertThat(played).as("the only legal card, played with no input").contains(only);
        // The plate says "your turn" for that beat, so that the move can be seen: at normal speed 1.28 s.
        assertThat(beat).isBetween(Settings.Speed.NORMAL.ms(Pacer.HOLD + Pacer.SWEEP) - 300L, 8_000L);
    }

    /** How many times the human acts in the first hand before it has one legal card among several, or -1. */
    private static int humanTurnsBeforeAForcedCard(List<Snapshot> game) {
        int turns = 0;
        for (Snapshot s : game) {
            if (s.view().handNumber() > 1) {
                return -1;
            }
            if (s.stage() != Snapshot.Stage.HUMAN_TO_ACT) {
                continue;
            }
            if (s.view().phase() == Phase.TRICKS && s.view().legal().size() == 1 && s.view().hand().size() > 1) {
                return turns;
            }
            turns++;
        }
        return -1;
    }
}
