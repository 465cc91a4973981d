// The per-move comment of tournament games: "+0.35/7 0.012s", mates, book and forced moves;
// written without printf, so checked against printf's output over a range of values.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "tournament/game_runner.h"

namespace chatur::tournament {
namespace {

std::string printf_comment(int cp, int depth, std::int64_t ms) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%+.2f/%d %.3fs", cp / 100.0, depth,
                static_cast<double>(ms) / 1000.0);
  return buf;
}

TEST(MoveComment, Forms) {
  MoveRecord m;
  m.host_ms = 12;
  m.depth = 7;
  m.score_cp = 35;
  EXPECT_EQ(move_comment(m), "+0.35/7 0.012s");
  m.score_cp = -1250;
  m.host_ms = 61234;
  EXPECT_EQ(move_comment(m), "-12.50/7 61.234s");
  m.score_cp.reset();
  m.mate = 3;
  EXPECT_EQ(move_comment(m), "+M3/7 61.234s");
  m.mate = -2;
  EXPECT_EQ(move_comment(m), "-M2/7 61.234s");
  m.mate.reset();
  m.host_ms = 0;
  EXPECT_EQ(move_comment(m), "0.000s");  // no score reported
  m.book = true;
  EXPECT_EQ(move_comment(m), "book");
  m.book = false;
  m.forced = true;
  EXPECT_EQ(move_comment(m), "forced");
}

TEST(MoveComment, ScoresAndTimesAsPrintfWritesThem) {
  MoveRecord m;
  m.depth = 12;
  for (int cp = -30000; cp <= 30000; cp += 7) {
    m.score_cp = cp;
    m.host_ms = (cp + 30000) * 3;
    ASSERT_EQ(move_comment(m), printf_comment(cp, 12, m.host_ms));
  }
}

}  // namespace
}  // namespace chatur::tournament
