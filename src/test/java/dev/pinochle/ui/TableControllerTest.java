package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.pinochle.core.Action;
import dev.pinochle.core.Card;
import dev.pinochle.core.Meld;
import dev.pinochle.core.Phase;
import dev.pinochle.core.Played;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import dev.pinochle.core.TrickRecord;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.SeatSetup;
import dev.pinochle.table.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class TableControllerTest {
    private final List<Action> sent = new ArrayList<>();
    private int nextHands;
    private final TableController controller = new TableController(new TableController.Port() {
        @Override
        public void submit(Action action) {
            sent.add(action);
        }

        @Override
        public void nextHand() {
            nextHands++;
        }
    });

    private static boolean humanIn(Snapshot s, Phase phase) {
        return s.stage() == Snapshot.Stage.HUMAN_TO_ACT && s.view().phase() == phase;
    }

    /**
     * docs/ui.md, the auction panel; docs/ai.md, conventions: three steps over the smallest bid is the jump, which
     * North reads as a strong trump suit, so it has a button of its own at the partnership table.
     */
    @Test
    void theAuctionOffersTheMinimumAndJumpsAndAMeldPerTrump() {
        controller.show(Snapshots.first(s -> humanIn(s, Phase.AUCTION)));
        assertThat(controller.prompt()).isEqualTo(TableController.Prompt.BID);
        int min = controller.minBid();
        assertThat(controller.quickBids()).containsExactly(min, min + 10, min + 20, min + 30, min + 50);
        assertThat(controller.isJump(min + 30)).isTrue();
        assertThat(controller.isJump(min + 20)).isFalse();
        assertThat(controller.meldByTrump()).containsOnlyKeys(Suit.values());
        for (Suit s : Suit.values()) {
            int sum = controller.meldBreakdown(s).stream().mapToInt(m -> m.points()).sum();
            assertThat(controller.meldByTrump().get(s)).isEqualTo(sum);
        }
        controller.bid(min + 20);
        assertThat(sent).containsExactly(new Action.Bid(min + 20));
    }

    @Test
    void aNoticeOutlastsTheBotsMovesUntilThePlayerActs() {
        // "Your unfinished game is kept as …" was set just before the new game's first snapshot wiped it.
        List<Snapshot> game = Snapshots.game(RuleSet.standard(), 1);
        controller.setNotice("kept as x.pinochle");
        Snapshot human = game.stream().filter(s -> humanIn(s, Phase.AUCTION)).findFirst().orElseThrow();
        for (Snapshot s : game.subList(0, game.indexOf(human) + 1)) {
            controller.show(s);
        }
        assertThat(controller.notice()).isEqualTo("kept as x.pinochle");

        controller.bid(controller.minBid());
        controller.show(game.get(game.indexOf(human) + 1));

        assertThat(controller.notice()).isNull();
    }

    /**
     * QA: with the autosave failing, Ctrl+H put the hint in the notice's place, so "The game could not be autosaved"
     * went for a move (and for good when the hint's bot failed). The hint, and its "thinking…", show with the
     * notice, which stays until the player moves.
     */
    @Test
    void aHintLeavesTheNoticeUpUntilThePlayerMoves() {
        String failed = "The game could not be autosaved: No space left on device";
        List<Snapshot> game = Snapshots.game(RuleSet.standard(), 1);
        Snapshot human = game.stream().filter(s -> humanIn(s, Phase.AUCTION)).findFirst().orElseThrow();
        controller.show(human);
        controller.setNotice(failed);

        controller.askHint();
        controller.say(MainWindow.HINT_ON_ITS_WAY);
        controller.takeHint(Action.Pass.INSTANCE, "Hint: pass");
        assertThat(controller.message()).isEqualTo("Hint: pass");
        assertThat(controller.notice()).isEqualTo(failed);
        // A hint whose bot failed takes back only its own word.
        controller.say(null);
        assertThat(controller.notice()).isEqualTo(failed);

        controller.bid(controller.minBid());
        controller.show(game.get(game.indexOf(human) + 1));
        assertThat(controller.notice()).isNull();
    }

    @Test
    void theHandIsSortedTrumpFirstThenAlternatingColours() {
        Snapshot s = Snapshots.first(x -> x.view().trump() != null && x.view().phase() == Phase.TRICKS);
        controller.show(s);
        List<Card> hand = controller.hand();
        assertThat(hand).containsExactlyInAnyOrderElementsOf(s.view().hand());
        // Trump, then round from it in the order spades, hearts, clubs, diamonds: black and red alternate.
        List<Suit> base = List.of(Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS);
        int first = base.indexOf(s.view().trump());
        List<Suit> order = IntStream.range(0, 4).mapToObj(i -> base.get((first + i) % 4)).toList();
        for (int i = 1; i < hand.size(); i++) {
            int a = order.indexOf(hand.get(i - 1).suit());
            int b = order.indexOf(hand.get(i).suit());
            assertThat(a < b || a == b && hand.get(i - 1).rank().compareTo(hand.get(i).rank()) >= 0).isTrue();
        }
        assertThat(Card.inHandOrder(Card.parseAll("9S AH TC KD QC AS"), Suit.CLUBS))
                .containsExactlyElementsOf(Card.parseAll("TC QC KD AS 9S AH"));
    }

    @Test
    void anIllegalCardIsRefusedWithTheGamesSentenceAndALegalOneIsSent() {
        Snapshot s = Snapshots.first(x -> humanIn(x, Phase.TRICKS) && !x.whyNot().isEmpty());
        controller.show(s);
        int bad = -1;
        int good = -1;
        for (int i = 0; i < controller.hand().size(); i++) {
            if (controller.mayPlay(controller.hand().get(i))) {
                good = i;
            } else {
                bad = i;
            }
        }
        assertThat(controller.choose(bad)).isFalse();
        assertThat(controller.message()).isEqualTo(s.whyNot().get(controller.hand().get(bad)));
        assertThat(sent).isEmpty();
        assertThat(controller.choose(good)).isTrue();
        assertThat(sent).containsExactly(Action.Play.of(controller.hand().get(good)));
        assertThat(controller.describe()).contains("Your turn: play a card.");
    }

    /**
     * RULES.md §2.11, docs/rules.md §7: the contract holder announces the moon. QA: the table never said so, and the
     * scoreboard went on showing "Bid 250 by …" while the side had to take every trick.
     */
    @Test
    void aMoonShotIsShownOnTheScoreboardAndTold() {
        Snapshot playing = Snapshots.firstBidding(RuleSet.standard().with("shootTheMoon", "true"),
                x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT && x.view().phase() == Phase.TRICKS,
                x -> x.view().legal().contains(new Action.ShootMoon()) ? new Action.ShootMoon() : Snapshots.bidding(x));
        controller.show(playing);
        assertThat(playing.view().moon()).isTrue();
        assertThat(controller.contractBy(playing.view())).isEqualTo("Moon by ");
        assertThat(controller.describe()).contains("You shoot the moon.");

        Snapshot plain = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.TRICKS);
        controller.show(plain);
        assertThat(controller.contractBy(plain.view())).isEqualTo("Bid " + plain.view().bid() + " by ");
        assertThat(controller.describe()).doesNotContain("moon");
    }

    /**
     * RULES.md §2.8–2.10: a side's hand is its meld (if it took a trick) and its counters, and the contract holder's
     * must reach the bid. The scoreboard's tooltip adds them up during the tricks, as the grey "+N" alone left the
     * sum and the shortfall to the player. Worked out here from the view's tricks and melds.
     */
    @Test
    void theScoreboardTellsWhatTheContractStillNeeds() {
        Snapshot s = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.TRICKS && x.view().tricks().size() >= 3);
        controller.show(s);
        SeatView v = s.view();
        int ct = v.contractor() % 2;
        int[] meld = new int[2];
        for (int seat = 0; seat < 4; seat++) {
            meld[seat % 2] += v.melds().get(seat).stream().mapToInt(Meld::points).sum();
        }
        int[] counters = new int[2];
        boolean took = false;
        for (TrickRecord t : v.tricks()) {
            for (Played p : t.cards()) {
                counters[t.winner() % 2] += v.rules().counting().value(p.card().rank());
            }
            took |= t.winner() % 2 == ct;
        }
        int need = v.bid() - meld[ct] - counters[ct];
        int left = 250 - counters[0] - counters[1];
        String contract = "Bid " + v.bid() + " by " + controller.name(v.contractor()) + ": ";
        String expected = need > left ? contract + "can no longer be made"
                : need <= 0 ? contract + (took ? "made" : "made once the side takes a trick")
                : contract + need + " more to make" + (took ? "" : ", and a trick for the meld to count") + " ("
                        + left + " left to take)";

        assertThat(controller.handSoFar()).containsExactly(
                "You & North: " + meld[0] + " meld, " + counters[0] + " in counters so far",
                "West & East: " + meld[1] + " meld, " + counters[1] + " in counters so far", expected);
        controller.show(Snapshots.firstBidding(RuleSet.standard(), x -> x.view().phase() == Phase.AUCTION));
        assertThat(controller.handSoFar()).as("in the auction").isNull();
    }

    /**
     * The table's accessible description tells the calls, as the bubbles show them: each seat's last call with
     * its alert (docs/ai.md, conventions), the forced opening (RULES.md §2.2) among them. It said only "Your bid:
     * at least 270", and a screen reader never heard who bid what.
     */
    @Test
    void theDescriptionTellsEachSeatsLastCall() {
        // North deals: East opens, forced, at 250; you bid 260, West passes, North's first bid one step over yours
        // is a meld bid, and East, whose 250 was its last bid, passes.
        Snapshot opened = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().auction().size() == 1, Snapshots::bidding,
                Snapshots.NORTH_BIDS);
        controller.show(opened);
        assertThat(controller.describe()).contains("Your bid: at least 260. Calls: East 250 (forced).");

        Snapshot later = Snapshots.firstBidding(RuleSet.standard(), x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.AUCTION && x.view().auction().size() >= 3, Snapshots::bidding,
                Snapshots.NORTH_BIDS);
        controller.show(later);
        assertThat(controller.describe())
                .contains("Your bid: at least 280. Calls: You 260, West pass, North 270 (meld bid), East pass.");
    }

    @Test
    void passingNeedsExactlyTheRightNumberOfPicks() {
        controller.show(Snapshots.first(s -> s.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && (s.view().phase() == Phase.PASS_TO_BIDDER || s.view().phase() == Phase.PASS_BACK)));
        assertThat(controller.prompt()).isEqualTo(TableController.Prompt.PASS);
        for (int i = 0; i < 4; i++) {
            controller.choose(i);
        }
        assertThat(controller.message()).isNull();
        assertThat(controller.choose(4)).as("a fifth pick").isFalse();
        assertThat(controller.message()).isEqualTo("You have picked 4: click one of them to put it back first.");
        assertThat(controller.picked()).containsExactly(0, 1, 2, 3);
        controller.choose(1);
        assertThat(controller.message()).isNull();
        assertThat(controller.mayConfirmPicks()).isFalse();
        controller.confirmPicks();
        assertThat(sent).isEmpty();
        controller.choose(7);
        controller.confirmPicks();
        List<Card> hand = controller.hand();
        assertThat(sent).containsExactly(new Action.PassCards(List.of(hand.get(0), hand.get(2), hand.get(3),
                hand.get(7))));
    }

    @Test
    void keyboardFocusWrapsRoundTheHand() {
        controller.show(Snapshots.first(s -> humanIn(s, Phase.AUCTION)));
        controller.moveFocus(-1);
        assertThat(controller.focus()).isEqualTo(controller.hand().size() - 1);
        controller.moveFocus(1);
        assertThat(controller.focus()).isZero();
    }

    /** QA: the first Right landed on a dimmed card; in the tricks the keys step over the cards you may not play. */
    @Test
    void inTheTricksTheKeysStepOverCardsYouMayNotPlay() {
        controller.show(Snapshots.first(s -> humanIn(s, Phase.TRICKS) && s.view().legal().size() > 1
                && s.view().legal().size() < s.view().hand().size()));
        List<Integer> visited = new ArrayList<>();
        for (int i = 0; i < controller.hand().size(); i++) {
            controller.moveFocus(1);
            visited.add(controller.focus());
        }
        assertThat(visited).allSatisfy(i -> assertThat(controller.mayPlay(controller.hand().get(i))).isTrue());
        long playable = controller.hand().stream().filter(controller::mayPlay).count();
        assertThat(visited.stream().distinct().count()).as("every card you may play is reached").isEqualTo(
                playable);
        controller.moveFocus(-1);
        assertThat(controller.mayPlay(controller.hand().get(controller.focus()))).isTrue();
    }

    /** QA: the turn began with the focus on a card that may not be played; Enter was refused at once. */
    @Test
    void atYourTurnTheFocusMovesOffACardYouMayNotPlay() {
        Snapshot turn = Snapshots.first(s -> humanIn(s, Phase.TRICKS) && s.view().legal().size() > 1
                && s.view().legal().size() < s.view().hand().size());
        controller.show(turn);
        int dimmed = 0;
        while (controller.mayPlay(controller.hand().get(dimmed))) {
            dimmed++;
        }
        controller.setFocus(dimmed);
        controller.show(turn);
        assertThat(controller.mayPlay(controller.hand().get(controller.focus()))).isTrue();
        int nearest = Integer.MAX_VALUE;
        for (int i = 0; i < controller.hand().size(); i++) {
            if (controller.mayPlay(controller.hand().get(i))) {
                nearest = Math.min(nearest, Math.abs(i - dimmed));
            }
        }
        assertThat(Math.abs(controller.focus() - dimmed)).as("the nearest card you may play").isEqualTo(nearest);
    }

    /** QA: a seat name of any length, from a saved file, ran out of its plate and the scoreboard. */
    @Test
    void aLongNameIsShortenedWithAnEllipsis() {
        String longName = "Maximiliana Wilhelmina von Hohenzollern";
        String emoji = "Ann \uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1"
                + "\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1";
        List<SeatSetup> seats = List.of(new SeatSetup(longName, null), new SeatSetup(emoji, BotLevel.EASY),
                new SeatSetup("North", BotLevel.EASY), new SeatSetup("East", BotLevel.EASY));
        controller.show(Snapshots.game(RuleSet.standard().with("target", "300"), 1, seats).get(0));
        assertThat(controller.name(0)).isEqualTo("Maximiliana W\u2026");
        assertThat(controller.name(1)).as("cut between characters, not inside one").isEqualTo(
                "Ann \uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1"
                + "\uD83C\uDCA1\uD83C\uDCA1\uD83C\uDCA1\u2026");
        assertThat(controller.name(2)).isEqualTo("North");
    }

    /** A sentence's subject is "You" for your seat whatever name you gave, a bot's name for a bot. */
    @Test
    void youAreYouInASentenceWhateverYourName() {
        List<SeatSetup> seats = new ArrayList<>(Snapshots.SEATS);
        seats.set(0, new SeatSetup("Bartholomew", null));
        controller.show(Snapshots.game(RuleSet.standard().with("target", "300"), 1, seats).get(0));
        assertThat(controller.name(0)).isEqualTo("Bartholomew");
        assertThat(controller.subject(0)).isEqualTo("You");
        assertThat(controller.subject(1)).isEqualTo("West");
    }

    /** The score sheet names seats as the table does: its Dealer and Bidder columns, its footer's "Us = …". */
    @Test
    void theScoreSheetShortensALongNameAsTheTableDoes() {
        String longName = "Maximiliana Wilhelmina von Hohenzollern";
        List<SeatSetup> seats = new ArrayList<>(Snapshots.SEATS);
        seats.set(0, new SeatSetup(longName, null));
        List<Snapshot> game = Snapshots.game(RuleSet.standard().with("target", "300"), 1, seats);
        ScoreSheet sheet = new ScoreSheet(game.get(game.size() - 1));

        assertThat(sheet.footer()).endsWith("Us = Maximiliana W\u2026 & North");
        assertThat(sheet.rows()).anyMatch(row -> row.contains("Maximiliana W\u2026"));
        assertThat(sheet.rows()).allSatisfy(row -> assertThat(row).noneMatch(cell -> cell.contains("Wilhelmina")));
    }

    @Test
    void theEndOfAHandAsksForTheNextAndSummarises() {
        Snapshot s = Snapshots.first(x -> x.stage() == Snapshot.Stage.HAND_OVER);
        controller.show(s);
        assertThat(controller.prompt()).isEqualTo(TableController.Prompt.HAND_OVER);
        assertThat(s.view().handNumber()).isEqualTo(s.hands().size());
        controller.nextHand();
        assertThat(nextHands).isEqualTo(1);
        assertThat(controller.sideCounters(0) + controller.sideCounters(1))
                .isEqualTo(s.view().tricks().isEmpty() ? 0 : 250);
    }

    /**
     * docs/ui.md, keys: a hint answers the snapshot it was asked for, and only while the player has not answered it.
     * QA: one that came back after the card was played named a card still in the hand, and stayed shown.
     */
    @Test
    void aSnapshotAwaitsAHintOnlyUntilThePlayerAnswersIt() {
        Snapshot s = Snapshots.first(x -> humanIn(x, Phase.AUCTION));
        controller.show(s);
        assertThat(controller.awaits(s)).isTrue();

        controller.bid(controller.minBid());
        assertThat(controller.awaits(s)).as("answered").isFalse();

        // Shown again (a refused action comes back so), it waits for an answer once more.
        controller.show(s);
        assertThat(controller.awaits(s)).isTrue();
    }

    /**
     * docs/ui.md, keys: from Ctrl+H until the hint comes back Enter waits for it; not once the player has acted,
     * nor once the hint has come (or will not: its bot failed), nor on a later snapshot.
     */
    @Test
    void aHintIsOnItsWayFromTheAskingUntilItComesOrThePlayerActs() {
        Snapshot s = Snapshots.first(x -> humanIn(x, Phase.AUCTION));
        controller.show(s);
        assertThat(controller.hintPending()).isFalse();

        controller.askHint();
        assertThat(controller.hintPending()).isTrue();
        controller.takeHint(Action.Pass.INSTANCE, "Hint");
        assertThat(controller.hintPending()).as("come").isFalse();

        controller.askHint();
        controller.hintGone(s);
        assertThat(controller.hintPending()).as("failed").isFalse();

        controller.askHint();
        controller.bid(controller.minBid());
        assertThat(controller.hintPending()).as("acted").isFalse();

        controller.show(s);
        controller.askHint();
        controller.show(Snapshots.first(x -> humanIn(x, Phase.TRICKS)));
        assertThat(controller.hintPending()).as("a later snapshot").isFalse();
    }

    /** Without a partner there is nobody to signal to (docs/ai.md, three-handed): no jump among the quick bids. */
    @Test
    void theThreeHandedAuctionOffersNoJump() {
        controller.show(Snapshots.firstThreeHanded(s -> humanIn(s, Phase.AUCTION)));
        int min = controller.minBid();
        assertThat(controller.quickBids()).containsExactly(min, min + 10, min + 20, min + 50);
    }

    /**
     * RULES.md §7: buried counters count for the bidder. The scoreboard's "+N" has them from the first lead, and
     * at the end of the hand it is what the summary adds up for the bidder: meld plus counters.
     */
    @Test
    void theThreeHandedBiddersCountersIncludeWhatItBuried() {
        Snapshot lead = Snapshots.firstBidding(RuleSet.threeHanded(), s -> s.view().phase() == Phase.TRICKS
                && s.view().tricks().isEmpty() && buriedCounters(s) > 0, Snapshots::buryingCounters);
        controller.show(lead);
        assertThat(controller.sideCounters(0)).isEqualTo(buriedCounters(lead));

        Snapshot end = Snapshots.firstBidding(RuleSet.threeHanded(), s -> s.stage() == Snapshot.Stage.HAND_OVER
                && s.view().contractor() == 0 && buriedCounters(s) > 0, Snapshots::buryingCounters);
        controller.show(end);
        assertThat(controller.sideCounters(0)).isEqualTo(end.view().result().counters()[0]);
        assertThat(controller.sideMeld(0)).isEqualTo(end.view().result().meld()[0]);
    }

    /** §7: the bidder takes the widow into hand; while it names trump and buries, those cards are marked. */
    @Test
    void theWidowsCardsAreMarkedInTheBiddersHandUntilTheBurial() {
        for (Phase phase : List.of(Phase.TRUMP, Phase.BURY)) {
            Snapshot s = Snapshots.firstThreeHanded(x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                    && x.view().phase() == phase);
            controller.show(s);
            List<Card> marked = controller.received().stream().map(i -> controller.hand().get(i)).toList();
            assertThat(marked).as("%s", phase).containsExactlyInAnyOrderElementsOf(s.view().widow());
        }
        Snapshot lead = Snapshots.firstThreeHanded(x -> x.stage() == Snapshot.Stage.HUMAN_TO_ACT
                && x.view().phase() == Phase.TRICKS);
        controller.show(lead);
        assertThat(controller.received()).isEmpty();
    }

    private static int buriedCounters(Snapshot s) {
        return s.view().buried().stream().mapToInt(c -> s.view().rules().counting().value(c.rank())).sum();
    }

    @Test
    void theOnePointScaleDividesWhatIsShown() {
        Snapshot s = Snapshots.game(dev.pinochle.core.RuleSet.onePoint(), 4).get(0);
        controller.show(s);
        assertThat(controller.points(250)).isEqualTo("25");
    }

    @Test
    void theBidderPicksThreeCardsToBuryAndACardShownInMeldIsRefusedWithTheGamesReason() {
        Snapshot s = Snapshots.firstThreeHanded(x -> humanIn(x, Phase.BURY) && !x.whyNot().isEmpty());
        controller.show(s);
        assertThat(controller.prompt()).isEqualTo(TableController.Prompt.BURY);
        assertThat(controller.pickCount()).isEqualTo(3);
        List<Card> hand = controller.hand();
        Card barred = s.whyNot().keySet().iterator().next();
        assertThat(controller.choose(hand.indexOf(barred))).isFalse();
        assertThat(controller.message()).isEqualTo(s.whyNot().get(barred));
        assertThat(controller.picked()).isEmpty();
        List<Card> chosen = new ArrayList<>();
        for (int i = 0; i < hand.size() && chosen.size() < 3; i++) {
            if (controller.whyNot(hand.get(i)) == null) {
                assertThat(controller.choose(i)).isTrue();
                chosen.add(hand.get(i));
            }
        }
        assertThat(controller.message()).isNull();
        assertThat(controller.mayConfirmPicks()).isTrue();
        controller.confirmPicks();
        assertThat(sent).containsExactly(new Action.Bury(chosen));
    }

    /**
     * Of two equal cards with one shown in meld, either may be picked to bury; once one is, the other dims with
     * the game's reason naming the card, and a set holding both never lights "Bury cards".
     */
    @Test
    void onceOneCopyOfAMeldCardIsPickedTheOtherMayNotBeBuried() {
        Snapshot s = Snapshots.firstThreeHanded(x -> humanIn(x, Phase.BURY) && halfFree(x) != null);
        controller.show(s);
        Card pair = halfFree(s);
        List<Card> hand = controller.hand();
        int first = hand.indexOf(pair);
        int second = hand.lastIndexOf(pair);
        assertThat(controller.whyNotAt(first)).isNull();
        assertThat(controller.whyNotAt(second)).isNull();
        assertThat(controller.choose(first)).isTrue();
        String why = "Only one " + pair.display() + " may be buried: the other is shown in meld.";
        assertThat(controller.whyNotAt(second)).isEqualTo(why);
        assertThat(controller.choose(second)).isFalse();
        assertThat(controller.message()).isEqualTo(why);
        assertThat(controller.picked()).containsExactly(first);
        assertThat(controller.describe()).endsWith("Selected " + pair.display() + ": " + why);
        // Put in by hand, as no click can: a set with both copies is not a burial to send.
        controller.togglePick(second);
        for (int i = 0; i < hand.size() && controller.picked().size() < 3; i++) {
            if (controller.whyNot(hand.get(i)) == null && !hand.get(i).equals(pair)) {
                controller.togglePick(i);
            }
        }
        assertThat(controller.picked()).hasSize(3).contains(first, second);
        assertThat(controller.mayConfirmPicks()).isFalse();
        controller.confirmPicks();
        assertThat(sent).isEmpty();
        // Putting the first copy back frees the second.
        controller.togglePick(first);
        assertThat(controller.whyNotAt(first)).isEqualTo(why);
        controller.togglePick(second);
        assertThat(controller.whyNotAt(first)).isNull();
    }

    /** A card the human holds twice, of which the game lets exactly one copy be buried, or null. */
    private static Card halfFree(Snapshot s) {
        for (Card c : s.view().hand()) {
            long held = s.view().hand().stream().filter(c::equals).count();
            int most = s.view().legal().stream().filter(a -> a instanceof Action.Bury)
                    .mapToInt(a -> (int) ((Action.Bury) a).cards().stream().filter(c::equals).count()).max().orElse(0);
            if (held == 2 && most == 1) {
                return c;
            }
        }
        return null;
    }
}
