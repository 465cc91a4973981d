#include "records/archive.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <chrono>
#include <future>
#include <limits>
#include <mutex>
#include <optional>
#include <sstream>
#include <string_view>
#include <thread>

#include "records/chesscom_tags.h"
#include "records/fresh_archive_schema.h"
#include "records/game_encoding.h"
#include "records/migration_sections.h"
#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/rule_options_text.h"

namespace chatur::records {

namespace {

constexpr const char* kInsertGame =
    "INSERT INTO games (content_hash, variant_id, start_fen, result_id, termination_id, event_id, "
    "site, date, round, ply_count, rule_options, team0_score, team1_score, placements, "
    "army_points, player_ids) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT(content_hash) DO NOTHING";
// Whether a game of the content hash is stored: asked before a game's names are written, so that
// a game stored already adds no player of its own.
constexpr const char* kStoredHash = "SELECT 1 FROM games WHERE content_hash = ?";
constexpr const char* kPlayerName = "SELECT name FROM players WHERE id = ?";
constexpr const char* kVariantName = "SELECT name FROM variants WHERE id = ?";
constexpr const char* kTerminationName = "SELECT name FROM terminations WHERE id = ?";
constexpr const char* kInsertRecord =
    "INSERT INTO game_records (game_id, record, tags, tag_roster) VALUES (?, ?, ?, ?)";
constexpr const char* kPutBlob =
    "INSERT INTO positions (bucket, first_game, entries) VALUES (?, ?, ?)";
constexpr const char* kStagedCount = "SELECT count(*) FROM positions WHERE bucket = -1";
constexpr const char* kStagedBlobs = "SELECT first_game, entries FROM positions WHERE bucket = -1";
constexpr const char* kDropStaged = "DELETE FROM positions WHERE bucket = -1";
constexpr const char* kBucketBlobs =
    "SELECT first_game, entries FROM positions WHERE bucket = ? ORDER BY first_game";
// One row per statement: SQLite gives a statement that inserts several rows a statement journal
// (to undo its own rows if a later one fails), a copy of every page it touches written to a
// temporary file: for a multi-row insert of each game's tags or players that was 34 KB written
// per game, six times the game's own rows.
// The first row; Archive::add adds one "(?, ?, ?)" for each other player of the game.
constexpr const char* kInsertGamePlayers =
    "INSERT INTO game_players (game_id, army, player_id) VALUES (?, ?, ?)";
constexpr const char* kInsertPlayer = "INSERT OR IGNORE INTO players (name) VALUES (?)";
constexpr const char* kSelectPlayer = "SELECT id FROM players WHERE name = ?";
constexpr const char* kInsertEvent = "INSERT OR IGNORE INTO events (name) VALUES (?)";
constexpr const char* kSelectEvent = "SELECT id FROM events WHERE name = ?";
constexpr const char* kInsertTagName = "INSERT OR IGNORE INTO tag_names (name) VALUES (?)";
constexpr const char* kSelectTagName = "SELECT id FROM tag_names WHERE name = ?";
constexpr const char* kTagNameById = "SELECT name FROM tag_names WHERE id = ?";
constexpr const char* kInsertRoster = "INSERT OR IGNORE INTO tag_rosters (tags) VALUES (?)";
constexpr const char* kSelectRoster = "SELECT id FROM tag_rosters WHERE tags = ?";
constexpr const char* kInsertVariant = "INSERT OR IGNORE INTO variants (name) VALUES (?)";
constexpr const char* kSelectVariant = "SELECT id FROM variants WHERE name = ?";
constexpr const char* kInsertResult = "INSERT OR IGNORE INTO results (name) VALUES (?)";
constexpr const char* kSelectResult = "SELECT id FROM results WHERE name = ?";
constexpr const char* kInsertTermination = "INSERT OR IGNORE INTO terminations (name) VALUES (?)";
constexpr const char* kSelectTermination = "SELECT id FROM terminations WHERE name = ?";
constexpr const char* kAddUnindexed =
    "INSERT INTO unindexed_games (first_game, last_game) VALUES (?, ?)";
// A run's games are one transaction's, whose ids follow each other.
constexpr const char* kUnindexedCount =
    "SELECT coalesce(sum(last_game - first_game + 1), 0) FROM unindexed_games";
constexpr const char* kFirstUnindexed =
    "SELECT first_game, last_game FROM unindexed_games ORDER BY first_game LIMIT 1";
constexpr const char* kDropUnindexed = "DELETE FROM unindexed_games WHERE first_game = ?";
// The texts of the games row are read from the tables that name them (schema version 13), each
// a lookup by id.
constexpr const char* kRecordsBetween =
    "SELECT g.id, (SELECT name FROM variants WHERE id = g.variant_id), g.rule_options, "
    "g.start_fen, r.record, r.pgn FROM games g "
    "JOIN game_records r ON r.game_id = g.id WHERE g.id BETWEEN ? AND ? ORDER BY g.id";
constexpr int kWriterWaitMs = 60000;
constexpr const char* kRecordById =
    "SELECT (SELECT name FROM variants WHERE id = g.variant_id), g.rule_options, g.start_fen, "
    "r.record, r.pgn FROM games g JOIN game_records r ON r.game_id = g.id WHERE g.id = ?";
// A stored tags array's elements (schemas/archive.sql, migrations 12 to 14) as the
// tag name's id (NULL for an element [name, value] of the JSON before it), its name (such an
// element's), and its value (NULL where the tag's column holds it): an element [id, army] names
// the army's player (?2 the game's player_ids).
constexpr const char* kTagsOfJson =
    "SELECT CASE WHEN type = 'integer' THEN value WHEN typeof(value ->> 0) = 'integer' "
    "THEN value ->> 0 END, value ->> 0, CASE WHEN typeof(value ->> 1) = 'integer' THEN "
    "(SELECT name FROM players WHERE id = ?2 ->> (value ->> 1)) ELSE value ->> 1 END "
    "FROM json_each(?1)";

// What Archive::stored_pgn reads, from column 1 on; the query joins games g, game_records r and
// events e. The tags are the array of schema version 13: the roster's elements, then the row's
// (migration 14), two JSON arrays joined as texts.
constexpr std::string_view kStoredPgnColumns =
    "SELECT g.id, (SELECT name FROM variants WHERE id = g.variant_id), g.rule_options, "
    "g.start_fen, (SELECT name FROM results WHERE id = g.result_id), CASE WHEN r.tag_roster IS "
    "NULL THEN r.tags ELSE (SELECT CASE WHEN r.tags IS NULL THEN o.tags ELSE substr(o.tags, 1, "
    "length(o.tags) - 1) || ',' || substr(r.tags, 2) END FROM tag_rosters o WHERE o.id = "
    "r.tag_roster) END, r.record, r.pgn, g.site, g.date, g.round, e.name, g.player_ids";

// The game's end last: read_end reads it from column 6 on. The rule set (column 2), the players
// (5) and the termination (6) are ids, whose names Archive::summary looks up: a listing names a few
// rule sets and players many times.
constexpr std::string_view kSummaryColumns =
    "SELECT g.id, coalesce(g.date, ''), g.variant_id, coalesce(e.name, ''), g.ply_count, "
    "g.player_ids, g.termination_id, g.team0_score, g.team1_score, g.placements, g.army_points";
constexpr int kSummaryEnd = 6;

const char* summary_by_id_sql() {
  static const std::string sql =
      std::string(kSummaryColumns) +
      " FROM games g LEFT JOIN events e ON e.id = g.event_id WHERE g.id = ? AND "
      "g.variant_id = (SELECT id FROM variants WHERE name = ?)";
  return sql.c_str();
}

// PGN writes "?" for a name it does not know (a player, an event); an empty value says as little.
bool known_name(std::string_view name) {
  return !name.empty() && name != "?";
}

// "" for a tag the game lacks: bound, it is an empty text, where a null view would be NULL.
std::string_view tag_value(const std::vector<Tag>& tags, std::string_view name) {
  for (const Tag& t : tags)
    if (t.name == name) return t.value;
  return "";
}

// Numbers per army as the archive stores them: a JSON array in turn order, [1,3,2,4]; NULL (an
// empty view) for none.
std::string ints_json(const std::vector<int>& values) {
  if (values.empty()) return "";
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out.append(i ? "," : "").append(std::to_string(values[i]));
  return out + "]";
}

// Throws ArchiveError for anything but an array of at most kMaxArmies small integers: a row
// written by something else than chatur.
std::vector<int> ints_from_json(std::string_view json) {
  std::vector<int> out;
  const char* p = json.data();
  const char* end = p + json.size();
  while (p < end) {
    if (*p == '-' || (*p >= '0' && *p <= '9')) {
      int v = 0;
      const auto [next, ec] = std::from_chars(p, end, v);
      if (ec != std::errc() || out.size() == engine::kMaxArmies)
        throw ArchiveError(
            "archive: a stored game's placements or points are not an array of "
            "at most four numbers: '" +
            std::string(json) + "'");
      p = next;
      out.push_back(v);
    } else {
      ++p;  // '[', ',', ']'
    }
  }
  return out;
}

}  // namespace

GameEnd read_end(const Statement& s, int col) {
  GameEnd end;
  end.termination = s.text(col);
  if (!s.null(col + 1)) end.team_score = std::array<double, 2>{s.real(col + 1), s.real(col + 2)};
  end.placements = ints_from_json(s.text(col + 3));
  end.points = ints_from_json(s.text(col + 4));
  return end;
}

namespace {

// The player ids of games.player_ids (schema version 14), by army, 0 for an army without a
// player. Throws ArchiveError for anything but an array of at most kMaxArmies ids and nulls.
std::vector<std::int64_t> player_ids_from_json(std::string_view json) {
  std::vector<std::int64_t> out;
  const char* p = json.data();
  const char* end = p + json.size();
  const auto bad = [&] {
    return ArchiveError(
        "archive: a stored game's player_ids are not an array of at most four ids: '" +
        std::string(json) + "'");
  };
  while (p < end) {
    if (*p >= '0' && *p <= '9') {
      std::int64_t v = 0;
      const auto [next, ec] = std::from_chars(p, end, v);
      if (ec != std::errc() || out.size() == engine::kMaxArmies) throw bad();
      p = next;
      out.push_back(v);
    } else if (*p == 'n') {
      if (std::string_view(p, static_cast<size_t>(end - p)).substr(0, 4) != "null" ||
          out.size() == engine::kMaxArmies)
        throw bad();
      p += 4;
      out.push_back(0);
    } else {
      ++p;  // '[', ',', ']'
    }
  }
  return out;
}

// Writes `s` as a JSON string at `p`, returning the end. A tag's text comes from anywhere:
// quotes, backslashes and control characters are escaped.
char* write_json_string(char* p, std::string_view s) {
  constexpr std::string_view kHex = "0123456789abcdef";
  *p++ = '"';
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      *p++ = '\\';
      *p++ = ch;
    } else if (c < 0x20) {
      p = std::copy_n("\\u00", 4, p);
      *p++ = kHex[c >> 4];
      *p++ = kHex[c & 15];
    } else {
      *p++ = ch;
    }
  }
  *p++ = '"';
  return p;
}

