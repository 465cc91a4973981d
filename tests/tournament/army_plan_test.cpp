// European Chess's armies in tournaments: the seeded draw per seat cycle, the scheduler that
// gives each game its armies, the configuration's fields and refusals, the stored schedule.
#include "tournament/army_plan.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "tournament/army_scheduler.h"
#include "tournament/config.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {
namespace {

std::vector<std::uint8_t> armies_named(const std::vector<std::string>& names) {
  std::vector<std::uint8_t> out;
  for (const auto& n : names) out.push_back(army_index(n));
  return out;
}

TEST(ArmyPlan, NamesAndTextRoundTrip) {
  const Armies a = read_armies_text("britain,italy,chatanooga,egypt");
  EXPECT_EQ(army_name(a[0]), "britain");
  EXPECT_EQ(army_name(a[2]), "chatanooga");
  EXPECT_EQ(armies_text(a), "britain,italy,chatanooga,egypt");
  EXPECT_EQ(army_index("egypt"), a[3]);
  EXPECT_THROW(army_index("atlantis"), std::invalid_argument);
  EXPECT_EQ(army_name(army_index("soviet-union")), "soviet-union");
  EXPECT_EQ(army_name(army_index("north-korea")), "north-korea");  // the host rolls its dice
}

// Six armies over six cycles: after every cycle no army was taken twice more than another, each
// cycle holds four different armies, and the whole draw takes each army four times.
TEST(ArmyPlan, DrawTakesEveryArmyBeforeAnyRepeats) {
  const auto list = armies_named({"britain", "italy", "spain", "mafia", "rome", "gaul"});
  const auto draw = draw_armies(list, 7, 6);
  ASSERT_EQ(draw.size(), 6u);
  std::map<std::uint8_t, int> taken;
  for (std::uint8_t a : list) taken[a] = 0;
  for (const Armies& cycle : draw) {
    EXPECT_EQ(std::set<int>(cycle.begin(), cycle.end()).size(), 4u);
    for (std::uint8_t a : cycle) {
      ASSERT_TRUE(taken.contains(a));
      ++taken[a];
    }
    const auto [lo, hi] = std::minmax_element(taken.begin(), taken.end(),
                                              [](auto x, auto y) { return x.second < y.second; });
    EXPECT_LE(hi->second - lo->second, 1);
  }
  for (const auto& [army, n] : taken) EXPECT_EQ(n, 4) << army_name(army);
  EXPECT_EQ(draw_armies(list, 7, 6), draw);  // the seed decides
  EXPECT_NE(draw_armies(list, 8, 6), draw);
}

// Fewer than four armies: each cycle takes all of them, then repeats them evenly.
TEST(ArmyPlan, DrawFromTwoArmiesRepeatsThemEvenly) {
  const auto list = armies_named({"britain", "rome"});
  for (const Armies& cycle : draw_armies(list, 1, 3)) {
    EXPECT_EQ(std::count(cycle.begin(), cycle.end(), list[0]), 2);
    EXPECT_EQ(std::count(cycle.begin(), cycle.end(), list[1]), 2);
  }
}

ScheduleSpec seats_spec(int engines) {
  ScheduleSpec s;
  s.format = Format::kSeats;
  s.engines = engines;
  s.armies = 4;
  s.games_per_pairing = 1;
  return s;
}

std::vector<ScheduledGame> hand_out(const Scheduler& s) {
  std::vector<TournamentGame> games;
  for (Next n = s.next(games); n.kind == Next::Kind::kGame; n = s.next(games))
    games.push_back({n.game, std::nullopt});
  std::vector<ScheduledGame> out;
  for (const auto& t : games) out.push_back(t.game);
  return out;
}

// Drawn armies in the seats format: the four rotations of a cycle keep its combination, so each
// engine plays each army of it once; five engines give 15 cycles.
TEST(ArmyScheduler, DrawnArmiesStayForTheCycleAndEachEnginePlaysEachOnce) {
  SchedulerSpec spec;
  spec.schedule = seats_spec(5);
  spec.armies.drawn = armies_named({"britain", "italy", "spain", "mafia", "rome"});
  spec.armies.seed = 3;
  const auto games = hand_out(*make_scheduler(spec));
  ASSERT_EQ(games.size(), 60u);
  const auto draw = draw_armies(spec.armies.drawn, 3, 15);
  std::map<int, std::map<std::pair<int, int>, int>> by_pair;  // pair: (engine, army) -> games
  for (const ScheduledGame& g : games) {
    ASSERT_TRUE(g.armies);
    EXPECT_EQ(*g.armies, draw.at(g.pair));
    for (int seat = 0; seat < 4; ++seat) ++by_pair[g.pair][{g.seats[seat], (*g.armies)[seat]}];
  }
  for (const auto& [pair, counts] : by_pair) {
    EXPECT_EQ(counts.size(), 16u) << pair;  // 4 engines x 4 armies
    for (const auto& [key, n] : counts) EXPECT_EQ(n, 1);
  }
}

TEST(ArmyScheduler, AnEnginesArmyFollowsItOnEverySeat) {
  SchedulerSpec spec;
  spec.schedule = seats_spec(4);
  spec.armies.by_engine = armies_named({"britain", "italy", "spain", "mafia"});
  for (const ScheduledGame& g : hand_out(*make_scheduler(spec)))
    for (int seat = 0; seat < 4; ++seat)
      EXPECT_EQ((*g.armies)[seat], spec.armies.by_engine[g.seats[seat]]);
}

TEST(ArmyScheduler, RefusesDrawnArmiesOutsideTheSeatsFormat) {
  SchedulerSpec spec;
  spec.schedule = seats_spec(4);
  spec.schedule.format = Format::kRoundRobin;
  spec.armies.drawn = armies_named({"britain"});
  try {
    make_scheduler(spec);
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("drawn armies need the seats format"), std::string::npos);
  }
}

