#include "players/transposition_table.h"

namespace chatur::players {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
  const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(TTEntry);
  std::size_t count = 1;
  while (count * 2 <= wanted) count *= 2;
  entries_.assign(count, TTEntry{});
  mask_ = count - 1;
}

void TranspositionTable::clear() {
  entries_.assign(entries_.size(), TTEntry{});
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
  const TTEntry& e = entries_[key & mask_];
  return e.bound != Bound::kNone && e.key == key ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, engine::Move move, int score, int depth,
                               Bound bound) {
  TTEntry& e = entries_[key & mask_];
  if (e.key == key && e.bound != Bound::kNone && depth < e.depth && bound != Bound::kExact) return;
  // A result without a move keeps the move already known for the position for ordering.
  if (move.is_null() && e.key == key) move = engine::Move(e.move);
  e = TTEntry{key, move.bits(), static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth),
              bound};
}

}  // namespace chatur::players
