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
