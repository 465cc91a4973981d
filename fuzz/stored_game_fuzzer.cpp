// A stored game whose row holds anything: an archive written by an older or broken chatur, or
// changed by hand. Every reading of it (listing, results, position search, PGN written from the
// compact record or kept as text, replaying the PGN as `show` does) must end in a result or an
// error, never a crash. The rule set is one of a few real ones, its start position the real one
// or anything, so that the record is decoded.
#include <fuzzer/FuzzedDataProvider.h>
#include <sqlite3.h>

#include <array>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "fuzz/kept_rule_sets.h"
#include "records/archive.h"
#include "records/pgn_reader.h"
#include "records/replay.h"

using namespace chatur::records;

namespace {

void bind_text(sqlite3_stmt* s, int i, const std::string& v) {
  sqlite3_bind_text(s, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
}

constexpr std::array<const char*, 4> kVariants = {"chess", "chaturaji", "chaturaji-dice",
                                                  "four-player-ffa"};

// The variants' start positions, set up once rather than by compiling a rule set per input.
const std::string& start_fen(std::size_t variant) {
  static const auto fens = [] {
    std::array<std::string, kVariants.size()> out;
    for (std::size_t i = 0; i < kVariants.size(); ++i)
      out[i] = chatur::engine::to_fen(
          chatur::engine::Position(*chatur::engine::rule_sets::make(kVariants[i])));
    return out;
  }();
  return fens[variant];
}

// Opening an archive applies every migration of its schema, most of an input's time, so one
// archive is kept and each input's rows are rolled back after it: every input reads an archive
// that holds its rows alone. Should the rollback fail, the next input gets a new archive.
std::optional<Archive>& kept_archive() {
  static std::optional<Archive> archive;
  if (!archive) archive.emplace(":memory:");
  return archive;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  std::optional<Archive>& kept = kept_archive();
  Archive& archive = *kept;
  sqlite3* db = archive.connection();
  sqlite3_exec(db, "SAVEPOINT input", nullptr, nullptr, nullptr);
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db,
                     "INSERT INTO games (id, content_hash, variant, start_fen, result, termination,"
                     " ply_count, rule_options, team0_score, team1_score, placements, army_points,"
                     " players) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     -1, &s, nullptr);
  sqlite3_bind_int64(s, 1, in.ConsumeIntegral<std::int64_t>());
  const std::size_t variant = in.ConsumeIntegralInRange<std::size_t>(0, kVariants.size() - 1);
  bind_text(s, 2, kVariants[variant]);
  bind_text(s, 3, in.ConsumeBool() ? start_fen(variant) : in.ConsumeRandomLengthString(64));
  for (int i = 4; i <= 6; ++i) bind_text(s, i, in.ConsumeRandomLengthString(64));
  sqlite3_bind_int(s, 7, in.ConsumeIntegral<int>());
  bind_text(s, 8, in.ConsumeRandomLengthString(64));
  sqlite3_bind_double(s, 9, in.ConsumeFloatingPoint<double>());
  sqlite3_bind_double(s, 10, in.ConsumeFloatingPoint<double>());
  for (int i = 11; i <= 13; ++i) bind_text(s, i, in.ConsumeRandomLengthString(64));
  sqlite3_step(s);
  sqlite3_finalize(s);
  const std::string tags = in.ConsumeRandomLengthString(128);
  const bool kept_text = in.ConsumeBool();
  const std::string record = in.ConsumeRandomLengthString(256);
  const std::string pgn = in.ConsumeRemainingBytesAsString();
  sqlite3_prepare_v2(db,
                     "INSERT INTO game_records (game_id, record, pgn, tags) VALUES (1, ?, ?, ?)",
                     -1, &s, nullptr);
  sqlite3_bind_blob(s, 1, record.data(), static_cast<int>(record.size()), SQLITE_TRANSIENT);
  if (kept_text) bind_text(s, 2, pgn);
  bind_text(s, 3, tags);
  sqlite3_step(s);
  sqlite3_finalize(s);
  try {
    (void)archive.games({});
    (void)archive.results({});
    for (const auto& g : archive.games({})) (void)archive.find(g.variant, 0, 5);
    for (const auto& [id, text] : archive.pgn({})) {
      std::istringstream pgn_in(text);
      PgnReader reader(pgn_in);
      while (auto item = reader.next())
        if (!item->error) (void)replay(item->game, chatur::fuzz::kept_rule_sets());
    }
  } catch (const std::exception&) {
  }
  if (sqlite3_exec(db, "ROLLBACK TO input; RELEASE input", nullptr, nullptr, nullptr) != SQLITE_OK)
    kept.reset();
  return 0;
}
