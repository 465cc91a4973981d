#include "ratings/plackett_luce.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "ratings/bradley_terry.h"

namespace chatur::ratings {
namespace {

// A free-for-all game: players by seat, each its own side, with their places.
GameResult ffa(std::vector<int> players, std::vector<int> places) {
  const int sides = static_cast<int>(players.size());
  GameResult game{std::move(players), {}, placement_scores(places), std::move(places), {}, ""};
  for (int s = 0; s < sides; ++s) game.seat_side.push_back(s);
  return game;
}

TEST(PlackettLuce, OrdersByPlacements) {
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

// Five players A-E (0-4), twelve four-player games, three of them with ties: the table of
// scripts/reference/plackett_luce.py, which computes each game's likelihood by enumerating all
// 24 orders of its players and maximises by EM over the tied players' unknown order with
// Hunter's MM steps. `python3 scripts/reference/plackett_luce.py` prints the figures below; a
// change to the table here must be made there too, and the figures copied from its output.
std::vector<GameResult> reference_table() {
  return {
      ffa({0, 1, 2, 3}, {1, 2, 3, 4}), ffa({1, 2, 3, 4}, {2, 1, 4, 3}),
      ffa({0, 2, 3, 4}, {2, 3, 1, 4}), ffa({0, 1, 3, 4}, {1, 3, 2, 4}),
      ffa({0, 1, 2, 4}, {3, 1, 2, 4}), ffa({0, 1, 2, 3}, {1, 1, 3, 4}),
      ffa({1, 2, 3, 4}, {1, 2, 2, 4}), ffa({0, 2, 3, 4}, {4, 1, 3, 2}),
      ffa({0, 1, 3, 4}, {2, 1, 4, 3}), ffa({0, 1, 2, 4}, {1, 1, 1, 4}),
      ffa({0, 1, 2, 3}, {2, 4, 1, 3}), ffa({1, 2, 3, 4}, {3, 4, 2, 1}),
  };
}

TEST(PlackettLuce, EqualsTheIndependentReference) {
  BootstrapOptions options;
  options.resamples = 50;
  const RatingTable t = fit_placements(reference_table(), 5, options);
  const std::vector<double> expected{+85.6597, +89.5998, +57.8655, -81.5118, -151.6132};
  for (int i = 0; i < 5; ++i) EXPECT_NEAR(t.rating[i], expected[i], 0.01) << i;
}

// The ties carry weight: read in seat order instead, B's shared first places would count as
// seconds behind A.
TEST(PlackettLuce, TiesAreNotBrokenInSeatOrder) {
  std::vector<GameResult> broken = reference_table();
  broken[5] = ffa({0, 1, 2, 3}, {1, 2, 3, 4});
  broken[9] = ffa({0, 1, 2, 4}, {1, 2, 3, 4});
  BootstrapOptions options;
  options.resamples = 20;
  const RatingTable tied = fit_placements(reference_table(), 5, options);
  const RatingTable ordered = fit_placements(broken, 5, options);
  EXPECT_GT(tied.rating[1], tied.rating[0]);
  EXPECT_LT(ordered.rating[1], ordered.rating[0]);
}

// With two sides the model is the logistic Elo model: decisive games give the ratings of
// Bradley-Terry on the Elo scale (a player 400 points stronger scores 10 : 1).
TEST(PlackettLuce, TwoSidesGiveLogisticElo) {
  std::vector<GameResult> placed, scored;
  const int results[][3] = {{0, 1, 3}, {1, 0, 1}, {0, 2, 4}, {2, 0, 1}, {1, 2, 2}, {2, 1, 2}};
  for (const auto& [winner, loser, count] : results) {
    for (int k = 0; k < count; ++k) {
      placed.push_back(ffa({winner, loser}, {1, 2}));
      scored.push_back({{winner, loser}, {0, 1}, {1.0, 0.0}, {}, {}, ""});
    }
  }
  BootstrapOptions options;
  options.resamples = 20;
  const RatingTable pl = fit_placements(placed, 3, options);
  LogisticOptions elo;
  elo.reference_score = 0.75;
  elo.reference_points = 400 * std::log10(3.0);
  const RatingTable bt = fit_logistic(scored, 3, elo);
  for (int i = 0; i < 3; ++i) EXPECT_NEAR(pl.rating[i], bt.rating[i], 1e-6) << i;
}

// A tie for the last places says nothing; a tie for first says the tied players finished ahead
// of the rest and favours neither: two equal players who always tie for first rate the same.
TEST(PlackettLuce, TiesFavourNeitherSide) {
  std::vector<GameResult> games;
  for (int g = 0; g < 4; ++g) {
    games.push_back(ffa({0, 1, 2, 3}, {1, 1, 3, 4}));
    games.push_back(ffa({2, 3, 0, 1}, {1, 2, 3, 3}));
  }
  BootstrapOptions options;
  options.resamples = 40;
  const RatingTable t = fit_placements(games, 4, options);
  EXPECT_NEAR(t.rating[0], t.rating[1], 1e-6);
  EXPECT_GT(t.rating[2], t.rating[3]);
  EXPECT_NEAR(t.rating[0] + t.rating[1] + t.rating[2] + t.rating[3], 0.0, 1e-9);
}

TEST(PlackettLuce, BootstrapIsSeededAndCountsFailures) {
  // A sixth player, F, first in one game and last in the other: a resample without both of them
  // has no finite rating for F.
  std::vector<GameResult> games = reference_table();
  games.push_back(ffa({5, 0, 1, 2}, {1, 2, 3, 4}));
  games.push_back(ffa({5, 2, 3, 4}, {4, 1, 2, 3}));
  BootstrapOptions options;
  options.resamples = 200;
  options.seed = 7;
  const RatingTable t = fit_placements(games, 6, options);
  EXPECT_GT(t.failed_resamples, 20);
  EXPECT_GT(t.resamples, 20);
  EXPECT_EQ(t.resamples + t.failed_resamples, 200);
  for (int i = 0; i < 6; ++i) {
    EXPECT_LE(t.lower[i], t.rating[i]) << i;
    EXPECT_GE(t.upper[i], t.rating[i]) << i;
  }
  EXPECT_NEAR(t.los(1, 4) + t.los(4, 1), 1.0, 1e-12);
  EXPECT_GT(t.los(1, 4), 0.9);
  const RatingTable again = fit_placements(games, 6, options);
  EXPECT_EQ(t.lower, again.lower);
  EXPECT_EQ(t.upper, again.upper);
  EXPECT_EQ(t.failed_resamples, again.failed_resamples);
  options.seed = 8;
  EXPECT_NE(fit_placements(games, 6, options).lower, t.lower);
}

TEST(PlackettLuce, Failures) {
  // Player 0 first in every game: no finite rating.
  const std::vector<GameResult> sweep{ffa({0, 1, 2}, {1, 2, 3}), ffa({1, 0, 2}, {2, 1, 3}),
                                      ffa({2, 1, 0}, {2, 3, 1})};
  EXPECT_THROW(fit_placements(sweep, 3), std::domain_error);
  // Players 0 and 1 never meet 2 and 3.
  const std::vector<GameResult> apart{ffa({0, 1}, {1, 2}), ffa({1, 0}, {1, 2}), ffa({2, 3}, {1, 2}),
                                      ffa({3, 2}, {1, 2})};
  EXPECT_THROW(fit_placements(apart, 4), std::domain_error);
  GameResult no_places = ffa({0, 1}, {1, 2});
  no_places.side_place.clear();
  EXPECT_THROW(fit_placements({no_places}, 2), std::invalid_argument);
  // Tied players share the better place: 1, 1, 2 is no ranking.
  GameResult gap = ffa({0, 1, 2}, {1, 2, 3});
  gap.side_place = {1, 1, 2};
  EXPECT_THROW(fit_placements({gap}, 3), std::invalid_argument);
  EXPECT_THROW(fit_placements({}, 3), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::ratings
