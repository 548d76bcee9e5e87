package dev.pinochle.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.ai.Bot;
import dev.pinochle.ai.Bots;
import dev.pinochle.ai.Decision;
import dev.pinochle.ai.Level;
import dev.pinochle.core.Action;
import dev.pinochle.core.Game;
import dev.pinochle.core.Seat;
import dev.pinochle.save.GameInfo;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.SaveFiles;
import dev.pinochle.save.SeatInfo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.IllegalActionException;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code arena --mode partnership|duel|doubledeck|threehanded --games N --seed S --a LEVEL --b LEVEL [--duplicate]
 * [--threads T] [--rule K=V]...}: bots play whole games against each other and one JSON object reports how A did.
 *
 * <p>Side A sits at seats 0 and 2 (the duel: seat 0; three-handed: level A at seat 0, level B at seats 1 and 2).
 * With {@code --duplicate} every game is also played from the same seed in the other seatings: the levels
 * swapped between the sides, or three-handed with A at seat 1 and then at seat 2. Hand {@code i} of each seating
 * was dealt the same cards, and averaging A's margin over the seatings cancels most of the luck of the deal.
 * A's margin in a hand is its side's score less the mean score of the other sides (three-handed: of a B seat).
 * Results do not depend on {@code --threads}: games are seeded by their index and summed in order.
 */
final class ArenaCommand {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A runaway game (which the rules should never allow) stops here rather than hang the arena. */
    private static final int MAX_HANDS_PER_GAME = 200;

    private ArenaCommand() {
    }

    static String run(Options o, PrintStream progress) {
        o.allowOnly("mode", "games", "seed", "a", "b", "duplicate", "threads", "rule", "record");
        String mode = o.get("mode", "partnership").toLowerCase(Locale.ROOT);
        RuleSet rules = RulesCommands.rules(o);
        int games = positive(o.get("games", "10"), "games");
        long seed = parseLong(o.get("seed", "1"));
        Level a = level(o.get("a", "medium"));
        Level b = level(o.get("b", "easy"));
        boolean duplicate = Boolean.parseBoolean(o.get("duplicate", "false"));
        int threads = positive(o.get("threads", "1"), "threads");
        String record = o.get("record", null);
        Arena arena = new Arena(rules, a, b, duplicate, record == null ? null : Path.of(record));
        List<Match> matches = arena.play(games, seed, threads, progress);
        return report(mode, rules, games, seed, a, b, duplicate, matches).toString();
    }

    private static Level level(String text) {
        try {
            return Level.valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown level '" + text + "': use easy, medium or expert");
        }
    }

