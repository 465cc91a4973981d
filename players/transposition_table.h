// The transposition table: search results by position hash, owned by one search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/move.h"

namespace chatur::players {

// What a stored score says about the true score.
enum class Bound : std::uint8_t { kNone, kUpper, kLower, kExact };

struct TTEntry {
  std::uint64_t key = 0;
  std::uint32_t move = 0;  // engine::Move bits, 0 for none
  std::int16_t score = 0;  // relative to the team to move; mate scores relative to this node
  std::int8_t depth = 0;
  Bound bound = Bound::kNone;
};

class TranspositionTable {
 public:
  // A table of at most `megabytes` (at least one entry; the entry count is a power of two).
  explicit TranspositionTable(std::size_t megabytes);

  void resize(std::size_t megabytes);
  void clear();
  // The entry stored for this key, or nullptr.
  const TTEntry* probe(std::uint64_t key) const;
  // Stores a result; keeps an existing deeper result of the same position unless this one is
  // exact, and always replaces another position's entry.
  void store(std::uint64_t key, engine::Move move, int score, int depth, Bound bound);

 private:
  std::vector<TTEntry> entries_;
  std::uint64_t mask_ = 0;
};

}  // namespace chatur::players
