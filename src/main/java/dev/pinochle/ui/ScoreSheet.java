package dev.pinochle.ui;

import dev.pinochle.core.HandRecord;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.RuleSet;
import dev.pinochle.table.Snapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * The score sheet as rows of text, from a snapshot's finished hands; knows no Swing. Figures are shown
 * divided by the rules' display divisor (the one-point scale).
 */
final class ScoreSheet {
    private final List<String> columns = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();
    private final String footer;

    ScoreSheet(Snapshot s) {
        int d = s.view().rules().displayDivisor();
        int seats = s.view().seats();
        boolean partners = s.view().rules().mode().partnerships();
        int sides = s.scores().size();
        List<String> sideNames = new ArrayList<>();
        for (int side = 0; side < sides; side++) {
            sideNames.add(partners ? (side == 0 ? "Us" : "Them") : name(s, side));
        }
        columns.addAll(List.of("Hand", "Dealer", "Bidder", "Bid", "Trump"));
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
            row.add(r.contractor() >= 0 ? name(s, r.contractor()) : "\u2014");
            row.add(r.bid() > 0 ? Integer.toString(r.bid() / d) : "\u2014");
            row.add(r.trump() != null ? String.valueOf(r.trump().symbol()) : "\u2014");
            for (int side = 0; side < sides; side++) {
                row.add(r.meld()[side] / d + meldNote(r, side, s.view().rules()));
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
        return r.meldCanCount(side) ? " (lost)" : " (not counted)";
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