// Writes the decimal digits of v at `p`, returning the end.
char* write_int(char* p, std::int64_t v) {
  return std::to_chars(p, p + std::numeric_limits<std::int64_t>::digits10 + 2, v).ptr;
}

// The values a game's columns hold for the tags that repeat them: such a tag is stored by its
// name alone where its value is the column's (schemas/archive.sql, migration 12). Each view is
// the column's text; Event is known only with has_event (a NULL event_id otherwise).
struct TagColumns {
  std::string_view event, site, date, round, result, variant;
  bool has_event = false;

  // The column a tag of this name repeats, if any (a null view otherwise).
  std::string_view value(std::string_view name) const {
    if (name == "Event") return has_event ? event : std::string_view{};
    if (name == "Site") return site;
    if (name == "Date") return date;
    if (name == "Round") return round;
    if (name == "Result") return result;
    if (name == "Variant") return variant;
    return {};
  }
  bool holds(std::string_view name, std::string_view v) const {
    const std::string_view column = value(name);
    return column.data() != nullptr && v == column;
  }
};

// The army of the first player of this name, -1 for none.
int army_named(const std::vector<std::string>& players, std::string_view name) {
  if (!known_name(name)) return -1;
  for (size_t a = 0; a < players.size(); ++a)
    if (players[a] == name) return static_cast<int>(a);
  return -1;
}

// The tags as a JSON array (schema version 13): each an element in order, its name's id alone
// where its column holds its value, [id, army] where the value is that army's player's name
// (game_players holds it), else [id, value]. Written into the caller's reused buffer `out` as two
// arrays (schema version 14): `roster` the run of elements without values that begins it,
// `rest` the elements after it; each empty for none.
void write_tags_json(std::string& out, std::string& roster, std::string& rest,
                     const std::vector<Tag>& tags, const std::vector<std::int64_t>& name_ids,
                     const TagColumns& columns, const std::vector<std::string>& players) {
  constexpr size_t kEscapedChars = 6;  // the longest escape: \u00XX
  constexpr size_t kIdChars = std::numeric_limits<std::int64_t>::digits10 + 2;
  size_t chars = 2;
  // Per tag at most: a comma, [id,"value"].
  for (const Tag& t : tags) chars += 6 + kIdChars + t.value.size() * kEscapedChars;
  out.resize(chars);
  char* p = out.data();
  *p++ = '[';
  size_t valued = 0;  // where the first element with a value begins; 0 for none
  for (size_t i = 0; i < tags.size(); ++i) {
    if (i) *p++ = ',';
    if (columns.holds(tags[i].name, tags[i].value)) {
      p = write_int(p, name_ids[i]);
      continue;
    }
    const int army = army_named(players, tags[i].value);
    if (army < 0 && valued == 0) valued = static_cast<size_t>(p - out.data());
    *p++ = '[';
    p = write_int(p, name_ids[i]);
    *p++ = ',';
    if (army >= 0)
      p = write_int(p, army);
    else
      p = write_json_string(p, tags[i].value);
    *p++ = ']';
  }
  *p++ = ']';
  out.resize(static_cast<size_t>(p - out.data()));
  roster.clear();
  rest.clear();
  if (tags.empty()) return;
  if (valued == 0) {
    roster = out;
  } else if (valued == 1) {
    rest = out;
  } else {
    // The comma before the first valued element closes the roster.
    roster.assign(out, 0, valued);
    roster.back() = ']';
    rest.assign(1, '[').append(out, valued);
  }
}

