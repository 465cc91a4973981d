// The games ratings are fitted on, from archived games: each side's points are the typed end's,
// a half-win's included; free-for-alls, unfinished games and games without every player are left
// out and counted.
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
      {4, "kaiserspiel-a", free_for_all, {"A", "B"}},
      {5, "kaiserspiel-a", records::won_by(1, "resignation"), {"A", ""}},
  };
  const RatedGames rated = games_from_archive(archived, *rules);
  EXPECT_EQ(rated.names, (std::vector<std::string>{"A", "B"}));
  ASSERT_EQ(rated.games.size(), 2u);
  EXPECT_EQ(rated.games[0].seat_player, (std::vector<int>{0, 1}));
  EXPECT_EQ(rated.games[0].side_score, (std::vector<double>{0.75, 0.25}));
  EXPECT_EQ(rated.games[0].termination, "stalemate-half-win");
  EXPECT_EQ(rated.games[1].seat_player, (std::vector<int>{1, 0}));
  EXPECT_EQ(rated.games[1].side_score, (std::vector<double>{0.5, 0.5}));
  EXPECT_EQ(rated.unfinished, 1);
  EXPECT_EQ(rated.free_for_all, 1);
  EXPECT_EQ(rated.incomplete, 1);
}

}  // namespace
}  // namespace chatur::tournament
