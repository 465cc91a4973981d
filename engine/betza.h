// Piece movement described in a subset of Betza's funny notation.
#pragma once

#include <string_view>
#include <vector>

namespace chatur::engine {

// What a step may do: move to an empty square, capture, or both.
enum class StepMode { kAny, kMoveOnly, kCaptureOnly };

// One direction of movement relative to the piece's army: dr > 0 is forward, df > 0 is to the
// army's right. A leaper makes exactly one such step; a rider repeats it through empty squares.
struct Step {
  int df = 0, dr = 0;
  bool rider = false;
  StepMode mode = StepMode::kAny;
  int range = 0;  // a rider's most squares a move, 0 for no limit
  friend bool operator==(const Step&, const Step&) = default;
};

// Parses a Betza string into its steps, for example "K" (king), "R" (rook), "QN" (commander),
// "A" (alfil, the Chaturaji boat), "mfWcfF" (pawn). Supported:
//   atoms   W (1,0) F (1,1) D (2,0) N (2,1) A (2,2) H (3,0) C (3,1) Z (3,2) G (3,3);
//   riders  a doubled atom (WW, FF, NN) and the shorthands R = WW, B = FF, Q = WWFF, K = WF;
//           a digit after a rider limits its range: R3 moves up to 3 squares;
//   modes   m (move only), c (capture only) before an atom;
//   sides   f b l r v s before an atom, and the pairs fl fr bl br; several select their union.
//           f: forward, b: backward, l: left, r: right, v: more vertical than sideways,
//           s: more sideways than vertical.
// Throws std::invalid_argument naming the offending character.
std::vector<Step> parse_betza(std::string_view text);

}  // namespace chatur::engine
