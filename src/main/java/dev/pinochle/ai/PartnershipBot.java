package dev.pinochle.ai;

import dev.pinochle.core.Action;
import dev.pinochle.core.Mode;
import dev.pinochle.core.SeatView;
import dev.pinochle.core.Suit;

/** Partnership auction pinochle (single and double deck): one strategy per phase, chosen by level. */
final class PartnershipBot extends SeatBot {
    PartnershipBot(Level level, long seed, Budget budget) {
        super(level, seed, budget);
    }

    @Override
    public Decision decide(SeatView view) {
        // On the double deck the Expert bids and names trump as Medium: its simulation took twice Medium's contracts
        // and made fewer, and lost its card play's edge (docs/ai.md, "What the double deck still reads").
        boolean simulates = level == Level.EXPERT && view.rules().mode() != Mode.DOUBLE_DECK;
        return switch (view.phase()) {
            case AUCTION -> level == Level.EASY ? Bidding.easy(view)
                    : simulates ? ExpertBidding.bid(view, ViewKey.auction(seed, view), budget) : Bidding.medium(view);
            case TRUMP -> simulates ? ExpertBidding.trump(view, ViewKey.auction(seed, view), budget) : nameTrump(view);
            case PASS_TO_BIDDER, PASS_BACK -> Passing.decide(view, level);
            case CONCEDE_OR_PLAY -> Conceding.decide(view, level);
            case TRICKS -> expertPlay.play(level, view, seed, false, ExpertPlay.Outcome::new);
            default -> throw new IllegalArgumentException("nothing to decide in phase " + view.phase());
        };
    }

    private Decision nameTrump(SeatView view) {
        long hand = Appraisal.hand(view);
        Suit t = Appraisal.bestTrump(view.rules(), hand);
        int meld = Appraisal.meld(view.rules(), hand, t);
        int len = view.rules().deck().size(hand & view.rules().deck().suitMask(t));
        return new Decision(new Action.NameTrump(t), "name " + HeuristicPlay.suitName(t) + ": "
                + Decision.count(len, "card") + ", meld " + view.rules().shown(meld));
    }
}
