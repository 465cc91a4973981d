#include "engine/move_target.h"

namespace chatur::engine {

bool MoveTarget::matches(const Position& pos, Move m) const {
  if (!(kinds & kind_bit(m.kind()))) return false;
  switch (m.kind()) {
    case MoveKind::kPass:
    case MoveKind::kCensor:
      return from == kNoSquare && to == kNoSquare && type < 0;
    case MoveKind::kDrop:
      return from == kNoSquare && (to == kNoSquare || m.to() == to) &&
             (type < 0 || m.piece() == type);
    case MoveKind::kMark:
      return from == kNoSquare && (to == kNoSquare || m.to() == to) && type < 0;
    default:
      return (from == kNoSquare || m.from() == from) && (to == kNoSquare || m.to() == to) &&
             (type < 0 || type_of(pos.at(m.from())) == type);
  }
}

MoveList matching(const Position& pos, const MoveList& moves, const MoveTarget& target) {
  MoveList out;
  out.reserve(moves.size());
  for (Move m : moves)
    if (target.matches(pos, m)) out.push(m);
  return out;
}

}  // namespace chatur::engine
