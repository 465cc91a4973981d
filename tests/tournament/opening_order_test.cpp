// The opening order: sequential from a start offset, or shuffled by a seed with every opening
// used once before any repeats.
#include "tournament/opening_order.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

namespace chatur::tournament {
namespace {

std::vector<int> first_turns(const OpeningOrder& order, int turns) {
  std::vector<int> out;
  for (int t = 0; t < turns; ++t) out.push_back(opening_at(order, t));
  return out;
}

TEST(OpeningOrder, SequentialFromTheStart) {
  EXPECT_EQ(first_turns({4, false, 1, 0}, 6), (std::vector<int>{0, 1, 2, 3, 0, 1}));
  EXPECT_EQ(first_turns({4, false, 1, 3}, 3), (std::vector<int>{3, 0, 1}));
  EXPECT_EQ(opening_at({0, false, 1, 0}, 5), -1);
}

TEST(OpeningOrder, RandomUsesEveryOpeningOncePerCycle) {
  for (int count : {1, 2, 7, 50}) {
    for (std::uint64_t seed : {1ull, 2ull, 12345ull}) {
      const OpeningOrder order{count, true, seed, 0};
      const std::vector<int> turns = first_turns(order, count * 3);
      for (int cycle = 0; cycle < 3; ++cycle) {
        const std::set<int> seen(turns.begin() + cycle * count,
                                 turns.begin() + (cycle + 1) * count);
        EXPECT_EQ(static_cast<int>(seen.size()), count) << count << " " << seed;
        EXPECT_EQ(*seen.begin(), 0);
        EXPECT_EQ(*seen.rbegin(), count - 1);
      }
      EXPECT_EQ(first_turns(order, count * 3), turns);  // the same every time
    }
  }
  // The seed and the cycle change the order; `start` skips turns of it.
  const std::vector<int> a = first_turns({50, true, 1, 0}, 100);
  EXPECT_NE(a, first_turns({50, true, 2, 0}, 100));
  EXPECT_NE(std::vector<int>(a.begin(), a.begin() + 50), std::vector<int>(a.begin() + 50, a.end()));
  EXPECT_NE(std::vector<int>(a.begin(), a.begin() + 50), first_turns({50, false, 1, 0}, 50));
  EXPECT_EQ(first_turns({50, true, 1, 30}, 70), std::vector<int>(a.begin() + 30, a.end()));
}

}  // namespace
}  // namespace chatur::tournament
