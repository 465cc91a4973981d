// `chatur ratings --tournament`: a tournament's games come from its own record, with the pairs
// of its schedule, so a two-engine match gets pentanomial figures; tournaments by id or name.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "records/archive.h"
#include "records/game_end.h"
#include "tests/tournament/chatur_process.h"
#include "tournament/config.h"
#include "tournament/schedule.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {
namespace {

using test_support::CommandRun;
using test_support::run_chatur_command;

class TournamentRatings : public ::testing::Test {
 protected:
  void SetUp() override {
    // One file per test and process: ctest runs tests in parallel.
    db = (std::filesystem::temp_directory_path() /
          ("chatur-ratings-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db"))
             .string();
    remove_db();
  }
  void TearDown() override { remove_db(); }
  void remove_db() {
    for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
  }

  // A stored two-engine chess tournament, A against B, of `scheduled` games (at least one per
  // result), with these results for its first games; `more` adds fields to its configuration.
  std::int64_t tournament(const std::string& name, const std::vector<std::string>& results,
                          size_t scheduled = 0, const std::string& more = "") {
    const TournamentConfig config =
        parse_config(R"({"name": ")" + name + R"(", "engines": [
        {"name": "A", "command": "a"}, {"name": "B", "command": "b"}], "games_per_pairing": )" +
                     std::to_string(std::max(scheduled, results.size())) + more + "}");
    TournamentStore store(db);
    const auto schedule = make_schedule(scheduler_spec(config, 0).schedule);
    const auto id = store.create(name, config_json(config), static_cast<int>(schedule.size()));
    for (const ScheduledGame& g : schedule) store.add_game(id, g);
    for (size_t i = 0; i < results.size(); ++i) {
      // The same moves for all: identical games, which the archive holds once.
      records::StoredGame g;
      g.variant = "chess";
      g.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
      if (results[i] == "1/2-1/2")
        g.end = records::drawn("agreement");
      else
        g.end = records::won_by(results[i] == "1-0" ? 0 : 1, "resignation");
      g.players = {"A", "B"};
      g.hashes = {1};
      g.pgn = "*";
      store.record_game(id, static_cast<int>(i), g);
    }
    return id;
  }

  std::string db;
};

// Games 2k and 2k+1 are a pair with colours swapped, A White first. A's pair totals 2, 1.5, 1,
// 1: Ptnml(0-2) [0, 0, 2, 1, 1]; pair means 1, 3/4, 1/2, 1/2 have mean 0.6875 and variance
// 0.04297: Elo 137.0 +- 187.6, LOS 96.5%.
TEST_F(TournamentRatings, PairsGivePentanomialFigures) {
  tournament("match", {"1-0", "0-1", "1-0", "1/2-1/2", "1/2-1/2", "1/2-1/2", "0-1", "0-1"});
  const CommandRun r =
      run_chatur_command("ratings --db " + db + " --tournament match --sprt 0,10,0.1,0.1");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n') + 1),
            "tournament 1 'match': chess, round-robin, 8 of 8 games\n");
  EXPECT_NE(r.out.find("A vs B: 8 games, +4 =3 -1, 5.5 points (68.8%)\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  per pair (4 pairs, Ptnml(0-2) [0, 0, 2, 1, 1]): Elo +137.0 +/- 187.6"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("LOS 96.5%\n  SPRT [0, 10] (normalized Elo, alpha 0.1, beta 0.1): LLR "),
            std::string::npos)
      << r.out;
  // The same games by id.
  EXPECT_EQ(run_chatur_command("ratings --db " + db + " --tournament 1 --sprt 0,10,0.1,0.1").out,
            r.out);
}

