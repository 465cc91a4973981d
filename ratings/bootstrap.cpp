#include "ratings/bootstrap.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

namespace chatur::ratings {

namespace {

// The q-quantile of sorted values, interpolating between neighbours.
double quantile(const std::vector<double>& sorted, double q) {
  const double position = q * static_cast<double>(sorted.size() - 1);
  const auto below = static_cast<std::size_t>(std::floor(position));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  const double fraction = position - static_cast<double>(below);
  return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

}  // namespace

RatingTable bootstrap_table(const std::vector<GameResult>& games, int players,
                            const GameFitter& fit, const BootstrapOptions& options) {
  if (!(options.confidence > 0.0 && options.confidence < 1.0) || options.resamples < 1) {
    throw std::invalid_argument("bootstrap: confidence in (0, 1), at least one resample");
  }
  if (games.empty()) throw std::invalid_argument("bootstrap: no games");
  std::vector<const GameResult*> all;
  for (const GameResult& game : games) all.push_back(&game);
  const std::vector<double> full = fit(all);

  RatingTable table;
  table.rating.assign(full.begin(), full.begin() + players);
  if (static_cast<int>(full.size()) > players) table.first_move_advantage = full[players];
  table.los = SquareMatrix(players);
  std::vector<std::vector<double>> samples(players);
  std::mt19937_64 rng(options.seed);
  std::uniform_int_distribution<std::size_t> pick(0, games.size() - 1);
  std::vector<const GameResult*> resample(games.size());
  for (int r = 0; r < options.resamples; ++r) {
    for (const GameResult*& game : resample) game = all[pick(rng)];
    std::vector<double> ratings;
    try {
      ratings = fit(resample);
    } catch (const std::domain_error&) {
      // A resample can lack the games that tie a player to the rest, or give someone a perfect
      // score: it has no finite fit and says nothing about the spread of the others.
      ++table.failed_resamples;
      continue;
    }
    ++table.resamples;
    for (int i = 0; i < players; ++i) {
      samples[i].push_back(ratings[i]);
      for (int j = 0; j < players; ++j) {
        if (i == j) continue;
        table.los(i, j) += ratings[i] > ratings[j] ? 1.0 : (ratings[i] == ratings[j] ? 0.5 : 0.0);
      }
    }
  }
  if (table.resamples == 0) throw std::domain_error("bootstrap: no resample has a finite fit");
  for (int i = 0; i < players; ++i) {
    std::sort(samples[i].begin(), samples[i].end());
    table.lower.push_back(quantile(samples[i], (1.0 - options.confidence) / 2.0));
    table.upper.push_back(quantile(samples[i], (1.0 + options.confidence) / 2.0));
    for (int j = 0; j < players; ++j) table.los(i, j) /= table.resamples;
  }
  return table;
}

}  // namespace chatur::ratings
