// Intervals and likelihoods of superiority by a bootstrap over whole games: resample the games
// with replacement, refit, take percentiles. For models whose normal approximation is poor with
// the few games per combination of players that multi-player events have.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "ratings/game_result.h"
#include "ratings/rating_table.h"

namespace chatur::ratings {

struct BootstrapOptions {
  int resamples = 1000;
  std::uint64_t seed = 1;  // same seed, same games: same intervals
  double confidence = 0.95;
};

// Fits one sample of games: the `players` ratings, then optionally the first-move advantage
// (Elo). Throws std::domain_error when the sample has no unique finite fit.
using GameFitter = std::function<std::vector<double>(const std::vector<const GameResult*>&)>;

// The fit of all games with, for each player, the percentile interval at options.confidence of
// its rating over options.resamples resamples of whole games (drawn with a generator seeded by
// options.seed), and los(i, j) the share of resamples in which i is rated above j (ties half).
// A resample whose fit throws std::domain_error is counted in failed_resamples and left out;
// resamples counts the others. Throws std::invalid_argument for no games, a confidence outside
// (0, 1) or no resamples; std::domain_error when the fit of all games throws it or no resample
// has a finite fit.
RatingTable bootstrap_table(const std::vector<GameResult>& games, int players,
                            const GameFitter& fit, const BootstrapOptions& options);

}  // namespace chatur::ratings
