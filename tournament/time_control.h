// Time controls of tournament games: a clock (base plus increment per move), a fixed time per
// move, a depth or a node count, alone or combined.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/error.h"

namespace chatur::tournament {

struct TimeControl {
  std::int64_t base_ms = 0;  // clock at the start; 0: no clock
  std::int64_t inc_ms = 0;   // added to the mover's clock after each of its moves
  std::int64_t movetime_ms = 0;
  int depth = 0;
  std::uint64_t nodes = 0;

  bool has_clock() const { return base_ms > 0; }
  // True if some limit ends every search.
  bool bounded() const { return base_ms > 0 || movetime_ms > 0 || depth > 0 || nodes > 0; }
};

class TimeControlError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

// Reads a time control: "40+0.4" (seconds plus increment in seconds), "10" (seconds, no
// increment), "movetime=100" (ms), "depth=3", "nodes=20000", several joined by ',' ("10+0.1,
// depth=8"). Throws TimeControlError saying what is wrong.
TimeControl parse_time_control(std::string_view text);

// The PGN TimeControl tag value: "40+0.4" for a clock, "movetime=100", "depth=3", "nodes=20000"
// for the other limits, joined by ','; parse_time_control reads it back.
std::string time_control_text(const TimeControl& tc);

}  // namespace chatur::tournament
