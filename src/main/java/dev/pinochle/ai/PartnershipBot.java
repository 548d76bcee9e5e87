package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;

/** Partnership auction pinochle (single and double deck): one strategy per phase, chosen by level. */
final class PartnershipBot implements Bot {
    private final Level level;

    PartnershipBot(Level level) {
        this.level = level;
    }

    @Override
    public Level level() {
        return level;
    }

    @Override
    public Decision decide(SeatView view) {
        return switch (view.phase()) {
            case AUCTION -> level == Level.EASY ? Bidding.easy(view) : Bidding.medium(view);
            case TRUMP -> nameTrump(view);
            case PASS_TO_BIDDER, PASS_BACK -> Passing.decide(view, level);
            case CONCEDE_OR_PLAY -> Conceding.decide(view, level);
            case TRICKS -> level == Level.EASY ? HeuristicPlay.easy(new Situation(view))
                    : HeuristicPlay.medium(new Situation(view));
            default -> throw new IllegalArgumentException("nothing to decide in phase " + view.phase());
        };
    }

    private Decision nameTrump(SeatView view) {
        long hand = Appraisal.hand(view);
        Suit t = Appraisal.bestTrump(view.rules(), hand);
        int meld = Appraisal.meld(view.rules(), hand, t);
        int len = view.rules().deck().size(hand & view.rules().deck().suitMask(t));
        return new Decision(new Action.NameTrump(t), "name " + HeuristicPlay.suitName(t) + ": " + len
                + " cards, meld " + meld);
    }
}
