#include "ratings/sprt.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

namespace chatur::ratings {

namespace {

constexpr double kNeloScale = 800.0 / std::numbers::ln10;

// An outcome never seen would give the maximum-likelihood distributions a zero there and the
// ratio an infinite term; fastchess replaces its count with this.
double regularize(double count) {
  return count == 0.0 ? 1e-3 : count;
}

// The root of sum_i phat_i phi_i / (1 + theta phi_i) on the interval where every 1 + theta phi_i
// is positive. The function falls strictly from +inf to -inf there, so bisection finds it.
double solve_theta(const std::vector<double>& phat, const std::vector<double>& phi) {
  const double lowest = *std::min_element(phi.begin(), phi.end());
  const double highest = *std::max_element(phi.begin(), phi.end());
  double lo = -1.0 / highest;
  double hi = -1.0 / lowest;
  for (int i = 0; i < 200 && lo < hi; ++i) {
    const double mid = 0.5 * (lo + hi);
    if (mid == lo || mid == hi) break;
    double f = 0.0;
    for (std::size_t k = 0; k < phi.size(); ++k) f += phat[k] * phi[k] / (1.0 + mid * phi[k]);
    (f > 0.0 ? lo : hi) = mid;
  }
  return 0.5 * (lo + hi);
}

// The distribution closest (maximum likelihood) to the empirical phat whose mean score is s.
std::vector<double> mle_with_mean(const std::vector<double>& scores,
                                  const std::vector<double>& phat, double s) {
  std::vector<double> phi(scores.size());
  for (std::size_t k = 0; k < scores.size(); ++k) phi[k] = scores[k] - s;
  const double theta = solve_theta(phat, phi);
  std::vector<double> p(scores.size());
  for (std::size_t k = 0; k < scores.size(); ++k) p[k] = phat[k] / (1.0 + theta * phi[k]);
  return p;
}

// The distribution closest to phat whose normalized score (mean - 1/2) / deviation is t, by the
// fixed-point iteration of Van den Bergh's section 4.1 started from the uniform distribution.
std::vector<double> mle_with_t(const std::vector<double>& scores, const std::vector<double>& phat,
                               double t) {
  const std::size_t n = scores.size();
  std::vector<double> p(n, 1.0 / static_cast<double>(n));
  for (int iteration = 0; iteration < 1000; ++iteration) {
    double mu = 0.0;
    for (std::size_t k = 0; k < n; ++k) mu += p[k] * scores[k];
    double var = 0.0;
    for (std::size_t k = 0; k < n; ++k) var += p[k] * (scores[k] - mu) * (scores[k] - mu);
    const double sigma = std::sqrt(var);
    std::vector<double> phi(n);
    for (std::size_t k = 0; k < n; ++k) {
      const double d = (scores[k] - mu) / sigma;
      phi[k] = scores[k] - 0.5 - 0.5 * t * sigma * (1.0 + d * d);
    }
    const double theta = solve_theta(phat, phi);
    double change = 0.0;
    for (std::size_t k = 0; k < n; ++k) {
      const double next = phat[k] / (1.0 + theta * phi[k]);
      change = std::max(change, std::abs(next - p[k]));
      p[k] = next;
    }
    if (change < 1e-12) break;
  }
  return p;
}

double llr(double total, const std::vector<double>& phat, const std::vector<double>& p0,
           const std::vector<double>& p1) {
  double sum = 0.0;
  for (std::size_t k = 0; k < phat.size(); ++k)
    sum += phat[k] * (std::log(p1[k]) - std::log(p0[k]));
  return total * sum;
}

// The expected score under BayesElo's model: win f(elo - drawelo), loss f(-elo - drawelo).
double bayeselo_to_score(double elo, double draw_elo) {
  const double win = 1.0 / (1.0 + std::pow(10.0, (draw_elo - elo) / 400.0));
  const double loss = 1.0 / (1.0 + std::pow(10.0, (draw_elo + elo) / 400.0));
  return win + 0.5 * (1.0 - win - loss);
}

}  // namespace

void validate_sprt(const SprtConfig& config) {
  if (!(config.elo0 < config.elo1)) throw std::invalid_argument("SPRT: elo0 must be below elo1");
  if (!(config.alpha > 0 && config.alpha < 1))
    throw std::invalid_argument("SPRT: alpha not in (0, 1)");
  if (!(config.beta > 0 && config.beta < 1))
    throw std::invalid_argument("SPRT: beta not in (0, 1)");
  if (!(config.alpha + config.beta < 1)) throw std::invalid_argument("SPRT: alpha + beta >= 1");
}

SprtBounds sprt_bounds(const SprtConfig& config) {
  return {std::log(config.beta / (1.0 - config.alpha)),
          std::log((1.0 - config.beta) / config.alpha)};
}

double sprt_llr(const SprtConfig& config, double wins, double draws, double losses) {
  const std::vector<double> counts{regularize(losses), regularize(draws), regularize(wins)};
  const double total = counts[0] + counts[1] + counts[2];
  const std::vector<double> phat{counts[0] / total, counts[1] / total, counts[2] / total};
  const std::vector<double> scores{0.0, 0.5, 1.0};
  switch (config.model) {
    case SprtModel::kNormalized:
      return llr(total, phat, mle_with_t(scores, phat, config.elo0 / kNeloScale),
                 mle_with_t(scores, phat, config.elo1 / kNeloScale));
    case SprtModel::kBayesian: {
      if (wins == 0 || losses == 0) return 0.0;
      const double l = phat[0];
      const double w = phat[2];
      const double draw_elo = 200.0 * std::log10((1 - l) / l * (1 - w) / w);
      return llr(total, phat, mle_with_mean(scores, phat, bayeselo_to_score(config.elo0, draw_elo)),
                 mle_with_mean(scores, phat, bayeselo_to_score(config.elo1, draw_elo)));
    }
    case SprtModel::kLogistic:
      break;
  }
  return llr(total, phat, mle_with_mean(scores, phat, elo_to_score(config.elo0)),
             mle_with_mean(scores, phat, elo_to_score(config.elo1)));
}

double sprt_llr(const SprtConfig& config, const Pentanomial& pairs) {
  std::vector<double> counts(pairs.size());
  std::transform(pairs.begin(), pairs.end(), counts.begin(), regularize);
  double total = 0.0;
  for (double c : counts) total += c;
  std::vector<double> phat(counts.size());
  for (std::size_t k = 0; k < counts.size(); ++k) phat[k] = counts[k] / total;
  const std::vector<double> scores{0.0, 0.25, 0.5, 0.75, 1.0};
  switch (config.model) {
    case SprtModel::kNormalized: {
      // t is per game; a pair's mean has half the per-game variance, so sqrt 2 times the t.
      const double factor = std::numbers::sqrt2 / kNeloScale;
      return llr(total, phat, mle_with_t(scores, phat, config.elo0 * factor),
                 mle_with_t(scores, phat, config.elo1 * factor));
    }
    case SprtModel::kBayesian:
      throw std::invalid_argument("SPRT: the BayesElo model takes trinomial results only");
    case SprtModel::kLogistic:
      break;
  }
  return llr(total, phat, mle_with_mean(scores, phat, elo_to_score(config.elo0)),
             mle_with_mean(scores, phat, elo_to_score(config.elo1)));
}

SprtDecision sprt_decision(const SprtConfig& config, double llr_value) {
  const SprtBounds bounds = sprt_bounds(config);
  if (llr_value >= bounds.upper) return SprtDecision::kAcceptH1;
  if (llr_value <= bounds.lower) return SprtDecision::kAcceptH0;
  return SprtDecision::kContinue;
}

}  // namespace chatur::ratings
