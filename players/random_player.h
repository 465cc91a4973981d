// The seeded random player: a uniformly chosen legal move.
#pragma once

#include <cstdint>
#include <random>

#include "engine/move.h"
#include "engine/position.h"

namespace chatur::players {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  // A legal move of the army to move, each equally likely; the null move if there is none.
  // The same seed and the same positions give the same moves.
  engine::Move choose(engine::Position& pos);

 private:
  std::mt19937_64 rng_;
};

}  // namespace chatur::players
