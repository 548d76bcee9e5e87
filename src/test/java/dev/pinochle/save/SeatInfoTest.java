package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.pinochle.table.BotLevel;
import dev.pinochle.table.SeatSetup;
import org.junit.jupiter.api.Test;

/** Seats go to the record and back to the table; a level from a newer version still seats a bot. */
class SeatInfoTest {
    @Test
    void tableSeatsRoundTrip() {
        for (SeatSetup setup : new SeatSetup[] {new SeatSetup("You", null), new SeatSetup("West", BotLevel.EASY),
                new SeatSetup("North", BotLevel.EXPERT)}) {
            assertThat(SeatInfo.of(setup).toSetup()).isEqualTo(setup);
        }
        assertThat(SeatInfo.of(new SeatSetup("East", BotLevel.MEDIUM))).isEqualTo(SeatInfo.bot("East", "MEDIUM"));
    }

    @Test
    void anUnknownLevelPlaysAsMedium() {
        assertThat(SeatInfo.bot("East", "GRANDMASTER").toSetup()).isEqualTo(new SeatSetup("East", BotLevel.MEDIUM));
    }

    @Test
    void aSeatIsHumanOrABotWithALevel() {
        assertThatThrownBy(() -> new SeatInfo("", true, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SeatInfo("X", true, "EASY")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SeatInfo("X", false, null)).isInstanceOf(IllegalArgumentException.class);
    }
}
