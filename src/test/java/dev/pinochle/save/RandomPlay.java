package dev.pinochle.save;

import dev.pinochle.core.Action;
import dev.pinochle.core.Game;
import dev.pinochle.core.Shuffle;
import java.util.List;

/**
 * Random legal play from a seeded {@link Shuffle}, for round-trip tests. The auction is biased towards
 * passing and low bids, and the contract holder mostly plays on, so that contracts can be made and games
 * reach their target.
 */
final class RandomPlay {
    private final Shuffle random;

    RandomPlay(long seed) {
        this.random = new Shuffle(seed);
    }

    Action choose(Game game) {
        return choose(game.legalActions());
    }

    /** One of {@code legal}, a seat's legal actions, with the same bias. */
    Action choose(List<Action> legal) {
        boolean canPass = legal.contains(Action.Pass.INSTANCE);
        if (legal.get(legal.size() - 1) instanceof Action.Bid) {
            if (canPass && random.nextInt(10) < 7) {
                return Action.Pass.INSTANCE;
            }
            int firstBid = canPass ? 1 : 0;
            return legal.get(firstBid + random.nextInt(Math.min(3, legal.size() - firstBid)));
        }
        if (legal.contains(new Action.PlayOn()) && random.nextInt(10) < 8) {
            return new Action.PlayOn();
        }
        return legal.get(random.nextInt(legal.size()));
    }

    /** Plays up to {@code actions} random actions, fewer if the game ends. */
    Game play(Game game, int actions) {
        for (int i = 0; i < actions && !game.isOver(); i++) {
            game.apply(choose(game));
        }
        return game;
    }

    /** Plays to the end of the game; a game that will not end fails the test instead of hanging it. */
    Game finish(Game game) {
        for (int i = 0; !game.isOver(); i++) {
            if (i == 100_000) {
                throw new AssertionError("random play does not end the game: " + game.scores());
            }
            game.apply(choose(game));
        }
        return game;
    }
}
