package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.Meld;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.TrickRecord;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What players read of the bots' reasons, as hints and beside the partner's plays (docs/ai.md). */
class ReasonsTest {
    /** QA: "1 trumps still out", "search over 1 deals". */
    @Test
    void everyCountAgreesWithItsNoun() {
        List<String> reasons = new ArrayList<>();
        played(RuleSet.standard(), Level.MEDIUM, 12).forEach(s -> reasons.add(s.decision().reason()));
        // The duel's play-off hides no card, so the Expert searches the one deal there is.
        played(RuleSet.duel(), Level.EXPERT, 1).forEach(s -> reasons.add(s.decision().reason()));
        assertThat(reasons).anyMatch(r -> r.contains(": 1 trump still out"));
        assertThat(reasons).anyMatch(r -> r.startsWith("search over 1 deal:"));
        assertThat(reasons).noneMatch(r -> r.matches(".*(?<![\\d.])1 [a-z]+s\\b.*"));
    }

    /** QA: "costs 10 of my meld" read wrong as a hint: the reasons speak for the seat's side, never as "I". */
    @Test
    void noReasonSpeaksInTheFirstPersonSingular() {
        List<String> reasons = played(RuleSet.standard(), Level.MEDIUM, 12).stream().map(s -> s.decision().reason())
                .toList();
        assertThat(reasons).anyMatch(r -> r.startsWith("pass ") && r.contains(" to the bidder, "));
        assertThat(reasons).anyMatch(r -> r.startsWith("meld bid "));
        assertThat(reasons).noneMatch(r -> r.matches("(?i).*\\b(i|my|me|mine)\\b.*"));
    }

    /**
     * QA: "averages +343 for us" was jargon, and a defender read "makes the contract in 100%". Once the
     * contract is made whatever is played, the contract side makes it in every deal and a defender sets it in none.
     */
    @Test
    void theSearchSaysWhatTheCardScoresAndWhoseContractItIs() {
        int decided = 0;
        int defending = 0;
        for (Step s : played(RuleSet.standard(), Level.EXPERT, 2)) {
            String reason = s.decision().reason();
            if (!reason.startsWith("search over")) {
                continue;
            }
            assertThat(reason).matches("search over \\d+ deals?: the \\S+ ends the hand with us (level|\\d+ points?"
                    + " (ahead|behind))( on average)?, (makes|sets) the contract in \\d+%");
            SeatView v = s.view();
            boolean ours = v.sideOf(v.seat()) == v.sideOf(v.contractor());
            assertThat(reason).contains(ours ? "makes the contract" : "sets the contract");
            if (alreadyMade(v)) {
                assertThat(reason).endsWith(ours ? "makes the contract in 100%" : "sets the contract in 0%");
                decided++;
                defending += ours ? 0 : 1;
            }
        }
        assertThat(defending).as("defenders' decisions on a made contract").isPositive();
        assertThat(decided - defending).as("the contract side's").isPositive();
    }

    /** Whether the contract side's meld and the counters it has taken already reach the bid. */
    private static boolean alreadyMade(SeatView v) {
        int side = v.sideOf(v.contractor());
        int points = 0;
        boolean tookTrick = false;
        for (TrickRecord t : v.tricks()) {
            if (v.sideOf(t.winner()) == side) {
                tookTrick = true;
                for (Played p : t.cards()) {
                    points += v.rules().counting().value(p.card().rank());
                }
            }
        }
        for (int seat = 0; seat < v.seats(); seat++) {
            if (v.sideOf(seat) == side) {
                points += v.melds().get(seat).stream().mapToInt(Meld::points).sum();
            }
        }
        return tookTrick && points >= v.bid();
    }

    /** A decision and the view it was made from. */
    private record Step(SeatView view, Decision decision) {
    }

    /** Every decision of {@code hands} hands played by bots of one level, from seed 1. */
    private static List<Step> played(RuleSet rules, Level level, int hands) {
        List<Step> out = new ArrayList<>();
        Bot[] bots = new Bot[rules.mode().seats()];
        for (int s = 0; s < bots.length; s++) {
            bots[s] = Bots.create(level, s, Budget.TEST);
        }
        int played = 0;
        for (long seed = 1; played < hands; seed++) {
            Game game = Game.start(rules, seed);
            while (!game.isOver() && played + finished(game) < hands) {
                SeatView view = game.view(game.toAct());
                Decision d = bots[game.toAct()].decide(view);
                out.add(new Step(view, d));
                game.apply(d.action());
            }
            played += finished(game);
        }
        return out;
    }

    private static int finished(Game game) {
        return (int) game.hands().stream().filter(h -> h.result() != null).count();
    }
}
