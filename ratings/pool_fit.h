// The rating model a pool of games calls for, and its fit: what the report prints and the web
// viewer draws, chosen in one place.
#pragma once

#include <vector>

#include "ratings/game_result.h"
#include "ratings/rating_table.h"

namespace chatur::ratings {

enum class RatingModel {
  kPlackettLuce,   // free-for-all places; bootstrap intervals
  kBayesElo,       // one player a side; intervals from the covariance
  kTeamStrengths,  // several players a side: a side's strength the sum of its players'
};

struct PoolFit {
  RatingModel model = RatingModel::kBayesElo;
  RatingTable table;  // 95% intervals
};

// Bootstrap resamples of the models that take their intervals from resampling whole games.
constexpr int kPoolResamples = 200;
// The team-strength model's normal prior on each rating (Elo): it keeps a resample in which one
// player won everything finite.
constexpr double kTeamPriorSd = 400;

// Whether the games are free-for-alls with places. Throws std::invalid_argument for a pool that
// mixes them with two-sided results, whose ratings are not on one scale.
bool placement_pool(const std::vector<GameResult>& games);

// The fit of the pool's model, every player of [0, players) rated. Throws std::invalid_argument
// as placement_pool, and std::domain_error when the pool has no finite fit (players not
// connected by games).
PoolFit fit_pool(const std::vector<GameResult>& games, int players);

}  // namespace chatur::ratings
