package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.RecordComponent;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Rule sets: the defaults, the presets of RULES.md §4b and §6, option parsing and validation. */
class RuleSetTest {

    private static String option(RuleSet rules, String name) {
        try {
            return String.valueOf(RuleSet.class.getMethod(name).invoke(rules));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("no option " + name, e);
        }
    }

    /** Asserts every option other than {@code changed} equals the standard's. */
    private static void assertOtherwiseStandard(RuleSet rules, Set<String> changed) {
        for (RecordComponent c : RuleSet.class.getRecordComponents()) {
            if (!changed.contains(c.getName())) {
                assertThat(option(rules, c.getName())).as(c.getName()).isEqualTo(option(RuleSet.standard(), c.getName()));
            }
        }
    }

    @ParameterizedTest(name = "[{index}] standard {0} = {1}  ({2})")
    @CsvSource(delimiter = '|', textBlock = """
        mode                          | PARTNERSHIP   | §2 partnership auction pinochle
        scale                         | TEN           | §2 intro: the ten-times scale
        minBid                        | 250           | §2.2
        bidStep                       | 10            | §2.2
        passedOut                     | OPENER_FORCED | §2.2
        passCount                     | 4             | §2.4
        allowThrowIn                  | true          | §2.6 default on
        firstLeadTrump                | false         | §2.7 default off
        counting                      | TEN_POINT     | §2.8
        meldNeeds                     | TRICK         | §2.9
        setRule                       | LOSE_ALL      | §2.9
        target                        | 1500          | §2.10
        shootTheMoon                  | false         | §2.11 default off
        playRules                     | STRICT        | §3
        mayDiscardWhenCannotOvertrump | false         | §3 off
        headLedSuitWhenTrumped        | false         | §3 off
        doubleRun                     | 1500          | §4
        runExtras                     | PLAIN         | §4
        doublePinochle                | 300           | §4
        """)
    void standardIsEveryDefault(String name, String value, String rule) {
        // §4b standard: every default above (seed 000).
        assertThat(option(RuleSet.standard(), name)).as(rule).isEqualTo(value);
    }

    @Test
    void onePointPreset() {
        // §4b one-point: scale ONE, passedOut DEALER_STUCK, runExtras BONUS, meldNeeds COUNTER,
        // target 150 (= 1500); everything else default.
        RuleSet p = RuleSet.onePoint();
        assertThat(p.scale()).isEqualTo(RuleSet.Scale.ONE);
        assertThat(p.passedOut()).isEqualTo(RuleSet.PassedOut.DEALER_STUCK);
        assertThat(p.runExtras()).isEqualTo(RuleSet.RunExtras.BONUS);
        assertThat(p.meldNeeds()).isEqualTo(RuleSet.MeldNeeds.COUNTER);
        assertThat(p.target() / p.displayDivisor()).isEqualTo(150);
        assertOtherwiseStandard(p, Set.of("scale", "passedOut", "runExtras", "meldNeeds", "target"));
        // seed 001 on the one-point scale: lowest bid 25, steps of 1.
        assertThat(p.minBid() / p.displayDivisor()).isEqualTo(25);
        assertThat(p.bidStep() / p.displayDivisor()).isEqualTo(1);
    }

    @Test
    void cutthroatPreset() {
        // §4b cutthroat: standard with passCount 0.
        assertThat(RuleSet.cutthroat().passCount()).isZero();
        assertOtherwiseStandard(RuleSet.cutthroat(), Set.of("passCount"));
    }

    @Test
    void doubleDeckPreset() {
        // §6: 80 cards, 20 each, passCount 0, minBid 50, bidStep 1, target 500; A/10/K 1 each (48) + 2 = 50.
        RuleSet d = RuleSet.doubleDeck();
        assertThat(d.mode()).isEqualTo(Mode.DOUBLE_DECK);
        assertThat(d.deck()).isEqualTo(Deck.DOUBLE);
        assertThat(d.mode().handSize()).isEqualTo(20);
        assertThat(d.passCount()).isZero();
        assertThat(d.minBid()).isEqualTo(50);
        assertThat(d.bidStep()).isEqualTo(1);
        assertThat(d.target()).isEqualTo(500);
        assertThat(d.deck().counters(d.deck().full(), d.counting())).isEqualTo(48);
        assertThat(d.counting().lastTrick()).isEqualTo(2);
        assertThat(d.trickPoints()).isEqualTo(50);
        assertThat(d.playRules()).as("§6 same play rules").isEqualTo(RuleSet.PlayRules.STRICT);
    }

    @Test
    void duelAndThreeHandedPresets() {
        // §5: classic counting, match to 1000, dix exchange off; §7: minBid 300, step 10, target 1000.
        RuleSet duel = RuleSet.duel();
        assertThat(duel.mode()).isEqualTo(Mode.DUEL);
        assertThat(duel.counting()).isEqualTo(Counting.CLASSIC);
        assertThat(duel.target()).isEqualTo(1000);
        assertThat(duel.dixExchange()).isFalse();
        assertThat(duel.meldNeeds()).isEqualTo(RuleSet.MeldNeeds.TRICK);
        RuleSet three = RuleSet.threeHanded();
        assertThat(three.mode()).isEqualTo(Mode.THREE_HANDED);
        assertThat(three.minBid()).isEqualTo(300);
        assertThat(three.bidStep()).isEqualTo(10);
        assertThat(three.target()).isEqualTo(1000);
        assertThat(three.setDouble()).isFalse();
        assertThat(RuleSet.preset("duel")).isEqualTo(duel);
        assertThat(RuleSet.preset("three-handed")).isEqualTo(three);
    }

