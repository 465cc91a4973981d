#include "engine/geometry.h"

#include <gtest/gtest.h>

#include "engine/betza.h"

namespace chatur::engine {
namespace {

TEST(Geometry, NamesAndHoles) {
  Geometry g(10, 10, {"a10", "j1"});
  EXPECT_EQ(g.squares().size(), 98u);
  EXPECT_EQ(g.square(0, 9), kNoSquare);
  EXPECT_EQ(g.name(g.square(4, 9)), "e10");
  EXPECT_EQ(g.parse("e10"), g.square(4, 9));
  EXPECT_FALSE(g.parse("a10"));
  EXPECT_FALSE(g.parse("k1"));
  EXPECT_FALSE(g.parse("a0"));
  EXPECT_FALSE(g.parse("a01"));
  EXPECT_EQ(g.offset(1, 1) + g.square(0, 0), g.square(1, 1));
  EXPECT_THROW(Geometry(17, 8), std::invalid_argument);
  EXPECT_THROW(Geometry(8, 8, {"z9"}), std::invalid_argument);
  Geometry big(16, 16);
  EXPECT_EQ(big.squares().size(), 256u);
  EXPECT_EQ(big.name(big.square(15, 15)), "p16");
}

TEST(Geometry, AppendNameAddsTheNameToTheText) {
  Geometry g(10, 10);
  std::string text = "Q";
  g.append_name(text, g.square(0, 0));
  g.append_name(text, g.square(4, 9));
  EXPECT_EQ(text, "Qa1e10");
  Geometry big(16, 16);
  big.append_name(text, big.square(15, 15));
  EXPECT_EQ(text, "Qa1e10p16");
}

// The names written out per cell agree with the file letter and the rank number on boards of
// every width, holes left out, and a cell off the board is still named from its place.
TEST(Geometry, EveryCellIsNamedByItsFileAndRank) {
  for (const auto& [files, ranks] :
       {std::pair{1, 1}, {8, 8}, {10, 10}, {14, 14}, {16, 16}, {11, 3}}) {
    const Geometry g(
        files, ranks,
        files == 14 ? std::vector<std::string>{"a1", "n14"} : std::vector<std::string>{});
    int named = 0;
    for (int r = 0; r < ranks; ++r)
      for (int f = 0; f < files; ++f) {
        const Square s = g.square(f, r);
        if (s == kNoSquare) continue;
        const std::string expected =
            std::string(1, static_cast<char>('a' + f)) + std::to_string(r + 1);
        EXPECT_EQ(g.name(s), expected);
        EXPECT_EQ(g.parse(expected), s);
        ++named;
      }
    EXPECT_EQ(named, static_cast<int>(g.squares().size()));
  }
  const Geometry g(8, 8);
  EXPECT_EQ(g.name(static_cast<Square>(g.square(0, 0) - 1)), "`1");
  EXPECT_EQ(g.name(static_cast<Square>(g.square(7, 7) + g.offset(0, 1))), "h9");
}

TEST(Betza, Atoms) {
  EXPECT_EQ(parse_betza("K").size(), 8u);
  EXPECT_EQ(parse_betza("N").size(), 8u);
  EXPECT_EQ(parse_betza("W").size(), 4u);
  auto boat = parse_betza("A");
  ASSERT_EQ(boat.size(), 4u);
  for (const Step& s : boat) EXPECT_TRUE(std::abs(s.df) == 2 && std::abs(s.dr) == 2 && !s.rider);
  auto rook = parse_betza("R");
  ASSERT_EQ(rook.size(), 4u);
  EXPECT_TRUE(rook[0].rider);
  EXPECT_EQ(parse_betza("QN").size(), 16u);  // the Commander
}

TEST(Betza, PawnModifiers) {
  auto pawn = parse_betza("mfWcfF");
  ASSERT_EQ(pawn.size(), 3u);
  EXPECT_EQ(pawn[0], (Step{0, 1, false, StepMode::kMoveOnly}));
  for (int i = 1; i < 3; ++i) {
    EXPECT_EQ(pawn[i].dr, 1);
    EXPECT_EQ(std::abs(pawn[i].df), 1);
    EXPECT_EQ(pawn[i].mode, StepMode::kCaptureOnly);
  }
  EXPECT_EQ(parse_betza("flF").size(), 1u);
  EXPECT_EQ(parse_betza("vW").size(), 2u);
  EXPECT_EQ(parse_betza("sW").size(), 2u);
  EXPECT_EQ(parse_betza("ffN").size(), 4u);  // f twice selects the same moves
}

TEST(Betza, Errors) {
  EXPECT_THROW(parse_betza("X"), std::invalid_argument);
  EXPECT_THROW(parse_betza("mf"), std::invalid_argument);
  EXPECT_THROW(parse_betza("mcW"), std::invalid_argument);
  EXPECT_THROW(parse_betza(""), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::engine
