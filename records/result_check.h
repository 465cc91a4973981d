// The end of a replayed record: its Result tag and token, and a free-for-all's Placements,
// ArmyPoints and Termination tags, checked against the final position of the main line
// (docs/records.md, "Results and termination"), giving the game's typed end.
#pragma once

#include <vector>

#include "engine/outcome.h"
#include "engine/position.h"
#include "records/game.h"
#include "records/game_end.h"
#include "records/replay.h"

namespace chatur::records {

// The resignation or timeout that ended the main line, if one did.
struct EndMarker {
  const MoveNode* node = nullptr;
  int army = 0;  // the army to move, which resigned or lost on time
};

// The game's end as the record gives it where the board agrees. `board` is the final position's
// engine::outcome; problems are appended, each pointing at the tag or token at fault.
GameEnd check_result(const Game& game, const engine::Position& final_position,
                     const engine::Outcome& board, EndMarker marker,
                     std::vector<Problem>& problems);

}  // namespace chatur::records
