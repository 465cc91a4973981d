// Hand-checked positions for every rule of docs/rules/chaturanga-4-84.md.
#include <gtest/gtest.h>

#include "engine/diagram.h"
#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_from;
using testing::legal_texts;
using testing::place;
using testing::play;
using V = std::vector<std::string>;

constexpr int kRed = 0, kGreen = 1, kYellow = 2, kBlack = 3;

class Chaturanga484 : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> rules_ = testing::rules("chaturanga-4-84");
  // Every army keeps its king on its start square, so that the game is on and each army has
  // moves.
  const std::string kings_ = "rKg10 gKj4 yKd1 bKa7";
  Position at(int to_move, const std::string& pieces, const std::vector<std::string>& hands = {},
              const std::vector<std::string>& pools = {}) {
    return place(*rules_, to_move, kings_ + " " + pieces, hands, pools);
  }
};

TEST_F(Chaturanga484, TheBoardAndSetupMatchTheSeedsDiagram) {
  EXPECT_EQ(rules_->geometry().squares().size(), 84u);
  Position pos(*rules_);
  // The seed's diagram, rank 10 at the top; blanks are the missing squares.
  EXPECT_EQ(diagram(pos),
            " 10             rN rB rK rQ rR\n"
            "  9 bR bP .  .  rP rP rP rP rP\n"
            "  8 bQ bP .  .  .  .  .  .  .\n"
            "  7 bK bP .  .  .  .  .  .  .\n"
            "  6 bB bP .  .  .  .  .  .  gP gN\n"
            "  5 bN bP .  .  .  .  .  .  gP gB\n"
            "  4    .  .  .  .  .  .  .  gP gK\n"
            "  3    .  .  .  .  .  .  .  gP gQ\n"
            "  2    yP yP yP yP yP .  .  gP gR\n"
            "  1    yR yQ yK yB yN\n"
            "    a  b  c  d  e  f  g  h  i  j\n");
  for (int a = 0; a < 4; ++a) EXPECT_EQ(pos.hand(a, *rules_->type_by_letter('W')), 1);
}

TEST_F(Chaturanga484, OldSquaresTurnQueenRookBishopIntoFerzDabbabaAlfil) {
  Position queen = at(kRed, "rQe5 gPf6 yPd4");
  EXPECT_EQ(legal_from(queen, "e5"), (V{"e5-d6", "e5-f4", "e5xf6"}));
  // The rook leaps two squares straight, over the piece on f6.
  Position rook = at(kRed, "rRf5 bPf6 gPh5");
  EXPECT_EQ(legal_from(rook, "f5"), (V{"f5-d5", "f5-f3", "f5-f7", "f5xh5"}));
  Position bishop = at(kRed, "rBe6 bPf7 yPc8");
  EXPECT_EQ(legal_from(bishop, "e6"), (V{"e6-c4", "e6-g4", "e6-g8"}));
  // Away from the old squares the queen is a queen and may cross them.
  Position free = at(kRed, "rQd4 yPc3 yPc4 yPc5 yPd3 yPe3 yPd5 yPe4");
  EXPECT_EQ(legal_from(free, "d4"), (V{"d4-e5", "d4-f6", "d4-g7", "d4-h8", "d4-i9"}));
  // King, knight and wazir ignore the old squares.
  Position knight = at(kRed, "rNe5");
  EXPECT_EQ(legal_from(knight, "e5").size(), 8u);
}

TEST_F(Chaturanga484, WazirIsDroppedAnywhereButTheOldSquares) {
  Position pos = at(kRed, "", {"W", "", "", ""});
  V drops;
  for (const auto& m : legal_texts(pos))
    if (m[0] == 'W') drops.push_back(m);
  EXPECT_EQ(drops.size(), 84u - 4 - 4);  // all empty squares but the old ones
  for (const char* old : {"W@e5", "W@f5", "W@e6", "W@f6"})
    EXPECT_THROW(parse_move(pos, old), MoveTextError) << old;
  play(pos, "W@c4");
  EXPECT_EQ(pos.hand(kRed, *rules_->type_by_letter('W')), 0);
  EXPECT_EQ(pos.at(*rules_->geometry().parse("c4")),
            make_piece(kRed, *rules_->type_by_letter('W')));
}

TEST_F(Chaturanga484, ACapturedWazirGoesToThePoolNotToHand) {
  Position pos = at(kGreen, "rWc4 gRc8");
  play(pos, "c8xc4");
  const int wazir = *rules_->type_by_letter('W');
  EXPECT_EQ(pos.hand(kRed, wazir), 0);
  EXPECT_EQ(pos.pool(kRed, wazir), 1);
}

TEST_F(Chaturanga484, PawnsLeapOverThePieceInFront) {
  // Red (down): e8 is occupied by any army's piece and e7 is empty.
  Position red = at(kRed, "rPe9 gNe8 rPf9 gPf8 bPf7");
  EXPECT_EQ(legal_from(red, "e9"), (V{"e9-e7", "e9xf8"}));
  EXPECT_EQ(legal_from(red, "f9"), (V{"f9xe8"})) << "the landing square f7 is occupied";
  // Yellow (up) leaps over its partner's piece.
  Position yellow = at(kYellow, "yPc3 rPc4");
  EXPECT_EQ(legal_from(yellow, "c3"), (V{"c3-c5"}));
  // Black (right): the landing square j7 does not exist.
  Position black = at(kBlack, "bPh7 yPi7");
  EXPECT_EQ(legal_from(black, "h7"), V{});
  // Green (left): no leap over an empty square.
  Position green = at(kGreen, "gPf3");
  EXPECT_EQ(legal_from(green, "f3"), (V{"f3-e3"}));
}

