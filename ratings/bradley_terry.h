// Ratings of players in two-sided games (two-army games, `teams` four-army games), fitted by
// maximum likelihood on all games at once, so the order of the games does not matter.
//
// BayesElo's model (R. Coulom): with d = rating of the side that moved first - rating of the
// other, a = first-move advantage, e = draw Elo and f(x) = 1 / (1 + 10^(-x/400)),
//   P(first side wins) = f(d + a - e),  P(it loses) = f(-d - a - e),  P(draw) = the rest.
// Virtual draws form the prior: each player adds prior/4 draws per colour to its pairings,
// shared in proportion to the games of each pairing, as BayesElo does.
//
// The plain logistic model (Ordo's): draws count as half a win and half a loss, and the
// expected score is 1 / (1 + exp(-k (d + a))) with k set by a reference point of the scale.
#pragma once

#include <vector>

#include "ratings/game_result.h"
#include "ratings/rating_table.h"

namespace chatur::ratings {

struct BayesEloOptions {
  double first_move_advantage = 32.8;  // Elo; BayesElo's value for chess
  double draw_elo = 97.3;              // Elo; BayesElo's default
  bool fit_first_move_advantage = false;
  bool fit_draw_elo = false;
  double prior_draws = 2.0;  // BayesElo's default prior
  // Report ratings and intervals multiplied by 4x/(1+x)^2, x = 10^(-draw_elo/400), as BayesElo
  // prints them: the factor makes a small rating difference predict the same expected score
  // as the same difference on the plain logistic Elo scale.
  bool bayeselo_scale = true;
  double confidence = 0.95;
};

// Fits BayesElo's model to the games (each with two sides of one player each; a fractional
// score enters as split_score's mixture of outcomes). Intervals and LOS come from the inverse
// of the negative Hessian (with a fitted advantage or draw Elo, their uncertainty included).
// Throws std::invalid_argument for a game of another shape, std::domain_error when the ratings
// are not determined (players not connected by games).
RatingTable fit_bayeselo(const std::vector<GameResult>& games, int players,
                         const BayesEloOptions& options = {});

struct LogisticOptions {
  // The scale: a player this many points stronger is expected to score reference_score.
  // Ordo's default is 202 points for 76%; 400 * log10(3) points for 75% is the Elo scale.
  double reference_score = 0.76;
  double reference_points = 202.0;
  double first_move_advantage = 0.0;  // points; Ordo's default is none
  bool fit_first_move_advantage = false;
  double confidence = 0.95;
};

// Fits the plain logistic model with side scores as they are (draws 1/2, half-wins 3/4).
// Intervals and LOS from the covariance. Throws as fit_bayeselo, and std::domain_error when a
// player's results leave no finite maximum (won or lost all its games).
RatingTable fit_logistic(const std::vector<GameResult>& games, int players,
                         const LogisticOptions& options = {});

}  // namespace chatur::ratings
