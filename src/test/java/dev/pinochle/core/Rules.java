package dev.pinochle.core;

/** Test fixture: a rule set written as a preset name and options, {@code "standard runExtras=BONUS"}. */
final class Rules {
    private Rules() {
    }

    static RuleSet parse(String text) {
        String[] words = text.trim().split("\\s+");
        RuleSet rules = RuleSet.preset(words[0]);
        for (int i = 1; i < words.length; i++) {
            rules = rules.with(words[i]);
        }
        return rules;
    }
}
