#include "ratings/game_result.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace chatur::ratings {
namespace {

TEST(GameResult, PlacementScoresShareTies) {
  EXPECT_EQ(placement_scores({1, 2, 3, 4}), (std::vector<double>{1.0, 2.0 / 3, 1.0 / 3, 0.0}));
  EXPECT_EQ(placement_scores({3, 1, 1, 4}), (std::vector<double>{1.0 / 3, 5.0 / 6, 5.0 / 6, 0.0}));
  EXPECT_EQ(placement_scores({1, 1, 1, 1}), (std::vector<double>(4, 0.5)));
  EXPECT_EQ(placement_scores({2, 1}), (std::vector<double>{0.0, 1.0}));
}

TEST(GameResult, PlacesAreARanking) {
  GameResult game{{0, 1, 2, 3}, {0, 1, 2, 3}, {0.5, 0.5, 0.5, 0.5}, {1, 1, 3, 4}, {}, ""};
  EXPECT_NO_THROW(validate_game(game, 4));
  game.side_place = {2, 2, 1, 2};
  EXPECT_NO_THROW(validate_game(game, 4));
  for (const std::vector<int>& bad : std::vector<std::vector<int>>{
           {1, 1, 2, 4}, {1, 2, 3, 3, 4}, {0, 1, 2, 3}, {2, 2, 3, 4}, {1, 2, 3, 5}}) {
    game.side_place = bad;
    EXPECT_THROW(validate_game(game, 4), std::invalid_argument) << ::testing::PrintToString(bad);
  }
}

}  // namespace
}  // namespace chatur::ratings
