// Configs refused with the JSON path of the offending value; a whole tournament through the CLI;
// a tournament killed with SIGKILL and resumed ends with every scheduled game exactly once, and a
// dice tournament with the very rolls of an uninterrupted run.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "engine/rule_sets/registry.h"
#include "records/archive.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "tests/tournament/chatur_process.h"
#include "tournament/config.h"
#include "tournament/engine_process.h"
#include "tournament/openings.h"
#include "tournament/time_control.h"

namespace chatur::tournament {
namespace {

std::string refusal(const std::string& json) {
  try {
    parse_config(json);
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "";
}

TEST(Config, SchemaErrorsNameTheJsonPath) {
  const std::string engines =
      R"("engines": [{"name": "a", "command": "x"}, {"name": "b", "command": 7}])";
  std::string why = refusal("{" + engines + "}");
  EXPECT_NE(why.find("$.engines[1].command"), std::string::npos) << why;
  why = refusal(R"({"engines": [{"name": "a", "command": "x"}, {"name": "b", "command": "y"}],
                    "concurrency": 0})");
  EXPECT_NE(why.find("$.concurrency"), std::string::npos) << why;
  why = refusal(R"({"engines": [{"name": "a", "command": "x"}, {"name": "b", "command": "y"}],
                    "format": "league"})");
  EXPECT_NE(why.find("$.format"), std::string::npos) << why;
  why = refusal(R"({"engines": [{"name": "a", "command": "x"}]})");
  EXPECT_NE(why.find("$.engines"), std::string::npos) << why;
  EXPECT_NE(refusal("{not json"), "");
}

TEST(Config, RoundTripAndChecks) {
  TournamentConfig c = parse_config(R"({
    "variant": "chaturaji", "format": "teams", "games_per_pairing": 2,
    "engines": [{"name": "a", "command": ")" CHATUR_FAULT_ENGINE
                                    R"(", "options": {"Hash": 8, "Level": "level1"}},
                {"name": "b", "command": ")" CHATUR_FAULT_ENGINE R"("}],
    "openings": {"lines": ["e7-e6 g4-f4", "# comment", ""]},
    "time_control": "10+0.1", "affinity": true,
    "adjudication": {"max_plies": 300, "resign": {"score_cp": 900}}})");
  EXPECT_EQ(c.engines[0].options.size(), 2u);
  EXPECT_TRUE(c.affinity);
  EXPECT_EQ(c.engines[0].options[0].first, "Hash");
  EXPECT_TRUE(c.adjudication.resign);
  const TournamentConfig again = parse_config(config_json(c));
  EXPECT_EQ(config_json(again), config_json(c));
  EXPECT_EQ(check_config(c).size(), 1u);
  c.engines[1].command.program = "no-such-engine-anywhere";
  try {
    check_config(c);
    FAIL();
  } catch (const ConfigError& e) {
    EXPECT_NE(std::string(e.what()).find("engine 'b'"), std::string::npos) << e.what();
  }
  c.engines[1].command.program = CHATUR_FAULT_ENGINE;
  c.opening_lines = {"e7-e5"};
  EXPECT_THROW(check_config(c), ConfigError);
}

