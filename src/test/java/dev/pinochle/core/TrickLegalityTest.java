package dev.pinochle.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which cards may be played to a trick (RULES.md §3: STRICT and every option; §2.7 firstLeadTrump).
 * Rows: rules | trump | cards already in the trick ("-" when leading) | hand | the cards that are legal.
 */
class TrickLegalityTest {

    @ParameterizedTest(name = "[{index}] {0}: trump {1}, trick [{2}], hand [{3}] -> [{4}]  ({5})")
    @CsvSource(delimiter = '|', textBlock = """
        standard | S | -        | AH KD 9S    | AH KD 9S | §3 duties apply after the lead: any card may be led
        standard | S | QH       | AH KH 9D AS | AH KH    | §3 follow suit, and with a card that wins
        standard | S | KH       | AH 9H KD    | AH       | §3 must beat the winning card of the led suit if able
        standard | S | AH       | JH 9H KD AS | JH 9H    | §3 cannot beat: any card of the led suit
        standard | S | AH       | AH TH       | AH TH    | §1/§3 the second AH cannot win (earlier identical card wins): any heart
        standard | S | QH KH    | TH JH AS    | TH       | §3 beat the card that is winning (KH), not the led card
        standard | S | KH AH    | TH QH AS    | TH QH    | §3 nothing beats the AH now winning: any heart
        standard | S | AH       | 9H AS       | 9H       | §3 able to follow: must, even if a trump would win
        standard | S | QH 9S    | AH JH AS    | AH JH    | §3 trick already trumped: any card of the led suit
        standard | S | QH       | 9S AS KD    | AS 9S    | §3 void: must trump; any trump wins an untrumped trick
        standard | S | QH TS    | AS 9S KD    | AS       | §3 void, trick trumped: must beat the highest trump
        standard | S | QH 9S KS | TS QS JD    | TS       | §3 beat the highest trump (KS), not the first one
        standard | S | QH AS    | 9S KD       | 9S       | §3 holding only lower trumps you must still play one
        standard | S | QH AS    | 9S QS KD QC | 9S QS    | §3 any lower trump, never a discard
        standard | S | QH       | KD QC       | KD QC    | §3 neither follow nor trump: any card
        standard | S | QH 9S    | KD QC       | KD QC    | §3 neither, trick trumped: any card
        standard | S | KS       | AS 9S AH    | AS       | §3 a trump lead is a suit lead: follow and beat
        standard | S | AS       | TS 9S AH    | TS 9S    | §3 trump lead that cannot be beaten: any trump
        standard | S | KS       | AH KD       | AH KD    | §3 trump lead, no trump held: any card
        standard | S | KS AS    | TS 9S AH    | TS 9S    | §3 trump lead: beat the highest trump, here impossible
        standard mayDiscardWhenCannotOvertrump=true | S | QH AS | 9S KD QC    | 9S KD QC | §3 mayDiscardWhenCannotOvertrump: cannot beat AS, any card
        standard mayDiscardWhenCannotOvertrump=true | S | QH TS | AS 9S KD    | AS       | §3 mayDiscardWhenCannotOvertrump: able to overtrump, still must
        standard mayDiscardWhenCannotOvertrump=true | S | QH    | 9S KD       | 9S       | §3 mayDiscardWhenCannotOvertrump: an untrumped trick still needs a trump
        standard mayDiscardWhenCannotOvertrump=true | S | KH    | AH 9H KD    | AH       | §3 mayDiscardWhenCannotOvertrump changes nothing when following
        standard headLedSuitWhenTrumped=true | S | QH 9S    | AH JH AS | AH    | §3 headLedSuitWhenTrumped: beat the QH though the trick is trumped
        standard headLedSuitWhenTrumped=true | S | QH KH 9S | AH TH JH | AH TH | §3 headLedSuitWhenTrumped: beat the highest heart (KH)
        standard headLedSuitWhenTrumped=true | S | QH 9S    | JH 9H    | JH 9H | §3 headLedSuitWhenTrumped: cannot beat QH, any heart
        standard headLedSuitWhenTrumped=true | S | QH       | AH KH 9D | AH KH | §3 headLedSuitWhenTrumped: untrumped tricks as STRICT
        standard headLedSuitWhenTrumped=true | S | QH TS    | AS 9S KD | AS    | §3 headLedSuitWhenTrumped: void players still overtrump
        standard playRules=NO_HEAD | S | KH    | AH 9H KD | AH 9H | §3 NO_HEAD: follow suit, never obliged to beat
        standard playRules=NO_HEAD | S | QH    | 9S AS KD | AS 9S | §3 NO_HEAD: void, trump
        standard playRules=NO_HEAD | S | QH TS | AS 9S KD | AS 9S | §3 NO_HEAD: never obliged to overtrump
        standard playRules=NO_HEAD | S | KS    | AS 9S AH | AS 9S | §3 NO_HEAD: a trump lead is followed by any trump
        standard playRules=NO_HEAD | S | QH    | KD QC    | KD QC | §3 NO_HEAD: neither follow nor trump: any card
        standard playRules=NO_HEAD | S | QH 9S | JH AS    | JH    | §3 NO_HEAD: must follow rather than trump
        double-deck | S | QH TH | AH AH TH JH AS | AH       | §6 same play rules on the double deck: only the ace beats the ten
        double-deck | S | AH    | AH TH JH     | AH TH JH | §6/§1 identical aces: the earlier one wins, so any heart
        """)
    void legalCards(String rules, String trump, String trick, String hand, String legal, String rule) {
        RuleSet rs = Rules.parse(rules);
        Deck deck = rs.deck();
        Suit t = Suit.parse(trump);
        List<Card> played = trick.equals("-") ? List.of() : Card.parseAll(trick);
        long held = deck.setOf(hand);

        long allowed = engineLegal(rs, held, t, played);

        assertThat(deck.contains(held, allowed)).as("legal cards come from the hand").isTrue();
        assertThat(deck.faces(allowed)).as(rule).containsExactlyElementsOf(faces(legal));
    }

