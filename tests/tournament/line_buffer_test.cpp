// The engine host's line splitting: lines cut anywhere across reads come out whole, with "\n"
// or "\r\n", and an unterminated last line is kept for the end of the stream.
#include "tournament/line_buffer.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

namespace chatur::tournament {
namespace {

void feed(LineBuffer& b, std::string_view bytes) {
  const std::span<char> room = b.space(bytes.size());
  ASSERT_GE(room.size(), bytes.size());
  if (!bytes.empty()) std::memcpy(room.data(), bytes.data(), bytes.size());
  b.commit(bytes.size());
}

std::vector<std::string> drain(LineBuffer& b) {
  std::vector<std::string> lines;
  while (auto line = b.next_line()) lines.emplace_back(*line);
  return lines;
}

TEST(LineBuffer, LinesCutAcrossReads) {
  LineBuffer b;
  feed(b, "info dep");
  EXPECT_TRUE(drain(b).empty());
  feed(b, "th 1 score cp 5\nbest");
  EXPECT_EQ(drain(b), std::vector<std::string>{"info depth 1 score cp 5"});
  feed(b, "move e2e4\r");
  EXPECT_TRUE(drain(b).empty());
  feed(b, "\n\nreadyok\n");
  EXPECT_EQ(drain(b), (std::vector<std::string>{"bestmove e2e4", "", "readyok"}));
  EXPECT_EQ(b.take_rest(), "");
}

TEST(LineBuffer, EveryCutOfAStreamGivesTheSameLines) {
  const std::string stream = "id name x\r\noption name UCI_Variant type string\nuciok\nlast";
  for (std::size_t cut = 0; cut <= stream.size(); ++cut) {
    LineBuffer b;
    feed(b, std::string_view(stream).substr(0, cut));
    std::vector<std::string> lines = drain(b);
    feed(b, std::string_view(stream).substr(cut));
    for (auto& l : drain(b)) lines.push_back(l);
    EXPECT_EQ(lines, (std::vector<std::string>{"id name x", "option name UCI_Variant type string",
                                               "uciok"}))
        << "cut at " << cut;
    EXPECT_EQ(b.take_rest(), "last");
  }
}

TEST(LineBuffer, LongLinesAndManyReadsReuseOrGrowTheBuffer) {
  LineBuffer b;
  const std::string longline(100000, 'x');
  for (int round = 0; round < 3; ++round) {
    for (std::size_t at = 0; at < longline.size(); at += 777)
      feed(b, std::string_view(longline).substr(at, 777));
    feed(b, "\nshort\npart");
    EXPECT_EQ(drain(b), (std::vector<std::string>{longline, "short"}));
    feed(b, "ial\n");
    EXPECT_EQ(drain(b), std::vector<std::string>{"partial"});
  }
}

}  // namespace
}  // namespace chatur::tournament
