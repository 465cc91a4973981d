#include "tournament/tournament_store.h"

#include <sqlite3.h>

#include <array>
#include <ctime>

namespace chatur::tournament {
namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS tournaments (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  config TEXT NOT NULL,            -- JSON as config_json() writes it; resume reads it
  created TEXT NOT NULL,
  finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS tournament_games (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  idx INTEGER NOT NULL,            -- position in the schedule
  round INTEGER NOT NULL,
  seats TEXT NOT NULL,             -- engine index per army, comma-separated
  opening INTEGER NOT NULL,        -- -1: the start position
  state TEXT NOT NULL,             -- 'scheduled' or 'played'
  result TEXT,
  termination TEXT,
  content_hash INTEGER,            -- the archive's identity of the game
  team0_score REAL,                -- each team's points (records::GameEnd::team_score)
  team1_score REAL,
  PRIMARY KEY (tournament_id, idx)
) WITHOUT ROWID;
)sql";

// Tables made before the games' scores were numbers get the columns, filled from the result and
// termination texts that were all those rows had: a half-win only where the board ended the
// game that way.
constexpr const char* kAddScores = R"sql(
ALTER TABLE tournament_games ADD COLUMN team0_score REAL;
ALTER TABLE tournament_games ADD COLUMN team1_score REAL;
UPDATE tournament_games SET
  team0_score = CASE result
    WHEN '1-0' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.75 ELSE 1.0 END
    WHEN '0-1' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.25 ELSE 0.0 END
    WHEN '1/2-1/2' THEN 0.5 END,
  team1_score = CASE result
    WHEN '1-0' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.25 ELSE 0.0 END
    WHEN '0-1' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.75 ELSE 1.0 END
    WHEN '1/2-1/2' THEN 0.5 END;
)sql";

constexpr const char* kContext = "tournament store";

// A statement prepared for one use.
records::Statement statement(sqlite3* db, const char* sql) {
  return records::Statement(db, sql, kContext);
}

}  // namespace

// The archive sets WAL mode with synchronous=NORMAL: a commit survives the process being killed
// (only a power loss can take it back), which is what resume relies on.
TournamentStore::TournamentStore(const std::string& path, records::Access access)
    : archive_(path, access), db_(archive_.connection()) {
  // Another process may be writing to the archive: wait for it rather than fail.
  sqlite3_busy_timeout(db_, 10000);
  if (access == records::Access::kReadOnly) {
    auto tables = statement(db_, "SELECT count(*) FROM sqlite_master WHERE name = 'tournaments'");
    tables.step();
    has_tables_ = tables.int64(0) > 0;
    return;
  }
  // In one write transaction, so that two processes opening the file do not both add them.
  exec("BEGIN IMMEDIATE");
  try {
    exec(kSchema);
    auto scores = statement(
        db_,
        "SELECT count(*) FROM pragma_table_info('tournament_games') WHERE name = 'team0_score'");
    scores.step();
    const bool has_scores = scores.int64(0) > 0;
    scores.reset();
    if (!has_scores) exec(kAddScores);
    exec("COMMIT");
  } catch (...) {
    exec("ROLLBACK");
    throw;
  }
}

void TournamentStore::exec(const char* sql) {
  records::exec(db_, sql, kContext);
}

std::int64_t TournamentStore::create(const std::string& name, const std::string& config,
                                     const std::vector<ScheduledGame>& schedule) {
  exec("BEGIN IMMEDIATE");
  try {
    std::time_t now = std::time(nullptr);
    char created[32];
    std::tm tm{};
    gmtime_r(&now, &tm);
    std::strftime(created, sizeof created, "%Y-%m-%dT%H:%M:%SZ", &tm);
    statement(db_, "INSERT INTO tournaments (name, config, created) VALUES (?, ?, ?)")
        .bind(1, name)
        .bind(2, config)
        .bind(3, std::string(created))
        .step();
    const std::int64_t id = sqlite3_last_insert_rowid(db_);
    for (const auto& g : schedule) {
      std::string seats;
      for (int s : g.seats) seats += (seats.empty() ? "" : ",") + std::to_string(s);
      statement(db_,
                "INSERT INTO tournament_games (tournament_id, idx, round, seats, opening, state) "
                "VALUES (?, ?, ?, ?, ?, 'scheduled')")
          .bind(1, id)
          .bind(2, g.index)
          .bind(3, g.round)
          .bind(4, seats)
          .bind(5, g.opening)
          .step();
    }
    exec("COMMIT");
    return id;
  } catch (...) {
    exec("ROLLBACK");
    throw;
  }
}

