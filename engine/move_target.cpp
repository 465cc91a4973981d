#include "engine/move_target.h"

namespace chatur::engine {

MoveList matching(const Position& pos, const MoveList& moves, const MoveTarget& target) {
  MoveList out;
  out.reserve(moves.size());
  for (Move m : moves)
    if (target.matches(pos, m)) out.push(m);
  return out;
}

}  // namespace chatur::engine
