#include "ratings/bradley_terry.h"

#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <stdexcept>
#include <utility>

#include "ratings/mle.h"

namespace chatur::ratings {

namespace {

constexpr double kElo = std::numbers::ln10 / 400.0;  // d/dx of ln 10^(x/400)

// A game reduced to its two players: `first` moved first and scored `score`.
struct Duel {
  int first;
  int second;
  double score;
  double weight = 1.0;
};

std::vector<Duel> duels(const std::vector<GameResult>& games, int players) {
  std::vector<Duel> result;
  for (const GameResult& game : games) {
    validate_game(game, players);
    if (side_count(game) != 2)
      throw std::invalid_argument("two-sided rating: game has not 2 sides");
    const int mover = first_side(game);
    const std::vector<int> a = side_players(game, mover);
    const std::vector<int> b = side_players(game, 1 - mover);
    if (a.size() != 1 || b.size() != 1) {
      throw std::invalid_argument(
          "two-sided rating: a side has several players (use team ratings)");
    }
    if (a[0] == b[0]) throw std::invalid_argument("two-sided rating: a player against itself");
    result.push_back({a[0], b[0], game.side_score[mover]});
  }
  return result;
}

// BayesElo's prior: player i spreads prior/4 virtual draws per colour over its pairings in
// proportion to their games; a pairing thus gets prior/4 * n_ij * (1/N_i + 1/N_j) per colour.
void add_prior_draws(std::vector<Duel>& list, int players, double prior) {
  if (prior == 0.0) return;
  std::vector<double> games_of(players, 0.0);
  std::map<std::pair<int, int>, double> pairing;
  for (const Duel& duel : list) {
    games_of[duel.first] += 1.0;
    games_of[duel.second] += 1.0;
    pairing[std::minmax(duel.first, duel.second)] += 1.0;
  }
  for (const auto& [pair, count] : pairing) {
    const double draws =
        prior / 4.0 * count * (1.0 / games_of[pair.first] + 1.0 / games_of[pair.second]);
    list.push_back({pair.first, pair.second, 0.5, draws});
    list.push_back({pair.second, pair.first, 0.5, draws});
  }
}

// Adds coefficient products times `value` to the Hessian for the terms of a linear predictor.
struct Term {
  int param;
  double coef;
};
void add_outer(SquareMatrix& h, const std::vector<Term>& left, const std::vector<Term>& right,
               double value) {
  for (const Term& l : left) {
    for (const Term& r : right) h(l.param, r.param) += l.coef * r.coef * value;
  }
}

double logistic(double x) {
  return 1.0 / (1.0 + std::exp(-x));
}

}  // namespace

RatingTable fit_bayeselo(const std::vector<GameResult>& games, int players,
                         const BayesEloOptions& options) {
  std::vector<Duel> list = duels(games, players);
  add_prior_draws(list, players, options.prior_draws);
  const int advantage_param = options.fit_first_move_advantage ? players : -1;
  const int draw_param =
      options.fit_draw_elo ? players + (options.fit_first_move_advantage ? 1 : 0) : -1;
  std::vector<double> start(players, 0.0);
  if (advantage_param >= 0) start.push_back(options.first_move_advantage);
  if (draw_param >= 0) start.push_back(options.draw_elo);

  const auto model = [&](const std::vector<double>& params) {
    LikelihoodPoint point = zero_point(params.size());
    const double a = advantage_param >= 0 ? params[advantage_param] : options.first_move_advantage;
    const double e = draw_param >= 0 ? params[draw_param] : options.draw_elo;
    for (const Duel& duel : list) {
      const OutcomeWeights o = split_score(duel.score);
      const double u = params[duel.first] - params[duel.second] + a;
      // In x = u - e and y = -u - e: P(win) = f(x), P(loss) = f(y), P(draw) = 1 - both.
      const double p = logistic(kElo * (u - e));
      const double q = logistic(kElo * (-u - e));
      const double pd = 1.0 - p - q;
      if (!(pd > 0.0)) {
        point.log_likelihood = -std::numeric_limits<double>::infinity();
        return point;
      }
      const double dp = kElo * p * (1 - p);  // dP(win)/dx
      const double dq = kElo * q * (1 - q);  // dP(loss)/dy
      const double w = duel.weight * o.win;
      const double d = duel.weight * o.draw;
      const double l = duel.weight * o.loss;
      point.log_likelihood += (w > 0 ? w * std::log(p) : 0.0) + (d > 0 ? d * std::log(pd) : 0.0) +
                              (l > 0 ? l * std::log(q) : 0.0);
      const double gx = w * kElo * (1 - p) - d * dp / pd;
      const double gy = l * kElo * (1 - q) - d * dq / pd;
      const double hxx = -w * kElo * dp - d * (kElo * (1 - 2 * p) * dp / pd + dp * dp / (pd * pd));
      const double hyy = -l * kElo * dq - d * (kElo * (1 - 2 * q) * dq / pd + dq * dq / (pd * pd));
      const double hxy = -d * dp * dq / (pd * pd);
      std::vector<Term> u_terms{{duel.first, 1.0}, {duel.second, -1.0}};
      if (advantage_param >= 0) u_terms.push_back({advantage_param, 1.0});
      std::vector<Term> e_terms;
      if (draw_param >= 0) e_terms.push_back({draw_param, 1.0});
      // Chain rule through x = u - e, y = -u - e.
      for (const Term& t : u_terms) point.gradient[t.param] += t.coef * (gx - gy);
      for (const Term& t : e_terms) point.gradient[t.param] += t.coef * (-gx - gy);
      add_outer(point.hessian, u_terms, u_terms, hxx - 2 * hxy + hyy);
      add_outer(point.hessian, e_terms, e_terms, hxx + 2 * hxy + hyy);
      add_outer(point.hessian, u_terms, e_terms, hyy - hxx);
      add_outer(point.hessian, e_terms, u_terms, hyy - hxx);
    }
    return point;
  };
  const MleResult fit = maximize_likelihood(model, players, start);

  const double draw_elo = draw_param >= 0 ? fit.params[draw_param] : options.draw_elo;
  double scale = 1.0;
  if (options.bayeselo_scale) {
    const double x = std::pow(10.0, -draw_elo / 400.0);
    scale = 4.0 * x / ((1.0 + x) * (1.0 + x));
  }
  std::vector<double> rating(fit.params.begin(), fit.params.begin() + players);
  SquareMatrix covariance(players);
  for (int i = 0; i < players; ++i) {
    rating[i] *= scale;
    for (int j = 0; j < players; ++j) covariance(i, j) = fit.covariance(i, j) * scale * scale;
  }
  RatingTable table = table_from_covariance(std::move(rating), covariance, options.confidence);
  table.first_move_advantage =
      advantage_param >= 0 ? fit.params[advantage_param] : options.first_move_advantage;
  table.draw_elo = draw_elo;
  return table;
}

RatingTable fit_logistic(const std::vector<GameResult>& games, int players,
                         const LogisticOptions& options) {
  if (!(options.reference_score > 0.5 && options.reference_score < 1.0 &&
        options.reference_points > 0.0)) {
    throw std::invalid_argument("logistic scale: reference score in (1/2, 1), points > 0");
  }
  const double k = std::log(options.reference_score / (1.0 - options.reference_score)) /
                   options.reference_points;
  const std::vector<Duel> list = duels(games, players);
  const int advantage_param = options.fit_first_move_advantage ? players : -1;
  std::vector<double> start(players, 0.0);
  if (advantage_param >= 0) start.push_back(options.first_move_advantage);

  const auto model = [&](const std::vector<double>& params) {
    LikelihoodPoint point = zero_point(params.size());
    const double a = advantage_param >= 0 ? params[advantage_param] : options.first_move_advantage;
    for (const Duel& duel : list) {
      const double u = params[duel.first] - params[duel.second] + a;
      const double p = logistic(k * u);
      const double s = duel.score;
      // Score s counts as s of a win and 1 - s of a loss: s ln p + (1 - s) ln(1 - p).
      if ((s > 0 && p <= 0.0) || (s < 1 && p >= 1.0)) {
        point.log_likelihood = -std::numeric_limits<double>::infinity();
        return point;
      }
      point.log_likelihood +=
          (s > 0 ? s * std::log(p) : 0.0) + (s < 1 ? (1 - s) * std::log(1 - p) : 0.0);
      std::vector<Term> terms{{duel.first, 1.0}, {duel.second, -1.0}};
      if (advantage_param >= 0) terms.push_back({advantage_param, 1.0});
      for (const Term& t : terms) point.gradient[t.param] += t.coef * k * (s - p);
      add_outer(point.hessian, terms, terms, -k * k * p * (1 - p));
    }
    return point;
  };
  const MleResult fit = maximize_likelihood(model, players, start);
  std::vector<double> rating(fit.params.begin(), fit.params.begin() + players);
  RatingTable table = table_from_covariance(std::move(rating), fit.covariance, options.confidence);
  table.first_move_advantage =
      advantage_param >= 0 ? fit.params[advantage_param] : options.first_move_advantage;
  return table;
}

}  // namespace chatur::ratings
