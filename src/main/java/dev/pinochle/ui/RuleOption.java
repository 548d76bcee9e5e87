package dev.pinochle.ui;

import dev.pinochle.core.Mode;
import dev.pinochle.core.RuleSet;
import java.util.Arrays;
import java.util.List;

/**
 * Every option of {@link RuleSet} as the new-game dialog offers it: its spec name (what
 * {@link RuleSet#with(String, String)} takes), the group it is listed under, a label, a one-line
 * explanation, and the values a player picks from. Knows no Swing.
 */
record RuleOption(String key, Group group, String label, String explanation, List<String> values) {

    /** The dialog's sections. */
    enum Group {
        AUCTION("Auction"), PASS_AND_MELD("Pass & meld"), PLAY("Play"), SCORING("Scoring"), DUEL("Duel");

        final String label;

        Group(String label) {
            this.label = label;
        }
    }

    static final List<String> ON_OFF = List.of("true", "false");

    /** The options in the order the dialog shows them; mode and target have their own fields. */
    static final List<RuleOption> ALL = List.of(
            new RuleOption("minBid", Group.AUCTION, "Minimum bid", "The opening bid: the least a side may undertake.",
                    List.of("150", "200", "250", "300", "50", "60", "75")),
            new RuleOption("bidStep", Group.AUCTION, "Bid step", "Each later bid must beat the last by at least this.",
                    List.of("10", "20", "1", "5")),
            new RuleOption("passedOut", Group.AUCTION, "If all pass", "Opener forced: the player left of the "
                    + "dealer must bid; dealer stuck: if everyone else passes, the dealer holds the contract at the "
                    + "minimum bid; redeal: if all pass, nobody scores and the next dealer deals.",
                    List.of("OPENER_FORCED", "DEALER_STUCK", "REDEAL")),
            new RuleOption("scale", Group.AUCTION, "Point scale", scaleHelp(Mode.PARTNERSHIP), List.of("TEN", "ONE")),
            new RuleOption("passCount", Group.PASS_AND_MELD, "Cards passed", "Partner and bidder swap this many "
                    + "cards after trump is named; 0 is cutthroat.", List.of("4", "3", "0")),
            new RuleOption("runExtras", Group.PASS_AND_MELD, "Extra trump K/Q with a run", "Plain: only a complete "
                    + "extra K+Q scores, as a royal marriage; bonus: each extra K or Q marries the run's own.", List.of("PLAIN", "BONUS")),
            new RuleOption("doubleRun", Group.PASS_AND_MELD, "Double run", "Two complete runs in trump.",
                    List.of("1500", "300")),
            new RuleOption("doublePinochle", Group.PASS_AND_MELD, "Double pinochle", "Both Q\u2660 and both J\u2666; "
                    + "the lower value scores it as two single pinochles.", List.of("300", "80")),
            new RuleOption("allowThrowIn", Group.PASS_AND_MELD, "Throw-in allowed", "After meld the bidding side may "
                    + "concede: it loses the bid; at a partnership table the others score their meld.", ON_OFF),
            new RuleOption("shootTheMoon", Group.PASS_AND_MELD, "Shoot the moon", "The bidder may undertake to take "
                    + "every trick, for the game or a heavy loss (How to play gives the figures).", ON_OFF),
            new RuleOption("playRules", Group.PLAY, "Play rules", "Strict: follow, beat the trick if you can, trump "
                    + "and over-trump; no head: follow or trump, never obliged to beat.", List.of("STRICT", "NO_HEAD")),
            new RuleOption("firstLeadTrump", Group.PLAY, "First lead must be trump", "The bidder's opening lead is "
                    + "a trump when they hold one.", ON_OFF),
            new RuleOption("mayDiscardWhenCannotOvertrump", Group.PLAY, "Discard if you can't over-trump",
                    "A player who cannot beat a trump already played may play any card.", ON_OFF),
            new RuleOption("headLedSuitWhenTrumped", Group.PLAY, "Beat the led suit even when trumped",
                    "Following suit, you must still beat its highest card after a trump.", ON_OFF),
            // Each card in words, by the value's shown name ("Ten point"), a word and its figure never split
            // across lines: "A\u00a011, 10\u00a010, K\u00a04" was hard to read (QA).
            new RuleOption("counting", Group.SCORING, "Counters", "Ten point: ace, ten and king\u00a010 each; "
                    + "classic: ace\u00a011, ten\u00a010, king\u00a04, queen\u00a03, jack\u00a02; simple: ace "
                    + "and ten\u00a010, king and queen\u00a05. Other cards count nothing; the last trick adds 10.",
                    List.of("TEN_POINT", "CLASSIC", "SIMPLE", "ONE_EACH")),
            new RuleOption("meldNeeds", Group.SCORING, "Meld needs", "Trick: meld counts once the side takes a trick; "
                    + "counter: it needs a counter or the last trick (on the single deck a dix stands anyway).",
                    List.of("TRICK", "COUNTER")),
            new RuleOption("setRule", Group.SCORING, "When set", "Lose all: the bidding side scores minus the bid; "
                    + "keep meld: minus the bid plus its meld.", List.of("LOSE_ALL", "KEEP_MELD")),
            new RuleOption("setDouble", Group.SCORING, "Three-handed set costs double", "A bidder set when playing "
                    + "out loses twice the bid.", ON_OFF),
            new RuleOption("dixExchange", Group.DUEL, "Exchange the dix", "After winning a trick, swap a trump 9 "
                    + "for the turned-up trump card.", ON_OFF));

