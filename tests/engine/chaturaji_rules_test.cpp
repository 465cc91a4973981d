// Hand-checked positions for every rule point of docs/rules/chaturaji.md.
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::fen4;
using testing::legal_from;
using testing::legal_texts;
using testing::play;
using V = std::vector<std::string>;

class Chaturaji : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> rules_ = testing::rules("chaturaji");
  Position at(const std::string& fen) { return parse_fen(*rules_, fen); }
};

TEST_F(Chaturaji, StartPositionMatchesTheSetup) {
  Position pos(*rules_);
  EXPECT_EQ(to_fen(pos),
            "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bB,bP,2,rK,rR,rN,rB/bN,bP,2,rP,rP,rP,rP/"
            "bR,bP,6/bK,bP,6/6,gP,gK/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yB,yN,yR,yK,2,gP,gB");
  EXPECT_EQ(legal_texts(pos),
            (V{"e7-e6", "e8-d7", "e8-d8", "f7-f6", "g7-g6", "g8-f6", "g8-h6", "h7-h6", "h8-f6"}));
}

TEST_F(Chaturaji, BoatLeapsTwoDiagonallyOverAnything) {
  // Red boat d4 surrounded on c3, c5, e3, e5: lands on b2 (empty), f6 (captures Green),
  // not b6 (own pawn) nor f2 (partner's king).
  Position pos = at(fen4('R', "bK,6,rK/8/1,rP,3,gP,2/2,gR,1,bN,3/3,rB,4/2,bP,1,yP,3/5,yK,2/7,gK"));
  EXPECT_EQ(legal_from(pos, "d4"), (V{"d4-b2", "d4xf6"}));
}

TEST_F(Chaturaji, PawnsMoveAndCaptureInTheirArmysDirection) {
  const std::string board =
      "bK,6,yK/6,rN,1/3,rP,1,bP,2/2,gN,1,yN,1,gP,1/1,bN,1,rB,1,gP,2/2,yP,1,bP,3/8/rK,6,gK";
  Position red = at(fen4('R', board));  // down: d6-d5, captures c5 (Green); e5 is the partner's
  EXPECT_EQ(legal_from(red, "d6"), (V{"d6-d5", "d6xc5"}));
  Position green = at(fen4('G', board));  // left
  EXPECT_EQ(legal_from(green, "f4"), (V{"f4-e4", "f4xe5"}));
  EXPECT_EQ(legal_from(green, "g5"), (V{"g5-f5"}));
  Position yellow = at(fen4('Y', board));  // up
  EXPECT_EQ(legal_from(yellow, "c3"), (V{"c3-c4", "c3xb4"}));
  Position black = at(fen4('B', board));  // right
  EXPECT_EQ(legal_from(black, "e3"), (V{"e3-f3"}));
  EXPECT_EQ(legal_from(black, "f6"), (V{"f6-g6", "f6xg7"}));
}

TEST_F(Chaturaji, NoDoubleStepForPawns) {
  Position pos(*rules_);
  EXPECT_EQ(legal_from(pos, "e7"), (V{"e7-e6"}));
}

TEST_F(Chaturaji, PromotionTakesOneTypeFromThePool) {
  // Red's pool: two horses and an elephant: one move per type, and the pool shrinks.
  Position pos = at(fen4('R', "bK,6,rK/8/8/8/8/8/4,rP,1,rP,1/yK,2,gB,1,yB,2-pool=NNR,,,"));
  EXPECT_EQ(legal_from(pos, "e2"), (V{"e2-e1=N", "e2-e1=R", "e2xd1=N", "e2xd1=R"}));
  play(pos, "e2-e1=N");
  EXPECT_EQ(pos.at(*rules_->geometry().parse("e1")), make_piece(0, *rules_->type_by_letter('N')));
  EXPECT_EQ(pos.pool(0, *rules_->type_by_letter('N')), 1);
  EXPECT_EQ(pos.pool(0, *rules_->type_by_letter('R')), 1);
}

TEST_F(Chaturaji, PromotionIsCompulsoryWithAPool) {
  Position pos = at(fen4('R', "bK,6,rK/8/8/8/8/8/6,rP,1/yK,7-pool=B,,,"));
  EXPECT_EQ(legal_from(pos, "g2"), (V{"g2-g1=B"}));
  try {
    parse_move(pos, "g2-g1");
    FAIL() << "a pawn may not stay a pawn when its army has lost a piece";
  } catch (const MoveTextError& e) {
    EXPECT_EQ(e.kind(), MoveTextError::Kind::kIllegal);
  }
}

TEST_F(Chaturaji, PawnWaitsWithAnEmptyPoolThenPromotesOnCapture) {
  Position pos = at(fen4('Y', "7,bK/2,yP,5/8/8/4,yN,3/7,rK/yK,7/4,bR,3"));
  EXPECT_EQ(legal_from(pos, "c7"), (V{"c7-c8"}));
  play(pos, "c7-c8");
  ASSERT_EQ(pos.waiting(2).size(), 1u);
  EXPECT_TRUE(legal_from(pos, "c8").empty()) << "a waiting pawn cannot move";
  // Black takes the Yellow horse: the waiting pawn becomes a horse in the same move.
  play(pos, "e1xe4");
  EXPECT_EQ(to_fen(pos), fen4('R', "2,yN,4,bK/8/8/8/4,bR,3/7,rK/yK,7/8"));
  EXPECT_EQ(pos.pool(2, *rules_->type_by_letter('N')), 0);
  EXPECT_TRUE(pos.waiting(2).empty());
  pos.unmake();
  EXPECT_EQ(to_fen(pos), fen4('B', "2,yP,4,bK/8/8/8/4,yN,3/7,rK/yK,7/4,bR,3-wait=,,c8,"));
}