    @ParameterizedTest(name = "[{index}] trick [{0}], hand [{1}], {2}: the refusal names {3}")
    @CsvSource(delimiter = '|', textBlock = """
        standard | QH    | AH KH 9D AS | AS | follow    | §3 must follow suit
        standard | QH    | AH KH 9D AS | 9D | heart     | §3 the sentence names the suit to follow
        standard | KH    | AH 9H KD    | 9H | K♥        | §3 must beat the winning K♥
        standard | QH KH | TH JH AS    | JH | K♥        | §3 the card to beat is the winner, not the lead
        standard | QH    | 9S AS KD    | KD | trump     | §3 void: must trump
        standard | QH    | 9S AS KD    | KD | ♠         | §3 the sentence names the trump suit
        standard | QH TS | AS 9S KD    | 9S | 10♠       | §3 must overtrump the 10♠
        standard | QH TS | AS 9S KD    | KD | trump     | §3 void: a discard is refused, a trump is due
        standard | QH AS | 9S KD       | KD | trump     | §3 cannot overtrump: still a trump
        standard | KS    | AS 9S AH    | 9S | K♠        | §3 trump lead: beat the K♠
        standard | QH    | AH KH       | AC | hold      | a card not in the hand
        standard headLedSuitWhenTrumped=true | QH 9S | AH JH AS | JH | Q♥ | §3 headLedSuitWhenTrumped: beat the Q♥
        """)
    void explainSaysWhyACardIsRefused(String rules, String trick, String hand, String card, String mentions,
            String rule) {
        RuleSet rs = Rules.parse(rules);
        Deck deck = rs.deck();
        List<Card> played = Card.parseAll(trick);
        long held = deck.setOf(hand);
        long allowed = engineLegal(rs, held, Suit.SPADES, played);

        String why = Trick.explain(deck, held, allowed, Suit.SPADES, played.get(0), winnerOf(played, Suit.SPADES),
                highestOfLed(played), Card.parse(card));

        assertThat(why).as(rule).isNotNull().containsIgnoringCase(mentions);
    }

    @Test
    void explainIsNullForEveryLegalCard() {
        // §3: a legal card needs no explanation.
        RuleSet rs = RuleSet.standard();
        Deck deck = rs.deck();
        List<Card> played = Card.parseAll("QH TS");
        long held = deck.setOf("AS AS 9S KD AH");
        long allowed = engineLegal(rs, held, Suit.SPADES, played);
        for (Card c : deck.faces(held)) {
            String why = Trick.explain(deck, held, allowed, Suit.SPADES, played.get(0), winnerOf(played, Suit.SPADES),
                    highestOfLed(played), c);
            assertThat(why == null).as("%s legal=%s explain=%s", c, deck.count(allowed, c) > 0, why)
                    .isEqualTo(deck.count(allowed, c) > 0);
        }
    }

