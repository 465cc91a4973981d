#include "ratings/normal.h"

#include <cmath>
#include <numbers>
#include <stdexcept>

namespace chatur::ratings {

double normal_cdf(double z) {
  return 0.5 * std::erfc(-z / std::numbers::sqrt2);
}

double normal_quantile(double p) {
  if (!(p > 0.0 && p < 1.0)) throw std::invalid_argument("normal_quantile: p outside (0, 1)");
  // Bisection brackets the root safely; Newton steps from its result polish it, since the
  // density is smooth and positive there.
  double lo = -40.0;
  double hi = 40.0;
  for (int i = 0; i < 80; ++i) {
    const double mid = 0.5 * (lo + hi);
    (normal_cdf(mid) < p ? lo : hi) = mid;
  }
  double z = 0.5 * (lo + hi);
  for (int i = 0; i < 3; ++i) {
    const double density = std::exp(-0.5 * z * z) / std::sqrt(2.0 * std::numbers::pi);
    if (density <= 0.0) break;
    z -= (normal_cdf(z) - p) / density;
  }
  return z;
}

double two_sided_z(double confidence) {
  if (!(confidence > 0.0 && confidence < 1.0)) {
    throw std::invalid_argument("confidence outside (0, 1)");
  }
  return normal_quantile(0.5 + 0.5 * confidence);
}

}  // namespace chatur::ratings
