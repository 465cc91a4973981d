// Sequential probability ratio test for a two-engine match, computed as fastchess does: the
// generalized SPRT, whose log-likelihood ratio compares the maximum-likelihood result
// distributions under elo0 and under elo1 (M. Van den Bergh, "Comments on normalized Elo").
#pragma once

#include "ratings/elo.h"

namespace chatur::ratings {

enum class SprtModel {
  kLogistic,    // elo0/elo1 in logistic Elo
  kNormalized,  // elo0/elo1 in normalized Elo (fastchess's default)
  kBayesian,    // elo0/elo1 in BayesElo, draw Elo from the results; trinomial results only
};

struct SprtConfig {
  double alpha = 0.05;  // probability of accepting H1 when elo0 holds
  double beta = 0.05;   // probability of accepting H0 when elo1 holds
  double elo0 = 0.0;
  double elo1 = 5.0;
  SprtModel model = SprtModel::kNormalized;
};

// Throws std::invalid_argument unless elo0 < elo1, alpha and beta lie in (0, 1) and
// alpha + beta < 1.
void validate_sprt(const SprtConfig& config);

struct SprtBounds {
  double lower = 0;  // ln(beta / (1 - alpha)): at or below it H0 is accepted
  double upper = 0;  // ln((1 - beta) / alpha): at or above it H1 is accepted
};
SprtBounds sprt_bounds(const SprtConfig& config);

// The log-likelihood ratio of H1 against H0 from the first engine's wins, draws and losses.
// As fastchess, an empty category counts as 0.001 so that the ratio stays finite; under
// kBayesian the ratio is 0 until the first engine has both won and lost.
double sprt_llr(const SprtConfig& config, double wins, double draws, double losses);

// The same from pentanomial counts (elo.h); throws std::invalid_argument under kBayesian.
double sprt_llr(const SprtConfig& config, const Pentanomial& pairs);

enum class SprtDecision { kContinue, kAcceptH0, kAcceptH1 };
SprtDecision sprt_decision(const SprtConfig& config, double llr);

}  // namespace chatur::ratings