// A match stopped by SPRT shows the decision it stored, and says when it has none.
TEST_F(TournamentRatings, TheStoredSprtDecision) {
  const auto id = tournament("sprt", {"1-0", "0-1"}, 10, R"(, "sprt": {"elo0": 0, "elo1": 10})");
  CommandRun r = run_chatur_command("ratings --db " + db + " --tournament sprt");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("games\nSPRT: no decision stored\n"), std::string::npos) << r.out;
  TournamentStore(db).record_sprt(id, -3.01, ratings::SprtDecision::kAcceptH0);
  r = run_chatur_command("ratings --db " + db + " --tournament sprt");
  EXPECT_NE(r.out.find("games\nSPRT: H0 accepted, LLR -3.01 (-2.94, 2.94)\n"), std::string::npos)
      << r.out;
  // Without an SPRT in the configuration, no such line.
  tournament("plain", {"1-0"});
  EXPECT_EQ(run_chatur_command("ratings --db " + db + " --tournament plain").out.find("SPRT"),
            std::string::npos);
}

TEST_F(TournamentRatings, ByIdOrUniqueName) {
  tournament("twice", {"1-0", "0-1"});
  tournament("twice", {"0-1"}, 2);
  CommandRun r = run_chatur_command("ratings --db " + db + " --tournament twice");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: several tournaments are named 'twice' (ids 1, 2): give the id\n");
  r = run_chatur_command("ratings --db " + db + " --tournament 2");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  // A partly played tournament: one of its two games.
  EXPECT_EQ(r.out.substr(0, r.out.find('\n') + 1),
            "tournament 2 'twice': chess, round-robin, 1 of 2 games\n");
  r = run_chatur_command("ratings --db " + db + " --tournament other");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "error: no tournament 'other' in " + db + " (tournaments: 1 'twice', 2 'twice')\n");
}

// Tournaments stored before the games' team scores were numbers get them from their result and
// termination texts when the store opens the file: a half-win only where the board ended the
// game that way.
TEST_F(TournamentRatings, OlderTablesGetTheirScores) {
  {
    records::Archive archive(db);
    // The tables as a chatur before the archive's migration 9 made them, in their first shape.
    records::exec(archive.connection(), R"sql(
DROP TABLE tournament_games;
DROP TABLE tournaments;
CREATE TABLE tournaments (id INTEGER PRIMARY KEY, name TEXT NOT NULL, config TEXT NOT NULL,
  created TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0);
CREATE TABLE tournament_games (tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  idx INTEGER NOT NULL, round INTEGER NOT NULL, seats TEXT NOT NULL, opening INTEGER NOT NULL,
  state TEXT NOT NULL, result TEXT, termination TEXT, content_hash INTEGER,
  PRIMARY KEY (tournament_id, idx)) WITHOUT ROWID;
INSERT INTO tournaments (name, config, created) VALUES ('old', '{}', '2026-01-01T00:00:00Z');
INSERT INTO tournament_games VALUES
  (1, 0, 1, '0,1', -1, 'played', '1-0', 'checkmate', 5),
  (1, 1, 1, '1,0', -1, 'played', '0-1', 'stalemate-half-win', 6),
  (1, 2, 1, '0,1', -1, 'played', '1/2-1/2', 'max-plies', 7),
  (1, 3, 1, '1,0', -1, 'scheduled', NULL, NULL, NULL);
)sql");
  }
  records::GameEnd half_win = records::won_by(1, "stalemate-half-win");
  half_win.team_score = std::array<double, 2>{0.25, 0.75};
  const std::vector<records::GameEnd> expected = {records::won_by(0, "checkmate"), half_win,
                                                  records::drawn("max-plies")};
  for (int open = 0; open < 2; ++open) {  // the second time there is nothing to add
    TournamentStore store(db);
    const auto games = store.games(1);
    ASSERT_EQ(games.size(), expected.size() + 1);
    for (size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(games[i].end, expected[i]) << i;
    EXPECT_FALSE(games[3].end.has_value());
    EXPECT_EQ(store.played(1).size(), expected.size());
    // The pairs of a fixed schedule: two games of two engines, side by side.
    for (size_t i = 0; i < games.size(); ++i)
      EXPECT_EQ(games[i].game.pair, static_cast<int>(i / 2)) << i;
    EXPECT_EQ(games[1].game.seats, (std::vector<int>{1, 0}));
  }
}

}  // namespace
}  // namespace chatur::tournament
