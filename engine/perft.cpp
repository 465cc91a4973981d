#include "engine/perft.h"

#include "engine/movegen.h"

namespace chatur::engine {
namespace {

// `turn` is the index in `rolls` of the next turn that rolls on this path.
std::uint64_t count(Position& pos, int depth, std::span<const Roll> rolls, size_t turn) {
  if (depth == 0) return 1;
  // A game over before the roll stays over: roll only where the game goes on.
  const bool rolling = !rolls.empty() && pos.awaiting_roll() && has_legal_move(pos);
  if (rolling) {
    const Roll r = rolls[turn % rolls.size()];
    pos.roll(r[0], r[1]);
    ++turn;
  }
  MoveList moves;
  generate_legal(pos, moves);
  std::uint64_t nodes = static_cast<std::uint64_t>(moves.size());
  if (depth > 1) {
    nodes = 0;
    for (Move m : moves) {
      pos.make(m);
      nodes += count(pos, depth - 1, rolls, turn);
      pos.unmake();
    }
  }
  if (rolling) pos.unroll();
  return nodes;
}

}  // namespace

std::uint64_t perft(Position& pos, int depth, std::span<const Roll> rolls) {
  if (rolls.empty()) {  // the common case, kept lean
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
  return count(pos, depth, rolls, 0);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::span<const Roll> rolls) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  size_t turn = 0;
  const bool rolling = !rolls.empty() && pos.awaiting_roll() && has_legal_move(pos);
  if (rolling) pos.roll(rolls[0][0], rolls[0][1]), turn = 1;
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves) {
    pos.make(m);
    out.emplace_back(m, rolls.empty() ? perft(pos, depth - 1) : count(pos, depth - 1, rolls, turn));
    pos.unmake();
  }
  if (rolling) pos.unroll();
  return out;
}

}  // namespace chatur::engine
