// Legal move generation for every rule set.
#pragma once

#include "engine/move.h"
#include "engine/position.h"

namespace chatur::engine {

// Appends the legal moves of the army to move. None if the game is over on the board (under
// capture royalty, a team has no royal piece left; a team holds all the win squares; under
// checkmate rules, mate or stalemate; an army without moves whose rule set does not pass).
// An army that has no move where the rule set says its turn is skipped gets the pass alone.
// The position is used for trial moves and is the same on return.
void generate_legal(Position& pos, MoveList& out);

// True if the game is over on the board because a team has lost all its royal pieces
// (capture royalty only).
bool royals_gone(const Position& pos);

// The team whose pieces stand on all of the rule set's win squares, or -1.
int win_squares_team(const Position& pos);

}  // namespace chatur::engine
