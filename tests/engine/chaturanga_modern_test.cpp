// Hand-checked positions for chaturanga-modern: captor control in teams and free-for-all, free
// promotion, no boat triumph.
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::fen4;
using testing::legal_from;
using testing::place;
using testing::play;
using V = std::vector<std::string>;

std::unique_ptr<const RuleSet> modern(bool ffa) {
  RuleOptions options;
  if (ffa) options.mode = RuleOptions::Mode::kFreeForAll;
  return rule_sets::make("chaturanga-modern", options);
}

TEST(ChaturangaModern, TheCaptorTakesTheArmyAndItsSide) {
  auto rules = modern(false);
  Position pos = place(*rules, 1, "rKd5 gNf4 rRb4 yPb2 gPb6 bPc4 yPa3 gKh1 yKh8 bKa8");
  play(pos, "f4xd5");
  EXPECT_EQ(pos.controller(0), 1);
  EXPECT_NE(to_fen(pos).find("-ctl=g,g,y,b"), std::string::npos) << to_fen(pos);
  // Yellow may now take Red's pieces.
  EXPECT_EQ(legal_from(pos, "a3"), (V{"a3-a4", "a3xb4"}));
  play(pos, "h8-g8 a8-b8");
  // Red's elephant, moved by Green's player, takes Yellow's pawn, not Green's or Black's.
  EXPECT_EQ(legal_from(pos, "b4"), (V{"b4-a4", "b4-b3", "b4-b5", "b4xb2"}));
  // Taken back, everything is as before.
  pos.unmake();
  pos.unmake();
  pos.unmake();
  EXPECT_EQ(pos.controller(0), 0);
  EXPECT_EQ(legal_from(pos, "f4").size(), 8u);
  EXPECT_EQ(legal_from(pos, "f4").back(), "f4xd5");
}

TEST(ChaturangaModern, ThreePromotionsPerSquareNoPool) {
  auto rules = modern(false);
  Position pos = place(*rules, 0, "rPe2 gNd1 yNf1 rKh8 gKh4 yKa3 bKa8");
  EXPECT_EQ(legal_from(pos, "e2"),
            (V{"e2-e1=B", "e2-e1=N", "e2-e1=R", "e2xd1=B", "e2xd1=N", "e2xd1=R"}));
}

TEST(ChaturangaModern, FreeForAllControlPassesOnWithTheArmiesControlled) {
  auto rules = modern(true);
  // Green controls Red (Red lost its king first); Yellow takes Green's king.
  Position pos =
      parse_fen(*rules, fen4('Y', "bK,7/8/8/8/8/2,gK,5/1,yP,6/rR,2,yK,4-ctl=g,g,y,b-out=1,,,"));
  play(pos, "b2xc3");
  for (int a : {0, 1, 2}) EXPECT_EQ(pos.controller(a), 2) << a;
  EXPECT_EQ(pos.controller(3), 3);
  EXPECT_EQ(pos.out_order(1), 2);
  EXPECT_FALSE(outcome(pos).finished());
  // In a free-for-all Red's elephant, now Yellow's, is Black's enemy and Yellow's friend.
  EXPECT_EQ(pos.relation(3, pos.at(*rules->geometry().parse("a1"))), Relation::kEnemy);
  EXPECT_EQ(pos.relation(2, pos.at(*rules->geometry().parse("a1"))), Relation::kFriend);
}

TEST(ChaturangaModern, FreeForAllPlacesInReverseOrderOfLosing) {
  auto rules = modern(true);
  Position pos =
      parse_fen(*rules, fen4('Y', "bK,7/yR,7/8/8/8/8/8/rR,2,yK,4-ctl=y,y,y,b-out=1,2,,"));
  play(pos, "a7xa8");
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kKingsCaptured);
  EXPECT_TRUE(o.free_for_all());
  EXPECT_EQ(result_text(o), "*");
  EXPECT_EQ(o.placements, (std::array<int, 4>{4, 3, 1, 2}));
  EXPECT_EQ(o.winner(), -1);
}

TEST(ChaturangaModern, TeamsEndWhenBothOriginalKingsOfATeamAreGone) {
  auto rules = modern(false);
  // Red is controlled by Green; Black takes Yellow's king.
  Position pos = parse_fen(*rules, fen4('B', "8/8/8/8/8/2,bN,5/8/3,yK,3,gK-ctl=g,g,y,b-out=1,,,"));
  play(pos, "c3xd1");
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kKingsCaptured);
  EXPECT_EQ(result_text(o), "0-1");
}

TEST(ChaturangaModern, NoBoatTriumph) {
  auto rules = modern(false);
  Position pos = place(*rules, 0, "rBc6 gBd4 yBd5 bBe5 rKh8 gKh1 yKa1 bKa8");
  play(pos, "c6-e4");
  EXPECT_EQ(pos.pieces(1).size(), 2u);
  EXPECT_EQ(pos.pieces(2).size(), 2u);
  EXPECT_EQ(pos.pieces(3).size(), 2u);
}

TEST(ChaturangaModern, ModeIsAnOptionOfThisRuleSetOnly) {
  RuleOptions options;
  rule_sets::set_option(options, "mode=ffa");
  EXPECT_EQ(options.mode, RuleOptions::Mode::kFreeForAll);
  EXPECT_THROW(rule_sets::set_option(options, "mode=pairs"), std::invalid_argument);
  EXPECT_THROW(rule_sets::make("chaturaji", options), std::invalid_argument);
  EXPECT_TRUE(rule_sets::make("chaturanga-modern", options)->free_for_all());
}

}  // namespace
}  // namespace chatur::engine
