// Chess perft against the published values (chessprogramming.org "Perft Results").
#include <gtest/gtest.h>

#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

struct PerftCase {
  const char* name;
  const char* fen;
  std::vector<std::uint64_t> counts;  // perft(1), perft(2), ...
};

class ChessPerft : public ::testing::TestWithParam<PerftCase> {};

TEST_P(ChessPerft, MatchesPublishedCounts) {
  auto rules = testing::rules("chess");
  const PerftCase& c = GetParam();
  Position pos = *c.fen ? parse_fen(*rules, c.fen) : Position(*rules);
  const std::string before = to_fen(pos);
  for (size_t d = 0; d < c.counts.size(); ++d)
    EXPECT_EQ(perft(pos, static_cast<int>(d + 1)), c.counts[d]) << c.name << " depth " << d + 1;
  EXPECT_EQ(to_fen(pos), before) << "perft must leave the position as it was";
}

INSTANTIATE_TEST_SUITE_P(
    Published, ChessPerft,
    ::testing::Values(
        PerftCase{"start", "", {20, 400, 8902, 197281, 4865609}},
        PerftCase{"kiwipete",
                  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                  {48, 2039, 97862, 4085603}},
        PerftCase{"position3",
                  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                  {14, 191, 2812, 43238, 674624}},
        PerftCase{"position4",
                  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                  {6, 264, 9467, 422333}},
        PerftCase{"position4 mirrored",
                  "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
                  {6, 264, 9467, 422333}},
        PerftCase{"position5",
                  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                  {44, 1486, 62379, 2103487}},
        PerftCase{"position6",
                  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                  {46, 2079, 89890, 3894594}},
        PerftCase{"castling rights lost by capture",
                  "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                  {26, 568, 13744, 314346}},
        PerftCase{"promotion", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", {24, 496, 9483, 182838}}),
    [](const ::testing::TestParamInfo<PerftCase>& param) {
      std::string n = param.param.name;
      for (char& ch : n)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
      return n;
    });

// Martin Sedlak's suite of positions that trip common bugs: the final count at one depth.
struct DeepCase {
  const char* fen;
  int depth;
  std::uint64_t nodes;
};

TEST(ChessPerft, TrickyPositions) {
  auto rules = testing::rules("chess");
  const DeepCase cases[] = {
      {"3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888},          // illegal ep: rank pin
      {"8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133},         // illegal ep: diagonal pin
      {"8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467},        // ep capture gives check
      {"5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072},              // short castling gives check
      {"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711},              // long castling gives check
      {"r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206},  // castling rights
      {"r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476},   // castling prevented
      {"2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001},          // promote out of check
      {"8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658},        // discovered check
      {"4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342},              // promote to give check
      {"8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683},                // underpromote to check
      {"K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217},                 // self stalemate
      {"8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584},              // stalemate and checkmate
      {"8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527},            // stalemate and checkmate
  };
  for (const auto& c : cases) {
    Position pos = parse_fen(*rules, c.fen);
    EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.fen;
  }
}

}  // namespace
}  // namespace chatur::engine