std::pair<std::string, std::vector<std::string>> where_clause(const GameFilter& f) {
  std::string sql = " WHERE 1";
  std::vector<std::string> params;
  if (f.id) {
    sql += " AND g.id = ?";
    params.push_back(std::to_string(*f.id));
  }
  if (!f.player.empty()) {
    // Matching players first (a small table), then their games through the player index. As a
    // join, SQLite's planner scanned the whole player index instead (110 ms at 100k games).
    sql +=
        " AND g.id IN (SELECT gp.game_id FROM game_players gp WHERE gp.player_id IN "
        "(SELECT id FROM players WHERE instr(lower(name), lower(?)) > 0))";
    params.push_back(f.player);
  }
  if (!f.variant.empty()) {
    sql += " AND g.variant_id = (SELECT id FROM variants WHERE name = ?)";
    params.push_back(f.variant);
  }
  if (!f.result.empty()) {
    sql += " AND g.result_id = (SELECT id FROM results WHERE name = ?)";
    params.push_back(f.result);
  }
  if (!f.event.empty()) {
    sql += " AND instr(lower(coalesce(e.name, '')), lower(?)) > 0";
    params.push_back(f.event);
  }
  if (!f.since.empty()) {
    std::string since = f.since;
    for (char& c : since)
      if (c == '-') c = '.';
    sql += " AND g.date >= ?";
    params.push_back(since);
  }
  sql += " ORDER BY ";
  switch (f.order) {
    case GameOrder::kId:
      break;
    case GameOrder::kDate:
      sql += "g.date";
      break;
    case GameOrder::kVariant:
      sql += "(SELECT name FROM variants WHERE id = g.variant_id)";
      break;
    case GameOrder::kEvent:
      sql += "e.name";
      break;
    case GameOrder::kPlies:
      sql += "g.ply_count";
      break;
  }
  const char* direction = f.descending ? " DESC" : "";
  if (f.order != GameOrder::kId) sql += std::string(direction) + ", ";
  sql += "g.id" + std::string(direction);
  // SQLite takes an offset only after a limit; -1 is none.
  if (f.limit > 0 || f.offset > 0) sql += " LIMIT " + std::to_string(f.limit > 0 ? f.limit : -1);
  if (f.offset > 0) sql += " OFFSET " + std::to_string(f.offset);
  return {sql, params};
}

}  // namespace

std::uint64_t content_hash(const StoredGame& g) {
  std::uint64_t h = g.identity
                        ? *g.identity
                        : content_hash(g.variant, g.rule_options, g.start_fen, g.moves, g.rolls);
  if (g.occasion.empty()) return h;
  // After a byte no text holds (0xFE is never valid UTF-8): an occasion is never read as a move.
  for (const unsigned char c : "\xFE" + g.occasion) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

namespace {

// SQLite's process-wide settings, made before its first use. Without memory statistics, which
// chatur never reads, SQLite's allocations take no mutex (an import's writer took 36 a game).
// Where SQLite was used before (it then refuses), its defaults stay.
void configure_sqlite() {
  static std::once_flag once;
  std::call_once(once, [] { sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); });
}

}  // namespace

