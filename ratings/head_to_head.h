// The mutual results of two players, and their Elo difference from them: per game
// (trinomial), and per game pair when the games were played in pairs with the seats swapped
// (pentanomial), which removes the opening's share of the variance.
#pragma once

#include <optional>
#include <vector>

#include "ratings/elo.h"
#include "ratings/game_result.h"
#include "ratings/tally.h"

namespace chatur::ratings {

// The first player's games, points, wins, draws and losses (Tally), and the figures from them.
struct HeadToHead : Tally {
  std::vector<double> scores;  // the first player's score in each game, in the games' order
  EloEstimate per_game;        // from the scores
  // Pentanomial counts over complete pairs (two games with the same pair id); a fractional pair
  // total is shared between the two nearest multiples of 1/2, keeping its mean.
  Pentanomial pentanomial{};
  std::vector<double> pair_means;     // the first player's mean score in each complete pair
  std::optional<EloEstimate> paired;  // when every game belongs to a complete pair
};

// The results of `a` against `b` in the two-sided games where they sit on opposite sides.
HeadToHead head_to_head(const std::vector<GameResult>& games, int a, int b);

}  // namespace chatur::ratings