std::vector<TournamentInfo> TournamentStore::tournaments() {
  if (!has_tables_) return {};
  auto s = statement(db_, "SELECT id, name, finished FROM tournaments ORDER BY id");
  std::vector<TournamentInfo> out;
  while (s.step()) out.push_back({s.int64(0), s.text(1), s.int64(2) != 0});
  return out;
}

std::optional<std::int64_t> TournamentStore::latest_unfinished() {
  auto s = statement(db_, "SELECT id FROM tournaments WHERE finished = 0 ORDER BY id DESC LIMIT 1");
  if (s.step()) return s.int64(0);
  return std::nullopt;
}

std::string TournamentStore::config_json(std::int64_t tournament) {
  auto s = statement(db_, "SELECT config FROM tournaments WHERE id = ?");
  s.bind(1, tournament);
  if (!s.step()) throw StoreError("no tournament " + std::to_string(tournament));
  return s.text(0);
}

std::vector<int> TournamentStore::pending(std::int64_t tournament) {
  auto s =
      statement(db_,
                "SELECT idx FROM tournament_games WHERE tournament_id = ? AND state = 'scheduled' "
                "ORDER BY idx");
  s.bind(1, tournament);
  std::vector<int> out;
  while (s.step()) out.push_back(static_cast<int>(s.int64(0)));
  return out;
}

std::vector<PlayedGame> TournamentStore::played(std::int64_t tournament) {
  // A free-for-all's places and the armies' points are the archive's: the game's row there.
  auto s = statement(db_,
                     "SELECT t.idx, t.termination, t.team0_score, t.team1_score, g.placements, "
                     "g.army_points FROM tournament_games t LEFT JOIN games g ON "
                     "g.content_hash = t.content_hash WHERE t.tournament_id = ? AND "
                     "t.state = 'played' ORDER BY t.idx");
  s.bind(1, tournament);
  std::vector<PlayedGame> out;
  while (s.step()) {
    PlayedGame& p = out.emplace_back();
    p.index = static_cast<int>(s.int64(0));
    p.end = records::read_end(s, 1);
  }
  return out;
}

std::int64_t TournamentStore::scheduled_count(std::int64_t tournament) {
  auto s = statement(db_, "SELECT COUNT(*) FROM tournament_games WHERE tournament_id = ?");
  s.bind(1, tournament);
  s.step();
  return s.int64(0);
}

bool TournamentStore::record_game(std::int64_t tournament, int index,
                                  const records::StoredGame& game) {
  archive_.begin();
  try {
    // The state condition keeps a played game as it was. Prepared once: it runs for every game.
    if (!mark_played_)
      mark_played_ = std::make_unique<records::Statement>(
          db_,
          "UPDATE tournament_games SET state = 'played', result = ?, termination = ?, "
          "content_hash = ?, team0_score = ?, team1_score = ? "
          "WHERE tournament_id = ? AND idx = ? AND state = 'scheduled'",
          kContext);
    mark_played_->reset()
        .bind(1, records::result_text(game.end))
        .bind(2, game.end.termination)
        .bind(3, static_cast<std::int64_t>(records::content_hash(game)))
        .bind(6, tournament)
        .bind(7, index);
    if (game.end.team_score)
      mark_played_->bind_real(4, (*game.end.team_score)[0]).bind_real(5, (*game.end.team_score)[1]);
    mark_played_->run();
    if (sqlite3_changes(db_) != 1) {
      archive_.rollback();
      return false;
    }
    archive_.add(game);
    archive_.commit();
    return true;
  } catch (...) {
    archive_.rollback();
    throw;
  }
}

void TournamentStore::mark_finished(std::int64_t tournament) {
  statement(db_, "UPDATE tournaments SET finished = 1 WHERE id = ?").bind(1, tournament).step();
}

}  // namespace chatur::tournament
