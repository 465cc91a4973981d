// Basic value types of the rules core: squares, cells of the board, limits.
#pragma once

#include <cstdint>

namespace chatur::engine {

// A square is an index into the padded mailbox of a Geometry (see geometry.h). Squares that exist
// on the board, holes and the padding all have indices; only Geometry says which exist.
using Square = std::uint16_t;
inline constexpr Square kNoSquare = 0xFFFF;

inline constexpr int kMaxArmies = 4;
inline constexpr int kMaxPieceTypes = 16;
inline constexpr int kMaxFiles = 16;
inline constexpr int kMaxRanks = 16;
// Padding around the board: every leap of up to 3 squares from a board square lands in the
// mailbox, on a wall cell if it leaves the board, so leapers need no bounds checks.
inline constexpr int kPad = 3;
inline constexpr int kMaxStride = kMaxFiles + 2 * kPad;
inline constexpr int kMaxMailbox = kMaxStride * (kMaxRanks + 2 * kPad);

// Content of one mailbox cell: empty, wall (padding or hole), or a piece of an army.
using Cell = std::uint8_t;
inline constexpr Cell kEmpty = 0;
inline constexpr Cell kWall = 0x80;
inline constexpr Cell kPieceFlag = 0x40;

constexpr Cell make_piece(int army, int type) {
  return static_cast<Cell>(kPieceFlag | (army << 4) | type);
}
constexpr bool is_piece(Cell c) {
  return (c & kPieceFlag) != 0;
}
constexpr int army_of(Cell c) {
  return (c >> 4) & 3;
}
constexpr int type_of(Cell c) {
  return c & 15;
}

// How a cell relates to an army: what a move of that army onto it would do.
enum class Relation : std::uint8_t { kEmpty, kFriend, kEnemy, kWall };  // NOLINT

}  // namespace chatur::engine
