package dev.pinochle.table;

import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.SeatView;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * What the table shows after one step, immutable: the human seat's view and what the screen needs beside it.
 * The table publishes one after every action, so a view that paces them can show each step in turn.
 *
 * @param serial increases with every snapshot of one table
 * @param view what the human seat may know now (for a finished hand: its last state, result included)
 * @param seats names and levels, by seat
 * @param last the action just taken, {@code null} at the start of a hand
 * @param whyNot for each card the human may not play now, the sentence saying why (trick play only)
 * @param scores each side's game total, this hand included once it is scored
 * @param hands the finished hands of the game, with their results
 * @param reasons each seat's reason for its last decision, {@code null} where none was given
 * @param stage what the table waits for
 * @param rejected why the human's last action was refused, else {@code null}
 */
public record Snapshot(
        long serial,
        SeatView view,
        List<SeatSetup> seats,
        Call last,
        Map<Card, String> whyNot,
        List<Integer> scores,
        List<HandRecord> hands,
        List<String> reasons,
        Stage stage,
        String rejected) {

    /** What the table is waiting for when this snapshot was taken. */
    public enum Stage {
        /** A bot is to act: the view may show this step and move on. */
        BOT_TO_ACT,
        /** The human is to act: one of {@code view.legal()}. */
        HUMAN_TO_ACT,
        /** The hand is over: the table waits for "Next hand". */
        HAND_OVER,
        /** The game is over. */
        GAME_OVER
    }

    public Snapshot {
        seats = List.copyOf(seats);
        whyNot = Map.copyOf(whyNot);
        scores = List.copyOf(scores);
        hands = List.copyOf(hands);
        reasons = Collections.unmodifiableList(new ArrayList<>(reasons));
    }

    /** The human's seat. */
    public int humanSeat() {
        return view.seat();
    }

    /** The finished hand this snapshot ends, in stages HAND_OVER and GAME_OVER. */
    public HandRecord finishedHand() {
        return hands.isEmpty() ? null : hands.get(hands.size() - 1);
    }
}
