package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Player;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Snapshot;
import dev.pinochle.table.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Undo goes back to the human's last decision, redo replays it and the bots after it, replay-this-deal deals again. */
class GameLogTest {
    static List<RuleSet> ruleSets() {
        return Tables.ruleSets();
    }

    /** Plays until the human (seat 0) is to act again after deciding {@code decisions} times. */
    private static GameLog playUntilHumanDecided(RuleSet rules, long seed, int decisions) {
        GameLog log = GameLog.start(Tables.info(rules), Game.start(rules, seed));
        RandomPlay play = new RandomPlay(seed);
        int decided = 0;
        while (!(decided >= decisions && log.game().toAct() == 0)) {
            if (log.game().toAct() == 0) {
                decided++;
            }
            log.apply(play.choose(log.game()));
        }
        return log;
    }

    private static List<Call> allCalls(Game game) {
        List<Call> calls = new ArrayList<>();
        game.hands().forEach(h -> calls.addAll(h.actions()));
        return calls;
    }

    /** Index of the human's last call that had more than one legal action, replaying the game from its start. */
    private static int lastHumanChoice(RuleSet rules, long seed, List<Call> calls) {
        Game g = Game.start(rules, seed);
        int last = -1;
        for (int i = 0; i < calls.size(); i++) {
            if (calls.get(i).seat() == 0 && g.legalActions().size() > 1) {
                last = i;
            }
            g.apply(calls.get(i).action());
        }
        return last;
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void undoReturnsToTheHumansLastDecisionAndRedoComesBack(RuleSet rules) {
        GameLog log = playUntilHumanDecided(rules, 17, 6);
        GameRecord before = log.record();
        List<Call> calls = allCalls(log.game());
        int lastHuman = lastHumanChoice(rules, 17, calls);

        log.undo();

        assertThat(log.game().toAct()).isZero();
        assertThat(allCalls(log.game())).isEqualTo(calls.subList(0, lastHuman));
        assertThat(log.canRedo()).isTrue();

        log.redo();

        States.assertSame(log.game(), before.toGame());
        assertThat(log.canRedo()).isFalse();
    }

    /**
     * A bot's reason is kept with its decision: after an undo or a redo the table shows the reasons it showed when
     * the game first got there (they used to vanish, shown again only as the bots decided anew). Every fourth
     * human decision is undone and redone, on every table.
     */
    @ParameterizedTest
    @MethodSource("ruleSets")
    void undoAndRedoShowTheReasonsTheTableShowedThere(RuleSet rules) {
        GameLog log = GameLog.start(Tables.info(rules), Game.start(rules, 29));
        Map<String, List<String>> firstSeen = new HashMap<>();
        RandomPlay human = new RandomPlay(29);
        int[] decisions = {0};
        int[] compared = {0};
        String[] detour = {null};
        Table[] table = new Table[1];
        table[0] = reasonedTable(log, s -> {
            if (s.stage() == Snapshot.Stage.BOT_TO_ACT) {
                return;
            }
            String key = log.record().actionCount() + " " + s.stage();
            if (detour[0] != null) {
                assertThat(firstSeen).as("after %s", detour[0]).containsKey(key);
                assertThat(s.reasons()).as("after %s at %s", detour[0], key).isEqualTo(firstSeen.get(key));
                if (s.reasons().stream().anyMatch(r -> r != null)) {
                    compared[0]++;
                }
                if (detour[0].equals("undo")) {
                    detour[0] = "redo";
                    table[0].redo();
                    return;
                }
                detour[0] = null;
            }
            firstSeen.put(key, s.reasons());
            if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].nextHand();
            } else if (s.stage() == Snapshot.Stage.GAME_OVER || decisions[0] == 60) {
                table[0].close();
            } else if (++decisions[0] % 4 == 0 && log.canUndo()) {
                detour[0] = "undo";
                table[0].undo();
            } else {
                table[0].submit(human.choose(s.view().legal()));
            }
        });
        table[0].start(Runnable::run);

