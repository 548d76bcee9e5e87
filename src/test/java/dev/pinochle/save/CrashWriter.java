package dev.pinochle.save;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import java.nio.file.Path;

/**
 * The process {@link CrashTest} kills: plays one endless game and saves it after every action, printing
 * {@code saving N} as each save of N actions starts and {@code saved N} when it is complete. Run as
 * {@code CrashWriter FILE SEED}.
 */
public final class CrashWriter {
    /** A target no random game reaches while the test runs, so the number of actions only grows. */
    static final RuleSet ENDLESS = RuleSet.standard().with("target", "1000000");
    /** Actions played before the first save: some fifty hands, a file of about 150 kB. */
    static final int LONG_GAME = 3_000;

    private CrashWriter() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        long seed = Long.parseLong(args[1]);
        GameInfo info = new GameInfo("crash-" + seed, null, Tables.seats(ENDLESS));
        Game game = Game.start(ENDLESS, seed);
        RandomPlay play = new RandomPlay(seed);
        // A long game makes each save large and slow, so that a kill lands inside one.
        play.play(game, LONG_GAME);
        for (int actions = LONG_GAME + 1; ; actions++) {
            game.apply(play.choose(game));
            System.out.println("saving " + actions);
            System.out.flush();
            SaveFiles.write(file, GameRecord.of(info, game));
            System.out.println("saved " + actions);
            System.out.flush();
        }
    }
}
