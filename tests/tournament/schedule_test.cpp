// Schedules: counts, sides swapped per opening, determinism, and the balance of the seats
// rotation (seats, partners, opponents).
#include "tournament/schedule.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace chatur::tournament {
namespace {

TEST(Schedule, RoundRobinSwapsSidesPerOpening) {
  ScheduleSpec s{Format::kRoundRobin, 5, 2, 4, {3}};
  const auto games = make_schedule(s);
  ASSERT_EQ(games.size(), 10u * 4u);
  std::map<std::pair<int, int>, int> white;
  for (size_t i = 0; i < games.size(); i += 2) {
    EXPECT_EQ(games[i].opening, games[i + 1].opening);
    EXPECT_EQ(games[i].seats[0], games[i + 1].seats[1]);
    EXPECT_EQ(games[i].seats[1], games[i + 1].seats[0]);
  }
  for (const auto& g : games) ++white[{g.seats[0], g.seats[1]}];
  for (const auto& [pair, n] : white) EXPECT_EQ(n, 2) << pair.first << "-" << pair.second;
  EXPECT_EQ(make_schedule(s).size(), games.size());
  for (size_t i = 0; i < games.size(); ++i) EXPECT_EQ(make_schedule(s)[i].seats, games[i].seats);
}

TEST(Schedule, RoundsLetEveryEnginePlayOnce) {
  const auto games = make_schedule({Format::kRoundRobin, 6, 2, 2, {0}});
  std::map<int, std::multiset<int>> per_round;
  for (const auto& g : games)
    if (g.seats[0] < g.seats[1]) {
      per_round[g.round].insert(g.seats[0]);
      per_round[g.round].insert(g.seats[1]);
    }
  for (const auto& [r, engines] : per_round)
    EXPECT_EQ(std::set<int>(engines.begin(), engines.end()).size(), engines.size());
}

TEST(Schedule, TeamsPlayBothArmiesOfASide) {
  const auto games = make_schedule({Format::kRoundRobin, 4, 4, 2, {0}});
  ASSERT_EQ(games.size(), 12u);
  for (const auto& g : games) {
    ASSERT_EQ(g.seats.size(), 4u);
    EXPECT_EQ(g.seats[0], g.seats[2]);
    EXPECT_EQ(g.seats[1], g.seats[3]);
    EXPECT_NE(g.seats[0], g.seats[1]);
  }
}

TEST(Schedule, Gauntlet) {
  const auto games = make_schedule({Format::kGauntlet, 4, 2, 2, {0}});
  ASSERT_EQ(games.size(), 6u);
  for (const auto& g : games) EXPECT_TRUE(g.seats[0] == 0 || g.seats[1] == 0);
}

class SeatsBalance : public ::testing::TestWithParam<int> {};

TEST_P(SeatsBalance, SeatsPartnersOpponents) {
  const int n = GetParam();
  const auto games = make_schedule({Format::kSeats, n, 4, 1, {2}});
  int sets = 1;
  for (int k = 0; k < 4; ++k) sets = sets * (n - k) / (k + 1);  // C(n, 4)
  ASSERT_EQ(static_cast<int>(games.size()), 12 * sets);
  std::map<std::pair<int, int>, int> seat, partner, opponent;
  for (const auto& g : games) {
    ASSERT_EQ(std::set<int>(g.seats.begin(), g.seats.end()).size(), 4u);
    for (int a = 0; a < 4; ++a) {
      ++seat[{g.seats[a], a}];
      for (int b = a + 1; b < 4; ++b) {
        auto key = std::minmax(g.seats[a], g.seats[b]);
        ++((b - a) % 2 == 0 ? partner : opponent)[{key.first, key.second}];
      }
    }
  }
  const int per_seat = static_cast<int>(games.size()) / n;  // each engine's games, per seat
  for (int e = 0; e < n; ++e)
    for (int a = 0; a < 4; ++a)
      EXPECT_EQ((seat[{e, a}]), per_seat) << "engine " << e << " seat " << a;
  for (int x = 0; x < n; ++x)
    for (int y = x + 1; y < n; ++y) {
      EXPECT_EQ((partner[{x, y}] * 2), (opponent[{x, y}]));
      EXPECT_EQ((partner[{x, y}]), (partner[{0, 1}]));
    }
}

INSTANTIATE_TEST_SUITE_P(Engines, SeatsBalance, ::testing::Values(4, 5, 6, 7));

TEST(Schedule, SeatsNeedFourArmiesAndEngines) {
  EXPECT_THROW(make_schedule({Format::kSeats, 4, 2, 1, {0}}), std::invalid_argument);
  EXPECT_THROW(make_schedule({Format::kSeats, 3, 4, 1, {0}}), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::tournament
