package dev.pinochle.bench;

import dev.pinochle.cli.Cli;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Arenas under random house rules: each run draws a table and a mix of rule options (each option set with
 * probability 1/3, combinations the rules refuse drawn again) and plays a short duplicate arena in process.
 * A run fails if a game throws or a bot attempts an illegal action; the line it prints is the arena command
 * that reproduces it. The unit tests cover named rule sets; this finds the combinations nobody named.
 *
 * <pre>java -cp target/benchmarks.jar dev.pinochle.bench.RulesSoak SEED RUNS LEVELS GAMES</pre>
 * e.g. {@code RulesSoak 47 24 expert,medium 2}; exits 1 if any run failed.
 */
public final class RulesSoak {
    private static final String[] MODES = {"partnership", "duel", "doubledeck", "threehanded"};
    private static final String[][] OPTIONS = {
        {"scale", "TEN", "ONE"}, {"passedOut", "OPENER_FORCED", "DEALER_STUCK", "REDEAL"},
        {"allowThrowIn", "true", "false"}, {"firstLeadTrump", "true", "false"},
        {"counting", "TEN_POINT", "CLASSIC", "SIMPLE", "ONE_EACH"}, {"meldNeeds", "TRICK", "COUNTER"},
        {"setRule", "LOSE_ALL", "KEEP_MELD"}, {"shootTheMoon", "true", "false"}, {"playRules", "STRICT", "NO_HEAD"},
        {"mayDiscardWhenCannotOvertrump", "true", "false"}, {"headLedSuitWhenTrumped", "true", "false"},
        {"runExtras", "PLAIN", "BONUS"}, {"dixExchange", "true", "false"}, {"setDouble", "true", "false"},
        {"passCount", "3", "4"}, {"doublePinochle", "300", "80"}, {"doubleRun", "1500", "300"},
    };
    private static final Pattern ILLEGAL = Pattern.compile("\"illegal\":(\\d+)");
    private static final Pattern HANDS = Pattern.compile("\"hands\":(\\d+)");

    private RulesSoak() {
    }

    public static void main(String[] args) {
        Shuffle rng = new Shuffle(Long.parseLong(args[0]));
        int runs = Integer.parseInt(args[1]);
        String[] levels = args[2].split(",");
        String games = args[3];
        int failed = 0;
        long hands = 0;
        for (int run = 0; run < runs; run++) {
            String mode = MODES[rng.nextInt(MODES.length)];
            List<String> arena = new ArrayList<>(List.of("arena", "--mode", mode, "--games", games,
                    "--seed", Long.toString(1 + rng.nextInt(1_000_000)), "--a", levels[rng.nextInt(levels.length)],
                    "--b", levels[rng.nextInt(levels.length)], "--duplicate", "true", "--threads", "2"));
            arena.addAll(rules(rng, mode));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Cli.run(arena.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            String json = out.toString(StandardCharsets.UTF_8);
            Matcher illegal = ILLEGAL.matcher(json);
            Matcher played = HANDS.matcher(json);
            String command = String.join(" ", arena);
            if (code != 0 || !illegal.find() || !illegal.group(1).equals("0") || !played.find()) {
                failed++;
                String[] lines = err.toString(StandardCharsets.UTF_8).strip().split("\n");
                System.out.println("FAILED " + command + "\n  " + (code != 0 ? lines[lines.length - 1] : json));
            } else {
                hands += Long.parseLong(played.group(1));
                System.out.println("ok, " + played.group(1) + " hands: " + command);
            }
        }
        System.out.printf("%d of %d runs failed; %d hands played%n", failed, runs, hands);
        System.exit(failed == 0 ? 0 : 1);
    }

    /** A random mix of rule options the table accepts, as {@code --rule K=V} arguments. */
    private static List<String> rules(Shuffle rng, String mode) {
        RuleSet table = RuleSet.preset(switch (mode) {
            case "doubledeck" -> "double-deck";
            case "threehanded" -> "three-handed";
            case "duel" -> "duel";
            default -> "standard";
        });
        List<String> out = new ArrayList<>();
        for (String[] option : OPTIONS) {
            if (rng.nextInt(3) != 0) {
                continue;
            }
            String assignment = option[0] + "=" + option[1 + rng.nextInt(option.length - 1)];
            try {
                table = table.with(assignment);
                out.add("--rule");
                out.add(assignment);
            } catch (IllegalArgumentException refused) {
                // A combination the rules refuse (the one-point scale with classic counting, say): leave it out.
            }
        }
        return out;
    }
}
