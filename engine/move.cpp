#include "engine/move.h"

#include <string>

namespace chatur::engine {

TooManyMoves::TooManyMoves()
    : chatur::Error("the position has more than " + std::to_string(MoveList::kCapacity) +
                    " moves, more than chatur generates") {}

void MoveList::full() {
  throw TooManyMoves();
}

}  // namespace chatur::engine
