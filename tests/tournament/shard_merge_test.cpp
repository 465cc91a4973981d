// Tournaments in shards and archives merged: each scheduled game is a game of its own in the
// archive even when its moves are another's; a shard plays whole pairs; the shards of a
// deterministic tournament merged give the standings, ratings, pentanomial figures and SPRT of
// the same tournament played on one machine; merge refuses what it cannot unite, changing nothing.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>

#include "tests/tournament/chatur_process.h"
#include "tournament/config.h"
#include "tournament/schedule.h"
#include "tournament/shard.h"

namespace chatur::tournament {
namespace {

using test_support::count_rows;
using test_support::run_chatur_command;

std::optional<std::string> no_env(const char*) {
  return std::nullopt;
}

TEST(Shard, ParsesIndexAndCountOrTakesTheIndexFromTheEnvironment) {
  const Shard s = parse_shard("2/5", no_env);
  EXPECT_EQ(s.index, 2);
  EXPECT_EQ(s.count, 5);
  EXPECT_EQ(shard_text(s), "2/5");
  const auto slurm = [](const char* name) -> std::optional<std::string> {
    if (std::string(name) == "SLURM_ARRAY_TASK_ID") return "3";
    if (std::string(name) == "JOB_COMPLETION_INDEX") return "1";
    return std::nullopt;
  };
  EXPECT_EQ(parse_shard("auto/4", slurm).index, 3);
  const auto kubernetes = [](const char* name) -> std::optional<std::string> {
    if (std::string(name) == "JOB_COMPLETION_INDEX") return "1";
    return std::nullopt;
  };
  EXPECT_EQ(parse_shard("auto/4", kubernetes).index, 1);
  const auto message = [](const std::string& text, auto env) {
    try {
      parse_shard(text, env);
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message("auto/4", no_env).find("neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX"),
            std::string::npos);
  EXPECT_NE(message("auto/2", slurm).find("SLURM_ARRAY_TASK_ID is '3'"), std::string::npos);
  EXPECT_NE(message("4/4", no_env).find("from 0 to 3"), std::string::npos);
  EXPECT_NE(message("1/0", no_env).find("at least 1"), std::string::npos);
  EXPECT_NE(message("x/2", no_env).find("from 0 to 1"), std::string::npos);
  EXPECT_NE(message("3", no_env).find("expected I/N"), std::string::npos);
}

TEST(Shard, WholePairsBalancedAndNoOpeningInTwoShards) {
  ScheduleSpec spec;
  spec.engines = 4;
  spec.games_per_pairing = 4;
  spec.openings = {40, true, 7, 0};
  const std::vector<ScheduledGame> games = make_schedule(spec);  // 6 pairings, 24 games
  const int shards = 5;
  std::map<int, int> shard_of_pair, games_in;
  std::map<int, std::set<int>> openings_in;
  for (const ScheduledGame& g : games) {
    int owner = -1;
    for (int i = 0; i < shards; ++i)
      if (in_shard({i, shards}, g)) {
        EXPECT_EQ(owner, -1) << "game " << g.index << " in two shards";
        owner = i;
      }
    ASSERT_GE(owner, 0) << "game " << g.index << " in no shard";
    const auto [at, added] = shard_of_pair.try_emplace(g.pair, owner);
    EXPECT_EQ(at->second, owner) << "pair " << g.pair << " split";
    ++games_in[owner];
    openings_in[owner].insert(g.opening);
  }
  // 12 pairs of 2 games over 5 shards: 3, 3, 2, 2, 2 pairs.
  for (int i = 0; i < shards; ++i) EXPECT_EQ(games_in[i], i < 2 ? 6 : 4) << "shard " << i;
  for (int i = 0; i < shards; ++i)
    for (int j = i + 1; j < shards; ++j)
      for (int o : openings_in[i]) EXPECT_FALSE(openings_in[j].contains(o)) << o;
}

TEST(Shard, FormatsPairedFromResultsAreRefused) {
  TournamentConfig c;
  c.format = "swiss";
  EXPECT_THROW(check_shardable(c), ConfigError);
  c.format = "round-robin";
  EXPECT_NO_THROW(check_shardable(c));
  c.sprt = ratings::SprtConfig{};
  EXPECT_THROW(check_shardable(c), ConfigError);
}

class ShardMerge : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = test_support::fresh_test_dir("chatur-shard"); }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string path(const std::string& name) { return (dir_ / name).string(); }

