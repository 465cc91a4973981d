#include "players/random_player.h"

#include "engine/movegen.h"

namespace chatur::players {

engine::Move RandomPlayer::choose(engine::Position& pos) {
  engine::MoveList moves;
  engine::generate_legal(pos, moves);
  if (moves.empty()) return engine::kNullMove;
  std::uniform_int_distribution<int> pick(0, moves.size() - 1);
  return moves[pick(rng_)];
}

}  // namespace chatur::players
