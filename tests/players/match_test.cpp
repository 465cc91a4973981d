// A small, deterministic strength check: the strongest level must beat the random level clearly
// in both rule families, with dice and in a free-for-all. Bigger matches between adjacent levels
// belong to `chatur engine-match`.
#include "players/match.h"

#include <gtest/gtest.h>

#include "engine/rule_sets/registry.h"
#include "players/levels.h"

namespace chatur::players {
namespace {

MatchResult strongest_against_random(const char* variant, const engine::RuleOptions& options = {}) {
  auto rules = engine::rule_sets::make(variant, options);
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

TEST(Match, StrongestBeatsRandomWithDice) {
  MatchResult r = strongest_against_random("chaturaji-dice");
  EXPECT_EQ(r.losses, 0);
  EXPECT_GE(r.first_score(), 3.0);
}

TEST(Match, StrongestBeatsRandomInAFreeForAll) {
  // Two armies each: the best a player can do is 1st and 2nd, 5/6 of a point a game.
  engine::RuleOptions ffa;
  engine::rule_sets::set_option(ffa, "mode", "ffa");
  for (MatchResult r : {strongest_against_random("chaturaji-biruni"),
                        strongest_against_random("chaturanga-modern", ffa)}) {
    EXPECT_EQ(r.losses, 0);
    EXPECT_GE(r.first_score(), 2.6);
  }
}

TEST(Match, PlacesScoreFromOneToZeroAndTiesShare) {
  engine::Outcome o;
  o.placements = {1, 1, 3, 4};
  EXPECT_DOUBLE_EQ(place_score(o, 0, 4), 5.0 / 6);
  EXPECT_DOUBLE_EQ(place_score(o, 1, 4), 5.0 / 6);
  EXPECT_DOUBLE_EQ(place_score(o, 2, 4), 1.0 / 3);
  EXPECT_DOUBLE_EQ(place_score(o, 3, 4), 0.0);
}

TEST(Match, DiceGamesAreReproducible) {
  auto rules = engine::rule_sets::make("chaturaji-dice");
  MatchConfig config;
  config.first = "level1";
  config.second = "level2";
  config.games = 2;
  config.per_move.nodes = 500;
  std::vector<int> plies_a, plies_b;
  play_match(*rules, config, [&](const MatchGame& g) { plies_a.push_back(g.plies); });
  play_match(*rules, config, [&](const MatchGame& g) { plies_b.push_back(g.plies); });
  EXPECT_EQ(plies_a, plies_b);
  config.seed = 2;
  std::vector<int> plies_c;
  play_match(*rules, config, [&](const MatchGame& g) { plies_c.push_back(g.plies); });
  EXPECT_NE(plies_a, plies_c);  // another seed, other rolls
}

// North Korea's rolls (one to three dice per event) are made by the match as the host makes them.
TEST(Match, NorthKoreaRollsItsOwnDice) {
  engine::RuleOptions options;
  engine::rule_sets::set_option(options, "armies", "north-korea,chatanooga,north-korea,chatanooga");
  auto rules = engine::rule_sets::make("european", options);
  MatchConfig config;
  config.first = "level1";
  config.second = "random";
  config.games = 2;
  config.per_move.nodes = 300;
  config.max_plies = 200;
  std::vector<int> plies;
  const MatchResult r =
      play_match(*rules, config, [&](const MatchGame& g) { plies.push_back(g.plies); });
  EXPECT_EQ(r.wins + r.draws + r.losses, 2);
  for (int p : plies) EXPECT_GT(p, 8);  // past the first turns, each of which rolls
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
