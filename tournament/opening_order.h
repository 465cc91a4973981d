// Which opening the k-th opening turn of a tournament plays: in file order or shuffled by a seed,
// from a start offset, every opening once before any is used again.
#pragma once

#include <cstdint>

namespace chatur::tournament {

struct OpeningOrder {
  int count = 0;        // openings available; 0: every game from the rule set's start position
  bool random = false;  // shuffled (by `seed`) rather than in file order
  std::uint64_t seed = 1;
  int start = 0;  // turns skipped: turn k plays what turn start + k would have
};

// The opening of turn `turn` (0-based), an index into the openings, or -1 when there are none.
// Turns are taken in cycles of `count`; each cycle is a permutation of all openings (the
// identity in sequential order, a fresh shuffle seeded by (seed, cycle) in random order), so no
// opening repeats before all were used. The same order and turn always give the same opening.
int opening_at(const OpeningOrder& order, int turn);

}  // namespace chatur::tournament
