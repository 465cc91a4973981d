#include "ratings/elo.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

#include "ratings/normal.h"

namespace chatur::ratings {

namespace {

// Normalized Elo is defined on the t-value scale: 800/ln 10 turns a small logistic score
// excess into Elo.
constexpr double kNeloScale = 800.0 / std::numbers::ln10;

// One unit (a game, or a pair) scores values[k] with frequency counts[k]. For pairs the
// variance of one game is twice the variance of a pair's mean, hence games_per_unit.
EloEstimate estimate(std::span<const double> values, std::span<const double> counts,
                     double games_per_unit) {
  EloEstimate e;
  for (double c : counts) e.units += c;
  if (e.units <= 0.0) {
    e.los = 0.5;
    return e;
  }
  for (std::size_t k = 0; k < values.size(); ++k) e.score += counts[k] * values[k] / e.units;
  for (std::size_t k = 0; k < values.size(); ++k) {
    e.variance += counts[k] * (values[k] - e.score) * (values[k] - e.score) / e.units;
  }
  const double z = two_sided_z(0.95);
  const double deviation = std::sqrt(e.variance / e.units);  // of the mean score
  const double upper = std::clamp(e.score + z * deviation, 0.0, 1.0);
  const double lower = std::clamp(e.score - z * deviation, 0.0, 1.0);
  constexpr double kInf = std::numeric_limits<double>::infinity();
  e.elo = score_to_elo(e.score);
  // Where the interval reaches 0% or 100% (and only there) its Elo is infinite; a clean sweep
  // has both ends there, and their difference would be NaN.
  e.elo_error =
      upper >= 1.0 || lower <= 0.0 ? kInf : (score_to_elo(upper) - score_to_elo(lower)) / 2.0;
  const double game_deviation = std::sqrt(games_per_unit * e.variance);
  const double excess = e.score - 0.5;
  if (deviation > 0.0) {
    e.nelo = excess / game_deviation * kNeloScale;
    e.nelo_error = z * deviation / game_deviation * kNeloScale;
    e.los = normal_cdf(excess / deviation);
  } else {
    // Every unit scored the same: certainty, in the direction of the score.
    e.nelo = excess > 0 ? kInf : (excess < 0 ? -kInf : 0.0);
    e.los = excess > 0 ? 1.0 : (excess < 0 ? 0.0 : 0.5);
  }
  return e;
}

}  // namespace

double score_to_elo(double score) {
  return -400.0 * std::log10(1.0 / score - 1.0);
}

double elo_to_score(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

EloEstimate elo_from_wdl(double wins, double draws, double losses) {
  const std::array<double, 3> values{1.0, 0.5, 0.0};
  const std::array<double, 3> counts{wins, draws, losses};
  return estimate(values, counts, 1.0);
}

EloEstimate elo_from_game_scores(std::span<const double> scores) {
  const std::vector<double> ones(scores.size(), 1.0);
  return estimate(scores, ones, 1.0);
}

EloEstimate elo_from_pentanomial(const Pentanomial& pairs) {
  const std::array<double, 5> values{0.0, 0.25, 0.5, 0.75, 1.0};
  return estimate(values, pairs, 2.0);
}

EloEstimate elo_from_pair_scores(std::span<const double> pair_means) {
  const std::vector<double> ones(pair_means.size(), 1.0);
  return estimate(pair_means, ones, 2.0);
}

}  // namespace chatur::ratings
