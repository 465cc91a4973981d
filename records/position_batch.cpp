#include "records/position_batch.h"

#include <algorithm>
#include <utility>

namespace chatur::records {
namespace {

// Below this many entries a bucket is sorted by comparison.
constexpr size_t kRadixFrom = 256;

// One stable counting pass from `in` to `out` by the digit of `bits` bits at `shift`.
template <int kMaxBits>
void counting_pass(std::span<const std::uint32_t> in, std::span<std::uint32_t> out, int shift,
                   int bits) {
  std::array<size_t, (1 << kMaxBits) + 1> starts{};
  const std::uint32_t mask = (std::uint32_t{1} << bits) - 1;
  for (const std::uint32_t e : in) ++starts[(e >> shift & mask) + 1];
  for (size_t d = 1; d < starts.size(); ++d) starts[d] += starts[d - 1];
  for (const std::uint32_t e : in) out[starts[e >> shift & mask]++] = e;
}

template <size_t... I>
std::array<std::pmr::vector<std::uint32_t>, sizeof...(I)> buckets_in(
    std::pmr::memory_resource* room, std::index_sequence<I...>) {
  return {((void)I, std::pmr::vector<std::uint32_t>(room))...};
}

}  // namespace

PositionBatch::PositionBatch()
    : buckets_(buckets_in(&room_, std::make_index_sequence<kBuckets>())) {}

void PositionBatch::reserve(size_t entries) {
  // Some room over an even share: buckets fill unevenly.
  const size_t each = entries / kBuckets + entries / kBuckets / 8;
  // The buckets let go of the region before it is replaced.
  for (auto& b : buckets_) b = std::pmr::vector<std::uint32_t>(&room_);
  clear();
  room_.map(each * kBuckets * sizeof(std::uint32_t));
  for (auto& b : buckets_) b.reserve(each);
}

void PositionBatch::sort() {
  constexpr int kLowDigitBits = kRestBits / 2;
  constexpr int kHighDigitBits = kRestBits - kLowDigitBits;
  size_ = 0;
  for (auto& b : buckets_) {
    if (b.size() >= kRadixFrom && in_game_order_) {
      // Stable passes over the rest bits keep the games' order within each hash: the entries end
      // in (hash, game) order.
      scratch_.resize(b.size());
      counting_pass<kHighDigitBits>(b, scratch_, kDistanceBits, kLowDigitBits);
      counting_pass<kHighDigitBits>(scratch_, b, kDistanceBits + kLowDigitBits, kHighDigitBits);
    } else {
      std::sort(b.begin(), b.end());
    }
    b.erase(std::unique(b.begin(), b.end()), b.end());
    size_ += b.size();
  }
  std::sort(far_.begin(), far_.end());
  far_.erase(std::unique(far_.begin(), far_.end()), far_.end());
  // A game is near or far as a whole: no entry is in both.
  size_ += far_.size();
}

std::span<const PositionEntry> PositionBatch::bucket(int b,
                                                     std::vector<PositionEntry>& room) const {
  const auto& nears = buckets_[static_cast<size_t>(b)];
  room.resize(nears.size());
  const std::uint64_t top = static_cast<std::uint64_t>(b) << (64 - kPositionBucketBits);
  for (size_t i = 0; i < nears.size(); ++i)
    room[i] = PositionEntry(top | std::uint64_t{nears[i] >> kDistanceBits} << kRestShift,
                            first_game_ + near_game(nears[i]));
  const auto before = [b](const PositionEntry& e) { return position_bucket(e.bits()) < b; };
  const auto far_from = std::partition_point(far_.begin(), far_.end(), before);
  const auto far_to = std::partition_point(
      far_from, far_.end(), [b](const PositionEntry& e) { return position_bucket(e.bits()) <= b; });
  if (far_from != far_to) {
    const size_t near_count = room.size();
    room.insert(room.end(), far_from, far_to);
    std::inplace_merge(room.begin(), room.begin() + static_cast<std::ptrdiff_t>(near_count),
                       room.end());
  }
  return room;
}

std::vector<PositionEntry> PositionBatch::entries() const {
  std::vector<PositionEntry> all, room;
  all.reserve(size_);
  for (int b = 0; b < kBuckets; ++b) {
    const std::span<const PositionEntry> entries = bucket(b, room);
    all.insert(all.end(), entries.begin(), entries.end());
  }
  return all;
}

void PositionBatch::clear() {
  for (auto& b : buckets_) b.clear();
  far_.clear();
  size_ = 0;
  first_game_ = 0;
  last_distance_ = 0;
  in_game_order_ = true;
}

}  // namespace chatur::records