    /**
     * Whether a table uses this option at all, as docs/rules.md says: the duel has no auction, pass, throw-in,
     * moon, set or partnership trick rules (§5); the dix exchange is the duel's; three-handed has no pass, moon or
     * set rule, but the bidder alone may pay double (§7); the double deck has its own meld table (§6).
     */
    boolean usedAt(Mode mode) {
        return switch (key) {
            case "minBid", "bidStep", "passedOut", "allowThrowIn", "runExtras", "playRules",
                    "firstLeadTrump", "mayDiscardWhenCannotOvertrump", "headLedSuitWhenTrumped" -> mode != Mode.DUEL;
            case "passCount", "shootTheMoon", "setRule" -> mode != Mode.DUEL && mode != Mode.THREE_HANDED;
            case "setDouble" -> mode == Mode.THREE_HANDED;
            case "dixExchange" -> mode == Mode.DUEL;
            // The double deck's figures are one-point already (§6): there is no scale to choose.
            case "doubleRun", "doublePinochle", "scale" -> mode != Mode.DOUBLE_DECK;
            default -> true;
        };
    }

    /**
     * Whether {@code playRules} leaves this option nothing to do: under NO_HEAD (RULES.md §3) nobody need beat or
     * over-trump, so neither rule about when to beat changes a card.
     */
    boolean mootUnder(String playRules) {
        return "NO_HEAD".equals(playRules)
                && (key.equals("mayDiscardWhenCannotOvertrump") || key.equals("headLedSuitWhenTrumped"));
    }

    /**
     * The explanation as a table of this mode reads it on this point {@code scale}: on the one-point scale the
     * counters read 1 each, as the table shows them (QA: the one-point preset said "10 each"), and only the
     * ten-point count is allowed there (RuleSet).
     */
    String explanationAt(Mode mode, String scale) {
        if (key.equals("counting") && "ONE".equals(scale) && mode != Mode.DOUBLE_DECK) {
            return "Ten point: ace, ten and king\u00a01 each on the one-point scale (10 on the usual one), other cards "
                    + "nothing; the last trick adds 1. Classic and simple need the ten-point scale.";
        }
        return explanationAt(mode);
    }

    /**
     * The explanation as a table of this mode reads it: three-handed has a lone bidder, not sides (docs/rules.md
     * §7), the duel one player a seat and no auction (§5), and the double deck no scale to choose and a meld
     * table of its own (§6).
     */
    String explanationAt(Mode mode) {
        return switch (mode) {
            case THREE_HANDED -> switch (key) {
                case "minBid" -> "The opening bid: the least the bidder may undertake.";
                case "scale" -> scaleHelp(mode);
                case "allowThrowIn" -> "After burying the bidder may concede: they lose the bid (once, even when a "
                        + "set costs double); the others score nothing.";
                case "meldNeeds" -> "Trick: the bidder's meld counts once they take a trick; counter: it needs a "
                        + "counter, the bury's included, or the last trick (a dix stands anyway).";
                default -> explanation;
            };
            case DUEL -> switch (key) {
                case "scale" -> scaleHelp(mode);
                case "meldNeeds" -> "Trick: meld counts once the player takes a trick (only a trick's winner "
                        + "declares, so it always does); counter: it needs a counter or the last trick (a dix stands "
                        + "anyway).";
                default -> explanation;
            };
            case DOUBLE_DECK -> switch (key) {
                case "scale" -> "The double deck always counts one point per counter (A, 10, K), on figures of its "
                        + "own: run 15, bid 50.";
                case "counting" -> "One each: ace, ten and king\u00a01 each, other cards nothing (the double "
                        + "deck's own count); the last trick adds 2.";
                // Its own table has no lower value to choose (§6); one line, as the dialog must fit 800 px.
                case "doublePinochle" -> "Both Q\u2660 and both J\u2666.";
                default -> explanation;
            };
            default -> explanation;
        };
    }

