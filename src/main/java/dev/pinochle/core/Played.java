package dev.pinochle.core;

/** A card played to a trick, and by whom. */
public record Played(int seat, Card card) { }
