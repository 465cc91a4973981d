// The fast targeted generation of orthodox chess (RuleSet::orthodox_chess): bitboards read from
// the position for each call, checkers and pins found by rays, and only the wanted moves made.
#pragma once

#include "engine/move.h"
#include "engine/move_target.h"
#include "engine/position.h"

namespace chatur::engine {

// Appends the legal moves but castlings of the army to move that the target wants, in a position
// of a rule set that is orthodox chess, not decided on the board and with no turn in progress
// (no continuation, no censor): as a set, exactly those that the generic generation gives. False,
// appending nothing, where the army to move has not exactly one royal piece. The position is the
// same on return (an en passant capture is judged by a trial move).
bool generate_orthodox_legal(Position& pos, const MoveTarget& target, MoveList& out);

}  // namespace chatur::engine
