package dev.pinochle.save;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.pinochle.core.Action;
import dev.pinochle.core.Call;
import dev.pinochle.core.Card;
import dev.pinochle.core.MeldKind;
import dev.pinochle.core.Suit;
import java.util.List;
import java.util.Locale;

/**
 * One (seat, action) of a hand as saved: {@code {"type": "bid", "seat": 1, "points": 250}}. The type names
 * are fixed here and never derived from class names, so renaming a core class cannot break old files.
 * Cards are written in the rules' notation ({@code "AS TS KS QS"}).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = CallDto.Bid.class, name = "bid"),
        @JsonSubTypes.Type(value = CallDto.Pass.class, name = "pass"),
        @JsonSubTypes.Type(value = CallDto.NameTrump.class, name = "nameTrump"),
        @JsonSubTypes.Type(value = CallDto.PassCards.class, name = "passCards"),
        @JsonSubTypes.Type(value = CallDto.ThrowIn.class, name = "throwIn"),
        @JsonSubTypes.Type(value = CallDto.ShootMoon.class, name = "shootMoon"),
        @JsonSubTypes.Type(value = CallDto.PlayOn.class, name = "playOn"),
        @JsonSubTypes.Type(value = CallDto.Play.class, name = "play"),
        @JsonSubTypes.Type(value = CallDto.Declare.class, name = "declare"),
        @JsonSubTypes.Type(value = CallDto.Decline.class, name = "decline"),
        @JsonSubTypes.Type(value = CallDto.ExchangeDix.class, name = "exchangeDix"),
        @JsonSubTypes.Type(value = CallDto.Bury.class, name = "bury")
})
sealed interface CallDto {
    int seat();

    /** The core action; a bad card, suit or meld name is a damaged file. */
    Action action();

    /** The bot's one-line reason for it, as the table showed it; {@code null} for none (the human's calls). */
    String reason();

    default Call toCall() {
        return new Call(seat(), action());
    }

    record Bid(@JsonProperty(required = true) int seat, @JsonProperty(required = true) int points, String reason)
            implements CallDto {
        public Action action() {
            return new Action.Bid(points);
        }
    }

    record Pass(@JsonProperty(required = true) int seat, String reason) implements CallDto {
        public Action action() {
            return Action.Pass.INSTANCE;
        }
    }

    record NameTrump(@JsonProperty(required = true) int seat, @JsonProperty(required = true) String suit, String reason)
            implements CallDto {
        public Action action() {
            return new Action.NameTrump(parseSuit(suit));
        }
    }

    record PassCards(@JsonProperty(required = true) int seat, @JsonProperty(required = true) String cards,
            String reason) implements CallDto {
        public Action action() {
            return new Action.PassCards(parseCards(cards));
        }
    }

    record ThrowIn(@JsonProperty(required = true) int seat, String reason) implements CallDto {
        public Action action() {
            return new Action.ThrowIn();
        }
    }

    record ShootMoon(@JsonProperty(required = true) int seat, String reason) implements CallDto {
        public Action action() {
            return new Action.ShootMoon();
        }
    }

    record PlayOn(@JsonProperty(required = true) int seat, String reason) implements CallDto {
        public Action action() {
            return new Action.PlayOn();
        }
    }

    record Play(@JsonProperty(required = true) int seat, @JsonProperty(required = true) String card, String reason)
            implements CallDto {
        public Action action() {
            return Action.Play.of(parseCard(card));
        }
    }

    record Declare(@JsonProperty(required = true) int seat, @JsonProperty(required = true) String kind,
            @JsonProperty(required = true) String cards, String reason) implements CallDto {
        public Action action() {
            MeldKind meld;
            try {
                meld = MeldKind.valueOf(String.valueOf(kind).toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw BadRecord.damaged("unknown meld '" + kind + "'");
            }
            return new Action.Declare(meld, parseCards(cards));
        }
    }

    record Decline(@JsonProperty(required = true) int seat, String reason) implements CallDto {
        public Action action() {
            return new Action.Decline();
        }
    }

    record ExchangeDix(@JsonProperty(required = true) int seat, String reason) implements CallDto {
        public Action action() {
            return new Action.ExchangeDix();
        }
    }

    record Bury(@JsonProperty(required = true) int seat, @JsonProperty(required = true) String cards, String reason)
            implements CallDto {
        public Action action() {
            return new Action.Bury(parseCards(cards));
        }
    }

    /** The saved form of a call made for {@code reason} ({@code null} for none). */
    static CallDto of(Call call, String reason) {
        int seat = call.seat();
        Action a = call.action();
        if (a instanceof Action.Bid bid) {
            return new Bid(seat, bid.points(), reason);
        } else if (a instanceof Action.Pass) {
            return new Pass(seat, reason);
        } else if (a instanceof Action.NameTrump trump) {
            return new NameTrump(seat, String.valueOf(trump.suit().letter()), reason);
        } else if (a instanceof Action.PassCards pass) {
            return new PassCards(seat, codes(pass.cards()), reason);
        } else if (a instanceof Action.ThrowIn) {
            return new ThrowIn(seat, reason);
        } else if (a instanceof Action.ShootMoon) {
            return new ShootMoon(seat, reason);
        } else if (a instanceof Action.PlayOn) {
            return new PlayOn(seat, reason);
        } else if (a instanceof Action.Play play) {
            return new Play(seat, play.card().code(), reason);
        } else if (a instanceof Action.Declare declare) {
            return new Declare(seat, declare.kind().name(), codes(declare.cards()), reason);
        } else if (a instanceof Action.Decline) {
            return new Decline(seat, reason);
        } else if (a instanceof Action.ExchangeDix) {
            return new ExchangeDix(seat, reason);
        } else if (a instanceof Action.Bury bury) {
            return new Bury(seat, codes(bury.cards()), reason);
        }
        throw new IllegalArgumentException("no saved form for " + a);
    }

    static String codes(List<Card> cards) {
        StringBuilder sb = new StringBuilder();
        for (Card c : cards) {
            sb.append(sb.length() == 0 ? "" : " ").append(c.code());
        }
        return sb.toString();
    }

    static List<Card> parseCards(String codes) {
        if (codes == null) {
            throw BadRecord.damaged("an action lacks its cards");
        }
        try {
            return Card.parseAll(codes);
        } catch (IllegalArgumentException e) {
            throw BadRecord.damaged(e.getMessage());
        }
    }

    static Card parseCard(String code) {
        if (code == null) {
            throw BadRecord.damaged("a play lacks its card");
        }
        try {
            return Card.parse(code);
        } catch (IllegalArgumentException e) {
            throw BadRecord.damaged(e.getMessage());
        }
    }

    static Suit parseSuit(String letter) {
        try {
            return Suit.parse(letter);
        } catch (IllegalArgumentException e) {
            throw BadRecord.damaged(e.getMessage());
        }
    }
}
