#include "ratings/plackett_luce.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <stdexcept>

#include "ratings/mle.h"

namespace chatur::ratings {

namespace {

constexpr double kElo = std::numbers::ln10 / 400.0;  // a rating in Elo to a log-strength

// The log-likelihood of one game in its sides' log-strengths, with gradient and Hessian.
struct SideTerms {
  double log_likelihood = 0;
  std::vector<double> gradient;
  SquareMatrix hessian;
};

// Adds log P(the sides of `order` are drawn one after the other from `remaining`), its gradient
// and Hessian (all zero outside `remaining`). Each draw's log-probability is s_k - log sum exp
// s_m over the sides m left; its gradient is e_k - pi, its Hessian -(diag(pi) - pi pi^T), pi the
// softmax over the sides left.
void add_draws(const std::vector<int>& order, std::vector<int> remaining,
               const std::vector<double>& strength, SideTerms& terms) {
  const int sides = static_cast<int>(strength.size());
  for (int drawn : order) {
    double top = -std::numeric_limits<double>::infinity();
    for (int m : remaining) top = std::max(top, strength[m]);
    double total = 0.0;
    for (int m : remaining) total += std::exp(strength[m] - top);
    terms.log_likelihood += strength[drawn] - top - std::log(total);
    std::vector<double> pi(sides, 0.0);
    for (int m : remaining) pi[m] = std::exp(strength[m] - top) / total;
    for (int s : remaining) {
      terms.gradient[s] += (s == drawn ? 1.0 : 0.0) - pi[s];
      for (int t : remaining) terms.hessian(s, t) -= (s == t ? pi[s] : 0.0) - pi[s] * pi[t];
    }
    remaining.erase(std::find(remaining.begin(), remaining.end(), drawn));
  }
}

// The terms of a tied group (sorted side numbers) taking the next places from `remaining`: the
// log of the sum over the group's orders of their probabilities. With w the orders' shares of
// that sum, g and H each order's gradient and Hessian: gradient sum w g, Hessian
// sum w (H + g g^T) - (sum w g)(sum w g)^T.
void add_group(std::vector<int> group, const std::vector<int>& remaining,
               const std::vector<double>& strength, SideTerms& terms) {
  const int sides = static_cast<int>(strength.size());
  if (group.size() == 1) {
    add_draws(group, remaining, strength, terms);
    return;
  }
  std::vector<SideTerms> orders;
  do {
    SideTerms t{0.0, std::vector<double>(sides, 0.0), SquareMatrix(sides)};
    add_draws(group, remaining, strength, t);
    orders.push_back(std::move(t));
  } while (std::next_permutation(group.begin(), group.end()));
  double top = -std::numeric_limits<double>::infinity();
  for (const SideTerms& t : orders) top = std::max(top, t.log_likelihood);
  double total = 0.0;
  for (const SideTerms& t : orders) total += std::exp(t.log_likelihood - top);
  terms.log_likelihood += top + std::log(total);
  std::vector<double> mean(sides, 0.0);
  for (const SideTerms& t : orders) {
    const double w = std::exp(t.log_likelihood - top) / total;
    for (int s = 0; s < sides; ++s) {
      mean[s] += w * t.gradient[s];
      for (int u = 0; u < sides; ++u)
        terms.hessian(s, u) += w * (t.hessian(s, u) + t.gradient[s] * t.gradient[u]);
    }
  }
  for (int s = 0; s < sides; ++s) {
    terms.gradient[s] += mean[s];
    for (int u = 0; u < sides; ++u) terms.hessian(s, u) -= mean[s] * mean[u];
  }
}

// One game's terms: its groups of sides sharing a place, best first, each drawn from the sides
// not yet placed. The last group is certain to take the last places and adds nothing.
SideTerms game_terms(const GameResult& game, const std::vector<double>& strength) {
  const int sides = side_count(game);
  SideTerms terms{0.0, std::vector<double>(sides, 0.0), SquareMatrix(sides)};
  std::vector<int> remaining(sides);
  for (int s = 0; s < sides; ++s) remaining[s] = s;
  std::sort(remaining.begin(), remaining.end(),
            [&](int a, int b) { return game.side_place[a] < game.side_place[b]; });
  while (!remaining.empty()) {
    std::vector<int> group;
    for (int s : remaining)
      if (game.side_place[s] == game.side_place[remaining.front()]) group.push_back(s);
    if (group.size() == remaining.size()) break;
    std::sort(group.begin(), group.end());
    add_group(group, remaining, strength, terms);
    for (int s : group) remaining.erase(std::find(remaining.begin(), remaining.end(), s));
  }
  return terms;
}

LikelihoodPoint placements_likelihood(const std::vector<const GameResult*>& sample,
                                      const std::vector<double>& ratings) {
  LikelihoodPoint point = zero_point(ratings.size());
  for (const GameResult* game : sample) {
    const int sides = side_count(*game);
    std::vector<std::vector<int>> members(sides);
    std::vector<double> strength(sides, 0.0);
    for (int s = 0; s < sides; ++s) {
      members[s] = side_players(*game, s);
      for (int p : members[s]) strength[s] += kElo * ratings[p];
    }
    const SideTerms terms = game_terms(*game, strength);
    // From sides' log-strengths to players' ratings: each of a side's players, times kElo.
    point.log_likelihood += terms.log_likelihood;
    for (int s = 0; s < sides; ++s) {
      for (int p : members[s]) point.gradient[p] += kElo * terms.gradient[s];
      for (int t = 0; t < sides; ++t) {
        for (int p : members[s]) {
          for (int q : members[t]) point.hessian(p, q) += kElo * kElo * terms.hessian(s, t);
        }
      }
    }
  }
  return point;
}

}  // namespace

RatingTable fit_placements(const std::vector<GameResult>& games, int players,
                           const BootstrapOptions& options) {
  for (const GameResult& game : games) {
    validate_game(game, players);
    if (game.side_place.empty()) throw std::invalid_argument("placements: game without places");
  }
  const GameFitter fit = [&](const std::vector<const GameResult*>& sample) {
    const auto model = [&](const std::vector<double>& ratings) {
      return placements_likelihood(sample, ratings);
    };
    return maximize_likelihood(model, players, std::vector<double>(players, 0.0)).params;
  };
  return bootstrap_table(games, players, fit, options);
}

}  // namespace chatur::ratings
