package dev.pinochle.save;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Seat;
import java.util.Locale;

/** A call in words, "West bids 260", for replay errors: the cards as the file writes them. */
final class Describe {
    private Describe() {
    }

    static String call(Call call, int seats) {
        return Seat.name(call.seat(), seats) + " " + action(call.action());
    }

    /** The action in words after the seat's name: "bids 260", "plays JS". */
    static String action(Action a) {
        if (a instanceof Action.Bid bid) {
            return "bids " + bid.points();
        } else if (a instanceof Action.Pass) {
            return "passes";
        } else if (a instanceof Action.NameTrump trump) {
            return "names " + trump.suit().name().toLowerCase(Locale.ROOT) + " trump";
        } else if (a instanceof Action.PassCards pass) {
            return "passes " + CallDto.codes(pass.cards());
        } else if (a instanceof Action.ThrowIn) {
            return "throws in";
        } else if (a instanceof Action.ShootMoon) {
            return "shoots the moon";
        } else if (a instanceof Action.PlayOn) {
            return "plays on";
        } else if (a instanceof Action.Play play) {
            return "plays " + play.card().code();
        } else if (a instanceof Action.Declare declare) {
            return "declares " + declare.kind().label() + " (" + CallDto.codes(declare.cards()) + ")";
        } else if (a instanceof Action.Decline) {
            return "declares nothing";
        } else if (a instanceof Action.ExchangeDix) {
            return "exchanges the dix";
        } else if (a instanceof Action.Bury bury) {
            return "buries " + CallDto.codes(bury.cards());
        }
        return a.toString();
    }
}
