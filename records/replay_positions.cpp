#include "records/replay_positions.h"

#include "engine/fen.h"

namespace chatur::records {

void for_each_position(const Replay& replay,
                       const std::function<void(int ply, const engine::Position&)>& each) {
  engine::Position pos = engine::parse_fen(*replay.rules, replay.start_fen);
  pos.reserve(static_cast<int>(replay.played.size()));
  each(0, pos);
  auto roll = replay.rolls.begin();
  for (size_t i = 0; i < replay.played.size(); ++i) {
    for (; roll != replay.rolls.end() && roll->ply == i; ++roll) pos.roll(roll->roll);
    pos.make(replay.played[i]);
    each(static_cast<int>(i) + 1, pos);
  }
}

}  // namespace chatur::records
