#include "records/huge_page_arena.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

namespace chatur::records {
namespace {

bool aligned(const void* p, std::size_t alignment) {
  return reinterpret_cast<std::uintptr_t>(p) % alignment == 0;
}

TEST(HugePageArena, HandsOutItsRegionInOrderThenTheDefaultResource) {
  HugePageArena arena;
  arena.map(3 << 20);
  // The region is rounded up to whole huge pages.
  ASSERT_EQ(arena.room(), std::size_t{4} << 20);
  std::byte* first = static_cast<std::byte*>(arena.allocate(100, 8));
  std::byte* second = static_cast<std::byte*>(arena.allocate(1000, 64));
  EXPECT_TRUE(aligned(first, std::size_t{2} << 20));  // the region starts on a huge page
  EXPECT_TRUE(aligned(second, 64));
  EXPECT_GE(second, first + 100);
  EXPECT_LT(second, first + 100 + 64);
  EXPECT_EQ(arena.room(), (std::size_t{4} << 20) - static_cast<std::size_t>(second + 1000 - first));
  std::memset(first, 1, 100);
  std::memset(second, 2, 1000);
  // More than is left comes from the default resource, and goes back to it.
  std::byte* big = static_cast<std::byte*>(arena.allocate(std::size_t{5} << 20, 16));
  EXPECT_TRUE(big < first || big >= first + (std::size_t{4} << 20));
  std::memset(big, 3, std::size_t{5} << 20);
  arena.deallocate(big, std::size_t{5} << 20, 16);
  // What the region handed out is not reused before the arena goes.
  arena.deallocate(first, 100, 8);
  std::byte* third = static_cast<std::byte*>(arena.allocate(100, 8));
  EXPECT_GE(third, second + 1000);
  EXPECT_EQ(first[99], std::byte{1});
  EXPECT_EQ(second[999], std::byte{2});
}

// Blocks from the default resource go back to it: a leak or a bad free fails the sanitizer run.
TEST(HugePageArena, WithoutARegionEverythingComesFromTheDefaultResource) {
  HugePageArena arena;
  EXPECT_EQ(arena.room(), 0u);
  void* p = arena.allocate(64, 8);
  std::memset(p, 1, 64);
  arena.deallocate(p, 64, 8);
  // A region mapped, then let go by mapping none: nothing of it is handed out afterwards.
  arena.map(std::size_t{1} << 20);
  EXPECT_GE(arena.room(), std::size_t{1} << 20);
  arena.map(0);
  EXPECT_EQ(arena.room(), 0u);
  void* q = arena.allocate(4096, 64);
  std::memset(q, 2, 4096);
  EXPECT_TRUE(aligned(q, 64));
  EXPECT_EQ(arena.room(), 0u);
  arena.deallocate(q, 4096, 64);
}

}  // namespace
}  // namespace chatur::records
