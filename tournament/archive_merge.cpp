#include "tournament/archive_merge.h"

#include <sqlite3.h>

#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "records/archive.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "records/sqlite_statement.h"
#include "records/stored_game.h"
#include "tournament/config.h"
#include "tournament/identity.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {
namespace {

constexpr const char* kContext = "merge";

// A row of tournament_games as stored, copied whole.
struct GameRow {
  std::int64_t idx = 0, round = 0, opening = -1, pair = 0;
  std::string seats;
  bool played = false;
  std::optional<std::string> result, termination, armies;
  std::optional<std::int64_t> hash;
  std::optional<double> team0, team1;
};

// A tournament of one archive.
struct Source {
  std::string path;
  std::string name, config;
  std::uint64_t identity = 0;
  std::int64_t planned = 0;
  std::optional<double> sprt_llr;
  std::optional<std::string> sprt_decision;
  std::vector<GameRow> rows;
};

bool has_column(sqlite3* db, const char* table, const char* column) {
  records::Statement s(db, "SELECT count(*) FROM pragma_table_info(?) WHERE name = ?", kContext);
  s.bind(1, std::string(table)).bind(2, std::string(column));
  s.step();
  return s.int64(0) > 0;
}

std::optional<std::string> text_or_null(const records::Statement& s, int col) {
  return s.null(col) ? std::nullopt : std::optional<std::string>(s.text(col));
}

std::vector<Source> read_tournaments(sqlite3* db, const std::string& path) {
  records::Statement tables(db, "SELECT count(*) FROM sqlite_master WHERE name = 'tournaments'",
                            kContext);
  tables.step();
  if (tables.int64(0) == 0) return {};
  const bool planned = has_column(db, "tournaments", "planned");
  const bool armies = has_column(db, "tournament_games", "armies");
  records::Statement t(db,
                       planned ? "SELECT id, name, config, planned, sprt_llr, sprt_decision "
                                 "FROM tournaments ORDER BY id"
                               : "SELECT id, name, config, NULL, sprt_llr, sprt_decision "
                                 "FROM tournaments ORDER BY id",
                       kContext);
  const std::string rows_sql =
      "SELECT idx, round, seats, opening, pair, state = 'played', result, termination, "
      "content_hash, team0_score, team1_score, " +
      std::string(armies ? "armies" : "NULL") +
      " FROM tournament_games WHERE tournament_id = ? ORDER BY idx";
  records::Statement r(db, rows_sql.c_str(), kContext);
  std::vector<Source> out;
  while (t.step()) {
    Source& s = out.emplace_back();
    s.path = path;
    s.name = t.text(1);
    s.config = t.text(2);
    try {
      s.identity = tournament_identity(parse_config(s.config));
    } catch (const chatur::Error& e) {
      throw MergeError(path + ": tournament '" + s.name +
                       "': its configuration does not read: " + e.what());
    }
    s.planned = t.null(3) ? 0 : t.int64(3);
    if (!t.null(5)) {
      s.sprt_llr = t.real(4);
      s.sprt_decision = t.text(5);
    }
    r.reset().bind(1, t.int64(0));
    while (r.step()) {
      GameRow& g = s.rows.emplace_back();
      g.idx = r.int64(0);
      g.round = r.int64(1);
      g.seats = r.text(2);
      g.opening = r.int64(3);
      g.pair = r.int64(4);
      g.played = r.int64(5) != 0;
      g.result = text_or_null(r, 6);
      g.termination = text_or_null(r, 7);
      if (!r.null(8)) g.hash = r.int64(8);
      if (!r.null(9)) g.team0 = r.real(9);
      if (!r.null(10)) g.team1 = r.real(10);
      g.armies = text_or_null(r, 11);
    }
    s.planned = std::max<std::int64_t>(s.planned, static_cast<std::int64_t>(s.rows.size()));
  }
  return out;
}

void bind_optional(records::Statement& s, int i, const std::optional<std::string>& v) {
  if (v)
    s.bind(i, *v);
  else
    s.bind_null(i);
}

void bind_optional(records::Statement& s, int i, const std::optional<double>& v) {
  if (v)
    s.bind_real(i, *v);
  else
    s.bind_null(i);
}

// The game as the archive would store it from its PGN, with the identity it has in `from`: with
// the occasion of its tournament game, or without one (an imported game, or a tournament game
// stored before games had occasions).
records::StoredGame read_back(const std::string& pgn, std::int64_t hash,
                              const std::optional<std::string>& occasion, const std::string& from,
                              std::int64_t id, records::RuleSetCache& cache) {
  const std::string where = from + ": game " + std::to_string(id);
  std::istringstream in(pgn);
  records::PgnReader reader(in);
  auto item = reader.next();
  if (!item || item->error)
    throw MergeError(where + ": its record does not read" +
                     (item && item->error ? ": " + item->error->message : std::string()));
  records::ReplayOptions options;
  options.record_texts = true;
  const records::Replay replay = records::replay(item->game, cache, options);
  if (!replay.ok())
    throw MergeError(
        where + ": its record does not replay" +
        (replay.problems.empty() ? std::string() : ": " + replay.problems.front().message));
  records::StoredGame g = records::stored_game(item->game, replay);
  if (occasion) {
    g.occasion = *occasion;
    if (static_cast<std::int64_t>(records::content_hash(g)) == hash) return g;
    g.occasion.clear();
  }
  if (static_cast<std::int64_t>(records::content_hash(g)) != hash)
    throw MergeError(where + ": its record does not read back to its identity (content hash)");
  return g;
}

// Adds the games of the archive at `path` that `into` lacks.
void merge_games(const std::string& path, const std::vector<Source>& tournaments,
                 records::Archive& into, MergeSummary& summary) {
  records::Archive from(path, records::Access::kReadOnly);
  std::unordered_map<std::int64_t, std::string> occasions;  // by content hash
  for (const Source& t : tournaments)
    for (const GameRow& g : t.rows)
      if (g.played && g.hash)
        occasions.emplace(*g.hash, game_occasion(t.identity, static_cast<int>(g.idx)));
  std::unordered_map<std::int64_t, std::int64_t> hashes;  // by game id
  {
    records::Statement s(from.connection(), "SELECT id, content_hash FROM games", kContext);
    while (s.step()) hashes.emplace(s.int64(0), s.int64(1));
  }
  records::Statement known(into.connection(), "SELECT count(*) FROM games WHERE content_hash = ?",
                           kContext);
  records::RuleSetCache cache;
  from.for_each_pgn({}, [&](std::int64_t id, const std::string& pgn) {
    ++summary.games_read;
    const std::int64_t hash = hashes.at(id);
    known.reset().bind(1, hash);
    known.step();
    if (known.int64(0) > 0) return;
    const auto occasion = occasions.find(hash);
    const records::StoredGame g = read_back(
        pgn, hash,
        occasion == occasions.end() ? std::nullopt : std::optional<std::string>(occasion->second),
        path, id, cache);
    if (into.add(g)) ++summary.games_added;
  });
}

// Unites the tournaments of one identity, the merged archive's own (if any) first.
void write_tournament(TournamentStore& store, sqlite3* db, std::optional<std::int64_t> existing,
                      const std::vector<const Source*>& sources) {
  const Source& first = *sources.front();
  std::map<std::int64_t, std::pair<GameRow, const Source*>> rows;
  std::int64_t planned = 0;
  for (const Source* s : sources) {
    planned = std::max(planned, s->planned);
    for (const GameRow& g : s->rows) {
      auto [at, added] = rows.try_emplace(g.idx, g, s);
      if (added) continue;
      if (at->second.first.played && g.played)
        throw MergeError("game " + std::to_string(g.idx + 1) + " of tournament '" + s->name +
                         "' was played in both " + at->second.second->path + " and " + s->path +
                         ": the same shard given twice?");
      if (g.played) at->second = {g, s};
    }
  }
  const std::int64_t id =
      existing ? *existing
               : store.create(first.name, first.config, static_cast<int>(planned), std::nullopt);
  records::Statement clear(db, "DELETE FROM tournament_games WHERE tournament_id = ?", kContext);
  clear.bind(1, id).run();
  records::Statement insert(
      db,
      "INSERT INTO tournament_games (tournament_id, idx, round, seats, opening, pair, state, "
      "result, termination, content_hash, team0_score, team1_score, armies) VALUES "
      "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      kContext);
  bool all_played = static_cast<std::int64_t>(rows.size()) >= planned;
  for (const auto& [idx, row] : rows) {
    const GameRow& g = row.first;
    all_played = all_played && g.played;
    insert.reset().bind(1, id).bind(2, idx).bind(3, g.round).bind(4, g.seats);
    insert.bind(5, g.opening).bind(6, g.pair);
    insert.bind(7, std::string(g.played ? "played" : "scheduled"));
    bind_optional(insert, 8, g.result);
    bind_optional(insert, 9, g.termination);
    if (g.hash)
      insert.bind(10, *g.hash);
    else
      insert.bind_null(10);
    bind_optional(insert, 11, g.team0);
    bind_optional(insert, 12, g.team1);
    bind_optional(insert, 13, g.armies);
    insert.run();
  }
  records::Statement update(db,
                            "UPDATE tournaments SET planned = ?, finished = ?, shard_index = NULL, "
                            "shard_count = NULL WHERE id = ?",
                            kContext);
  update.bind(1, planned).bind(2, static_cast<std::int64_t>(all_played ? 1 : 0)).bind(3, id).run();
  for (const Source* s : sources)
    if (s->sprt_decision) {
      records::Statement sprt(
          db, "UPDATE tournaments SET sprt_llr = ?, sprt_decision = ? WHERE id = ?", kContext);
      sprt.bind_real(1, *s->sprt_llr).bind(2, *s->sprt_decision).bind(3, id).run();
    }
}

// Merges into an archive that exists (made empty if it did not).
MergeSummary merge_into(const std::vector<std::string>& inputs,
                        const std::vector<std::vector<Source>>& read, const std::string& into) {
  TournamentStore store(into);
  records::Archive& archive = store.archive();
  sqlite3* db = archive.connection();
  // The merged archive's own tournaments come first in their groups: theirs are the rows kept.
  std::map<std::uint64_t, std::int64_t> existing;
  const std::vector<Source> own = read_tournaments(db, into);
  {
    records::Statement ids(db, "SELECT id FROM tournaments ORDER BY id", kContext);
    for (std::size_t i = 0; ids.step(); ++i) existing.emplace(own[i].identity, ids.int64(0));
  }
  std::vector<std::uint64_t> order;
  std::map<std::uint64_t, std::vector<const Source*>> groups;
  std::map<std::string, const Source*> by_name;
  auto group = [&](const Source& s) {
    auto [named, added] = by_name.try_emplace(s.name, &s);
    if (!added && named->second->identity != s.identity)
      throw MergeError("two different configurations are named '" + s.name + "': in " +
                       named->second->path + " and in " + s.path);
    auto& g = groups[s.identity];
    if (g.empty()) order.push_back(s.identity);
    g.push_back(&s);
  };
  for (const Source& s : own) group(s);
  for (const auto& sources : read)
    for (const Source& s : sources) group(s);

  MergeSummary summary;
  archive.begin();
  try {
    for (std::size_t i = 0; i < inputs.size(); ++i)
      merge_games(inputs[i], read[i], archive, summary);
    for (std::uint64_t identity : order) {
      const auto at = existing.find(identity);
      write_tournament(
          store, db, at == existing.end() ? std::nullopt : std::optional<std::int64_t>(at->second),
          groups[identity]);
      ++summary.tournaments;
    }
    archive.commit();
  } catch (...) {
    archive.rollback();
    throw;
  }
  return summary;
}

}  // namespace

MergeSummary merge_archives(const std::vector<std::string>& inputs, const std::string& into) {
  if (inputs.empty()) throw MergeError("no archive to merge");
  for (const std::string& in : inputs) {
    std::error_code ec;
    if (!std::filesystem::exists(in)) throw MergeError("no archive '" + in + "'");
    if (std::filesystem::equivalent(in, into, ec))
      throw MergeError("'" + in + "' is the archive merged into: give another --into");
  }
  // Read before anything is written, so that refusals change nothing.
  std::vector<std::vector<Source>> read;
  for (const std::string& in : inputs) {
    records::Archive a(in, records::Access::kReadOnly);
    read.push_back(read_tournaments(a.connection(), in));
  }
  const bool created = !std::filesystem::exists(into);
  try {
    return merge_into(inputs, read, into);
  } catch (...) {
    // As it was: not there.
    if (created)
      for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(into + suffix);
    throw;
  }
}

}  // namespace chatur::tournament
