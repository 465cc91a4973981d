// A range coder (the carry-propagating kind LZMA uses) for symbols whose probabilities the
// caller knows exactly: each symbol is a run [start, start + size) of `total` equal parts. The
// archive codes a game's main line with it, each move in about as many bits as its position
// leaves choices (records/game_encoding.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace chatur::records {

// The largest `total` a symbol may have: a range never narrower than 2^24 keeps every part of
// it at least 256 wide.
inline constexpr std::uint32_t kRangeCoderMaxTotal = 1u << 16;

// The narrowest range either side keeps: below it, a byte is shifted out (or in).
inline constexpr std::uint32_t kRangeCoderTop = 1u << 24;

// range / total for the totals below kRangeCoderReciprocals, as a multiplication by a 64-bit
// reciprocal: exact for every 32-bit range (the reciprocal's excess over 2^64 / total, below 1,
// moves the quotient by less than 2^-32, and a fraction of total is at most 1 - 1 / total). The
// coders divide at every symbol, and a division takes some 25 cycles where a multiplication
// takes 3.
inline constexpr std::uint32_t kRangeCoderReciprocals = 1024;
struct RangeCoderReciprocals {
  std::uint64_t of[kRangeCoderReciprocals];
};
inline constexpr RangeCoderReciprocals kRangeCoderReciprocal = [] {
  RangeCoderReciprocals r{};
  for (std::uint32_t t = 2; t < kRangeCoderReciprocals; ++t) r.of[t] = ~std::uint64_t{0} / t + 1;
  return r;
}();
inline std::uint32_t range_step(std::uint32_t range, std::uint32_t total) {
  if (total < 2 || total >= kRangeCoderReciprocals) return range / total;
  __extension__ using Product = unsigned __int128;
  return static_cast<std::uint32_t>(Product{range} * kRangeCoderReciprocal.of[total] >> 64);
}

class RangeEncoder {
 public:
  // Codes the symbol [start, start + size) of total; 0 < size, start + size <= total <=
  // kRangeCoderMaxTotal.
  void encode(std::uint32_t start, std::uint32_t size, std::uint32_t total) {
    const std::uint32_t step = range_step(range_, total);
    low_ += std::uint64_t{step} * start;
    range_ = step * size;
    while (range_ < kRangeCoderTop) {
      range_ <<= 8;
      shift_low();
    }
  }
  // Makes room for `bytes` bytes of output, so that a main line's bytes are not copied as they
  // grow.
  void reserve(size_t bytes) { out_.reserve(bytes); }
  // The bytes that decode to the symbols encoded: at least n / 8 - 5 for symbols of n bits in
  // all (log2(total / size) each), and no more than the decoder needs, as it reads zeros past
  // their end. The encoder is spent.
  std::string finish();

 private:
  void shift_low();

  std::uint64_t low_ = 0;  // bit 32: a carry into the bytes not yet written
  std::uint32_t range_ = 0xFFFFFFFFu;
  std::uint8_t cache_ = 0;     // the last byte kept back, as a carry may still change it
  std::uint64_t pending_ = 1;  // cache_ and the 0xFF bytes after it, not yet written
  bool first_ = true;          // the first byte is always 0 and is not written
  std::string out_;
};

class RangeDecoder {
 public:
  // Reads `in`, which must outlive the decoder.
  explicit RangeDecoder(std::string_view in);
  // The part of `total` the next symbol covers: a symbol [start, start + size) with start <=
  // part < start + size was encoded there. A part >= total means the bytes were not written by
  // RangeEncoder with these totals. take() must follow.
  std::uint32_t part(std::uint32_t total);
  // Takes the symbol [start, start + size) whose part() was read.
  void take(std::uint32_t start, std::uint32_t size);

 private:
  std::uint8_t next();

  std::string_view in_;
  size_t at_ = 0;
  std::uint32_t code_ = 0;
  std::uint32_t range_ = 0xFFFFFFFFu;
  std::uint32_t step_ = 1;
};

}  // namespace chatur::records
