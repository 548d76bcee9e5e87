package dev.pinochle.core;

import java.util.Locale;

/**
 * Every house rule of a game, fixed before the first deal and stored with every saved game.
 * Option names match the rules spec and are stable: saves and the CLI's {@code --rule KEY=VALUE} use them.
 * Points are on the deck's native scale: ten-times for the single deck, one-point for the double deck;
 * {@link #scale()} only changes how single-deck figures are shown and typed.
 */
public record RuleSet(
        Mode mode,
        Scale scale,
        int minBid,
        int bidStep,
        PassedOut passedOut,
        int passCount,
        boolean allowThrowIn,
        boolean firstLeadTrump,
        Counting counting,
        MeldNeeds meldNeeds,
        SetRule setRule,
        int target,
        boolean shootTheMoon,
        PlayRules playRules,
        boolean mayDiscardWhenCannotOvertrump,
        boolean headLedSuitWhenTrumped,
        int doubleRun,
        RunExtras runExtras,
        int doublePinochle,
        boolean dixExchange,
        boolean setDouble) {

    /** Bumped whenever the meaning of an option changes, so old saves can be told apart. */
    public static final int VERSION = 1;

    public enum Scale { TEN, ONE }

    /** What happens when all four players would pass. */
    public enum PassedOut { OPENER_FORCED, DEALER_STUCK, REDEAL }

    /** When a side's meld stands. */
    public enum MeldNeeds { TRICK, COUNTER }

    /** What a set contracting side scores. */
    public enum SetRule { LOSE_ALL, KEEP_MELD }

    /** Duties when following to a trick. */
    public enum PlayRules { STRICT, NO_HEAD }

    /** How extra trump kings and queens beside a run score. */
    public enum RunExtras { PLAIN, BONUS }

    public RuleSet {
        if (mode == null || scale == null || passedOut == null || counting == null || meldNeeds == null
                || setRule == null || playRules == null || runExtras == null) {
            throw new IllegalArgumentException("every rule needs a value");
        }
        if (bidStep <= 0) {
            throw new IllegalArgumentException("bidStep must be positive, not " + bidStep);
        }
        if (minBid <= 0) {
            throw new IllegalArgumentException("minBid must be positive, not " + minBid);
        }
        if (passCount != 0 && passCount != 3 && passCount != 4) {
            throw new IllegalArgumentException("passCount must be 4, 3 or 0, not " + passCount);
        }
        if (target <= 0) {
            throw new IllegalArgumentException("target must be positive, not " + target);
        }
        boolean single = mode.deck() == Deck.SINGLE;
        if (single && target % 10 != 0) {
            throw new IllegalArgumentException("target must be a multiple of 10, not " + target);
        }
        if (single && counting == Counting.ONE_EACH) {
            throw new IllegalArgumentException("counting ONE_EACH is the double-deck scheme");
        }
        if (!single && counting != Counting.ONE_EACH) {
            throw new IllegalArgumentException("the double deck counts A, 10 and K one point each (counting ONE_EACH)");
        }
        if (scale == Scale.ONE && counting != Counting.TEN_POINT) {
            throw new IllegalArgumentException("the one-point scale needs ten-point counting (A, 10 and K 10 each)");
        }
        if (scale == Scale.ONE && (minBid % 10 != 0 || bidStep % 10 != 0 || target % 10 != 0)) {
            throw new IllegalArgumentException("on the one-point scale minBid, bidStep and target are whole points (multiples of 10 inside)");
        }
        if (doubleRun != 1500 && doubleRun != 300) {
            throw new IllegalArgumentException("doubleRun must be 1500 or 300, not " + doubleRun);
        }
        if (doublePinochle != 300 && doublePinochle != 80) {
            throw new IllegalArgumentException("doublePinochle must be 300 or 80, not " + doublePinochle);
        }
    }

    /** Every default of the partnership game (seed 000). */
    public static RuleSet standard() {
        return new RuleSet(Mode.PARTNERSHIP, Scale.TEN, 250, 10, PassedOut.OPENER_FORCED, 4, true, false,
                Counting.TEN_POINT, MeldNeeds.TRICK, SetRule.LOSE_ALL, 1500, false, PlayRules.STRICT,
                false, false, 1500, RunExtras.PLAIN, 300, false, false);
    }

    /** Seed 001: the one-point scale, dealer stuck, bonus run extras, meld needs a counter, to 150. */
    public static RuleSet onePoint() {
        return standard().with("scale", "ONE").with("passedOut", "DEALER_STUCK").with("runExtras", "BONUS")
                .with("meldNeeds", "COUNTER").with("target", "1500");
    }

    /** Standard without the pass between partners. */
    public static RuleSet cutthroat() {
        return standard().with("passCount", "0");
    }

    /** The two-handed duel (seed 002): classic counting, match to 1000. */
    public static RuleSet duel() {
        return standard().with("mode", "DUEL").with("counting", "CLASSIC").with("target", "1000");
    }

    /** Double-deck partnership on its one-point scale: bids from 50 by 1, no pass, game 500. */
    public static RuleSet doubleDeck() {
        return new RuleSet(Mode.DOUBLE_DECK, Scale.TEN, 50, 1, PassedOut.OPENER_FORCED, 0, true, false,
                Counting.ONE_EACH, MeldNeeds.TRICK, SetRule.LOSE_ALL, 500, false, PlayRules.STRICT,
                false, false, 1500, RunExtras.PLAIN, 300, false, false);
    }

    /** Three-handed auction: bids from 300, game 1000. */
    public static RuleSet threeHanded() {
        return standard().with("mode", "THREE_HANDED").with("minBid", "300").with("target", "1000")
                .with("passCount", "0");
    }

    /** Every default of a mode: its table's own preset. */
    public static RuleSet defaults(Mode mode) {
        return switch (mode) {
            case PARTNERSHIP -> standard();
            case DUEL -> duel();
            case THREE_HANDED -> threeHanded();
            case DOUBLE_DECK -> doubleDeck();
        };
    }

    /** A preset by its name: standard, one-point, cutthroat, duel, double-deck, three-handed. */
    public static RuleSet preset(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "standard" -> standard();
            case "one-point" -> onePoint();
            case "cutthroat" -> cutthroat();
            case "duel" -> duel();
            case "double-deck" -> doubleDeck();
            case "three-handed" -> threeHanded();
            default -> throw new IllegalArgumentException("unknown preset '" + name
                    + "': use standard, one-point, cutthroat, duel, double-deck or three-handed");
        };
    }

    /** The deck this game uses. */
    public Deck deck() {
        return mode.deck();
    }

    /** The points a display divides by: 10 on the one-point scale, else 1. */
    public int displayDivisor() {
        return scale == Scale.ONE ? 10 : 1;
    }

    /** Points as the player reads them: "25" for 250 on the one-point scale. */
    public String shown(int points) {
        return Integer.toString(points / displayDivisor());
    }

    /** Points in the tricks of one hand: 250 single deck, 50 double deck. */
    public int trickPoints() {
        return mode.deck() == Deck.SINGLE ? 250 : 50;
    }

    /** What shooting the moon wins or loses (§2.11): 1000 on the ten-times scale, 100 on the double deck's. */
    public int moonPoints() {
        return mode.deck() == Deck.SINGLE ? 1000 : 100;
    }

    /**
     * A copy with one option changed, by its spec name ({@code runExtras=BONUS}, {@code target=1000}).
     *
     * @throws IllegalArgumentException naming an unknown option or a bad value
     */
    public RuleSet with(String key, String value) {
        String v = value.trim();
        Mode mode = this.mode;
        Scale scale = this.scale;
        int minBid = this.minBid;
        int bidStep = this.bidStep;
        PassedOut passedOut = this.passedOut;
        int passCount = this.passCount;
        boolean allowThrowIn = this.allowThrowIn;
        boolean firstLeadTrump = this.firstLeadTrump;
        Counting counting = this.counting;
        MeldNeeds meldNeeds = this.meldNeeds;
        SetRule setRule = this.setRule;
        int target = this.target;
        boolean shootTheMoon = this.shootTheMoon;
        PlayRules playRules = this.playRules;
        boolean mayDiscard = this.mayDiscardWhenCannotOvertrump;
        boolean headLed = this.headLedSuitWhenTrumped;
        int doubleRun = this.doubleRun;
        RunExtras runExtras = this.runExtras;
        int doublePinochle = this.doublePinochle;
        boolean dixExchange = this.dixExchange;
        boolean setDouble = this.setDouble;
        switch (key) {
            case "mode" -> mode = enumValue(Mode.class, key, v);
            case "scale" -> scale = enumValue(Scale.class, key, v);
            case "minBid" -> minBid = intValue(key, v);
            case "bidStep" -> bidStep = intValue(key, v);
            case "passedOut" -> passedOut = enumValue(PassedOut.class, key, v);
            case "passCount" -> passCount = intValue(key, v);
            case "allowThrowIn" -> allowThrowIn = boolValue(key, v);
            case "firstLeadTrump" -> firstLeadTrump = boolValue(key, v);
            case "counting" -> counting = enumValue(Counting.class, key, v);
            case "meldNeeds" -> meldNeeds = enumValue(MeldNeeds.class, key, v);
            case "setRule" -> setRule = enumValue(SetRule.class, key, v);
            case "target" -> target = intValue(key, v);
            case "shootTheMoon" -> shootTheMoon = boolValue(key, v);
            case "playRules" -> playRules = enumValue(PlayRules.class, key, v);
            case "mayDiscardWhenCannotOvertrump" -> mayDiscard = boolValue(key, v);
            case "headLedSuitWhenTrumped" -> headLed = boolValue(key, v);
            case "doubleRun" -> doubleRun = intValue(key, v);
            case "runExtras" -> runExtras = enumValue(RunExtras.class, key, v);
            case "doublePinochle" -> doublePinochle = intValue(key, v);
            case "dixExchange" -> dixExchange = boolValue(key, v);
            case "setDouble" -> setDouble = boolValue(key, v);
            default -> throw new IllegalArgumentException("unknown rule '" + key + "'");
        }
        if (key.equals("mode") && mode.deck() != this.mode.deck()) {
            counting = mode.deck() == Deck.DOUBLE ? Counting.ONE_EACH : Counting.TEN_POINT;
        }
        return new RuleSet(mode, scale, minBid, bidStep, passedOut, passCount, allowThrowIn, firstLeadTrump,
                counting, meldNeeds, setRule, target, shootTheMoon, playRules, mayDiscard, headLed, doubleRun,
                runExtras, doublePinochle, dixExchange, setDouble);
    }

    /** Applies {@code KEY=VALUE}. */
    public RuleSet with(String assignment) {
        int eq = assignment.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("a rule is written KEY=VALUE, not '" + assignment + "'");
        }
        return with(assignment.substring(0, eq).trim(), assignment.substring(eq + 1));
    }

    private static <E extends Enum<E>> E enumValue(Class<E> type, String key, String v) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(v.replace('-', '_'))) {
                return e;
            }
        }
        StringBuilder names = new StringBuilder();
        for (E e : type.getEnumConstants()) {
            names.append(names.length() == 0 ? "" : ", ").append(e.name());
        }
        throw new IllegalArgumentException("rule " + key + " takes " + names + ", not '" + v + "'");
    }

    private static int intValue(String key, String v) {
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("rule " + key + " takes a whole number, not '" + v + "'");
        }
    }

    private static boolean boolValue(String key, String v) {
        if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("on")) {
            return true;
        }
        if (v.equalsIgnoreCase("false") || v.equalsIgnoreCase("off")) {
            return false;
        }
        throw new IllegalArgumentException("rule " + key + " takes true or false, not '" + v + "'");
    }
}
