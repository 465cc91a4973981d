// Elo difference between two players from their mutual results, with the 95% error margin,
// normalized Elo and likelihood of superiority, computed as cutechess and fastchess do: the
// score's variance is estimated from the observed results (trinomial per game, pentanomial
// per game pair) and the score interval is mapped through the logistic curve.
#pragma once

#include <array>
#include <span>

namespace chatur::ratings {

// The logistic Elo difference whose expected score is `score`: -400 log10(1/score - 1);
// +-infinity at 1 and 0.
double score_to_elo(double score);

// The expected score of a player `elo` points stronger: 1 / (1 + 10^(-elo/400)).
double elo_to_score(double elo);

struct EloEstimate {
  double units = 0;       // games, or game pairs
  double score = 0;       // mean score per game of the first player, in [0, 1]
  double variance = 0;    // variance of one unit's score (a pair's score is its mean per game)
  double elo = 0;         // logistic Elo difference
  double elo_error = 0;   // half-width of the 95% interval; infinite if it reaches 0% or 100%
  double nelo = 0;        // normalized Elo: (score - 1/2) / per-game standard deviation * 800/ln 10
  double nelo_error = 0;  // half-width of its 95% interval
  double los = 0;         // likelihood of superiority: P(true score > 1/2), in [0, 1]
};

// From win, draw and loss counts of the first player (counts may be fractional). With no games
// every field is 0 except los 0.5; with zero variance nelo and los follow the score's sign.
EloEstimate elo_from_wdl(double wins, double draws, double losses);

// From the first player's score in each game, each in [0, 1]; equal to elo_from_wdl for scores
// of 1, 1/2 and 0, and takes fractional results (0.75) as they are.
EloEstimate elo_from_game_scores(std::span<const double> scores);

// Pentanomial counts: the number of game pairs in which the first player scored 0, 1/2, 1, 3/2
// and 2 points (LL, LD, DD or WL, WD, WW).
using Pentanomial = std::array<double, 5>;

// From pentanomial counts: variance per pair, nElo with the per-game deviation sqrt(2 var).
EloEstimate elo_from_pentanomial(const Pentanomial& pairs);

// From the first player's mean score in each game pair, each in [0, 1]; equal to
// elo_from_pentanomial for pair means that are multiples of 1/4.
EloEstimate elo_from_pair_scores(std::span<const double> pair_means);

}  // namespace chatur::ratings
