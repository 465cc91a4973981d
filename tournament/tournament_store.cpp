#include "tournament/tournament_store.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <ctime>
#include <utility>

namespace chatur::tournament {
namespace {

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

constexpr const char* kAddSprt = R"sql(
ALTER TABLE tournaments ADD COLUMN sprt_llr REAL;
ALTER TABLE tournaments ADD COLUMN sprt_decision TEXT;
)sql";

constexpr const char* kContext = "tournament store";

// The decision as stored, from one table.
constexpr std::array<std::pair<ratings::SprtDecision, const char*>, 2> kDecisionNames{
    {{ratings::SprtDecision::kAcceptH0, "H0"}, {ratings::SprtDecision::kAcceptH1, "H1"}}};

// A statement prepared for one use.
records::Statement statement(sqlite3* db, const char* sql) {
  return records::Statement(db, sql, kContext);
}

bool has_column(sqlite3* db, const char* table, const char* column) {
  auto s = statement(db, "SELECT count(*) FROM pragma_table_info(?) WHERE name = ?");
  s.bind(1, std::string(table)).bind(2, std::string(column));
  s.step();
  return s.int64(0) > 0;
}

std::vector<int> parse_seats(const std::string& text) {
  std::vector<int> seats;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    seats.push_back(std::stoi(text.substr(at, comma - at)));
    at = comma + 1;
  }
  return seats;
}

