package dev.pinochle.ui;

import dev.pinochle.core.Action;
import dev.pinochle.core.Counting;
import dev.pinochle.core.Deck;
import dev.pinochle.core.RuleSet;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Bots;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Snapshot;
import dev.pinochle.table.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/** Real snapshots for headless tests: a table run on the test thread, the human answering first-legal. */
final class Snapshots {
    static final List<SeatSetup> SEATS = List.of(new SeatSetup("You", null), new SeatSetup("West", BotLevel.EASY),
            new SeatSetup("North", BotLevel.MEDIUM), new SeatSetup("East", BotLevel.EXPERT));

    private Snapshots() {
    }

    /** Every snapshot of one game to {@code target}, in order. */
    static List<Snapshot> game(RuleSet rules, long seed) {
        return game(rules, seed, SEATS);
    }

    /** The same, with these seats (their names). */
    static List<Snapshot> game(RuleSet rules, long seed, List<SeatSetup> seats) {
        return game(rules, seed, seats, Bots.STAND_IN);
    }

    /** The same, with these bots. */
    static List<Snapshot> game(RuleSet rules, long seed, List<SeatSetup> seats, Bots bots) {
        List<Snapshot> out = new ArrayList<>();
        Table[] table = new Table[1];
        table[0] = new Table(rules, seed, seats, bots, s -> {
            out.add(s);
            if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                table[0].submit(s.view().legal().get(0));
            } else if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].nextHand();
            }
        });
        table[0].start(Runnable::run);
        return out;
    }

    /**
     * The snapshot at the end of hand {@code hands} of a game under {@code rules}, the human taking its first
     * legal action: for tables whose games may run long (three-handed bidders are set often).
     */
    static Snapshot afterHands(RuleSet rules, long seed, List<SeatSetup> seats, int hands) {
        List<Snapshot> all = firstHands(rules, seed, seats, hands);
        return all.get(all.size() - 1);
    }

    /** Every snapshot of the first {@code hands} hands of such a game (fewer if the game ends sooner), in order. */
    static List<Snapshot> firstHands(RuleSet rules, long seed, List<SeatSetup> seats, int hands) {
        return firstHands(rules, seed, seats, hands, legal -> legal.get(0));
    }

    /** The same, every seat, the human's and the bots', taking the action {@code choice} picks of its legal ones. */
    static List<Snapshot> firstHands(RuleSet rules, long seed, List<SeatSetup> seats, int hands,
            Function<List<Action>, Action> choice) {
        List<Snapshot> out = new ArrayList<>();
        int[] done = new int[1];
        Table[] table = new Table[1];
        Bots bots = (level, seat, botSeed) -> view -> choice.apply(view.legal());
        table[0] = new Table(rules, seed, seats, bots, s -> {
            out.add(s);
            if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                table[0].submit(choice.apply(s.view().legal()));
            } else if (s.stage() == Snapshot.Stage.HAND_OVER) {
                if (++done[0] < hands) {
                    table[0].nextHand();
                } else {
                    table[0].close();
                }
            }
        });
        table[0].start(Runnable::run);
        return out;
    }

    /**
     * The first snapshot of a three-handed hand, the human bidding whenever it may (so it takes the widow and
     * buries), that matches; several seeds tried.
     */
    static Snapshot firstThreeHanded(Predicate<Snapshot> wanted) {
        return firstBidding(RuleSet.threeHanded(), wanted);
    }

    /**
     * The first snapshot of a game under {@code rules} that matches, the human bidding whenever it may (against
     * bots that pass, so it holds the contract); several seeds tried.
     */
    static Snapshot firstBidding(RuleSet rules, Predicate<Snapshot> wanted) {
        return firstBidding(rules, wanted, Snapshots::bidding);
    }

    /** The same, the human answering with {@code human} (which should bid whenever it may); several seeds tried. */
    static Snapshot firstBidding(RuleSet rules, Predicate<Snapshot> wanted, Function<Snapshot, Action> human) {
        return firstBidding(rules, wanted, human, Bots.STAND_IN);
    }

    /** Bots of which North bids the least it may whenever it may, and West and East pass whenever they may. */
    static final Bots NORTH_BIDS = (level, seat, seed) -> view -> view.legal().stream()
            .filter(a -> seat == 2 ? a instanceof Action.Bid : a == Action.Pass.INSTANCE).findFirst()
            .orElse(view.legal().get(0));

    /** The same against {@code bots}; several seeds tried. */
    static Snapshot firstBidding(RuleSet rules, Predicate<Snapshot> wanted, Function<Snapshot, Action> human,
            Bots bots) {
        return firstBidding(rules, wanted, human, bots, SEATS);
    }

    /** The same with other seats (four of them; the three-handed table leaves North out). */
    static Snapshot firstBidding(RuleSet rules, Predicate<Snapshot> wanted, Function<Snapshot, Action> human,
            Bots bots, List<SeatSetup> four) {
        for (long seed = 1; seed < 200; seed++) {
            Snapshot found = firstBidding(rules, seed, wanted, human, bots, four);
            if (found != null) {
                return found;
            }
        }
        throw new AssertionError("no snapshot found");
    }

    /** The same in the first hand of one seed's game, or null. */
    static Snapshot firstBidding(RuleSet rules, long seed, Predicate<Snapshot> wanted) {
        return firstBidding(rules, seed, wanted, Snapshots::bidding, Bots.STAND_IN, SEATS);
    }

    /** A bid whenever the human may bid, else its first legal action. */
    static Action bidding(Snapshot s) {
        return s.view().legal().stream().filter(a -> a instanceof Action.Bid).findFirst()
                .orElse(s.view().legal().get(0));
    }

    /** The same, but of the burials the one worth the most counters. */
    static Action buryingCounters(Snapshot s) {
        Deck deck = s.view().rules().deck();
        Counting counting = s.view().rules().counting();
        return s.view().legal().stream().filter(a -> a instanceof Action.Bury)
                .max(Comparator.comparingInt(a -> deck.counters(deck.setOf(((Action.Bury) a).cards()), counting)))
                .orElseGet(() -> bidding(s));
    }

    private static Snapshot firstBidding(RuleSet rules, long seed, Predicate<Snapshot> wanted,
            Function<Snapshot, Action> human, Bots bots, List<SeatSetup> four) {
        List<SeatSetup> seats = rules.mode().seats() == 3 ? List.of(four.get(0), four.get(1), four.get(3)) : four;
        Snapshot[] found = new Snapshot[1];
        Table[] table = new Table[1];
        table[0] = new Table(rules, seed, seats, bots, s -> {
            if (wanted.test(s)) {
                found[0] = s;
                table[0].close();
            } else if (s.stage() == Snapshot.Stage.HUMAN_TO_ACT) {
                table[0].submit(human.apply(s));
            } else if (s.stage() == Snapshot.Stage.HAND_OVER) {
                table[0].close();
            }
        });
        table[0].start(Runnable::run);
        return found[0];
    }

    /** The first snapshot of a short game (several seeds tried) that matches. */
    static Snapshot first(Predicate<Snapshot> wanted) {
        for (long seed = 1; seed < 200; seed++) {
            for (Snapshot s : game(RuleSet.standard().with("target", "300"), seed)) {
                if (wanted.test(s)) {
                    return s;
                }
            }
        }
        throw new AssertionError("no snapshot found");
    }
}
