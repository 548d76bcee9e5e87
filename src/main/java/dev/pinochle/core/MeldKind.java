package dev.pinochle.core;

/**
 * The kinds of meld, with the class each belongs to: a card may serve once in each class.
 * Names are stable: they appear in saves and in the CLI's JSON.
 */
public enum MeldKind {
    RUN("run", MeldClass.SEQUENCE),
    DOUBLE_RUN("double run", MeldClass.SEQUENCE),
    TRIPLE_RUN("triple run", MeldClass.SEQUENCE),
    QUADRUPLE_RUN("quadruple run", MeldClass.SEQUENCE),
    ROYAL_MARRIAGE("royal marriage", MeldClass.SEQUENCE),
    DOUBLE_ROYAL_MARRIAGE("double royal marriage", MeldClass.SEQUENCE),
    MARRIAGE("marriage", MeldClass.SEQUENCE),
    DOUBLE_MARRIAGE("double marriage", MeldClass.SEQUENCE),
    DIX("dix", MeldClass.SEQUENCE),
    ACES("aces around", MeldClass.AROUND),
    DOUBLE_ACES("double aces around", MeldClass.AROUND),
    TRIPLE_ACES("triple aces around", MeldClass.AROUND),
    QUADRUPLE_ACES("quadruple aces around", MeldClass.AROUND),
    KINGS("kings around", MeldClass.AROUND),
    DOUBLE_KINGS("double kings around", MeldClass.AROUND),
    TRIPLE_KINGS("triple kings around", MeldClass.AROUND),
    QUADRUPLE_KINGS("quadruple kings around", MeldClass.AROUND),
    QUEENS("queens around", MeldClass.AROUND),
    DOUBLE_QUEENS("double queens around", MeldClass.AROUND),
    TRIPLE_QUEENS("triple queens around", MeldClass.AROUND),
    QUADRUPLE_QUEENS("quadruple queens around", MeldClass.AROUND),
    JACKS("jacks around", MeldClass.AROUND),
    DOUBLE_JACKS("double jacks around", MeldClass.AROUND),
    TRIPLE_JACKS("triple jacks around", MeldClass.AROUND),
    QUADRUPLE_JACKS("quadruple jacks around", MeldClass.AROUND),
    PINOCHLE("pinochle", MeldClass.PINOCHLE),
    DOUBLE_PINOCHLE("double pinochle", MeldClass.PINOCHLE),
    TRIPLE_PINOCHLE("triple pinochle", MeldClass.PINOCHLE),
    QUADRUPLE_PINOCHLE("quadruple pinochle", MeldClass.PINOCHLE);

    /** The three classes of meld. */
    public enum MeldClass { SEQUENCE, AROUND, PINOCHLE }

    private final String label;
    private final MeldClass meldClass;

    MeldKind(String label, MeldClass meldClass) {
        this.label = label;
        this.meldClass = meldClass;
    }

    /** The name a player reads and the CLI prints: "run", "double pinochle". */
    public String label() {
        return label;
    }

    public MeldClass meldClass() {
        return meldClass;
    }
}
