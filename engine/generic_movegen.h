// The generic targeted generation alone, for comparing a fast path of a rule set with it (an
// internal header of the rules core: readers of move text use movegen.h).
#pragma once

#include "engine/move.h"
#include "engine/move_target.h"
#include "engine/position.h"

namespace chatur::engine {

// generate_legal(pos, target, out) of movegen.h without the fast generation of orthodox chess
// (orthodox_movegen.h): the same moves as a set, from the generic generators.
void generate_legal_generic(Position& pos, const MoveTarget& target, MoveList& out);

}  // namespace chatur::engine
