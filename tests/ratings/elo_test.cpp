#include "ratings/elo.h"

#include <gtest/gtest.h>

#include <limits>
#include <vector>

namespace chatur::ratings {
namespace {

TEST(Elo, TrinomialMatchesFastchess) {
  const EloEstimate e = elo_from_wdl(136, 111, 96);
  EXPECT_NEAR(e.elo, 40.70, 0.005);
  EXPECT_NEAR(e.elo_error, 30.43, 0.005);
  EXPECT_NEAR(e.nelo, 49.77, 0.005);
  EXPECT_NEAR(e.nelo_error, 36.77, 0.005);
  EXPECT_NEAR(100 * e.los, 99.60, 0.005);
}

TEST(Elo, NormalizedMatchesFastchess) {
  const EloEstimate e = elo_from_wdl(76, 123, 89);
  EXPECT_NEAR(e.nelo, -20.76, 0.005);
  EXPECT_NEAR(e.nelo_error, 40.13, 0.005);
  EXPECT_NEAR(100 * e.los, 15.53, 0.005);
  const EloEstimate lopsided = elo_from_wdl(34, 0, 356);
  EXPECT_NEAR(lopsided.nelo, -508.44, 0.005);
  EXPECT_NEAR(lopsided.nelo_error, 34.48, 0.005);
}

TEST(Elo, PentanomialMatchesFastchess) {
  const EloEstimate e = elo_from_pentanomial({34, 54, 63, 64, 75});
  EXPECT_NEAR(e.elo, 55.58, 0.005);
  EXPECT_NEAR(e.elo_error, 27.65, 0.005);
  EXPECT_NEAR(e.nelo, 57.94, 0.005);
  EXPECT_NEAR(e.nelo_error, 28.28, 0.005);
  const EloEstimate f = elo_from_pentanomial({332, 433, 498, 333, 334});
  EXPECT_NEAR(f.elo, -8.64, 0.005);
  EXPECT_NEAR(f.elo_error, 10.33, 0.005);
  EXPECT_NEAR(100 * f.los, 5.05, 0.005);
}

TEST(Elo, GameScoresGeneraliseWdl) {
  std::vector<double> scores(136, 1.0);
  scores.insert(scores.end(), 111, 0.5);
  scores.insert(scores.end(), 96, 0.0);
  const EloEstimate a = elo_from_game_scores(scores);
  const EloEstimate b = elo_from_wdl(136, 111, 96);
  EXPECT_NEAR(a.elo, b.elo, 1e-9);
  EXPECT_NEAR(a.elo_error, b.elo_error, 1e-9);
  // A half-win is worth 3/4 as it is.
  const std::vector<double> half_wins{0.75, 0.75, 0.25, 0.5};
  EXPECT_DOUBLE_EQ(elo_from_game_scores(half_wins).score, 0.5625);
}

TEST(Elo, CleanSweepHasAnInfiniteError) {
  const EloEstimate e = elo_from_wdl(3, 0, 0);
  EXPECT_EQ(e.elo, std::numeric_limits<double>::infinity());
  EXPECT_EQ(e.elo_error, std::numeric_limits<double>::infinity());
  EXPECT_EQ(e.los, 1.0);
  EXPECT_EQ(elo_from_wdl(0, 1, 0).elo_error, 0.0);
}

TEST(Elo, ConversionsAreInverse) {
  EXPECT_NEAR(score_to_elo(elo_to_score(123.0)), 123.0, 1e-9);
  EXPECT_NEAR(elo_to_score(0.0), 0.5, 1e-15);
}

}  // namespace
}  // namespace chatur::ratings
