// Tournament formats and options through the CLI: an SPRT match that stops itself, the live PGN
// file after a SIGKILL and resume, openings from files in a seeded order, options for every
// engine.
#include <gtest/gtest.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "records/game_end.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "tests/tournament/chatur_process.h"
#include "tournament/config.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {
namespace {

using test_support::count_rows;
using test_support::run_chatur;

class FormatsRun : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = test_support::fresh_test_dir("chatur-formats"); }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    const auto path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }

  // A chess match of two built-in levels, up to 200 games, stopped by an SPRT.
  std::string sprt_match(const std::string& a, const std::string& b, const std::string& sprt) {
    return write("match.json", R"({"name": "sprt", "variant": "chess", "games_per_pairing": 200,
      "engines": [{"name": "a", "command": ")" CHATUR_BINARY
                               R"(", "args": ["engine", "--level", ")" +
                                   a +
                                   R"("]},
                  {"name": "b", "command": ")" CHATUR_BINARY
                                   R"(", "args": ["engine", "--level", ")" +
                                   b + R"("]}],
      "openings": {"lines": ["e2e4 e7e5", "d2d4 d7d5", "c2c4 e7e5", "g1f3 d7d5", "e2e4 c7c5",
                             "d2d4 g8f6", "e2e4 e7e6", "b1c3 d7d5"], "order": "random", "seed": 7},
      "sprt": )" + sprt + R"(, "time_control": "nodes=500", "concurrency": 2,
      "standings_every": 0, "adjudication": {"max_plies": 200}})");
  }

  // The fault engine as named engines, seeded by name, with a delay per move in ms.
  static std::string fault_engines(const std::vector<std::string>& names, int delay_ms) {
    std::string engines = "[";
    for (const std::string& name : names)
      engines += std::string(engines.size() > 1 ? "," : "") + R"({"name": ")" + name +
                 R"(", "command": ")" + CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", ")" +
                 std::to_string(name[0]) + R"(", "--delay", ")" + std::to_string(delay_ms) +
                 R"("]})";
    return engines + "]";
  }

  // Runs the tournament into `db`, killed with SIGKILL once `played` games are stored, then
  // resumed; returns what resume printed.
  std::string killed_and_resumed(const std::string& config, const std::string& db, int played) {
    {
      EngineCommand cmd;
      cmd.program = CHATUR_BINARY;
      cmd.args = {"tournament", "run", config, "--db", db};
      EngineProcess p(cmd);
      const auto until = Clock::now() + std::chrono::seconds(60);
      while (Clock::now() < until &&
             count_rows(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'") <
                 played)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      p.kill();
    }
    return run_chatur({"tournament", "resume", "--db", db});
  }

  std::filesystem::path dir_;
};

