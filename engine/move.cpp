#include "engine/move.h"

#include <algorithm>
#include <string>

namespace chatur::engine {

TooManyMoves::TooManyMoves(int held)
    : chatur::Error("the position has more than " + std::to_string(held) +
                    " moves, more than chatur generates") {}

void MoveList::full() const {
  throw TooManyMoves(static_cast<int>(limit_ - data_));
}

MoveList::MoveList(const MoveList& other) {
  *this = other;
}

MoveList& MoveList::operator=(const MoveList& other) {
  if (this != &other) {
    end_ = data_;
    reserve(other.size());
    end_ = std::copy(other.begin(), other.end(), data_);
  }
  return *this;
}

MoveList::MoveList(MoveList&& other) noexcept {
  *this = std::move(other);
}

MoveList& MoveList::operator=(MoveList&& other) noexcept {
  if (this == &other) return *this;
  if (other.heap_) {
    heap_ = std::move(other.heap_);
    data_ = other.data_;
    end_ = other.end_;
    limit_ = other.limit_;
    other.data_ = other.in_place_;
    other.limit_ = other.in_place_ + kInPlace;
  } else {
    // Moves held in place fit any list.
    end_ = std::copy(other.begin(), other.end(), data_);
  }
  other.end_ = other.data_;
  return *this;
}

void MoveList::grow(int n) {
  const std::ptrdiff_t capacity = limit_ - data_;
  const std::ptrdiff_t room = std::max<std::ptrdiff_t>(n, 2 * capacity);
  auto heap = std::make_unique_for_overwrite<Move[]>(static_cast<std::size_t>(room));
  end_ = std::copy(data_, end_, heap.get());
  heap_ = std::move(heap);
  data_ = heap_.get();
  limit_ = data_ + room;
}

}  // namespace chatur::engine
