#include "players/time_manager.h"

#include <algorithm>

namespace chatur::players {
namespace {

// Moves the clock is assumed to have to last for when `go` does not say (movestogo).
constexpr std::int64_t kDefaultMovesToGo = 30;
constexpr std::int64_t kMaxMovesToGo = 50;

}  // namespace

TimeManager::TimeManager(const Limits& limits, int army, std::int64_t overhead_ms)
    : start_(Clock::now()) {
  if (limits.infinite) return;
  if (limits.movetime > 0) {
    // A fixed time per move: use all of it, less the overhead, but never nothing.
    hard_ms_ = std::max<std::int64_t>(1, limits.movetime - overhead_ms);
    soft_ms_ = hard_ms_;
    return;
  }
  const std::int64_t left = limits.time[army];
  if (left < 0) return;
  const std::int64_t inc = limits.inc[army];
  const std::int64_t usable = std::max<std::int64_t>(1, left - overhead_ms);
  const std::int64_t moves = limits.moves_to_go > 0
                                 ? std::min<std::int64_t>(limits.moves_to_go, kMaxMovesToGo)
                                 : kDefaultMovesToGo;
  // The share of the clock for one move plus most of the increment; an iteration that starts
  // after half the share rarely finishes in time, so soft is half of the target.
  const std::int64_t target = std::min(usable, usable / moves + inc * 3 / 4);
  soft_ms_ = std::max<std::int64_t>(1, target / 2);
  // Never more than a third of what is left on one move, nor more than 3 targets.
  hard_ms_ = std::max<std::int64_t>(1, std::min(usable / 3 + inc / 2, target * 3));
  hard_ms_ = std::min(hard_ms_, usable);
  soft_ms_ = std::min(soft_ms_, hard_ms_);
}

std::int64_t TimeManager::elapsed_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
}

}  // namespace chatur::players
