// Perft of the large two-army games (docs/rules/) from their start positions and from
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
      // Waiting pawns on both sides, captures that revive pieces all through the tree.
      {"kaiserspiel-a", "1P2k2P2/10/10/3q6/3R6/5N4/2B7/10/r9/4K1p3[] b - - 0 1 wait=b10.h10,g1", 3,
       63508},
      {"kaiserspiel-a", "1P2k2P2/10/10/3q6/3R6/5N4/2B7/10/r9/4K1p3[] w - - 0 1 wait=b10.h10,g1", 3,
       49136},
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
      {"hyderabad",
       "rnb1kgvbnr/1Pp2dpppp/4p5/3p6/10/10/10/4PP4/P1PP1DPPPP/RNBVGK1BNR[Q] w - - 0 1 leap=wb", 3,
       47110},
      {"hyderabad",
       "rnb1kgvbnr/1Pp2dpppp/4p5/3p6/10/10/10/4PP4/P1PP1DPPPP/RNBVGK1BNR[Q] b - - 0 1 leap=wb", 3,
       76720},
      // Middle games of random self-play (seeds 7 and 14 of `chatur selfplay`), with pools.
      {"kaiserspiel-a",
       "r3k1a3/2p4p2/2n3pn2/3p1pA3/ppQ1pPP1rp/9P/4b1B3/b9/PP1PKC1PP1/RNB2R4[Nqc] w q - 6 36", 3,
       363910},
      {"kaiserspiel-b",
       "2k6r/1pr4p2/4ap1c2/3p5p/PNP5p1/3n1pP1n1/6BP2/6b3/P2Pq1N2P/1RB4K1R w - - 0 51", 3, 173788},
      {"sultanspiel-a",
       "rb5k1n1/p3n1qp1b1/3p3mp1r/1p2pp4M/2p6N1/2P3p4/6PP3/4B6/CP3P5/P2PP1QKP1P/1RN5B1c[ARa] w - - "
       "5 "
       "51",
       3, 276942},
      {"sultanspiel-b",
       "1b2Mq2b2/4nk1A1pn/r6Q3/4pp5/p1p4p2p/P2p3N2P/2P1mPpP3/B5R4/6P1Pr1/3P3B1P1/R4K1N3 w - - 3 66",
       3, 378603},
      {"hyderabad",
       "4k3rg/1pp2n1ppp/4p5/2n7/b1V2p1NG1/4P5/2P4v2/N1PP1P4/P1K4PP1/1R5B1R[QDDBqddrb] w - - 18 51 "
       "leap=-",
       3, 250366},
  };
  for (const auto& c : cases) {
    auto rules = testing::rules(c.variant);
    Position pos = parse_fen(*rules, c.fen);
    EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.variant << " " << c.fen;
  }
}

}  // namespace
}  // namespace chatur::engine
