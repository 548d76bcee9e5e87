package dev.pinochle.ui;

import java.util.ArrayList;
import java.util.List;

/** The bar's hooks for a table under test: the throw-in question always answered the same, the rest ignored. */
final class FixedHooks implements ActionBar.Hooks {
    /** Every throw-in question asked, in order. */
    final List<String> asked = new ArrayList<>();
    /** Whether each was asked with the throw-in advised (its default to throw in). */
    final List<Boolean> advised = new ArrayList<>();
    private final boolean throwIn;

    FixedHooks(boolean throwIn) {
        this.throwIn = throwIn;
    }

    @Override
    public boolean confirmThrowIn(String question, boolean advised) {
        asked.add(question);
        this.advised.add(advised);
        return throwIn;
    }

    @Override
    public void newGame() {
    }

    @Override
    public void showScoreSheet() {
    }

    @Override
    public void reviewHand(int handIndex) {
    }

    @Override
    public void replayDeal(int handIndex) {
    }
}
