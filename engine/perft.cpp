#include "engine/perft.h"

#include "engine/movegen.h"

namespace chatur::engine {

std::uint64_t perft(Position& pos, int depth) {
  if (depth == 0) return 1;
  MoveList moves;
  generate_legal(pos, moves);
  if (depth == 1) return static_cast<std::uint64_t>(moves.size());
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake();
  }
  return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves) {
    pos.make(m);
    out.emplace_back(m, perft(pos, depth - 1));
    pos.unmake();
  }
  return out;
}

}  // namespace chatur::engine
