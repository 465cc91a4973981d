#include "ratings/head_to_head.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace chatur::ratings {
namespace {

GameResult duel(int white, int black, double white_score, std::int64_t pair) {
  return {{white, black}, {0, 1}, {white_score, 1.0 - white_score}, {}, pair, "checkmate"};
}

TEST(HeadToHead, CountsTrinomialAndPentanomial) {
  // Pairs from player 0's view: (1, 1/2) -> WD, (0, 1/2) -> LD, (1, 0) -> WL, (3/4, 1/2).
  const std::vector<GameResult> games{
      duel(0, 1, 1.0, 1), duel(1, 0, 0.5, 1), duel(0, 1, 0.0, 2),  duel(1, 0, 0.5, 2),
      duel(0, 1, 1.0, 3), duel(1, 0, 1.0, 3), duel(0, 1, 0.75, 4), duel(1, 0, 0.5, 4),
  };
  const HeadToHead h = head_to_head(games, 0, 1);
  EXPECT_EQ(h.games, 8);
  EXPECT_DOUBLE_EQ(h.points, 4.25);
  EXPECT_DOUBLE_EQ(h.wins, 2.5);
  EXPECT_DOUBLE_EQ(h.draws, 3.5);
  EXPECT_DOUBLE_EQ(h.losses, 2.0);
  // Totals 1.5, 0.5, 1, 1.25: the last shared between 1 and 1.5.
  const Pentanomial expected{0, 1, 1.5, 1.5, 0};
  EXPECT_EQ(h.pentanomial, expected);
  ASSERT_TRUE(h.paired.has_value());
  EXPECT_DOUBLE_EQ(h.paired->score, 4.25 / 8);
  EXPECT_FALSE(head_to_head({duel(0, 1, 1.0, 9)}, 0, 1).paired.has_value());
}

}  // namespace
}  // namespace chatur::ratings
