package dev.pinochle.bench;

import dev.pinochle.ai.Bot;
import dev.pinochle.ai.Bots;
import dev.pinochle.ai.Decision;
import dev.pinochle.ai.Level;
import dev.pinochle.core.Action;
import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;

/**
 * How far into a hand the Expert's card search reaches: Expert bots play {@code hands} hands (seeds 100 on),
 * and every card decision with a choice is counted by the cards in hand, as searched or too early to search
 * (from its reason), with its mean time.
 *
 * <pre>java -cp target/benchmarks.jar dev.pinochle.bench.ExpertReach HANDS [standard|double-deck|three-handed]</pre>
 */
public final class ExpertReach {
    private ExpertReach() {
    }

    public static void main(String[] args) {
        int hands = Integer.parseInt(args[0]);
        RuleSet rules = args.length > 1 ? RuleSet.preset(args[1]) : RuleSet.standard();
        int size = rules.mode().handSize();
        long[] decisions = new long[size + 1];
        long[] searched = new long[size + 1];
        long[] early = new long[size + 1];
        double[] millis = new double[size + 1];
        for (int h = 0; h < hands; h++) {
            Game game = Game.start(rules, 100 + h);
            Bot[] bots = new Bot[rules.mode().seats()];
            for (int s = 0; s < bots.length; s++) {
                bots[s] = Bots.create(Level.EXPERT, Shuffle.derive(h, s));
            }
            int first = game.handNumber();
            while (!game.isOver() && game.handNumber() == first) {
                SeatView view = game.view(game.toAct());
                long start = System.nanoTime();
                Decision d = bots[view.seat()].decide(view);
                double took = (System.nanoTime() - start) / 1e6;
                if (d.action() instanceof Action.Play && view.legal().size() > 1) {
                    int cards = view.hand().size();
                    decisions[cards]++;
                    millis[cards] += took;
                    searched[cards] += d.reason().contains("search over") ? 1 : 0;
                    early[cards] += d.reason().contains("this early in the hand") ? 1 : 0;
                }
                game.apply(d.action());
            }
        }
        for (int c = size; c >= 1; c--) {
            System.out.printf("%2d cards in hand: %4d decisions, %4d searched, %4d too early, mean %.1f ms%n", c,
                    decisions[c], searched[c], early[c], decisions[c] == 0 ? 0 : millis[c] / decisions[c]);
        }
    }
}
