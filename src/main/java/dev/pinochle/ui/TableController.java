package dev.pinochle.ui;

import dev.pinochle.ai.Conventions;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Meld;
import dev.pinochle.core.MeldTable;
import dev.pinochle.core.Mode;
import dev.pinochle.core.Phase;
import dev.pinochle.core.RuleSet;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;
import dev.pinochle.core.ThreeHandedHand;
import dev.pinochle.table.BotLevel;
import dev.pinochle.table.Snapshot;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * What the table screen shows and what a click means, from the last snapshot; knows no Swing. The view
 * paints from here and forwards input here; this sends actions to the table through {@link Port}.
 */
final class TableController {
    /** Where the human's answers go: the table loop. */
    interface Port {
        void submit(Action action);

        void nextHand();
    }

    /** What the human is asked to do now. */
    enum Prompt { WAIT, BID, TRUMP, PASS, BURY, CONCEDE, PLAY, DECLARE, HAND_OVER, GAME_OVER }

    /** Cards the three-handed bidder buries (§7). */
    static final int BURY = 3;

    private final Port port;
    private Snapshot shown;
    private List<Card> hand = List.of();
    private final TreeSet<Integer> picked = new TreeSet<>();
    private int focus = -1;
    /** A refusal or a hint: it goes with the snapshot it is about. */
    private String message;
    /**
     * A notice for the player ("kept as …", a failed autosave): it outlasts the bots' moves until the player acts,
     * and shows with a refusal or a hint rather than giving way to it.
     */
    private String notice;
    /** The hint's action and the snapshot it answers: until the next snapshot, Enter takes it. */
    private Action hinted;
    private Snapshot hintedAt;
    /** Whether the human has answered the snapshot shown: its successor may still be on its way. */
    private boolean acted;
    /** The snapshot a hint was asked for that has not come back yet. */
    private Snapshot hintAsked;
    /** The game's legal burials as card sets, while the human buries. */
    private long[] burials = new long[0];

    /** Characters of a seat's name the table shows; a longer one ends in "…". */
    static final int NAME_SHOWN = 14;
    /** What a jump promises, in the panel's and the bubbles' words. */
    static final String STRONG_SUIT = "a strong trump suit (a run, or six trumps with the ace)";

    TableController(Port port) {
        this.port = port;
    }

    /**
     * Takes the next snapshot to show. Picks survive only while the hand is unchanged; the card chosen stays at
     * its place in the hand through the tricks (a hand played out leaves none), and a new table starts with none.
     */
    void show(Snapshot s) {
        Snapshot before = shown;
        shown = s;
        acted = false;
        List<Card> sorted = sorted(s.view());
        boolean sameHand = before != null && sorted.equals(hand) && before.view().phase() == s.view().phase();
        hand = sorted;
        if (!sameHand) {
            picked.clear();
        }
        if (focus >= hand.size()) {
            focus = hand.size() - 1;
        }
        focusPlayable();
        message = s.rejected();
        burials = prompt() == Prompt.BURY ? view().legal().stream().filter(a -> a instanceof Action.Bury)
                .mapToLong(a -> rules().deck().setOf(((Action.Bury) a).cards())).toArray() : new long[0];
    }

    Snapshot snapshot() {
        return shown;
    }

    SeatView view() {
        return shown.view();
    }

    RuleSet rules() {
        return shown.view().rules();
    }

    /** A message for the human: why an action was refused, or a hint. */
    String message() {
        return message;
    }

    /** Says {@code message} until the next snapshot (a hint on its way, how to answer). */
    void say(String message) {
        this.message = message;
    }

    /** The notice shown until the player's next action, or {@code null}. */
    String notice() {
        return notice;
    }

    /** Shows a notice until the player's next action. */
    void setNotice(String notice) {
        this.notice = notice;
    }

    private void submit(Action action) {
        notice = null;
        acted = true;
        port.submit(action);
    }

    Prompt prompt() {
        if (shown == null) {
            return Prompt.WAIT;
        }
        return switch (shown.stage()) {
            case HAND_OVER -> Prompt.HAND_OVER;
            case GAME_OVER -> Prompt.GAME_OVER;
            case BOT_TO_ACT -> Prompt.WAIT;
            case HUMAN_TO_ACT -> switch (view().phase()) {
                case AUCTION -> Prompt.BID;
                case TRUMP -> Prompt.TRUMP;
                case PASS_TO_BIDDER, PASS_BACK -> Prompt.PASS;
                case BURY -> Prompt.BURY;
                case CONCEDE_OR_PLAY -> Prompt.CONCEDE;
                case DECLARE -> Prompt.DECLARE;
                default -> Prompt.PLAY;
            };
        };
    }

