#include "records/range_coder.h"

#include <utility>

namespace chatur::records {
void RangeEncoder::shift_low() {
  if (low_ < 0xFF000000u || low_ > 0xFFFFFFFFu) {
    const auto carry = static_cast<std::uint8_t>(low_ >> 32);
    std::uint8_t byte = cache_;
    do {
      if (first_)
        first_ = false;
      else
        out_ += static_cast<char>(static_cast<std::uint8_t>(byte + carry));
      byte = 0xFF;
    } while (--pending_ != 0);
    cache_ = static_cast<std::uint8_t>(low_ >> 24);
  }
  ++pending_;
  low_ = (low_ & 0x00FFFFFFu) << 8;
}

std::string RangeEncoder::finish() {
  // Any value in [low, low + range) decodes the same: the one with the most trailing zero bits
  // lets the most bytes be left to the decoder's zeros.
  const std::uint64_t end = low_ + range_;
  for (int bits = 32; bits > 0; --bits) {
    const std::uint64_t unit = std::uint64_t{1} << bits;
    const std::uint64_t v = (low_ + unit - 1) & ~(unit - 1);
    if (v < end) {
      low_ = v;
      break;
    }
  }
  // Only the flush's zeros go: bytes written for the symbols stay, so that symbols in n bits
  // take at least n / 8 - 5 bytes and a reader may bound how many there can be in its data.
  const size_t written = out_.size();
  for (int i = 0; i < 5; ++i) shift_low();
  while (out_.size() > written && out_.back() == '\0') out_.pop_back();
  return std::move(out_);
}

RangeDecoder::RangeDecoder(std::string_view in) : in_(in) {
  for (int i = 0; i < 4; ++i) code_ = (code_ << 8) | next();
}

std::uint8_t RangeDecoder::next() {
  return at_ < in_.size() ? static_cast<std::uint8_t>(in_[at_++]) : 0;
}

std::uint32_t RangeDecoder::part(std::uint32_t total) {
  step_ = range_step(range_, total);
  return code_ / step_;
}

void RangeDecoder::take(std::uint32_t start, std::uint32_t size) {
  code_ -= step_ * start;
  range_ = step_ * size;
  while (range_ < kRangeCoderTop) {
    code_ = (code_ << 8) | next();
    range_ <<= 8;
  }
}

}  // namespace chatur::records
