package dev.pinochle;

import dev.pinochle.cli.Cli;

/** No arguments: the desktop game. A sub-command: the command-line tools. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("The desktop table is not in this build yet; try: meld, legal or trick.");
            System.exit(2);
        }
        Cli.main(args);
    }
}