    // ------------------------------------------------------------------ the hand

    /** The human's cards as shown: trump first, then the other suits alternating colour, each high to low. */
    List<Card> hand() {
        return hand;
    }

    static List<Card> sorted(SeatView v) {
        return Card.inHandOrder(v.hand(), v.trump());
    }

    /** Whether the card may be played now (trick play on the human's turn). */
    boolean mayPlay(Card c) {
        return prompt() == Prompt.PLAY && view().legal().contains(Action.Play.of(c));
    }

    /** Why the card may not be played (or buried) now, or {@code null}. */
    String whyNot(Card c) {
        Prompt p = prompt();
        return p == Prompt.PLAY || p == Prompt.BURY ? shown.whyNot().get(c) : null;
    }

    /**
     * Why the hand card at {@code index} may not be played or picked now, or {@code null}. Burying, this also
     * judges the copy with the cards already picked: of two equal cards with one shown in meld either may be
     * picked, but once one is, the other may not (the game's sentence for a card has no copies to tell apart).
     */
    String whyNotAt(int index) {
        if (picked.contains(index)) {
            // A picked card may always go back.
            return null;
        }
        Card c = hand.get(index);
        String why = whyNot(c);
        if (why != null || prompt() != Prompt.BURY) {
            return why;
        }
        // As many copies may go as the most generous burial holds: the game's copies not shown in meld.
        int free = 0;
        for (long b : burials) {
            free = Math.max(free, rules().deck().count(b, c));
        }
        long taken = pickedCards().stream().filter(c::equals).count();
        return taken < free ? null : ThreeHandedHand.shownInMeld(c, free);
    }

    private boolean isABurial(List<Card> cards) {
        long set = rules().deck().setOf(cards);
        for (long b : burials) {
            if (b == set) {
                return true;
            }
        }
        return false;
    }

    /**
     * Indices of hand cards that are news (one copy each): the cards received in the pass, until the first
     * trick is done; the three-handed widow in your hand as bidder while you name trump and bury, so you see
     * what it brought.
     */
    List<Integer> received() {
        SeatView v = view();
        List<Integer> out = new ArrayList<>();
        boolean widow = (v.phase() == Phase.TRUMP || v.phase() == Phase.BURY) && v.contractor() == v.seat();
        boolean fresh = v.phase() == Phase.PASS_BACK || v.phase() == Phase.CONCEDE_OR_PLAY
                || (v.phase() == Phase.TRICKS && v.tricks().isEmpty());
        if (!fresh && !widow) {
            return out;
        }
        List<Card> left = new ArrayList<>(widow ? v.widow() : v.received());
        for (int i = 0; i < hand.size(); i++) {
            if (left.remove(hand.get(i))) {
                out.add(i);
            }
        }
        return out;
    }

    int focus() {
        return focus;
    }

    /** Moves the keyboard focus along the hand, wrapping round. */
    void moveFocus(int delta) {
        if (hand.isEmpty()) {
            focus = -1;
            return;
        }
        focus = focus < 0 ? (delta > 0 ? 0 : hand.size() - 1) : Math.floorMod(focus + delta, hand.size());
        // In the tricks the keys go from one card you may play to the next, over the dimmed ones.
        if (prompt() == Prompt.PLAY && hand.stream().anyMatch(this::mayPlay)) {
            while (!mayPlay(hand.get(focus))) {
                focus = Math.floorMod(focus + (delta < 0 ? -1 : 1), hand.size());
            }
        }
    }

    /**
     * At your turn in the tricks, a focus left on a card you may not play moves to the nearest one you may (the
     * right first): else Enter is refused at once and the first arrow seems to do nothing.
     */
    private void focusPlayable() {
        if (focus < 0 || prompt() != Prompt.PLAY || mayPlay(hand.get(focus))) {
            return;
        }
        for (int d = 1; d < hand.size(); d++) {
            for (int at : new int[] {focus + d, focus - d}) {
                if (at >= 0 && at < hand.size() && mayPlay(hand.get(at))) {
                    focus = at;
                    return;
                }
            }
        }
    }

    void setFocus(int index) {
        focus = index >= 0 && index < hand.size() ? index : -1;
    }

