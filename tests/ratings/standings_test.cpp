#include "ratings/standings.h"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

namespace chatur::ratings {
namespace {

TEST(Standings, PointsSeatsOpponentsTerminations) {
  const std::vector<GameResult> games{
      {{0, 1}, {0, 1}, {1.0, 0.0}, {}, {}, "checkmate"},
      {{1, 0}, {0, 1}, {0.5, 0.5}, {}, {}, "threefold-repetition"},
      {{0, 2}, {0, 1}, {0.75, 0.25}, {}, {}, "stalemate"},  // a half-win
      {{2, 1}, {0, 1}, {0.0, 1.0}, {}, {}, "checkmate"},
  };
  const Standings s = compute_standings(games, 3);
  EXPECT_EQ(s.ranking, (std::vector<int>{0, 1, 2}));
  const PlayerStanding& p0 = s.players[0];
  EXPECT_DOUBLE_EQ(p0.total.points, 2.25);
  EXPECT_DOUBLE_EQ(p0.total.wins, 1.5);
  EXPECT_DOUBLE_EQ(p0.total.draws, 1.5);
  EXPECT_DOUBLE_EQ(p0.by_seat[0].points, 1.75);
  EXPECT_DOUBLE_EQ(p0.by_seat[1].points, 0.5);
  EXPECT_DOUBLE_EQ(p0.by_opponent[1].points, 1.5);
  EXPECT_DOUBLE_EQ(p0.by_opponent[2].points, 0.75);
  EXPECT_EQ(s.terminations.at("checkmate"), 2);
  EXPECT_EQ(p0.terminations.at("stalemate"), 1);
  const std::string table = format_standings(s, {"Alpha", "Beta", "Gamma"});
  EXPECT_NE(table.find("Alpha"), std::string::npos);
  EXPECT_NE(table.find("2.25"), std::string::npos);
  EXPECT_NE(table.find("checkmate 2"), std::string::npos);
}

TEST(Standings, TeamsGameCountsOnceAtFirstSeat) {
  // `teams`: engine 0 plays Red and Yellow, engine 1 Green and Black.
  const std::vector<GameResult> games{
      {{0, 1, 0, 1}, {0, 1, 0, 1}, {0.0, 1.0}, {}, {}, "kings-captured"}};
  const Standings s = compute_standings(games, 2);
  EXPECT_EQ(s.players[0].total.games, 1);
  EXPECT_EQ(s.players[1].by_seat[1].points, 1.0);
  EXPECT_EQ(s.players[0].by_opponent[1].losses, 1.0);
}

// A free-for-all side scores the share of the other sides it finished ahead of, ties half.
TEST(Standings, FreeForAllScoresArePlacementShares) {
  const auto ffa = [](std::vector<int> places) {
    return GameResult{{0, 1, 2, 3}, {0, 1, 2, 3}, placement_scores(places), places, {}, ""};
  };
  const Standings s =
      compute_standings({ffa({2, 1, 3, 4}), ffa({3, 1, 2, 4}), ffa({1, 1, 3, 4})}, 4);
  EXPECT_NEAR(s.players[0].total.points, 2.0 / 3 + 1.0 / 3 + 5.0 / 6, 1e-12);
  EXPECT_NEAR(s.players[2].total.points, 1.0 / 3 + 2.0 / 3 + 1.0 / 3, 1e-12);
  EXPECT_EQ(s.ranking, (std::vector<int>{1, 0, 2, 3}));
  // Thirds that add up to a whole number print as one.
  const std::string table = format_standings(s, {"A", "B", "C", "D"});
  EXPECT_NE(table.find("  C           3    1.33   44.4%"), std::string::npos) << table;
  EXPECT_NE(table.find("  D           3       0    0.0%"), std::string::npos) << table;
  // 1 + 2/3 + 1/3 adds up to a hair below 2 in doubles.
  const Standings sum =
      compute_standings({ffa({1, 2, 3, 4}), ffa({2, 1, 3, 4}), ffa({3, 1, 2, 4})}, 4);
  const std::string sums = format_standings(sum, {"A", "B", "C", "D"});
  EXPECT_NE(sums.find("  A           3       2   66.7%"), std::string::npos) << sums;
  // The average place and the firsts, a shared first place counted as one.
  EXPECT_EQ(s.players[1].placed, 3);
  EXPECT_EQ(s.players[1].place_sum, 3);
  EXPECT_EQ(s.players[1].firsts, 3);
  EXPECT_EQ(s.players[0].place_sum, 6);
  EXPECT_EQ(s.players[0].firsts, 1);
  EXPECT_NE(table.find("Place  Firsts"), std::string::npos) << table;
  EXPECT_NE(table.find("   2.00       1"), std::string::npos) << table;
  // Team games have no such columns.
  const std::vector<GameResult> team{{{0, 1}, {0, 1}, {1.0, 0.0}, {}, {}, "checkmate"}};
  EXPECT_EQ(format_standings(compute_standings(team, 2), {"A", "B"}).find("Place"),
            std::string::npos);
}

// Columns widen to their widest cell: a seat's 10.67/12 does not run into its neighbours.
TEST(Standings, ColumnsFitTheirCells) {
  std::vector<GameResult> games;
  for (int g = 0; g < 12; ++g) {
    const std::vector<int> places = g < 10    ? std::vector<int>{1, 2, 3, 4}
                                    : g == 10 ? std::vector<int>{2, 1, 3, 4}
                                              : std::vector<int>{4, 1, 2, 3};
    games.push_back({{0, 1, 2, 3}, {0, 1, 2, 3}, placement_scores(places), places, {}, ""});
  }
  std::istringstream table(format_standings(compute_standings(games, 4), {"A", "B", "C", "D"}));
  std::string header, first;
  std::getline(table, header);
  std::getline(table, first);
  EXPECT_EQ(first,
            "   1  A          12   10.67   88.9% 10.33  0.67     1   1.33      10 10.67/12     0/0 "
            "    0/0"
            "     0/0");
  EXPECT_EQ(header.size(), first.size()) << header;
}

// al-Biruni's ArmyPoints: a player's column sums the points of every army it played, over its
// games; games without points leave the column out.
TEST(Standings, ArmyPointsSumOverArmiesAndGames) {
  const auto biruni = [](std::vector<int> seats, std::vector<int> places, std::vector<int> points) {
    GameResult g{seats, {0, 1, 2, 3}, placement_scores(places), places, {}, "kings-captured"};
    g.seat_points = std::move(points);
    return g;
  };
  const std::vector<GameResult> games{
      biruni({0, 1, 2, 3}, {1, 2, 3, 4}, {9, 2, -3, -8}),
      biruni({3, 0, 1, 2}, {4, 1, 2, 3}, {-11, 7, 5, -1}),
  };
  const Standings s = compute_standings(games, 4);
  EXPECT_EQ(s.players[0].army_points, 16);
  EXPECT_EQ(s.players[1].army_points, 7);
  EXPECT_EQ(s.players[2].army_points, -4);
  EXPECT_EQ(s.players[3].army_points, -19);
  EXPECT_EQ(s.players[0].pointed, 2);
  const std::string table = format_standings(s, {"A", "B", "C", "D"});
  EXPECT_NE(table.find("ArmyPoints"), std::string::npos) << table;
  EXPECT_NE(table.find("         16"), std::string::npos) << table;
  EXPECT_NE(table.find("        -19"), std::string::npos) << table;
  // `teams` with stakes: one engine's two armies add up.
  GameResult team{{0, 1, 0, 1}, {0, 1, 0, 1}, {1.0, 0.0}, {}, {}, "kings-captured"};
  team.seat_points = {5, 30, 12, 0};
  const Standings t = compute_standings({team}, 2);
  EXPECT_EQ(t.players[0].army_points, 17);
  EXPECT_EQ(t.players[1].army_points, 30);
  // Without points there is no such column.
  const std::vector<GameResult> plain{{{0, 1}, {0, 1}, {1.0, 0.0}, {}, {}, "checkmate"}};
  EXPECT_EQ(format_standings(compute_standings(plain, 2), {"A", "B"}).find("ArmyPoints"),
            std::string::npos);
  // Points must be one per seat.
  team.seat_points = {5, 30};
  EXPECT_THROW(compute_standings({team}, 2), std::invalid_argument);
}

TEST(Standings, RejectsInvalidGames) {
  const std::vector<GameResult> bad{{{0, 1}, {0, 1}, {1.5, 0.0}, {}, {}, ""}};
  EXPECT_THROW(compute_standings(bad, 2), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::ratings
