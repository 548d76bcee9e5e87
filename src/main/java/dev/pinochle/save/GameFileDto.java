package dev.pinochle.save;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * A saved game exactly as the current schema lays it out, field by field (see {@code docs/save-format.md}).
 * Only the save package binds JSON, and only to these records: core types never meet Jackson.
 */
@JsonPropertyOrder({"format", "schemaVersion", "rulesVersion", "id", "created", "rules", "seats", "seed",
        "firstHand", "hands", "scores", "winner", "statistics", "check"})
record GameFileDto(
        @JsonProperty(required = true) String format,
        @JsonProperty(required = true) int schemaVersion,
        @JsonProperty(required = true) int rulesVersion,
        @JsonProperty(required = true) String id,
        String created,
        @JsonProperty(required = true) ObjectNode rules,
        @JsonProperty(required = true) List<SeatDto> seats,
        @JsonProperty(required = true) long seed,
        FirstHandDto firstHand,
        @JsonProperty(required = true) List<HandDto> hands,
        @JsonProperty(required = true) List<Integer> scores,
        @JsonProperty(required = true) int winner,
        List<TallyDto> statistics,
        CheckDto check) {

    record SeatDto(@JsonProperty(required = true) String name, @JsonProperty(required = true) boolean human,
            String botLevel) { }

    record FirstHandDto(@JsonProperty(required = true) long seed, @JsonProperty(required = true) int dealer) { }

    @JsonPropertyOrder({"seed", "dealer", "deal", "actions", "result"})
    record HandDto(@JsonProperty(required = true) long seed, @JsonProperty(required = true) int dealer,
            @JsonProperty(required = true) String deal, @JsonProperty(required = true) List<CallDto> actions,
            ResultDto result) { }

    record ResultDto(@JsonProperty(required = true) String outcome, @JsonProperty(required = true) int contractor,
            @JsonProperty(required = true) int bid, String trump, @JsonProperty(required = true) List<Integer> meld,
            @JsonProperty(required = true) List<Integer> counters,
            @JsonProperty(required = true) List<Boolean> meldStood,
            @JsonProperty(required = true) List<Integer> score) { }

    record TallyDto(int games, int wins, int hands, int contracts, int made, int set, long bidTotal,
            long meldTotal) {
        static TallyDto of(Tally t) {
            return new TallyDto(t.games(), t.wins(), t.hands(), t.contracts(), t.made(), t.set(), t.bidTotal(),
                    t.meldTotal());
        }

        Tally toTally() {
            return new Tally(games, wins, hands, contracts, made, set, bidTotal, meldTotal);
        }
    }

    record CheckDto(@JsonProperty(required = true) int handNumber, @JsonProperty(required = true) String phase,
            @JsonProperty(required = true) int toAct, @JsonProperty(required = true) List<String> held) { }

    /** The saved form of a record, as this version writes it. */
    static GameFileDto of(GameRecord record) {
        List<SeatDto> seats = new ArrayList<>();
        for (SeatInfo s : record.info().seats()) {
            seats.add(new SeatDto(s.name(), s.human(), s.botLevel()));
        }
        GameRecord.FirstHand first = record.firstHand();
        List<HandDto> hands = new ArrayList<>();
        for (int i = 0; i < record.hands().size(); i++) {
            HandRecord h = record.hands().get(i);
            List<String> reasons = record.reasons(i);
            List<CallDto> calls = new ArrayList<>();
            for (int a = 0; a < h.actions().size(); a++) {
                calls.add(CallDto.of(h.actions().get(a), reasons.get(a)));
            }
            hands.add(new HandDto(h.seed(), h.dealer(), h.deal().toString(), calls, result(h.result())));
        }
        List<TallyDto> statistics = Tally.bySide(record).stream().map(TallyDto::of).toList();
        GameRecord.Position p = record.position();
        return new GameFileDto(SaveFiles.FORMAT, SaveFiles.SCHEMA_VERSION, RuleSet.VERSION,
                record.info().id(), record.info().created() == null ? null : record.info().created().toString(),
                RulesJson.write(record.rules()), seats, record.seed(),
                first == null ? null : new FirstHandDto(first.seed(), first.dealer()), hands, record.scores(),
                record.winner(), statistics, new CheckDto(p.handNumber(), p.phase().name(), p.toAct(), p.held()));
    }

    static ResultDto result(HandResult r) {
        if (r == null) {
            return null;
        }
        List<Boolean> stood = new ArrayList<>();
        for (boolean b : r.meldStood()) {
            stood.add(b);
        }
        return new ResultDto(r.outcome().name(), r.contractor(), r.bid(),
                r.trump() == null ? null : String.valueOf(r.trump().letter()), ints(r.meld()), ints(r.counters()),
                stood, ints(r.score()));
    }

    private static List<Integer> ints(int[] a) {
        List<Integer> out = new ArrayList<>();
        for (int v : a) {
            out.add(v);
        }
        return out;
    }
}
