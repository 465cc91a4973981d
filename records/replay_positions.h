// Every position of a replayed main line in one pass: what a viewer stepping through a game
// needs, where position_after (replay.h) would replay the line from the start for each ply.
#pragma once

#include <functional>

#include "engine/position.h"
#include "records/replay.h"

namespace chatur::records {

// Calls `each` with the start position (ply 0), then the position after each ply of the main
// line of a replay without errors, the rolls before a ply rolled: the positions position_after
// gives.
void for_each_position(const Replay& replay,
                       const std::function<void(int ply, const engine::Position&)>& each);

}  // namespace chatur::records
