// Time management: budgets from clocks and movetime, and searches that keep to them. Timing
// assertions use generous bounds: the machine running the tests may be busy.
#include "players/time_manager.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>

#include "engine/rule_sets/registry.h"
#include "players/search.h"

namespace chatur::players {
namespace {

TEST(TimeManager, MovetimeIsTheBudgetLessOverhead) {
  Limits limits;
  limits.movetime = 500;
  TimeManager tm(limits, 0, 10);
  EXPECT_TRUE(tm.timed());
  EXPECT_EQ(tm.hard_ms(), 490);
}

TEST(TimeManager, ClockGivesAShareOfTheArmysOwnTime) {
  Limits limits;
  limits.time = {60000, 1000, 60000, 1000};  // Red, Green, Yellow, Black
  limits.inc = {0, 0, 0, 0};
  TimeManager green(limits, 1, 10);
  TimeManager yellow(limits, 2, 10);
  EXPECT_LE(green.hard_ms(), 1000 / 3);
  EXPECT_GT(yellow.soft_ms(), 500);
  EXPECT_LT(yellow.hard_ms(), 60000 / 3 + 1);
  EXPECT_LE(yellow.soft_ms(), yellow.hard_ms());
}

TEST(TimeManager, NoClockMeansUntimed) {
  Limits limits;
  limits.depth = 3;
  EXPECT_FALSE(TimeManager(limits, 0, 10).timed());
  limits.infinite = true;
  limits.movetime = 100;
  EXPECT_FALSE(TimeManager(limits, 0, 10).timed());
}

double search_seconds(const char* variant, const Limits& limits) {
  auto rules = engine::rule_sets::make(variant);
  engine::Position pos(*rules);
  Search search(*rules, SearchOptions{});
  const std::atomic<bool> stop{false};
  const auto start = std::chrono::steady_clock::now();
  SearchResult r = search.run(pos, limits, stop);
  EXPECT_FALSE(r.best.is_null());
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST(TimeManager, SearchKeepsToMovetime) {
  Limits limits;
  limits.movetime = 200;
  for (const char* v : {"chess", "chaturaji"}) {
    const double s = search_seconds(v, limits);
    EXPECT_LT(s, 0.2 + 0.3) << v;
  }
}

TEST(TimeManager, SearchKeepsToTheClock) {
  Limits limits;
  limits.time = {900, 900, -1, -1};
  const double s = search_seconds("chess", limits);
  EXPECT_LT(s, 0.3 + 0.3);
}

}  // namespace
}  // namespace chatur::players