Archive::Archive(const std::string& path, Access access) {
  configure_sqlite();
  const int mode = access == Access::kReadOnly ? SQLITE_OPEN_READONLY
                                               : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  if (sqlite3_open_v2(path.c_str(), &db_, mode | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw ArchiveError("cannot open archive " + path + ": " + why);
  }
  try {
    if (access == Access::kReadOnly) {
      // A writer's checkpoint holds a lock for a moment: wait rather than fail.
      sqlite3_busy_timeout(db_, 2000);
      roll_back_stopped_write(path);
      check_current_schema();
      return;
    }
    // Writers take turns: a second import or a tournament waits for the transaction (a batch of
    // an import) of another to end rather than fail, and fails, saying so, only after a minute.
    sqlite3_busy_timeout(db_, kWriterWaitMs);
    // A new archive gets 4 KB pages (an existing one keeps its own). A row is now a few hundred
    // bytes at most, but a position index blob of a batch's bucket is several KB of overflow
    // pages whose last is half empty on average: 8 KB pages left 1.5 MB of 7 MB of blobs
    // unused at 20,000 games, 4 KB pages 0.25 MB, at the same import time.
    exec("PRAGMA page_size = 4096");
    use_write_ahead_log();
    exec("PRAGMA synchronous = NORMAL");
    // The foreign keys document the schema for other readers; enforcing them would cost a
    // parent lookup per row, and add() writes a game's rows right after the game itself.
    exec("PRAGMA foreign_keys = OFF");
    // Imports insert all over the content-hash and player indexes of a large archive; a page
    // cache of 64 MB holds those of a million games (about 40 MB). No memory-mapped reading:
    // every page it touched stayed resident, and with it and a cache of 256 MB an import of a
    // million games took 599 to 901 MB resident, 276 MB without.
    exec("PRAGMA cache_size = -65536");
    // A migration rewrites tables and records (the records of version 15 are a third smaller
    // than version 14's): the file is compacted after it rather than left with the space.
    if (migrate()) compact();
    create_listing_indexes();
  } catch (const DatabaseError& e) {
    close();
    throw ArchiveError("cannot open archive " + path + ": " + e.what());
  }
}

Archive::~Archive() {
  close();
}

void Archive::close() {
  // Every statement is finalized first: sqlite3_close leaves a connection with one open.
  statements_.clear();
  filtered_statements_.clear();
  sqlite3_close(db_);
}

void Archive::exec(const std::string& sql) {
  records::exec(db_, sql, "");
}

Statement& Archive::statement(const char* sql) {
  auto& s = statements_[sql];
  if (!s) s = std::make_unique<Statement>(db_, sql);
  return s->reset();
}

Statement& Archive::statement(const std::string& sql) {
  auto& s = filtered_statements_[sql];
  if (!s) s = std::make_unique<Statement>(db_, sql.c_str());
  return s->reset();
}

int Archive::schema_version() {
  Statement s(db_, "PRAGMA user_version");
  return s.step() ? static_cast<int>(s.int64(0)) : 0;
}

bool Archive::migrate() {
  int latest = 0;
  exec("BEGIN IMMEDIATE");
  // Read under the write lock: two imports creating one archive at once both read version 0
  // before it, and the second applied the first migration again.
  int version = 0;
  try {
    version = schema_version();
    // A new archive is made as every section would make it (fresh_archive_schema.h).
    int applied = version;
    if (version == 0) {
      exec(std::string(kFreshArchiveSchema));
      applied = kFreshArchiveVersion;
      exec("PRAGMA user_version = " + std::to_string(applied));
    }
    // The sections of the schema file, each applied with the version it brings the archive to.
    for (const MigrationSection& section : migration_sections(kArchiveSchema)) {
      const int n = section.version;
      if (n > applied) {
        exec(std::string(section.sql));
        // Right after its section, while the moves are still the table it was written for (a
        // later section may replace it); on a new archive there is nothing to index.
        if (n == 2 && version == 1) index_stored_moves();
        if (n == 6 && version > 0) encode_stored_games();
        // Version 1 had no blobs; its index was written in today's form at migration 2.
        if (n == 8 && version >= 2) rewrite_positions(decode_wide_positions);
        // Records encoded at migration 6 above are already coded by piece.
        if (n == 10 && version >= 6) recode_records(MoveCoding::kLegalIndex);
        // Entries written at migration 8 above are already in today's form.
        if (n == 11 && version >= 8) rewrite_positions(decode_plied_positions);
        // So are those written at migration 8 or 11 above.
        if (n == 12 && version == 11) rewrite_positions(decode_fixed_positions);
        // And those written at migration 8, 11 or 12 above.
        if (n == 13 && version == 12) rewrite_positions(decode_long_key_positions);
        if (n == 13 && version > 0) drop_standard_starts();
        // Records coded at migration 6 or 10 above are already range-coded.
        if (n == 15 && version >= 10) recode_records(MoveCoding::kPieceIndex);
        exec("PRAGMA user_version = " + std::to_string(n));
      }
      latest = n;
    }
    if (version > latest)
      throw ArchiveError("schema version " + std::to_string(version) +
                         " is newer than this chatur knows (" + std::to_string(latest) + ")");
    exec("COMMIT");
  } catch (...) {
    exec("ROLLBACK");
    throw;
  }
  return version > 0 && version < latest;
}

void Archive::check_current_schema() {
  int latest = 0;
  for (const MigrationSection& section : migration_sections(kArchiveSchema))
    latest = std::max(latest, section.version);
  const int version = schema_version();
  if (version == 0) throw ArchiveError("not a chatur archive (no schema version)");
  if (version != latest)
    throw ArchiveError(
        "schema version " + std::to_string(version) + ", this chatur's is " +
        std::to_string(latest) +
        (version < latest ? ": open it once with a command that writes (import)" : ""));
}

// Kept prepared like the other statements: a tournament runs one transaction per game.
void Archive::begin() {
  statement("BEGIN IMMEDIATE").step();
}
void Archive::commit(const std::function<void()>& meanwhile) {
  flush_positions(meanwhile);
  if (unindexed_first_ >= 0) {
    statement(kAddUnindexed).bind(1, unindexed_first_).bind(2, unindexed_last_).run();
    unindexed_first_ = -1;
  }
  statement("COMMIT").step();
}
void Archive::rollback() {
  pending_positions_.clear();
  unindexed_first_ = -1;
  staged_blobs_ = -1;
  // SQLite rolls back by itself after some errors (a full disk): the error that caused it is
  // what the caller reports, not a ROLLBACK without a transaction.
  if (!sqlite3_get_autocommit(db_)) statement("ROLLBACK").step();
  // Rows inserted by the batch are gone, and with them the ids remembered for new names.
  player_ids_.clear();
  event_ids_.clear();
  tag_ids_.clear();
  variant_ids_.clear();
  result_ids_.clear();
  termination_ids_.clear();
  roster_ids_.clear();
}

std::int64_t Archive::name_id(const char* insert_sql, const char* select_sql,
                              std::unordered_map<std::string, std::int64_t>& cache,
                              const std::string& name) {
  if (auto it = cache.find(name); it != cache.end()) return it->second;
  statement(insert_sql).bind(1, name).step();
  Statement& select = statement(select_sql).bind(1, name);
  select.step();
  const std::int64_t id = select.int64(0);
  // A statement left on a row holds a read snapshot, which stops WAL checkpoints.
  select.reset();
  return cache[name] = id;
}

bool Archive::standard_start(const StoredGame& g) {
  // An import's games are mostly of one rule set: the last one's start is kept at hand.
  if (!start_known_ || g.variant != start_variant_ || g.rule_options != start_options_) {
    start_variant_ = g.variant;
    start_options_ = g.rule_options;
    try {
      start_fen_ = rule_sets_.entry(g.variant, read_rule_options(g.rule_options)).start_fen;
    } catch (const std::exception&) {
      start_fen_.clear();  // a rule set this chatur cannot make: its games keep their text
    }
    start_known_ = true;
  }
  return !start_fen_.empty() && g.start_fen == start_fen_;
}

bool Archive::names_at_hand(const StoredGame& g, std::optional<std::string_view> event,
                            const std::string& result) const {
  const auto at_hand = [](const auto& ids, const std::string& name) { return ids.contains(name); };
  if (!at_hand(variant_ids_, g.variant) || !at_hand(result_ids_, result) ||
      !at_hand(termination_ids_, g.end.termination))
    return false;
  if (event && !at_hand(event_ids_, std::string(*event))) return false;
  for (const std::string& player : g.players)
    if (known_name(player) && !at_hand(player_ids_, player)) return false;
  return true;
}

bool Archive::add(const StoredGame& g) {
  if (g.hashes.empty() || (!g.identity && g.hashes.size() != g.moves.size() + 1))
    throw ArchiveError("archive: a game needs one hash more than its moves");
  const auto plies = static_cast<std::int64_t>(g.hashes.size() - 1);
  const auto hash = static_cast<std::int64_t>(content_hash(g));
  TagColumns columns;
  columns.event = tag_value(g.tags, "Event");
  columns.has_event = known_name(columns.event);
  const std::string result = result_text(g.end);
  // A game stored already adds no name of its own. Where all its names have ids at hand, none is
  // written before the game's row, whose insert then tells a game stored already (no change);
  // only a game with a new name is looked up first. The lookup was a twentieth of the writer's
  // time in an import.
  if (!names_at_hand(g, columns.has_event ? std::optional(columns.event) : std::nullopt, result)) {
    Statement& stored = statement(kStoredHash).bind(1, hash);
    const bool duplicate = stored.step();
    stored.reset();
    if (duplicate) return false;
  }
  Statement& insert = statement(kInsertGame);
  columns.result = result;
  columns.variant = g.variant;
  insert.bind(1, hash)
      .bind(2, name_id(kInsertVariant, kSelectVariant, variant_ids_, g.variant))
      .bind(4, name_id(kInsertResult, kSelectResult, result_ids_, result))
      .bind(5,
            name_id(kInsertTermination, kSelectTermination, termination_ids_, g.end.termination));
  // A game from its rule set's own start stores no start position: reading takes the rule set's.
  if (standard_start(g))
    insert.bind_null(3);
  else
    insert.bind_static(3, g.start_fen);
  if (!columns.has_event)
    insert.bind_null(6);
  else
    insert.bind(6, name_id(kInsertEvent, kSelectEvent, event_ids_, std::string(columns.event)));
  // The date column is PGN's form, which --since compares: chess.com's JavaScript dates too.
  const std::string_view date = tag_value(g.tags, "Date");
  const std::optional<std::string> pgn = pgn_date(date);
  columns.date = pgn ? std::string_view(*pgn) : date;
  columns.site = tag_value(g.tags, "Site");
  columns.round = tag_value(g.tags, "Round");
  insert.bind_static(7, columns.site)
      .bind_static(8, columns.date)
      .bind_static(9, columns.round)
      .bind(10, plies);
  insert.bind_static(11, g.rule_options);
  if (g.end.team_score)
    insert.bind_real(12, (*g.end.team_score)[0]).bind_real(13, (*g.end.team_score)[1]);
  const std::string placements = ints_json(g.end.placements), points = ints_json(g.end.points);
  if (!placements.empty()) insert.bind_static(14, placements);
  if (!points.empty()) insert.bind_static(15, points);
  // Up to the last army with a player, null for one without: [3,7], [null,5].
  size_t armies = g.players.size();
  while (armies > 0 && !known_name(g.players[armies - 1])) --armies;
  player_id_list_.clear();
  if (armies > 0) {
    player_ids_json_ = "[";
    for (size_t a = 0; a < armies; ++a) {
      if (a) player_ids_json_ += ',';
      if (!known_name(g.players[a])) {
        player_ids_json_ += "null";
        player_id_list_.push_back(0);
        continue;
      }
      const std::int64_t player = name_id(kInsertPlayer, kSelectPlayer, player_ids_, g.players[a]);
      player_ids_json_ += std::to_string(player);
      player_id_list_.push_back(player);
    }
    player_ids_json_ += ']';
    insert.bind_static(16, player_ids_json_);
  }
  insert.run();
  if (sqlite3_changes(db_) == 0) return false;
  const std::int64_t id = sqlite3_last_insert_rowid(db_);
  Statement& record = statement(kInsertRecord).bind(1, id).bind_blob(2, g.record);
  if (!g.tags.empty()) {
    tag_name_ids_.clear();
    for (const Tag& t : g.tags)
      tag_name_ids_.push_back(name_id(kInsertTagName, kSelectTagName, tag_ids_, t.name));
    write_tags_json(json_, roster_json_, rest_json_, g.tags, tag_name_ids_, columns, g.players);
    if (!rest_json_.empty()) record.bind_static(3, rest_json_);
    if (!roster_json_.empty())
      record.bind(4, name_id(kInsertRoster, kSelectRoster, roster_ids_, roster_json_));
  }
  record.run();
  // The game's players in one statement: a Chaturaji game's four rows cost a twentieth of its
  // import's processor time, and running one statement for them rather than four saves a
  // seventh of that.
  const auto rows = static_cast<size_t>(
      std::count_if(player_id_list_.begin(), player_id_list_.end(), [](auto p) { return p != 0; }));
  if (rows > 0) {
    if (game_players_sql_.size() < rows) game_players_sql_.resize(rows);
    std::string& sql = game_players_sql_[rows - 1];
    if (sql.empty()) {
      sql = kInsertGamePlayers;
      for (size_t r = 1; r < rows; ++r) sql += ", (?, ?, ?)";
    }
    Statement& players = statement(sql);
    int column = 0;  // the last bound
    for (size_t a = 0; a < player_id_list_.size(); ++a) {
      if (player_id_list_[a] == 0) continue;
      players.bind(column + 1, id)
          .bind(column + 2, static_cast<std::int64_t>(a))
          .bind(column + 3, player_id_list_[a]);
      column += 3;
    }
    players.run();
  }
  if (indexing_) {
    add_positions(id, g.hashes);
  } else {
    if (unindexed_first_ < 0) unindexed_first_ = id;
    unindexed_last_ = id;
  }
  return true;
}

void Archive::add_positions(std::int64_t id, const std::vector<std::uint64_t>& hashes) {
  check_position_game(id);
  for (const std::uint64_t h : hashes) pending_positions_.add(PositionEntry(h, id));
}

void Archive::check_position_game(std::int64_t id) {
  if (id < 0 || static_cast<std::uint64_t>(id) > PositionEntry::kGameIdMask)
    throw ArchiveError("archive: game id " + std::to_string(id) +
                       " is beyond what the position index holds");
}

void Archive::flush_positions(const std::function<void()>& meanwhile) {
  if (pending_positions_.empty()) {
    if (meanwhile) meanwhile();
    return;
  }
  pending_positions_.sort();
  if (pending_positions_.size() >= kPositionStageBelow) {
    write_buckets(pending_positions_, meanwhile);
  } else {
    if (meanwhile) meanwhile();
    // A small batch (a tournament stores one game per transaction) is staged as one blob; once
    // there are enough staged blobs they are spread over the buckets together.
    put_blob(kPositionStaged, pending_positions_.entries());
    // Counted once per connection, then followed: counting the rows at every commit cost more
    // than the commit's own rows. Another writer's staged blobs only move the next spread.
    if (staged_blobs_ < 0) {
      Statement& count = statement(kStagedCount);
      count.step();
      staged_blobs_ = count.int64(0);
      count.reset();
    } else {
      ++staged_blobs_;
    }
    if (staged_blobs_ >= kPositionStagedBlobs) {
      PositionBatch all;
      Statement& blobs = statement(kStagedBlobs);
      while (blobs.step())
        for (const PositionEntry& e : decode_positions(blobs.blob(1), blobs.int64(0))) all.add(e);
      blobs.reset();
      statement(kDropStaged).step();
      staged_blobs_ = 0;
      all.sort();
      write_buckets(all);
    }
  }
  pending_positions_.clear();
}

void Archive::write_buckets(const PositionBatch& sorted, const std::function<void()>& meanwhile) {
  // Packing the blobs was a third of an import's commit, the writer's alone. Another thread packs
  // buckets from the first on while this one does `meanwhile`; then both take the next bucket
  // not yet taken, so that neither waits on a share the other has left (at an import's last
  // commit `meanwhile` makes the listing indexes, and a fixed half each left one core idle).
  std::vector<std::vector<PositionBlob>> blobs(PositionBatch::kBuckets);
  std::atomic<int> next{0};
  const auto pack = [&sorted, &blobs, &next] {
    std::vector<PositionEntry> room;
    for (int b; (b = next.fetch_add(1, std::memory_order_relaxed)) < PositionBatch::kBuckets;)
      blobs[static_cast<size_t>(b)] = pack_positions(sorted.bucket(b, room));
  };
  auto helper = std::async(std::launch::async, pack);
  if (meanwhile) meanwhile();
  pack();
  helper.get();
  for (int b = 0; b < PositionBatch::kBuckets; ++b) put_blobs(b, blobs[static_cast<size_t>(b)]);
}

void Archive::put_blob(std::int64_t bucket, std::span<const PositionEntry> sorted) {
  put_blobs(bucket, pack_positions(sorted));
}

void Archive::put_blobs(std::int64_t bucket, const std::vector<PositionBlob>& blobs) {
  for (const PositionBlob& blob : blobs)
    statement(kPutBlob).bind(1, bucket).bind(2, blob.first_game).bind_blob(3, blob.bytes).step();
}

void Archive::index_stored_moves() {
  Statement s(db_, "SELECT game_id, ply, hash FROM moves ORDER BY game_id, ply");
  // In runs of about a million entries, so that a large archive is not held in memory whole; a
  // bucket may then have a blob per run, which lookups read like any other. A run ends between
  // games (the moves come ordered by game), so no two blobs of a bucket share a first game.
  constexpr size_t kRun = size_t{1} << 20;
  std::int64_t last_game = -1;
  while (s.step()) {
    const std::int64_t game = s.int64(0);
    if (game != last_game) {
      if (pending_positions_.size() >= kRun) flush_positions();
      check_position_game(game);
    }
    last_game = game;
    pending_positions_.add(PositionEntry(static_cast<std::uint64_t>(s.int64(2)), game));
  }
  flush_positions();
}

void Archive::rewrite_positions(const DecodePositions& decode) {
  std::vector<std::int64_t> buckets;
  {
    Statement keys(db_, "SELECT DISTINCT bucket FROM positions");
    while (keys.step()) buckets.push_back(keys.int64(0));
  }
  // A bucket at a time, so that a large archive's index is never in memory whole; its blobs are
  // written anew together, so that no new blob's key meets an old one's.
  Statement read(db_, "SELECT first_game, entries FROM positions WHERE bucket = ?");
  Statement drop(db_, "DELETE FROM positions WHERE bucket = ?");
  std::vector<PositionEntry> entries;
  for (const std::int64_t bucket : buckets) {
    entries.clear();
    read.reset().bind(1, bucket);
    while (read.step()) {
      const std::vector<PositionEntry> blob = decode(read.blob(1), read.int64(0));
      entries.insert(entries.end(), blob.begin(), blob.end());
    }
    read.reset();
    drop.reset().bind(1, bucket).run();
    normalize(entries);
    if (!entries.empty()) put_blob(bucket, entries);
  }
}

std::int64_t Archive::game_count() {
  Statement& s = statement("SELECT count(*) FROM games");
  s.step();
  const std::int64_t n = s.int64(0);
  s.reset();
  return n;
}

void Archive::drop_listing_indexes() {
  exec("DROP INDEX IF EXISTS games_date; DROP INDEX IF EXISTS games_variant");
}

void Archive::create_listing_indexes() {
  // As migration 13 (schemas/archive.sql) creates them. Where they exist this takes no lock.
  exec(
      "CREATE INDEX IF NOT EXISTS games_date ON games(date); "
      "CREATE INDEX IF NOT EXISTS games_variant ON games(variant_id)");
}

void Archive::compact() {
  exec("VACUUM");
}

bool Archive::use_rollback_journal() {
  // Without waiting: another connection holds its lock on the archive for as long as it has
  // it open, not for a transaction.
  sqlite3_busy_timeout(db_, 0);
  std::string mode;
  const int rc = sqlite3_exec(
      db_, "PRAGMA journal_mode = DELETE",
      [](void* out, int, char** values, char**) {
        *static_cast<std::string*>(out) = values[0] ? values[0] : "";
        return 0;
      },
      &mode, nullptr);
  sqlite3_busy_timeout(db_, kWriterWaitMs);
  if (rc == SQLITE_BUSY) return false;
  if (rc != SQLITE_OK) throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db_));
  return mode == "delete";
}