    /**
     * Shows the hint's {@code text} and makes its action the one Enter takes (docs/ui.md, keys): a card to play gets
     * the focus, the cards to pass or bury are picked in place of any picked before, and any other action is the
     * panel's default.
     */
    void takeHint(Action a, String text) {
        message = text;
        hinted = a;
        hintedAt = shown;
        hintAsked = null;
        if (a instanceof Action.Play p) {
            setFocus(hand.indexOf(p.card()));
        } else if (a instanceof Action.PassCards || a instanceof Action.Bury) {
            picked.clear();
            for (Card c : a instanceof Action.PassCards pass ? pass.cards() : ((Action.Bury) a).cards()) {
                // Of two copies, the first one not picked yet.
                for (int i = 0; i < hand.size(); i++) {
                    if (hand.get(i).equals(c) && picked.add(i)) {
                        break;
                    }
                }
            }
        }
    }

    /**
     * Whether {@code s} is shown and the human has not answered it yet. A hint that comes back after the player
     * acted answers a question already gone: shown then, it named a card the player had not played and stayed
     * until the next action (a hint soak, three-handed: "cash the A♦" over a later trick).
     */
    boolean awaits(Snapshot s) {
        return shown == s && !acted;
    }

    /** A hint is asked for the snapshot shown: until it comes back, Enter waits for it (docs/ui.md, keys). */
    void askHint() {
        hintAsked = shown;
    }

    /**
     * Whether a hint asked for the snapshot shown is still on its way and the player has not acted: Enter then
     * does nothing, as the player who pressed Ctrl+H, Enter means to take the hint, not the panel's default.
     */
    boolean hintPending() {
        return hintAsked != null && awaits(hintAsked);
    }

    /** The hint asked for {@code s} will not come (its bot failed): Enter acts again. */
    void hintGone(Snapshot s) {
        if (hintAsked == s) {
            hintAsked = null;
        }
    }

    /** The hint's action while the snapshot it answers is shown, else {@code null}. */
    Action hinted() {
        return shown != null && shown == hintedAt ? hinted : null;
    }

    /**
     * The human chose the card at {@code index}: plays it, or picks it for the pass.
     *
     * @return true if something happened; otherwise {@link #message()} says why not
     */
    boolean choose(int index) {
        if (index < 0 || index >= hand.size()) {
            return false;
        }
        focus = index;
        Prompt p = prompt();
        if (p == Prompt.PASS || p == Prompt.BURY) {
            String why = whyNotAt(index);
            if (why == null && !picked.contains(index) && picked.size() == pickCount()) {
                // A click that picks nothing must say why, or it reads as a click the table missed.
                why = "You have picked " + pickCount() + ": click one of them to put it back first.";
            }
            if (why != null) {
                message = why;
                return false;
            }
            message = null;
            togglePick(index);
            return true;
        }
        if (p != Prompt.PLAY) {
            return false;
        }
        Card c = hand.get(index);
        if (!mayPlay(c)) {
            message = whyNot(c);
            return false;
        }
        message = null;
        submit(Action.Play.of(c));
        return true;
    }

    // ------------------------------------------------------------------ pass and bury

    int passCount() {
        return rules().passCount();
    }

    /** Cards to pick now: the pass, or the three the three-handed bidder buries. */
    int pickCount() {
        return prompt() == Prompt.BURY ? BURY : passCount();
    }

    List<Integer> picked() {
        return List.copyOf(picked);
    }

    void togglePick(int index) {
        if (!picked.remove(index) && picked.size() < pickCount()) {
            picked.add(index);
        }
    }

    /** Whether the picks may be sent: the right number, and burying, a burial the game allows. */
    boolean mayConfirmPicks() {
        Prompt p = prompt();
        return (p == Prompt.PASS || p == Prompt.BURY) && picked.size() == pickCount()
                && (p == Prompt.PASS || isABurial(pickedCards()));
    }

    /** Sends the picked cards: passed, or buried (the game may refuse a burial, and says why). */
    void confirmPicks() {
        if (!mayConfirmPicks()) {
            return;
        }
        List<Card> cards = pickedCards();
        submit(prompt() == Prompt.BURY ? new Action.Bury(cards) : new Action.PassCards(cards));
    }

    /**
     * Your meld in trump with the cards you keep once the picked ones are passed: what the pass leaves you (the
     * bidder giving back holds the partner's cards already). Native points, from the core's meld table.
     */
    int meldKept() {
        List<Card> kept = new ArrayList<>(hand);
        for (int i : picked.descendingSet()) {
            kept.remove(i);
        }
        return MeldTable.total(rules(), rules().deck().setOf(kept), view().trump());
    }

