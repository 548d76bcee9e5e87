package dev.pinochle.save;

import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.Deal;
import dev.pinochle.core.Deck;
import dev.pinochle.core.Game;
import dev.pinochle.core.HandRecord;
import dev.pinochle.core.IllegalActionException;
import dev.pinochle.core.RuleSet;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Rebuilds a game from its saved form by replaying every action through the core, which checks each one;
 * the deals, results, scores and position written in the file must agree with what the replay gives. The
 * first disagreement stops the replay and says where it is, in words.
 */
final class Replay {
    private final GameFileDto file;
    private final RuleSet rules;
    private final int seats;
    /** The reason saved with each action replayed, in order. */
    private final List<String> reasons = new ArrayList<>();

    private Replay(GameFileDto file, RuleSet rules) {
        this.file = file;
        this.rules = rules;
        this.seats = rules.mode().seats();
    }

    static GameRecord of(GameFileDto file) {
        return new Replay(file, RulesJson.read(file.rules())).run();
    }

    private GameRecord run() {
        GameInfo info = info();
        List<GameFileDto.HandDto> hands = required(file.hands(), "hands");
        if (hands.isEmpty()) {
            throw BadRecord.damaged("it holds no hand");
        }
        Game game = newGame();
        for (int i = 0; i < hands.size(); i++) {
            replayHand(game, info, i, hands.get(i));
        }
        expect(required(file.scores(), "scores").equals(game.scores()), "the scores " + file.scores()
                + " do not match the play, which gives " + game.scores());
        expect(file.winner() == game.winner(), "the winner it names does not match the play");
        GameRecord record = GameRecord.of(info, game, reasons);
        if (file.check() != null) {
            check(file.check(), info, record.position());
        }
        return record;
    }

    private GameInfo info() {
        String id = required(file.id(), "id");
        Instant created = null;
        if (file.created() != null) {
            try {
                created = Instant.parse(file.created());
            } catch (DateTimeParseException e) {
                throw BadRecord.damaged("its creation time '" + file.created() + "' is not a time");
            }
        }
        List<GameFileDto.SeatDto> dtos = required(file.seats(), "seats");
        if (dtos.size() != seats) {
            throw BadRecord.damaged("it has " + dtos.size() + " seats, but a " + rules.mode() + " game has " + seats);
        }
        List<SeatInfo> list = new ArrayList<>();
        for (GameFileDto.SeatDto s : dtos) {
            if (s == null) {
                throw BadRecord.damaged("seat " + list.size() + " is empty");
            }
            try {
                list.add(new SeatInfo(s.name(), s.human(), s.botLevel()));
            } catch (IllegalArgumentException e) {
                throw BadRecord.damaged("seat " + list.size() + ": " + e.getMessage());
            }
        }
        try {
            return new GameInfo(id, created, list);
        } catch (IllegalArgumentException e) {
            throw BadRecord.damaged(e.getMessage());
        }
    }

    private Game newGame() {
        try {
            GameFileDto.FirstHandDto first = file.firstHand();
            return first == null ? Game.start(rules, file.seed())
                    : Game.start(rules, file.seed(), first.seed(), first.dealer());
        } catch (IllegalArgumentException e) {
            throw BadRecord.damaged(e.getMessage());
        }
    }

