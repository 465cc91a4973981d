#include "ratings/plackett_luce.h"

#include <gtest/gtest.h>

#include <vector>

namespace chatur::ratings {
namespace {

TEST(TeamRatings, PlackettLuceOrdersByPlacements) {
  // Player 0 usually first, 3 usually last; rotating seats.
  std::vector<GameResult> games;
  const int orders[4][4] = {{1, 2, 3, 4}, {2, 1, 3, 4}, {1, 3, 2, 4}, {1, 2, 4, 3}};
  for (int g = 0; g < 12; ++g) {
    const int* place = orders[g % 4];
    GameResult game{
        {0, 1, 2, 3}, {0, 1, 2, 3}, {}, {place[0], place[1], place[2], place[3]}, {}, ""};
    for (int s = 0; s < 4; ++s) game.side_score.push_back((4.0 - place[s]) / 3.0);
    games.push_back(game);
  }
  BootstrapOptions options;
  options.resamples = 100;
  const RatingTable t = fit_placements(games, 4, options);
  EXPECT_GT(t.rating[0], t.rating[1]);
  EXPECT_GT(t.rating[1], t.rating[2]);
  EXPECT_GT(t.rating[2], t.rating[3]);
  EXPECT_GT(t.los(0, 3), 0.9);
}

}  // namespace
}  // namespace chatur::ratings