void Archive::use_write_ahead_log() {
  // SQLite refuses a change of journal mode that meets another connection's transaction (an
  // import into an empty archive writes under a rollback journal) at once, without its busy
  // handler: the change is tried again for as long as a writer waits for another's transaction.
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(kWriterWaitMs);
  int rc = SQLITE_OK;
  while ((rc = sqlite3_exec(db_, "PRAGMA journal_mode = WAL", nullptr, nullptr, nullptr)) ==
             SQLITE_BUSY &&
         std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  if (rc != SQLITE_OK) exec("PRAGMA journal_mode = WAL");  // its error, said as every other is
}

void Archive::roll_back_stopped_write(const std::string& path) {
  if (sqlite3_exec(db_, "SELECT 1 FROM sqlite_schema LIMIT 1", nullptr, nullptr, nullptr) ==
          SQLITE_OK ||
      sqlite3_extended_errcode(db_) != SQLITE_READONLY_ROLLBACK)
    return;
  sqlite3* writer = nullptr;
  int rc =
      sqlite3_open_v2(path.c_str(), &writer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc == SQLITE_OK) {
    sqlite3_busy_timeout(writer, kWriterWaitMs);
    rc = sqlite3_exec(writer, "SELECT 1 FROM sqlite_schema LIMIT 1", nullptr, nullptr, nullptr);
  }
  const std::string why = writer ? sqlite3_errmsg(writer) : "out of memory";
  sqlite3_close(writer);
  if (rc != SQLITE_OK)
    throw ArchiveError(
        "archive: a stopped import left its last batch to be rolled back, which "
        "needs the file writable (" +
        why + ")");
}

std::vector<std::string> Archive::variants() {
  Statement& s = statement(
      "SELECT name FROM variants v WHERE EXISTS (SELECT 1 FROM games WHERE variant_id = v.id) "
      "ORDER BY name");
  std::vector<std::string> out;
  while (s.step()) out.push_back(s.text(0));
  s.reset();
  return out;
}

std::vector<GameSummary> Archive::games(const GameFilter& filter) {
  auto [where, params] = where_clause(filter);
  Statement& s = statement(std::string(kSummaryColumns) +
                           " FROM games g LEFT JOIN events e ON e.id = g.event_id" + where);
  const ResetAtEnd reset(s);
  for (size_t i = 0; i < params.size(); ++i) s.bind(static_cast<int>(i) + 1, params[i]);
  std::vector<GameSummary> out;
  forget_listed_names();
  while (s.step()) out.push_back(summary(s));
  return out;
}

std::vector<std::pair<std::int64_t, std::string>> Archive::pgn(const GameFilter& filter) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  for_each_pgn(filter,
               [&](std::int64_t id, const std::string& text) { out.emplace_back(id, text); });
  return out;
}

