// The position index entries a writer gathers before it writes them (Archive::flush_positions):
// kept apart by bucket as they come, so that each bucket is sorted on its own, in cache, and
// written as it is. One sort of a whole batch (two million entries for an import's 16000 games)
// went over them three times out of cache, with a second buffer of their size.
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
    const std::int64_t game = e.game_id();
    in_game_order_ = in_game_order_ && game >= last_game_;
    last_game_ = game;
    buckets_[static_cast<size_t>(position_bucket(e.bits()))].push_back(e);
    ++size_;
  }
  // The entries added; after sort(), those kept.
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // Sorts each bucket and keeps each (hash, game) once. Then bucket(b) is bucket b's entries in
  // order, and the buckets in turn are all the entries in order.
  void sort();
  std::span<const PositionEntry> bucket(int b) const { return buckets_[static_cast<size_t>(b)]; }
  // All the entries, sorted (after sort()).
  std::vector<PositionEntry> entries() const;
  // Empties the batch, keeping the buckets' room.
  void clear();

 private:
  HugePageArena room_;  // the buckets' storage, once reserved; declared first, to go last
  std::array<std::pmr::vector<PositionEntry>, kBuckets> buckets_;
  std::vector<PositionEntry> scratch_;
  size_t size_ = 0;
  std::int64_t last_game_ = 0;
  bool in_game_order_ = true;
};

}  // namespace chatur::records
