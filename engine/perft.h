// perft: the number of leaf nodes of the legal move tree, the standard test of move generation.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "engine/dice.h"
#include "engine/position.h"

namespace chatur::engine {

// perft(0) = 1; perft(d) = sum of perft(d - 1) over the legal moves (README, perft).
// The last ply is counted in bulk. The position is the same on return.
// Chance takes the rolls: on every path from the root the k-th roll event (a dice game's throw,
// North Korea's insanity roll or types roll) uses rolls[k], the list repeating from its start when
// used up; each event reads the dice it needs from the front of its entry (Position::roll, which
// throws std::invalid_argument for too few). Rolls are not plies. A root in the middle of a turn
// finishes it first. Without rolls no turn can roll (a position awaiting a roll has no moves).
std::uint64_t perft(Position& pos, int depth, std::span<const DiceRoll> rolls);
std::uint64_t perft(Position& pos, int depth, std::span<const Roll> rolls = {});

// perft(depth - 1) after each legal move, in move generation order; depth >= 1. A root awaiting
// a roll rolls rolls[0] first.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::span<const DiceRoll> rolls);
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::span<const Roll> rolls = {});

}  // namespace chatur::engine
