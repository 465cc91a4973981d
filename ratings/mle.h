// Maximum-likelihood fitting shared by the rating models: Newton iterations on a concave
// log-likelihood in which the first `ratings` parameters are player ratings, defined only up to
// a common constant (adding it to every rating changes no prediction).
#pragma once

#include <functional>
#include <vector>

#include "ratings/square_matrix.h"

namespace chatur::ratings {

// A model's log-likelihood at one point with its gradient and Hessian. A point outside the
// model's domain reports a log-likelihood of -infinity or NaN.
struct LikelihoodPoint {
  double log_likelihood = 0;
  std::vector<double> gradient;
  SquareMatrix hessian;
};
using LikelihoodModel = std::function<LikelihoodPoint(const std::vector<double>& params)>;

// Log-likelihood, gradient and Hessian all zero for `n` parameters: where a model starts adding
// up the terms of its games.
LikelihoodPoint zero_point(std::size_t n);

struct MleResult {
  std::vector<double> params;  // the ratings among them sum to 0
  // Inverse of the negative Hessian at the maximum, for ratings centred on 0 (the pseudo-inverse
  // over the ratings' common shift): the asymptotic covariance of the estimates.
  SquareMatrix covariance;
  double log_likelihood = 0;
  int iterations = 0;
};

// Maximizes the model from `start` (its size is the number of parameters; the first `ratings`
// are ratings). Throws std::domain_error when the maximum is not unique and finite: the
// Hessian is singular (players not connected by games) or the iterations do not settle
// (a player who won or lost every game has no finite rating).
MleResult maximize_likelihood(const LikelihoodModel& model, int ratings, std::vector<double> start);

}  // namespace chatur::ratings
