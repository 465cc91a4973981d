// The rule set and start position of a record, from its tags and the shared cache.
#include "records/variant.h"

#include <gtest/gtest.h>

#include "engine/fen.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;

Game game_with_tags(const std::string& tags) {
  auto games = read_all(tags + "\n*\n");
  EXPECT_EQ(games.size(), 1u);
  return games.empty() ? Game{} : games[0];
}

TEST(GameStart, TheStandardStartIsSharedThroughTheCache) {
  RuleSetCache cache;
  GameStart a = game_start(game_with_tags("[Variant \"chaturaji\"]"), cache);
  GameStart b = game_start(game_with_tags("[Red \"A\"]"), cache);
  ASSERT_NE(a.position, nullptr);
  EXPECT_EQ(a.position, b.position);
  EXPECT_EQ(a.rules, b.rules);
  EXPECT_TRUE(a.standard_start);
  EXPECT_EQ(a.start_fen, engine::to_fen(engine::Position(*a.rules)));
  const engine::Position read = engine::parse_fen(*a.rules, a.start_fen);
  EXPECT_EQ(a.position->hash(), read.hash());
  EXPECT_EQ(engine::to_fen(*a.position), a.start_fen);
  EXPECT_EQ(&a.position->rules(), a.rules.get());
}

TEST(GameStart, AnyOtherStartIsReadFromItsFen) {
  RuleSetCache cache;
  GameStart fen = game_start(
      game_with_tags("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 17\"]"), cache);
  EXPECT_EQ(fen.position, nullptr);
  EXPECT_FALSE(fen.standard_start);
  EXPECT_EQ(fen.start_fen, "4k3/8/8/8/8/8/4P3/4K3 b - - 3 17");
  GameStart first =
      game_start(game_with_tags("[Variant \"chaturaji\"]\n[FirstArmy \"Green\"]"), cache);
  EXPECT_EQ(first.position, nullptr);
  EXPECT_TRUE(first.standard_start);
  EXPECT_EQ(first.start_fen[0], 'G');
  EXPECT_THROW(game_start(game_with_tags("[Variant \"nonesuch\"]"), cache), SetupError);
  EXPECT_THROW(cache.entry("nonesuch"), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::records