TEST(Config, RuleOptionsSeedAndDiceOpenings) {
  TournamentConfig c = parse_config(R"({
    "variant": "chaturanga-modern", "rule_options": {"mode": "ffa"}, "seed": 99,
    "format": "seats", "engines": [
      {"name": "a", "command": ")" CHATUR_FAULT_ENGINE R"("},
      {"name": "b", "command": ")" CHATUR_FAULT_ENGINE R"("},
      {"name": "c", "command": ")" CHATUR_FAULT_ENGINE R"("},
      {"name": "d", "command": ")" CHATUR_FAULT_ENGINE R"("}]})");
  EXPECT_EQ(c.rule_options.mode, engine::RuleOptions::Mode::kFreeForAll);
  EXPECT_EQ(c.seed, 99u);
  EXPECT_TRUE(make_rules(c)->free_for_all());
  const TournamentConfig again = parse_config(config_json(c));
  EXPECT_EQ(again.rule_options.mode, engine::RuleOptions::Mode::kFreeForAll);
  EXPECT_EQ(again.seed, 99u);
  EXPECT_NE(dice_seed(c, 0), dice_seed(c, 1));
  c.seed = 100;
  EXPECT_NE(dice_seed(c, 0), dice_seed(again, 0));
  EXPECT_NE(refusal(R"({"variant": "chaturaji", "rule_options": {"speed": "fast"},
    "engines": [{"name": "a", "command": "x"}, {"name": "b", "command": "y"}]})")
                .find("rule_options: unknown option 'speed'"),
            std::string::npos);
  // Openings of dice games fix a turn's roll with the records' token.
  auto dice = engine::rule_sets::make("chaturaji-dice");
  EXPECT_EQ(read_openings(*dice, {"#2,3 h8-f6 g8-h6"}).at(0).moves.size(), 3u);
  EXPECT_THROW(read_openings(*dice, {"#2,3 h8-f6 #2,3"}), ConfigError);
  EXPECT_THROW(read_openings(*dice, {"#2,4 g8-h6"}), ConfigError);
}

// Every example configuration reads and makes its rule set and scheduler, and its openings file
// (a path from the repository's root) reads under its rule set.
TEST(Config, ExamplesRead) {
  const std::filesystem::path examples(CHATUR_EXAMPLES);
  std::map<std::string, std::size_t> openings;  // by example, of those with an openings file
  int read = 0;
  for (const auto& entry : std::filesystem::directory_iterator(examples)) {
    if (entry.path().extension() != ".json") continue;
    const std::string name = entry.path().stem().string();
    SCOPED_TRACE(name);
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const TournamentConfig c = parse_config(text.str());
    const auto rules = make_rules(c);
    EXPECT_NO_THROW(make_scheduler(scheduler_spec(c, 0)));
    ++read;
    if (c.openings_file.empty()) continue;
    std::ifstream book(examples.parent_path() / c.openings_file);
    ASSERT_TRUE(book) << c.openings_file;
    std::stringstream book_text;
    book_text << book.rdbuf();
    switch (c.openings_format.value_or(opening_format_of_file(c.openings_file))) {
      case OpeningFormat::kEpd:
        openings[name] = read_epd_openings(*rules, book_text.str(), c.openings_file).size();
        break;
      case OpeningFormat::kPgn:
        openings[name] =
            read_pgn_openings(*rules, book_text.str(), c.openings_file, c.opening_plies).size();
        break;
      case OpeningFormat::kLines:
        ADD_FAILURE() << "no example reads openings from a file of lines";
        break;
    }
  }
  EXPECT_GE(read, 19);
  // Chess960 from each of its 960 starts, as engine testers play it; the chess books whole.
  EXPECT_EQ(openings, (std::map<std::string, std::size_t>{{"chess960-stockfish", 960},
                                                          {"knockout-levels", 8},
                                                          {"pgn-book-gauntlet", 4},
                                                          {"sprt-match", 8},
                                                          {"swiss-levels", 8}}));
}

// Swiss rounds as given, or by default enough for a knockout of the field.
TEST(Config, SwissRounds) {
  TournamentConfig c = parse_config(R"({"format": "swiss", "engines": [
    {"name": "a", "command": "x"}, {"name": "b", "command": "x"}, {"name": "c", "command": "x"},
    {"name": "d", "command": "x"}, {"name": "e", "command": "x"}]})");
  EXPECT_EQ(scheduler_spec(c, 0).rounds, 3);
  c.rounds = 2;
  EXPECT_EQ(scheduler_spec(c, 0).rounds, 2);
  EXPECT_EQ(parse_config(config_json(c)).rounds, 2);
}

