#include "ratings/team_ratings.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

namespace chatur::ratings {
namespace {

// Four engines in seats games: 0 and 1 strong, 2 and 3 weak; every partnership appears, and
// each team takes the first seat in turn so that the first-move term is identified.
std::vector<GameResult> seats_games() {
  std::vector<GameResult> games;
  const int teams[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};  // {a, b} against {c, d}
  for (int round = 0; round < 8; ++round) {
    for (const auto& t : teams) {
      const bool strong_pair = t[1] == 1;
      const double score_ab =
          strong_pair ? (round % 4 == 3 ? 0.0 : 1.0) : (round % 2 ? 0.75 : 0.25);
      // Seats in turn order alternate teams; the first seat changes team every round.
      if (round % 2 == 0) {
        games.push_back(
            {{t[0], t[2], t[1], t[3]}, {0, 1, 0, 1}, {score_ab, 1 - score_ab}, {}, {}, ""});
      } else {
        games.push_back(
            {{t[2], t[0], t[3], t[1]}, {0, 1, 0, 1}, {1 - score_ab, score_ab}, {}, {}, ""});
      }
    }
  }
  return games;
}

TEST(TeamRatings, AdditiveStrengthsWithBootstrap) {
  TeamOptions options;
  options.bootstrap.resamples = 200;
  const RatingTable t = fit_team_ratings(seats_games(), 4, options);
  EXPECT_GT(t.rating[0], t.rating[2]);
  EXPECT_GT(t.rating[1], t.rating[3]);
  EXPECT_NEAR(t.rating[0], t.rating[1], 1e-6);  // the mixed pairings are even
  for (int i = 0; i < 4; ++i) {
    EXPECT_LE(t.lower[i], t.rating[i]);
    EXPECT_GE(t.upper[i], t.rating[i]);
  }
  EXPECT_EQ(t.resamples + t.failed_resamples, 200);
  // The same seed gives the same intervals.
  const RatingTable again = fit_team_ratings(seats_games(), 4, options);
  EXPECT_EQ(t.lower, again.lower);
  EXPECT_EQ(t.upper, again.upper);
}

TEST(TeamRatings, APriorKeepsACleanSweepFinite) {
  // Players 0 and 1 always partner against 2 and 3, and win every game: without a prior no
  // rating is finite, and the partners are not told apart.
  std::vector<GameResult> games;
  for (int g = 0; g < 6; ++g) {
    if (g % 2 == 0)
      games.push_back({{0, 2, 1, 3}, {0, 1, 0, 1}, {1.0, 0.0}, {}, {}, ""});
    else
      games.push_back({{2, 0, 3, 1}, {0, 1, 0, 1}, {0.0, 1.0}, {}, {}, ""});
  }
  TeamOptions plain;
  plain.bootstrap.resamples = 20;
  EXPECT_THROW(fit_team_ratings(games, 4, plain), std::domain_error);
  TeamOptions prior = plain;
  prior.prior_sd = 400;
  const RatingTable t = fit_team_ratings(games, 4, prior);
  EXPECT_GT(t.rating[0], t.rating[2] + 100);
  EXPECT_NEAR(t.rating[0], t.rating[1], 1e-6);
  EXPECT_TRUE(std::isfinite(t.rating[0]));
}

}  // namespace
}  // namespace chatur::ratings