    @Test
    void firstLeadTrumpOption() {
        // §2.7 firstLeadTrump: the contract holder's first lead must be a trump; later leads are free.
        ScriptedHand s = ScoringTest.workedExample(RuleSet.standard().with("firstLeadTrump", "true"));

        assertThat(s.faces(s.hand.legalCards())).containsExactlyElementsOf(faces("AH KH QH"));
        assertThat(s.hand.explain(Card.parse("AS"))).containsIgnoringCase("trump");
        assertThat(s.hand.explain(Card.parse("AH"))).isNull();

        s.play("AH 9H TH JH"); // South's AH wins (North's TH cannot beat it), South leads again
        assertThat(s.hand.toAct()).isEqualTo(Seat.SOUTH);
        assertThat(s.faces(s.hand.legalCards())).containsExactlyElementsOf(faces("AS TS 9S KH QH AC TC 9C AD TD JD"));
    }

    @Test
    void firstLeadTrumpWithoutATrumpInHandAllowsAnyLead() {
        // §2.7 firstLeadTrump says the first lead "must be a trump" and §2.3 lets the holder name any suit,
        // even one it does not hold. Reading: with no trump in hand the duty lapses and any card may lead.
        RuleSet rules = RuleSet.cutthroat().with("firstLeadTrump", "true").with("allowThrowIn", "false");
        for (long seed = 0; seed < 100; seed++) {
            ScriptedHand s = ScriptedHand.shuffled(rules, seed, Seat.EAST);
            Suit missing = null;
            for (Suit suit : Suit.values()) {
                if ((s.hand.handOf(Seat.SOUTH) & rules.deck().suitMask(suit)) == 0) {
                    missing = suit;
                }
            }
            if (missing == null) {
                continue;
            }
            s.auction("250 pass pass pass").trump(String.valueOf(missing.letter()));
            assertThat(s.hand.phase()).isEqualTo(Phase.TRICKS);
            assertThat(s.hand.legalCards()).isEqualTo(s.hand.handOf(Seat.SOUTH));
            return;
        }
        throw new AssertionError("no seed left South void in a suit");
    }

    @Test
    void withoutFirstLeadTrumpTheFirstLeadIsFree() {
        // §2.7: firstLeadTrump default off.
        ScriptedHand s = ScoringTest.workedExample(RuleSet.standard());
        assertThat(s.faces(s.hand.legalCards())).containsExactlyElementsOf(faces(ScoringTest.SOUTH));
    }

    @Test
    void theHandAppliesTheDutiesSeatBySeat() {
        // §3 in a real hand (hearts trump): South leads TD; West and North cannot beat it and may play any
        // diamond; East holds AD and TD and must play the AD, the only card that wins.
        ScriptedHand s = ScoringTest.workedExample(RuleSet.standard());
        s.play("TD");
        assertThat(s.faces(s.hand.legalCards())).containsExactlyElementsOf(faces("QD 9D"));
        s.play("9D");
        assertThat(s.faces(s.hand.legalCards())).containsExactlyElementsOf(faces("KD JD"));
        s.play("JD");
        assertThat(s.faces(s.hand.legalCards())).containsExactlyElementsOf(faces("AD"));
        assertThat(s.hand.explain(Card.parse("TD"))).contains("10♦");
        assertThat(s.hand.explain(Card.parse("TS"))).containsIgnoringCase("follow");
        assertThat(s.hand.legalActions()).containsExactly(Action.Play.of(Card.parse("AD")));
    }

