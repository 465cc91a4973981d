// Chaturaji perft. The counts were computed by this core and, independently, by the plain
// reference implementation in scripts/reference/chaturaji_perft.py (board scan, full copies);
// both agree on every number here.
#include <gtest/gtest.h>

#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::fen4;

struct PerftCase {
  const char* name;
  std::string fen;
  std::vector<std::uint64_t> counts;
};

TEST(ChaturajiPerft, StartPosition) {
  auto rules = testing::rules("chaturaji");
  Position pos(*rules);
  // The armies cannot reach each other in the first round: 9 moves each.
  const std::uint64_t expected[] = {9, 81, 729, 6561, 72090, 791854, 8694374};
  for (int d = 1; d <= 7; ++d) EXPECT_EQ(perft(pos, d), expected[d - 1]) << "depth " << d;
}

TEST(ChaturajiPerft, RulePositions) {
  auto rules = testing::rules("chaturaji");
  const std::string pawns =
      "bK,6,yK/6,rN,1/3,rP,1,bP,2/2,gN,1,yN,1,gP,1/1,bN,1,rB,1,gP,2/2,yP,1,bP,3/8/rK,6,gK";
  const PerftCase cases[] = {
      {"boat leaps",
       fen4('R', "bK,6,rK/8/1,rP,3,gP,2/2,gR,1,bN,3/3,rB,4/2,bP,1,yP,3/5,yK,2/7,gK"),
       {7, 68, 544, 6808, 57348}},
      {"pawns, Red to move", fen4('R', pawns), {13, 174, 2039, 21896, 264191}},
      {"pawns, Green to move", fen4('G', pawns), {14, 160, 1777, 21302, 249491}},
      {"pawns, Yellow to move", fen4('Y', pawns), {12, 136, 1709, 21260, 220943}},
      {"pawns, Black to move", fen4('B', pawns), {12, 151, 1983, 22294, 252179}},
      {"promotion from a pool",
       fen4('R', "bK,6,rK/8/8/8/8/8/4,rP,1,rP,1/yK,2,gB,1,yB,2-pool=NNR,,,"),
       {9, 16, 80, 240, 2565}},
      {"pawn waits on an empty pool",
       fen4('Y', "7,bK/2,yP,5/8/8/4,yN,3/7,rK/yK,7/4,bR,3"),
       {14, 213, 1048, 1048, 13771}},
      {"waiting pawn",
       fen4('B', "2,yP,4,bK/8/8/8/4,yN,3/7,rK/yK,7/4,bR,3-wait=,,c8,"),
       {13, 65, 65, 813}},
      {"passes", fen4('G', "bK,1,yP,4,rK/8/8/4,rP,3/4,yP,3/8/8/8-wait=,,c8,"), {1, 1, 3, 9, 9}},
      {"last king", fen4('R', "7,rK/8/8/4,bK,3/8/2,gP,5/8/yK,3,rR,3"), {13, 12, 35, 280, 4473}},
  };
  for (const auto& c : cases) {
    Position pos = parse_fen(*rules, c.fen);
    for (size_t d = 0; d < c.counts.size(); ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d + 1)), c.counts[d]) << c.name << " depth " << d + 1;
  }
}

}  // namespace
}  // namespace chatur::engine
