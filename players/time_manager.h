// Search limits as the protocol's `go` gives them, and the time a search may use.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>

#include "engine/types.h"

namespace chatur::players {

// What `go` asked for. Clocks are per army in turn order (White, Black; Red, Green, Yellow,
// Black); a negative time means that army's clock is unknown. Zero depth, nodes or movetime
// means no such limit.
struct Limits {
  std::array<std::int64_t, engine::kMaxArmies> time{-1, -1, -1, -1};  // ms left
  std::array<std::int64_t, engine::kMaxArmies> inc{};                 // ms added per move
  int moves_to_go = 0;
  std::int64_t movetime = 0;  // ms for this move
  int depth = 0;
  std::uint64_t nodes = 0;
  bool infinite = false;
};

class TimeManager {
 public:
  using Clock = std::chrono::steady_clock;

  // Budgets for a move of `army`, starting now. `overhead_ms` is kept back from every budget for
  // the time the move takes to reach the opponent (process pipes, the host's bookkeeping).
  TimeManager(const Limits& limits, int army, std::int64_t overhead_ms);

  std::int64_t elapsed_ms() const;
  // True when the limits bound the search by time at all.
  bool timed() const { return hard_ms_ >= 0; }
  // True once the search should not start another iteration: it would likely not finish.
  bool soft_expired() const { return timed() && elapsed_ms() >= soft_ms_; }
  // True once the search must stop at once.
  bool hard_expired() const { return timed() && elapsed_ms() >= hard_ms_; }
  std::int64_t soft_ms() const { return soft_ms_; }
  std::int64_t hard_ms() const { return hard_ms_; }

 private:
  Clock::time_point start_;
  std::int64_t soft_ms_ = -1;
  std::int64_t hard_ms_ = -1;
};

}  // namespace chatur::players