TEST_F(Chaturaji, TheLongestWaitingPawnPromotesFirst) {
  // f8 has waited longer than c8 (the wait field lists the oldest first).
  Position pos = at(fen4('B', "2,yP,2,yP,1,bK/8/8/8/4,yB,3/7,rK/yK,7/4,bR,3-wait=,,f8.c8,"));
  play(pos, "e1xe4");
  EXPECT_EQ(to_fen(pos), fen4('R', "2,yP,2,yB,1,bK/8/8/8/4,bR,3/7,rK/yK,7/8-wait=,,c8,"));
}

TEST_F(Chaturaji, CapturedPiecesGoToThePoolAndPawnsDoNot) {
  Position pos = at(fen4('B', "7,bK/8/8/8/4,yN,3/4,yP,3/yK,6,rK/4,bR,3"));
  play(pos, "e1xe3");  // a pawn: no pool entry
  EXPECT_EQ(to_fen(pos), fen4('R', "7,bK/8/8/8/4,yN,3/4,bR,3/yK,6,rK/8"));
  play(pos, "h2-h1 -- a2-a3 e3xe4");  // the horse goes to Yellow's pool
  EXPECT_EQ(pos.pool(2, *rules_->type_by_letter('N')), 1);
}

TEST_F(Chaturaji, AnArmyWithoutMovesPasses) {
  // Green has no pieces; Yellow's pawns are blocked or waiting.
  Position pos = at(fen4('G', "bK,1,yP,4,rK/8/8/4,rP,3/4,yP,3/8/8/8-wait=,,c8,"));
  EXPECT_EQ(legal_texts(pos), (V{"--"}));
  play(pos, "--");
  EXPECT_EQ(legal_texts(pos), (V{"--"}));
  play(pos, "--");
  EXPECT_EQ(legal_texts(pos), (V{"a8-a7", "a8-b7", "a8-b8"}));
  EXPECT_THROW(parse_move(pos, "--"), MoveTextError) << "no pass while a move exists";
}

TEST_F(Chaturaji, NoCheck) {
  // The Red king may step onto rank 3, which the Black elephant attacks; the Yellow king,
  // attacked on a1, may stay there while Yellow moves a pawn.
  Position pos = at(fen4('R', "8/8/8/8/3,rK,4/bR,7/8/yK,1,yP,3,gK,bK"));
  EXPECT_EQ(legal_from(pos, "d4"),
            (V{"d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"}));
  Position yellow = at(fen4('Y', "8/8/8/8/3,rK,4/bR,7/8/yK,1,yP,3,gK,bK"));
  EXPECT_EQ(legal_from(yellow, "c1"), (V{"c1-c2"}));
  EXPECT_EQ(legal_from(yellow, "a1"), (V{"a1-a2", "a1-b1", "a1-b2"}));
}

TEST_F(Chaturaji, KingsAreCapturedAndTheGameEndsWithBothOfATeam) {
  // Green's king is gone; Red takes the Black king on e5: Green and Black have lost.
  Position pos = at(fen4('R', "7,rK/8/8/4,bK,3/8/2,gP,5/8/yK,3,rR,3"));
  EXPECT_FALSE(outcome(pos).finished());
  play(pos, "e1xe5");
  EXPECT_EQ(pos.royal_count(3), 0);
  EXPECT_TRUE(legal_texts(pos).empty());
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kKingsCaptured);
  EXPECT_EQ(o.winner(), 0);
  EXPECT_EQ(result_text(o), "1-0");
}

TEST_F(Chaturaji, AnArmyWithoutItsKingKeepsMoving) {
  // Red's king is gone but Yellow's is not: Red still moves its elephant.
  Position pos = at(fen4('R', "8/8/8/8/8/8/8/yK,3,rR,2,gK"));
  EXPECT_FALSE(outcome(pos).finished());
  EXPECT_EQ(legal_from(pos, "e1").size(), 13u);  // up 7, left 3, right 2 and the Green king
}

TEST_F(Chaturaji, DrawRules) {
  // No progress: 200 plies without capture or pawn move.
  Position pos = at("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-199-rK,7/8/8/8/8/8/8/yK,6,gK");
  EXPECT_FALSE(outcome(pos).finished());
  play(pos, "a8-b8");
  EXPECT_EQ(outcome(pos).termination, Termination::kNoProgress);
  // Threefold repetition, the same army to move.
  Position rep = at(fen4('R', "rK,7/8/8/8/8/8/8/yK,6,gK"));
  // Black has no pieces and passes.
  play(rep, "a8-b8 h1-h2 a1-b1 -- b8-a8 h2-h1 b1-a1 --");
  EXPECT_EQ(rep.repetitions(), 1);
  EXPECT_FALSE(outcome(rep).finished());
  play(rep, "a8-b8 h1-h2 a1-b1 -- b8-a8 h2-h1 b1-a1 --");
  EXPECT_EQ(outcome(rep).termination, Termination::kRepetition);
  EXPECT_EQ(result_text(outcome(rep)), "1/2-1/2");
}

TEST_F(Chaturaji, DrawRulesAreOptions) {
  auto plain = rule_sets::make("chaturaji", {.repetition_draw = false, .no_progress_draw = false});
  Position pos =
      parse_fen(*plain, "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-400-rK,7/8/8/8/8/8/8/yK,6,gK");
  EXPECT_FALSE(outcome(pos).finished());
}

}  // namespace
}  // namespace chatur::engine