    private List<Card> pickedCards() {
        List<Card> cards = new ArrayList<>();
        for (int i : picked) {
            cards.add(hand.get(i));
        }
        return cards;
    }

    // ------------------------------------------------------------------ auction, trump, concede

    /** The smallest bid allowed now, or 0 if the human may not bid. */
    int minBid() {
        return view().legal().stream().filter(a -> a instanceof Action.Bid).mapToInt(a -> ((Action.Bid) a).points())
                .min().orElse(0);
    }

    int maxBid() {
        return view().legal().stream().filter(a -> a instanceof Action.Bid).mapToInt(a -> ((Action.Bid) a).points())
                .max().orElse(0);
    }

    /**
     * The quick bids: the minimum, then one, two and five steps above it (+10, +20, +50 by default), and three
     * steps where the partner reads that bid as the jump (docs/ai.md, conventions), so the signal is one click.
     */
    List<Integer> quickBids() {
        int min = minBid();
        List<Integer> out = new ArrayList<>();
        if (min == 0) {
            return out;
        }
        for (int steps : new int[] {0, 1, 2, 3, 5}) {
            int b = min + steps * rules().bidStep();
            if (b <= maxBid() && (steps != 3 || isJump(b))) {
                out.add(b);
            }
        }
        return out;
    }

    /** Whether the human's partner reads a bid of {@code points} now as the jump. */
    boolean isJump(int points) {
        return Conventions.ifBid(view(), points) == Conventions.Alert.JUMP;
    }

    boolean mayPass() {
        return view().legal().contains(Action.Pass.INSTANCE);
    }

    void bid(int points) {
        submit(new Action.Bid(points));
    }

    void passBid() {
        submit(Action.Pass.INSTANCE);
    }

    void nameTrump(Suit suit) {
        submit(new Action.NameTrump(suit));
    }

    void act(Action action) {
        submit(action);
    }

    void nextHand() {
        port.nextHand();
    }

    /** The human's meld with each suit as trump: the auction's meld calculator. */
    Map<Suit, Integer> meldByTrump() {
        Map<Suit, Integer> out = new EnumMap<>(Suit.class);
        long set = rules().deck().setOf(view().hand());
        for (Suit s : Suit.values()) {
            out.put(s, MeldTable.total(rules(), set, s));
        }
        return out;
    }

    List<Meld> meldBreakdown(Suit trump) {
        return MeldTable.breakdown(rules(), rules().deck().setOf(view().hand()), trump);
    }

    /** A side's meld as shown this hand. */
    int sideMeld(int side) {
        SeatView v = view();
        int total = 0;
        for (int s = 0; s < v.seats(); s++) {
            if (v.sideOf(s) == side) {
                total += v.melds().get(s).stream().mapToInt(Meld::points).sum();
            }
        }
        return total;
    }

    /** A side as the panels name it: "You & North", or the seat's name where every seat plays alone. */
    String sideName(int side) {
        return rules().mode().partnerships() ? name(side) + " & " + name(side + 2) : name(side);
    }

    /**
     * The scoreboard's tooltip while the tricks are played: what each scoring side has toward the hand, and what
     * the contract still needs (RULES.md §2.8–2.11, §7), as lines; {@code null} in the duel, which has no contract,
     * and outside the tricks. A bot's three-handed burial is hidden, so only the bidder is told what it needs.
     */
    List<String> handSoFar() {
        SeatView v = view();
        if (v.phase() != Phase.TRICKS || v.contractor() < 0) {
            return null;
        }
        boolean three = rules().mode() == Mode.THREE_HANDED;
        int ct = v.sideOf(v.contractor());
        List<String> lines = new ArrayList<>();
        for (int side = 0; side < shown.scores().size(); side++) {
            if (!three || side == ct) {
                lines.add(sideName(side) + ": " + points(sideMeld(side)) + " meld, " + points(sideCounters(side))
                        + " in counters so far");
            }
        }
        String contract = contractBy(v) + name(v.contractor()) + ": ";
        if (three && v.contractor() != v.seat()) {
            lines.add(contract + "what it still needs hangs on its burial, which is hidden");
            return lines;
        }
        boolean trickTaken = v.tricks().stream().anyMatch(t -> v.sideOf(t.winner()) == ct);
        if (v.moon()) {
            boolean lost = v.tricks().stream().anyMatch(t -> v.sideOf(t.winner()) != ct);
            lines.add(contract + (lost ? "lost, as the other side took a trick"
                    : v.tricks().size() + " of " + rules().mode().handSize() + " tricks taken, every one needed"));
            return lines;
        }
        boolean stands = rules().meldNeeds() == RuleSet.MeldNeeds.TRICK ? trickTaken : sideCounters(ct) > 0;
        String condition = stands ? "" : rules().meldNeeds() == RuleSet.MeldNeeds.TRICK ? "a trick" : "a counter";
        int need = v.bid() - sideMeld(ct) - sideCounters(ct);
        // Every side's counters, your burial among them: what is still to take.
        int left = rules().trickPoints() - IntStream.range(0, shown.scores().size()).map(this::sideCounters).sum();
        if (need > left || (!stands && left == 0)) {
            lines.add(contract + "can no longer be made");
        } else if (need <= 0) {
            lines.add(contract + (stands ? "made" : "made once " + (three ? "you take " : "the side takes ") + condition));
        } else {
            lines.add(contract + points(need) + " more to make" + (stands ? "" : ", and " + condition
                    + " for the meld to count") + " (" + points(left) + " left to take)");
        }
        return lines;
    }