    /**
     * The single deck's scale explained by figures of the table's own: its opening bid (three-handed bids from 300,
     * not 250), or in the duel, which has no bid, the aces.
     */
    private static String scaleHelp(Mode mode) {
        boolean bids = mode != Mode.DUEL;
        String name = bids ? "bid " : "aces ";
        int figure = bids ? RuleSet.defaults(mode).minBid() : 100;
        return "Ten: the usual figures (run 150, " + name + figure + "); one: every figure is shown "
                + (bids ? "and bid " : "") + "divided by ten (run 15, " + name + figure / 10 + ").";
    }

    /**
     * The values a table can take: the double deck counts one each on its own scale (RULES.md §6), so its bids are
     * tens of points (minimum 50, step 1 or 5) where the single deck's are hundreds (step 10 or 20); and the single
     * deck never counts one each.
     */
    List<String> valuesAt(Mode mode) {
        boolean doubleDeck = mode == Mode.DOUBLE_DECK;
        return switch (key) {
            case "counting" -> doubleDeck ? List.of("ONE_EACH") : values.stream().filter(v -> !v.equals("ONE_EACH"))
                    .toList();
            case "scale" -> doubleDeck ? List.of("TEN") : values;
            case "minBid" -> values.stream().filter(v -> Integer.parseInt(v) < 100 == doubleDeck).toList();
            case "bidStep" -> values.stream().filter(v -> Integer.parseInt(v) < 10 == doubleDeck).toList();
            default -> values;
        };
    }

    /** Whether a table uses any option of the group: the duel none of the Play tab's, the others not the duel's. */
    static boolean usedAt(Group group, Mode mode) {
        return ALL.stream().anyMatch(o -> o.group() == group && o.usedAt(mode));
    }

    /**
     * The tab to show once the table is chosen, while {@code showing} is: a table's own tab (the duel's Duel tab,
     * every option of which only the duel uses), else the tab shown if the table uses any of it, else the first
     * it does. The dialog showed the duel's Auction tab, every option but the scale greyed (QA).
     */
    static Group shownAt(Mode mode, Group showing) {
        for (Group g : Group.values()) {
            boolean own = ALL.stream().filter(o -> o.group() == g).allMatch(o -> o.usedAt(mode)
                    && GameChoices.MODES.stream().filter(m -> m != mode).noneMatch(o::usedAt));
            if (own) {
                return g;
            }
        }
        if (showing != null && usedAt(showing, mode)) {
            return showing;
        }
        return Arrays.stream(Group.values()).filter(g -> usedAt(g, mode)).findFirst().orElseThrow();
    }

    /** The option's value in a rule set, as {@link RuleSet#with(String, String)} takes it. */
    static String valueOf(RuleSet r, String key) {
        return switch (key) {
            case "mode" -> r.mode().name();
            case "scale" -> r.scale().name();
            case "minBid" -> Integer.toString(r.minBid());
            case "bidStep" -> Integer.toString(r.bidStep());
            case "passedOut" -> r.passedOut().name();
            case "passCount" -> Integer.toString(r.passCount());
            case "allowThrowIn" -> Boolean.toString(r.allowThrowIn());
            case "firstLeadTrump" -> Boolean.toString(r.firstLeadTrump());
            case "counting" -> r.counting().name();
            case "meldNeeds" -> r.meldNeeds().name();
            case "setRule" -> r.setRule().name();
            case "target" -> Integer.toString(r.target());
            case "shootTheMoon" -> Boolean.toString(r.shootTheMoon());
            case "playRules" -> r.playRules().name();
            case "mayDiscardWhenCannotOvertrump" -> Boolean.toString(r.mayDiscardWhenCannotOvertrump());
            case "headLedSuitWhenTrumped" -> Boolean.toString(r.headLedSuitWhenTrumped());
            case "doubleRun" -> Integer.toString(r.doubleRun());
            case "runExtras" -> r.runExtras().name();
            case "doublePinochle" -> Integer.toString(r.doublePinochle());
            case "dixExchange" -> Boolean.toString(r.dixExchange());
            case "setDouble" -> Boolean.toString(r.setDouble());
            default -> throw new IllegalArgumentException("unknown rule '" + key + "'");
        };
    }

    /** How a value reads in the dialog: "Opener forced" for OPENER_FORCED, "On" for true. */
    static String display(String value) {
        if (value.equals("true")) {
            return "On";
        }
        if (value.equals("false")) {
            return "Off";
        }
        if (value.isEmpty() || !Character.isLetter(value.charAt(0))) {
            return value;
        }
        String words = value.toLowerCase().replace('_', ' ');
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
