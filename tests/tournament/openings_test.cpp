// Openings from EPD and PGN files: positions with their operations, main lines cut at a ply,
// refusals naming the file, line and column.
#include "tournament/openings.h"

#include <gtest/gtest.h>

#include "engine/rule_sets/registry.h"

namespace chatur::tournament {
namespace {

std::string refusal(const std::function<void()>& f) {
  try {
    f();
  } catch (const ConfigError& e) {
    return place_prefix(e.place()) + e.what();
  }
  return "";
}

TEST(Openings, EpdPositionsWithTheirCounters) {
  auto chess = engine::rule_sets::make("chess");
  const auto o = read_epd_openings(*chess,
                                   "# a comment\n"
                                   "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 "
                                   "id \"e4\"; hmvc 0; fmvn 1;\r\n"
                                   "\n"
                                   "4k3/8/8/8/8/8/8/4K2R w K - bm O-O;\n",
                                   "book.epd");
  ASSERT_EQ(o.size(), 2u);
  EXPECT_EQ(o[0].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  EXPECT_EQ(o[1].fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  EXPECT_TRUE(o[1].moves.empty());
  EXPECT_NE(refusal([&] {
              read_epd_openings(*chess, "\n8/8/8 w\n", "book.epd");
            }).find("book.epd:2: expected four FEN fields"),
            std::string::npos);
  EXPECT_NE(refusal([&] {
              read_epd_openings(*chess, "rnbqkbnr/pppppppp/8/8 w - -\n", "b.epd");
            }).find("b.epd:1: "),
            std::string::npos);
}

TEST(Openings, PgnMainLinesCutAtAPly) {
  auto chess = engine::rule_sets::make("chess");
  const std::string pgn =
      "[Event \"a\"]\n\n1. e4 e5 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 a6 *\n\n"
      "[Event \"b\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[SetUp \"1\"]\n\n1. O-O Kd7 *\n";
  const auto whole = read_pgn_openings(*chess, pgn, "book.pgn", 0);
  ASSERT_EQ(whole.size(), 2u);
  EXPECT_EQ(whole[0].fen, "");
  EXPECT_EQ(whole[0].moves.size(), 6u);
  EXPECT_EQ(whole[1].fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  ASSERT_EQ(whole[1].moves.size(), 2u);
  const auto cut = read_pgn_openings(*chess, pgn, "book.pgn", 3);
  ASSERT_EQ(cut[0].moves.size(), 3u);
  EXPECT_EQ(cut[1].moves.size(), 2u);  // shorter than the cut: whole
  // The moves read back as the runner plays them.
  EXPECT_EQ(read_openings(*chess, {cut[0].moves[0] + " " + cut[0].moves[1] + " " + cut[0].moves[2]})
                .size(),
            1u);
  // A bad move before the cut is refused with its place; one after it does not matter.
  const std::string bad = "[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n";
  EXPECT_NE(refusal([&] { read_pgn_openings(*chess, bad, "bad.pgn", 0); }).find("bad.pgn:3:"),
            std::string::npos);
  EXPECT_EQ(read_pgn_openings(*chess, bad, "bad.pgn", 2).at(0).moves.size(), 2u);
  // A game of another rule set.
  const std::string four = "[Variant \"chaturaji\"]\n\n*\n";
  EXPECT_NE(refusal([&] { read_pgn_openings(*chess, four, "x.pgn", 0); }).find("chaturaji"),
            std::string::npos);
}

TEST(Openings, FormatNames) {
  EXPECT_EQ(opening_format_of_file("Book.EPD"), OpeningFormat::kEpd);
  EXPECT_EQ(opening_format_of_file("x.pgn4"), OpeningFormat::kPgn);
  EXPECT_EQ(opening_format_of_file("lines.txt"), OpeningFormat::kLines);
  for (auto f : {OpeningFormat::kLines, OpeningFormat::kEpd, OpeningFormat::kPgn})
    EXPECT_EQ(opening_format_from_name(opening_format_name(f)), f);
  EXPECT_FALSE(opening_format_from_name("bin").has_value());
}

}  // namespace
}  // namespace chatur::tournament
