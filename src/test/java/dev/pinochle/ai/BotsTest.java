package dev.pinochle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Shuffle;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every level, at every table the bots know, only ever returns a legal action, and always says why. */
class BotsTest {

    static Stream<Arguments> tables() {
        return Stream.of(
                Arguments.of("standard", RuleSet.standard()),
                Arguments.of("one-point", RuleSet.onePoint()),
                Arguments.of("cutthroat", RuleSet.cutthroat()),
                Arguments.of("double deck", RuleSet.doubleDeck()),
                Arguments.of("first lead trump, moon, no head", RuleSet.standard().with("firstLeadTrump", "true")
                        .with("shootTheMoon", "true").with("playRules", "NO_HEAD")),
                Arguments.of("three to pass, redeal", RuleSet.standard().with("passCount", "3")
                        .with("passedOut", "REDEAL")),
                Arguments.of("duel", RuleSet.duel()),
                Arguments.of("duel with dix exchange", RuleSet.duel().with("dixExchange", "true")),
                Arguments.of("three-handed", RuleSet.threeHanded()),
                Arguments.of("three-handed, double set", RuleSet.threeHanded().with("setDouble", "true")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tables")
    void everyDecisionIsLegalAndExplained(String name, RuleSet rules) {
        for (Level level : Level.values()) {
            int hands = level == Level.EXPERT ? 1 : 3;
            playHands(rules, level, hands, name.hashCode() + level.ordinal());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tables")
    void mixedLevelsAtOneTable(String name, RuleSet rules) {
        playHands(rules, null, 2, 17 + name.hashCode());
    }

    /** Plays {@code hands} hands; {@code level} null seats a different level at each seat. */
    private static void playHands(RuleSet rules, Level level, int hands, long seed) {
        Game game = Game.start(rules, seed);
        int seats = rules.mode().seats();
        Bot[] bots = new Bot[seats];
        for (int s = 0; s < seats; s++) {
            Level l = level != null ? level : Level.values()[s % 3];
            bots[s] = Bots.create(l, Shuffle.derive(seed, s), Budget.TEST);
        }
        int start = game.handNumber();
        while (!game.isOver() && game.handNumber() < start + hands) {
            int seat = game.toAct();
            SeatView view = game.view(seat);
            Decision d = bots[seat].decide(view);
            assertThat(view.legal()).as("game seed %d, %s: %s at %s", seed, level, d, view.phase())
                    .contains(d.action());
            assertThat(d.reason()).as("game seed %d, %s: %s", seed, level, d).isNotBlank();
            game.apply(d.action());
        }
    }
}
