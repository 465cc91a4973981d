// The range coder (records/range_coder.h): random symbols of totals from 1 to its largest, as wide
// or as narrow as they come, decode as they were coded, in no more bytes than their information
// and a few more, and no fewer than its promise to readers who bound a count by the bytes.
#include "records/range_coder.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace chatur::records {
namespace {

struct Symbol {
  std::uint32_t start, size, total;
};

TEST(RangeCoder, SymbolsDecodeAsCoded) {
  std::mt19937 rng(7);
  auto next = [&] { return static_cast<std::uint32_t>(rng()); };
  for (int trial = 0; trial < 3000; ++trial) {
    SCOPED_TRACE(trial);
    std::vector<Symbol> symbols(rng() % 300);
    RangeEncoder encoder;
    double bits = 0;
    for (Symbol& s : symbols) {
      // Small totals as a position's choices, the largest as a move's halves; a third of the
      // trials code every symbol at the bottom of its total, where the carry never moves.
      s.total = trial % 5 == 0 ? kRangeCoderMaxTotal : 1 + next() % (trial % 2 ? 40u : 3000u);
      s.start = trial % 3 == 0 ? 0 : next() % s.total;
      s.size = trial % 4 == 0 ? 1 + next() % (s.total - s.start) : 1;
      encoder.encode(s.start, s.size, s.total);
      bits += std::log2(static_cast<double>(s.total) / s.size);
    }
    const std::string bytes = encoder.finish();
    EXPECT_LE(static_cast<double>(bytes.size()), bits / 8 + 2);
    EXPECT_GE(static_cast<double>(bytes.size()), bits / 8 - 5);
    RangeDecoder decoder(bytes);
    for (const Symbol& s : symbols) {
      const std::uint32_t part = decoder.part(s.total);
      ASSERT_GE(part, s.start);
      ASSERT_LT(part, s.start + s.size);
      decoder.take(s.start, s.size);
    }
  }
}

// Carries: symbols at the top of their totals push the low end of the range up through bytes of
// 0xFF kept back, which a carry then turns to zeros.
TEST(RangeCoder, CarriesReachTheBytesKeptBack) {
  for (std::uint32_t total : {2u, 255u, 256u, kRangeCoderMaxTotal}) {
    SCOPED_TRACE(total);
    std::vector<std::uint32_t> parts;
    RangeEncoder encoder;
    for (int i = 0; i < 200; ++i) {
      parts.push_back(i % 17 == 16 ? 0 : total - 1);
      encoder.encode(parts.back(), 1, total);
    }
    const std::string bytes = encoder.finish();
    RangeDecoder decoder(bytes);
    for (const std::uint32_t p : parts) {
      ASSERT_EQ(decoder.part(total), p);
      decoder.take(p, 1);
    }
  }
}

TEST(RangeCoder, NothingCodedIsNoBytes) {
  EXPECT_EQ(RangeEncoder().finish(), "");
}

// The reciprocal must give the quotient itself, not one less, where the range is a multiple of
// the total or next to one, and at the ends of the 32-bit ranges.
TEST(RangeCoder, AStepByItsReciprocalIsTheQuotient) {
  std::mt19937 random(16);
  for (std::uint32_t total = 1; total < kRangeCoderReciprocals + 8; ++total) {
    std::vector<std::uint32_t> ranges = {
        0, 1, total - 1, total, total + 1, 0xFFFFFFFFu, 0xFFFFFFFFu - total, kRangeCoderTop};
    for (std::uint32_t k : {2u, 255u, 65'537u, 0xFFFFFFFFu / total})
      for (std::uint32_t near : {k * total - 1, k * total, k * total + 1}) ranges.push_back(near);
    for (int i = 0; i < 64; ++i) ranges.push_back(static_cast<std::uint32_t>(random()));
    for (std::uint32_t range : ranges)
      ASSERT_EQ(range_step(range, total), range / total) << range << " / " << total;
  }
}

}  // namespace
}  // namespace chatur::records