// A strong level against random moves: H1 early, far below the 200 games allowed; the games in
// flight when the test decided are finished and stored, and the decision is stored.
TEST_F(FormatsRun, SprtAcceptsH1ForAStrongLevelAgainstAWeakOne) {
  const std::string db = (dir_ / "a.db").string();
  const std::string out =
      run_chatur({"tournament", "run",
                  sprt_match("level3", "random", R"({"elo0": 0, "elo1": 100})"), "--db", db});
  EXPECT_NE(out.find("SPRT: H1 accepted"), std::string::npos) << out;
  const std::int64_t played =
      count_rows(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'");
  EXPECT_LT(played, 60) << out;
  EXPECT_EQ(count_rows(db, "SELECT COUNT(*) FROM tournament_games"), played);
  EXPECT_EQ(count_rows(db, "SELECT finished FROM tournaments"), 1);
  TournamentStore store(db);
  const auto sprt = store.sprt(1);
  ASSERT_TRUE(sprt.has_value());
  EXPECT_EQ(sprt->second, ratings::SprtDecision::kAcceptH1);
  EXPECT_GE(sprt->first, 2.94);
  // `ratings --tournament` shows the stored decision as the run printed it.
  const std::size_t line = out.find("SPRT: H1 accepted");
  const std::string decision = out.substr(line, out.find(" after ", line) - line);
  EXPECT_NE(
      run_chatur({"ratings", "--db", db, "--tournament", "sprt"}).find("\n" + decision + "\n"),
      std::string::npos)
      << decision;
  // Resuming a decided match plays nothing more.
  run_chatur({"tournament", "resume", "--db", db, "--id", "1"});
  EXPECT_EQ(count_rows(db, "SELECT COUNT(*) FROM tournament_games"), played);
}

// Two equal levels, tested for a gain of 200 Elo with loose error rates: H0 soon.
TEST_F(FormatsRun, SprtAcceptsH0ForEqualLevels) {
  const std::string db = (dir_ / "a.db").string();
  const std::string out = run_chatur(
      {"tournament", "run",
       sprt_match("level2", "level2", R"({"elo0": 0, "elo1": 200, "alpha": 0.1, "beta": 0.1})"),
       "--db", db});
  EXPECT_NE(out.find("SPRT: H0 accepted"), std::string::npos) << out;
  EXPECT_LT(count_rows(db, "SELECT COUNT(*) FROM tournament_games"), 60) << out;
  EXPECT_EQ(count_rows(db, "SELECT sprt_decision = 'H0' FROM tournaments"), 1);
}

// The games of a PGN file, by Round tag; each must read and replay.
std::map<std::string, int> rounds_in(const std::string& path) {
  std::ifstream in(path);
  records::PgnReader reader(in);
  std::map<std::string, int> rounds;
  while (auto item = reader.next()) {
    EXPECT_FALSE(item->error) << item->error->message;
    EXPECT_TRUE(records::replay(item->game).ok());
    ++rounds[*item->game.tag("Round")];
  }
  return rounds;
}

// Killed with SIGKILL mid-tournament, games missing from the file and a torn game at its end
// besides (what a full disk leaves), then resumed: the file holds every game once and reads as
// PGN.
TEST_F(FormatsRun, PgnOutValidatesAfterAKillAndResume) {
  std::string engines = "[";
  for (const char* name : {"a", "b", "c"})
    engines += std::string(engines.size() > 1 ? "," : "") + R"({"name": ")" + name +
               R"(", "command": ")" + CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", ")" +
               std::to_string(name[0]) + R"(", "--delay", "3"]})";
  engines += "]";
  const std::string pgn = (dir_ / "live.pgn4").string();
  const std::string config = write("t.json", R"({"name": "live", "variant": "chaturaji",
    "format": "teams", "games_per_pairing": 4, "concurrency": 2, "engines": )" +
                                                 engines + R"(, "time_control": "depth=1",
    "standings_every": 0, "pgn_out": ")" + pgn + R"(", "adjudication": {"max_plies": 40}})");
  const std::string db = (dir_ / "a.db").string();
  {
    EngineCommand cmd;
    cmd.program = CHATUR_BINARY;
    cmd.args = {"tournament", "run", config, "--db", db};
    EngineProcess p(cmd);
    const auto until = Clock::now() + std::chrono::seconds(60);
    while (Clock::now() < until &&
           count_rows(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'") < 3)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    p.kill();
  }
  const std::int64_t before =
      count_rows(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'");
  ASSERT_LT(before, 12);
  // Games stored in the archive but not in the file (a kill between the two) are appended on
  // resume: keep the first game only, and a torn one after it.
  std::stringstream text;
  text << std::ifstream(pgn).rdbuf();
  const std::string first = text.str().substr(0, text.str().find("\n\n[Event", 10) + 2);
  ASSERT_EQ(first.find("[Event"), 0u);
  std::ofstream(pgn, std::ios::trunc) << first << "[Event \"live\"]\n[Round \"9.99\"]\n\n1. h7-h6";
  const std::string out = run_chatur({"tournament", "resume", "--db", db});
  EXPECT_NE(out.find("final standings (12 of 12 games)"), std::string::npos) << out;
  const auto rounds = rounds_in(pgn);
  EXPECT_EQ(rounds.size(), 12u);
  EXPECT_FALSE(rounds.contains("9.99"));
  for (const auto& [round, n] : rounds) EXPECT_EQ(n, 1) << round;
}

// The games of a stored tournament: round, seats and result, by index.
std::vector<std::string> stored_games(const std::string& db) {
  TournamentStore store(db);
  std::vector<std::string> out;
  for (const TournamentGame& t : store.games(1)) {
    std::string line = std::to_string(t.game.round) + ":";
    for (int e : t.game.seats) line += " " + std::to_string(e);
    line += t.end ? " " + records::result_text(*t.end) : " unplayed";
    out.push_back(line);
  }
  return out;
}

// A Swiss tournament killed in its second round and resumed pairs the rounds after as an
// uninterrupted run does (the engines play the same moves from the same positions), and prints
// the standings with Buchholz and Sonneborn-Berger, as `ratings --tournament` does.
TEST_F(FormatsRun, SwissResumedMidRoundPairsAsAnUninterruptedOne) {
  const std::string config = write("swiss.json", R"({"name": "swiss", "variant": "chaturaji",
    "format": "swiss", "rounds": 4, "games_per_pairing": 2, "concurrency": 2, "engines": )" +
                                                     fault_engines({"a", "b", "c", "d", "e"}, 3) +
                                                     R"(, "time_control": "depth=1",
    "standings_every": 0, "openings": {"lines": ["e7-e6 g4-f4", "f7-f6 g3-f3", "h7-h6 g2-f2"]},
    "adjudication": {"max_plies": 40}})");
  const std::string whole = (dir_ / "whole.db").string();
  const std::string out = run_chatur({"tournament", "run", config, "--db", whole});
  EXPECT_NE(out.find("swiss standings after 4 rounds:\nRank  Player  Points  Buchholz  "
                     "Sonneborn-Berger  Byes"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("final standings (16 of 16 games)"), std::string::npos) << out;
  const std::string cut = (dir_ / "cut.db").string();
  const std::string resumed = killed_and_resumed(config, cut, 5);
  EXPECT_NE(resumed.find("final standings (16 of 16 games)"), std::string::npos) << resumed;
  EXPECT_EQ(stored_games(cut), stored_games(whole));
  // `ratings --tournament` reads the stored games: the same Swiss standings and report as the
  // run's.
  const std::string ratings = run_chatur({"ratings", "--db", whole, "--tournament", "swiss"});
  const std::size_t standings = out.find("swiss standings after");
  const std::size_t final_standings = out.find("final standings (");
  EXPECT_EQ(
      ratings.substr(ratings.find('\n') + 1),
      out.substr(standings, final_standings - standings) +
          out.substr(out.find('\n', final_standings) + 1,
                     out.find("\ntournament ", final_standings) - out.find('\n', final_standings)));
}

// A knockout of five engines through the CLI: byes, three rounds, the bracket printed with its
// winner, the tournament finished; killed in its second round and resumed, the same bracket.
TEST_F(FormatsRun, KnockoutPrintsItsBracketAndResumes) {
  const std::string config = write("ko.json", R"({"name": "ko", "variant": "chaturaji",
    "format": "knockout", "games_per_pairing": 2, "tiebreak_pairs": 1, "concurrency": 2,
    "engines": )" + fault_engines({"a", "b", "c", "d", "e"}, 3) +
                                                  R"(, "time_control": "depth=1",
    "standings_every": 0, "adjudication": {"max_plies": 40}})");
  const std::string db = (dir_ / "a.db").string();
  const std::string out = run_chatur({"tournament", "run", config, "--db", db});
  EXPECT_NE(out.find("bracket:\nround 1:\n  #1 a: bye\n  #4 d "), std::string::npos) << out;
  EXPECT_NE(out.find("\nround 3:\n"), std::string::npos) << out;
  EXPECT_NE(out.find("\nwinner: "), std::string::npos) << out;
  EXPECT_EQ(count_rows(db, "SELECT finished FROM tournaments"), 1);
  const std::int64_t games = count_rows(db, "SELECT COUNT(*) FROM tournament_games");
  EXPECT_GE(games, 8);  // four matches of two games, up to one tie-break pair each
  EXPECT_LE(games, 16);
  const std::string cut = (dir_ / "cut.db").string();
  const std::string resumed = killed_and_resumed(config, cut, 3);
  EXPECT_EQ(stored_games(cut), stored_games(db));
  const auto bracket = [](const std::string& text) {
    const auto at = text.find("bracket:");
    return at == std::string::npos ? "" : text.substr(at, text.find("final standings", at) - at);
  };
  EXPECT_NE(bracket(resumed), "");
  EXPECT_EQ(bracket(resumed), bracket(out)) << resumed;
  // `ratings --tournament` shows the bracket rebuilt from the stored games.
  const std::string ratings = run_chatur({"ratings", "--db", db, "--tournament", "ko"});
  EXPECT_NE(ratings.find("\n" + bracket(out)), std::string::npos) << ratings;
}