TEST(TimeControl, ParsesAndWrites) {
  const TimeControl tc = parse_time_control("40+0.4");
  EXPECT_EQ(tc.base_ms, 40000);
  EXPECT_EQ(tc.inc_ms, 400);
  EXPECT_EQ(time_control_text(tc), "40+0.4");
  EXPECT_EQ(parse_time_control("nodes=2000,depth=3").nodes, 2000u);
  EXPECT_EQ(time_control_text(parse_time_control("movetime=100")), "movetime=100");
  EXPECT_THROW(parse_time_control("fast"), TimeControlError);
  EXPECT_THROW(parse_time_control("depth=0"), TimeControlError);
}

// The report at the end of a run: after the "final standings" line, up to the summary line.
std::string final_report(const std::string& out) {
  const auto at = out.find('\n', out.find("final standings (")) + 1;
  return out.substr(at, out.find("\ntournament ", at) + 1 - at);
}

class TournamentRun : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = test_support::fresh_test_dir("chatur-tournament"); }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write_config(const std::string& engines_json, int games, const std::string& extra) {
    const auto path = (dir_ / "config.json").string();
    std::ofstream(path) << R"({"name": "test", "variant": "chaturaji", "format": "teams",
      "games_per_pairing": )"
                        << games << R"(, "engines": )" << engines_json
                        << R"(, "time_control": "depth=1", "standings_every": 3,
      "timeouts": {"handshake_ms": 1000, "ready_ms": 1000, "stall_ms": 500}, )"
                        << extra << R"( "adjudication": {"max_plies": 40}})";
    return path;
  }

  std::string chatur(const std::vector<std::string>& args) {
    return test_support::run_chatur(args);
  }

  std::int64_t count(const std::string& db, const std::string& sql) {
    return test_support::count_rows(db, sql);
  }

  std::filesystem::path dir_;
};

TEST_F(TournamentRun, FaultyEngineIsRestartedAndTheTournamentGoesOn) {
  const std::string engines = std::string(R"([
    {"name": "crasher", "command": ")") +
                              CHATUR_FAULT_ENGINE +
                              R"(", "args": ["--mode", "crash", "--after", "4"]},
    {"name": "good", "command": ")" +
                              CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", "0"]}])";
  const std::string db = (dir_ / "a.db").string();
  const std::string out = chatur({"tournament", "run", write_config(engines, 4, ""), "--db", db});
  EXPECT_NE(out.find("final standings (4 of 4 games)"), std::string::npos) << out;
  // `chatur ratings` gives the same report from the stored tournament; two engines, and the
  // games in pairs: pentanomial figures.
  const std::string ratings = chatur({"ratings", "--db", db, "--tournament", "1"});
  EXPECT_EQ(ratings.substr(ratings.find('\n') + 1), final_report(out)) << ratings;
  EXPECT_NE(ratings.find("crasher vs good: 4 games, +0 =0 -4"), std::string::npos) << ratings;
  EXPECT_NE(ratings.find("per pair (2 pairs, Ptnml(0-2) [2, 0, 0, 0, 0])"), std::string::npos);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'"), 4);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM tournament_games WHERE termination = 'engine-crash'"),
            4);
  // Four starts of the crashing engine (restarted after each crash, one game at a time) and one
  // of the good engine, kept alive between games.
  EXPECT_NE(out.find("engine starts 5\n"), std::string::npos) << out;
  records::Archive archive(db);
  const auto games = archive.games({});
  ASSERT_FALSE(games.empty());
  EXPECT_EQ(games[0].end.termination, "engine-crash");
  const auto pgn = archive.pgn({});
  EXPECT_NE(pgn[0].second.find("[Termination \"engine-crash\"]"), std::string::npos)
      << pgn[0].second;
  EXPECT_NE(pgn[0].second.find("[TimeControl \"depth=1\"]"), std::string::npos);
  EXPECT_NE(pgn[0].second.find("[Red \""), std::string::npos);
}

TEST_F(TournamentRun, MissingEngineIsRefusedBeforeTheFirstGame) {
  const std::string engines = std::string(R"([
    {"name": "ghost", "command": "no-such-engine-anywhere"},
    {"name": "good", "command": ")") +
                              CHATUR_FAULT_ENGINE + R"("}])";
  const std::string db = (dir_ / "a.db").string();
  const std::string out = chatur({"tournament", "run", write_config(engines, 2, ""), "--db", db});
  EXPECT_EQ(out.find("tournament 1"), std::string::npos) << out;
  EXPECT_FALSE(std::filesystem::exists(db));
}

