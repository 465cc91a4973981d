#include "ratings/rating_table.h"

#include <cmath>

#include "ratings/normal.h"

namespace chatur::ratings {

RatingTable table_from_covariance(std::vector<double> rating, const SquareMatrix& covariance,
                                  double confidence) {
  const int n = static_cast<int>(rating.size());
  const double z = two_sided_z(confidence);
  RatingTable table;
  table.covariance = SquareMatrix(n);
  table.los = SquareMatrix(n);
  for (int i = 0; i < n; ++i) {
    const double half = z * std::sqrt(covariance(i, i));
    table.lower.push_back(rating[i] - half);
    table.upper.push_back(rating[i] + half);
    for (int j = 0; j < n; ++j) {
      table.covariance(i, j) = covariance(i, j);
      if (i == j) continue;
      const double variance =
          covariance(i, i) + covariance(j, j) - covariance(i, j) - covariance(j, i);
      table.los(i, j) = normal_cdf((rating[i] - rating[j]) / std::sqrt(variance));
    }
  }
  table.rating = std::move(rating);
  return table;
}

}  // namespace chatur::ratings
