// The army table: per army its seats played, places, firsts and the score its places are worth.
#include "ratings/army_table.h"

#include <gtest/gtest.h>

namespace chatur::ratings {
namespace {

TEST(ArmyTable, CountsPlacesFirstsAndScoresByArmy) {
  // Army 2 first twice, army 0 once first and once on two seats (third and fourth).
  const std::vector<ArmyGame> games{
      {{0, 1, 2, 3}, {1, 2, 3, 4}},
      {{2, 0, 1, 0}, {1, 2, 3, 4}},
      {{2, 1, 3, 4}, {1, 1, 3, 4}},  // a shared first place: 5/6 each
  };
  const auto table = army_table(games, 6);
  ASSERT_EQ(table.size(), 5u);  // army 5 played no game
  EXPECT_EQ(table[0].army, 2);
  EXPECT_EQ(table[0].games, 3);
  EXPECT_EQ(table[0].place_sum, 5);
  EXPECT_EQ(table[0].firsts, 2);
  EXPECT_NEAR(table[0].score, 1.0 / 3 + 1 + 5.0 / 6, 1e-12);
  // Armies 0 (1, 2, 4: 7/3) and 1 (2, 3, 1: 2) by average place: 1 first.
  EXPECT_EQ(table[1].army, 1);
  EXPECT_EQ(table[1].firsts, 1);
  EXPECT_EQ(table[2].army, 0);
  EXPECT_EQ(table[2].games, 3);
  EXPECT_NEAR(table[2].average_place(), 7.0 / 3, 1e-12);
  EXPECT_NEAR(table[2].score_share(), (1 + 2.0 / 3 + 0) / 3, 1e-12);
  EXPECT_EQ(table[4].army, 4);
  EXPECT_EQ(table[4].place_sum, 4);
  const std::string text = format_army_table(table, {"a", "b", "c", "d", "e", "f"});
  EXPECT_NE(text.find("   1  c          3    1.67       2   72.2%"), std::string::npos) << text;
}

TEST(ArmyTable, RefusesMalformedGames) {
  EXPECT_THROW(army_table({{{0, 1, 2}, {1, 2, 3, 4}}}, 4), std::invalid_argument);
  EXPECT_THROW(army_table({{{0, 1, 2, 7}, {1, 2, 3, 4}}}, 4), std::invalid_argument);
  EXPECT_THROW(army_table({{{0, 1, 2, 3}, {1, 1, 2, 4}}}, 4), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::ratings
