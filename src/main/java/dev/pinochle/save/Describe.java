package dev.pinochle.save;

import dev.pinochle.core.Action;
import java.util.Locale;

/** An action in words, "bid 260", for replay errors: the cards as the file writes them. */
final class Describe {
    private Describe() {
    }

    /**
     * The action in words after the seat's name: "bid 260", "played JS". In the past tense, which reads alike
     * after "You" and after "West".
     */
    static String action(Action a) {
        if (a instanceof Action.Bid bid) {
            return "bid " + bid.points();
        } else if (a instanceof Action.Pass) {
            return "passed";
        } else if (a instanceof Action.NameTrump trump) {
            return "named " + trump.suit().name().toLowerCase(Locale.ROOT) + " trump";
        } else if (a instanceof Action.PassCards pass) {
            return "passed " + CallDto.codes(pass.cards());
        } else if (a instanceof Action.ThrowIn) {
            return "threw in";
        } else if (a instanceof Action.ShootMoon) {
            return "shot the moon";
        } else if (a instanceof Action.PlayOn) {
            return "played on";
        } else if (a instanceof Action.Play play) {
            return "played " + play.card().code();
        } else if (a instanceof Action.Declare declare) {
            return "declared " + declare.kind().label() + " (" + CallDto.codes(declare.cards()) + ")";
        } else if (a instanceof Action.Decline) {
            return "declared nothing";
        } else if (a instanceof Action.ExchangeDix) {
            return "exchanged the dix";
        } else if (a instanceof Action.Bury bury) {
            return "buried " + CallDto.codes(bury.cards());
        }
        return a.toString();
    }
}
