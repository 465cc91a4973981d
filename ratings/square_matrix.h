// A dense square matrix of doubles, row-major: the Hessians and covariances of the rating models.
#pragma once

#include <cstddef>
#include <vector>

namespace chatur::ratings {

class SquareMatrix {
 public:
  explicit SquareMatrix(int n = 0) : n_(n), values_(static_cast<std::size_t>(n) * n, 0.0) {}
  int size() const { return n_; }
  double& operator()(int i, int j) { return values_[static_cast<std::size_t>(i) * n_ + j]; }
  double operator()(int i, int j) const { return values_[static_cast<std::size_t>(i) * n_ + j]; }

 private:
  int n_;
  std::vector<double> values_;
};

}  // namespace chatur::ratings
