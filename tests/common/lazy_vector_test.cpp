// LazyVector: one pointer while empty, a vector's values otherwise.
#include "common/lazy_vector.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace chatur {
namespace {

TEST(LazyVector, IsOnePointerAndEmptyUntilItHoldsSomething) {
  static_assert(sizeof(LazyVector<std::string>) == sizeof(void*));
  LazyVector<int> v;
  EXPECT_TRUE(v.empty());
  EXPECT_EQ(v.size(), 0u);
  EXPECT_EQ(v.begin(), v.end());
  int visited = 0;
  for (int x : v) visited += x + 1;
  EXPECT_EQ(visited, 0);
}

TEST(LazyVector, HoldsWhatIsAddedInOrder) {
  LazyVector<std::string> v;
  v.push_back("a");
  EXPECT_EQ(v.emplace_back(3, 'b'), "bbb");
  v.back() += "!";
  ASSERT_EQ(v.size(), 2u);
  EXPECT_EQ(v[0], "a");
  EXPECT_EQ(v[1], "bbb!");
  std::string joined;
  for (const std::string& s : v) joined += s;
  EXPECT_EQ(joined, "abbb!");
}

TEST(LazyVector, CopiesAreIndependentAndMovesLeaveTheSourceEmpty) {
  LazyVector<int> a;
  a.push_back(1);
  LazyVector<int> b = a;
  b.push_back(2);
  EXPECT_EQ(a.size(), 1u);
  EXPECT_EQ(b.size(), 2u);
  a = b;
  b[0] = 9;
  EXPECT_EQ(a[0], 1);
  LazyVector<int> c = std::move(a);
  EXPECT_EQ(c.size(), 2u);
  EXPECT_TRUE(a.empty());  // NOLINT(bugprone-use-after-move): a moved-from LazyVector is empty
}

TEST(LazyVector, TakesAVectorAndResizes) {
  LazyVector<int> v;
  v = std::vector<int>{4, 5, 6};
  EXPECT_EQ(v.size(), 3u);
  v.resize(5);
  EXPECT_EQ(v.size(), 5u);
  EXPECT_EQ(v[4], 0);
  v.resize(0);
  EXPECT_TRUE(v.empty());
  v = std::vector<int>{};
  EXPECT_TRUE(v.empty());
  v.push_back(7);
  v.clear();
  EXPECT_TRUE(v.empty());
}

}  // namespace
}  // namespace chatur
