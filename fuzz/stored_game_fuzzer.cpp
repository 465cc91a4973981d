// A stored game whose row holds anything: an archive written by an older or broken chatur, or
// changed by hand. Every reading of it (listing, results, position search, PGN written from the
// compact record or kept as text, replaying the PGN as `show` does) must end in a result or an
// error, never a crash. The rule set is one of a few real ones, its start position its own or
// anything, so that the record is decoded; the names a row points to (rule set, result,
// termination, players, tags) exist or not, and a position index blob holds any bytes.
#include <fuzzer/FuzzedDataProvider.h>
#include <sqlite3.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "fuzz/kept_rule_sets.h"
#include "records/archive.h"
#include "records/pgn_reader.h"
#include "records/position_index.h"
#include "records/replay.h"

using namespace chatur::records;

namespace {

void bind_text(sqlite3_stmt* s, int i, const std::string& v) {
  sqlite3_bind_text(s, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
}

// Opening an archive applies every migration of its schema, most of an input's time, so one
// archive is kept and each input's rows are rolled back after it: every input reads an archive
// that holds its rows alone. Should the rollback fail, the next input gets a new archive. The
// target's own statements are prepared on it once: preparing them for every input took a sixth
// of the target's time.
class KeptArchive {
 public:
  KeptArchive() = default;
  KeptArchive(const KeptArchive&) = delete;
  KeptArchive& operator=(const KeptArchive&) = delete;
  ~KeptArchive() { forget(); }

  Archive& archive() {
    if (!archive_) archive_.emplace(":memory:");
    return *archive_;
  }
  // The statement prepared once. A statement the schema refuses stops the fuzzer: since schema
  // 13 renamed the games columns, every row was refused and the target read an empty archive,
  // with no error.
  sqlite3_stmt* statement(const std::string& sql) {
    sqlite3_stmt*& s = statements_[sql];
    if (!s &&
        sqlite3_prepare_v2(archive().connection(), sql.c_str(), -1, &s, nullptr) != SQLITE_OK) {
      std::fprintf(stderr, "stored_game_fuzzer: the archive's schema refuses %s: %s\n", sql.c_str(),
                   sqlite3_errmsg(archive().connection()));
      std::abort();
    }
    return s;
  }
  void forget() {
    for (auto& entry : statements_) sqlite3_finalize(entry.second);
    statements_.clear();
    archive_.reset();
  }

 private:
  std::optional<Archive> archive_;
  std::map<std::string, sqlite3_stmt*> statements_;
};

KeptArchive& kept() {
  static KeptArchive k;
  return k;
}

// Runs `sql`, its parameters set by `bind`: true if it ran to its end. A row SQLite refuses is
// left out, and the archive is read without it.
template <typename Bind>
bool run(const std::string& sql, Bind bind) {
  sqlite3_stmt* s = kept().statement(sql);
  bind(s);
  const bool ok = sqlite3_step(s) == SQLITE_DONE;
  sqlite3_reset(s);
  sqlite3_clear_bindings(s);
  return ok;
}

constexpr auto kNoParameters = [](sqlite3_stmt*) {};

// The id of `name` in one of the archive's tables of names (variants, results, terminations).
std::int64_t name_id(const std::string& table, const std::string& name) {
  run("INSERT OR IGNORE INTO " + table + " (name) VALUES (?)",
      [&](sqlite3_stmt* s) { bind_text(s, 1, name); });
  sqlite3_stmt* s = kept().statement("SELECT id FROM " + table + " WHERE name = ?");
  bind_text(s, 1, name);
  const std::int64_t id = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : 0;
  sqlite3_reset(s);
  sqlite3_clear_bindings(s);
  return id;
}

// A column that points into a table of names: the id of `name`, or any number, as in an archive
// whose rows point to names it no longer has.
std::int64_t name_column(FuzzedDataProvider& in, const std::string& table,
                         const std::string& name) {
  return in.ConsumeBool() ? name_id(table, name) : in.ConsumeIntegral<std::int64_t>();
}

constexpr std::array<const char*, 4> kVariants = {"chess", "chaturaji", "chaturaji-dice",
                                                  "four-player-ffa"};

struct Start {
  std::string fen;
  std::uint64_t hash;
};

// The variants' start positions, set up once rather than by compiling a rule set per input.
const Start& start(std::size_t variant) {
  static const auto starts = [] {
    std::array<Start, kVariants.size()> out;
    for (std::size_t i = 0; i < kVariants.size(); ++i) {
      const auto rules = chatur::engine::rule_sets::make(kVariants[i]);
      const chatur::engine::Position p(*rules);
      out[i] = {chatur::engine::to_fen(p), p.hash()};
    }
    return out;
  }();
  return starts[variant];
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  Archive& archive = kept().archive();
  run("SAVEPOINT input", kNoParameters);
  const std::size_t variant = in.ConsumeIntegralInRange<std::size_t>(0, kVariants.size() - 1);
  const std::int64_t variant_id = name_column(in, "variants", kVariants[variant]);
  const std::int64_t result_id = name_column(in, "results", in.ConsumeRandomLengthString(16));
  const std::int64_t termination_id =
      name_column(in, "terminations", in.ConsumeRandomLengthString(32));
  run("INSERT INTO games (id, content_hash, variant_id, rule_options, start_fen, result_id,"
      " termination_id, site, date, round, ply_count, team0_score, team1_score, placements,"
      " army_points, player_ids) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      [&](sqlite3_stmt* s) {
        sqlite3_bind_int64(s, 1, in.ConsumeIntegral<std::int64_t>());
        sqlite3_bind_int64(s, 2, variant_id);
        bind_text(s, 3, in.ConsumeRandomLengthString(64));
        // NULL: the rule set's own start; else that start as text, or anything.
        switch (in.ConsumeIntegralInRange(0, 2)) {
          case 1:
            bind_text(s, 4, start(variant).fen);
            break;
          case 2:
            bind_text(s, 4, in.ConsumeRandomLengthString(64));
            break;
          default:
            break;
        }
        sqlite3_bind_int64(s, 5, result_id);
        sqlite3_bind_int64(s, 6, termination_id);
        for (int i = 7; i <= 9; ++i) bind_text(s, i, in.ConsumeRandomLengthString(16));
        sqlite3_bind_int(s, 10, in.ConsumeIntegral<int>());
        sqlite3_bind_double(s, 11, in.ConsumeFloatingPoint<double>());
        sqlite3_bind_double(s, 12, in.ConsumeFloatingPoint<double>());
        for (int i = 13; i <= 14; ++i) bind_text(s, i, in.ConsumeRandomLengthString(64));
        // The players' name ids by army: NULL, ids that exist or not (JSON), or any text.
        switch (in.ConsumeIntegralInRange(0, 2)) {
          case 1:
            bind_text(s, 15,
                      "[" + std::to_string(in.ConsumeIntegralInRange(-1, 5)) + ",null," +
                          std::to_string(in.ConsumeIntegralInRange(-1, 5)) + "]");
            break;
          case 2:
            bind_text(s, 15, in.ConsumeRandomLengthString(32));
            break;
          default:
            break;
        }
      });
  const int players = in.ConsumeIntegralInRange(0, 4);
  for (int k = 1; k <= players; ++k) {
    run("INSERT OR IGNORE INTO players (id, name) VALUES (?, ?)", [&](sqlite3_stmt* s) {
      sqlite3_bind_int(s, 1, k);
      bind_text(s, 2, in.ConsumeRandomLengthString(16));
    });
    run("INSERT OR IGNORE INTO game_players (game_id, army, player_id) VALUES (1, ?, ?)",
        [&](sqlite3_stmt* s) {
          sqlite3_bind_int(s, 1, in.ConsumeIntegral<std::int8_t>());
          sqlite3_bind_int(s, 2, k);
        });
  }
  // Tag names for the tags column's ids: some of those a real archive has, and one of any name.
  run("INSERT INTO tag_names (id, name) VALUES (1, 'Event'), (2, 'White'), (3, 'Variant'),"
      " (4, ?)",
      [&](sqlite3_stmt* s) { bind_text(s, 1, in.ConsumeRandomLengthString(16)); });
  // A position index blob in the bucket of the start position's hash or among the staged ones.
  if (in.ConsumeBool())
    run("INSERT INTO positions (bucket, first_game, entries) VALUES (?, ?, ?)",
        [&](sqlite3_stmt* s) {
          sqlite3_bind_int64(
              s, 1, in.ConsumeBool() ? position_bucket(start(variant).hash) : kPositionStaged);
          sqlite3_bind_int64(s, 2, in.ConsumeIntegralInRange<std::int64_t>(-1, 2));
          const std::string entries = in.ConsumeRandomLengthString(64);
          sqlite3_bind_blob(s, 3, entries.data(), static_cast<int>(entries.size()),
                            SQLITE_TRANSIENT);
        });
  // A shared run of leading tags (schema 14's rosters) that the row points to, or not.
  const bool roster = in.ConsumeBool();
  if (roster)
    run("INSERT INTO tag_rosters (id, tags) VALUES (1, ?)",
        [&](sqlite3_stmt* s) { bind_text(s, 1, in.ConsumeRandomLengthString(64)); });
  const std::string tags = in.ConsumeRandomLengthString(128);
  const bool kept_text = in.ConsumeBool();
  const std::string record = in.ConsumeRandomLengthString(256);
  const std::string pgn = in.ConsumeRemainingBytesAsString();
  run("INSERT INTO game_records (game_id, record, pgn, tags, tag_roster) VALUES (1, ?, ?, ?, ?)",
      [&](sqlite3_stmt* s) {
        sqlite3_bind_blob(s, 1, record.data(), static_cast<int>(record.size()), SQLITE_TRANSIENT);
        if (kept_text) bind_text(s, 2, pgn);
        bind_text(s, 3, tags);
        if (roster) sqlite3_bind_int(s, 4, 1);
      });
  try {
    const auto games = archive.games({});
    (void)archive.results({});
    for (const auto& g : games) (void)archive.find(g.variant, start(variant).hash, 5);
    for (const auto& [id, text] : archive.pgn({})) {
      std::istringstream pgn_in(text);
      PgnReader reader(pgn_in);
      while (auto item = reader.next())
        if (!item->error) (void)replay(item->game, chatur::fuzz::kept_rule_sets());
    }
  } catch (const std::exception&) {
  }
  if (!run("ROLLBACK TO input", kNoParameters) || !run("RELEASE input", kNoParameters))
    kept().forget();
  return 0;
}