void Archive::for_each_pgn(
    const GameFilter& filter,
    const std::function<void(std::int64_t id, const std::string& pgn)>& each) {
  auto [where, params] = where_clause(filter);
  Statement s(db_, (std::string(kStoredPgnColumns) +
                    " FROM games g JOIN game_records r ON r.game_id = g.id LEFT JOIN events e "
                    "ON e.id = g.event_id" +
                    where)
                       .c_str());
  for (size_t i = 0; i < params.size(); ++i) s.bind(static_cast<int>(i) + 1, params[i]);
  while (s.step()) each(s.int64(0), stored_pgn(s, 1));
}

std::string Archive::stored_pgn(const Statement& s, int col) {
  if (!s.null(col + 6)) return s.text(col + 6);
  const std::int64_t id = s.int64(0);
  try {
    const RuleSetCache::Entry entry =
        rule_sets_.entry(s.text(col), read_rule_options(s.text(col + 1)));
    const auto& rules = entry.rules;
    const std::string start_fen = s.null(col + 2) ? entry.start_fen : s.text(col + 2);
    Game game;
    if (!s.null(col + 4)) {
      const std::string result = s.text(col + 3), variant = s.text(col), site = s.text(col + 7),
                        date = s.text(col + 8), round = s.text(col + 9), event = s.text(col + 10);
      const TagColumns columns{event, site, date, round, result, variant, !s.null(col + 10)};
      Statement& tags = statement(kTagsOfJson).bind(1, s.text(col + 4));
      if (!s.null(col + 11)) tags.bind(2, s.text(col + 11));
      while (tags.step()) {
        Tag tag;
        tag.name = tags.null(0) ? tags.text(1) : tag_name(tags.int64(0));
        if (!tags.null(2)) {
          tag.value = tags.text(2);
        } else {
          const std::string_view column = columns.value(tag.name);
          if (column.data() == nullptr)
            throw ArchiveError("tag " + tag.name + " has no value and no column to take it from");
          tag.value = column;
        }
        game.tags.push_back(std::move(tag));
      }
      tags.reset();
    }
    game.result = s.text(col + 3);
    DecodedTexts decoded = decode_game_texts(s.blob(col + 5), *rules, start_fen);
    game.mainline = std::move(decoded.line);
    std::string pgn;
    write_game_from_texts(pgn, game, *rules, decoded.start_army, decoded.start_fullmove);
    return pgn;
  } catch (const std::exception& e) {
    throw ArchiveError("archive: game " + std::to_string(id) + ": " + e.what());
  }
}