TEST_F(Chaturanga484, KingsSwapWithAdjacentPiecesOfTheirSide) {
  Position pos = at(kRed, "rPf9 yNh9 gPg9");
  EXPECT_EQ(legal_from(pos, "g10"), (V{"g10-f10", "g10-f9", "g10-h10", "g10-h9", "g10xg9"}));
  play(pos, "g10-h9");
  EXPECT_EQ(pos.at(*rules_->geometry().parse("g10")),
            make_piece(kYellow, *rules_->type_by_letter('N')));
  EXPECT_EQ(pos.royal_square(kRed), *rules_->geometry().parse("h9"));
}

TEST_F(Chaturanga484, APawnSwappedOntoAPromotionSquareDoesNotPromoteThenButMayLater) {
  Position pos = place(*rules_, kRed, "rKc1 rPc2 gKj4 yKe3 bKa7", {}, {"Q", "", "", ""});
  play(pos, "c1-c2");
  const Square c1 = *rules_->geometry().parse("c1");
  EXPECT_EQ(pos.at(c1), make_piece(kRed, rules_->pawn_type()));
  play(pos, "j4-j5 e3-e4 a7-a8");
  EXPECT_EQ(legal_from(pos, "c1"), (V{"c1=Q"}));
  // Without the piece letter it is no move.
  EXPECT_THROW(parse_move(pos, "c1="), MoveTextError);
  play(pos, "c1=Q");
  EXPECT_EQ(pos.at(c1), make_piece(kRed, *rules_->type_by_letter('Q')));
  EXPECT_EQ(pos.pool(kRed, *rules_->type_by_letter('Q')), 0);
}

TEST_F(Chaturanga484, PromotionIsOptionalAndOnlyToLostPieces) {
  Position empty_pool = at(kRed, "rPc2");
  EXPECT_EQ(legal_from(empty_pool, "c2"), (V{"c2-c1"}));
  Position pool = at(kRed, "rPc2", {}, {"QN", "", "", ""});
  EXPECT_EQ(legal_from(pool, "c2"), (V{"c2-c1", "c2-c1=N", "c2-c1=Q"}));
}

TEST_F(Chaturanga484, EnemySetupSquaresPromote) {
  // j3 is where the Green queen starts: a promotion square for Red, not for Yellow.
  Position red = place(*rules_, kRed, "rKg10 gKj6 yKd1 bKa7 rPj4", {}, {"R", "", "", ""});
  // j4 is itself the Green king's start square: the pawn may also promote where it stands.
  EXPECT_EQ(legal_from(red, "j4"), (V{"j4-j3", "j4-j3=R", "j4=R"}));
  // Red's squares of the seed's diagram: b1-f1, g2-j2, a5 (far side), a5-a9 and j2-j6 (the
  // setup squares of Black's and Green's pieces); not pawn starts, not Red's own setup.
  auto zone = [&](const char* sq) {
    return rules_->in_promotion_zone(kRed, *rules_->geometry().parse(sq));
  };
  int count = 0;
  for (Square s : rules_->geometry().squares()) count += rules_->in_promotion_zone(kRed, s);
  EXPECT_EQ(count, 5 + 4 + 5 + 4);
  for (const char* sq : {"b1", "f1", "g2", "j2", "a5", "a9", "j3", "j6"})
    EXPECT_TRUE(zone(sq)) << sq;
  for (const char* sq : {"b5", "i6", "h10", "b4", "e5"}) EXPECT_FALSE(zone(sq)) << sq;
  EXPECT_FALSE(rules_->geometry().parse("a4")) << "a missing square";
}

TEST_F(Chaturanga484, CapturingAQueenOrKingPromotes) {
  Position pos = at(kRed, "rPe8 gQd7 bNf7", {}, {"B", "", "", ""});
  EXPECT_EQ(legal_from(pos, "e8"), (V{"e8-e7", "e8xd7", "e8xd7=B", "e8xf7"}));
  play(pos, "e8xd7");
  // Capturing a queen gives no later right to promote in place.
  play(pos, "j4-j5 d1-d2 a7-a6");
  EXPECT_EQ(legal_from(pos, "d7"), (V{"d7-d6"}));
}

TEST_F(Chaturanga484, StalemateLoses) {
  // Green has no pieces and no wazir in hand, and it is Green's turn: Green and Black lose.
  Position pos = place(*rules_, kGreen, "rKg10 bKa7");
  EXPECT_TRUE(legal_texts(pos).empty());
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kStalemate);
  EXPECT_EQ(result_text(o), "1-0");
  // With a wazir in hand it could drop it.
  Position hand = place(*rules_, kGreen, "rKg10 bKa7", {"", "W", "", ""});
  EXPECT_FALSE(outcome(hand).finished());
}

TEST_F(Chaturanga484, OccupyingAllFourOldSquaresWins) {
  Position pos = at(kRed, "rNe5 yPf5 rWe6 rNh7");
  EXPECT_FALSE(outcome(pos).finished());
  play(pos, "h7-f6");
  EXPECT_TRUE(legal_texts(pos).empty());
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kWinSquares);
  EXPECT_EQ(result_text(o), "1-0");
}

TEST_F(Chaturanga484, CapturingBothKingsWins) {
  Position no_green = place(*rules_, kRed, "rKg10 rRb3 bKb7");
  play(no_green, "b3xb7");
  EXPECT_EQ(outcome(no_green).termination, Termination::kKingsCaptured);
  EXPECT_EQ(result_text(outcome(no_green)), "1-0");
}

}  // namespace
}  // namespace chatur::engine