TEST_F(TournamentRun, KilledAndResumedEndsWithEveryGameOnce) {
  const std::string engines = std::string(R"([
    {"name": "a", "command": ")") +
                              CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", "0", "--delay", "3"]},
    {"name": "b", "command": ")" +
                              CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", "0", "--delay", "3"]},
    {"name": "c", "command": ")" +
                              CHATUR_FAULT_ENGINE +
                              R"(", "args": ["--seed", "0", "--delay", "3"]}])";
  const std::string config = write_config(engines, 4, R"("concurrency": 2,)");
  const std::string db = (dir_ / "a.db").string();
  const int scheduled = 12;
  {
    EngineCommand cmd;
    cmd.program = CHATUR_BINARY;
    cmd.args = {"tournament", "run", config, "--db", db};
    EngineProcess p(cmd);
    // Kill once some games are played and others are under way.
    const auto until = Clock::now() + std::chrono::seconds(60);
    while (Clock::now() < until &&
           count(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'") < 3)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    p.kill();  // SIGKILL
  }
  const std::int64_t before =
      count(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'");
  EXPECT_GE(before, 3);
  EXPECT_LT(before, scheduled);
  const std::string out = chatur({"tournament", "resume", "--db", db});
  EXPECT_NE(out.find("final standings (12 of 12 games)"), std::string::npos) << out;
  const std::string ratings = chatur({"ratings", "--db", db, "--tournament", "test"});
  EXPECT_EQ(ratings.substr(ratings.find('\n') + 1), final_report(out)) << ratings;
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'"), scheduled);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM games"), scheduled);
  EXPECT_EQ(count(db,
                  "SELECT COUNT(*) FROM tournament_games t JOIN games g ON "
                  "g.content_hash = t.content_hash"),
            scheduled);
  EXPECT_EQ(count(db, "SELECT finished FROM tournaments"), 1);
  // Resuming a finished tournament does nothing and doubles nothing.
  chatur({"tournament", "resume", "--db", db});
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM games"), scheduled);
}

// A free-for-all in the seats format: every game ends with places, stored in the archive, and
// the report rates them with Plackett-Luce, the same from `chatur ratings` after the run.
TEST_F(TournamentRun, FreeForAllSeatsTournamentRatesThePlaces) {
  std::string engines = "[";
  for (const char* name : {"a", "b", "c", "d"})
    engines += std::string(engines.size() > 1 ? "," : "") + R"({"name": ")" + name +
               R"(", "command": ")" + CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", ")" +
               std::to_string(name[0]) + R"("]})";
  engines += "]";
  const auto path = (dir_ / "ffa.json").string();
  std::ofstream(path) << R"({"name": "ffa", "variant": "chaturanga-modern",
    "rule_options": {"mode": "ffa"}, "format": "seats", "games_per_pairing": 1,
    "concurrency": 2, "engines": )"
                      << engines << R"(, "time_control": "depth=1", "standings_every": 0,
    "adjudication": {"max_plies": 200}})";
  const std::string db = (dir_ / "ffa.db").string();
  const std::string out = chatur({"tournament", "run", path, "--db", db});
  EXPECT_NE(out.find("final standings (12 of 12 games)"), std::string::npos) << out;
  EXPECT_NE(out.find("ratings (Plackett-Luce on the places"), std::string::npos) << out;
  const std::string ratings = chatur({"ratings", "--db", db, "--tournament", "ffa"});
  EXPECT_EQ(ratings.substr(ratings.find('\n') + 1), final_report(out)) << ratings;
  records::Archive archive(db);
  const auto games = archive.games({});
  ASSERT_EQ(games.size(), 12u);
  for (const auto& g : games) {
    ASSERT_TRUE(g.end.free_for_all()) << g.id;
    EXPECT_GT(std::count(g.end.placements.begin(), g.end.placements.end(), 1), 0);
  }
  const auto pgn = archive.pgn({});
  EXPECT_NE(pgn[0].second.find("[RuleOptions \"mode=ffa\"]"), std::string::npos);
  EXPECT_NE(pgn[0].second.find("[Placements \""), std::string::npos);
}

