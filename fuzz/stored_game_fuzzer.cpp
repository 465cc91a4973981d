// A stored game whose row holds anything: an archive written by an older or broken chatur, or
// changed by hand. Every reading of it (listing, results, position search, PGN written from the
// compact record or kept as text, replaying the PGN as `show` does) must end in a result or an
// error, never a crash. The rule set is one of a few real ones, its start position the real one
// or anything, so that the record is decoded.
#include <fuzzer/FuzzedDataProvider.h>
#include <sqlite3.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <utility>

#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/archive.h"
#include "records/pgn_reader.h"
#include "records/replay.h"

using namespace chatur::records;

namespace {

void bind_text(sqlite3_stmt* s, int i, const std::string& v) {
  sqlite3_bind_text(s, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  Archive archive(":memory:");
  sqlite3* db = archive.connection();
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db,
                     "INSERT INTO games (id, content_hash, variant, start_fen, result, termination,"
                     " ply_count, rule_options, team0_score, team1_score, placements, army_points,"
                     " players) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     -1, &s, nullptr);
  sqlite3_bind_int64(s, 1, in.ConsumeIntegral<std::int64_t>());
  constexpr const char* kVariants[] = {"chess", "chaturaji", "chaturaji-dice", "four-player-ffa"};
  const std::string variant = in.PickValueInArray(kVariants);
  bind_text(s, 2, variant);
  bind_text(s, 3,
            in.ConsumeBool() ? chatur::engine::to_fen(chatur::engine::Position(
                                   *chatur::engine::rule_sets::make(variant)))
                             : in.ConsumeRandomLengthString(64));
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
        if (!item->error) (void)replay(item->game);
    }
  } catch (const std::exception&) {
  }
  return 0;
}