    private void replayHand(Game game, GameInfo info, int index, GameFileDto.HandDto dto) {
        String hand = "hand " + (index + 1);
        if (dto == null) {
            throw BadRecord.damaged(hand + " is empty");
        }
        if (game.isOver()) {
            throw BadRecord.tampered(hand + " follows the end of the game");
        }
        if (game.handNumber() != index + 1) {
            throw BadRecord.tampered("hand " + index + " stops before it is over");
        }
        HandRecord now = game.hands().get(index);
        Deal deal = deal(hand, required(dto.deal(), hand + "'s deal"));
        expect(dto.seed() == now.seed(), hand + "'s seed is not the one the game's seed gives");
        expect(dto.dealer() == now.dealer(), hand + " names the wrong dealer");
        expect(deal.equals(now.deal()), hand + "'s deal does not match its seed");
        List<CallDto> calls = required(dto.actions(), hand + "'s actions");
        for (int a = 0; a < calls.size(); a++) {
            CallDto c = calls.get(a);
            if (c == null) {
                throw BadRecord.damaged(hand + ", action " + (a + 1) + " is empty");
            }
            Call call;
            try {
                call = c.toCall();
            } catch (BadRecord | IllegalArgumentException e) {
                throw BadRecord.damaged(hand + ", action " + (a + 1) + ": " + e.getMessage());
            }
            String where = hand + ", action " + (a + 1) + " (" + describe(info, call) + ")";
            if (game.handNumber() != index + 1 || game.isOver()) {
                throw BadRecord.tampered(where + " comes after the hand is over");
            }
            if (call.seat() != game.toAct()) {
                throw BadRecord.tampered(where + ": it is " + whose(info, game.toAct()) + " turn");
            }
            try {
                game.apply(call.action());
            } catch (IllegalActionException e) {
                throw BadRecord.tampered(where + " is not allowed: " + e.getMessage());
            }
            reasons.add(c.reason());
        }
        HandRecord played = game.hands().get(index);
        if (dto.result() != null) {
            expect(played.result() != null, hand + " has a result but is not over");
            GameFileDto.ResultDto replayed = GameFileDto.result(played.result());
            expect(dto.result().score().equals(replayed.score()), hand + "'s score " + dto.result().score()
                    + " does not match its play, which scores " + replayed.score());
            expect(dto.result().equals(replayed), hand + "'s result does not match its play");
        }
    }

    private Deal deal(String hand, String codes) {
        Deck deck = rules.deck();
        List<Card> cards;
        try {
            cards = Card.parseAll(codes);
        } catch (IllegalArgumentException e) {
            throw BadRecord.damaged(hand + "'s deal: " + e.getMessage());
        }
        if (cards.size() != deck.size()) {
            throw BadRecord.tampered(hand + "'s deal holds " + cards.size() + " cards, not " + deck.size());
        }
        try {
            deck.setOf(cards);
            return Deal.of(deck, cards);
        } catch (IllegalArgumentException e) {
            throw BadRecord.tampered(hand + "'s deal is not one complete deck: " + e.getMessage());
        }
    }

    private void check(GameFileDto.CheckDto check, GameInfo info, GameRecord.Position replayed) {
        String detail = "the position it records does not match the replay";
        expect(check.handNumber() == replayed.handNumber() && check.toAct() == replayed.toAct(), detail);
        expect(String.valueOf(check.phase()).equals(replayed.phase().name()), detail);
        List<String> held = required(check.held(), "check.held");
        expect(held.size() == replayed.held().size(), detail);
        for (int s = 0; s < held.size(); s++) {
            long saved;
            try {
                saved = rules.deck().setOf(String.valueOf(held.get(s)));
            } catch (IllegalArgumentException e) {
                throw BadRecord.damaged("check.held: " + e.getMessage());
            }
            expect(saved == rules.deck().setOf(replayed.held().get(s)),
                    whose(info, s) + " cards do not match the replay");
        }
    }

    private String describe(GameInfo info, Call call) {
        if (call.seat() < 0 || call.seat() >= seats) {
            throw BadRecord.damaged("no seat " + call.seat() + " at a table of " + seats);
        }
        return (info.isHuman(call.seat()) ? "You" : info.seats().get(call.seat()).name()) + " "
                + Describe.action(call.action());
    }

    /**
     * The seat's, as the table names it: "your" for a person's seat whatever name they gave, as the table says
     * "You", else by the name the file gives the seat ("Bot 1's").
     */
    private static String whose(GameInfo info, int seat) {
        return info.isHuman(seat) ? "your" : info.seats().get(seat).name() + "'s";
    }

    private static void expect(boolean ok, String detail) {
        if (!ok) {
            throw BadRecord.tampered(detail);
        }
    }

    private static <T> T required(T value, String field) {
        if (value == null) {
            throw BadRecord.damaged("it has no " + field);
        }
        return value;
    }
}
