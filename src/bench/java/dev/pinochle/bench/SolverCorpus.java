package dev.pinochle.bench;

import dev.pinochle.ai.search.Solver;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Suit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The committed solver corpus ({@code src/test/resources/ai/solver-corpus.txt}, standard rules): the positions
 * with no trick in progress and a given number of tricks left, each solved from scratch by {@link #solve}.
 */
final class SolverCorpus {
    private final RuleSet rules = RuleSet.standard();
    private final List<long[]> hands = new ArrayList<>();
    private final List<Suit> trumps = new ArrayList<>();
    private final List<Integer> leaders = new ArrayList<>();
    private final Solver[] solvers = new Solver[4];

    SolverCorpus(String file, int tricks) throws IOException {
        Deck deck = rules.deck();
        for (String line : Files.readAllLines(Path.of(file))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] p = line.split("\\|");
            if (!p[2].trim().equals("-")) {
                continue;
            }
            long[] h = new long[4];
            for (int s = 0; s < 4; s++) {
                h[s] = deck.setOf(Card.parseAll(p[3 + s]));
            }
            if (deck.size(h[0]) == tricks) {
                hands.add(h);
                trumps.add(Suit.parse(p[0].trim()));
                leaders.add(Integer.parseInt(p[1].trim()));
            }
        }
        if (hands.isEmpty()) {
            throw new IllegalStateException("no " + tricks + "-trick positions in " + file);
        }
        for (Suit s : Suit.values()) {
            solvers[s.ordinal()] = new Solver(rules, s, false);
        }
    }

    int size() {
        return hands.size();
    }

    /** Solves position {@code i} with a fresh table; returns the solver, which holds the nodes it took. */
    Solver solve(int i, long maxNodes) {
        Solver solver = solvers[trumps.get(i).ordinal()];
        solver.newTable();
        solver.resetNodes();
        solver.position(hands.get(i), List.<Played>of(), leaders.get(i));
        solver.value(maxNodes);
        return solver;
    }
}
