package dev.pinochle.save;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games, wins, contracts bid, made and set, average bid and meld, per mode, kept and reset. */
class StatisticsTest {
    @TempDir
    Path folder;

    private static GameRecord finished(RuleSet rules, long seed) {
        Game game = new RandomPlay(seed).finish(Game.start(rules, seed));
        return GameRecord.of(Tables.info(rules), game);
    }

    @Test
    void aTallyCountsTheSidesHandsContractsAndMeld() {
        GameRecord game = finished(RuleSet.standard().with("target", "500"), 14);
        Tally south = Tally.bySide(game).get(0);

        int hands = 0;
        int contracts = 0;
        int made = 0;
        long bids = 0;
        long meld = 0;
        for (HandRecord h : game.hands()) {
            HandResult r = h.result();
            if (r.outcome() == HandResult.Outcome.REDEAL) {
                continue;
            }
            hands++;
            meld += r.meld()[0];
            if (r.contractor() % 2 == 0) {
                contracts++;
                bids += r.bid();
                made += r.outcome() == HandResult.Outcome.MADE || r.outcome() == HandResult.Outcome.MOON_MADE ? 1 : 0;
            }
        }
        assertThat(south).isEqualTo(new Tally(1, game.winner() == 0 ? 1 : 0, hands, contracts, made,
                contracts - made, bids, meld));
        assertThat(south.averageBid()).isEqualTo(contracts == 0 ? 0 : (double) bids / contracts);
        assertThat(south.averageMeld()).isEqualTo((double) meld / hands);
    }

    @Test
    void finishedGamesAddUpPerModeOncePerGame() throws Exception {
        StatisticsStore store = new GameStore(folder).statistics();
        GameRecord a = finished(RuleSet.standard().with("target", "500"), 1);
        GameRecord b = finished(RuleSet.standard().with("target", "500"), 2);
        GameRecord c = finished(RuleSet.doubleDeck().with("target", "100"), 3);

        store.record(a);
        store.record(b);
        store.record(a);
        Statistics stats = store.record(c);

        assertThat(stats.of(Mode.PARTNERSHIP)).isEqualTo(Tally.of(a, 0).plus(Tally.of(b, 0)));
        assertThat(stats.of(Mode.DOUBLE_DECK)).isEqualTo(Tally.of(c, 0));
        assertThat(stats.of(Mode.DUEL)).isEqualTo(Tally.ZERO);
        assertThat(stats.total().games()).isEqualTo(3);
        assertThat(new StatisticsStore(folder.resolve(GameStore.STATISTICS)).load()).isEqualTo(stats);
    }

    @Test
    void unfinishedAndBotOnlyGamesAreNotCounted() throws Exception {
        StatisticsStore store = new GameStore(folder).statistics();
        RuleSet rules = RuleSet.standard().with("target", "500");
        Game unfinished = new RandomPlay(1).play(Game.start(rules, 1), 30);
        Game arena = new RandomPlay(2).finish(Game.start(rules, 2));
        GameInfo bots = new GameInfo("arena-1", null, List.of(SeatInfo.bot("A", "EASY"), SeatInfo.bot("B", "EASY"),
                SeatInfo.bot("C", "EASY"), SeatInfo.bot("D", "EASY")));

        store.record(GameRecord.of(Tables.info(rules), unfinished));
        store.record(GameRecord.of(bots, arena));

        assertThat(store.load()).isEqualTo(Statistics.EMPTY);
    }

    @Test
    void resetForgetsEverythingAndMendsADamagedFile() throws Exception {
        StatisticsStore store = new GameStore(folder).statistics();
        store.record(finished(RuleSet.standard().with("target", "500"), 4));
        store.reset();
        assertThat(store.load()).isEqualTo(Statistics.EMPTY);

        Files.writeString(store.file(), "{\"format\": \"pinochle-statistics\", \"schemaVersion\": 1, \"modes\": 7}");
        assertThatThrownBy(store::load).isInstanceOf(SaveFileException.class).hasMessageContaining("reset");
        store.reset();
        assertThat(store.load()).isEqualTo(Statistics.EMPTY);
    }

    /** Audit: a statistics file cut short was "a saved game" that "ends in the middle", with no way out named. */
    @Test
    void aStatisticsFileCutShortOrNotJsonSaysResetNotSavedGame() throws Exception {
        StatisticsStore store = new GameStore(folder).statistics();
        for (String broken : List.of("{", "{\"format\": \"pinochle-statistics\", \"sche", "hello", "")) {
            Files.writeString(store.file(), broken);
            assertThatThrownBy(store::load).as(broken).isInstanceOf(SaveFileException.class)
                    .hasMessage("'statistics.json' is damaged; reset the statistics to start them afresh.");
        }
    }

    @Test
    void theGameFileCarriesEachSidesTally() throws Exception {
        GameRecord game = finished(RuleSet.threeHanded().with("minBid", "100").with("target", "300"), 5);
        GameFileDto dto = Json.MAPPER.readValue(SaveFiles.toJson(game), GameFileDto.class);

        assertThat(dto.statistics()).hasSize(3);
        assertThat(dto.statistics().get(1).toTally()).isEqualTo(Tally.of(game, 1));
    }
}
