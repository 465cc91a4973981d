// Ratings of individual players from `seats` four-army games and free-for-all games, where a
// side may hold several players: a side's strength is the sum of its players' ratings.
// Intervals and likelihoods of superiority come from a bootstrap over whole games (resample the
// games with replacement, refit, take percentiles), since the normal approximation is poor with
// the few games per combination such events have.
#pragma once

#include <cstdint>
#include <vector>

#include "tournament/game_result.h"
#include "tournament/rating_table.h"

namespace chatur::tournament {

struct BootstrapOptions {
  int resamples = 1000;
  std::uint64_t seed = 1;  // same seed, same games: same intervals
  double confidence = 0.95;
};

struct TeamOptions {
  double first_move_advantage = 0.0;  // Elo for the side of the first seat
  bool fit_first_move_advantage = true;
  // Standard deviation (Elo) of a normal prior on each rating, 0 for none. A weak prior keeps
  // the fit finite when an engine wins or loses everything, or when two engines always play as
  // partners, where the likelihood alone has no unique maximum.
  double prior_sd = 0.0;
  BootstrapOptions bootstrap;
};

// Two-sided games (seats games; a side of one player works as well): the expected score of a
// side is f(S - T + a) on the logistic Elo scale, f(x) = 1 / (1 + 10^(-x/400)), with S and T
// the sums of the two sides' distinct players' ratings; scores enter as they are (draws 1/2).
// Throws std::invalid_argument for a game without exactly two sides, std::domain_error when the
// fit on all games has no unique finite maximum.
RatingTable fit_team_ratings(const std::vector<GameResult>& games, int players,
                             const TeamOptions& options = {});

// Free-for-all placements under Plackett-Luce: a game's order arises by drawing the winner
// among the remaining sides with probability proportional to 10^(strength/400), then the next
// place from the rest, and so on. Every game needs side_place. Throws as fit_team_ratings.
RatingTable fit_placements(const std::vector<GameResult>& games, int players,
                           const BootstrapOptions& options = {});

}  // namespace chatur::tournament
