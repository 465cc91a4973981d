// A set of castling rights: bit i stands for castling i of RuleSet::castlings(). Chess960 lists
// a castling for every king square and rook square of each army (84), more than 64 bits hold.
#pragma once

#include <cstddef>
#include <cstdint>

namespace chatur::engine {

__extension__ using CastlingRights = unsigned __int128;

inline constexpr CastlingRights castling_bit(std::size_t i) {
  return CastlingRights{1} << i;
}

inline constexpr bool has_castling(CastlingRights rights, std::size_t i) {
  return (rights >> i & 1) != 0;
}

// The index of the lowest right of a non-empty set.
inline int lowest_castling(CastlingRights rights) {
  const auto low = static_cast<std::uint64_t>(rights);
  return low ? __builtin_ctzll(low)
             : 64 + __builtin_ctzll(static_cast<std::uint64_t>(rights >> 64));
}

}  // namespace chatur::engine
