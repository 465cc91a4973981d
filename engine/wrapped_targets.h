// Moves across joined edges (Power::kWrap): the squares a piece reaches only by leaving the board
// on one side and coming back on the opposite one.
#pragma once

#include <cstdlib>

#include "engine/geometry.h"
#include "engine/rule_set.h"

namespace chatur::engine {

// The file and rank steps of a mailbox offset of at most kPad squares each way.
inline void split_offset(const Geometry& g, int off, int& df, int& dr) {
  for (dr = -kPad; dr <= kPad; ++dr) {
    df = off - dr * g.stride();
    if (std::abs(df) <= kPad) return;
  }
}

// Calls emit(to) for each empty square the piece on `from`, moving by `mv`, reaches across an
// edge: a step off the board lands on the wrapped square; a ride that leaves the board goes on
// from the opposite edge through empty squares until a piece, a hole, its range or its own start
// square. Squares before the crossing are the ordinary move's, not emitted here; a square may
// also be one the ordinary move reaches, which the caller drops.
template <typename Emit>
void wrapped_targets(const Geometry& g, const Cell* board, Square from, const Movement& mv,
                     Emit&& emit) {
  const int files = g.files(), ranks = g.ranks();
  const int f0 = g.file_of(from), r0 = g.rank_of(from);
  const auto wrap = [](int v, int n) { return ((v % n) + n) % n; };
  for (int mode : {static_cast<int>(StepMode::kAny), static_cast<int>(StepMode::kMoveOnly)}) {
    for (int off : mv.leaps[mode]) {
      int df, dr;
      split_offset(g, off, df, dr);
      const int f = f0 + df, r = r0 + dr;
      if (f >= 0 && f < files && r >= 0 && r < ranks) continue;
      const Square to = g.square(wrap(f, files), wrap(r, ranks));
      if (to != kNoSquare && board[to] == kEmpty) emit(to);
    }
    const int range = mv.range ? mv.range : files * ranks;
    for (int off : mv.riders[mode]) {
      int df, dr;
      split_offset(g, off, df, dr);
      bool crossed = false;
      for (int k = 1, f = f0, r = r0; k <= range; ++k) {
        f += df, r += dr;
        if (f < 0 || f >= files || r < 0 || r >= ranks) {
          crossed = true;
          f = wrap(f, files), r = wrap(r, ranks);
        }
        const Square to = g.square(f, r);
        if (to == kNoSquare || to == from || board[to] != kEmpty) break;
        if (crossed) emit(to);
      }
    }
  }
}

}  // namespace chatur::engine
