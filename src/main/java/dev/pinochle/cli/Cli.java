package dev.pinochle.cli;

import java.io.PrintStream;
import java.util.Arrays;

/**
 * The command-line tools. Each prints one JSON object on stdout; bad input prints one plain line on
 * stderr and exits 2, never a stack trace.
 */
public final class Cli {
    private Cli() {
    }

    /** The sub-commands, as printed when none is given. */
    public static final String USAGE = "usage: pinochle (meld|legal|trick|replay|arena) ... ; no arguments starts"
            + " the game";

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs a sub-command; returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println(USAGE);
            return 2;
        }
        Options options;
        try {
            options = Options.parse(Arrays.copyOfRange(args, 1, args.length));
            String json = switch (args[0]) {
                case "meld" -> RulesCommands.meld(options);
                case "legal" -> RulesCommands.legal(options);
                case "trick" -> RulesCommands.trick(options);
                case "replay" -> ReplayCommand.replay(options);
                case "arena" -> ArenaCommand.run(options, err);
                default -> throw new IllegalArgumentException("unknown command '" + args[0]
                        + "': use meld, legal, trick, replay or arena");
            };
            out.println(json);
            return 0;
        } catch (IllegalArgumentException | IllegalStateException | java.io.UncheckedIOException e) {
            // A tool's failure is one plain line, never a stack trace.
            err.println("error: " + e.getMessage());
            return 2;
        }
    }
}
