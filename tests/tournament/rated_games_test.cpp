// The games ratings are fitted on, from archived games and scheduled ones: each side's points
// are the typed end's, a half-win's included, and a game that also scores stakes is rated by its
// team result; free-for-alls are rated apart by their places; unfinished games and games without
// every player are left out and counted.
#include "tournament/rated_games.h"

#include <gtest/gtest.h>

#include "engine/rule_sets/registry.h"

namespace chatur::tournament {
namespace {

TEST(RatedGames, FromTheArchivedEnds) {
  const auto rules = engine::rule_sets::make("kaiserspiel-a");
  records::GameEnd half_win = records::won_by(0, "stalemate-half-win");
  half_win.team_score = std::array<double, 2>{0.75, 0.25};
  const records::GameEnd free_for_all{"kings-captured", std::nullopt, {2, 1}, {}};
  const std::vector<records::ArchivedResult> archived = {
      {1, "kaiserspiel-a", half_win, {"A", "B"}},
      {2, "kaiserspiel-a", records::drawn("agreement"), {"B", "A"}},
      {3, "kaiserspiel-a", records::GameEnd{"unterminated"}, {"A", "B"}},
      {4, "kaiserspiel-a", free_for_all, {"C", "B"}},
      {5, "kaiserspiel-a", records::won_by(1, "resignation"), {"A", ""}},
      {6, "kaiserspiel-a", free_for_all, {"C", "C"}},
  };
  const RatedGames rated = games_from_archive(archived, *rules);
  EXPECT_EQ(rated.two_sided.names, (std::vector<std::string>{"A", "B"}));
  ASSERT_EQ(rated.two_sided.games.size(), 2u);
  EXPECT_EQ(rated.two_sided.games[0].seat_player, (std::vector<int>{0, 1}));
  EXPECT_EQ(rated.two_sided.games[0].side_score, (std::vector<double>{0.75, 0.25}));
  EXPECT_EQ(rated.two_sided.games[0].termination, "stalemate-half-win");
  EXPECT_EQ(rated.two_sided.games[1].seat_player, (std::vector<int>{1, 0}));
  EXPECT_EQ(rated.two_sided.games[1].side_score, (std::vector<double>{0.5, 0.5}));
  EXPECT_EQ(rated.unfinished, 1);
  // The free-for-all pool numbers its own players: every army a side, with its place.
  EXPECT_EQ(rated.free_for_all.names, (std::vector<std::string>{"C", "B"}));
  ASSERT_EQ(rated.free_for_all.games.size(), 1u);
  const ratings::GameResult& placed = rated.free_for_all.games[0];
  EXPECT_EQ(placed.seat_player, (std::vector<int>{0, 1}));
  EXPECT_EQ(placed.seat_side, (std::vector<int>{0, 1}));
  EXPECT_EQ(placed.side_place, (std::vector<int>{2, 1}));
  EXPECT_EQ(placed.side_score, (std::vector<double>{0.0, 1.0}));
  EXPECT_EQ(placed.termination, "kings-captured");
  // An army without a player; one player on both armies of a free-for-all.
  EXPECT_EQ(rated.incomplete, 2);
}

// chaturaji-classic scores stakes (ArmyPoints), and its team result is what is rated.
TEST(RatedGames, StakesKeepTheTeamResult) {
  const auto rules = engine::rule_sets::make("chaturaji-classic");
  records::GameEnd end = records::won_by(1, "kings-captured");
  end.points = {5, 30, 0, 12};
  const RatedGames rated =
      games_from_archive({{1, "chaturaji-classic", end, {"A", "B", "C", "D"}}}, *rules);
  ASSERT_EQ(rated.two_sided.games.size(), 1u);
  EXPECT_TRUE(rated.free_for_all.games.empty());
  EXPECT_EQ(rated.two_sided.games[0].seat_side, (std::vector<int>{0, 1, 0, 1}));
  EXPECT_EQ(rated.two_sided.games[0].side_score, (std::vector<double>{0.0, 1.0}));
  EXPECT_EQ(rated.two_sided.games[0].seat_points, (std::vector<int>{5, 30, 0, 12}));
}

TEST(RatedGames, ScheduledFreeForAll) {
  const auto rules = engine::rule_sets::make("chaturaji-biruni");
  ScheduledGame game;
  game.seats = {3, 0, 2, 1};
  game.pair = 4;
  const records::GameEnd end{"kings-captured", std::nullopt, {3, 1, 1, 4}, {-2, 6, 6, -10}};
  const auto g = scheduled_game_result(game, *rules, end);
  ASSERT_TRUE(g.has_value());
  EXPECT_EQ(g->seat_player, (std::vector<int>{3, 0, 2, 1}));
  EXPECT_EQ(g->seat_side, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(g->side_place, (std::vector<int>{3, 1, 1, 4}));
  EXPECT_EQ(g->pair, 4);
  EXPECT_EQ(g->seat_points, (std::vector<int>{-2, 6, 6, -10}));
  // One engine on two armies of a free-for-all: whose place is it?
  game.seats = {0, 1, 0, 1};
  EXPECT_FALSE(scheduled_game_result(game, *rules, end).has_value());
  EXPECT_FALSE(scheduled_game_result(game, *rules, records::GameEnd{"unterminated"}).has_value());
}

}  // namespace
}  // namespace chatur::tournament
