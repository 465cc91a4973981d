// engine/bitboard.h: the count of a bitboard's squares, and the map between bits and the squares
// of the 8x8 board's mailbox.
#include "engine/bitboard.h"

#include <gtest/gtest.h>

#include <bit>
#include <random>

namespace chatur::engine {
namespace {

TEST(Bitboard, CountSquaresIsTheNumberOfBitsSet) {
  std::mt19937_64 rng(5);
  for (int i = 0; i < 10000; ++i) {
    // Sparse, dense and uniform words: a wrong mask shows on one of them.
    const Bitboard b = i % 3 == 0 ? rng() & rng() & rng() : i % 3 == 1 ? rng() | rng() : rng();
    ASSERT_EQ(count_squares(b), std::popcount(b)) << b;
  }
  EXPECT_EQ(count_squares(0), 0);
  EXPECT_EQ(count_squares(~Bitboard{0}), 64);
  EXPECT_EQ(count_squares(square_bit(63)), 1);
}

TEST(Bitboard, BitsAndMailboxSquaresMapBothWaysInTheSameOrder) {
  for (int bit = 0; bit < 64; ++bit) {
    EXPECT_EQ(bit_of(mailbox_square(bit)), bit);
    if (bit > 0) {
      EXPECT_LT(mailbox_square(bit - 1), mailbox_square(bit));
    }
  }
  EXPECT_EQ(bit_of(0), -1);  // a wall cell
}

}  // namespace
}  // namespace chatur::engine