const std::string& Archive::tag_name(std::int64_t id) {
  if (auto it = tag_names_.find(id); it != tag_names_.end()) return it->second;
  Statement& s = statement(kTagNameById).bind(1, id);
  if (!s.step()) {
    s.reset();
    throw ArchiveError("no tag name of id " + std::to_string(id));
  }
  std::string name = s.text(0);
  s.reset();
  return tag_names_[id] = std::move(name);
}

void Archive::drop_standard_starts() {
  std::vector<std::pair<std::string, std::string>> kinds;
  {
    Statement s(db_,
                "SELECT DISTINCT v.name, g.rule_options FROM games g "
                "JOIN variants v ON v.id = g.variant_id");
    while (s.step()) kinds.emplace_back(s.text(0), s.text(1));
  }
  Statement drop(db_,
                 "UPDATE games SET start_fen = NULL WHERE variant_id = (SELECT id FROM variants "
                 "WHERE name = ?) AND rule_options = ? AND start_fen = ?");
  for (const auto& [variant, options] : kinds) {
    std::string start_fen;
    try {
      start_fen = rule_sets_.entry(variant, read_rule_options(options)).start_fen;
    } catch (const std::exception&) {
      // A rule set this chatur does not know keeps its games' start positions as text.
      continue;
    }
    drop.reset().bind(1, variant).bind(2, options).bind(3, start_fen).run();
  }
}

void Archive::encode_stored_games() {
  Statement texts(db_,
                  "SELECT g.id, g.variant, g.rule_options, g.start_fen, p.pgn FROM games g "
                  "JOIN game_pgn p ON p.game_id = g.id ORDER BY g.id");
  Statement insert(db_, "INSERT INTO game_records (game_id, record, pgn) VALUES (?, ?, ?)");
  std::string record;
  while (texts.step()) {
    const std::string pgn = texts.text(4);
    record.clear();
    try {
      std::istringstream in(pgn);
      PgnReader reader(in);
      if (std::optional<ReadItem> item = reader.next(); item && !item->error) {
        Game& game = item->game;
        const Replay r = replay(game, rule_sets_);
        if (r.ok() && r.rules->id() == texts.text(1) &&
            rule_options_text(r.rules->options()) == texts.text(2) && r.start_fen == texts.text(3))
          encode_game(record, game, *r.rules, r.start_fen);
      }
    } catch (const std::exception&) {
      record.clear();
    }
    insert.reset().bind(1, texts.int64(0)).bind_blob(2, record);
    if (record.empty()) insert.bind(3, pgn);
    insert.run();
  }
  // Read back as every later reading will (pgn()), a game must give its text byte for byte;
  // one that does not keeps the text.
  Statement check(db_,
                  "SELECT g.id, g.variant, g.rule_options, g.start_fen, g.result, t.tags, "
                  "r.record, r.pgn, g.site, g.date, g.round, e.name, NULL, p.pgn FROM games g "
                  "JOIN game_records r ON r.game_id = g.id JOIN game_pgn p ON p.game_id = g.id "
                  "LEFT JOIN game_tags t ON t.game_id = g.id LEFT JOIN events e "
                  "ON e.id = g.event_id WHERE r.pgn IS NULL");
  std::vector<std::int64_t> inexact;
  while (check.step()) {
    std::string written;
    try {
      written = stored_pgn(check, 1);
    } catch (const ArchiveError&) {
      written.clear();
    }
    if (written != check.text(13)) inexact.push_back(check.int64(0));
  }
  Statement keep(db_,
                 "UPDATE game_records SET record = x'', pgn = (SELECT pgn FROM game_pgn WHERE "
                 "game_id = ?1) WHERE game_id = ?1");
  for (const std::int64_t id : inexact) keep.reset().bind(1, id).run();
}

void Archive::recode_records(MoveCoding coding) {
  // In runs of games, so that a large archive is never in memory whole and no row is written
  // while a statement reads its table. The rule set is named in the games row up to schema
  // version 12, by id from 13 on, when a NULL start position came to mean the rule set's own.
  constexpr int kRun = 4096;
  Statement read(db_, coding == MoveCoding::kLegalIndex
                          ? "SELECT g.id, g.variant, g.rule_options, g.start_fen, r.record FROM "
                            "games g JOIN game_records r ON r.game_id = g.id WHERE r.pgn IS NULL "
                            "AND g.id > ? ORDER BY g.id LIMIT ?"
                          : "SELECT g.id, v.name, g.rule_options, g.start_fen, r.record FROM "
                            "games g JOIN variants v ON v.id = g.variant_id JOIN game_records r "
                            "ON r.game_id = g.id WHERE r.pgn IS NULL AND g.id > ? ORDER BY g.id "
                            "LIMIT ?");
  Statement write(db_, "UPDATE game_records SET record = ? WHERE game_id = ?");
  std::vector<std::pair<std::int64_t, std::string>> recoded;
  std::int64_t last = 0;
  do {
    recoded.clear();
    read.reset().bind(1, last).bind(2, std::int64_t{kRun});
    while (read.step()) {
      std::string record;
      try {
        const RuleSetCache::Entry& entry =
            rule_sets_.entry(read.text(1), read_rule_options(read.text(2)));
        const std::string start_fen = read.null(3) ? entry.start_fen : read.text(3);
        Game game;
        game.mainline = decode_game(read.blob(4), *entry.rules, start_fen, coding);
        encode_game(record, game, *entry.rules, start_fen);
      } catch (const std::exception&) {
        // A record that did not decode stays one that does not (an empty one): reading it is
        // the error it was.
        record.clear();
      }
      recoded.emplace_back(read.int64(0), std::move(record));
    }
    read.reset();
    for (const auto& [id, record] : recoded) write.reset().bind_blob(1, record).bind(2, id).run();
    if (!recoded.empty()) last = recoded.back().first;
  } while (recoded.size() == static_cast<size_t>(kRun));
}

std::int64_t Archive::unindexed_count() {
  Statement& s = statement(kUnindexedCount);
  s.step();
  const std::int64_t n = s.int64(0);
  s.reset();
  return n;
}

std::int64_t Archive::build_index(size_t batch) {
  std::int64_t indexed = 0;
  for (;;) {
    // A run at a time, each in its own transaction with the index entries of its games, so that
    // a large archive is never in memory whole and an interrupted build keeps what it wrote.
    begin();
    try {
      Statement& run = statement(kFirstUnindexed);
      if (!run.step()) {
        run.reset();
        rollback();
        return indexed;
      }
      const std::int64_t first = run.int64(0), last = run.int64(1);
      run.reset();
      const std::int64_t end =
          std::min(last, first + static_cast<std::int64_t>(std::max<size_t>(batch, 1)) - 1);
      Statement& records = statement(kRecordsBetween).bind(1, first).bind(2, end);
      while (records.step()) {
        const std::int64_t id = records.int64(0);
        std::vector<std::uint64_t> hashes;
        try {
          hashes = stored_hashes(records, 1);
        } catch (const std::exception& e) {
          throw ArchiveError("archive: game " + std::to_string(id) + ": " + e.what());
        }
        add_positions(id, hashes);
        ++indexed;
      }
      records.reset();
      statement(kDropUnindexed).bind(1, first).run();
      if (end < last) statement(kAddUnindexed).bind(1, end + 1).bind(2, last).run();
      commit();
    } catch (...) {
      rollback();
      throw;
    }
  }
}

