package dev.pinochle.core;

/** One entry of a hand's public history: who did what. Hidden actions (cards passed) are not calls. */
public record Call(int seat, Action action) { }
