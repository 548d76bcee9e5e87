package dev.pinochle;

import dev.pinochle.cli.Cli;
import dev.pinochle.ui.PinochleApp;
import java.awt.GraphicsEnvironment;

/** No arguments: the desktop game. A sub-command: the command-line tools. */
public final class Main {
    /** What the game says on a machine with no screen to open its window on; the tools' usage follows. */
    static final String NO_DISPLAY = "Pinochle needs a display to open its window, and this session has none"
            + " (no X11 DISPLAY, or java.awt.headless is set). The command-line tools run without one:";

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            Cli.main(args);
        } else if (GraphicsEnvironment.isHeadless()) {
            // Before the app-data folder is touched: nothing is created for a window that cannot open.
            System.err.println(NO_DISPLAY);
            System.err.println(Cli.USAGE);
            System.exit(2);
        } else {
            PinochleApp.launch();
        }
    }
}