    /** The contract as the scoreboard opens it, before the holder's name: "Bid 310 by ", or "Moon by " once shot. */
    String contractBy(SeatView v) {
        return v.moon() ? "Moon by " : "Bid " + points(v.bid()) + " by ";
    }

    /** Whether the contracting side cannot make its bid even with every counter: offer the throw-in first. */
    boolean notOnTheBoard() {
        SeatView v = view();
        return v.contractor() >= 0 && v.bid() > sideMeld(v.sideOf(v.contractor())) + rules().trickPoints();
    }

    /** Points as the player reads them: divided by ten on the one-point scale. */
    String points(int nativePoints) {
        return rules().shown(nativePoints);
    }

    /** The names of seats, as set up and as {@link #shortName} shows them. */
    String name(int seat) {
        return shortName(shown.seats().get(seat).name());
    }

    /**
     * What an alerted call tells the table (docs/ai.md, the conventions), for its bubble's tooltip: "North's meld
     * bid: 60 or more meld, but no trump suit of its own".
     */
    String alertMeaning(int seat, Conventions.Alert alert) {
        boolean you = shown.seats().get(seat).human();
        String whose = you ? "Your" : name(seat) + "'s";
        return switch (alert) {
            case MELD_BID -> whose + " meld bid: " + points(Conventions.meldBidShows(rules()))
                    + " or more meld, but no trump suit of " + (you ? "your" : "its") + " own";
            case JUMP -> whose + " jump: " + STRONG_SUIT;
            case FORCED -> whose + " forced opening: the opener may not pass, so it shows nothing";
        };
    }

    /** Whether a seat is an Easy bot, which sends and reads none of the bidding conventions (docs/ai.md). */
    boolean readsNoSignals(int seat) {
        return shown.seats().get(seat).level() == BotLevel.EASY;
    }

    /**
     * Who did something, as a sentence's subject: "You" for your seat whatever name you gave, as the summary says "You
     * made 250" and the trick "You take the trick"; "Bartholomew F… declared 80" read as someone else at the table.
     */
    String subject(int seat) {
        return shown.seats().get(seat).human() ? "You" : name(seat);
    }

    /**
     * A seat's name as every view shows it: a name from a saved file or the New game dialog may be of any length,
     * plates, the scoreboard, the score sheet's columns and the hand review's lines are not.
     */
    static String shortName(String name) {
        if (name.codePointCount(0, name.length()) <= NAME_SHOWN) {
            return name;
        }
        return name.substring(0, name.offsetByCodePoints(0, NAME_SHOWN - 1)).strip() + "\u2026";
    }

    /**
     * Counters a side has toward this hand: those taken in its completed tricks, the last-trick bonus included,
     * and for your side the counters you buried as three-handed bidder, which the game credits to you (RULES.md
     * §7). A bot bidder's burial stays hidden, as it is at a real table.
     */
    int sideCounters(int side) {
        SeatView v = view();
        int total = side == v.sideOf(v.seat()) ? buriedCounters() : 0;
        for (int t = 0; t < v.tricks().size(); t++) {
            if (v.sideOf(v.tricks().get(t).winner()) == side) {
                total += v.trickPoints(t);
            }
        }
        return total;
    }

