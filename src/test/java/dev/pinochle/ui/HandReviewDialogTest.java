package dev.pinochle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandResult;
import dev.pinochle.core.Rank;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import dev.pinochle.save.GameInfo;
import dev.pinochle.save.GameRecord;
import dev.pinochle.save.HandReview;
import dev.pinochle.save.SeatInfo;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.ListModel;
import javax.swing.UIManager;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.Document;
import javax.swing.text.View;
import org.junit.jupiter.api.Test;

/**
 * The hand review in a real window: the table's names, cards as the table writes them, the result at the end;
 * it fits the screen.
 */
class HandReviewDialogTest extends RealFrameTest {
    private static final Settings SETTINGS = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT,
            false, false, false, true, true, false, Settings.Cloth.GREEN, Settings.Back.BLUE);

    /** The seats' names: none a compass point, so a "South" on screen can only be the dialog's own. */
    private static final List<String> NAMES = List.of("Ada", "Bea", "Cy", "Di");

    private static final Action DIAMONDS = new Action.NameTrump(Suit.DIAMONDS);

    /** Every seat's first legal action, but the bidder plays on. */
    private static final Function<List<Action>, Action> PLAYS_ON = legal -> legal.stream()
            .filter(a -> !(a instanceof Action.ThrowIn)).findFirst().orElseThrow();

    /** A game's first hand played out: every seat's first legal action, but the bidder plays on. */
    private static GameRecord playedOut() {
        return playedOut(RuleSet.standard());
    }

    private static GameRecord playedOut(RuleSet rules) {
        return playedOut(rules, PLAYS_ON);
    }

    /** The same, the seats named {@code names}, South first. */
    private static GameRecord playedOut(List<String> names) {
        return playedOut(RuleSet.standard(), PLAYS_ON, names);
    }

    private static GameRecord playedOut(RuleSet rules, Function<List<Action>, Action> choice) {
        return playedOut(rules, choice, NAMES);
    }

    private static GameRecord playedOut(RuleSet rules, Function<List<Action>, Action> choice, List<String> names) {
        Game game = Game.start(rules, 5);
        while (game.hands().get(0).result() == null) {
            game.apply(choice.apply(game.legalActions()));
        }
        List<SeatInfo> seats = new ArrayList<>(List.of(SeatInfo.human(names.get(0))));
        for (String name : names.subList(1, rules.mode().seats())) {
            seats.add(SeatInfo.bot(name, "MEDIUM"));
        }
        return GameRecord.of(GameInfo.create(seats), game);
    }

    private HandReviewDialog show(GameSession.Review review) throws Exception {
        return show(review, SETTINGS);
    }

    private HandReviewDialog show(GameSession.Review review, Settings settings) throws Exception {
        return DialogOwner.show(robot, owner, HandReviewDialog.class,
                () -> new HandReviewDialog(owner, review, settings));
    }

    /** The board's description at the hand's last step. */
    private String lastStepBoard(GameRecord record) throws Exception {
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(),
                GameSession.seatsOf(record)));
        return board(dialog, steps(dialog).size() - 1);
    }

    /** What the board says (its accessible description) with step {@code index} of the list selected. */
    private static String board(HandReviewDialog dialog, int index) throws Exception {
        Edt.call(() -> {
            ((JList<?>) DialogOwner.find(dialog, "reviewSteps")).setSelectedIndex(index);
            return null;
        });
        return Edt.call(() -> DialogOwner.find(dialog, "reviewBoard").getAccessibleContext()
                .getAccessibleDescription());
    }

    @SuppressWarnings("unchecked")
    private static List<String> steps(HandReviewDialog dialog) throws Exception {
        return Edt.call(() -> {
            ListModel<String> model = ((JList<String>) DialogOwner.find(dialog, "reviewSteps")).getModel();
            List<String> out = new ArrayList<>();
            for (int i = 0; i < model.getSize(); i++) {
                out.add(model.getElementAt(i));
            }
            return out;
        });
    }

    @Test
    void stepsUseTheTablesNamesAndCardsAndSayWhatHappened() throws Exception {
        GameRecord record = playedOut();
        HandReview review = HandReview.of(record, 0);
        HandReviewDialog dialog = show(new GameSession.Review(review, List.of(), GameSession.seatsOf(record)));

        List<String> steps = steps(dialog);

        assertThat(steps).hasSize(review.steps().size());
        assertThat(steps.get(0)).isEqualTo("0. " + NAMES.get(record.hands().get(0).dealer()) + " dealt");
        assertThat(steps).anyMatch(t -> t.contains("played 10\u2666"));
        assertThat(steps).anyMatch(t -> t.startsWith(review.steps().size() - 1 + ". "));
        assertThat(steps).anyMatch(t -> t.matches("\\d+\\. Ada (bid|passed).*"));
        assertThat(steps).anyMatch(t -> t.endsWith(" chose to play the hand out"));
        // Passed cards are written as the table writes cards, and say to whom they went.
        assertThat(steps).anyMatch(t -> t.matches("\\d+\\. \\w+ passed (\\S+ ){4}to \\w+"));
        for (String t : steps) {
            assertThat(t).doesNotContain("South", "North", "West", "East", "plays on")
                    .doesNotContainPattern("\\b(10|[9TJQKA])[SHCD]\\b");
        }
    }

    /**
     * docs/ai.md, conventions: the steps say what a bid meant, as the table alerts it: the opener's forced 250
     * (RULES.md §2.2 OPENER_FORCED), then the partner's first bid one step over it, a meld bid; the Expert's
     * choice says it too.
     */
    @Test
    void aBidTheConventionsGiveAMeaningSaysIt() throws Exception {
        int[] calls = {0};
        GameRecord record = playedOut(RuleSet.standard(), legal -> {
            boolean bidding = legal.stream().anyMatch(a -> a instanceof Action.Bid);
            int call = bidding ? calls[0]++ : -1;
            return legal.stream().filter(a -> call == 0 || call == 2 ? a instanceof Action.Bid
                    : bidding ? a == Action.Pass.INSTANCE : !(a instanceof Action.ThrowIn)).findFirst().orElseThrow();
        });
        int opener = (record.hands().get(0).dealer() + 1) % 4;
        List<Call> actions = record.hands().get(0).actions();
        // The second seat passed where a jump to 290 (three steps over the 260 it could bid) was the Expert's call.
        HandReview.Difference d = new HandReview.Difference(1, actions.get(1), new Action.Bid(290), null);
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(d),
                GameSession.seatsOf(record)));

        assertThat(steps(dialog).subList(1, 5)).containsExactly("1. " + NAMES.get(opener) + " bid 250 (forced)",
                "\u2605 2. " + NAMES.get((opener + 1) % 4) + " passed", "3. " + NAMES.get((opener + 2) % 4)
                + " bid 260 (meld bid)", "4. " + NAMES.get((opener + 3) % 4) + " passed");
        Edt.call(() -> {
            ((JList<?>) DialogOwner.find(dialog, "reviewSteps")).setSelectedIndex(2);
            return null;
        });
        assertThat(Edt.call(() -> ((JLabel) DialogOwner.find(dialog, "expertChoice")).getText()))
                .contains("The Expert bot's choice:</b> bid 290 (jump).");
    }

    /**
     * A bot's step says the reason it gave at the table, saved with its action (docs/save-format.md, version 2), so
     * the review shows what each bot was thinking; a human's step says nothing.
     */
    @Test
    void aBotsStepSaysItsReason() throws Exception {
        GameRecord played = playedOut();
        List<Call> calls = played.hands().get(0).actions();
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < calls.size(); i++) {
            reasons.add(calls.get(i).seat() == 0 ? null : "reason <" + i + ">");
        }
        GameRecord record = GameRecord.of(played.info(), played.toGame(), reasons);
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(),
                GameSession.seatsOf(record)));
        int bot = calls.get(0).seat() == 0 ? 1 : 0;
        int human = calls.indexOf(calls.stream().filter(c -> c.seat() == 0).findFirst().orElseThrow());

        String botLine = Edt.call(() -> {
            ((JList<?>) DialogOwner.find(dialog, "reviewSteps")).setSelectedIndex(bot + 1);
            return ((JLabel) DialogOwner.find(dialog, "expertChoice")).getText();
        });
        String humanLine = Edt.call(() -> {
            ((JList<?>) DialogOwner.find(dialog, "reviewSteps")).setSelectedIndex(human + 1);
            return ((JLabel) DialogOwner.find(dialog, "expertChoice")).getText();
        });

        assertThat(botLine).isEqualTo("<html><b>" + NAMES.get(calls.get(bot).seat()) + "'s reason:</b> reason &lt;"
                + bot + "&gt;.</html>");
        assertThat(humanLine).isBlank();
    }

    /** The board lies on the cloth Settings chose for the table. */
    @Test
    void theBoardIsOnTheTablesCloth() throws Exception {
        GameRecord record = playedOut();
        Settings red = new Settings(false, Settings.CardSize.MEDIUM, Settings.Speed.INSTANT, false, false, false,
                true, true, false, Settings.Cloth.RED, Settings.Back.BLUE);
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(),
                GameSession.seatsOf(record)), red);

        Color corner = Edt.call(() -> {
            Component board = DialogOwner.find(dialog, "reviewBoard");
            BufferedImage image = new BufferedImage(board.getWidth(), board.getHeight(), BufferedImage.TYPE_INT_RGB);
            board.paint(image.createGraphics());
            return new Color(image.getRGB(board.getWidth() - 3, board.getHeight() - 3));
        });
        assertThat(corner.getRed()).isGreaterThan(Math.max(corner.getGreen(), corner.getBlue()) + 40);
    }

    /** A name of any length reads in the steps as on the table's plates, cut with an ellipsis. */
    @Test
    void aLongNameIsShortenedAsOnTheTable() throws Exception {
        String longName = "Maximiliana Wilhelmina von Hohenzollern";
        GameRecord record = playedOut(List.of(longName, "Bea", "Cy", "Di"));
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(),
                GameSession.seatsOf(record)));

        List<String> steps = steps(dialog);
        assertThat(steps).anyMatch(t -> t.contains(TableController.shortName(longName) + " "));
        assertThat(steps).noneMatch(t -> t.contains("Wilhelmina"));
    }

    /** RULES.md §5 {@code dixExchange}: the trump 9 goes under the stock and the turned-up card into the hand. */
    @Test
    void aDixExchangeNamesTheNineAndTheCardItTook() throws Exception {
        Action exchange = new Action.ExchangeDix();
        GameRecord record = playedOut(RuleSet.duel().with("dixExchange", "true"),
                legal -> legal.contains(exchange) ? exchange : legal.get(0));
        HandReview review = HandReview.of(record, 0);
        Card turned = review.steps().get(0).views().get(0).turnedUp();
        HandReviewDialog dialog = show(new GameSession.Review(review, List.of(), GameSession.seatsOf(record)));

        // The draws that follow name only the stock's cards, not the one the swap took.
        assertThat(steps(dialog)).anyMatch(t -> t.matches(".* swapped the "
                + Card.of(turned.suit(), Rank.NINE).display() + " for the " + turned.display()
                + " \u00b7 \\S+ drew \\S+, \\S+ drew \\S+"));
    }

    /**
     * RULES.md §5: after the trick's winner declares (or not), it draws the top card and the loser the next. QA: the
     * review showed the drawn card in the hand at the next step, and the list never said where it came from.
     */
    @Test
    void theDuelsDrawsAreNamedAfterTheDeclarationTurn() throws Exception {
        GameRecord record = playedOut(RuleSet.duel(), legal -> legal.get(0));
        HandReview review = HandReview.of(record, 0);
        HandReviewDialog dialog = show(new GameSession.Review(review, List.of(), GameSession.seatsOf(record)));
        List<String> steps = steps(dialog);

        int draws = 0;
        for (int i = 1; i < review.steps().size(); i++) {
            SeatView before = review.steps().get(i - 1).views().get(0);
            SeatView after = review.steps().get(i).views().get(0);
            if (after.stockSize() == before.stockSize()) {
                assertThat(steps.get(i)).doesNotContain(" drew ");
                continue;
            }
            draws++;
            // Your new card is the one your hand holds now and did not before; North's the same from its view.
            List<Card> mine = new ArrayList<>(after.hand());
            before.hand().forEach(mine::remove);
            List<Card> its = new ArrayList<>(review.steps().get(i).views().get(1).hand());
            review.steps().get(i - 1).views().get(1).hand().forEach(its::remove);
            assertThat(mine).hasSize(1);
            assertThat(its).hasSize(1);
            assertThat(steps.get(i)).contains(NAMES.get(0) + " drew " + mine.get(0).display())
                    .contains(NAMES.get(1) + " drew " + its.get(0).display());
        }
        // 24 cards in the stock, two to a draw.
        assertThat(draws).isEqualTo(12);
    }

    /** RULES.md §2: the auction's winner names trump; until then the board says that is what the table waits for. */
    @Test
    void theStepBeforeTrumpIsNamedSaysTrumpIsBeingNamed() throws Exception {
        GameRecord record = playedOut();
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(),
                GameSession.seatsOf(record)));
        List<String> steps = steps(dialog);
        int named = IntStream.range(0, steps.size()).filter(i -> steps.get(i).contains(" named ")).findFirst()
                .orElseThrow();

        String board = board(dialog, named - 1);

        assertThat(board).as(steps.get(named - 1)).startsWith("Hand 1 \u00b7 Naming trump \u00b7 ");
        // QA: "trump ♠ · You named spades ♠ trump". The naming step says it once, and the steps after it keep it.
        assertThat(board(dialog, named)).doesNotContain("Naming trump").doesNotContain(" \u00b7 trump ")
                .contains(" named ");
        assertThat(board(dialog, named + 1)).contains(" \u00b7 trump ");
    }

    @Test
    void theLastStepShowsTheLastTrickAndTheResult() throws Exception {
        GameRecord record = playedOut();

        String board = lastStepBoard(record);

        HandResult r = record.hands().get(0).result();
        Call last = record.hands().get(0).actions().get(record.hands().get(0).actions().size() - 1);
        assertThat(board).startsWith("Hand 1 \u00b7 Hand over");
        // The last trick, the hand's last card in it.
        assertThat(board).containsPattern("Trick 12 \u00b7 (Ada|Bea|Cy|Di) won: (\\w+ \\S+, ){3}"
                + NAMES.get(last.seat()) + " " + Pattern.quote(((Action.Play) last.action()).card().display()) + "\\.");
        assertThat(board).contains("Result: " + ScoreSheet.outcome(r) + ".");
        assertThat(board).contains("Ada & Cy: meld " + r.meld()[0], "counters " + r.counters()[0],
                "Bea & Di: meld " + r.meld()[1], "counters " + r.counters()[1]);
        assertThat(board).contains("hand " + (r.score()[0] > 0 ? "+" : "") + r.score()[0] + ", total " + r.score()[0]);
    }

    @Test
    void aThreeHandedReviewShowsTheWidowAndWhatTheBidderBuried() throws Exception {
        // RULES.md §7: the widow is shown to all, then the bidder takes it and buries three cards.
        // Diamonds trump, so that hand order (trump first) differs from the order the core lists the widow in.
        GameRecord record = playedOut(RuleSet.threeHanded(), legal -> legal.contains(DIAMONDS) ? DIAMONDS
                : PLAYS_ON.apply(legal));
        HandReview review = HandReview.of(record, 0);
        HandReviewDialog dialog = show(new GameSession.Review(review, List.of(), GameSession.seatsOf(record)));
        List<String> steps = steps(dialog);

        String board = board(dialog, steps.size() - 1);

        List<Card> buried = record.hands().get(0).actions().stream().filter(c -> c.action() instanceof Action.Bury)
                .map(c -> ((Action.Bury) c.action()).cards()).findFirst().orElseThrow();
        // The header lists the widow and the burial as the hand shows them, not as the core lists or the bidder picked them; the burial's
        // step too.
        Suit trump = review.steps().get(review.steps().size() - 1).views().get(0).trump();
        List<Card> listed = review.steps().get(review.steps().size() - 1).views().get(0).widow();
        assertThat(listed).containsExactlyInAnyOrderElementsOf(record.hands().get(0).deal().cards().subList(45, 48));
        assertThat(Card.inHandOrder(listed, trump)).isNotEqualTo(listed);
        Matcher widow = Pattern.compile(" \u00b7 widow (\\S+) (\\S+) (\\S+) ").matcher(board);
        assertThat(widow.find()).as(board).isTrue();
        assertThat(List.of(widow.group(1), widow.group(2), widow.group(3))).containsExactlyElementsOf(
                Card.inHandOrder(listed, trump).stream().map(Card::display).toList());
        String inHandOrder = String.join(" ", Card.inHandOrder(buried, trump).stream().map(Card::display)
                .toList());
        assertThat(board).contains(" \u00b7 buried " + inHandOrder);
        int burial = IntStream.range(0, steps.size()).filter(i -> steps.get(i).endsWith(" buried " + inHandOrder))
                .findFirst().orElseThrow();
        // The burial's own step says it once, at its end.
        assertThat(board(dialog, burial).split(" buried ", -1)).hasSize(2);
    }

    /** Ada's first card in a hand played out, and another card of hers the Expert might have chosen there. */
    private record FirstCard(GameRecord record, HandReview review, int step, Card played, Card other, boolean leads) {
        static FirstCard of(GameRecord record) {
            HandReview review = HandReview.of(record, 0);
            List<Call> actions = record.hands().get(0).actions();
            int i = 0;
            while (!(actions.get(i).seat() == 0 && actions.get(i).action() instanceof Action.Play)) {
                i++;
            }
            Card played = ((Action.Play) actions.get(i).action()).card();
            SeatView before = review.steps().get(i).views().get(0);
            Card other = before.hand().stream().filter(c -> !c.equals(played)).findFirst().orElseThrow();
            return new FirstCard(record, review, i, played, other, before.trick().isEmpty());
        }

        /** The review with the other card as the Expert's choice, for {@code reason}. */
        GameSession.Review choosing(String reason) {
            Call taken = record.hands().get(0).actions().get(step);
            return new GameSession.Review(review, List.of(new HandReview.Difference(step, taken,
                    Action.Play.of(other), reason)), GameSession.seatsOf(record));
        }
    }

    @Test
    void theExpertsChoiceIsWrittenInTheTablesWords() throws Exception {
        FirstCard f = FirstCard.of(playedOut());
        HandReviewDialog dialog = show(f.choosing(null));

        String expert = Edt.call(() -> ((JLabel) DialogOwner.find(dialog, "expertChoice")).getText());
        List<String> steps = steps(dialog);

        // Ada's first card may be a lead: the step says so, and the Expert's choice is a lead too.
        assertThat(expert).contains("Ada " + (f.leads() ? "led " : "played ") + f.played().display() + ".",
                "The Expert bot's choice:</b> " + (f.leads() ? "lead " : "play ") + f.other().display() + ".");
        assertThat(steps.get(f.step() + 1)).startsWith("\u2605 " + (f.step() + 1) + ". Ada "
                + (f.leads() ? "led " : "played ") + f.played().display());
    }

    /**
     * The Expert's choice comes with its reason, as a hint does: named once where the reason names the card, after
     * the card where it does not.
     */
    @Test
    void theExpertsChoiceGivesItsReason() throws Exception {
        FirstCard f = FirstCard.of(playedOut());
        String naming = "cash the " + f.other().display() + ": highest left";
        String notNaming = "nothing to smear";
        for (String reason : List.of(naming, notNaming)) {
            HandReviewDialog dialog = show(f.choosing(reason));
            String expert = Edt.call(() -> ((JLabel) DialogOwner.find(dialog, "expertChoice")).getText());
            Edt.call(() -> {
                dialog.dispose();
                return null;
            });
            assertThat(expert).contains("The Expert bot's choice:</b> " + (reason.equals(naming) ? naming
                    : (f.leads() ? "lead " : "play ") + f.other().display() + " \u2014 " + notNaming) + ".");
        }
    }

    /**
     * The steps read trick by trick: each trick's first card is led, and the card that completes it says who won
     * it and its points, which add up to the counters the hand's result gives each side (RULES.md §2.8: counters
     * and the last trick).
     */
    @Test
    void eachTrickIsLedAndItsLastCardSaysWhoWonItsPoints() throws Exception {
        GameRecord record = playedOut();
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(),
                GameSession.seatsOf(record)));

        int leads = 0;
        int won = 0;
        int[] counters = new int[2];
        Pattern winner = Pattern.compile("\\d+\\. \\w+ played \\S+ \u00b7 (\\w+) won (\\d+)");
        for (String t : steps(dialog)) {
            leads += t.matches("\\d+\\. \\w+ led \\S+") ? 1 : 0;
            Matcher m = winner.matcher(t);
            if (m.matches()) {
                won++;
                counters[NAMES.indexOf(m.group(1)) % 2] += Integer.parseInt(m.group(2));
            }
        }

        assertThat(leads).isEqualTo(12);
        assertThat(won).isEqualTo(12);
        HandResult result = record.hands().get(0).result();
        assertThat(counters).containsExactly(result.counters()[0], result.counters()[1]);
        assertThat(counters[0] + counters[1]).isEqualTo(250);
    }

    /** A name that looks like markup ("<3 Ann & Co") reads as typed in the Expert's line, which is HTML. */
    @Test
    void aNameIsShownAsTypedInTheExpertsLine() throws Exception {
        String name = "<3 Ann & Co";
        GameRecord record = playedOut(List.of(name, "Bea", "Cy", "Di"));
        List<Call> actions = record.hands().get(0).actions();
        int i = IntStream.range(0, actions.size()).filter(at -> actions.get(at).seat() == 0).findFirst().orElseThrow();
        HandReview.Difference d = new HandReview.Difference(i, actions.get(i), actions.get(i).action(), null);
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(d),
                GameSession.seatsOf(record)));

        String shown = Edt.call(() -> {
            JLabel expert = (JLabel) DialogOwner.find(dialog, "expertChoice");
            Document text = ((View) expert.getClientProperty(BasicHTML.propertyKey)).getDocument();
            return text.getText(0, text.getLength());
        });
        assertThat(shown.strip()).startsWith(name + " ").contains("The Expert bot's choice:");
    }

    /** The step list of a review whose first ★ is the step after decision {@code step}, as it opens. */
    private JList<?> stepsAsOpened(int step) throws Exception {
        GameRecord record = playedOut();
        Call taken = record.hands().get(0).actions().get(step);
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0),
                List.of(new HandReview.Difference(step, taken, taken.action(), null)), GameSession.seatsOf(record)));
        return Edt.call(() -> (JList<?>) DialogOwner.find(dialog, "reviewSteps"));
    }

    @Test
    void theStepListOpensAtItsTopOnTheFirstChoice() throws Exception {
        // A choice in the auction: the deal and the calls before it stay in view above it.
        JList<?> list = stepsAsOpened(3);

        Edt.call(() -> {
            assertThat(list.getSelectedIndex()).isEqualTo(4);
            assertThat(list.getFirstVisibleIndex()).as("the first step in view").isZero();
            assertThat(list.getLastVisibleIndex()).isGreaterThanOrEqualTo(4);
            return null;
        });
    }

    @Test
    void aChoiceBelowTheFirstScreenfulIsScrolledIntoView() throws Exception {
        JList<?> list = stepsAsOpened(40);

        Edt.call(() -> {
            assertThat(list.getSelectedIndex()).isEqualTo(41);
            assertThat(list.getFirstVisibleIndex()).isLessThanOrEqualTo(41);
            assertThat(list.getLastVisibleIndex()).isGreaterThanOrEqualTo(41);
            return null;
        });
    }

    /** A review with the Expert's choice on its first step, so that the line below the board has text. */
    private HandReviewDialog showWithAChoice() throws Exception {
        GameRecord record = playedOut();
        HandReview review = HandReview.of(record, 0);
        Call first = record.hands().get(0).actions().get(0);
        HandReview.Difference d = new HandReview.Difference(0, first, first.action(), null);
        return show(new GameSession.Review(review, List.of(d), GameSession.seatsOf(record)));
    }

    private static Rectangle onScreen(Component c) {
        return new Rectangle(c.getLocationOnScreen(), c.getSize());
    }

    /** The buttons with a label: the scroll bars' arrows have none. */
    private static List<JButton> buttons(Container root) {
        return DialogOwner.all(root, JButton.class).stream().filter(b -> !b.getText().isEmpty()).toList();
    }

    /** Esc closes the review as it closes the score sheet and statistics: the one Closing button of them all. */
    @Test
    void escClosesTheReview() throws Exception {
        HandReviewDialog dialog = showWithAChoice();
        Edt.waitFor(robot, 5_000, 15, () -> dialog.isFocused() ? Boolean.TRUE : null);
        robot.keyPress(java.awt.event.KeyEvent.VK_ESCAPE);
        robot.keyRelease(java.awt.event.KeyEvent.VK_ESCAPE);
        assertThat(Edt.waitFor(robot, 5_000, 15, () -> dialog.isDisplayable() ? null : Boolean.TRUE)).isTrue();
    }

    /** QA: Left and Right did nothing while the step list had the keys, as it does from the start (docs/ui.md). */
    @Test
    void leftAndRightStepWhileTheStepListHasTheKeys() throws Exception {
        HandReviewDialog dialog = showWithAChoice();
        JList<?> list = (JList<?>) DialogOwner.find(dialog, "reviewSteps");
        Edt.waitFor(robot, 5_000, 15, () -> list.isFocusOwner() ? Boolean.TRUE : null);
        int start = Edt.call(list::getSelectedIndex);
        List<Integer> seen = new ArrayList<>();
        for (int key : new int[] {java.awt.event.KeyEvent.VK_RIGHT, java.awt.event.KeyEvent.VK_RIGHT,
                java.awt.event.KeyEvent.VK_LEFT}) {
            robot.keyPress(key);
            robot.keyRelease(key);
            robot.waitForIdle();
            seen.add(Edt.call(list::getSelectedIndex) - start);
        }
        assertThat(seen).containsExactly(1, 2, 1);
    }

    /** QA: a step wider than the list was cut at its edge with no way to read it but scrolling sideways. */
    @Test
    void aStepCutAtTheListsEdgeShowsWholeOnHover() throws Exception {
        GameRecord record = playedOut(RuleSet.duel(), legal -> legal.get(0));
        HandReviewDialog dialog = show(new GameSession.Review(HandReview.of(record, 0), List.of(),
                GameSession.seatsOf(record)));
        DialogOwner.fitInto(robot, dialog, dialog::fitTo, new Rectangle(0, 40, 1024, 660));

        Edt.call(() -> {
            @SuppressWarnings("unchecked")
            JList<String> list = (JList<String>) DialogOwner.find(dialog, "reviewSteps");
            int width = list.getVisibleRect().width;
            List<String> cut = new ArrayList<>();
            List<String> whole = new ArrayList<>();
            for (int i = 0; i < list.getModel().getSize(); i++) {
                String step = list.getModel().getElementAt(i);
                Rectangle cell = list.getCellBounds(i, i);
                java.awt.event.MouseEvent hover = new java.awt.event.MouseEvent(list,
                        java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0, cell.x + 5, cell.y + cell.height / 2, 0, false);
                int wide = list.getCellRenderer().getListCellRendererComponent(list, step, i, false, false)
                        .getPreferredSize().width;
                String tip = list.getToolTipText(hover);
                if (wide > width) {
                    assertThat(tip).as("step %d", i).isEqualTo(step);
                    cut.add(step);
                } else {
                    assertThat(tip).as("step %d", i).isNull();
                    whole.add(step);
                }
            }
            // A duel's declaration with both draws after it is cut at a 1024-wide screen.
            assertThat(cut).isNotEmpty();
            assertThat(whole).isNotEmpty();
            return null;
        });
    }

    @Test
    void theReviewFitsA1024By700ScreenWithItsButtonsAndTheExpertsLine() throws Exception {
        HandReviewDialog dialog = showWithAChoice();
        // A 1024 × 700 screen less a task bar 40 px high along its top.
        Rectangle usable = new Rectangle(0, 40, 1024, 660);

        DialogOwner.fitInto(robot, dialog, dialog::fitTo, usable);

        Edt.call(() -> {
            List<JButton> buttons = buttons(dialog);
            assertThat(buttons).extracting(JButton::getText)
                    .containsExactly("First", "\u25c0 Back", "Next \u25b6", "Last", "Close");
            for (JButton b : buttons) {
                assertThat(b.isShowing()).as(b.getText()).isTrue();
                assertThat(usable.contains(onScreen(b))).as("%s at %s", b.getText(), onScreen(b)).isTrue();
            }
            JLabel expert = (JLabel) DialogOwner.find(dialog, "expertChoice");
            assertThat(expert.getText()).contains("The Expert bot's choice:");
            assertThat(usable.contains(onScreen(expert))).as("the Expert's line at %s", onScreen(expert)).isTrue();
            // The board keeps most of the width for the hands, the step list a third at most.
            Component board = DialogOwner.find(dialog, "reviewBoard");
            assertThat(board.getWidth()).isGreaterThanOrEqualTo(dialog.getWidth() * 2 / 3 - 10);
            return null;
        });

        // Where there is room, as on a 1400 × 900 screen, it keeps its size, centred over the table.
        Edt.call(() -> {
            dialog.fitTo(new Rectangle(0, 0, 1400, 900));
            return null;
        });
        // The display's word on the earlier move would otherwise land after this one and undo it.
        robot.waitForIdle();
        Rectangle roomy = Edt.call(dialog::getBounds);
        Rectangle table = Edt.call(owner::getBounds);
        assertThat(roomy.getSize()).isEqualTo(new Dimension(1200, 720));
        assertThat(roomy.getCenterX()).isCloseTo(table.getCenterX(), offset(1.0));
        assertThat(roomy.getCenterY()).isCloseTo(table.getCenterY(), offset(1.0));
    }

    @Test
    void aHeaderTooLongForTheBoardGoesOnTwoLinesBrokenBetweenItsParts() throws Exception {
        String header = "Hand 1 \u00b7 Trick play \u00b7 Cy bid 300 \u00b7 trump \u2660"
                + " \u00b7 widow Q\u2660 A\u2666 J\u2666 \u00b7 buried Q\u2665 10\u2663 A\u2666 \u00b7 Bea played J\u2660";
        FontMetrics fm = Edt.call(() -> owner.getFontMetrics(
                UIManager.getFont("Label.font").deriveFont(Font.BOLD, 15f)));
        // The board of a review on a 1024-wide screen, less its margins.
        int width = 1024 * 2 / 3 - 28;
        assertThat(fm.stringWidth(header)).isGreaterThan(width);

        List<String> lines = HandReviewDialog.headerLines(header, fm, width);

        assertThat(lines).hasSize(2);
        assertThat(lines).allSatisfy(l -> assertThat(fm.stringWidth(l)).isLessThanOrEqualTo(width));
        assertThat(String.join(" \u00b7 ", lines)).isEqualTo(header);
        assertThat(HandReviewDialog.headerLines(header, fm, 2000)).containsExactly(header);
    }
}