// al-Biruni's standings add up each engine's army points (the records' ArmyPoints) over its
// games: the ArmyPoints column equals the sums over the archive.
TEST_F(TournamentRun, BiruniStandingsSumTheArmyPoints) {
  std::string engines = "[";
  for (const char* name : {"a", "b", "c", "d"})
    engines += std::string(engines.size() > 1 ? "," : "") + R"({"name": ")" + name +
               R"(", "command": ")" + CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", ")" +
               std::to_string(name[0]) + R"("]})";
  engines += "]";
  const auto path = (dir_ / "biruni.json").string();
  std::ofstream(path) << R"({"name": "biruni", "variant": "chaturaji-biruni", "format": "seats",
    "games_per_pairing": 1, "seed": 3, "concurrency": 2, "engines": )"
                      << engines << R"(, "time_control": "depth=1", "standings_every": 0,
    "adjudication": {"max_plies": 200}})";
  const std::string db = (dir_ / "biruni.db").string();
  const std::string out = chatur({"tournament", "run", path, "--db", db});
  ASSERT_NE(out.find("final standings ("), std::string::npos) << out;
  // Games stopped by the ply limit have no points in their record, and count none.
  std::map<std::string, long long> sums;
  int pointed = 0;
  records::Archive archive(db);
  for (const auto& r : archive.results({})) {
    if (r.end.points.empty()) continue;
    ASSERT_EQ(r.end.points.size(), 4u) << r.id;
    ++pointed;
    for (std::size_t a = 0; a < 4; ++a) sums[r.players[a]] += r.end.points[a];
  }
  EXPECT_GT(pointed, 0);
  // Rank, name, games, points, score, W, D, L, place, firsts, then ArmyPoints.
  std::istringstream table(final_report(out));
  std::string header, line;
  std::getline(table, header);
  EXPECT_NE(header.find("ArmyPoints"), std::string::npos) << out;
  int rows = 0;
  while (std::getline(table, line) && line.rfind("Terminations", 0) != 0) {
    std::istringstream cells(line);
    std::vector<std::string> cell;
    for (std::string c; cells >> c;) cell.push_back(c);
    ASSERT_GT(cell.size(), 10u) << line;
    EXPECT_EQ(cell[10], std::to_string(sums.at(cell[1]))) << line;
    ++rows;
  }
  EXPECT_EQ(rows, 4) << out;
}

// The moves and rolls of each game of the archive, by its Round tag.
std::map<std::string, std::pair<std::vector<std::string>, std::vector<engine::RollAt>>> games_of(
    const std::string& db) {
  records::Archive archive(db);
  std::map<std::string, std::pair<std::vector<std::string>, std::vector<engine::RollAt>>> out;
  for (const auto& [id, pgn] : archive.pgn({})) {
    std::istringstream in(pgn);
    records::PgnReader reader(in);
    auto item = reader.next();
    EXPECT_TRUE(item && !item->error);
    if (!item || item->error) continue;
    const records::Replay r = records::replay(item->game);
    EXPECT_TRUE(r.ok()) << pgn;
    out[*item->game.tag("Round")] = {r.moves, r.rolls};
  }
  return out;
}

