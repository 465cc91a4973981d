#include "records/position_batch.h"

#include <algorithm>
#include <utility>

namespace chatur::records {
namespace {

// An entry's word: the hash's kept bits above the game's. The bucket's bits are the top ones, the
// same for a whole bucket; below them, the rest of the kept hash in two digits.
constexpr int kRestShift = PositionEntry::kGameIdBits;
constexpr int kRestBits = kPositionHashBits - kPositionBucketBits;
constexpr int kLowDigitBits = kRestBits / 2;
constexpr int kHighDigitBits = kRestBits - kLowDigitBits;
// Below this many entries a bucket is sorted by comparison.
constexpr size_t kRadixFrom = 256;

// One stable counting pass from `in` to `out` by the digit of `bits` bits at `shift`.
void counting_pass(std::span<const PositionEntry> in, std::span<PositionEntry> out, int shift,
                   int bits) {
  std::array<size_t, (1 << kHighDigitBits) + 1> starts{};
  const std::uint64_t mask = (std::uint64_t{1} << bits) - 1;
  for (const PositionEntry& e : in) ++starts[(e.bits() >> shift & mask) + 1];
  for (size_t d = 1; d < starts.size(); ++d) starts[d] += starts[d - 1];
  for (const PositionEntry& e : in) out[starts[e.bits() >> shift & mask]++] = e;
}

template <size_t... I>
std::array<std::pmr::vector<PositionEntry>, sizeof...(I)> buckets_in(
    std::pmr::memory_resource* room, std::index_sequence<I...>) {
  return {((void)I, std::pmr::vector<PositionEntry>(room))...};
}

}  // namespace

PositionBatch::PositionBatch()
    : buckets_(buckets_in(&room_, std::make_index_sequence<kBuckets>())) {}

void PositionBatch::reserve(size_t entries) {
  // Some room over an even share: buckets fill unevenly.
  const size_t each = entries / kBuckets + entries / kBuckets / 8;
  // The buckets let go of the region before it is replaced.
  for (auto& b : buckets_) b = std::pmr::vector<PositionEntry>(&room_);
  clear();
  room_.map(each * kBuckets * sizeof(PositionEntry));
  for (auto& b : buckets_) b.reserve(each);
}

void PositionBatch::sort() {
  size_ = 0;
  for (auto& b : buckets_) {
    if (b.size() >= kRadixFrom && in_game_order_) {
      // Stable passes over the hash's bits below the bucket's keep the games' order within each
      // hash: the entries end in (hash, game) order.
      scratch_.resize(b.size());
      counting_pass(b, scratch_, kRestShift, kLowDigitBits);
      counting_pass(scratch_, b, kRestShift + kLowDigitBits, kHighDigitBits);
    } else {
      std::sort(b.begin(), b.end());
    }
    b.erase(std::unique(b.begin(), b.end()), b.end());
    size_ += b.size();
  }
}

std::vector<PositionEntry> PositionBatch::entries() const {
  std::vector<PositionEntry> all;
  all.reserve(size_);
  for (const auto& b : buckets_) all.insert(all.end(), b.begin(), b.end());
  return all;
}

void PositionBatch::clear() {
  for (auto& b : buckets_) b.clear();
  size_ = 0;
  last_game_ = 0;
  in_game_order_ = true;
}

}  // namespace chatur::records
