// The standard normal distribution, for intervals and likelihoods of superiority.
#pragma once

namespace chatur::ratings {

// P(Z <= z) for a standard normal Z.
double normal_cdf(double z);

// The z with normal_cdf(z) == p, for p in (0, 1), accurate to about 1e-12; throws
// std::invalid_argument outside (0, 1).
double normal_quantile(double p);

// The half-width in standard deviations of a two-sided interval of this confidence
// (0.95 -> 1.959963984540054).
double two_sided_z(double confidence);

}  // namespace chatur::ratings
