#include "ratings/bradley_terry.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

namespace chatur::ratings {
namespace {

GameResult duel(int white, int black, double white_score) {
  return {{white, black}, {0, 1}, {white_score, 1.0 - white_score}, {}, {}, ""};
}

// Ten games between a and b, colours alternating with a White first; a's results in the order
// wins, draws, losses.
void add_match(std::vector<GameResult>& games, int a, int b, int wins, int draws, int losses) {
  std::vector<double> results(wins, 1.0);
  results.insert(results.end(), draws, 0.5);
  results.insert(results.end(), losses, 0.0);
  for (std::size_t k = 0; k < results.size(); ++k) {
    games.push_back(k % 2 == 0 ? duel(a, b, results[k]) : duel(b, a, 1.0 - results[k]));
  }
}

std::vector<GameResult> small_table() {
  std::vector<GameResult> games;
  add_match(games, 0, 1, 5, 3, 2);
  add_match(games, 0, 2, 6, 3, 1);
  add_match(games, 1, 2, 4, 4, 2);
  return games;
}

// Checked independently of this code: BayesElo's model and defaults give, as BayesElo prints
// them (its display scale, offset 0), A 80, B -12, C -68 with +-82, +-80, +-81 at 95%.
TEST(BradleyTerry, BayesEloDefaults) {
  const RatingTable t = fit_bayeselo(small_table(), 3);
  const std::vector<double> expected{80, -12, -68};
  const std::vector<double> half_width{82, 80, 81};
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(std::lround(t.rating[i]), expected[i]) << i;
    EXPECT_EQ(std::lround((t.upper[i] - t.lower[i]) / 2), half_width[i]) << i;
  }
  EXPECT_NEAR(t.rating[0] + t.rating[1] + t.rating[2], 0.0, 1e-9);
  EXPECT_GT(t.los(0, 2), 0.95);
  EXPECT_NEAR(t.los(0, 1) + t.los(1, 0), 1.0, 1e-12);
}

TEST(BradleyTerry, OrdoScale) {
  const RatingTable t = fit_logistic(small_table(), 3);
  EXPECT_NEAR(t.rating[0], 100.1, 0.05);
  EXPECT_NEAR(t.rating[1], -12.5, 0.05);
  EXPECT_NEAR(t.rating[2], -87.5, 0.05);
}

TEST(BradleyTerry, FitsAdvantageAndDrawElo) {
  // White scores more than Black on average; the draw rate sets the draw Elo.
  std::vector<GameResult> games = small_table();
  for (int k = 0; k < 6; ++k) games.push_back(duel(k % 3, (k + 1) % 3, 1.0));
  BayesEloOptions options;
  options.fit_first_move_advantage = true;
  options.fit_draw_elo = true;
  const RatingTable t = fit_bayeselo(games, 3, options);
  EXPECT_GT(t.first_move_advantage, 0.0);
  EXPECT_GT(t.draw_elo, 0.0);
  EXPECT_NEAR(t.rating[0] + t.rating[1] + t.rating[2], 0.0, 1e-9);
}

TEST(BradleyTerry, Failures) {
  // Players 2 and 3 never meet 0 and 1: no common scale.
  const std::vector<GameResult> split{duel(0, 1, 0.5), duel(1, 0, 1.0), duel(2, 3, 0.5),
                                      duel(3, 2, 1.0)};
  EXPECT_THROW(fit_bayeselo(split, 4), std::domain_error);
  // Without a prior, a player who won everything has no finite rating.
  EXPECT_THROW(fit_logistic({duel(0, 1, 1.0), duel(1, 0, 0.0)}, 2), std::domain_error);
  GameResult four = {{0, 1, 2, 3}, {0, 1, 0, 1}, {1.0, 0.0}, {}, {}, ""};
  EXPECT_THROW(fit_bayeselo({four}, 4), std::invalid_argument);
}

TEST(BradleyTerry, HalfWinIsBetweenDrawAndWin) {
  std::vector<GameResult> base = small_table();
  std::vector<GameResult> draw = base, half = base, win = base;
  draw.push_back(duel(2, 0, 0.5));
  half.push_back(duel(2, 0, 0.75));
  win.push_back(duel(2, 0, 1.0));
  const double c_draw = fit_bayeselo(draw, 3).rating[2];
  const double c_half = fit_bayeselo(half, 3).rating[2];
  const double c_win = fit_bayeselo(win, 3).rating[2];
  EXPECT_LT(c_draw, c_half);
  EXPECT_LT(c_half, c_win);
}

}  // namespace
}  // namespace chatur::ratings
