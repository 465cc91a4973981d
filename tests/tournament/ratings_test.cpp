#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

#include "tournament/bradley_terry.h"
#include "tournament/team_ratings.h"

namespace chatur::tournament {
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
}  // namespace chatur::tournament
