// Games, points, wins, draws and losses of one player, one seat or one pairing.
#pragma once

#include "ratings/game_result.h"

namespace chatur::ratings {

// A fractional score counts as split_score's mixture: a 0.75 adds half a win and half a draw.
struct Tally {
  double games = 0;
  double points = 0;
  double wins = 0;
  double draws = 0;
  double losses = 0;

  // Counts one game with this score in [0, 1].
  void add(double score) {
    const OutcomeWeights o = split_score(score);
    games += 1;
    points += score;
    wins += o.win;
    draws += o.draw;
    losses += o.loss;
  }
};

}  // namespace chatur::ratings