    @Test
    void theHandRefusesAnIllegalCardWithTheExplanation() {
        // §3: must follow; the engine refuses with the sentence explain() gives.
        ScriptedHand s = ScoringTest.workedExample(RuleSet.standard()).play("TD");
        String why = s.hand.explain(Card.parse("QS"));
        assertThatThrownBy(() -> s.play("QS"))
                .isInstanceOf(IllegalActionException.class).hasMessage(why);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', textBlock = """
        standard
        standard mayDiscardWhenCannotOvertrump=true
        standard headLedSuitWhenTrumped=true
        standard playRules=NO_HEAD
        standard firstLeadTrump=true
        double-deck
        double-deck playRules=NO_HEAD
        double-deck headLedSuitWhenTrumped=true
        double-deck mayDiscardWhenCannotOvertrump=true
        double-deck firstLeadTrump=true
        three-handed
        three-handed playRules=NO_HEAD
        three-handed headLedSuitWhenTrumped=true
        three-handed mayDiscardWhenCannotOvertrump=true
        three-handed firstLeadTrump=true
        """)
    void everyStepOfRandomHandsAgreesWithTheRulesText(String rules) {
        // §3 at every step of seeded random hands, at each auction table (§6 and §7 play by §3 too): the engine's
        // legal cards equal a direct reading of the rules applied to the seat's hand and the trick on the table
        // (the engine tracks the trick itself).
        RuleSet rs = Rules.parse(rules);
        Deck deck = rs.deck();
        RuleSet plain = RuleSet.defaults(rs.mode());
        int checked = 0;
        int differ = 0;
        for (long seed = 0; seed < 60; seed++) {
            AuctionHand h = (AuctionHand) Game.newHand(rs, Deal.shuffled(deck, seed), (int) (seed % rs.mode().seats()));
            RandomPlay player = new RandomPlay(seed);
            while (!h.isOver()) {
                if (h.phase() == Phase.TRICKS) {
                    SeatView v = h.view(h.toAct());
                    List<Card> trick = v.trick().stream().map(Played::card).toList();
                    long held = h.handOf(h.toAct());
                    long trumps = held & deck.suitMask(h.trump());
                    long expected = trick.isEmpty() && v.tricks().isEmpty() && rs.firstLeadTrump() && trumps != 0
                            ? trumps : byTheRules(rs, held, h.trump(), trick);
                    long engine = deck.setOf(h.legalActions().stream().map(a -> ((Action.Play) a).card()).toList());
                    assertThat(deck.faces(engine)).as("seed %d, trick %s, hand %s", seed, trick,
                            deck.format(held)).isEqualTo(deck.faces(expected));
                    long byDefault = trick.isEmpty() ? held : byTheRules(plain, held, h.trump(), trick);
                    differ += deck.faces(byDefault).equals(deck.faces(expected)) ? 0 : 1;
                    checked++;
                }
                h.apply(player.choose(h));
            }
        }
        assertThat(checked).isGreaterThan(1000);
        // A follow option that never changed a legal card here would be a test of nothing.
        if (!rs.equals(plain) && !rs.firstLeadTrump()) {
            assertThat(differ).as("%s: the option made a difference somewhere", rules).isPositive();
        }
    }

    // ------------------------------------------------------------ the rules text, read directly

    /** The cards §3 allows, worked out card by card from the rules text (not from {@link Trick}). */
    static long byTheRules(RuleSet rules, long hand, Suit trump, List<Card> trick) {
        Deck deck = rules.deck();
        if (trick.isEmpty()) {
            return hand;
        }
        Suit led = trick.get(0).suit();
        Card winning = winnerOf(trick, trump);
        boolean trumped = winning.suit() == trump && led != trump;
        boolean strict = rules.playRules() == RuleSet.PlayRules.STRICT;
        List<Card> cards = deck.cards(hand);
        List<Card> follow = cards.stream().filter(c -> c.suit() == led).toList();
        List<Card> trumps = cards.stream().filter(c -> c.suit() == trump).toList();
        List<Card> allowed;
        if (!follow.isEmpty()) {
            Card toBeat = !strict ? null : !trumped ? winning
                    : rules.headLedSuitWhenTrumped() ? highestOfLed(trick) : null;
            List<Card> winners = toBeat == null ? List.of()
                    : follow.stream().filter(c -> c.rank().compareTo(toBeat.rank()) > 0).toList();
            allowed = winners.isEmpty() ? follow : winners;
        } else if (!trumps.isEmpty()) {
            List<Card> over = strict && trumped
                    ? trumps.stream().filter(c -> c.rank().compareTo(winning.rank()) > 0).toList() : trumps;
            if (!over.isEmpty()) {
                allowed = over;
            } else {
                allowed = rules.mayDiscardWhenCannotOvertrump() ? cards : trumps;
            }
        } else {
            allowed = cards;
        }
        return deck.setOf(allowed);
    }

    /** seed 000: the highest trump, else the highest card of the led suit; identical cards: the earlier. */
    static Card winnerOf(List<Card> trick, Suit trump) {
        Card best = trick.get(0);
        for (Card c : trick) {
            boolean higherSameSuit = c.suit() == best.suit() && c.rank().compareTo(best.rank()) > 0;
            boolean firstTrump = c.suit() == trump && best.suit() != trump;
            if (higherSameSuit || firstTrump) {
                best = c;
            }
        }
        return best;
    }

    static Card highestOfLed(List<Card> trick) {
        Card best = trick.get(0);
        for (Card c : trick) {
            if (c.suit() == best.suit() && c.rank().compareTo(best.rank()) > 0) {
                best = c;
            }
        }
        return best;
    }

    /** The engine under test: {@link Trick#legal}, given the trick's state. */
    private static long engineLegal(RuleSet rules, long hand, Suit trump, List<Card> trick) {
        return trick.isEmpty() ? hand : Trick.legal(rules.deck(), rules, hand, trump, trick.get(0),
                winnerOf(trick, trump), highestOfLed(trick));
    }

    private static List<Card> faces(String cards) {
        return new ArrayList<>(new TreeSet<>(Card.parseAll(cards)));
    }
}
