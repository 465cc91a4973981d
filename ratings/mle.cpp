#include "ratings/mle.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace chatur::ratings {

namespace {

// Lower-triangular L with L L^T = m; false when m is not positive definite.
bool cholesky(const SquareMatrix& m, SquareMatrix& l) {
  const int n = m.size();
  l = SquareMatrix(n);
  for (int j = 0; j < n; ++j) {
    double diagonal = m(j, j);
    for (int k = 0; k < j; ++k) diagonal -= l(j, k) * l(j, k);
    // Relative threshold: a singular direction shows up as rounding noise, not as exact zero.
    if (!(diagonal > 1e-12 * std::max(1.0, std::abs(m(j, j))))) return false;
    l(j, j) = std::sqrt(diagonal);
    for (int i = j + 1; i < n; ++i) {
      double sum = m(i, j);
      for (int k = 0; k < j; ++k) sum -= l(i, k) * l(j, k);
      l(i, j) = sum / l(j, j);
    }
  }
  return true;
}

std::vector<double> cholesky_solve(const SquareMatrix& l, std::vector<double> b) {
  const int n = l.size();
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < i; ++k) b[i] -= l(i, k) * b[k];
    b[i] /= l(i, i);
  }
  for (int i = n - 1; i >= 0; --i) {
    for (int k = i + 1; k < n; ++k) b[i] -= l(k, i) * b[k];
    b[i] /= l(i, i);
  }
  return b;
}

// -H plus the projection onto the ratings' common shift, scaled to the shift's own eigenvalue
// (1): positive definite exactly when the maximum is unique up to that shift, and its inverse
// minus the same projection is the pseudo-inverse of -H.
SquareMatrix gauged_information(const SquareMatrix& hessian, int ratings) {
  const int n = hessian.size();
  SquareMatrix m(n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      const bool shift = i < ratings && j < ratings;
      m(i, j) = -hessian(i, j) + (shift ? 1.0 / ratings : 0.0);
    }
  }
  return m;
}

void centre(std::vector<double>& params, int ratings) {
  double mean = 0.0;
  for (int i = 0; i < ratings; ++i) mean += params[i] / ratings;
  for (int i = 0; i < ratings; ++i) params[i] -= mean;
}

const char* const kSingular =
    "ratings not determined: the Hessian is singular (are all players connected by games?)";

}  // namespace

LikelihoodPoint zero_point(std::size_t n) {
  return {0.0, std::vector<double>(n, 0.0), SquareMatrix(static_cast<int>(n))};
}

MleResult maximize_likelihood(const LikelihoodModel& model, int ratings,
                              std::vector<double> start) {
  const int n = static_cast<int>(start.size());
  MleResult result;
  result.params = std::move(start);
  centre(result.params, ratings);
  LikelihoodPoint point = model(result.params);
  SquareMatrix l;
  constexpr int kMaxIterations = 200;
  for (;;) {
    if (result.iterations == kMaxIterations) {
      throw std::domain_error("no finite maximum-likelihood ratings (a perfect score?)");
    }
    ++result.iterations;
    if (!cholesky(gauged_information(point.hessian, ratings), l))
      throw std::domain_error(kSingular);
    const std::vector<double> step = cholesky_solve(l, point.gradient);
    // Halve the step until the likelihood does not fall: Newton can overshoot far from the top.
    double factor = 1.0;
    std::vector<double> next(n);
    LikelihoodPoint next_point;
    for (;;) {
      for (int i = 0; i < n; ++i) next[i] = result.params[i] + factor * step[i];
      centre(next, ratings);
      next_point = model(next);
      const double tolerance = 1e-12 * std::abs(point.log_likelihood);
      if (next_point.log_likelihood >= point.log_likelihood - tolerance) break;
      factor /= 2.0;
      if (factor < 1e-12) throw std::domain_error("maximum-likelihood search stalled");
    }
    double largest = 0.0;
    for (int i = 0; i < n; ++i) largest = std::max(largest, std::abs(factor * step[i]));
    result.params = next;
    point = std::move(next_point);
    if (largest < 1e-9) break;
  }
  if (!cholesky(gauged_information(point.hessian, ratings), l)) throw std::domain_error(kSingular);
  result.covariance = SquareMatrix(n);
  for (int j = 0; j < n; ++j) {
    std::vector<double> unit(n, 0.0);
    unit[j] = 1.0;
    const std::vector<double> column = cholesky_solve(l, unit);
    for (int i = 0; i < n; ++i) {
      const bool shift = i < ratings && j < ratings;
      result.covariance(i, j) = column[i] - (shift ? 1.0 / ratings : 0.0);
    }
  }
  result.log_likelihood = point.log_likelihood;
  return result;
}

}  // namespace chatur::ratings
