// Fitted ratings of a pool of players with their intervals and likelihoods of superiority, as
// every rating model returns them.
#pragma once

#include <vector>

#include "ratings/square_matrix.h"

namespace chatur::ratings {

struct RatingTable {
  std::vector<double> rating;  // by player, centred on 0
  std::vector<double> lower;   // bounds of each rating's interval at the requested confidence
  std::vector<double> upper;
  SquareMatrix covariance;          // of the ratings when the intervals come from it; else size 0
  SquareMatrix los;                 // los(i, j): likelihood that player i is stronger than player j
  double first_move_advantage = 0;  // Elo, fitted or as given
  double draw_elo = 0;              // Elo, fitted or as given (BayesElo's model only)
  int resamples = 0;         // bootstrap: resamples whose fit succeeded; 0 for covariance intervals
  int failed_resamples = 0;  // bootstrap: resamples without a finite fit, left out
};

// A table from ratings (centred on 0) and their covariance under the normal approximation:
// interval rating +- z sd, LOS from the normal distribution of each difference.
RatingTable table_from_covariance(std::vector<double> rating, const SquareMatrix& covariance,
                                  double confidence);

}  // namespace chatur::ratings
