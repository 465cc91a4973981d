// A tag that chooses the rule set or the start position may be given once; other tags may repeat
// and keep their values (docs/records.md, "Tags").
#include <gtest/gtest.h>

#include <sstream>

#include "records/pgn_writer.h"
#include "records/replay.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;
using testing::replay_text;

// pgn_fuzzer's finding: a chess.com Teams game whose tags later name chess and its start. Read
// under the first Variant and written back, the second FEN was read as the start.
constexpr std::string_view kTwoVariants =
    "[Variant \"Teams\"]\n"
    "[StartFen4 \"4PC\"]\n"
    "[Red \"A\"]\n"
    "[Blue \"B\"]\n"
    "[Yellow \"C\"]\n"
    "[Green \"D\"]\n"
    "[Event \"x\"] [Variant \"Standard\"]\n"
    "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n"
    "[Result \"*\"]\n"
    "\n"
    "1. h2-h3 .. b7-c7 *\n";

TEST(DuplicateTags, ASecondVariantIsAnErrorAtItsTag) {
  const Replay r = replay_text(std::string(kTwoVariants));
  ASSERT_FALSE(r.ok());
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].message, "duplicate tag Variant; the first is on line 1");
  EXPECT_EQ(r.problems[0].where.line, 7);
  EXPECT_EQ(r.problems[0].where.col, 13);
  EXPECT_EQ(r.rules, nullptr);
}

TEST(DuplicateTags, TheGameWithOneVariantReplays) {
  std::string once(kTwoVariants);
  once.erase(once.find(" [Variant \"Standard\"]"),
             std::string_view(" [Variant \"Standard\"]").size());
  once.erase(once.find("[FEN"), once.find("[Result") - once.find("[FEN"));
  const Replay r = replay_text(once);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  EXPECT_EQ(r.rules->id(), "four-player-teams");
  EXPECT_EQ(r.moves.size(), 2u);
}

class DuplicateSetupTag : public ::testing::TestWithParam<const char*> {};

// Refused whatever the values, the same or not: the first duplicate in file order is named.
TEST_P(DuplicateSetupTag, IsAnErrorNamingTheFirst) {
  const std::string name = GetParam();
  const Replay r = replay_text("[Event \"x\"]\n[" + name + " \"a\"]\n[Site \"y\"]\n[" + name +
                               " \"a\"]\n[FirstArmy \"b\"] [FirstArmy \"b\"]\n\n*\n");
  ASSERT_FALSE(r.ok());
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].message, "duplicate tag " + name + "; the first is on line 2");
  EXPECT_EQ(r.problems[0].where.line, 4);
  EXPECT_EQ(r.problems[0].where.col, 1);
}

INSTANTIATE_TEST_SUITE_P(Records, DuplicateSetupTag,
                         ::testing::Values("Variant", "RuleOptions", "Armies", "RuleVariants",
                                           "FEN", "SetUp", "StartFen4", "FirstArmy"));

TEST(DuplicateTags, OtherTagsRepeatAndKeepTheirValues) {
  auto games = read_all(
      "[Site \"Pune\"]\n[White \"A\"]\n[Site \"Mumbai\"]\n[White \"B\"]\n[Result \"1-0\"]\n"
      "[Result \"0-1\"]\n\n1. e4 e5 1-0\n");
  ASSERT_EQ(games.size(), 1u);
  Game& game = games[0];
  const Replay r = replay(game);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  normalize_tags(game, *r.rules, r.start_fen, r.standard_start, r.end);
  std::ostringstream out;
  write_game(out, game, *r.rules, r.start_fen);
  auto back = read_all(out.str());
  ASSERT_EQ(back.size(), 1u);
  std::vector<std::string> tags;
  for (const Tag& t : back[0].tags) tags.push_back(t.name + "=" + t.value);
  EXPECT_EQ(tags, (std::vector<std::string>{"Site=Pune", "White=A", "Site=Mumbai", "White=B",
                                            "Result=1-0", "Result=0-1", "Variant=chess"}));
  const Replay again = replay(back[0]);
  ASSERT_TRUE(again.ok()) << again.problems[0].message << "\n" << out.str();
  EXPECT_EQ(again.moves, r.moves);
}

}  // namespace
}  // namespace chatur::records
