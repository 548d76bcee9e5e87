package dev.pinochle.ui;

import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import dev.pinochle.table.Snapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The score sheet as rows of text, from a snapshot's finished hands; knows no Swing. Figures are shown
 * divided by the rules' display divisor (the one-point scale). The duel, which has no auction, has no Bidder
 * or Bid column.
 */
final class ScoreSheet {
    private final List<String> columns = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();
    /** Per cell, the meld note its text ends with ({@link #meldNote}), and why; none for most cells. */
    private final List<List<Note>> notes = new ArrayList<>();
    private final String footer;

    /** The note of a meld that could have counted and did not. */
    static final String LOST = " (lost)";
    /** The note of a three-handed defender's meld, which never counts. */
    static final String NOT_COUNTED = " (not counted)";

    /**
     * A meld that did not count: the {@code suffix} its cell's text ends with ({@link #LOST} or
     * {@link #NOT_COUNTED}), and {@code why} ("set", "no trick taken").
     */
    record Note(String suffix, String why) {
        boolean lost() {
            return suffix.equals(LOST);
        }
    }

    ScoreSheet(Snapshot s) {
        int d = s.view().rules().displayDivisor();
        int seats = s.view().seats();
        boolean partners = s.view().rules().mode().partnerships();
        int sides = s.scores().size();
        List<String> sideNames = new ArrayList<>();
        for (int side = 0; side < sides; side++) {
            sideNames.add(partners ? (side == 0 ? "Us" : "Them") : name(s, side));
        }
        // The duel has no auction: a Bidder and a Bid column would hold only dashes (the summary drops them too).
        boolean auction = s.view().rules().mode() != Mode.DUEL;
        columns.addAll(List.of("Hand", "Dealer"));
        if (auction) {
            columns.addAll(List.of("Bidder", "Bid"));
        }
        columns.add("Trump");
        for (String n : sideNames) {
            columns.add("Meld " + n);
        }
        for (String n : sideNames) {
            columns.add("Counters " + n);
        }
        columns.add("Result");
        for (String n : sideNames) {
            columns.add("Score " + n);
        }
        for (String n : sideNames) {
            columns.add("Total " + n);
        }
        int[] totals = new int[sides];
        int number = 0;
        for (HandRecord h : s.hands()) {
            HandResult r = h.result();
            number++;
            List<String> row = new ArrayList<>();
            row.add(Integer.toString(number));
            row.add(name(s, h.dealer()));
            if (auction) {
                row.add(r.contractor() >= 0 ? name(s, r.contractor()) : "\u2014");
                row.add(r.bid() > 0 ? Integer.toString(r.bid() / d) : "\u2014");
            }
            row.add(r.trump() != null ? String.valueOf(r.trump().symbol()) : "\u2014");
            Note[] rowNotes = new Note[columns.size()];
            for (int side = 0; side < sides; side++) {
                String note = meldNote(r, side, s.view().rules());
                if (!note.isEmpty()) {
                    rowNotes[row.size()] = new Note(note, meldNoteWhy(r, side, s.view().rules()));
                }
                row.add(r.meld()[side] / d + note);
            }
            for (int side = 0; side < sides; side++) {
                row.add(Integer.toString(r.counters()[side] / d));
            }
            row.add(outcome(r));
            for (int side = 0; side < sides; side++) {
                totals[side] += r.score()[side];
                row.add(Integer.toString(r.score()[side] / d));
            }
            for (int side = 0; side < sides; side++) {
                row.add(Integer.toString(totals[side] / d));
            }
            rows.add(List.copyOf(row));
            notes.add(Arrays.asList(rowNotes));
        }
        StringBuilder f = new StringBuilder("Target ").append(s.view().rules().target() / d);
        for (int side = 0; side < sides; side++) {
            f.append("  \u00b7  ").append(sideNames.get(side)).append(' ').append(s.scores().get(side) / d);
        }
        if (seats == 4) {
            f.append("  \u00b7  Us = ").append(name(s, 0)).append(" & ").append(name(s, 2));
        }
        footer = f.toString();
    }

    private static String name(Snapshot s, int seat) {
        return TableController.shortName(s.seats().get(seat).name());
    }

    static String outcome(HandResult r) {
        return switch (r.outcome()) {
            case MADE -> "Made";
            case SET -> "Set";
            case THROWN_IN -> "Thrown in";
            case MOON_MADE -> "Moon made";
            case MOON_SET -> "Moon set";
            case REDEAL -> "Redeal";
            case PLAYED -> "Played";
        };
    }

    /**
     * What follows a side's meld wherever a hand's result is shown: " (lost)" when it could have counted and did
     * not (no trick taken, or set with it), " (not counted)" for a three-handed defender's, whose meld never
     * counts; nothing when it counted or there was none (as after a redeal, where nobody melded).
     */
    static String meldNote(HandResult r, int side, RuleSet rules) {
        if (r.meld()[side] == 0 || r.meldCounted(side, rules.setRule())) {
            return "";
        }
        return r.meldCanCount(side) ? LOST : NOT_COUNTED;
    }

    /**
     * Why a side's meld did not count, where {@link #meldNote} marks it: "a defender's meld never counts",
     * "set", "missed the moon", "thrown in", or "no trick taken" ("no counter taken" where meld needs one).
     */
    static String meldNoteWhy(HandResult r, int side, RuleSet rules) {
        if (!r.meldCanCount(side)) {
            return "a defender's meld never counts";
        }
        if (r.meldStood()[side]) {
            // It stood, and did not count: the bidder's side, set.
            return r.outcome() == HandResult.Outcome.MOON_SET ? "missed the moon" : "set";
        }
        if (r.outcome() == HandResult.Outcome.THROWN_IN) {
            return "thrown in";
        }
        if (rules.meldNeeds() == RuleSet.MeldNeeds.TRICK) {
            return "no trick taken";
        }
        int dix = dixKept(r, side, rules);
        return dix > 0 ? "no counter taken; only the dix's " + rules.shown(dix) + " counts" : "no counter taken";
    }

    /**
     * What a side whose meld fell kept of it all the same: under meldNeeds COUNTER the dix stands without a counter
     * (RULES.md §2.9), so its score holds it; a set contract keeps it only under KEEP_MELD, a moon never.
     */
    private static int dixKept(HandResult r, int side, RuleSet rules) {
        boolean contractSide = r.contractor() >= 0 && side == (r.meld().length == 2 ? r.contractor() % 2
                : r.contractor());
        if (contractSide && r.outcome() != HandResult.Outcome.MADE) {
            boolean kept = r.outcome() == HandResult.Outcome.SET && rules.setRule() == RuleSet.SetRule.KEEP_MELD;
            return kept ? r.score()[side] + r.bid() : 0;
        }
        return r.score()[side] - r.counters()[side];
    }

    /** The meld note that cell's text ends with, and why; null for a cell without one. */
    Note note(int row, int column) {
        List<Note> r = notes.get(row);
        return column >= 0 && column < r.size() ? r.get(column) : null;
    }

    /** Whether some cell's meld is noted {@link #LOST} ({@code lost}) or {@link #NOT_COUNTED} (not). */
    boolean anyNoted(boolean lost) {
        return notes.stream().flatMap(List::stream).anyMatch(n -> n != null && n.lost() == lost);
    }

    List<String> columns() {
        return columns;
    }

    List<List<String>> rows() {
        return rows;
    }

    String footer() {
        return footer;
    }
}
