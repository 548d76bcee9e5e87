package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Counting;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Rank;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RuleOptionTest {
    private static final RuleOption COUNTING = RuleOption.ALL.stream().filter(o -> o.key().equals("counting"))
            .findFirst().orElseThrow();
    /** "ace, ten and king 10" or "queen 3": card names, then the figure each is worth. */
    private static final Pattern WORTH = Pattern.compile(
            "((?:ace|ten|king|queen|jack|nine)(?:(?:, | and )(?:ace|ten|king|queen|jack|nine))*)\u00a0(\\d+)");

    /**
     * QA: the Counters explanation read "A 11, 10 10, K 4", hard to tell a card from its value. Each count the
     * table offers is named as the list shows it, its cards in words, each with the value the game counts it
     * (cards not named count nothing), and the last trick's figure.
     */
    @Test
    void theCountersExplanationNamesEveryCardsValueInWords() {
        for (Mode m : GameChoices.MODES) {
            String why = COUNTING.explanationAt(m);
            assertThat(why).as("%s", m).doesNotContainPattern("\\b[AKQJ]\\b").doesNotContain("/");
            for (String value : COUNTING.valuesAt(m)) {
                Counting counting = Counting.valueOf(value);
                String name = RuleOption.display(value);
                int at = why.toLowerCase(Locale.ROOT).indexOf(name.toLowerCase(Locale.ROOT));
                assertThat(at).as("%s names %s", m, name).isNotNegative();
                String entry = why.substring(at).split("[;.]")[0];
                Map<Rank, Integer> read = new EnumMap<>(Rank.class);
                for (Rank r : Rank.values()) {
                    read.put(r, 0);
                }
                Matcher worth = WORTH.matcher(entry);
                while (worth.find()) {
                    for (String card : worth.group(1).split(", | and ")) {
                        read.put(Rank.valueOf(card.equals("ten") ? "TEN" : card.toUpperCase(Locale.ROOT)),
                                Integer.parseInt(worth.group(2)));
                    }
                }
                for (Rank r : Rank.values()) {
                    assertThat(read.get(r)).as("%s, %s: %s in '%s'", m, name, r, entry).isEqualTo(counting.value(r));
                }
                assertThat(why).as("%s, %s", m, name).contains("the last trick adds " + counting.lastTrick() + ".");
            }
        }
    }

    /** The counts in full, as the dialog shows them under Counters. */
    @Test
    void theCountersExplanationReadsAtAGlance() {
        assertThat(COUNTING.explanationAt(Mode.PARTNERSHIP).replace('\u00a0', ' ')).isEqualTo("Ten point: ace, ten "
                + "and king 10 each; classic: ace 11, ten 10, king 4, queen 3, jack 2; simple: ace and ten 10, king "
                + "and queen 5. Other cards count nothing; the last trick adds 10.");
        assertThat(COUNTING.explanationAt(Mode.DOUBLE_DECK).replace('\u00a0', ' ')).isEqualTo("One each: ace, ten and "
                + "king 1 each, other cards nothing (the double deck's own count); the last trick adds 2.");
    }

    /**
     * The tab a table shows once chosen: the duel its own Duel tab from any; the others the tab shown if they use
     * any of it (the duel uses nothing of Play, the others nothing of Duel), else Auction.
     */
    @Test
    void aTableShowsItsOwnTabOrOneItUses() {
        for (RuleOption.Group g : RuleOption.Group.values()) {
            assertThat(RuleOption.shownAt(Mode.DUEL, g)).as("duel from %s", g).isEqualTo(RuleOption.Group.DUEL);
            for (Mode m : new Mode[] {Mode.PARTNERSHIP, Mode.THREE_HANDED, Mode.DOUBLE_DECK}) {
                assertThat(RuleOption.shownAt(m, g)).as("%s from %s", m, g)
                        .isEqualTo(g == RuleOption.Group.DUEL ? RuleOption.Group.AUCTION : g);
            }
        }
        assertThat(RuleOption.usedAt(RuleOption.Group.PLAY, Mode.DUEL)).isFalse();
        assertThat(RuleOption.usedAt(RuleOption.Group.AUCTION, Mode.DUEL)).isTrue();
    }
}