    /**
     * A bot bidder's buried cards once the hand is over, in hand order: turned up for the count, as the bidder at a
     * real table shows them (QA: the row stayed face down under the summary, whose counters include them). Empty
     * while the hand goes on, for your own burial, which you see already, and where nobody buried.
     */
    List<Card> buriedTurnedUp() {
        Snapshot.Stage stage = shown.stage();
        if (stage != Snapshot.Stage.HAND_OVER && stage != Snapshot.Stage.GAME_OVER || shown.finishedHand() == null) {
            return List.of();
        }
        for (Call c : shown.finishedHand().actions()) {
            if (c.seat() != view().seat() && c.action() instanceof Action.Bury b) {
                return Card.inHandOrder(b.cards(), view().trump());
            }
        }
        return List.of();
    }

    /** The counters of the cards you buried as three-handed bidder, 0 before a burial or for another bidder. */
    int buriedCounters() {
        SeatView v = view();
        return rules().deck().counters(rules().deck().setOf(v.buried()), rules().counting());
    }

    /** A seat's call as the table shows it, "250" or "Pass", with the alert the conventions give it, if any. */
    record Said(String call, Conventions.Alert alert) {
    }

    /**
     * Each seat's last call in the auction so far, the seats in the order of those calls: what the bubbles show
     * beside the seats and the description tells.
     */
    Map<Integer, Said> lastCalls(SeatView v) {
        List<Conventions.Alert> alerts = Conventions.alerts(v.rules(), v.seats(), v.auction());
        Map<Integer, Said> last = new LinkedHashMap<>();
        for (int i = 0; i < v.auction().size(); i++) {
            Call c = v.auction().get(i);
            last.remove(c.seat());
            last.put(c.seat(), new Said(c.action() instanceof Action.Bid b ? points(b.points()) : "Pass",
                    alerts.get(i)));
        }
        return last;
    }

    /** The screen in words, for screen readers: whose turn, what is asked, the calls, the trick, the focused card. */
    String describe() {
        if (shown == null) {
            return "Dealing.";
        }
        SeatView v = view();
        StringBuilder sb = new StringBuilder("Hand " + v.handNumber() + ". ");
        if (v.trump() != null) {
            sb.append("Trump ").append(v.trump().name().toLowerCase()).append(". ");
        }
        if (v.moon()) {
            sb.append(subject(v.contractor())).append(v.contractor() == v.seat() ? " shoot" : " shoots")
                    .append(" the moon. ");
        }
        sb.append(switch (prompt()) {
            case BID -> "Your bid: at least " + points(minBid()) + ".";
            case TRUMP -> "Name trump.";
            case PASS -> "Pick " + passCount() + " cards to pass, then confirm.";
            case BURY -> "Pick " + BURY + " cards to bury, then confirm.";
            case CONCEDE -> "Play on or throw in.";
            case PLAY -> "Your turn: play a card.";
            case DECLARE -> "You may declare a meld.";
            case HAND_OVER -> "The hand is over.";
            case GAME_OVER -> "The game is over.";
            case WAIT -> v.toAct() >= 0 ? name(v.toAct()) + " to act." : "";
        });
        if (v.phase() == Phase.AUCTION && !v.auction().isEmpty()) {
            // A screen reader heard only "Your bid: at least 270", and not who bid what.
            StringBuilder calls = new StringBuilder();
            lastCalls(v).forEach((seat, said) -> calls.append(calls.length() == 0 ? " Calls: " : ", ")
                    .append(subject(seat)).append(' ').append(said.call().toLowerCase(Locale.ROOT))
                    .append(said.alert() == null ? "" : " (" + said.alert().label() + ")"));
            sb.append(calls).append('.');
        }
        if (v.turnedUp() != null || v.stockSize() > 0) {
            sb.append(' ').append(v.stockSize()).append(" cards in stock").append(v.turnedUp() != null
                    ? ", trump card the " + v.turnedUp().display() : "").append('.');
        } else if (v.seats() == 2 && v.phase() == Phase.TRICKS) {
            sb.append(" Play-off: follow, beat, trump.");
        }
        if (!v.trick().isEmpty()) {
            sb.append(" Trick:");
            for (dev.pinochle.core.Played p : v.trick()) {
                sb.append(' ').append(name(p.seat())).append(' ').append(p.card().display()).append(',');
            }
            sb.setLength(sb.length() - 1);
            sb.append('.');
        }
        if (focus >= 0) {
            Card c = hand.get(focus);
            sb.append(" Selected ").append(c.display());
            String why = whyNotAt(focus);
            sb.append(why != null ? ": " + why : ".");
        }
        return sb.toString();
    }
}
