#include "ratings/team_ratings.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <stdexcept>
#include <utility>

#include "ratings/mle.h"

namespace chatur::ratings {

namespace {

constexpr double kElo = std::numbers::ln10 / 400.0;

}  // namespace

RatingTable fit_team_ratings(const std::vector<GameResult>& games, int players,
                             const TeamOptions& options) {
  for (const GameResult& game : games) {
    validate_game(game, players);
    if (side_count(game) != 2) throw std::invalid_argument("team ratings: game has not 2 sides");
  }
  const bool fit_advantage = options.fit_first_move_advantage;
  const GameFitter fit = [&](const std::vector<const GameResult*>& sample) {
    const auto model = [&](const std::vector<double>& params) {
      LikelihoodPoint point = zero_point(params.size());
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
  RatingTable table = bootstrap_table(games, players, fit, options.bootstrap);
  if (!fit_advantage) table.first_move_advantage = options.first_move_advantage;
  return table;
}

}  // namespace chatur::ratings