        assertThat(compared[0]).as("positions after a detour with a reason on show").isGreaterThan(5);
    }

    /**
     * A saved game keeps the bots' reasons (schema version 2): resumed, the table shows the reasons it showed when
     * it was saved, at each of the human's first twelve turns and the summaries between them.
     */
    @ParameterizedTest
    @MethodSource("ruleSets")
    void aResumedGameShowsTheReasonsOnShowWhenItWasSaved(RuleSet rules) throws Exception {
        GameLog log = GameLog.start(Tables.info(rules), Game.start(rules, 31));
        RandomPlay human = new RandomPlay(31);
        List<byte[]> saved = new ArrayList<>();
        List<List<String>> shown = new ArrayList<>();
        Table[] table = new Table[1];
        table[0] = reasonedTable(log, s -> {
            if (s.stage() == Snapshot.Stage.BOT_TO_ACT) {
                return;
            }
            saved.add(SaveFiles.toJson(log.record()));
            shown.add(s.reasons());
            if (saved.size() == 12 || s.stage() == Snapshot.Stage.GAME_OVER) {
                table[0].close();
            } else if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].nextHand();
            } else {
                table[0].submit(human.choose(s.view().legal()));
            }
        });
        table[0].start(Runnable::run);

        int withReasons = 0;
        for (int i = 0; i < saved.size(); i++) {
            List<List<String>> resumed = new ArrayList<>();
            Table[] again = new Table[1];
            again[0] = reasonedTable(GameLog.resume(SaveFiles.parse(saved.get(i), "saved")), s -> {
                if (s.stage() != Snapshot.Stage.BOT_TO_ACT) {
                    resumed.add(s.reasons());
                    again[0].close();
                }
            });
            again[0].start(Runnable::run);
            assertThat(resumed).as("resumed at turn %d", i).containsExactly(shown.get(i));
            withReasons += shown.get(i).stream().anyMatch(r -> r != null) ? 1 : 0;
        }
        assertThat(withReasons).as("saves with a reason on show").isGreaterThan(3);
    }

    /** A table of {@link ReasonedBots} on {@code log}, the human at seat 0. */
    private static Table reasonedTable(GameLog log, Consumer<Snapshot> listener) {
        List<SeatSetup> seats = new ArrayList<>();
        for (SeatInfo s : log.info().seats()) {
            seats.add(new SeatSetup(s.name(), s.human() ? null : BotLevel.MEDIUM));
        }
        return new Table(log, seats, new ReasonedBots(), listener);
    }

    /** Bots that play at random, each giving its seat and the count of its decisions as its reason. */
    private static final class ReasonedBots implements Bots {
        @Override
        public Player create(BotLevel level, int seat, long seed) {
            return new Reasoned(seat, seed);
        }

        @Override
        public String reasonOf(Player player) {
            return ((Reasoned) player).reason;
        }
    }

    private static final class Reasoned implements Player {
        private final int seat;
        private final RandomPlay play;
        private int decided;
        private String reason;

        Reasoned(int seat, long seed) {
            this.seat = seat;
            this.play = new RandomPlay(seed);
        }

        @Override
        public Action choose(SeatView view) {
            reason = "seat " + seat + ", decision " + ++decided;
            return play.choose(view.legal());
        }
    }

    @Test
    void undoingTwiceAndRedoingTwiceComesBackToTheSameGame() {
        GameLog log = playUntilHumanDecided(RuleSet.standard(), 5, 20);
        GameRecord before = log.record();

        log.undo();
        log.undo();
        assertThat(log.game().toAct()).isZero();
        log.redo();
        log.redo();

        States.assertSame(log.game(), before.toGame());
    }

    @Test
    void theSameDecisionKeepsTheUndoneActionsAndADifferentOneDropsThem() {
        RuleSet rules = RuleSet.standard();
        GameLog log = GameLog.start(Tables.info(rules), Game.start(rules, 23));
        RandomPlay play = new RandomPlay(23);
        while (!(log.game().toAct() == 0 && log.game().legalActions().size() > 1)) {
            log.apply(play.choose(log.game()));
        }
        List<Action> legal = log.game().legalActions();
        Action taken = play.choose(log.game());
        log.apply(taken);
        while (log.game().toAct() != 0) {
            log.apply(play.choose(log.game()));
        }
        Game end = log.record().toGame();
        log.undo();

        log.apply(taken);
        assertThat(log.canRedo()).as("the bots' replies are still there to redo").isTrue();
        log.redo();
        States.assertSame(log.game(), end);

        log.undo();
        log.apply(legal.stream().filter(a -> !a.equals(taken)).findFirst().orElseThrow());
        assertThat(log.canRedo()).isFalse();
    }

    /** Seed 3: the human's first turn in hand 2 comes after the bots' first bids, none of its own yet. */
    private static GameLog humansFirstTurnOfHandTwo() {
        GameLog log = GameLog.start(Tables.info(RuleSet.standard()), Game.start(RuleSet.standard(), 3));
        RandomPlay play = new RandomPlay(3);
        while (!(log.game().handNumber() == 2 && log.game().toAct() == 0)) {
            log.apply(play.choose(log.game()));
        }
        return log;
    }

    @Test
    void undoCrossesIntoThePreviousHand() {
        GameLog log = humansFirstTurnOfHandTwo();
        assertThat(log.game().hands().get(1).actions()).noneMatch(c -> c.seat() == 0);

        log.undo();

        assertThat(log.game().handNumber()).isEqualTo(1);
        assertThat(log.game().toAct()).isZero();
    }

    @Test
    void redoStopsAtTheEndOfAHandAndThenGoesOn() {
        // The table shows a finished hand's summary where the next deal is untouched; a redo that ran through it
        // went on into the next auction, the bots' bids made, and the summary was never seen again.
        GameLog log = humansFirstTurnOfHandTwo();
        assertThat(log.game().hands().get(1).actions()).as("the bots acted first in hand 2").isNotEmpty();
        GameRecord before = log.record();
        log.undo();

        log.redo();
        assertThat(log.game().handNumber()).isEqualTo(2);
        assertThat(log.game().hands().get(1).actions()).as("the next deal untouched").isEmpty();
        assertThat(log.canRedo()).isTrue();

        log.redo();
        States.assertSame(log.game(), before.toGame());
        assertThat(log.canRedo()).isFalse();
    }

    @Test
    void undoPassesOverAMoveThatWasTheOnlyLegalOne() {
        // The human's last card of a hand is always forced; the table plays such moves by itself, so undoing to
        // it would play it again at once and undo would never leave the hand's summary.
        RuleSet rules = RuleSet.standard();
        long seed = 2;
        GameLog log;
        do {
            seed++;
            log = GameLog.start(Tables.info(rules), Game.start(rules, seed));
            RandomPlay play = new RandomPlay(seed);
            while (log.game().handNumber() == 1) {
                log.apply(play.choose(log.game()));
            }
        } while (log.game().hands().get(0).result().outcome() == HandResult.Outcome.THROWN_IN);
        List<Call> calls = allCalls(log.game());
        int lastHumanCard = calls.size() - 1;
        while (calls.get(lastHumanCard).seat() != 0) {
            lastHumanCard--;
        }
        int target = lastHumanChoice(rules, seed, calls);
        assertThat(target).isLessThan(lastHumanCard);

        log.undo();

        assertThat(allCalls(log.game())).isEqualTo(calls.subList(0, target));
        assertThat(log.game().legalActions()).hasSizeGreaterThan(1);
    }

    @Test
    void thereIsNothingToUndoBeforeTheHumanDecides() {
        RuleSet rules = RuleSet.standard();
        GameLog log = GameLog.start(Tables.info(rules), Game.start(rules, 1));
        RandomPlay play = new RandomPlay(1);
        while (log.game().toAct() != 0) {
            log.apply(play.choose(log.game()));
        }

        assertThat(log.canUndo()).isFalse();
        assertThat(log.canRedo()).isFalse();
        assertThatThrownBy(log::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(log::redo).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aResumedLogUndoesLikeTheOriginal() throws Exception {
        GameLog log = playUntilHumanDecided(RuleSet.doubleDeck(), 41, 10);
        GameLog resumed = GameLog.resume(SaveFiles.parse(SaveFiles.toJson(log.record()), "g"));

        log.undo();
        resumed.undo();

        States.assertSame(resumed.game(), log.game());
    }

    @Test
    void replayThisDealDealsTheSameCardsWithEveryDecisionOpen() {
        GameLog log = playUntilHumanDecided(RuleSet.standard(), 8, 30);
        HandRecord hand = log.finishedHands().get(0);

        GameLog again = log.replayDeal(0, 99);

        HandRecord first = again.game().hands().get(0);
        assertThat(first.deal()).isEqualTo(hand.deal());
        assertThat(first.dealer()).isEqualTo(hand.dealer());
        assertThat(first.seed()).isEqualTo(hand.seed());
        assertThat(first.actions()).isEmpty();
        assertThat(again.info().id()).isNotEqualTo(log.info().id());
        assertThat(again.info().seats()).isEqualTo(log.info().seats());
        assertThat(again.record().firstHand()).isEqualTo(new GameRecord.FirstHand(hand.seed(), hand.dealer()));
    }
}
