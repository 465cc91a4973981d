// Perft of ZM Machiavellian Chess and Chatanooga. Every count was computed by this core and,
// independently, by scripts/reference/four_army_check_perft.py (written from the rules text
// alone: full copies and board scans); both agree on every number here. The middle-game
// positions come from random plies from a small position with every king on its far corner
// (king promotion unused) and pawns near promotion; the reference replays the same plies
// (--pieces ... --kp 1,1,1,1 --moves ...), with captures written "a1-b2".
#include <gtest/gtest.h>

#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

struct PerftCase {
  const char* rules;  // id and options, as testing::rules reads them
  const char* what;
  const char* moves;  // played from kPieces; empty: the start position
  std::vector<std::uint64_t> counts;
};

const char* const kPieces = "rKa1 rPe2 rPf3 rNg6 gKa8 gPb4 gRc3 yKh8 yPd7 yBe5 bKh1 bPg5 bRd4";

void expect_counts(const PerftCase& c) {
  auto rules = testing::rules(c.rules);
  Position pos(*rules);
  if (*c.moves) {
    Setup setup = testing::setup_of(*rules, 0, kPieces);
    if (rules->king_promotion_type() >= 0) setup.king_promotion = 0xF;
    pos = Position(*rules, setup);
    testing::play(pos, c.moves);
  }
  const int ply = pos.ply();
  for (size_t d = 0; d < c.counts.size(); ++d)
    EXPECT_EQ(perft(pos, static_cast<int>(d) + 1), c.counts[d]) << c.what << ", depth " << d + 1;
  EXPECT_EQ(pos.ply(), ply);
}

TEST(CheckOnChaturajiBoardPerft, Starts) {
  const PerftCase cases[] = {
      {"zm-machiavellian", "free-for-all", "", {13, 166, 2117, 26380, 391882}},
      {"zm-machiavellian mode=teams", "teams", "", {13, 166, 2115, 26328}},
      {"chatanooga", "free-for-all", "", {13, 166, 2126, 26601, 395134}},
      {"chatanooga mode=teams", "teams", "", {13, 166, 2124, 26549}},
  };
  for (const auto& c : cases) expect_counts(c);
}

TEST(CheckOnChaturajiBoardPerft, MiddleGamesWithDefeatedArmies) {
  const PerftCase cases[] = {
      {"zm-machiavellian",
       "free-for-all, Green and Black taken by Red and Yellow",
       "a1-b2 b4-a4=R h8-h7 d4-d1 c3-c8 g6-e5 a8-a7 d7-d8=B d1-g1 e2-e1=R a8-e4 h7-g8 "
       "g5-h5=R h8-g7 a7-a6 g7-g2 b2-b3 c8-c5 g2-f3 e1-e3 e4-e3 e5-d3 c5-c2 f3-f5 a1-h8 "
       "g8-f7 h8-b2 e3-b6 b3-c2 a4-h4 g1-g7 b2-b3 f7-e8 b3-b6 h5-h7 b6-a5 f5-f2 c2-c1 h7-h6 "
       "h4-f4",
       {56, 1826, 77005}},
      {"zm-machiavellian mode=teams",
       "teams, Black taken by Red",
       "e2-e1=R d4-d1 c3-c4 d7-d8=N e1-e4 c4-d4 h8-g7 g6-f8 d4-d1 a1-a2 d1-d2 a2-b3 b4-a4=R "
       "g7-f7 e4-f4 a4-a1 f7-f6 g5-h5=R d2-d5 h8-h6 h5-g5 a1-e1 e5-c7 b3-c4 d5-d8 h6-g7 "
       "f3-f2 e1-e8 c7-a5 g5-g1 e8-e5 f6-e5 f4-g4 d8-d5 e5-d5 f2-f1=N a8-b8 d5-d4 c4-d3 "
       "a8-c6",
       {23, 411, 10306, 147369}},
      {"chatanooga",
       "free-for-all, Yellow taken by Red",
       "g6-h8 c3-c2 d4-d2 d7-d8=N c2-c5 d2-d4 e5-d4 c5-b5 g5-h5=N d8-b7 b5-b6 h5-g3 h8-f7 "
       "b6-f6 g3-e2 b7-d8 f6-f7 e2-d4 f3-f2 f7-c7 d4-e2 f2-f1=R c7-c5 h1-h2 a1-b2 c5-c7 "
       "e2-f4 f1-h1 c7-e7 h2-g2 b2-b1 a8-b8 g2-f2 h1-g1 b4-a4=N f4-e2 g1-g5 b8-a8 e2-c3 "
       "b1-a1",
       {20, 197, 3615, 61747}},
      {"chatanooga mode=teams",
       "teams, Red taken by Green, which has two kings",
       "a1-b1 c3-a3 e5-c7 d4-d2 g6-h4 b4-a4=K h8-g7 g5-h4=N e2-e1=B a3-d3 d7-d8=N h4-g6 "
       "e1-f2 a8-b8 g7-g6 d2-f2 b1-c1 a4-b3 g6-f7 f2-a2 c1-b1 b8-c8 f7-g8 a2-c2 f3-f2 b3-b2 "
       "c7-a5 c2-f2 c8-c7 a5-e1 f2-f4 d3-e3 e1-g3 h1-g1 e3-g3 g8-h8 f4-e4 b2-a1 d8-f7 e4-e5",
       {24, 149, 2466, 56216}},
  };
  for (const auto& c : cases) expect_counts(c);
}

}  // namespace
}  // namespace chatur::engine
