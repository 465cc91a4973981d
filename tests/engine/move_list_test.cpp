// MoveList: moves held in place up to its capacity, a guard past it, and room reserved on the
// heap that copies and moves keep.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "engine/move.h"

namespace chatur::engine {
namespace {

Move nth(int i) {
  return Move(MoveKind::kNormal, static_cast<Square>(i % 500), static_cast<Square>(i / 500 + 1));
}

MoveList filled(int n) {
  MoveList list;
  list.reserve(n);
  for (int i = 0; i < n; ++i) list.push(nth(i));
  return list;
}

void expect_moves(const MoveList& list, int n) {
  ASSERT_EQ(list.size(), n);
  for (int i = 0; i < n; ++i) ASSERT_EQ(list[i], nth(i)) << i;
}

TEST(MoveList, PushPastTheCapacityThrowsAndKeepsTheMoves) {
  MoveList list;
  for (int i = 0; i < MoveList::kInPlace; ++i) list.push(nth(i));
  EXPECT_THROW(list.push(nth(MoveList::kInPlace)), TooManyMoves);
  expect_moves(list, MoveList::kInPlace);
}

TEST(MoveList, TheGuardNamesTheRoomTheListHad) {
  // Room reserved for 3000 (more than twice the 1024 in place), all of it used.
  MoveList list = filled(3000);
  try {
    list.push(nth(3000));
    FAIL() << "no TooManyMoves";
  } catch (const TooManyMoves& e) {
    EXPECT_EQ(std::string(e.what()),
              "the position has more than 3000 moves, more than chatur generates");
  }
  expect_moves(list, 3000);
}

TEST(MoveList, ReservedRoomKeepsTheMovesHeld) {
  MoveList list = filled(100);
  list.reserve(3000);
  expect_moves(list, 100);
  for (int i = 100; i < 3000; ++i) list.push(nth(i));
  expect_moves(list, 3000);
  list.reserve(10);  // never shrinks
  expect_moves(list, 3000);
}

TEST(MoveList, CopiesAndMovesKeepTheMovesInPlaceOrOnTheHeap) {
  for (int n : {0, 5, MoveList::kInPlace, 2500}) {
    const MoveList list = filled(n);
    MoveList copy = list;
    expect_moves(copy, n);
    MoveList moved = std::move(copy);
    expect_moves(moved, n);
    EXPECT_TRUE(copy.empty());
    copy.push(nth(0));  // a list moved from is usable
    EXPECT_EQ(copy.size(), 1);
    MoveList heap = filled(2000);
    heap = list;  // a heap list takes any list, and an in-place one a heap list's moves
    expect_moves(heap, n);
    MoveList small;
    small = filled(n);
    expect_moves(small, n);
  }
}

}  // namespace
}  // namespace chatur::engine
