#include "tournament/team_ratings.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numbers>
#include <random>
#include <stdexcept>

#include "tournament/mle.h"

namespace chatur::tournament {

namespace {

constexpr double kElo = std::numbers::ln10 / 400.0;

// Fits one set of games: the ratings (and any extra parameters after them).
using Fitter = std::function<std::vector<double>(const std::vector<const GameResult*>&)>;

// The q-quantile of sorted values, interpolating between neighbours.
double quantile(const std::vector<double>& sorted, double q) {
  const double position = q * static_cast<double>(sorted.size() - 1);
  const auto below = static_cast<std::size_t>(std::floor(position));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  const double fraction = position - static_cast<double>(below);
  return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

RatingTable bootstrap(const std::vector<GameResult>& games, int players, const Fitter& fit,
                      const BootstrapOptions& options) {
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

LikelihoodPoint empty_point(std::size_t n) {
  return {0.0, std::vector<double>(n, 0.0), SquareMatrix(static_cast<int>(n))};
}

}  // namespace

RatingTable fit_team_ratings(const std::vector<GameResult>& games, int players,
                             const TeamOptions& options) {
  for (const GameResult& game : games) {
    validate_game(game, players);
    if (side_count(game) != 2) throw std::invalid_argument("team ratings: game has not 2 sides");
  }
  const bool fit_advantage = options.fit_first_move_advantage;
  const Fitter fit = [&](const std::vector<const GameResult*>& sample) {
    const auto model = [&](const std::vector<double>& params) {
      LikelihoodPoint point = empty_point(params.size());
      const double a = fit_advantage ? params[players] : options.first_move_advantage;
      for (const GameResult* game : sample) {
        const int mover = first_side(*game);
        // Terms of the first side's advantage in strength: +1 per own player, -1 per opponent.
        std::vector<std::pair<int, double>> terms;
        for (int p : side_players(*game, mover)) terms.emplace_back(p, 1.0);
        for (int p : side_players(*game, 1 - mover)) terms.emplace_back(p, -1.0);
        if (fit_advantage) terms.emplace_back(players, 1.0);
        double u = fit_advantage ? 0.0 : a;
        for (const auto& [param, coef] : terms) u += coef * params[param];
        const double p = 1.0 / (1.0 + std::exp(-kElo * u));
        const double s = game->side_score[mover];
        if ((s > 0 && p <= 0.0) || (s < 1 && p >= 1.0)) {
          point.log_likelihood = -std::numeric_limits<double>::infinity();
          return point;
        }
        point.log_likelihood +=
            (s > 0 ? s * std::log(p) : 0.0) + (s < 1 ? (1 - s) * std::log(1 - p) : 0.0);
        for (const auto& [i, ci] : terms) {
          point.gradient[i] += ci * kElo * (s - p);
          for (const auto& [j, cj] : terms)
            point.hessian(i, j) -= ci * cj * kElo * kElo * p * (1 - p);
        }
      }
      if (options.prior_sd > 0) {
        const double precision = 1.0 / (options.prior_sd * options.prior_sd);
        for (int i = 0; i < players; ++i) {
          point.log_likelihood -= 0.5 * precision * params[i] * params[i];
          point.gradient[i] -= precision * params[i];
          point.hessian(i, i) -= precision;
        }
      }
      return point;
    };
    std::vector<double> start(players, 0.0);
    if (fit_advantage) start.push_back(options.first_move_advantage);
    return maximize_likelihood(model, players, start).params;
  };
  RatingTable table = bootstrap(games, players, fit, options.bootstrap);
  if (!fit_advantage) table.first_move_advantage = options.first_move_advantage;
  return table;
}

RatingTable fit_placements(const std::vector<GameResult>& games, int players,
                           const BootstrapOptions& options) {
  for (const GameResult& game : games) {
    validate_game(game, players);
    if (game.side_place.empty()) throw std::invalid_argument("placements: game without places");
  }
  const Fitter fit = [&](const std::vector<const GameResult*>& sample) {
    const auto model = [&](const std::vector<double>& params) {
      LikelihoodPoint point = empty_point(params.size());
      for (const GameResult* game : sample) {
        const int sides = side_count(*game);
        std::vector<int> order(sides);  // sides from first place to last
        for (int s = 0; s < sides; ++s) order[game->side_place[s] - 1] = s;
        std::vector<std::vector<int>> members(sides);
        std::vector<double> strength(sides, 0.0);
        for (int s = 0; s < sides; ++s) {
          members[s] = side_players(*game, s);
          for (int p : members[s]) strength[s] += kElo * params[p];
        }
        // Stage k: order[k] is drawn from order[k..]; the last stage is certain and adds nothing.
        for (int k = 0; k + 1 < sides; ++k) {
          double top = -std::numeric_limits<double>::infinity();
          for (int m = k; m < sides; ++m) top = std::max(top, strength[order[m]]);
          double total = 0.0;
          for (int m = k; m < sides; ++m) total += std::exp(strength[order[m]] - top);
          point.log_likelihood += strength[order[k]] - top - std::log(total);
          // In strengths: gradient e_k - pi, Hessian -(diag(pi) - pi pi^T); to ratings by kElo.
          std::vector<double> pi(sides, 0.0);
          for (int m = k; m < sides; ++m) pi[order[m]] = std::exp(strength[order[m]] - top) / total;
          for (int s = 0; s < sides; ++s) {
            const double g = (s == order[k] ? 1.0 : 0.0) - pi[s];
            for (int p : members[s]) point.gradient[p] += kElo * g;
            for (int t = 0; t < sides; ++t) {
              const double h = -((s == t ? pi[s] : 0.0) - pi[s] * pi[t]) * kElo * kElo;
              for (int p : members[s]) {
                for (int q : members[t]) point.hessian(p, q) += h;
              }
            }
          }
        }
      }
      return point;
    };
    return maximize_likelihood(model, players, std::vector<double>(players, 0.0)).params;
  };
  return bootstrap(games, players, fit, options);
}

}  // namespace chatur::tournament
