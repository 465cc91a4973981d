#include "engine/move_target.h"

namespace chatur::engine {

MoveList matching(const Position& pos, const MoveList& moves, const MoveTarget& target) {
  MoveList out;
  out.reserve(moves.size());
  // A target with a square to reach matches no move to another square (nor a pass or a censor,
  // which reach none): tested first, it turns most of a piece's moves away at one comparison.
  for (Move m : moves)
    if ((target.to == kNoSquare || m.to() == target.to) && target.matches(pos, m)) out.push(m);
  return out;
}

}  // namespace chatur::engine
