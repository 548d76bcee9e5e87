package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Mode;
import dev.pinochle.save.Statistics;
import dev.pinochle.save.Tally;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The statistics table's rows, without Swing. */
class StatisticsRowsTest {
    /**
     * QA: after a duel, which has no contract, the row read "Average bid 0", as if the bids had been nothing. An
     * average of no bids is a dash; so is an average meld of no hands. The duel's contracts bid, made and set are
     * dashes too: it has no auction (RULES.md §5), so "0" read as contracts never won.
     */
    @Test
    void anAverageOfNothingIsADash() {
        Tally duel = new Tally(1, 0, 4, 0, 0, 0, 0, 100);
        List<List<String>> rows = StatisticsDialog.rows(new Statistics(Map.of(Mode.DUEL, duel)));

        assertThat(rows).hasSize(2);
        assertThat(rows.get(0)).containsExactly("Two-handed duel", "1", "0", "\u2014", "\u2014", "\u2014", "\u2014",
                "25");
        assertThat(rows.get(1).get(6)).isEqualTo("\u2014");
    }

    @Test
    void averagesOfSomethingAreWholeNumbers() {
        Tally partnership = new Tally(2, 1, 10, 3, 2, 1, 910, 1500);
        List<List<String>> rows = StatisticsDialog.rows(new Statistics(Map.of(Mode.PARTNERSHIP, partnership)));

        assertThat(rows.get(0).subList(6, 8)).containsExactly("303", "150");
    }

    /**
     * The double deck scores on a scale of its own (a hand holds 50, the single deck's 250): an All row averaging a
     * double-deck bid of 55 with a partnership bid of 303 read 204, a bid nobody made at either table.
     */
    @Test
    void allHasNoAveragesWhenTheDoubleDeckIsCountedWithTheSingleDeck() {
        Tally partnership = new Tally(2, 1, 10, 3, 2, 1, 910, 1500);
        Tally doubleDeck = new Tally(1, 1, 5, 2, 2, 0, 110, 150);
        Statistics s = new Statistics(Map.of(Mode.PARTNERSHIP, partnership, Mode.DOUBLE_DECK, doubleDeck));
        List<List<String>> rows = StatisticsDialog.rows(s);

        assertThat(rows.get(0).subList(6, 8)).as("partnership").containsExactly("303", "150");
        assertThat(rows.get(1).subList(6, 8)).as("double deck").containsExactly("55", "30");
        assertThat(rows.get(2)).as("All").containsExactly("All", "3", "2", "5", "4", "1", "\u2014", "\u2014");
        assertThat(StatisticsDialog.status(s)).last().isEqualTo(
                "All has no averages: the double deck scores on a scale of its own.");
    }

    /** Tables of the single deck share its scale: All averages over them, the duel's hands in the meld. */
    @Test
    void allAveragesOverTheSingleDecksTables() {
        Tally partnership = new Tally(2, 1, 10, 3, 2, 1, 910, 1500);
        Tally duel = new Tally(1, 0, 4, 0, 0, 0, 0, 100);
        Statistics s = new Statistics(Map.of(Mode.PARTNERSHIP, partnership, Mode.DUEL, duel));

        assertThat(StatisticsDialog.rows(s).get(2).subList(6, 8)).as("All").containsExactly("303", "114");
        assertThat(StatisticsDialog.status(s)).containsExactly(
                "Counted for you (your side, in the partnership games) each time a game ends.");
    }

    /**
     * QA: a throw-in counted under "Set" read as a mistake; three-handed and the duel, where you play alone, were
     * counted "for your side". The header names throw-ins and the footnote you.
     */
    @Test
    void theTableSaysWhatItCounts() {
        assertThat(StatisticsDialog.COLUMNS.get(StatisticsDialog.SET)).isEqualTo("Set or thrown in");
        assertThat(StatisticsDialog.SET_TIP).contains("set", "thrown in", "moon");
        Statistics alone = new Statistics(Map.of(Mode.THREE_HANDED, new Tally(1, 0, 4, 2, 1, 1, 600, 400)));
        assertThat(StatisticsDialog.status(alone)).first().asString().startsWith("Counted for you ");
    }
}
