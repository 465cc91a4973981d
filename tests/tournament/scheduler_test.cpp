// Schedulers seen through next(): fixed schedules hand out their list whatever the results; an
// SPRT match stops once the finished games decide, and hands out nothing more.
#include "tournament/scheduler.h"

#include <gtest/gtest.h>

#include "tournament/sprt_stop.h"

namespace chatur::tournament {
namespace {

// Plays out the scheduler, every game ending as `result(game)` says, one at a time.
std::vector<TournamentGame> play_out(
    const Scheduler& s, const std::function<records::GameEnd(const ScheduledGame&)>& result) {
  std::vector<TournamentGame> games;
  for (Next n = s.next(games); n.kind != Next::Kind::kDone; n = s.next(games)) {
    EXPECT_EQ(n.kind, Next::Kind::kGame);
    EXPECT_EQ(n.game.index, static_cast<int>(games.size()));
    games.push_back({n.game, result(n.game)});
  }
  return games;
}

SchedulerSpec match(int games, std::optional<ratings::SprtConfig> sprt) {
  SchedulerSpec spec;
  spec.schedule = {Format::kRoundRobin, 2, 2, games, {3, false, 1, 0}};
  spec.sprt = sprt;
  return spec;
}

records::GameEnd engine0_wins(const ScheduledGame& g) {
  return records::won_by(g.seats[0] == 0 ? 0 : 1, "checkmate");
}

TEST(Scheduler, FixedHandsOutItsListInOrder) {
  const auto s = make_scheduler(match(6, std::nullopt));
  EXPECT_EQ(s->planned(), 6);
  const auto games = play_out(*s, engine0_wins);
  const auto list = make_schedule(match(6, std::nullopt).schedule);
  ASSERT_EQ(games.size(), list.size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    EXPECT_EQ(games[i].game.seats, list[i].seats);
    EXPECT_EQ(games[i].game.opening, list[i].opening);
    EXPECT_EQ(games[i].game.pair, list[i].pair);
  }
  // Games in flight (no end) change nothing for a fixed schedule.
  std::vector<TournamentGame> in_flight = {{list[0], std::nullopt}};
  EXPECT_EQ(s->next(in_flight).game.index, 1);
}

TEST(Scheduler, SprtStopsWhenTheFinishedGamesDecide) {
  ratings::SprtConfig c;
  c.elo0 = 0;
  c.elo1 = 100;
  const auto s = make_scheduler(match(1000, c));
  const auto games = play_out(*s, engine0_wins);
  // Ten straight pairs won by engine 0 cross the upper bound; the test is read from whole pairs.
  EXPECT_LT(games.size(), 40u);
  EXPECT_EQ(games.size() % 2, 0u);
  const SprtState state = sprt_state(c, true, games);
  EXPECT_EQ(state.decision, ratings::SprtDecision::kAcceptH1);
  std::vector<TournamentGame> one_less(games.begin(), games.end() - 2);
  EXPECT_EQ(sprt_state(c, true, one_less).decision, ratings::SprtDecision::kContinue);
  // A game without its pair's partner does not count; nor does one in flight.
  one_less.push_back(games[games.size() - 2]);
  one_less.push_back({games.back().game, std::nullopt});
  EXPECT_EQ(sprt_state(c, true, one_less).decision, ratings::SprtDecision::kContinue);
  EXPECT_EQ(s->next(one_less).kind, Next::Kind::kGame);

  // Draws throughout: H0 for a test of 0 against 100 Elo.
  const auto draws = play_out(*s, [](const ScheduledGame&) { return records::drawn("x"); });
  EXPECT_EQ(sprt_state(c, true, draws).decision, ratings::SprtDecision::kAcceptH0);
  EXPECT_LT(draws.size(), 1000u);
}

TEST(Scheduler, SprtNeedsTwoEngines) {
  ratings::SprtConfig c;
  SchedulerSpec spec = match(10, c);
  spec.schedule.engines = 3;
  EXPECT_THROW(make_scheduler(spec), std::invalid_argument);
  c.elo1 = c.elo0;
  EXPECT_THROW(make_scheduler(match(10, c)), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::tournament
