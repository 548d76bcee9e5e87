package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.pinochle.ai.Bot;
import dev.pinochle.ai.Bots;
import dev.pinochle.ai.Level;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.table.BotLevel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.prefs.Preferences;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GameChoicesTest {
    private final Preferences prefs = Preferences.userRoot().node("dev/pinochle/test-" + System.nanoTime());

    @AfterEach
    void clean() throws Exception {
        prefs.removeNode();
    }

    @Test
    void everyPresetRebuildsItsOwnRuleSet() {
        for (String preset : GameChoices.PARTNERSHIP_PRESETS) {
            assertThat(GameChoices.ofPreset(Mode.PARTNERSHIP, preset, List.of(), "Ann").rules())
                    .isEqualTo(RuleSet.preset(preset));
        }
        assertThat(GameChoices.ofPreset(Mode.DUEL, "duel", List.of(), "Ann").rules()).isEqualTo(RuleSet.duel());
        GameChoices three = GameChoices.ofPreset(Mode.THREE_HANDED, "three-handed", List.of(), "Ann");
        assertThat(three.rules()).isEqualTo(RuleSet.threeHanded());
        assertThat(three.seats()).extracting(s -> s.name()).containsExactly("Ann", "West", "East");
        GameChoices doubleDeck = GameChoices.ofPreset(Mode.DOUBLE_DECK, "double-deck", List.of(), "Ann");
        assertThat(doubleDeck.rules()).isEqualTo(RuleSet.doubleDeck());
        assertThat(doubleDeck.target()).as("the double deck's own scale").isEqualTo(500);
        assertThat(GameChoices.MODES).allSatisfy(m -> assertThat(GameChoices.presets(m)).isNotEmpty());
    }

    @Test
    void theDialogOffersEveryOptionOfTheRuleSet() {
        Set<String> keys = new HashSet<>();
        for (RuleOption o : RuleOption.ALL) {
            keys.add(o.key());
            assertThat(o.explanation()).isNotBlank();
            assertThat(o.values()).contains(RuleOption.valueOf(RuleSet.standard(), o.key()).equals("250")
                    ? "250" : o.values().get(0));
        }
        keys.add("mode");
        keys.add("target");
        Set<String> components = new HashSet<>();
        for (var c : RuleSet.class.getRecordComponents()) {
            components.add(c.getName());
        }
        assertThat(keys).isEqualTo(components);
    }

    /**
     * QA: "…; dealer stuck: the dealer takes it at the minimum; redeal." left the last choice unexplained. So at
     * every table, in the words it reads there.
     */
    @Test
    void everyNamedChoiceOfAnOptionIsExplainedInItsOwnClause() {
        for (Mode m : GameChoices.MODES) {
            for (RuleOption o : RuleOption.ALL) {
                if (!o.usedAt(m)) {
                    continue;
                }
                String text = o.explanationAt(m).toLowerCase().replace('-', ' ');
                for (String v : o.valuesAt(m)) {
                    if (Character.isLetter(v.charAt(0)) && !RuleOption.ON_OFF.contains(v)) {
                        assertThat(text).as("%s %s", m, o.key()).containsPattern("(^|; )"
                                + Pattern.quote(RuleOption.display(v).toLowerCase()) + ": \\S");
                    }
                }
            }
        }
    }

    /**
     * QA: at three-handed "Minimum bid" read "the least a side may undertake", and the double deck's scale, locked
     * to its own one point, still explained Ten and One (run 150, bid 250). Three-handed has no sides, the duel
     * neither sides nor bids; the double deck counts one point per counter (RULES.md §5–§7).
     */
    @Test
    void eachTableExplainsItsOwnGame() {
        assertThat(explanation("minBid", Mode.THREE_HANDED))
                .isEqualTo("The opening bid: the least the bidder may undertake.");
        assertThat(explanation("minBid", Mode.PARTNERSHIP))
                .isEqualTo("The opening bid: the least a side may undertake.");
        assertThat(explanation("scale", Mode.DOUBLE_DECK)).contains("one point per counter", "run 15, bid 50")
                .doesNotContain("150", "250");
        // QA: "bid 250" at the three-handed table, whose bids start at 300.
        assertThat(explanation("scale", Mode.PARTNERSHIP)).contains("bid 250", "bid 25)");
        assertThat(explanation("scale", Mode.THREE_HANDED)).contains("bid 300", "bid 30)").doesNotContain("250");
        assertThat(explanation("scale", Mode.DUEL)).contains("aces 100", "aces 10)");
        for (RuleOption o : RuleOption.ALL) {
            if (o.usedAt(Mode.THREE_HANDED)) {
                assertThat(o.explanationAt(Mode.THREE_HANDED)).as(o.key())
                        .doesNotContainPattern("(?i)\\b(sides?|partner)\\b");
            }
            if (o.usedAt(Mode.DUEL)) {
                assertThat(o.explanationAt(Mode.DUEL)).as(o.key())
                        .doesNotContainPattern("(?i)\\b(sides?|partner|bid|bidder|bidding)\\b");
            }
        }
    }

    private static String explanation(String key, Mode mode) {
        return RuleOption.ALL.stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow().explanationAt(mode);
    }

    @Test
    void everyValueOfferedAtATableMakesAValidGameFromItsPreset() {
        // RULES.md §6: the double deck counts one each on its own scale; the single deck never counts one each.
        // (Other presets hold combinations the dialog refuses with a reason, such as the one-point scale with the
        // duel's classic counting.)
        for (Mode m : List.of(Mode.PARTNERSHIP, Mode.DOUBLE_DECK)) {
            GameChoices g = GameChoices.ofPreset(m, GameChoices.presets(m).get(0), List.of(), "Ann");
            for (RuleOption o : RuleOption.ALL) {
                for (String v : o.valuesAt(m)) {
                    Map<String, String> options = new LinkedHashMap<>(g.options());
                    options.put(o.key(), v);
                    GameChoices changed = new GameChoices(m, g.preset(), options, g.target(), g.levels(), "Ann");
                    assertThat(changed.rules()).as("%s %s=%s", m, o.key(), v).isNotNull();
                }
            }
        }
    }

    /**
     * RULES.md §6: the double deck bids in tens of points (minimum 50, step 1 or 5) on its own one-point figures;
     * the single deck in hundreds (§2: minimum 250, options 150–300, step 10). The QA found the double deck
     * offered 150–300 and steps of 10 and 20, and a point scale it cannot have.
     */
    @Test
    void eachDeckIsOfferedItsOwnBidsAndOnlyTheSingleDeckAScale() {
        RuleOption minBid = option("minBid");
        RuleOption bidStep = option("bidStep");
        assertThat(minBid.valuesAt(Mode.DOUBLE_DECK)).containsExactly("50", "60", "75");
        assertThat(bidStep.valuesAt(Mode.DOUBLE_DECK)).containsExactly("1", "5");
        for (Mode m : List.of(Mode.PARTNERSHIP, Mode.THREE_HANDED)) {
            assertThat(minBid.valuesAt(m)).as("%s", m).containsExactly("150", "200", "250", "300");
            assertThat(bidStep.valuesAt(m)).as("%s", m).containsExactly("10", "20");
        }
        assertThat(option("scale").usedAt(Mode.DOUBLE_DECK)).isFalse();
        assertThat(option("scale").usedAt(Mode.PARTNERSHIP)).isTrue();
    }

    private static RuleOption option(String key) {
        return RuleOption.ALL.stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow();
    }

    @Test
    void anInvalidCombinationGivesTheRuleSetsMessage() {
        GameChoices base = GameChoices.defaults();
        Map<String, String> options = new LinkedHashMap<>(base.options());
        options.put("scale", "ONE");
        options.put("counting", "CLASSIC");
        GameChoices bad = new GameChoices(Mode.PARTNERSHIP, "standard", options, 150, base.levels(), "You");
        assertThatThrownBy(bad::rules).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the one-point scale needs ten-point counting (A, 10 and K 10 each)");
    }

    @Test
    void theTargetIsEnteredOnTheDisplayedScale() {
        GameChoices onePoint = GameChoices.ofPreset(Mode.PARTNERSHIP, "one-point", List.of(), "You");
        assertThat(onePoint.target()).isEqualTo(150);
        assertThat(onePoint.rules().target()).isEqualTo(1500);
    }

    @Test
    void theLastChoicesAreRemembered() {
        GameChoices c = GameChoices.ofPreset(Mode.PARTNERSHIP, "cutthroat",
                List.of(BotLevel.EASY, BotLevel.EXPERT, BotLevel.MEDIUM), "Ann");
        Map<String, String> options = new LinkedHashMap<>(c.options());
        options.put("shootTheMoon", "true");
        GameChoices changed = new GameChoices(c.mode(), c.preset(), options, 1000, c.levels(), "Ann");
        changed.save(prefs);
        GameChoices back = GameChoices.load(prefs);
        assertThat(back).isEqualTo(changed);
        assertThat(back.rules().shootTheMoon()).isTrue();
        assertThat(back.seats().get(1).level()).isEqualTo(BotLevel.EASY);
    }

    /**
     * QA: preferences edited or damaged to a target of -5 threw on the Swing thread at start-up, and the table
     * stayed empty. A choice that makes no game gives way to the table's preset.
     */
    @Test
    void damagedChoicesGiveThePresetNotAStartThatDealsNothing() {
        prefs.put("mode", "DUEL");
        prefs.putInt("target", -5);
        GameChoices back = GameChoices.load(prefs);
        assertThat(back.rules()).isEqualTo(GameChoices.ofPreset(Mode.DUEL, back.preset(), back.levels(), "You")
                .rules());
        assertThat(back.mode()).isEqualTo(Mode.DUEL);
    }

    /**
     * RULES.md §4b, a set of one's own: QA started a game on an imported set (a minimum bid of 270, which New game
     * does not list), and at the next start New game offered the standard preset at 250. A value no table takes is
     * still forgotten.
     */
    @Test
    void aSetOfOnesOwnIsRememberedWithValuesNewGameDoesNotList() {
        GameChoices standard = GameChoices.ofPreset(Mode.PARTNERSHIP, "standard", List.of(), "Ann");
        Map<String, String> options = new LinkedHashMap<>(standard.options());
        options.put("minBid", "270");
        GameChoices own = new GameChoices(Mode.PARTNERSHIP, "Odd club", options, 1500, standard.levels(), "Ann");
        own.save(prefs);

        GameChoices back = GameChoices.load(prefs);
        assertThat(back).isEqualTo(own);
        assertThat(back.rules().minBid()).isEqualTo(270);

        prefs.put("rule.minBid", "lots");
        assertThat(GameChoices.load(prefs).options()).containsEntry("minBid", "250");
    }

    @Test
    void settingsAreRemembered() {
        Settings s = new Settings(true, Settings.CardSize.LARGE, Settings.Speed.INSTANT, false, false, true, false,
                false, false, Settings.Cloth.RED, Settings.Back.RED);
        s.save(prefs);
        assertThat(Settings.load(prefs)).isEqualTo(s);
        assertThat(Settings.Speed.INSTANT.ms(900)).isZero();
        assertThat(Settings.Speed.SLOW.ms(100)).isEqualTo(180);
    }

    /**
     * The dialog greys out the options a table does not use (docs/rules.md §5–§7). Prove each claim: at every
     * table, any other value of a greyed-out option plays the same seeded games to the same scores.
     */
    @Test
    void optionsGreyedOutAtATableDoNotChangeItsGames() {
        int checked = 0;
        for (Mode m : GameChoices.MODES) {
            RuleSet base = GameChoices.ofPreset(m, GameChoices.presets(m).get(0), List.of(), "Ann").rules();
            List<List<Integer>> expected = playTwoHands(base);
            for (RuleOption o : RuleOption.ALL) {
                if (o.usedAt(m)) {
                    continue;
                }
                for (String v : o.values()) {
                    RuleSet changed;
                    try {
                        changed = base.with(o.key(), v);
                    } catch (IllegalArgumentException refused) {
                        continue;
                    }
                    assertThat(playTwoHands(changed)).as(m + " with " + o.key() + "=" + v).isEqualTo(expected);
                    checked++;
                }
            }
        }
        assertThat(checked).as("values tried").isGreaterThan(20);
    }

    /** Each hand's score in the first two hands of a seeded game between Medium bots. */
    private static List<List<Integer>> playTwoHands(RuleSet rules) {
        Game game = Game.start(rules, 7);
        Bot[] bots = new Bot[rules.mode().seats()];
        for (int s = 0; s < bots.length; s++) {
            bots[s] = Bots.create(Level.MEDIUM, 100 + s);
        }
        while (!game.isOver() && game.hands().size() <= 2) {
            int seat = game.toAct();
            game.apply(bots[seat].decide(game.view(seat)).action());
        }
        List<List<Integer>> out = new ArrayList<>();
        for (int h = 0; h < Math.min(2, game.hands().size()); h++) {
            HandResult r = game.hands().get(h).result();
            out.add(r == null ? List.of() : Arrays.stream(r.score()).boxed().toList());
        }
        return out;
    }
}