// The dice come from the tournament's seed and the game's index: a dice tournament killed and
// resumed holds the very games, rolls included, of one run without interruption.
TEST_F(TournamentRun, DiceTournamentResumedRollsAsAnUninterruptedOne) {
  const std::string engines = std::string(R"([
    {"name": "a", "command": ")") +
                              CHATUR_FAULT_ENGINE + R"(", "args": ["--seed", "5", "--delay", "3"]},
    {"name": "b", "command": ")" +
                              CHATUR_FAULT_ENGINE +
                              R"(", "args": ["--seed", "6", "--delay", "3"]}])";
  const auto config = [&](const std::string& name) {
    const auto path = (dir_ / name).string();
    std::ofstream(path) << R"({"name": "dice", "variant": "chaturaji-dice", "format": "teams",
      "games_per_pairing": 6, "seed": 42, "concurrency": 2, "engines": )"
                        << engines << R"(, "time_control": "depth=1", "standings_every": 0,
      "adjudication": {"max_plies": 40}})";
    return path;
  };
  const std::string whole = (dir_ / "whole.db").string();
  const std::string out = chatur({"tournament", "run", config("a.json"), "--db", whole});
  EXPECT_NE(out.find("final standings (6 of 6 games)"), std::string::npos) << out;
  const std::string cut = (dir_ / "cut.db").string();
  {
    EngineCommand cmd;
    cmd.program = CHATUR_BINARY;
    cmd.args = {"tournament", "run", config("b.json"), "--db", cut};
    EngineProcess p(cmd);
    const auto until = Clock::now() + std::chrono::seconds(60);
    while (Clock::now() < until &&
           count(cut, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'") < 2)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    p.kill();  // SIGKILL
  }
  EXPECT_LT(count(cut, "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'"), 6);
  chatur({"tournament", "resume", "--db", cut});
  EXPECT_EQ(count(cut, "SELECT COUNT(*) FROM games"), 6);
  const auto expected = games_of(whole);
  ASSERT_EQ(expected.size(), 6u);
  EXPECT_EQ(games_of(cut), expected);
  for (const auto& [round, game] : expected) EXPECT_FALSE(game.second.empty()) << round;
}

// An engine of the 4pchess dialect (a stand-in that holds to 4pchess's commands: it stalls on a
// `go` without movetime or depth and refuses `fen4`) plays a chess.com Teams tournament against
// a chatur-protocol engine with a clock: every game ends without a fault, and its bare scores
// from Red and Yellow's view are stored from the mover's side.
TEST_F(TournamentRun, FourPChessDialectEnginePlaysChessComTeams) {
  const auto path = (dir_ / "config.json").string();
  std::ofstream(path) << R"({"name": "4pchess", "variant": "four-player-teams", "format": "teams",
    "games_per_pairing": 2, "time_control": "10+0.1", "standings_every": 0,
    "engines": [{"name": "mock", "command": ")"
                      << CHATUR_FOURPCHESS_MOCK << R"(", "protocol": "4pchess"},
                {"name": "uci", "command": ")"
                      << CHATUR_FAULT_ENGINE << R"("}],
    "timeouts": {"handshake_ms": 2000, "ready_ms": 2000, "stall_ms": 1000},
    "adjudication": {"max_plies": 24}})";
  const std::string db = (dir_ / "a.db").string();
  const std::string out = chatur({"tournament", "run", path, "--db", db});
  EXPECT_NE(out.find("final standings (2 of 2 games)"), std::string::npos) << out;
  EXPECT_EQ(count(db,
                  "SELECT COUNT(*) FROM tournament_games WHERE state = 'played'"
                  " AND termination = 'max-plies'"),
            2);
  records::Archive archive(db);
  std::string all;
  for (const auto& [id, pgn] : archive.pgn({})) all += pgn;
  EXPECT_NE(all.find("{+2.50/1 "), std::string::npos) << all;
  EXPECT_NE(all.find("{-2.50/1 "), std::string::npos) << all;
}

TEST(Config, FourPChessDialectIsRefusedForOtherGames) {
  TournamentConfig c = parse_config(R"({"variant": "chaturaji", "engines": [
      {"name": "mock", "command": ")" CHATUR_FOURPCHESS_MOCK R"(", "protocol": "4pchess"},
      {"name": "b", "command": ")" CHATUR_FAULT_ENGINE R"("}]})");
  EXPECT_EQ(config_json(parse_config(config_json(c))), config_json(c));
  try {
    check_config(c);
    FAIL();
  } catch (const ConfigError& e) {
    EXPECT_NE(std::string(e.what()).find("engine 'mock': the 4pchess dialect plays "
                                         "four-player-teams"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace chatur::tournament
