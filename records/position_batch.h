// The position index entries a writer gathers before it writes them (Archive::flush_positions):
// kept apart by bucket as they come, so that each bucket is sorted on its own, in cache, and
// written as it is. One sort of a whole batch (two million entries for an import's 16000 games)
// went over them three times out of cache, with a second buffer of their size. Within its bucket
// an entry of a game near the batch's first is 4 bytes, not 8: the hash's kept bits below the
// bucket's and the game's distance from the first. An import's batch then fills half the fresh
// memory, whose pages cost a fault each on first touch (on a virtual machine, clearing the
// batch's huge pages was a sixth of the writer's samples in an import).
#pragma once

#include <array>
#include <cstdint>
#include <memory_resource>
#include <span>
#include <vector>

#include "records/huge_page_arena.h"
#include "records/position_index.h"

namespace chatur::records {

class PositionBatch {
 public:
  static constexpr int kBuckets = 1 << kPositionBucketBits;

  PositionBatch();
  PositionBatch(const PositionBatch&) = delete;
  PositionBatch& operator=(const PositionBatch&) = delete;

  // Empties the batch and makes room for about `entries` entries in all, spread evenly over the
  // buckets, in one region of huge pages: the batch's entries are written all over it.
  void reserve(size_t entries);
  // Adds an entry. Entries of games in increasing id order sort by two counting passes; others
  // are sorted as any.
  void add(PositionEntry e) {
    if (size_ == 0) first_game_ = e.game_id();
    ++size_;
    const auto distance = static_cast<std::uint64_t>(e.game_id() - first_game_);
    if (distance >= kNearGames) [[unlikely]] {
      far_.push_back(e);
      return;
    }
    const auto rest = static_cast<std::uint32_t>(e.bits() >> kRestShift) & kRestMask;
    const auto near = rest << kDistanceBits | static_cast<std::uint32_t>(distance);
    in_game_order_ = in_game_order_ && near_game(near) >= last_distance_;
    last_distance_ = near_game(near);
    buckets_[static_cast<size_t>(position_bucket(e.bits()))].push_back(near);
  }
  // The entries added; after sort(), those kept.
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // Sorts each bucket and keeps each (hash, game) once. Then bucket(b) is bucket b's entries in
  // order, and the buckets in turn are all the entries in order.
  void sort();
  // Bucket b's entries, in `room`. Threads may read different buckets at once, each in a room
  // of its own.
  std::span<const PositionEntry> bucket(int b, std::vector<PositionEntry>& room) const;
  // All the entries, sorted (after sort()).
  std::vector<PositionEntry> entries() const;
  // Empties the batch, keeping the buckets' room.
  void clear();

 private:
  // A near entry: the hash's kept bits below the bucket's over the game's distance from the
  // batch's first game; its order is the entries' order within the bucket.
  static constexpr int kRestBits = kPositionHashBits - kPositionBucketBits;
  static constexpr int kDistanceBits = 32 - kRestBits;
  static constexpr std::uint64_t kNearGames = std::uint64_t{1} << kDistanceBits;
  static constexpr std::uint32_t kRestMask = (std::uint32_t{1} << kRestBits) - 1;
  // Where the rest bits stand in an entry's word.
  static constexpr int kRestShift = PositionEntry::kGameIdBits;
  static std::uint32_t near_game(std::uint32_t near) { return near & (kNearGames - 1); }

  HugePageArena room_;  // the buckets' storage, once reserved; declared first, to go last
  std::array<std::pmr::vector<std::uint32_t>, kBuckets> buckets_;
  // Entries of games before the first or too far after it (an archive's staged blobs, spread):
  // whole, sorted together.
  std::vector<PositionEntry> far_;
  std::vector<std::uint32_t> scratch_;
  size_t size_ = 0;
  std::int64_t first_game_ = 0;
  std::uint32_t last_distance_ = 0;
  bool in_game_order_ = true;
};

}  // namespace chatur::records
