package dev.pinochle;

import dev.pinochle.ui.PinochleApp;

/** No arguments: the desktop game. A sub-command: the command-line tools. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            PinochleApp.launch();
        } else {
            // Sub-commands go to dev.pinochle.cli.Cli.main(args) once the CLI lands.
            System.out.println("pinochle");
        }
    }
}
