package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The guide behind Help → How to play ({@code docs/how-to-play.md}, bundled by the pom) is what players read,
 * so it must keep naming every house rule by the label and values the new-game dialog shows, and must not slip
 * back into the developers' rules spec (command-line flags, option keys, class names, section references).
 * Adding or renaming an option in {@link RuleOption} without updating the guide fails here.
 */
class HowToPlayTest {
    private static final String GUIDE = RulesDialog.rulesText();

    /** The part of the guide that lists the options, one by one. */
    private static String houseRules() {
        int at = GUIDE.indexOf("## House rules you can choose");
        assertThat(at).as("the guide has a house-rules section").isNotNegative();
        return GUIDE.substring(at);
    }

    @Test
    void everyOptionIsExplainedByTheLabelTheDialogShows() {
        String section = houseRules();
        for (RuleOption o : RuleOption.ALL) {
            assertThat(section).as("option %s", o.key()).contains("**" + o.label() + "**");
        }
    }

    @Test
    void everyChoiceOfEveryOptionIsNamedAsTheDialogShowsIt() {
        String section = houseRules();
        for (RuleOption o : RuleOption.ALL) {
            String entry = section.substring(section.indexOf("**" + o.label() + "**"));
            int end = entry.indexOf("\n- **");
            entry = end < 0 ? entry : entry.substring(0, end);
            for (String v : o.values()) {
                assertThat(entry).as("%s: %s", o.label(), v).contains(RuleOption.display(v));
            }
        }
    }

    @Test
    void theGuideSpeaksToPlayersNotDevelopers() {
        List<String> words = new ArrayList<>(List.of("--rule", "RULES.md", "rules.md", "dev.pinochle", "seed 0",
                "minBid", "OPENER_FORCED", "\u00a7", "`"));
        for (RuleOption o : RuleOption.ALL) {
            if (!o.key().equals(o.key().toLowerCase())) {
                words.add(o.key()); // the spec's option keys: bidStep, passCount, runExtras ...
            }
            for (String v : o.values()) {
                if (v.contains("_")) {
                    words.add(v); // enum constants: DEALER_STUCK, TEN_POINT ...
                }
            }
        }
        for (String w : words) {
            assertThat(GUIDE).as("developer word %s", w).doesNotContain(w);
        }
    }

    /** QA: the guide wrote "Game > New game" where the window's own notices write "Help \u203a How to play". */
    @Test
    void menuPathsAreWrittenAsTheWindowWritesThem() {
        assertThat(GUIDE).contains("Game \u203a New game").doesNotContainPattern("(Game|Help) > ");
    }

    @Test
    void theGuideCoversEveryTable() {
        assertThat(GUIDE).contains("## The cards", "## Partnership pinochle", "## The two-handed duel",
                "## Three-handed pinochle", "## Double deck", "## House rules you can choose", "\u2660", "\u2665",
                "\u2663", "\u2666");
    }
}