// `each` sets options of every engine (an engine's own value wins); openings from an EPD file
// in a seeded random order from a start offset, every opening once before any repeats.
TEST_F(FormatsRun, EachAndOpeningsFromAnEpdFile) {
  const std::string epd = write("book.epd",
                                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id 1;\n"
                                "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - id 2;\n"
                                "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - id 3;\n"
                                "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - id 4;\n"
                                "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - id 5;\n");
  const TournamentConfig c = parse_config(R"({"engines": [
      {"name": "a", "command": "x", "options": {"Hash": 32}},
      {"name": "b", "command": "y", "args": ["--fast"]}],
    "each": {"options": {"Hash": 16, "Threads": 1}, "args": ["engine"]},
    "openings": {"file": ")" + epd + R"(", "order": "random", "seed": 3, "start": 2}})");
  EXPECT_EQ(c.engines[0].options,
            (std::vector<std::pair<std::string, std::string>>{{"Hash", "32"}, {"Threads", "1"}}));
  EXPECT_EQ(c.engines[1].options,
            (std::vector<std::pair<std::string, std::string>>{{"Hash", "16"}, {"Threads", "1"}}));
  EXPECT_EQ(c.engines[1].command.args, (std::vector<std::string>{"engine", "--fast"}));
  EXPECT_TRUE(c.openings_random);
  EXPECT_EQ(parse_config(config_json(c)).openings_start, 2);

  const std::string config = write("t.json", R"({"name": "epd", "games_per_pairing": 10,
    "engines": [{"name": "a", "command": ")" CHATUR_BINARY R"("},
                {"name": "b", "command": ")" CHATUR_BINARY R"("}],
    "each": {"args": ["engine", "--level", "level1"]},
    "openings": {"file": ")" + epd + R"(", "order": "random", "seed": 3},
    "time_control": "nodes=200", "concurrency": 2, "standings_every": 0,
    "adjudication": {"max_plies": 20}})");
  const std::string db = (dir_ / "a.db").string();
  const std::string out = run_chatur({"tournament", "run", config, "--db", db});
  EXPECT_NE(out.find("final standings (10 of 10 games)"), std::string::npos) << out;
  TournamentStore store(db);
  std::set<int> openings;
  std::map<int, int> per_pair;
  for (const TournamentGame& t : store.games(1)) {
    openings.insert(t.game.opening);
    EXPECT_EQ(per_pair.emplace(t.game.pair, t.game.opening).first->second, t.game.opening);
  }
  EXPECT_EQ(openings, (std::set<int>{0, 1, 2, 3, 4}));
}

}  // namespace
}  // namespace chatur::tournament
