// Bitboards of the 8x8 board for orthodox chess's fast generation (orthodox_movegen.h,
// engine/bitboard.h): the squares pieces attack, sliders by classical rays. Every table is computed
// at compile time.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/bitboard.h"

namespace chatur::engine {

namespace bitboard_tables {

// The eight directions as (file, rank) steps; the first four raise the bit index.
inline constexpr int kDirections[8][2] = {{0, 1},  {1, 1},   {1, 0},  {-1, 1},
                                          {0, -1}, {-1, -1}, {-1, 0}, {1, -1}};
inline constexpr int kRookDirections[4] = {0, 2, 4, 6};
inline constexpr int kBishopDirections[4] = {1, 3, 5, 7};

struct Tables {
  std::array<Bitboard, 64> knight{}, king{};
  std::array<std::array<Bitboard, 64>, 2> pawn{};         // by army: 0 moves up the board, 1 down
  std::array<std::array<Bitboard, 64>, 8> ray{};          // by direction, from a square to the edge
  std::array<Bitboard, 64> rook_lines{}, bishop_lines{};  // a slider's squares on an empty board
  std::array<std::array<Bitboard, 64>, 64> between{};
};

constexpr Tables make_tables() {
  Tables t;
  const auto on_board = [](int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; };
  constexpr int kKnight[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                 {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (int sq = 0; sq < 64; ++sq) {
    const int f = sq % 8, r = sq / 8;
    for (const auto& l : kKnight)
      if (on_board(f + l[0], r + l[1])) t.knight[sq] |= square_bit(8 * (r + l[1]) + f + l[0]);
    for (int d = 0; d < 8; ++d) {
      const int df = kDirections[d][0], dr = kDirections[d][1];
      if (on_board(f + df, r + dr)) t.king[sq] |= square_bit(8 * (r + dr) + f + df);
      Bitboard passed = 0;
      for (int g = f + df, q = r + dr; on_board(g, q); g += df, q += dr) {
        const int s = 8 * q + g;
        t.ray[d][sq] |= square_bit(s);
        (df == 0 || dr == 0 ? t.rook_lines : t.bishop_lines)[sq] |= square_bit(s);
        t.between[sq][s] = passed;
        passed |= square_bit(s);
      }
    }
    for (int df : {-1, 1}) {
      if (on_board(f + df, r + 1)) t.pawn[0][sq] |= square_bit(8 * (r + 1) + f + df);
      if (on_board(f + df, r - 1)) t.pawn[1][sq] |= square_bit(8 * (r - 1) + f + df);
    }
  }
  return t;
}

inline constexpr Tables kTables = make_tables();

// The squares a slider on sq reaches in direction d, up to and with the first occupied square.
// Without a branch: with no piece on the ray, the first "blocker" is the corner square past
// which the direction leaves the board at once (h8 for the four that raise the bit index, a1
// for the others), whose ray is empty.
constexpr Bitboard ray_attacks(int d, int sq, Bitboard occupied) {
  const Bitboard ray = kTables.ray[d][sq];
  const Bitboard blockers = ray & occupied;
  const int first = d < 4 ? std::countr_zero(blockers | square_bit(63))
                          : 63 - std::countl_zero(blockers | square_bit(0));
  return ray ^ kTables.ray[d][first];
}

}  // namespace bitboard_tables

constexpr Bitboard knight_attacks(int sq) {
  return bitboard_tables::kTables.knight[sq];
}
constexpr Bitboard king_attacks(int sq) {
  return bitboard_tables::kTables.king[sq];
}
// The squares a pawn of `army` (0 moving up the board, 1 down) on sq captures on.
constexpr Bitboard pawn_attacks(int army, int sq) {
  return bitboard_tables::kTables.pawn[army][sq];
}
constexpr Bitboard rook_attacks(int sq, Bitboard occupied) {
  Bitboard out = 0;
  for (int d : bitboard_tables::kRookDirections)
    out |= bitboard_tables::ray_attacks(d, sq, occupied);
  return out;
}
constexpr Bitboard bishop_attacks(int sq, Bitboard occupied) {
  Bitboard out = 0;
  for (int d : bitboard_tables::kBishopDirections)
    out |= bitboard_tables::ray_attacks(d, sq, occupied);
  return out;
}
// The squares a rook (bishop) on sq reaches on an empty board: the pieces that may attack sq
// along a line.
constexpr Bitboard rook_lines(int sq) {
  return bitboard_tables::kTables.rook_lines[sq];
}
constexpr Bitboard bishop_lines(int sq) {
  return bitboard_tables::kTables.bishop_lines[sq];
}
// The squares strictly between a and b on a rank, file or diagonal; none if they share no line.
constexpr Bitboard between(int a, int b) {
  return bitboard_tables::kTables.between[a][b];
}
// Those of `lined` (squares on a rank, file or diagonal through sq) with no piece of
// `occupancy` between them and sq: the sliders there that attack sq. A test of the squares
// between each, where tracing the rays from sq took four of them a line.
constexpr Bitboard unblocked(int sq, Bitboard lined, Bitboard occupancy) {
  Bitboard found = 0;
  for (; lined; lined &= lined - 1) {
    const int s = std::countr_zero(lined);
    if (!(between(sq, s) & occupancy)) found |= square_bit(s);
  }
  return found;
}

}  // namespace chatur::engine