    @ParameterizedTest(name = "[{index}] preset {0}")
    @CsvSource({"standard", "one-point", "cutthroat", "double-deck", "STANDARD", "One-Point"})
    void presetsByName(String name) {
        RuleSet expected = switch (name.toLowerCase()) {
            case "standard" -> RuleSet.standard();
            case "one-point" -> RuleSet.onePoint();
            case "cutthroat" -> RuleSet.cutthroat();
            default -> RuleSet.doubleDeck();
        };
        assertThat(RuleSet.preset(name)).isEqualTo(expected);
    }

    @Test
    void anUnknownPresetIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> RuleSet.preset("auction")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("auction").hasMessageContaining("standard").hasMessageContaining("one-point");
    }

    @ParameterizedTest(name = "[{index}] {0}={1} sets {0} to {2}")
    @CsvSource(delimiter = '|', textBlock = """
        minBid                        | 200          | 200
        bidStep                       | 20           | 20
        passedOut                     | dealer_stuck | DEALER_STUCK
        passedOut                     | dealer-stuck | DEALER_STUCK
        passedOut                     | REDEAL       | REDEAL
        passCount                     | 3            | 3
        passCount                     | 0            | 0
        allowThrowIn                  | off          | false
        firstLeadTrump                | on           | true
        counting                      | classic      | CLASSIC
        counting                      | SIMPLE       | SIMPLE
        meldNeeds                     | COUNTER      | COUNTER
        setRule                       | KEEP_MELD    | KEEP_MELD
        target                        | 1000         | 1000
        shootTheMoon                  | true         | true
        playRules                     | no_head      | NO_HEAD
        mayDiscardWhenCannotOvertrump | true         | true
        headLedSuitWhenTrumped        | TRUE         | true
        doubleRun                     | 300          | 300
        runExtras                     | bonus        | BONUS
        doublePinochle                | 80           | 80
        scale                         | one          | ONE
        """)
    void eachOptionParses(String key, String value, String expected) {
        // §2-§4: every option by its spec name; enum values case-insensitive.
        assertThat(option(RuleSet.standard().with(key, value), key)).isEqualTo(expected);
        assertThat(option(RuleSet.standard().with(key + "=" + value), key)).as("KEY=VALUE").isEqualTo(expected);
    }

    @Test
    void withChangesOneOptionOnly() {
        RuleSet r = RuleSet.standard().with("target", "1000");
        assertOtherwiseStandard(r, Set.of("target"));
        assertThat(RuleSet.standard()).as("rule sets are values").isEqualTo(RuleSet.standard());
    }

    @ParameterizedTest(name = "[{index}] {0} is refused")
    @CsvSource(delimiter = '|', textBlock = """
        colour=red                   | colour
        passCount=5                  | passCount
        passCount=2                  | passCount
        passCount=four               | passCount
        bidStep=0                    | bidStep
        minBid=0                     | minBid
        minBid=-250                  | minBid
        target=0                     | target
        target=1505                  | target
        passedOut=NOBODY             | OPENER_FORCED
        counting=BRIDGE              | TEN_POINT
        counting=ONE_EACH            | ONE_EACH
        allowThrowIn=maybe           | allowThrowIn
        doubleRun=1000               | doubleRun
        doublePinochle=100           | doublePinochle
        runExtras=EXTRA              | PLAIN
        noequals                     | KEY=VALUE
        """)
    void badOptionsAreRefusedWithAMessage(String assignment, String mentions) {
        // §2: passCount 4, 3 or 0; target any multiple of 10; §4 doubleRun 1500 | 300, doublePinochle 300 | 80;
        // ONE_EACH is the double deck's scheme (§6). The message names what was wrong.
        assertThatThrownBy(() -> RuleSet.standard().with(assignment)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(mentions);
    }

    @ParameterizedTest(name = "[{index}] one-point scale with {0} is refused")
    @ValueSource(strings = {"counting=CLASSIC", "counting=SIMPLE", "minBid=255", "bidStep=5", "target=1505"})
    void theOnePointScaleNeedsTenPointCountingAndWholePoints(String assignment) {
        // §2 intro: the one-point scale "only exists with the ten-point counter scheme"; seed 001 has whole points.
        assertThatThrownBy(() -> RuleSet.onePoint().with(assignment)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theDoubleDeckCountsOnePointEach() {
        // §6: counters A/10/K = 1 each; the single-deck schemes do not apply.
        assertThatThrownBy(() -> RuleSet.doubleDeck().with("counting", "TEN_POINT"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(RuleSet.standard().with("mode", "DOUBLE_DECK").counting()).isEqualTo(Counting.ONE_EACH);
        assertThat(RuleSet.doubleDeck().with("bidStep", "5").bidStep()).as("§6 option 5").isEqualTo(5);
    }

    @Test
    void theDisplayDivisorIsTheScale() {
        // §2 intro: the one-point scale divides every figure by ten.
        assertThat(RuleSet.standard().displayDivisor()).isEqualTo(1);
        assertThat(RuleSet.standard().with("scale", "ONE").displayDivisor()).isEqualTo(10);
    }
}
