// Ratings of individual players from two-sided games whose sides may hold several players
// (`seats` four-army games, one engine an army): a side's strength is the sum of its players'
// ratings. Intervals and likelihoods of superiority come from a bootstrap over whole games
// (bootstrap.h).
#pragma once

#include <vector>

#include "ratings/bootstrap.h"
#include "ratings/game_result.h"
#include "ratings/rating_table.h"

namespace chatur::ratings {

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

}  // namespace chatur::ratings
