// perft: the number of leaf nodes of the legal move tree, the standard test of move generation.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "engine/position.h"

namespace chatur::engine {

// perft(0) = 1; perft(d) = sum of perft(d - 1) over the legal moves (rulings.md section 0).
// The last ply is counted in bulk. The position is the same on return.
std::uint64_t perft(Position& pos, int depth);

// perft(depth - 1) after each legal move, in move generation order; depth >= 1.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace chatur::engine
