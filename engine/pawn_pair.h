// Rome's turn of two pawn moves (Power::kPawnPair) packed into one Move of kind kPawnPair.
#pragma once

#include <utility>

#include "engine/move.h"
#include "engine/rule_set.h"

namespace chatur::engine {

class Position;

// The pair of pawn moves `first`, then `second` (each kNormal, kPromotion or kCaptureInPlace of a
// pawn), as one move: from() is the first pawn's square, to() the second's, and each move's step
// (straight, double straight, one of the two captures of its pawn's army, or another step of a
// UN pawn) and promotion are
// packed into piece() and extra(). `cell_first` and `cell_second` are the two pawns.
Move pack_pawn_pair(const RuleSet& rules, Cell cell_first, Move first, Cell cell_second,
                    Move second);

// The first move of a pair, in the position before it.
Move pair_first(const Position& pos, Move pair);
// The second move of a pair, in the position before or after its first move: the second pawn
// stands on to() in both (a pull or push moves only enemies of the mover's side).
Move pair_second(const Position& pos, Move pair);

}  // namespace chatur::engine
