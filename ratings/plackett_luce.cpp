#include "ratings/plackett_luce.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <stdexcept>

#include "ratings/mle.h"

namespace chatur::ratings {

namespace {

constexpr double kElo = std::numbers::ln10 / 400.0;

}  // namespace

RatingTable fit_placements(const std::vector<GameResult>& games, int players,
                           const BootstrapOptions& options) {
  for (const GameResult& game : games) {
    validate_game(game, players);
    if (game.side_place.empty()) throw std::invalid_argument("placements: game without places");
  }
  const GameFitter fit = [&](const std::vector<const GameResult*>& sample) {
    const auto model = [&](const std::vector<double>& params) {
      LikelihoodPoint point = zero_point(params.size());
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
  return bootstrap_table(games, players, fit, options);
}

}  // namespace chatur::ratings
