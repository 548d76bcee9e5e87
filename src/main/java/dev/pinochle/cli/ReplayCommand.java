package dev.pinochle.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Seat;
import dev.pinochle.core.Shuffle;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.SaveFileException;
import dev.pinochle.save.SaveFiles;
import dev.pinochle.save.SeatInfo;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code replay FILE}: checks a saved game by replaying every action through the rules, and prints where it
 * stands and the score of each hand, its points as the table shows them (a tenth on the one-point scale). A file
 * that does not replay gives the same one-line reason the desktop game shows.
 */
final class ReplayCommand {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReplayCommand() {
    }

    static String replay(Options o) {
        o.allowOnly();
        List<String> files = o.positional();
        if (files.size() != 1) {
            throw new IllegalArgumentException("replay takes one saved game: pinochle replay FILE");
        }
        Path file = Path.of(files.get(0));
        GameRecord record;
        try {
            record = SaveFiles.read(file);
        } catch (SaveFileException e) {
            throw new IllegalArgumentException(e.getMessage().replaceAll("\\s+", " "));
        }
        Game game = record.toGame();
        int seats = record.rules().mode().seats();
        // The file holds native points; the player compares this output with the score sheet, which divides.
        int shown = record.rules().displayDivisor();
        ObjectNode root = JSON.createObjectNode();
        root.put("file", String.valueOf(file.getFileName()));
        root.put("valid", true);
        root.put("id", record.info().id());
        root.put("mode", record.rules().mode().name());
        root.put("seed", record.seed());
        ArrayNode seatList = root.putArray("seats");
        for (int s = 0; s < seats; s++) {
            SeatInfo info = record.info().seats().get(s);
            ObjectNode seat = seatList.addObject();
            seat.put("seat", Seat.name(s, seats));
            seat.put("name", info.name());
            seat.put("human", info.human());
            if (!info.human()) {
                seat.put("botLevel", info.botLevel());
            }
        }
        root.put("actions", record.actionCount());
        root.put("hand", game.handNumber());
        root.put("phase", game.hand().phase().name());
        root.put("toAct", game.toAct() < 0 ? null : Seat.name(game.toAct(), seats));
        ArrayNode scores = root.putArray("scores");
        game.scores().forEach(points -> scores.add(points / shown));
        root.put("over", game.isOver());
        root.put("winner", game.winner());
        ArrayNode hands = root.putArray("hands");
        for (HandRecord h : record.hands()) {
            ObjectNode hand = hands.addObject();
            hand.put("seed", h.seed());
            hand.put("dealNumber", Shuffle.dealNumber(h.seed()));
            hand.put("dealer", Seat.name(h.dealer(), seats));
            hand.put("actions", h.actions().size());
            HandResult r = h.result();
            if (r != null) {
                hand.put("outcome", r.outcome().name());
                if (r.contractor() >= 0) {
                    hand.put("contractor", Seat.name(r.contractor(), seats));
                    hand.put("bid", r.bid() / shown);
                }
                if (r.trump() != null) {
                    hand.put("trump", String.valueOf(r.trump().letter()));
                }
                ArrayNode score = hand.putArray("score");
                for (int points : r.score()) {
                    score.add(points / shown);
                }
            }
        }
        return root.toString();
    }
}
