package dev.pinochle;

import dev.pinochle.cli.Cli;
import dev.pinochle.ui.PinochleApp;

/** No arguments: the desktop game. A sub-command: the command-line tools. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            PinochleApp.launch();
        } else {
            Cli.main(args);
        }
    }
}