std::string config(const std::string& variant, const std::string& format,
                   const std::vector<std::string>& engine_armies, const std::string& extra) {
  std::string engines;
  for (int i = 0; i < 4; ++i) {
    engines += std::string(i ? "," : "") + R"({"name": "e)" + std::to_string(i) +
               R"(", "command": ")" CHATUR_BINARY R"(", "args": ["engine"])";
    if (i < static_cast<int>(engine_armies.size()))
      engines += R"(, "army": ")" + engine_armies[i] + "\"";
    engines += "}";
  }
  return R"({"variant": ")" + variant + R"(", "format": ")" + format + R"(", "engines": [)" +
         engines + "]" + extra + "}";
}

// The message of the ConfigError that parsing then checking the configuration throws.
std::string refusal(const std::string& json) {
  try {
    check_config(parse_config(json));
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "accepted";
}

TEST(ArmyConfig, ReadsBothWaysAndWritesThemBack) {
  const auto drawn = parse_config(
      config("european", "seats", {}, R"(, "armies": ["britain", "rome"], "seed": 5)"));
  EXPECT_EQ(drawn.drawn_armies, armies_named({"britain", "rome"}));
  EXPECT_EQ(refusal(config_json(drawn)), "accepted");
  EXPECT_EQ(parse_config(config_json(drawn)).drawn_armies, drawn.drawn_armies);
  EXPECT_EQ(scheduler_spec(drawn, 0).armies.seed, 5u);
  const auto fixed =
      parse_config(config("european", "round-robin", {"britain", "italy", "spain", "mafia"}, ""));
  EXPECT_EQ(fixed.engine_armies, armies_named({"britain", "italy", "spain", "mafia"}));
  EXPECT_EQ(parse_config(config_json(fixed)).engine_armies, fixed.engine_armies);
  EXPECT_EQ(refusal(config_json(fixed)), "accepted");
}

// North Korea plays in tournaments: drawn, fixed per engine, or in rule_options.armies.
TEST(ArmyConfig, NorthKoreaIsAcceptedAndDrawn) {
  const auto drawn = parse_config(config(
      "european", "seats", {}, R"(, "armies": ["north-korea", "rome", "gaul", "spain", "mafia"])"));
  EXPECT_EQ(refusal(config_json(drawn)), "accepted");
  const std::uint8_t korea = army_index("north-korea");
  std::ptrdiff_t cycles_with_korea = 0;
  for (const Armies& cycle : draw_armies(drawn.drawn_armies, 9, 5))
    cycles_with_korea += std::count(cycle.begin(), cycle.end(), korea);
  EXPECT_EQ(cycles_with_korea, 4);  // 20 seats over five armies
  EXPECT_EQ(
      refusal(config("european", "round-robin", {"north-korea", "rome", "gaul", "spain"}, "")),
      "accepted");
  EXPECT_EQ(refusal(config("european", "seats", {},
                           R"(, "rule_options": {"armies": "north-korea,rome,gaul,spain"})")),
            "accepted");
}

TEST(ArmyConfig, RefusalsSayWhy) {
  const auto has = [](const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
  };
  EXPECT_PRED2(has, refusal(config("european", "seats", {}, R"(, "armies": ["atlantis"])")),
               "armies[0]: unknown army 'atlantis'");
  EXPECT_PRED2(has, refusal(config("european", "seats", {"britain", "rome"}, "")),
               "army: every engine needs one or none does (2 of 4 engines have one)");
  EXPECT_PRED2(has,
               refusal(config("european", "seats", {"britain", "rome", "spain", "gaul"},
                              R"(, "armies": ["rome"])")),
               "not both");
  EXPECT_PRED2(has, refusal(config("chatanooga", "seats", {}, R"(, "armies": ["rome"])")),
               "armies: rule set 'chatanooga' has no option armies");
  EXPECT_PRED2(has, refusal(config("european", "round-robin", {}, R"(, "armies": ["rome"])")),
               "drawn armies need the seats format");
  EXPECT_PRED2(has, refusal(config("european", "seats", {}, R"(, "armies": ["rome"],
                 "rule_options": {"armies": "rome,rome,rome,rome"})")),
               "rule_options.armies fixes every game's armies");
  EXPECT_PRED2(has, refusal(config("european", "seats", {}, R"(, "armies": ["rome"],
                 "openings": {"lines": ["e2e3"]})")),
               "openings: games with armies of their own");
}

// The stored schedule carries each game's armies: what resume plays.
TEST(ArmyStore, AGamesArmiesAreStoredWithIt) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("chatur-army-store-" + std::to_string(::getpid()) + ".db");
  std::filesystem::remove(path);
  {
    TournamentStore store(path.string());
    const auto id = store.create("t", "{}", 2);
    ScheduledGame with;
    with.seats = {0, 1, 2, 3};
    with.armies = read_armies_text("rome,gaul,spain,britain");
    ScheduledGame without = with;
    without.index = 1;
    without.armies.reset();
    store.add_game(id, with);
    store.add_game(id, without);
    const auto games = store.games(id);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].game.armies, with.armies);
    EXPECT_FALSE(games[1].game.armies);
  }
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace chatur::tournament