  // A two-engine chess match of built-in engines at fixed nodes, one game at a time: the same
  // games wherever it is played. Openings drawn from a seed.
  std::string match_config(const std::string& name, int games) {
    const std::string p = path(name + ".json");
    std::ofstream(p) << R"({"name": ")" << name << R"(", "variant": "chess", "games_per_pairing": )"
                     << games << R"(,
      "engines": [
        {"name": "one", "command": "chatur", "args": ["engine", "--level", "level1"]},
        {"name": "two", "command": "chatur", "args": ["engine", "--level", "level2"]}],
      "openings": {"file": ")"
                     << CHATUR_EXAMPLES << R"(/openings/chess-8.epd", "order": "random",
                     "seed": 5},
      "time_control": "nodes=300", "concurrency": 1, "standings_every": 0,
      "adjudication": {"max_plies": 80}})";
    return p;
  }

  std::filesystem::path dir_;
};

// Both engines fault at their first move: every game ends before any move, so the games of a
// pair have the same (empty) move list; each is still a game of its own.
TEST_F(ShardMerge, ScheduledGamesWithTheSameMovesAreStoredApart) {
  const std::string config = path("faults.json");
  std::ofstream(config) << R"({"name": "faults", "variant": "chess", "games_per_pairing": 4,
    "engines": [
      {"name": "a", "command": ")"
                        << CHATUR_FAULT_ENGINE << R"(", "args": ["--mode", "crash"]},
      {"name": "b", "command": ")"
                        << CHATUR_FAULT_ENGINE << R"(", "args": ["--mode", "crash"]}],
    "time_control": "depth=1", "standings_every": 0,
    "timeouts": {"handshake_ms": 1000, "ready_ms": 1000, "stall_ms": 500}})";
  const std::string db = path("faults.db"), pgn = path("faults.pgn");
  const auto run =
      run_chatur_command("tournament run " + config + " --db " + db + " --pgn-out " + pgn);
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM games"), 4);
  EXPECT_EQ(count_rows(db, "SELECT count(DISTINCT content_hash) FROM tournament_games"), 4);
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM games WHERE ply_count = 0"), 4);
  // Each engine lost the two games it moved first in: 2 points each, not one game counted twice.
  EXPECT_NE(run.out.find("final standings (4 of 4 games)"), std::string::npos) << run.out;
  std::ifstream in(pgn);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  int events = 0;
  for (auto at = text.find("[Event "); at != std::string::npos; at = text.find("[Event ", at + 1))
    ++events;
  EXPECT_EQ(events, 4);
  // Imported, the same games are one game: imports still deduplicate by the moves.
  const std::string imported = path("imported.db");
  ASSERT_EQ(run_chatur_command("import " + pgn + " --db " + imported).exit_code, 0);
  ASSERT_EQ(run_chatur_command("import " + pgn + " --db " + imported).exit_code, 0);
  EXPECT_EQ(count_rows(imported, "SELECT count(*) FROM games"), 1);
}

// The text of `chatur ratings` on the tournament, SPRT included.
std::string ratings_text(const std::string& db) {
  return run_chatur_command("ratings --db " + db + " --tournament match --sprt 0,20,0.1,0.1").out;
}

