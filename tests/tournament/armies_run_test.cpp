// A European Chess seats tournament with drawn armies through the CLI, four built-in levels: each
// game's record names its armies, each engine plays each army equally often, the export
// validates cleanly, a resumed run plays the same armies, and `ratings --by-army` counts what the
// stored games hold.
#include <gtest/gtest.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "tests/tournament/chatur_process.h"
#include "tournament/army_plan.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {
namespace {

using test_support::count_rows;
using test_support::run_chatur;

class ArmiesRun : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = test_support::fresh_test_dir("chatur-armies");
    config_ = (dir_ / "european.json").string();
    std::string engines;
    for (const char* level : {"random", "level1", "level2", "level3"})
      engines += std::string(engines.empty() ? "" : ",") + R"({"name": ")" + level +
                 R"(", "command": ")" CHATUR_BINARY R"(", "args": ["engine", "--level", ")" +
                 level + R"("]})";
    std::ofstream(config_) << R"({"name": "armies", "variant": "european", "format": "seats",
      "games_per_pairing": 1, "seed": 11, "armies": ["britain", "italy", "spain", "mafia",
      "rome", "gaul"], "engines": [)" +
                                  engines + R"(], "time_control": "nodes=200",
      "concurrency": 2, "standings_every": 0, "adjudication": {"max_plies": 80}})";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string config_;
  std::filesystem::path dir_;
};

// Each stored game's armies as text, by index.
std::vector<std::string> stored_armies(const std::string& db) {
  TournamentStore store(db);
  std::vector<std::string> out;
  for (const TournamentGame& t : store.games(1))
    out.push_back(t.game.armies ? armies_text(*t.game.armies) : "none");
  return out;
}

TEST_F(ArmiesRun, DrawnArmiesBalanceRecordValidateResumeAndTabulate) {
  const std::string db = (dir_ / "whole.db").string();
  const std::string out = run_chatur({"tournament", "run", config_, "--db", db});
  ASSERT_NE(out.find("final standings (12 of 12 games)"), std::string::npos) << out;

  // Six armies over three cycles: each taken twice, each engine playing each army twice.
  std::map<std::pair<int, std::uint8_t>, int> played;  // (engine, army) -> games
  std::map<std::uint8_t, int> seats_of_army;
  TournamentStore store(db);
  const auto games = store.games(1);
  ASSERT_EQ(games.size(), 12u);
  for (const TournamentGame& t : games) {
    ASSERT_TRUE(t.game.armies);
    for (int seat = 0; seat < 4; ++seat) {
      ++played[{t.game.seats[seat], (*t.game.armies)[seat]}];
      ++seats_of_army[(*t.game.armies)[seat]];
    }
  }
  EXPECT_EQ(played.size(), 24u);  // 4 engines x 6 armies
  for (const auto& [key, n] : played) EXPECT_EQ(n, 2) << key.first << " " << army_name(key.second);

  // Every record names its armies, as the stored schedule has them.
  EXPECT_EQ(count_rows(db, "SELECT COUNT(*) FROM tags WHERE name = 'Armies'"), 12);
  EXPECT_EQ(count_rows(db, "SELECT COUNT(*) FROM games WHERE rule_options LIKE 'armies=%'"), 12);
  const std::string exported = (dir_ / "all.pgn4").string();
  run_chatur({"export", "--db", db, "-o", exported});
  std::ifstream in(exported);
  std::stringstream text;
  text << in.rdbuf();
  for (const std::string& armies : stored_armies(db)) {
    std::string tag = "[Armies \"";
    std::size_t at = 0;
    for (const char* colour : {"Red ", "Green ", "Yellow ", "Black "}) {
      const std::size_t comma = armies.find(',', at);
      tag += std::string(at ? ", " : "") + colour + armies.substr(at, comma - at);
      at = comma + 1;
    }
    EXPECT_NE(text.str().find(tag + "\"]"), std::string::npos) << tag;
  }
  const std::string validated = run_chatur({"validate", exported});
  EXPECT_EQ(validated, "games read: 12, good: 12, bad: 0, warnings: 0\n");

  // Killed after three games and resumed: the same armies in every game.
  const std::string cut = (dir_ / "cut.db").string();
  {
    EngineCommand cmd;
    cmd.program = CHATUR_BINARY;
    cmd.args = {"tournament", "run", config_, "--db", cut};
    EngineProcess p(cmd);
    const auto until = Clock::now() + std::chrono::seconds(60);
    while (Clock::now() < until &&
           count_rows(cut, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'") < 3)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    p.kill();
  }
  const std::string resumed = run_chatur({"tournament", "resume", "--db", cut});
  EXPECT_NE(resumed.find("final standings (12 of 12 games)"), std::string::npos) << resumed;
  EXPECT_EQ(stored_armies(cut), stored_armies(db));
  EXPECT_EQ(count_rows(cut, "SELECT COUNT(*) FROM tags WHERE name = 'Armies'"), 12);

  // The army table: each army's games and firsts as the stored games give them.
  std::map<std::uint8_t, int> firsts;
  int placed = 0;
  for (const TournamentGame& t : games) {
    if (!t.end->free_for_all()) continue;
    ++placed;
    for (int seat = 0; seat < 4; ++seat)
      firsts[(*t.game.armies)[seat]] += t.end->placements[seat] == 1;
  }
  ASSERT_EQ(placed, 12);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"ratings", "--db", db, "--by-army", "--tournament", "1"},
        std::vector<std::string>{"ratings", "--db", db, "--by-army", "--variant", "european"}}) {
    const std::string table = run_chatur(args);
    EXPECT_NE(table.find("12 free-for-all games with armies"), std::string::npos) << table;
    for (const auto& [army, n] : seats_of_army) {
      std::istringstream rows(table);
      bool found = false;
      for (std::string line; std::getline(rows, line);) {
        std::istringstream cells(line);
        std::string rank, name;
        int count = 0, army_firsts = 0;
        double place = 0;
        cells >> rank >> name >> count >> place >> army_firsts;
        if (name != army_name(army)) continue;
        found = true;
        EXPECT_EQ(count, n) << line;
        EXPECT_EQ(army_firsts, firsts[army]) << line;
      }
      EXPECT_TRUE(found) << army_name(army) << "\n" << table;
    }
  }
}

