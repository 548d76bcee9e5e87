package dev.pinochle.ui.sound;

/** The table's sound effects: each a short clip made by {@link Synth}, none from a file. */
public enum Cue {
    /** The cards are shuffled and dealt: a new hand. */
    SHUFFLE,
    /** A played card lands on the trick. */
    CARD,
    /** A won trick is swept to its winner. */
    SWEEP,
    /** A question for you (a bid, trump, the pass, a declaration): a soft two-note chime. */
    TURN,
    /** The hand is over: a rising three-note chime. */
    END,
    /** You (and your partner) won the game: four notes up to the octave, in place of the hand's chime. */
    WON
}