    private static int positive(String text, String name) {
        int n;
        try {
            n = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " takes a whole number, not '" + text + "'");
        }
        if (n <= 0) {
            throw new IllegalArgumentException("--" + name + " must be positive, not " + n);
        }
        return n;
    }

    private static long parseLong(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seed takes a whole number, not '" + text + "'");
        }
    }

    /**
     * One game in each seating (one, or with duplicate every seating): A's per-hand margins in each, and the
     * counts the report sums.
     */
    record Match(List<List<Double>> margins, int aWins, int games, int hands, int[][] contracts, int illegal,
            Map<Level, Map<String, List<Long>>> latencies) {
    }

    /** Plays the games; thread-safe because each game owns its bots. */
    static final class Arena {
        private final RuleSet rules;
        private final Level a;
        private final Level b;
        private final boolean duplicate;
        /** Where every finished game is written as a save file ({@code --record}), or null. */
        private final Path record;

        Arena(RuleSet rules, Level a, Level b, boolean duplicate, Path record) {
            this.rules = rules;
            this.a = a;
            this.b = b;
            this.duplicate = duplicate;
            this.record = record;
        }

        /** Seatings per deal: one, or with duplicate a game per side for A (three-handed: per seat). */
        int seatings() {
            return duplicate ? Game.sides(rules) : 1;
        }

        List<Match> play(int games, long seed, int threads, PrintStream progress) {
            List<Match> out = new ArrayList<>();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<Match>> futures = new ArrayList<>();
                for (int g = 0; g < games; g++) {
                    long gameSeed = Shuffle.derive(seed, g);
                    futures.add(pool.submit(() -> match(gameSeed)));
                }
                long start = System.nanoTime();
                double sum = 0;
                int n = 0;
                for (int g = 0; g < games; g++) {
                    Match m = futures.get(g).get();
                    out.add(m);
                    for (double x : samples(m)) {
                        sum += x;
                        n++;
                    }
                    progress.printf(Locale.ROOT, "arena: %d/%d %s done, %.0f s, margin so far %+.1f over %d%n", g + 1,
                            games, duplicate ? group("game", seatings()) + "s" : "games", (System.nanoTime() - start) / 1e9,
                            n == 0 ? 0 : sum / n, n);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("the arena was interrupted");
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                throw new IllegalStateException("a game failed: " + cause, cause);
            } finally {
                pool.shutdownNow();
            }
            return out;
        }

        /**
         * The game as a save file, in the same format as the desktop game's, with each bot's reason for each action
         * ({@code reasons}), named by its seed and seating.
         */
        private void write(Game game, List<String> reasons, long gameSeed, int seating, Bot[] bots) {
            List<SeatInfo> seats = new ArrayList<>();
            for (int s = 0; s < bots.length; s++) {
                seats.add(SeatInfo.bot(Seat.name(s, bots.length), bots[s].level().name()));
            }
            String name = "arena-" + Long.toUnsignedString(gameSeed, 16)
                    + (seating == 0 ? "" : seatings() == 2 ? "-mirror" : "-a" + seating);
            try {
                SaveFiles.writeInto(record, name, GameRecord.of(GameInfo.create(seats), game, reasons));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + name + " into " + record + ": " + e.getMessage(), e);
            }
        }

        Match match(long gameSeed) {
            Tally tally = new Tally();
            List<List<Double>> margins = new ArrayList<>();
            for (int seating = 0; seating < seatings(); seating++) {
                margins.add(playGame(gameSeed, seating, tally));
            }
            return new Match(margins, tally.aWins, tally.games, tally.hands, tally.contracts, tally.illegal,
                    tally.latencies);
        }

        /** Plays one game with A on side {@code sideA}; returns A's margin in each hand. */
        private List<Double> playGame(long gameSeed, int sideA, Tally tally) {
            Game game = Game.start(rules, gameSeed);
            int seats = rules.mode().seats();
            int sides = Game.sides(rules);
            Bot[] bots = new Bot[seats];
            for (int s = 0; s < seats; s++) {
                bots[s] = Bots.create(game.sideOf(s) == sideA ? a : b, Shuffle.derive(gameSeed, 1000 + s));
            }
            List<Double> margins = new ArrayList<>();
            List<String> reasons = new ArrayList<>();
            int recorded = 0;
            while (!game.isOver() && recorded < MAX_HANDS_PER_GAME) {
                int seat = game.toAct();
                SeatView view = game.view(seat);
                long t0 = System.nanoTime();
                Decision d = bots[seat].decide(view);
                long micros = (System.nanoTime() - t0) / 1000;
                tally.latency(bots[seat].level(), kind(view.phase()), micros);
                Action action = d.action();
                String reason = d.reason();
                if (!view.legal().contains(action)) {
                    tally.illegal++;
                    action = view.legal().get(0);
                    reason = null;
                }
                try {
                    game.apply(action);
                } catch (IllegalActionException e) {
                    tally.illegal++;
                    game.apply(view.legal().get(0));
                    reason = null;
                }
                reasons.add(reason);
                List<HandRecord> hands = game.hands();
                int finished = game.isOver() ? hands.size() : hands.size() - 1;
                while (recorded < finished) {
                    HandResult r = hands.get(recorded++).result();
                    int[] score = r.score();
                    double others = 0;
                    for (int side = 0; side < sides; side++) {
                        others += side == sideA ? 0 : score[side];
                    }
                    margins.add(score[sideA] - others / (sides - 1));
                    tally.hands++;
                    if (r.contractor() >= 0 && r.outcome() != HandResult.Outcome.REDEAL) {
                        int side = game.sideOf(r.contractor()) == sideA ? 0 : 1;
                        tally.contracts[side][0]++;
                        switch (r.outcome()) {
                            case MADE, MOON_MADE -> tally.contracts[side][1]++;
                            case SET, MOON_SET -> tally.contracts[side][2]++;
                            case THROWN_IN -> tally.contracts[side][3]++;
                            default -> { }
                        }
                    }
                }
            }
            tally.games++;
            if (game.winner() == sideA) {
                tally.aWins++;
            }
            if (record != null) {
                write(game, reasons, gameSeed, sideA, bots);
            }
            return margins;
        }
    }

    static String kind(Phase phase) {
        return switch (phase) {
            case AUCTION -> "bid";
            case TRUMP -> "trump";
            case PASS_TO_BIDDER, PASS_BACK -> "pass";
            case CONCEDE_OR_PLAY -> "concede";
            case DECLARE -> "declare";
            case BURY -> "bury";
            default -> "play";
        };
    }

    /** What one match adds up: counters, and latency samples by level and decision kind (microseconds). */
    private static final class Tally {
        int aWins;
        int games;
        int hands;
        int illegal;
        /** Per side (0 = A): bid, made, set, thrown in. */
        final int[][] contracts = new int[2][4];
        final Map<Level, Map<String, List<Long>>> latencies = new EnumMap<>(Level.class);

        void latency(Level level, String kind, long micros) {
            latencies.computeIfAbsent(level, k -> new TreeMap<>()).computeIfAbsent(kind, k -> new ArrayList<>())
                    .add(micros);
        }
    }

    static ObjectNode report(String mode, RuleSet rules, int games, long seed, Level a, Level b, boolean duplicate,
            List<Match> matches) {
        ObjectNode root = JSON.createObjectNode();
        root.put("mode", mode);
        root.put("a", a.name().toLowerCase(Locale.ROOT));
        root.put("b", b.name().toLowerCase(Locale.ROOT));
        root.put("seed", seed);
        root.put("duplicate", duplicate);
        int played = 0;
        int hands = 0;
        int wins = 0;
        int illegal = 0;
        int[][] contracts = new int[2][4];
        List<Double> samples = new ArrayList<>();
        Map<Level, Map<String, List<Long>>> lat = new EnumMap<>(Level.class);
        for (Match m : matches) {
            played += m.games();
            hands += m.hands();
            wins += m.aWins();
            illegal += m.illegal();
            for (int s = 0; s < 2; s++) {
                for (int k = 0; k < 4; k++) {
                    contracts[s][k] += m.contracts()[s][k];
                }
            }
            samples.addAll(samples(m));
            m.latencies().forEach((level, kinds) -> kinds.forEach((kind, list) -> lat
                    .computeIfAbsent(level, k -> new TreeMap<>()).computeIfAbsent(kind, k -> new ArrayList<>())
                    .addAll(list)));
        }
        root.put("games", played);
        root.put("hands", hands);
        int seatings = matches.isEmpty() ? 1 : matches.get(0).margins().size();
        if (duplicate) {
            String group = seatings == 2 ? "Pairs" : "Triples";
            root.put("game" + group, games);
            root.put("deal" + group, samples.size());
        }
        root.put("aWins", wins);
        root.put("aWinRate", played == 0 ? 0 : round3((double) wins / played));
        ObjectNode margin = root.putObject("marginPerHand");
        double mean = samples.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double var = 0;
        for (double x : samples) {
            var += (x - mean) * (x - mean);
        }
        double sd = samples.size() > 1 ? Math.sqrt(var / (samples.size() - 1)) : 0;
        double half = samples.isEmpty() ? 0 : 1.96 * sd / Math.sqrt(samples.size());
        margin.put("n", samples.size());
        margin.put("unit", duplicate ? group("deal", seatings) + ", averaged over its " + seatings + " hands"
                : "hand");
        if (rules.mode().seats() == 3) {
            margin.put("of", "A's score less the mean score of a B seat");
        }
        margin.put("mean", round3(mean));
        margin.putArray("ci95").add(round3(mean - half)).add(round3(mean + half));
        margin.put("sd", round3(sd));
        if (rules.mode() != Mode.DUEL) {
            ObjectNode c = root.putObject("contracts");
            String[] names = {"a", "b"};
            for (int s = 0; s < 2; s++) {
                ObjectNode side = c.putObject(names[s]);
                side.put("bid", contracts[s][0]);
                side.put("made", contracts[s][1]);
                side.put("set", contracts[s][2]);
                side.put("thrownIn", contracts[s][3]);
            }
        }
        ObjectNode latency = root.putObject("latencyMs");
        lat.forEach((level, kinds) -> {
            ObjectNode l = latency.putObject(level.name().toLowerCase(Locale.ROOT));
            kinds.forEach((kind, list) -> {
                long[] v = list.stream().mapToLong(Long::longValue).sorted().toArray();
                ObjectNode k = l.putObject(kind);
                k.put("n", v.length);
                k.put("p50", round3(percentile(v, 0.50) / 1000.0));
                k.put("p95", round3(percentile(v, 0.95) / 1000.0));
                k.put("max", round3(v[v.length - 1] / 1000.0));
            });
        });
        root.put("illegal", illegal);
        return root;
    }

    /**
     * A match's margin samples: per hand, or with several seatings per deal (the mean of A's margins in the hands
     * that deal was played in every seating).
     */
    static List<Double> samples(Match m) {
        List<Double> out = new ArrayList<>();
        int deals = Integer.MAX_VALUE;
        for (List<Double> seating : m.margins()) {
            deals = Math.min(deals, seating.size());
        }
        for (int i = 0; i < deals; i++) {
            double sum = 0;
            for (List<Double> seating : m.margins()) {
                sum += seating.get(i);
            }
            out.add(sum / m.margins().size());
        }
        return out;
    }

    /** What one duplicate sample of {@code seatings} games or hands is called: "game pair", "deal triple". */
    private static String group(String noun, int seatings) {
        return noun + (seatings == 2 ? " pair" : " triple");
    }

    private static long percentile(long[] sorted, double q) {
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    private static double round3(double x) {
        return Math.round(x * 1000) / 1000.0;
    }
}
