package dev.pinochle.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Game;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class TableTest {
    private static final List<SeatSetup> FOUR = List.of(new SeatSetup("You", null),
            new SeatSetup("West", BotLevel.EASY), new SeatSetup("North", BotLevel.MEDIUM),
            new SeatSetup("East", BotLevel.EXPERT));

    /** Runs a whole game on the test thread, the human answering with its first legal action. */
    @Test
    void aWholeGameRunsOnADirectExecutorWithOneSnapshotPerStep() {
        List<Snapshot> seen = new ArrayList<>();
        Table[] table = new Table[1];
        Consumer<Snapshot> human = s -> {
            seen.add(s);
            if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                assertThat(table[0].submit(s.view().legal().get(0))).isTrue();
            } else if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].nextHand();
            }
        };
        table[0] = new Table(RuleSet.standard().with("target", "500"), 7L, FOUR, Bots.STAND_IN, human);
        table[0].start(Runnable::run);

        assertThat(seen).isNotEmpty();
        assertThat(seen.get(seen.size() - 1).stage()).isEqualTo(Snapshot.Stage.GAME_OVER);
        for (int i = 1; i < seen.size(); i++) {
            assertThat(seen.get(i).serial()).isEqualTo(seen.get(i - 1).serial() + 1);
        }
        for (Snapshot s : seen) {
            assertThat(s.humanSeat()).isZero();
            boolean humanTurn = s.stage() == Snapshot.Stage.HUMAN_TO_ACT;
            assertThat(s.view().legal().isEmpty()).isEqualTo(!humanTurn);
            if (s.stage() == Snapshot.Stage.HAND_OVER || s.stage() == Snapshot.Stage.GAME_OVER) {
                assertThat(s.view().phase()).isEqualTo(Phase.HAND_OVER);
                assertThat(s.view().result()).isNotNull();
                assertThat(s.finishedHand().result()).isNotNull();
            }
            if (humanTurn && s.view().phase() == Phase.TRICKS) {
                for (Card c : s.view().hand()) {
                    boolean legal = s.view().legal().contains(Action.Play.of(c));
                    assertThat(s.whyNot().containsKey(c)).as("%s", c).isEqualTo(!legal);
                }
            }
        }
        assertThat(seen.stream().filter(s -> s.stage() == Snapshot.Stage.HAND_OVER).count() + 1)
                .isEqualTo(seen.get(seen.size() - 1).hands().size());
    }

    /**
     * The snapshot is the human's side of the table: RULES.md §2 and §7, cards passed between West and East and
     * cards a bot buries are face down. Its last call keeps their kind and nothing of the cards; North's pass to
     * the human, which the human receives, keeps them.
     */
    @Test
    void theLastCallNeverCarriesCardsTheHumanMayNotSee() {
        int hidden = 0;
        int toHuman = 0;
        List<Snapshot> seen = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            seen.addAll(hands(RuleSet.standard(), seed, FOUR));
            seen.addAll(hands(RuleSet.threeHanded(), seed, List.of(FOUR.get(0), FOUR.get(1), FOUR.get(3))));
        }
        for (Snapshot s : seen) {
            if (s.last() == null || s.last().seat() == 0) {
                continue;
            }
            List<Card> cards = s.last().action() instanceof Action.PassCards p ? p.cards()
                    : s.last().action() instanceof Action.Bury b ? b.cards() : null;
            if (cards == null) {
                continue;
            }
            boolean mine = s.last().action() instanceof Action.PassCards && s.last().seat() == 2;
            assertThat(cards.isEmpty()).as("%s by seat %d", s.last().action(), s.last().seat()).isEqualTo(!mine);
            hidden += mine ? 0 : 1;
            toHuman += mine ? 1 : 0;
        }
        assertThat(hidden).as("passes between West and East, and bots' burials").isPositive();
        assertThat(toHuman).as("North's passes to the human").isPositive();
    }

    /**
     * Every snapshot of a game's first six hands, every seat taking its first legal action (such bidders are set
     * so often that a three-handed game may never end).
     */
    private static List<Snapshot> hands(RuleSet rules, long seed, List<SeatSetup> seats) {
        List<Snapshot> out = new ArrayList<>();
        int[] done = new int[1];
        Table[] table = new Table[1];
        table[0] = new Table(rules, seed, seats, Bots.STAND_IN, s -> {
            out.add(s);
            if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                table[0].submit(s.view().legal().get(0));
            } else if (s.stage() == Snapshot.Stage.HAND_OVER && ++done[0] < 6) {
                table[0].nextHand();
            } else if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].close();
            }
        });
        table[0].start(Runnable::run);
        return out;
    }

    /** A game saved at a hand's summary (the next deal untouched) opens on that summary, then deals on. */
    @Test
    void aGameSavedAtTheSummaryResumesThere() {
        Game game = Game.start(RuleSet.standard(), 21L);
        while (game.handNumber() == 1) {
            game.apply(game.legalActions().get(0));
        }
        List<Snapshot> seen = new ArrayList<>();
        Table[] table = new Table[1];
        Consumer<Snapshot> human = s -> {
            seen.add(s);
            if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].nextHand();
            } else if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                table[0].close();
            }
        };
        table[0] = new Table(TableLog.of(game), FOUR, Bots.STAND_IN, human);
        table[0].start(Runnable::run);

        assertThat(seen.get(0).stage()).isEqualTo(Snapshot.Stage.HAND_OVER);
        assertThat(seen.get(0).view().handNumber()).isEqualTo(1);
        assertThat(seen.get(0).view().result()).isEqualTo(game.lastHandView(0).result());
        assertThat(seen.get(seen.size() - 1).view().handNumber()).isEqualTo(2);
    }

    /**
     * QA: Open of a finished game (saved at game over) named its file in the title, but the table went on
     * showing the game that was there before, inert: a finished game's table published nothing. It opens on
     * the game's end, the last hand's summary titled with the winner, as it was left.
     */
    @Test
    void aFinishedGameOpensOnItsEnd() {
        Game game = Game.start(RuleSet.standard().with("target", "500"), 7L);
        while (!game.isOver()) {
            game.apply(game.legalActions().get(0));
        }
        List<Snapshot> seen = new ArrayList<>();
        Table table = new Table(TableLog.of(game), FOUR, Bots.STAND_IN, seen::add);
        table.start(Runnable::run);

        assertThat(seen).hasSize(1);
        Snapshot end = seen.get(0);
        assertThat(end.stage()).isEqualTo(Snapshot.Stage.GAME_OVER);
        assertThat(end.view().handNumber()).isEqualTo(game.lastHandView(0).handNumber());
        assertThat(end.view().result()).isEqualTo(game.lastHandView(0).result());
        assertThat(end.view().gameWinner()).isEqualTo(game.winner());
        assertThat(end.scores()).isEqualTo(game.scores());
    }

    @Test
    void anIllegalAnswerIsAskedAgainWithTheReason() {
        List<Snapshot> asked = new ArrayList<>();
        Table[] table = new Table[1];
        Consumer<Snapshot> human = s -> {
            if (s.stage() != Snapshot.Stage.HUMAN_TO_ACT) {
                return;
            }
            asked.add(s);
            if (asked.size() == 1) {
                table[0].submit(new Action.Bid(5));
            } else {
                table[0].close();
            }
        };
        table[0] = new Table(RuleSet.standard(), 3L, FOUR, Bots.STAND_IN, human);
        table[0].start(Runnable::run);

        assertThat(asked).hasSize(2);
        assertThat(asked.get(0).rejected()).isNull();
        assertThat(asked.get(1).rejected()).startsWith("The bid must be at least");
        assertThat(asked.get(1).view().legal()).isEqualTo(asked.get(0).view().legal());
    }

    /**
     * A bot that throws, or answers with an illegal action, must not stop the game: an Easy stand-in moves for
     * it (the failing Easy bot falls back to the first legal action) and the reason says so.
     */
    @Test
    void aFailingBotIsStoodInForAndTheGameGoesOn() {
        List<String> created = new ArrayList<>();
        Bots failing = (level, seat, seed) -> {
            created.add(level.name() + "@" + seat);
            return view -> {
                if (view.phase() != Phase.TRICKS) {
                    return view.legal().get(0);
                }
                return switch (level) {
                    case EASY -> view.legal().get(0);
                    case MEDIUM -> throw new IllegalStateException("a bug in the bot");
                    default -> Action.Pass.INSTANCE;
                };
            };
        };
        List<Snapshot> seen = new ArrayList<>();
        Table[] table = new Table[1];
        Consumer<Snapshot> human = s -> {
            seen.add(s);
            if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                table[0].submit(s.view().legal().get(0));
            } else if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].nextHand();
            }
        };
        table[0] = new Table(RuleSet.standard().with("target", "500"), 7L, FOUR, failing, human);
        table[0].start(Runnable::run);

        assertThat(seen.get(seen.size() - 1).stage()).isEqualTo(Snapshot.Stage.GAME_OVER);
        assertThat(created).contains("EASY@2", "EASY@3");
        for (int seat = 1; seat < 4; seat++) {
            int s = seat;
            boolean stoodIn = seen.stream().anyMatch(x -> Table.STAND_IN.equals(x.reasons().get(s)));
            assertThat(stoodIn).as("seat %d stood in for", seat).isEqualTo(seat != 1);
        }
    }

    @Test
    void closingEndsTheWaitOfTheTableThread() throws Exception {
        CountDownLatch waiting = new CountDownLatch(1);
        ExecutorService thread = Executors.newSingleThreadExecutor();
        Table table = new Table(RuleSet.standard(), 11L, FOUR, Bots.STAND_IN, s -> {
            if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                waiting.countDown();
            }
        });
        table.start(thread);
        assertThat(waiting.await(5, TimeUnit.SECONDS)).isTrue();
        table.close();
        thread.shutdown();
        assertThat(thread.awaitTermination(5, TimeUnit.SECONDS)).isTrue();
        assertThat(table.submit(Action.Pass.INSTANCE)).isFalse();
    }

    @Test
    void aHintComesFromTheBotForTheHumansView() throws Exception {
        Snapshot[] first = new Snapshot[1];
        Table table = new Table(RuleSet.standard(), 5L, FOUR, Bots.STAND_IN, s -> {
            if (first[0] == null && s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                first[0] = s;
            }
        });
        ExecutorService thread = Executors.newSingleThreadExecutor();
        table.start(thread);
        while (first[0] == null) {
            Thread.sleep(5);
        }
        Table.Hint[] hint = new Table.Hint[1];
        CountDownLatch done = new CountDownLatch(1);
        table.hint(first[0].view(), BotLevel.EXPERT, Runnable::run, h -> {
            hint[0] = h;
            done.countDown();
        });
        assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(first[0].view().legal()).contains(hint[0].action());
        table.close();
        thread.shutdown();
    }

    /**
     * Three-handed: the bidder is told, card by card, which cards may not be buried, in the game's own words,
     * and a burial with such a card is refused with the same sentence.
     */
    @Test
    void theBidderIsToldWhichCardsMayNotBeBuriedInTheGamesWords() {
        List<SeatSetup> three = List.of(new SeatSetup("You", null), new SeatSetup("West", BotLevel.EASY),
                new SeatSetup("East", BotLevel.EASY));
        List<String> refusals = new ArrayList<>();
        Card[] barred = new Card[1];
        for (long seed = 1; seed < 60 && refusals.isEmpty(); seed++) {
            Table[] table = new Table[1];
            boolean[] tried = new boolean[1];
            Consumer<Snapshot> human = s -> {
                if (s.stage() != Snapshot.Stage.HUMAN_TO_ACT) {
                    return;
                }
                Phase phase = s.view().phase();
                if (phase == Phase.BURY && tried[0]) {
                    refusals.add(s.rejected());
                    table[0].close();
                    return;
                }
                if (phase == Phase.BURY && !s.whyNot().isEmpty()) {
                    Action.Bury allowed = (Action.Bury) s.view().legal().get(0);
                    for (Card c : s.view().hand()) {
                        boolean buryable = s.view().legal().stream()
                                .anyMatch(a -> ((Action.Bury) a).cards().contains(c));
                        assertThat(s.whyNot().containsKey(c)).isEqualTo(!buryable);
                    }
                    s.whyNot().forEach((c, why) -> assertThat(why)
                            .isEqualTo("The " + c.display() + " is shown in meld and may not be buried."));
                    List<Card> bury = new ArrayList<>(allowed.cards());
                    barred[0] = s.whyNot().keySet().iterator().next();
                    bury.set(0, barred[0]);
                    tried[0] = true;
                    table[0].submit(new Action.Bury(bury));
                    return;
                }
                if (phase == Phase.BURY || phase == Phase.TRICKS) {
                    table[0].close();
                    return;
                }
                Action first = s.view().legal().stream().filter(a -> a instanceof Action.Bid).findFirst()
                        .orElse(s.view().legal().get(0));
                table[0].submit(first);
            };
            table[0] = new Table(RuleSet.threeHanded(), seed, three, Bots.STAND_IN, human);
            table[0].start(Runnable::run);
        }
        assertThat(refusals).containsExactly("The " + barred[0].display() + " is shown in meld and may not be buried.");
    }
}
