// Chaturanga 4-84 perft. Every count was also computed by the independent plain reference
// implementation scripts/reference/chaturanga_4_84_perft.py; both agree.
#include <gtest/gtest.h>

#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::fen4;

TEST(Chaturanga484Perft, StartPosition) {
  auto rules = testing::rules("chaturanga-4-84");
  Position pos(*rules);
  // Red: 40 wazir drops, 5 pawn steps, 3 knight moves, 5 king swaps.
  const std::uint64_t expected[] = {53, 2778, 143381, 7320632};
  for (int d = 1; d <= 4; ++d) EXPECT_EQ(perft(pos, d), expected[d - 1]) << "depth " << d;
}

TEST(Chaturanga484Perft, RulePositions) {
  auto rules = testing::rules("chaturanga-4-84");
  const std::string leaps =
      "8,rK,1/bK,9/2,rP,1,rP,5/2,yP,1,bP,5/rP,1,bP,2,yP,bP,gP,2/gN,9/5,rP,gP,3/1,yP,gP,4,rP,2/"
      "7,yP,1,gK/1,yK,8";
  const struct {
    const char* name;
    std::string fen;
    std::vector<std::uint64_t> counts;
  } cases[] = {
      {"old squares",
       fen4('R', "8,rK,1/bK,9/10/5,gP,4/4,rB,5/4,rQ,rR,4/2,bN,gN,1,bP,rP,3/10/9,gK/1,yK,8"),
       {15, 182, 546}},
      {"drops",
       fen4('R', "8,rK,1/bK,9/10/10/10/10/10/2,rW,7/9,gK/1,yK,8-hand=W,,,"),
       {82, 246, 738}},
      {"captured wazir",
       fen4('B', "8,rK,1/bK,9/10/10/10/2,rW,7/10/1,bN,8/6,rP,2,gK/1,yK,8"),
       {8, 53, 159}},
      {"leaps, Red", fen4('R', leaps), {5, 36, 293}},
      {"leaps, Green", fen4('G', leaps), {7, 57, 378}},
      {"swaps",
       fen4('R', "10/bK,9/10/10/10/10/10/10/3,yK,rP,yN,3,gK/3,gP,rK,rR,4-pool=Q,,,"),
       {7, 25, 300}},
      {"promotion",
       fen4('R',
            "8,rK,1/1,rP,8/bN,9/3,rP,6/2,gQ,1,gN,2,rP,2/6,bK,3/10/3,rP,6/2,rP,bP,2,rP,2,gK/"
            "1,yK,8-pool=RRW,,,"),
       {24, 606, 1818}},
      {"stalemate", fen4('R', "8,rK,1/bK,9/10/10/10/10/1,gP,8/10/10/1,yK,8"), {3, 0, 0}},
      {"old squares win",
       fen4('R', "8,rK,1/bK,9/10/5,rP,4/4,rW,5/4,yP,rN,4/10/10/9,gK/1,yK,8"),
       {15, 42, 165}},
      {"second king",
       fen4('R', "8,rK,1/10/10/bK,1,rR,7/10/10/7,gN,2/10/10/1,yK,8"),
       {19, 144, 432}},
  };
  for (const auto& c : cases) {
    Position pos = parse_fen(*rules, c.fen);
    for (size_t d = 0; d < c.counts.size(); ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d + 1)), c.counts[d]) << c.name << " depth " << d + 1;
  }
}

}  // namespace
}  // namespace chatur::engine