// Armies fixed per engine in a teams round robin: an engine's army on both of its seats, in the
// schedule and in each record; the army table leaves team games out (they have no places).
TEST_F(ArmiesRun, AnEnginesArmyGoesWithItToEverySeat) {
  const std::string config = (dir_ / "fixed.json").string();
  std::ofstream(config) << R"({"name": "fixed", "variant": "european",
    "rule_options": {"mode": "teams"}, "format": "round-robin", "games_per_pairing": 2,
    "engines": [
      {"name": "a", "command": ")" CHATUR_BINARY R"(", "args": ["engine", "--level", "level1"],
       "army": "britain"},
      {"name": "b", "command": ")" CHATUR_BINARY R"(", "args": ["engine", "--level", "level2"],
       "army": "rome"}],
    "time_control": "nodes=200", "standings_every": 0, "adjudication": {"max_plies": 40}})";
  const std::string db = (dir_ / "fixed.db").string();
  const std::string out = run_chatur({"tournament", "run", config, "--db", db});
  ASSERT_NE(out.find("final standings (2 of 2 games)"), std::string::npos) << out;
  EXPECT_EQ(stored_armies(db),
            (std::vector<std::string>{"britain,rome,britain,rome", "rome,britain,rome,britain"}));
  EXPECT_EQ(count_rows(db,
                       "SELECT COUNT(*) FROM tags WHERE name = 'Armies' AND value = "
                       "'Red britain, Green rome, Yellow britain, Black rome'"),
            1);
  EXPECT_EQ(count_rows(db,
                       "SELECT COUNT(*) FROM tags WHERE name = 'Armies' AND value = "
                       "'Red rome, Green britain, Yellow rome, Black britain'"),
            1);
  const std::string table = run_chatur({"ratings", "--db", db, "--by-army", "--tournament", "1"});
  EXPECT_NE(table.find("0 free-for-all games with armies\nleft out: 2 without places"),
            std::string::npos)
      << table;
}

}  // namespace
}  // namespace chatur::tournament