std::vector<GameSummary> Archive::find(const std::string& variant, std::uint64_t hash, int limit) {
  if (const std::int64_t n = unindexed_count(); n > 0)
    throw ArchiveError("the archive has " + std::to_string(n) + (n == 1 ? " game" : " games") +
                       " without position index entries (imported with --no-index): "
                       "`chatur index --db ARCHIVE` writes them");
  // The staged blobs are few and read whole; the bucket's blobs, ordered by their first game,
  // one at a time: once a blob is read, every entry of a game below the next blob's first game
  // is known, so those games can be confirmed and counted, and a lookup with a limit stops after
  // the first blobs that hold enough (the start position is in every game of the archive).
  std::vector<PositionEntry> pending;
  Statement& staged = statement(kBucketBlobs).bind(1, kPositionStaged);
  while (staged.step()) find_in_blob(staged.blob(1), staged.int64(0), hash, pending);
  staged.reset();
  std::vector<GameSummary> out;
  forget_listed_names();
  const auto full = [&] { return limit > 0 && out.size() >= static_cast<size_t>(limit); };
  Statement& blobs = statement(kBucketBlobs).bind(1, position_bucket(hash));
  bool more = blobs.step();
  while (!full()) {
    if (more) {
      find_in_blob(blobs.blob(1), blobs.int64(0), hash, pending);
      more = blobs.step();
    }
    const std::int64_t known_below =
        more ? blobs.int64(0) : std::numeric_limits<std::int64_t>::max();
    normalize(pending);  // one entry per game, its first ply, ordered by game id
    auto next = pending.begin();
    for (; next != pending.end() && next->game_id() < known_below && !full(); ++next)
      if (auto found = confirmed(variant, *next, hash)) out.push_back(std::move(*found));
    pending.erase(pending.begin(), next);
    if (!more) break;
  }
  blobs.reset();
  return out;
}

GameSummary Archive::summary(const Statement& s) {
  GameSummary out{s.int64(0),
                  s.text(1),
                  listed_name(kVariantName, variant_names_, s.int64(2)),
                  s.text(3),
                  {},
                  read_end(s, kSummaryEnd),
                  static_cast<int>(s.int64(4))};
  out.end.termination = listed_name(kTerminationName, termination_names_, s.int64(kSummaryEnd));
  for (const std::int64_t player : player_ids_from_json(s.text(5))) {
    if (player == 0) continue;
    if (!out.players.empty()) out.players += " - ";
    out.players += listed_name(kPlayerName, player_names_, player);
  }
  return out;
}

void Archive::forget_listed_names() {
  player_names_.clear();
  variant_names_.clear();
  termination_names_.clear();
}

const std::string& Archive::listed_name(const char* select_sql,
                                        std::unordered_map<std::int64_t, std::string>& cache,
                                        std::int64_t id) {
  if (auto it = cache.find(id); it != cache.end()) return it->second;
  Statement& s = statement(select_sql).bind(1, id);
  if (!s.step()) {
    s.reset();
    throw ArchiveError("archive: a stored game names an id " + std::to_string(id) +
                       " that no row has (" + select_sql + ")");
  }
  std::string name = s.text(0);
  s.reset();
  return cache[id] = std::move(name);
}

std::optional<GameSummary> Archive::confirmed(const std::string& variant, const PositionEntry& hit,
                                              std::uint64_t hash) {
  Statement& s = statement(summary_by_id_sql()).bind(1, hit.game_id()).bind(2, variant);
  if (!s.step()) {
    s.reset();
    return std::nullopt;
  }
  GameSummary found = summary(s);
  s.reset();
  found.at_ply = first_ply_reaching(hit.game_id(), hash);
  if (found.at_ply < 0) return std::nullopt;
  return found;
}

std::vector<std::uint64_t> Archive::stored_hashes(const Statement& s, int col) {
  const RuleSetCache::Entry entry =
      rule_sets_.entry(s.text(col), read_rule_options(s.text(col + 1)));
  if (s.null(col + 4))
    return decode_hashes(s.blob(col + 3), *entry.rules,
                         s.null(col + 2) ? entry.start_fen : s.text(col + 2));
  // A game kept as PGN text (encode_stored_games): replayed from it.
  std::istringstream in(s.text(col + 4));
  PgnReader reader(in);
  if (std::optional<ReadItem> item = reader.next(); item && !item->error)
    return replay(item->game, rule_sets_).hashes;
  return {};
}

int Archive::first_ply_reaching(std::int64_t id, std::uint64_t hash) {
  Statement& s = statement(kRecordById).bind(1, id);
  if (!s.step()) {
    s.reset();
    return -1;
  }
  std::vector<std::uint64_t> hashes;
  try {
    hashes = stored_hashes(s, 0);
  } catch (const std::exception& e) {
    s.reset();
    throw ArchiveError("archive: game " + std::to_string(id) + ": " + e.what());
  }
  s.reset();
  const auto at = std::find(hashes.begin(), hashes.end(), hash);
  return at == hashes.end() ? -1 : static_cast<int>(at - hashes.begin());
}

std::vector<ArchivedResult> Archive::results(const GameFilter& filter) {
  auto [where, params] = where_clause(filter);
  // The filter (and its limit) picks games; the outer join then gives one row per player.
  const std::string sql =
      "SELECT r.id, r.variant, coalesce(j.key, -1), p.name, r.termination, r.team0_score, "
      "r.team1_score, r.placements, r.army_points, r.rule_options FROM (SELECT g.id, g.player_ids, "
      "(SELECT name FROM variants WHERE id = g.variant_id) AS variant, "
      "(SELECT name FROM terminations WHERE id = g.termination_id) AS termination, g.team0_score, "
      "g.team1_score, g.placements, g.army_points, "
      "g.rule_options FROM games g "
      "LEFT JOIN events e ON e.id = g.event_id" +
      where +
      ") r LEFT JOIN json_each(r.player_ids) j ON j.value IS NOT NULL "
      "LEFT JOIN players p ON p.id = j.value ORDER BY r.id, j.key";
  Statement& s = statement(sql);
  const ResetAtEnd reset(s);
  for (size_t i = 0; i < params.size(); ++i) s.bind(static_cast<int>(i) + 1, params[i]);
  std::vector<ArchivedResult> out;
  while (s.step()) {
    if (out.empty() || out.back().id != s.int64(0))
      out.push_back({s.int64(0), s.text(1), read_end(s, 4), {}, s.text(9)});
    if (s.int64(2) < 0) continue;  // a game without players
    auto& players = out.back().players;
    const auto army = static_cast<size_t>(s.int64(2));
    if (players.size() <= army) players.resize(army + 1);
    players[army] = s.text(3);
  }
  return out;
}

}  // namespace chatur::records
