// A small, deterministic strength check: the strongest level must beat the random level clearly
// in both rule families. Bigger matches between adjacent levels belong to `chatur engine-match`.
#include "players/match.h"

#include <gtest/gtest.h>

#include "engine/rule_sets/registry.h"
#include "players/levels.h"

namespace chatur::players {
namespace {

MatchResult strongest_against_random(const char* variant) {
  auto rules = engine::rule_sets::make(variant);
  MatchConfig config;
  config.first = std::string(kStrongestLevel);
  config.second = "random";
  config.games = 4;
  config.per_move.nodes = 1500;
  config.seed = 7;
  return play_match(*rules, config);
}

TEST(Match, StrongestBeatsRandomAtChess) {
  MatchResult r = strongest_against_random("chess");
  EXPECT_EQ(r.wins + r.draws + r.losses, 4);
  EXPECT_EQ(r.losses, 0);
  EXPECT_GE(r.first_score(), 3.0);
}

TEST(Match, StrongestBeatsRandomAtChaturaji) {
  MatchResult r = strongest_against_random("chaturaji");
  EXPECT_EQ(r.losses, 0);
  EXPECT_GE(r.first_score(), 3.0);
}

TEST(Match, IsDeterministic) {
  auto rules = engine::rule_sets::make("chaturaji");
  MatchConfig config;
  config.first = "level1";
  config.second = "level2";
  config.games = 2;
  config.per_move.nodes = 500;
  std::vector<int> plies_a, plies_b;
  play_match(*rules, config, [&](const MatchGame& g) { plies_a.push_back(g.plies); });
  play_match(*rules, config, [&](const MatchGame& g) { plies_b.push_back(g.plies); });
  EXPECT_EQ(plies_a, plies_b);
}

TEST(Match, RejectsUnknownLevels) {
  auto rules = engine::rule_sets::make("chess");
  MatchConfig config;
  config.first = "grandmaster";
  EXPECT_THROW(play_match(*rules, config), std::invalid_argument);
}

TEST(Levels, AreOrderedAndFindable) {
  ASSERT_GE(levels().size(), 3u);
  EXPECT_TRUE(levels().front().random);
  EXPECT_EQ(levels().back().name, kStrongestLevel);
  EXPECT_EQ(levels().back().max_depth, 0);
  EXPECT_NE(find_level("level2"), nullptr);
  EXPECT_EQ(find_level("nope"), nullptr);
}

}  // namespace
}  // namespace chatur::players
