package dev.pinochle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules calculator: one JSON object on stdout, or one plain line on stderr and exit 2. */
class RulesCommandsTest {

    record Run(int code, String out, String err) { }

    static Run run(String line) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(line.split(" "), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8).trim(), err.toString(StandardCharsets.UTF_8).trim());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // RULES.md §4: a bare run is 150.
        "meld --trump S AS TS KS QS JS | {\"trump\":\"S\",\"total\":150,\"melds\":[{\"name\":\"run\",\"points\":150,\"cards\":[\"AS\",\"TS\",\"KS\",\"QS\",\"JS\"]}]}",
        // RULES.md §1: 10S is accepted for TS and input is case-insensitive.
        "meld --trump s as 10s ks qs js | {\"trump\":\"S\",\"total\":150,\"melds\":[{\"name\":\"run\",\"points\":150,\"cards\":[\"AS\",\"TS\",\"KS\",\"QS\",\"JS\"]}]}",
        // RULES.md §4 runExtras=BONUS: run plus an extra trump king scores 190.
        "meld --trump H --rule runExtras=BONUS AH TH KH KH QH JH | {\"trump\":\"H\",\"total\":190,\"melds\":[{\"name\":\"run\",\"points\":150,\"cards\":[\"AH\",\"TH\",\"KH\",\"QH\",\"JH\"]},{\"name\":\"royal marriage\",\"points\":40,\"cards\":[\"KH\",\"QH\"]}]}",
        // RULES.md §6: a double-deck double pinochle is 30.
        "meld --trump H --deck double QS QS JD JD | {\"trump\":\"H\",\"total\":30,\"melds\":[{\"name\":\"double pinochle\",\"points\":30,\"cards\":[\"QS\",\"JD\",\"QS\",\"JD\"]}]}",
        // RULES.md §3: the A♥ cannot be beaten, so any heart may follow.
        "legal --trump S --hand 9H AC KH --trick QH AH | {\"legal\":[\"KH\",\"9H\"]}",
        // RULES.md §3: a heart that beats the Q♥ must be played when held.
        "legal --trump S --hand 9H AC KH --trick QH | {\"legal\":[\"KH\"]}",
        // RULES.md §3: void in the led suit, a trump must be played.
        "legal --trump S --hand 9S AC KD --trick QH | {\"legal\":[\"9S\"]}",
        // RULES.md §3 NO_HEAD: follow suit, no duty to beat.
        "legal --trump S --hand 9H AC KH --trick QH --rule playRules=NO_HEAD | {\"legal\":[\"KH\",\"9H\"]}",
        // RULES.md §1: between identical cards the earlier wins; the A♥ led takes the trick.
        "trick --trump S AH TH KD QH | {\"winner\":0,\"card\":\"AH\"}",
        "trick --trump S AH AH | {\"winner\":0,\"card\":\"AH\"}",
        // RULES.md §5: the duel lists each declaration on its own; doubles of a marriage declared together are 40.
        "meld --mode duel --trump S 9S KD KD QD QD | {\"trump\":\"S\",\"declarations\":[{\"name\":\"marriage\",\"points\":20,\"cards\":[\"KD\",\"QD\"]},{\"name\":\"double marriage\",\"points\":40,\"cards\":[\"KD\",\"KD\",\"QD\",\"QD\"]},{\"name\":\"dix\",\"points\":10,\"cards\":[\"9S\"]}]}",
        "trick --trump S AH 9S AS KH | {\"winner\":2,\"card\":\"AS\"}",
        // RULES.md §2: the one-point scale shows every figure divided by ten, the run 15 (a helper's audit: the
        // command took the option and printed 150).
        "meld --trump S --rule scale=ONE AS TS KS QS JS | {\"trump\":\"S\",\"total\":15,\"melds\":[{\"name\":\"run\",\"points\":15,\"cards\":[\"AS\",\"TS\",\"KS\",\"QS\",\"JS\"]}]}",
        // RULES.md §5 phase 2: the duel's play-off follows and beats the led card whatever playRules says, and the
        // answer says which phase it is for (it used the partnership's rule: 9H was allowed under NO_HEAD).
        "legal --mode duel --trump S --hand AH 9H --trick KH --rule playRules=NO_HEAD | {\"legal\":[\"AH\"],\"phase\":\"play-off\"}",
        "legal --mode duel --trump S --hand 9S QC --trick KH | {\"legal\":[\"9S\"],\"phase\":\"play-off\"}",
    })
    void answersRulesQuestions(String line, String json) {
        Run r = run(line);
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo(json);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "meld --trump S AS XX | unknown card 'XX'",
        "meld --trump S AS AS AS | too many A♠",
        "meld --trump X AS | unknown suit 'X'",
        "meld --trump S --deck double 9S | 9S is not in the double deck",
        "meld --trump S --rule runExtras=MAYBE AS | rule runExtras takes PLAIN, BONUS",
        "meld --trump S --rule colour=red AS | unknown rule 'colour'",
        "legal --trump S --hand AH AH --trick AH | too many A♥",
        "legal --trump S --hand 9H --trick QH KH AH TH | the trick already holds 4 cards",
        "trick --trump S AH | a trick holds 2 to 4 cards",
        "shuffle --trump S | unknown command 'shuffle'",
        "meld --mode duel --trump S AS AS TS TS KS KS QS QS JS JS 9S 9S AH | a duel hand holds at most 12 cards",
        "meld --mode trio --trump S AS | unknown --mode 'trio': use partnership, duel, doubledeck or threehanded",
    })
    void refusesBadInputWithOneLine(String line, String message) {
        Run r = run(line);
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("error: ").contains(message).doesNotContain("\n").doesNotContain("Exception");
    }
}
