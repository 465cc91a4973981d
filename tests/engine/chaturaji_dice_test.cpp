// Hand-checked positions for the dice rule sets, chaturaji-dice and chaturaji-biruni: every test
// situation of the rules (the dice turn, payments, the bonus, quiet rounds).
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_from;
using testing::legal_texts;
using testing::play;
using V = std::vector<std::string>;

Position at(const RuleSet& rules, char turn, const std::string& rest,
            const std::string& points = "0,0,0,0", int clock = 0) {
  return parse_fen(rules, testing::fen4(turn, rest, points, clock));
}

TEST(ChaturajiDice, PerftCountsPliesNotRolls) {
  auto rules = testing::rules("chaturaji-dice");
  Position pos(*rules);
  const Roll two_three[] = {{2, 3}};
  EXPECT_EQ(perft(pos, 1, two_three), 4u);
  EXPECT_EQ(perft(pos, 2, two_three), 9u);
  EXPECT_TRUE(pos.awaiting_roll());
  pos.roll(2, 3);
  EXPECT_EQ(legal_texts(pos), (V{"--", "g8-f6", "g8-h6", "h8-f6"}));
  pos.unroll();
  // Every elephant is boxed in: four passes.
  const Roll fours[] = {{4, 4}};
  EXPECT_EQ(perft(pos, 4, fours), 1u);
  EXPECT_EQ(perft(pos, 2), 0u);  // no rolls given: no turn can roll
}

TEST(ChaturajiDice, ADoubleMovesTwiceAndTheTurnEndsWhenTheDiceAreUsed) {
  auto rules = testing::rules("chaturaji-dice");
  Position pos(*rules);
  pos.roll(5, 5);
  play(pos, "e7-e6");
  EXPECT_EQ(pos.to_move(), 0);
  EXPECT_NE(to_fen(pos).find("-roll=5"), std::string::npos) << to_fen(pos);
  EXPECT_EQ(legal_from(pos, "e6"), (V{"e6-e5"}));
  play(pos, "e6-e5");
  EXPECT_EQ(pos.to_move(), 1);
  EXPECT_TRUE(pos.awaiting_roll());
}

TEST(ChaturajiDice, APawnPromotedWithOneDieMovesAsItsNewTypeWithTheOther) {
  auto rules = testing::rules("chaturaji-dice");
  // Red pawns f2 and h4, king and elephant-less: f1 is the elephant square, permitted.
  Position pos = at(*rules, 'R', "4,rK,2,gK/1,gN,6/8/7,rP/8/1,bP,6/5,rP,2/bK,2,yK,2,yN,1");
  pos.roll(4, 5);
  play(pos, "f2-f1=R");
  const V elephant = legal_from(pos, "f1");
  EXPECT_NE(std::find(elephant.begin(), elephant.end(), "f1-f4"), elephant.end());
  play(pos, "f1-f4");
  EXPECT_EQ(pos.to_move(), 1);
}

TEST(ChaturajiDice, AKingInHandIsPlacedWithoutARoll) {
  auto rules = testing::rules("chaturaji-dice");
  Position pos =
      at(*rules, 'R',
         "7,gK/8/8/4,rP,3/6,gR,1/1,bP,6/3,yP,4/bK,2,yK,2,gP,1-hand=K,,,-cap=g,,,-ret=1,0,0,1");
  EXPECT_FALSE(pos.awaiting_roll());
  for (const auto& m : legal_texts(pos)) EXPECT_EQ(m.substr(0, 2), "K@");
}

TEST(ChaturajiBiruni, TwoElephantsMovesFromFourAndSix) {
  auto rules = testing::rules("chaturaji-biruni");
  Position pos = at(*rules, 'R', "4,rK,rR,1,gK/4,rP,3/8/8/8/8/1,bP,6/bK,2,yK,3,gP");
  pos.roll(4, 6);
  play(pos, "f8-f7");
  EXPECT_EQ(pos.to_move(), 0);
  EXPECT_EQ(legal_from(pos, "f7").size(), 9u);  // the same elephant again
}

TEST(ChaturajiBiruni, WithoutItsKingAnArmyMovesPawnsOnOneAndFive) {
  auto rules = testing::rules("chaturaji-biruni");
  Position pos = at(*rules, 'R', "7,gK/4,rP,3/8/8/8/8/1,bP,6/bK,2,yK,3,gP-cap=g,,,");
  pos.roll(1, 5);
  play(pos, "e7-e6");
  EXPECT_NE(to_fen(pos).find("-roll=5"), std::string::npos);  // the smaller die is used
  play(pos, "e6-e5");
  EXPECT_EQ(pos.to_move(), 1);
}

TEST(ChaturajiBiruni, EveryCapturedPieceIsPaidForTheTriumphToo) {
  auto rules = testing::rules("chaturaji-biruni");
  Position pos = at(*rules, 'R', "rK,6,gK/8/2,rB,5/3,yB,bB,3/3,gB,4/8/8/bK,2,yK,3,gP");
  pos.roll(2, 3);
  play(pos, "c6-e4");
  EXPECT_EQ(pos.points(0), 6);
  EXPECT_EQ(pos.points(1), -2);
  EXPECT_EQ(pos.taken(0, 2), 2);
}

TEST(ChaturajiBiruni, TheKingsBonusEndsTheGame) {
  auto rules = testing::rules("chaturaji-biruni");
  // Red took Green's and Yellow's kings; Green took Red's boat, Yellow two Red pawns.
  Position pos =
      at(*rules, 'R',
         "4,rK,3/bP,7/2,rN,5/8/1,bK,6/8/2,yR,1,rP,1,gP,1/8-cap=,r,r,-took=0.5.5.0,2.0.0.0,"
         "2.0.0.0,",
         "6,-3,-3,0");
  pos.roll(3, 4);
  play(pos, "c6xb4");
  const Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kBonus);
  EXPECT_EQ(o.points, (std::array<int, 4>{50, -16, -16, -18}));
  EXPECT_EQ(o.placements, (std::array<int, 4>{1, 2, 2, 4}));
  EXPECT_EQ(legal_texts(pos), V{});
}

TEST(ChaturajiBiruni, QuietRoundsEndTheGamePlacedByPoints) {
  auto rules = testing::rules("chaturaji-biruni");
  Position pos =
      at(*rules, 'B', "4,rK,2,gK/1,bP,6/2,rN,5/8/4,rP,3/2,gN,5/8/bK,2,yK,4-took=0.4.0.0,,,",
         "4,-4,0,0", 79);
  pos.roll(5, 5);
  play(pos, "--");
  const Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kQuietRounds);
  EXPECT_EQ(o.points, (std::array<int, 4>{4, -4, 0, 0}));
  EXPECT_EQ(o.placements, (std::array<int, 4>{1, 4, 2, 2}));
  EXPECT_FALSE(has_legal_move(pos));
}

}  // namespace
}  // namespace chatur::engine
