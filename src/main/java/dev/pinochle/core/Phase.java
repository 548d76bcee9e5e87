package dev.pinochle.core;

/**
 * Where a hand stands. Each mode uses the phases it needs, mostly in this order: three-handed names trump before it
 * buries, and the duel goes from each trick to a declaration and back.
 */
public enum Phase {
    /** Players bid or pass in turn. */
    AUCTION,
    /** Three-handed: the bidder has taken the widow and buries cards. */
    BURY,
    /** The contract holder names trump. */
    TRUMP,
    /** The bidder's partner gives cards to the bidder. */
    PASS_TO_BIDDER,
    /** The bidder gives the same number back. */
    PASS_BACK,
    /** Meld is shown; the contract holder throws in, shoots the moon, or plays on. */
    CONCEDE_OR_PLAY,
    /** Cards are played to tricks. */
    TRICKS,
    /** Duel: the trick winner may declare one meld (or exchange the dix) before drawing. */
    DECLARE,
    /** The hand is scored; the game deals the next one or ends. */
    HAND_OVER
}
