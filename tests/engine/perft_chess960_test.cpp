// Chess960 perft against the published table of 960 positions (chessprogramming.org "Chess960
// Perft Results", as tests/data/chess960/fischer.epd holds it): every position to depth 3 and
// every fourth to depth 4. Deeper counts are the benchmark's (bench/chess960_perft.sh).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

struct TableLine {
  std::string fen;
  std::vector<std::uint64_t> counts;  // perft(1), perft(2), ...
};

// Line `index` (from 0) of the table: "FEN ;D1 21 ;D2 528 ...".
TableLine table_line(int index) {
  std::ifstream in(std::string(CHATUR_RECORDS_DATA) + "/../chess960/fischer.epd");
  std::string line;
  for (int i = 0; i <= index; ++i) std::getline(in, line);
  TableLine out;
  std::istringstream fields(line);
  std::string part;
  std::getline(fields, out.fen, ';');
  out.fen.erase(out.fen.find_last_not_of(' ') + 1);
  while (std::getline(fields, part, ';')) {
    std::istringstream depth(part);
    std::string label;
    std::uint64_t count = 0;
    depth >> label >> count;
    out.counts.push_back(count);
  }
  return out;
}

void expect_table(int index, int depth) {
  auto rules = testing::rules("chess960");
  const TableLine line = table_line(index);
  ASSERT_GE(line.counts.size(), static_cast<size_t>(depth)) << "table line " << index;
  Position pos = parse_fen(*rules, line.fen);
  const std::string before = to_fen(pos);
  for (int d = 1; d <= depth; ++d)
    EXPECT_EQ(perft(pos, d), line.counts[static_cast<size_t>(d - 1)]) << line.fen << " depth " << d;
  EXPECT_EQ(to_fen(pos), before) << "perft must leave the position as it was";
}

// Every position to depth 3, in 24 blocks of 40 (a ctest test each).
class Chess960TableDepth3 : public ::testing::TestWithParam<int> {};
TEST_P(Chess960TableDepth3, MatchesPublishedCounts) {
  for (int i = GetParam(); i < GetParam() + 40; ++i) expect_table(i, 3);
}
INSTANTIATE_TEST_SUITE_P(Every, Chess960TableDepth3, ::testing::Range(0, 960, 40));

// Every fourth position to depth 4, in 24 blocks of 10.
class Chess960TableDepth4 : public ::testing::TestWithParam<int> {};
TEST_P(Chess960TableDepth4, MatchesPublishedCounts) {
  for (int i = GetParam(); i < GetParam() + 40; i += 4) expect_table(i, 4);
}
INSTANTIATE_TEST_SUITE_P(EveryFourth, Chess960TableDepth4, ::testing::Range(0, 960, 40));

// The table's file as the tests read it: 960 lines of six depths each.
TEST(Chess960Table, HasEveryLine) {
  for (int i : {0, 517, 959}) EXPECT_EQ(table_line(i).counts.size(), 6u) << "line " << i;
}

// Double Fischer random chess: positions reached by random play from starts with different back
// ranks, castling rights kept. The counts are Stockfish 15.1's (`go perft`, UCI_Chess960) and the
// independent reference's (scripts/reference/chess960_perft.py) alike; Stockfish agreed with
// chatur on all 180 such positions tried at depths 4 and 5.
TEST(Chess960Perft, DoubleFischerRandomPositions) {
  auto rules = testing::rules("chess960");
  const std::vector<std::pair<std::string, std::vector<std::uint64_t>>> cases = {
      {"2bqrbkr/pp1p1ppp/1n2p3/2p1n3/2P5/PP1N4/1B1PPPPP/1RKB1RQN b KQkq - 1 6",
       {28, 662, 19489, 514207}},
      {"2rbkn2/2p1pp1r/qp1p2n1/1b5B/5P2/p5PP/PQPPPB2/1RKN1NR1 b KQq - 3 15",
       {32, 1084, 35549, 1260220}},
      {"2bbknrn/prppNp2/1pq1p3/6pp/5P2/P1P5/1P1PP1PP/1RKBBNRQ b KQk - 1 7",
       {29, 823, 25877, 750889}},
      {"rbk1q1br/pppppppp/4n3/4P3/7n/4Q1P1/PPPP1P1P/RNBK1BRN b KQkq - 0 4",
       {27, 1069, 29178, 1093677}},
      {"rkn1brqb/2p1ppp1/7p/ppNp2n1/PP6/2P1PPP1/3P1N1P/1BBRKQR1 b KQkq - 0 9",
       {24, 917, 22638, 833696}},
      {"nbnrbkqr/ppp2p1p/6p1/3pp3/4N2P/P1P5/RP1PPPP1/1BBKRNQ1 b Kkq - 1 6",
       {26, 648, 17533, 481000}},
  };
  for (const auto& [fen, counts] : cases) {
    Position pos = parse_fen(*rules, fen);
    for (size_t d = 0; d < counts.size(); ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d + 1)), counts[d]) << fen << " depth " << d + 1;
  }
}

// Orthodox chess positions under chess960 rules count as under chess's: start 518 and
// kiwipete, whose castlings are the orthodox ones.
TEST(Chess960Perft, OrthodoxPositionsCountAsChess) {
  auto rules = testing::rules("chess960");
  Position start(*rules);
  EXPECT_EQ(perft(start, 1), 20u);
  EXPECT_EQ(perft(start, 2), 400u);
  EXPECT_EQ(perft(start, 3), 8902u);
  EXPECT_EQ(perft(start, 4), 197281u);
  Position kiwipete =
      parse_fen(*rules, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  EXPECT_EQ(perft(kiwipete, 1), 48u);
  EXPECT_EQ(perft(kiwipete, 2), 2039u);
  EXPECT_EQ(perft(kiwipete, 3), 97862u);
}

}  // namespace
}  // namespace chatur::engine
