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
     * average of no bids is a dash; so is an average meld of no hands.
     */
    @Test
    void anAverageOfNothingIsADash() {
        Tally duel = new Tally(1, 0, 4, 0, 0, 0, 0, 100);
        List<List<String>> rows = StatisticsDialog.rows(new Statistics(Map.of(Mode.DUEL, duel)));

        assertThat(rows).hasSize(2);
        assertThat(rows.get(0)).containsExactly("Duel", "1", "0", "0", "0", "0", "\u2014", "25");
        assertThat(rows.get(1).get(6)).isEqualTo("\u2014");
    }

    @Test
    void averagesOfSomethingAreWholeNumbers() {
        Tally partnership = new Tally(2, 1, 10, 3, 2, 1, 910, 1500);
        List<List<String>> rows = StatisticsDialog.rows(new Statistics(Map.of(Mode.PARTNERSHIP, partnership)));

        assertThat(rows.get(0).subList(6, 8)).containsExactly("303", "150");
    }
}