// Tables made before the pairs were stored held only fixed schedules, where the games of a pair
// follow each other in one round, with one opening and the same engines: two games of two
// engines, or the four rotations of a seats split. A new pair starts where any of the three
// changes or the pair is whole.
void number_legacy_pairs(sqlite3* db) {
  auto rows = statement(db,
                        "SELECT tournament_id, idx, round, opening, seats FROM tournament_games "
                        "ORDER BY tournament_id, idx");
  auto set =
      statement(db, "UPDATE tournament_games SET pair = ? WHERE tournament_id = ? AND idx = ?");
  std::int64_t tournament = -1, round = -1, opening = -2, pair = -1;
  std::size_t in_pair = 0;
  std::vector<int> engines;
  std::vector<std::array<std::int64_t, 3>> updates;
  while (rows.step()) {
    std::vector<int> e = parse_seats(rows.text(4));
    std::sort(e.begin(), e.end());
    e.erase(std::unique(e.begin(), e.end()), e.end());
    if (rows.int64(0) != tournament) pair = -1;
    const std::size_t whole = e.size() <= 2 ? 2 : 4;
    if (rows.int64(0) != tournament || rows.int64(2) != round || rows.int64(3) != opening ||
        e != engines || in_pair == whole) {
      ++pair;
      in_pair = 0;
    }
    ++in_pair;
    tournament = rows.int64(0);
    round = rows.int64(2);
    opening = rows.int64(3);
    engines = std::move(e);
    updates.push_back({pair, tournament, rows.int64(1)});
  }
  rows.reset();
  for (const auto& [p, t, i] : updates) {
    set.reset().bind(1, p).bind(2, t).bind(3, i);
    set.run();
  }
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
  // The archive's migrations made the tables (schemas/archive.sql, migration 9), or kept those an
  // older chatur made, which may lack columns: added in one write transaction, so that two
  // processes opening the file do not both add them.
  exec("BEGIN IMMEDIATE");
  try {
    if (!has_column(db_, "tournament_games", "team0_score")) exec(kAddScores);
    if (!has_column(db_, "tournament_games", "pair")) {
      exec("ALTER TABLE tournament_games ADD COLUMN pair INTEGER NOT NULL DEFAULT 0");
      number_legacy_pairs(db_);
    }
    if (!has_column(db_, "tournaments", "sprt_decision")) exec(kAddSprt);
    if (!has_column(db_, "tournament_games", "armies"))
      exec("ALTER TABLE tournament_games ADD COLUMN armies TEXT");
    if (!has_column(db_, "tournaments", "planned"))
      exec("ALTER TABLE tournaments ADD COLUMN planned INTEGER");
    if (!has_column(db_, "tournaments", "shard_count"))
      exec(
          "ALTER TABLE tournaments ADD COLUMN shard_index INTEGER;"
          "ALTER TABLE tournaments ADD COLUMN shard_count INTEGER;");
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
                                     int planned, const std::optional<Shard>& shard) {
  std::time_t now = std::time(nullptr);
  char created[32];
  std::tm tm{};
  gmtime_r(&now, &tm);
  std::strftime(created, sizeof created, "%Y-%m-%dT%H:%M:%SZ", &tm);
  auto insert = statement(db_,
                          "INSERT INTO tournaments (name, config, created, planned, shard_index, "
                          "shard_count) VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, name).bind(2, config).bind(3, std::string(created));
  insert.bind(4, static_cast<std::int64_t>(planned));
  if (shard) {
    insert.bind(5, static_cast<std::int64_t>(shard->index));
    insert.bind(6, static_cast<std::int64_t>(shard->count));
  } else {
    insert.bind_null(5).bind_null(6);
  }
  insert.step();
  return sqlite3_last_insert_rowid(db_);
}

std::optional<Shard> TournamentStore::shard(std::int64_t tournament) {
  if (!has_column(db_, "tournaments", "shard_count")) return std::nullopt;
  auto s = statement(db_, "SELECT shard_index, shard_count FROM tournaments WHERE id = ?");
  s.bind(1, tournament);
  if (!s.step() || s.null(1)) return std::nullopt;
  return Shard{static_cast<int>(s.int64(0)), static_cast<int>(s.int64(1))};
}

void TournamentStore::add_game(std::int64_t tournament, const ScheduledGame& g) {
  std::string seats;
  for (int s : g.seats) seats += (seats.empty() ? "" : ",") + std::to_string(s);
  auto insert = statement(
      db_,
      "INSERT INTO tournament_games (tournament_id, idx, round, seats, opening, pair, armies, "
      "state) VALUES (?, ?, ?, ?, ?, ?, ?, 'scheduled')");
  insert.bind(1, tournament)
      .bind(2, g.index)
      .bind(3, g.round)
      .bind(4, seats)
      .bind(5, g.opening)
      .bind(6, g.pair);
  if (g.armies)
    insert.bind(7, armies_text(*g.armies));
  else
    insert.bind_null(7);
  insert.step();
}

void TournamentStore::add_games(std::int64_t tournament, const std::vector<ScheduledGame>& games) {
  archive_.begin();
  try {
    for (const ScheduledGame& g : games) add_game(tournament, g);
    archive_.commit();
  } catch (...) {
    archive_.rollback();
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

std::vector<TournamentGame> TournamentStore::games(std::int64_t tournament) {
  // A free-for-all's places and the armies' points are the archive's: the game's row there.
  // A read-only archive written before the armies were stored has no such column.
  const std::string armies = has_column(db_, "tournament_games", "armies") ? "t.armies" : "NULL";
  const std::string sql =
      "SELECT t.idx, t.round, t.seats, t.opening, t.pair, t.state = 'played', t.termination, "
      "t.team0_score, t.team1_score, g.placements, g.army_points, " +
      armies +
      " FROM tournament_games t LEFT JOIN games g ON g.content_hash = t.content_hash "
      "WHERE t.tournament_id = ? ORDER BY t.idx";
  auto s = statement(db_, sql.c_str());
  s.bind(1, tournament);
  std::vector<TournamentGame> out;
  while (s.step()) {
    TournamentGame& t = out.emplace_back();
    t.game.index = static_cast<int>(s.int64(0));
    t.game.round = static_cast<int>(s.int64(1));
    t.game.seats = parse_seats(s.text(2));
    t.game.opening = static_cast<int>(s.int64(3));
    t.game.pair = static_cast<int>(s.int64(4));
    if (!s.null(11)) {
      try {
        t.game.armies = read_armies_text(s.text(11));
      } catch (const std::invalid_argument& e) {
        throw StoreError("stored game " + std::to_string(t.game.index + 1) + ": " + e.what());
      }
    }
    if (s.int64(5) != 0) t.end = records::read_end(s, 6);
  }
  return out;
}

std::vector<TournamentGame> TournamentStore::played(std::int64_t tournament) {
  std::vector<TournamentGame> out = games(tournament);
  std::erase_if(out, [](const TournamentGame& t) { return !t.end; });
  return out;
}

std::int64_t TournamentStore::scheduled_count(std::int64_t tournament) {
  auto s = statement(db_, "SELECT COUNT(*) FROM tournament_games WHERE tournament_id = ?");
  s.bind(1, tournament);
  s.step();
  return s.int64(0);
}

std::int64_t TournamentStore::planned(std::int64_t tournament) {
  // Archives written before the column have whole fixed schedules stored: their count.
  if (!has_column(db_, "tournaments", "planned")) return scheduled_count(tournament);
  auto s = statement(db_, "SELECT planned FROM tournaments WHERE id = ?");
  s.bind(1, tournament);
  const bool found = s.step();
  const std::int64_t planned = found && !s.null(0) ? s.int64(0) : 0;
  return std::max(planned, scheduled_count(tournament));
}

std::vector<std::pair<int, std::string>> TournamentStore::played_pgn(std::int64_t tournament) {
  auto s = statement(db_,
                     "SELECT t.idx, g.id FROM tournament_games t JOIN games g ON "
                     "g.content_hash = t.content_hash "
                     "WHERE t.tournament_id = ? AND t.state = 'played' ORDER BY t.idx");
  s.bind(1, tournament);
  std::vector<std::pair<int, std::int64_t>> ids;
  while (s.step()) ids.emplace_back(static_cast<int>(s.int64(0)), s.int64(1));
  std::vector<std::pair<int, std::string>> out;
  for (const auto& [idx, id] : ids) {
    records::GameFilter filter;
    filter.id = id;
    for (auto& row : archive_.pgn(filter)) out.emplace_back(idx, std::move(row.second));
  }
  return out;
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

void TournamentStore::record_sprt(std::int64_t tournament, double llr,
                                  ratings::SprtDecision decision) {
  const char* name = nullptr;
  for (const auto& [d, n] : kDecisionNames)
    if (d == decision) name = n;
  if (!name) throw StoreError("an SPRT that has not decided is not stored");
  statement(db_, "UPDATE tournaments SET sprt_llr = ?, sprt_decision = ? WHERE id = ?")
      .bind_real(1, llr)
      .bind(2, std::string(name))
      .bind(3, tournament)
      .step();
}

std::optional<std::pair<double, ratings::SprtDecision>> TournamentStore::sprt(
    std::int64_t tournament) {
  auto s = statement(db_, "SELECT sprt_llr, sprt_decision FROM tournaments WHERE id = ?");
  s.bind(1, tournament);
  if (!s.step() || s.null(1)) return std::nullopt;
  const std::string name = s.text(1);
  for (const auto& [d, n] : kDecisionNames)
    if (name == n) return std::make_pair(s.real(0), d);
  throw StoreError("tournament " + std::to_string(tournament) + ": unknown SPRT decision '" + name +
                   "'");
}

}  // namespace chatur::tournament
