// Perft of the large two-army games (rulings.md section 3) from their start positions and from
// positions that exercise each rule: multi-steps and en passant over two squares, castling, set
// A promotion with the bishop rule, waiting pawns and captures made illegal by the promotion they
// cause, set B promotion, stalemate, Sultanspiel A's goal squares, Hyderabad's file promotion,
// king leap and last-piece draw. Every count was computed by this core and, independently, by
// the plain reference implementation scripts/reference/large_perft.py (board scan, full copy per
// move, legality by playing the move and testing the king); both agree on every number here.
#include <gtest/gtest.h>

#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

struct PerftCase {
  const char* variant;
  const char* fen;
  int depth;
  std::uint64_t nodes;
};

TEST(LargePerft, StartPositions) {
  const std::uint64_t kaiserspiel[] = {38, 1444, 62119, 2660322};
  const std::uint64_t sultanspiel[] = {43, 1849, 90742, 4437651};
  const std::uint64_t hyderabad[] = {25, 622, 20560, 671832};
  const std::pair<const char*, const std::uint64_t*> cases[] = {{"kaiserspiel-a", kaiserspiel},
                                                                {"kaiserspiel-b", kaiserspiel},
                                                                {"sultanspiel-a", sultanspiel},
                                                                {"sultanspiel-b", sultanspiel},
                                                                {"hyderabad", hyderabad}};
  for (auto [id, counts] : cases) {
    auto rules = testing::rules(id);
    Position pos(*rules);
    for (int d = 1; d <= 4; ++d) EXPECT_EQ(perft(pos, d), counts[d - 1]) << id << " depth " << d;
  }
}

TEST(LargePerft, SultanspielSecondArray) {
  auto rules = rule_sets::make("sultanspiel-a", {.array = 2});
  Position pos(*rules);
  const std::uint64_t counts[] = {43, 1849, 90740, 4437627};
  for (int d = 1; d <= 4; ++d) EXPECT_EQ(perft(pos, d), counts[d - 1]) << "depth " << d;
}

TEST(LargePerft, RulePositions) {
  const PerftCase cases[] = {
      // e2-e5 passes two squares, both open to en passant.
      {"kaiserspiel-a", "4k5/10/10/10/10/5p4/3p6/10/4P5/4K5 w - - 0 1", 4, 3341},
      {"kaiserspiel-a", "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1", 3, 27024},
      // Promotion from the pool, one bishop per colour, optional.
      {"kaiserspiel-a", "7k2/2PP6/10/10/10/10/10/10/B9/4K5[BN] w - - 0 1", 4, 6737},
      // A waiting pawn: captures that would promote it into a check on the capturer.
      {"kaiserspiel-a", "2P1k5/4N5/10/10/7q2/7R2/10/10/10/9K b - - 0 1 wait=c10,", 3, 17996},
      {"kaiserspiel-a", "2PP3k2/10/10/10/10/4B5/10/4r5/B9/9K b - - 0 1 wait=c10.d10,", 4, 154105},
      {"kaiserspiel-a", "r3k4r/1P8/10/10/4p5/10/3P6/10/5PP3/R3K4R w KQkq - 0 1", 3, 40610},
      {"kaiserspiel-b", "r3k4r/1P8/10/10/4p5/10/3P6/10/5PP3/R3K4R w KQkq - 0 1", 3, 54303},
      {"kaiserspiel-b", "k9/2Q7/10/10/10/10/10/10/10/9K b - - 0 1", 1, 0},
      {"sultanspiel-a", "r4k4r/11/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1", 3, 35804},
      // Goal squares cut lines short in set A only.
      {"sultanspiel-a", "11/11/2k8/11/11/11/4K6/11/11/11/11 w - - 0 1", 4, 3322},
      {"sultanspiel-b", "11/11/2k8/11/11/11/4K6/11/11/11/11 w - - 0 1", 4, 3942},
      {"hyderabad", "10/P2P1P4/10/10/10/9k/10/10/10/5K4[RNDv] w - - 0 1 leap=wb", 4, 13810},
      {"hyderabad", "k4r4/10/10/10/10/10/10/10/10/4K5 w - - 0 1 leap=wb", 4, 21928},
      {"hyderabad", "k9/10/10/10/10/4r5/10/10/10/4K5 w - - 0 1 leap=wb", 4, 24296},
      {"hyderabad", "k9/10/10/10/4n5/10/10/10/p9/4RK4 w - - 0 1 leap=-", 4, 26111},
      {"hyderabad", "4k5/1P1P6/8K1/10/10/10/10/10/2p7/R9[Dq] b - - 0 1 leap=b", 4, 32969},
  };
  for (const auto& c : cases) {
    auto rules = testing::rules(c.variant);
    Position pos = parse_fen(*rules, c.fen);
    EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.variant << " " << c.fen;
  }
}

}  // namespace
}  // namespace chatur::engine
