package dev.pinochle.save;

import dev.pinochle.core.RuleSet;
import java.util.ArrayList;
import java.util.List;

/** Seats and rule sets the tests play with: every mode the core plays, and the options that change flow. */
final class Tables {
    private Tables() {
    }

    static List<SeatInfo> seats(RuleSet rules) {
        List<SeatInfo> seats = new ArrayList<>();
        seats.add(SeatInfo.human("You"));
        for (int s = 1; s < rules.mode().seats(); s++) {
            seats.add(SeatInfo.bot("Bot " + s, s % 2 == 0 ? "EXPERT" : "MEDIUM"));
        }
        return seats;
    }

    static GameInfo info(RuleSet rules) {
        return GameInfo.create(seats(rules));
    }

    /** Rule sets covering every mode on this branch and the options that add phases or end hands early. */
    static List<RuleSet> ruleSets() {
        return List.of(
                RuleSet.standard(),
                RuleSet.onePoint(),
                RuleSet.cutthroat(),
                RuleSet.doubleDeck(),
                RuleSet.duel(),
                RuleSet.duel().with("dixExchange", "true").with("meldNeeds", "COUNTER"),
                RuleSet.threeHanded(),
                RuleSet.threeHanded().with("setDouble", "true").with("passedOut", "REDEAL"),
                RuleSet.standard().with("shootTheMoon", "true").with("firstLeadTrump", "true")
                        .with("passCount", "3").with("target", "500"),
                RuleSet.standard().with("passedOut", "REDEAL").with("allowThrowIn", "false")
                        .with("playRules", "NO_HEAD").with("setRule", "KEEP_MELD"));
    }
}
