package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.Shuffle;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Save → load gives the same game at a random point of a random game, and the same game afterwards. */
class RoundTripTest {
    private static final int GAMES_PER_RULE_SET = 12;

    static Stream<Arguments> games() {
        return Tables.ruleSets().stream().flatMap(rules -> Stream.iterate(1L, s -> s + 1)
                .limit(GAMES_PER_RULE_SET).map(seed -> Arguments.of(rules, seed * 7919)));
    }

    @ParameterizedTest
    @MethodSource("games")
    void loadsTheSamePositionAndContinuesIdentically(RuleSet rules, long seed) throws Exception {
        Game game = Game.start(rules, seed);
        new RandomPlay(seed).play(game, new Shuffle(seed).nextInt(600));
        GameRecord saved = GameRecord.of(Tables.info(rules), game);

        byte[] json = SaveFiles.toJson(saved);
        GameRecord loaded = SaveFiles.parse(json, "game.pinochle");
        Game resumed = loaded.toGame();

        States.assertSame(resumed, game);
        assertThat(loaded.info()).isEqualTo(saved.info());
        assertThat(loaded.position()).isEqualTo(saved.position());
        assertThat(SaveFiles.toJson(loaded)).as("the format is stable").isEqualTo(json);

        RandomPlay original = new RandomPlay(seed + 1);
        RandomPlay again = new RandomPlay(seed + 1);
        for (int i = 0; i < 200 && !game.isOver(); i++) {
            game.apply(original.choose(game));
            resumed.apply(again.choose(resumed));
            assertThat(resumed.toAct()).isEqualTo(game.toAct());
        }
        States.assertSame(resumed, game);
    }

    @Test
    void aFinishedGameLoadsFinished() throws Exception {
        for (RuleSet rules : Tables.ruleSets()) {
            Game game = new RandomPlay(5).finish(Game.start(quick(rules), 99));
            GameRecord loaded = SaveFiles.parse(SaveFiles.toJson(GameRecord.of(Tables.info(rules), game)), "end");
            assertThat(loaded.isOver()).isTrue();
            States.assertSame(loaded.toGame(), game);
        }
    }

    /**
     * A short game that random play can finish: the three-handed defenders never score, so the bidder must
     * make contracts, which random cards only do when the bids are low.
     */
    private static RuleSet quick(RuleSet rules) {
        return rules.mode() == Mode.THREE_HANDED ? rules.with("minBid", "100").with("target", "300")
                : rules.with("target", "500");
    }

    @Test
    void aGameThatReplaysADealKeepsItsFirstHand() throws Exception {
        RuleSet rules = RuleSet.standard();
        Game first = new RandomPlay(3).play(Game.start(rules, 11), 150);
        HandRecord hand = first.hands().get(1);
        Game replay = Game.start(rules, 12, hand.seed(), hand.dealer());
        new RandomPlay(4).play(replay, 90);

        GameRecord saved = GameRecord.of(Tables.info(rules), replay);
        assertThat(saved.firstHand()).isEqualTo(new GameRecord.FirstHand(hand.seed(), hand.dealer()));
        GameRecord loaded = SaveFiles.parse(SaveFiles.toJson(saved), "replay.pinochle");

        assertThat(loaded.firstHand()).isEqualTo(saved.firstHand());
        assertThat(loaded.hands().get(0).deal()).isEqualTo(hand.deal());
        States.assertSame(loaded.toGame(), replay);
    }

    @Test
    void aGameDealtFromItsSeedHasNoFirstHand() {
        GameRecord record = GameRecord.of(Tables.info(RuleSet.standard()), Game.start(RuleSet.standard(), 8));
        assertThat(record.firstHand()).isNull();
    }

    @Test
    void everyRuleOptionRoundTripsByItsSpecName() {
        for (RuleSet rules : Tables.ruleSets()) {
            assertThat(RulesJson.read(RulesJson.write(rules))).isEqualTo(rules);
            assertThat(RulesJson.write(rules).size()).isEqualTo(RuleSet.class.getRecordComponents().length);
        }
    }

    /**
     * docs/save-format.md, {@code rules}: an option the file lacks keeps the default of the file's mode. Audit: it
     * took the partnership's, so a double-deck file without {@code minBid} refused its own opening bid of 51.
     */
    @Test
    void anOptionTheFileLacksTakesItsModesDefault() {
        for (Mode mode : Mode.values()) {
            RuleSet defaults = RuleSet.defaults(mode);
            assertThat(defaults.mode()).isEqualTo(mode);
            for (String option : List.of("minBid", "counting", "target", "passCount")) {
                ObjectNode file = RulesJson.write(defaults);
                file.remove(option);
                assertThat(RulesJson.read(file)).as(mode + " without " + option).isEqualTo(defaults);
            }
        }
    }
}