TEST_F(ShardMerge, ThreeShardsMergedGiveTheStandingsOfOneRun) {
  const std::string config = match_config("match", 12);  // 6 pairs
  const std::string whole = path("whole.db");
  ASSERT_EQ(run_chatur_command("tournament run " + config + " --db " + whole).exit_code, 0);
  for (int i = 0; i < 3; ++i) {
    const std::string db = path("shard" + std::to_string(i) + ".db");
    // Shards may run with other run settings: concurrency is not the tournament's identity.
    const auto r = run_chatur_command("tournament run " + config + " --db " + db + " --shard " +
                                      std::to_string(i) + "/3 --concurrency 2");
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_EQ(count_rows(db, "SELECT count(*) FROM tournament_games WHERE state = 'played'"), 4);
    EXPECT_EQ(count_rows(db, "SELECT count(*) FROM tournament_games"), 12);
  }
  // Merged as the shards finish: two, then the third into the same archive.
  const std::string all = path("all.db");
  auto merged =
      run_chatur_command("merge " + path("shard0.db") + " " + path("shard1.db") + " --into " + all);
  ASSERT_EQ(merged.exit_code, 0) << merged.out;
  EXPECT_EQ(count_rows(all, "SELECT finished FROM tournaments"), 0);
  merged = run_chatur_command("merge " + path("shard2.db") + " --into " + all);
  ASSERT_EQ(merged.exit_code, 0) << merged.out;
  EXPECT_EQ(count_rows(all, "SELECT count(*) FROM tournaments"), 1);
  EXPECT_EQ(count_rows(all, "SELECT count(*) FROM games"), 12);
  EXPECT_EQ(count_rows(all, "SELECT finished FROM tournaments"), 1);
  // The engines played: equal standings of games that all ended by a fault prove nothing.
  EXPECT_EQ(count_rows(all,
                       "SELECT count(*) FROM games g JOIN terminations t ON t.id = "
                       "g.termination_id WHERE t.name LIKE 'engine-%'"),
            0);
  const std::string expected = ratings_text(whole);
  ASSERT_NE(expected.find("Ptnml"), std::string::npos) << expected;
  ASSERT_NE(expected.find("SPRT"), std::string::npos) << expected;
  EXPECT_EQ(ratings_text(all), expected);
  // A shard twice is refused, and the merged archive stays as it was.
  const auto twice = run_chatur_command("merge " + path("shard0.db") + " --into " + all);
  EXPECT_NE(twice.exit_code, 0);
  EXPECT_NE(twice.out.find("played in both"), std::string::npos) << twice.out;
  EXPECT_EQ(count_rows(all, "SELECT count(*) FROM games"), 12);
  EXPECT_EQ(ratings_text(all), expected);
  // Resume of a finished shard plays nothing.
  const auto resumed = run_chatur_command("tournament resume --db " + path("shard1.db"));
  EXPECT_NE(resumed.out.find("nothing to resume"), std::string::npos) << resumed.out;
}

TEST_F(ShardMerge, ShardsResumeTheirOwnGamesAndMergeRefusesTwoConfigsUnderOneName) {
  const std::string config = match_config("match", 4);  // 2 pairs
  const std::string shard = path("shard.db");
  ASSERT_EQ(
      run_chatur_command("tournament run " + config + " --db " + shard + " --shard 1/2").exit_code,
      0);
  // As a kill leaves it: one of its games not played, the tournament not finished. Resume plays
  // that game only, not the other shard's two.
  sqlite3* h = nullptr;
  ASSERT_EQ(sqlite3_open(shard.c_str(), &h), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(h,
                         "UPDATE tournaments SET finished = 0; UPDATE tournament_games SET "
                         "state = 'scheduled' WHERE idx = (SELECT max(idx) FROM tournament_games "
                         "WHERE state = 'played')",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(h);
  const auto resumed = run_chatur_command("tournament resume --db " + shard);
  EXPECT_NE(resumed.out.find("1 games played now, 1 before"), std::string::npos) << resumed.out;
  EXPECT_EQ(count_rows(shard, "SELECT count(*) FROM tournament_games WHERE state = 'played'"), 2);
  EXPECT_EQ(count_rows(shard, "SELECT finished FROM tournaments"), 1);

  const std::string other = path("other-config.db");
  const std::string changed = match_config("match", 6);
  ASSERT_EQ(
      run_chatur_command("tournament run " + changed + " --db " + other + " --shard 0/3").exit_code,
      0);
  const std::string all = path("all.db");
  const auto r = run_chatur_command("merge " + shard + " " + other + " --into " + all);
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.out.find("two different configurations are named 'match'"), std::string::npos)
      << r.out;
  EXPECT_FALSE(std::filesystem::exists(all));
}

}  // namespace
}  // namespace chatur::tournament
