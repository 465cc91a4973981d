#include "ratings/pool_fit.h"

#include <algorithm>
#include <stdexcept>

#include "ratings/bradley_terry.h"
#include "ratings/plackett_luce.h"
#include "ratings/team_ratings.h"

namespace chatur::ratings {

bool placement_pool(const std::vector<GameResult>& games) {
  const auto placed = [](const GameResult& g) { return !g.side_place.empty(); };
  const bool all = std::all_of(games.begin(), games.end(), placed);
  if (!all && std::any_of(games.begin(), games.end(), placed))
    throw std::invalid_argument(
        "report: free-for-all places and two-sided results are rated apart");
  return all;
}

PoolFit fit_pool(const std::vector<GameResult>& games, int players) {
  if (placement_pool(games)) {
    BootstrapOptions options;
    options.resamples = kPoolResamples;
    return {RatingModel::kPlackettLuce, fit_placements(games, players, options)};
  }
  const bool single = std::all_of(games.begin(), games.end(), [](const GameResult& g) {
    return side_players(g, 0).size() == 1 && side_players(g, 1).size() == 1;
  });
  if (single) return {RatingModel::kBayesElo, fit_bayeselo(games, players, BayesEloOptions{})};
  TeamOptions options;
  options.bootstrap.resamples = kPoolResamples;
  options.prior_sd = kTeamPriorSd;
  return {RatingModel::kTeamStrengths, fit_team_ratings(games, players, options)};
}

}  // namespace chatur::ratings
