// The archive's storage: the position index (blobs per hash bucket), find against a brute-force
// search of the stored hashes, the records written back as PGN, and the migrations of archives
// of every earlier version.
#include "records/archive.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.h"
#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/game_encoding.h"
#include "records/pgn_writer.h"
#include "records/position_batch.h"
#include "records/position_index.h"
#include "tests/records/test_support.h"

namespace chatur::records {
namespace {

std::string temp_db(const std::string& name) {
  const auto path =
      std::filesystem::temp_directory_path() / ("chatur-archive-test-" + name + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  return path.string();
}

StoredGame random_stored_game(const engine::RuleSet& rules, std::uint64_t seed, int max_plies,
                              std::vector<Tag> tags = {}) {
  players::PlayedGame played = players::play_random_game(rules, seed, max_plies);
  StoredGame g;
  g.variant = rules.id();
  g.start_fen = played.start_fen;
  g.end.termination = "unterminated";
  g.players = {"white " + std::to_string(seed), "black"};
  g.tags = tags.empty()
               ? std::vector<Tag>{{"Event", "test"}, {"Result", "*"}, {"Variant", rules.id()}}
               : std::move(tags);
  g.moves = played.move_texts;
  engine::Position pos(rules);
  g.hashes.push_back(pos.hash());
  for (engine::Move m : played.moves) {
    pos.make(m);
    g.hashes.push_back(pos.hash());
  }
  Game game;
  game.tags = g.tags;
  game.mainline = line_of(played.moves, played.rolls);
  encode_game(g.record, game, rules, played.start_fen);
  std::ostringstream pgn;
  write_game(pgn, game, rules, played.start_fen);
  g.pgn = pgn.str();
  return g;
}

std::int64_t count_rows(const std::string& db, const char* sql) {
  sqlite3* h = nullptr;
  sqlite3_open(db.c_str(), &h);
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(h, sql, -1, &s, nullptr);
  const std::int64_t n = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : -1;
  sqlite3_finalize(s);
  sqlite3_close(h);
  return n;
}

// A connection of the test's own, as another reader of the archive file would have.
class Db {
 public:
  explicit Db(const std::string& path) { EXPECT_EQ(sqlite3_open(path.c_str(), &h_), SQLITE_OK); }
  ~Db() { sqlite3_close(h_); }
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;

  void exec(const std::string& sql) {
    char* err = nullptr;
    EXPECT_EQ(sqlite3_exec(h_, sql.c_str(), nullptr, nullptr, &err), SQLITE_OK) << (err ? err : "");
    sqlite3_free(err);
  }
  sqlite3_stmt* prepare(const std::string& sql) {
    sqlite3_stmt* s = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(h_, sql.c_str(), -1, &s, nullptr), SQLITE_OK)
        << sqlite3_errmsg(h_);
    return s;
  }
  // A column of every row, as text.
  std::vector<std::string> column(const std::string& sql, int col = 0) {
    sqlite3_stmt* s = prepare(sql);
    std::vector<std::string> out;
    while (sqlite3_step(s) == SQLITE_ROW) {
      const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s, col));
      out.push_back(p ? p : "NULL");
    }
    sqlite3_finalize(s);
    return out;
  }

 private:
  sqlite3* h_ = nullptr;
};

// Stores the games in a new archive, in one transaction, each as a new game.
void store_games(const std::string& db, const std::vector<StoredGame>& games) {
  Archive archive(db);
  archive.begin();
  for (const StoredGame& g : games) EXPECT_TRUE(archive.add(g));
  archive.commit();
}

// A game whose move texts are odd and whose hashes are the extremes of a signed 64-bit
// integer. add() checks neither against the rules, so the archive stores them as they are.
StoredGame awkward_game() {
  StoredGame g;
  g.variant = "chess";
  g.start_fen = "awkward";
  g.end.termination = "unterminated";
  g.moves = {"e2-e4", "quote\"", "back\\slash", "tab\tnewline\n", "\x01\x1f", "caf\xc3\xa9"};
  g.hashes = {0,
              1,
              static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()),
              static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::min()),
              std::numeric_limits<std::uint64_t>::max(),
              12345678901234567890ULL,
              42};
  g.pgn = "*";
  return g;
}

// Writes a game as the schemas before version 3 stored it: the games row and a moves row per
// ply, the plies inserted last first (the table's order must not depend on it).
void store_old_schema(Db& h, std::int64_t id, const StoredGame& g) {
  sqlite3_stmt* game = h.prepare(
      "INSERT INTO games (id, content_hash, variant, start_fen, result, termination, "
      "ply_count, pgn) VALUES (?, ?, ?, ?, '*', 'unterminated', ?, ?)");
  sqlite3_bind_int64(game, 1, id);
  sqlite3_bind_int64(game, 2, id * 1000);
  sqlite3_bind_text(game, 3, g.variant.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(game, 4, g.start_fen.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64(game, 5, static_cast<std::int64_t>(g.moves.size()));
  // A game of real moves with its PGN, a made-up one with a text that is no game.
  const std::string pgn = g.record.empty() ? "text of game " + std::to_string(id) : g.pgn;
  sqlite3_bind_text(game, 6, pgn.c_str(), -1, SQLITE_TRANSIENT);
  EXPECT_EQ(sqlite3_step(game), SQLITE_DONE);
  sqlite3_finalize(game);
  h.exec("INSERT OR IGNORE INTO players (name) VALUES ('old white " + std::to_string(id) +
         "'), ('old black'); INSERT INTO game_players (game_id, army, player_id) SELECT " +
         std::to_string(id) +
         ", 1, id FROM players WHERE name = 'old black'; INSERT INTO "
         "game_players (game_id, army, player_id) SELECT " +
         std::to_string(id) + ", 0, id FROM players WHERE name = 'old white " + std::to_string(id) +
         "'");
  h.exec("INSERT INTO tags (game_id, seq, name, value) VALUES (" + std::to_string(id) +
         ", 1, 'Note', 'a \"quote\", a back\\slash, a tab' || char(9) || 'and caf\xc3\xa9'), (" +
         std::to_string(id) + ", 0, 'Event', 'event ' || " + std::to_string(id) + ")");
  sqlite3_stmt* move =
      h.prepare("INSERT INTO moves (game_id, ply, move, hash) VALUES (?, ?, ?, ?)");
  for (size_t ply = g.hashes.size(); ply-- > 0;) {
    sqlite3_reset(move);
    sqlite3_bind_int64(move, 1, id);
    sqlite3_bind_int64(move, 2, static_cast<std::int64_t>(ply));
    if (ply == 0)
      sqlite3_bind_null(move, 3);
    else
      sqlite3_bind_text(move, 3, g.moves[ply - 1].data(), static_cast<int>(g.moves[ply - 1].size()),
                        SQLITE_TRANSIENT);
    sqlite3_bind_int64(move, 4, static_cast<std::int64_t>(g.hashes[ply]));
    EXPECT_EQ(sqlite3_step(move), SQLITE_DONE);
  }
  sqlite3_finalize(move);
}

// The position blob of schema versions 2 to 7: 20 bytes an entry, the whole hash, the game id and
// the ply, little-endian.
std::string wide_positions(const std::vector<PositionEntry>& sorted) {
  std::string out;
  const auto put = [&](std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out += static_cast<char>(v >> (8 * i) & 0xFF);
  };
  for (const PositionEntry& e : sorted) {
    put(e.hash(), 8);
    put(static_cast<std::uint64_t>(e.game_id()), 8);
    put(0, 4);  // the ply, which today's entries do not keep
  }
  return out;
}

// The schema file up to the section that brings an archive to `version` + 1.
std::string schema_up_to(int version) {
  const std::string schema = testing::file_text(CHATUR_ARCHIVE_SQL);
  const size_t end = schema.find("\n-- migration " + std::to_string(version + 1) + "\n");
  EXPECT_NE(end, std::string::npos);
  return schema.substr(0, end);
}

// The sorted form of entries: what every writer stores.
std::vector<PositionEntry> sorted_once(std::vector<PositionEntry> entries) {
  std::sort(entries.begin(), entries.end());
  entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
  return entries;
}

// The batch's entries, sorted by the batch, bucket by bucket.
std::vector<PositionEntry> batch_sorted(const std::vector<PositionEntry>& entries) {
  PositionBatch batch;
  batch.reserve(entries.size());
  for (const PositionEntry& e : entries) batch.add(e);
  EXPECT_EQ(batch.size(), entries.size());
  batch.sort();
  std::vector<PositionEntry> by_bucket, room;
  for (int b = 0; b < PositionBatch::kBuckets; ++b) {
    const std::span<const PositionEntry> in_bucket = batch.bucket(b, room);
    for (const PositionEntry& e : in_bucket) EXPECT_EQ(position_bucket(e.bits()), b);
    by_bucket.insert(by_bucket.end(), in_bucket.begin(), in_bucket.end());
  }
  // What a writer compares with kPositionStageBelow: the entries kept, duplicates gone.
  EXPECT_EQ(batch.size(), by_bucket.size());
  EXPECT_EQ(batch.entries(), by_bucket);
  batch.clear();
  EXPECT_TRUE(batch.empty());
  return by_bucket;
}

TEST(PositionIndex, BatchesOutOfGameOrderSortLikeOneSort) {
  // Entries out of game order are sorted by comparison in every bucket. Few distinct hashes and
  // games, so that duplicates occur, spread over every bucket.
  std::mt19937_64 rng(7);
  std::vector<PositionEntry> entries;
  for (int i = 0; i < 50000; ++i)
    entries.push_back(
        {rng() % 3000 * 0x0040'0000'0000'0001ULL, static_cast<std::int64_t>(rng() % 40)});
  const std::vector<PositionEntry> expected = sorted_once(entries);
  EXPECT_LT(expected.size(), 50000u);
  EXPECT_EQ(batch_sorted(entries), expected);
  normalize(entries);
  EXPECT_EQ(entries, expected);
}

TEST(PositionIndex, BatchesOfGamesFarApartSortLikeOneSort) {
  // A batch keeps the entries of games near its first in 4 bytes and the others whole: games
  // before the first, and games up to 2^20 after it, in game order and out of it, with
  // duplicates across both kinds of game and one hash shared by near and far games.
  std::mt19937_64 rng(5);
  for (const bool in_order : {true, false}) {
    std::vector<PositionEntry> entries;
    std::int64_t game = 1000;
    for (int i = 0; i < 60000; ++i) {
      if (in_order)
        game += static_cast<std::int64_t>(rng() % 40);
      else
        game = static_cast<std::int64_t>(rng() % (std::uint64_t{1} << 20));
      entries.push_back({rng() % 500 * 0x0080'4000'0000'0001ULL, game});
    }
    entries.push_back({entries[0].hash(), entries[0].game_id() + (std::int64_t{1} << 19)});
    entries.push_back(entries[1]);
    entries.push_back(entries.back());
    const std::vector<PositionEntry> expected = sorted_once(entries);
    EXPECT_LT(expected.size(), entries.size());
    EXPECT_GT(expected.back().game_id() - expected.front().game_id(), std::int64_t{1} << 18);
    EXPECT_EQ(batch_sorted(entries), expected) << (in_order ? "in game order" : "out of it");
  }
}

TEST(PositionIndex, ABatchOutgrowsItsRoomAndIsReservedAgain) {
  // Room for 256 entries, an entry a bucket, then 64 a bucket: the buckets grow past their room
  // into the default resource, and a second reservation replaces the first region.
  PositionBatch batch;
  batch.reserve(PositionBatch::kBuckets);
  std::vector<PositionEntry> added;
  for (int round = 0; round < 2; ++round) {
    for (std::uint64_t i = 0; i < 64 * PositionBatch::kBuckets; ++i) {
      const PositionEntry e(i * 0x9E37'79B9'7F4A'7C15ULL, static_cast<std::int64_t>(i + 1));
      batch.add(e);
      added.push_back(e);
    }
    batch.sort();
    std::vector<PositionEntry> expected = added;
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(batch.entries(), expected);
    // A reservation empties the batch.
    batch.add(PositionEntry(1, 1));
    added.clear();
    batch.reserve(64 * PositionBatch::kBuckets);
    EXPECT_TRUE(batch.empty());
  }
}

TEST(PositionIndex, BatchesInGameOrderSortLikeOneSort) {
  // Entries in the order of their games, as an import's batch holds them, are radix-sorted on
  // the kept bits of their hash below the bucket's; the result must be the plain sort's. Hashes
  // from a small set, so that a game meets the same hash twice and games share hashes; enough
  // entries that every bucket takes the radix passes, and hashes that differ only in their
  // lowest kept bit or their highest below the bucket's.
  std::mt19937_64 rng(11);
  std::vector<std::uint64_t> hashes(3000);
  for (std::uint64_t& h : hashes) h = rng();
  hashes[1] = hashes[0] ^ std::uint64_t{1} << (64 - kPositionHashBits);
  hashes[2] = hashes[0] ^ std::uint64_t{1} << (64 - kPositionBucketBits - 1);
  std::vector<PositionEntry> entries;
  for (std::int64_t game = 1000; game < 1800; ++game)
    for (int ply = 0; ply < 120; ++ply) {
      const size_t pick = ply < 3 ? static_cast<size_t>(ply) : rng() % hashes.size();
      entries.push_back({hashes[pick], game});
    }
  const std::vector<PositionEntry> expected = sorted_once(entries);
  EXPECT_LT(expected.size(), 800u * 120u);
  EXPECT_EQ(batch_sorted(entries), expected);
}

// Entries keep the top 22 bits of the hash (schema version 13) and the game as its distance from
// the blob's first, packed; a search finds every entry sharing the 22 bits. The 10-byte entries of
// schema versions 8 to 10 read with their 40 bits and without their ply, the 7-byte ones of
// version 11 too.
TEST(PositionIndex, BlobsRoundTripAndSearch) {
  EXPECT_EQ(position_key(0x1234'5678'9ABC'DEF0ULL), 0x1234'5400'0000'0000ULL);
  // An entry keeps the hash's kept bits and the whole game id, ordered by hash, then game.
  const PositionEntry entry(0x1234'5678'9ABC'DEF0ULL, (std::int64_t{1} << 41) + 5);
  EXPECT_EQ(entry.hash(), 0x1234'5400'0000'0000ULL);
  EXPECT_EQ(entry.game_id(), (std::int64_t{1} << 41) + 5);
  EXPECT_LT(PositionEntry(0x1234'5400'0000'0000ULL, 9), PositionEntry(0x1234'5800'0000'0000ULL, 1));
  EXPECT_LT(PositionEntry(0x1234'5400'0000'0000ULL, 1), PositionEntry(0x1234'5400'0000'0000ULL, 9));
  constexpr std::uint64_t kA = 0x1234'5400'0000'0000ULL, kB = 0x1234'5800'0000'0000ULL;
  std::vector<PositionEntry> entries = {{kB, 102},    {kA, 109},     {kB, 102}, {kB + 5, 101},
                                        {~0ULL, 103}, {kA + 1, 100}, {kA, 109}};
  normalize(entries);
  // Cut to their keys, sorted by key then game, each once.
  const std::uint64_t kTop = position_key(~0ULL);
  const std::vector<PositionEntry> keys = {{kA, 100}, {kA, 109}, {kB, 101}, {kB, 102}, {kTop, 103}};
  EXPECT_EQ(entries, keys);
  const std::string blob = encode_positions(entries, 100);
  EXPECT_LT(blob.size(), 5u * 5u);
  EXPECT_EQ(decode_positions(blob, 100), keys);
  std::vector<PositionEntry> found;
  find_in_blob(blob, 100, kB + 3, found);
  EXPECT_EQ(found, (std::vector<PositionEntry>{{kB, 101}, {kB, 102}}));
  found.clear();
  find_in_blob(blob, 100, kA ^ (1ULL << 45), found);
  EXPECT_TRUE(found.empty());
  find_in_blob(blob, 100, ~0ULL, found);
  EXPECT_EQ(found, (std::vector<PositionEntry>{{kTop, 103}}));
  // Entries of 40 bits, as schema versions 8 to 11 wrote them, read as today's entries.
  constexpr std::uint64_t kWideA = 0x1234'5678'9A00'0000ULL, kWideB = 0x1234'9678'9B00'0000ULL;
  const std::vector<std::pair<std::uint64_t, std::int64_t>> written = {
      {kWideA, 109}, {kWideA, 100}, {kWideB, 102}, {kWideB, 101}, {0xFFFF'FFFF'FF00'0000ULL, 103}};
  std::vector<PositionEntry> wide;
  for (const auto& [hash, game] : written) wide.emplace_back(hash, game);
  // As schema versions 8 to 10 wrote them: 40 bits of hash, 24 of game, 16 of ply,
  // little-endian.
  std::string plied;
  for (const auto& [hash, game_id] : written) {
    const std::uint64_t key = hash >> 24, game = static_cast<std::uint64_t>(game_id - 100);
    for (int i = 0; i < 5; ++i) plied += static_cast<char>(key >> (8 * i) & 0xFF);
    for (int i = 0; i < 3; ++i) plied += static_cast<char>(game >> (8 * i) & 0xFF);
    plied += "\x07";
    plied += '\0';
  }
  EXPECT_EQ(decode_plied_positions(plied, 100), wide);
  EXPECT_THROW(decode_plied_positions(plied.substr(1), 100), std::runtime_error);
  // As schema version 11 wrote them: 40 bits of hash, 16 of game.
  std::string fixed;
  for (const auto& [hash, game_id] : written) {
    const std::uint64_t key = hash >> 24, game = static_cast<std::uint64_t>(game_id - 100);
    for (int i = 0; i < 5; ++i) fixed += static_cast<char>(key >> (8 * i) & 0xFF);
    for (int i = 0; i < 2; ++i) fixed += static_cast<char>(game >> (8 * i) & 0xFF);
  }
  EXPECT_EQ(decode_fixed_positions(fixed, 100), wide);
  EXPECT_THROW(decode_fixed_positions(fixed.substr(1), 100), std::runtime_error);
  EXPECT_THROW(decode_positions(blob.substr(0, blob.size() - 1), 100), std::runtime_error);
  EXPECT_THROW(decode_positions("", 100), std::runtime_error);
  EXPECT_TRUE(decode_positions(encode_positions({}, 100), 100).empty());
  EXPECT_EQ(position_bucket(~0ULL), (1 << kPositionBucketBits) - 1);
  EXPECT_EQ(position_bucket(1), 0);
}

// Packed blobs of many entries, hashes spread over all 22 bits or crowded in a few (repeated
// positions, gaps of 0 and 1 beside long ones), games near and far: each reads back as it was
// written, and a search finds exactly the entries a scan finds, at under 3 bytes an entry for a
// bucket's share of an import batch.
TEST(PositionIndex, PackedBlobsMatchAScan) {
  std::mt19937_64 rng(11);
  for (const int spread_bits : {14, 8, 3}) {
    for (const std::int64_t games : {1, 300, 65536}) {
      std::vector<PositionEntry> entries;
      for (int i = 0; i < 7000; ++i) {
        const std::uint64_t key = (0x5AULL << 14) | (rng() >> (64 - spread_bits));
        entries.push_back({key << 42, 1000 + static_cast<std::int64_t>(rng() % games)});
      }
      normalize(entries);
      const std::string blob = encode_positions(entries, 1000);
      EXPECT_EQ(decode_positions(blob, 1000), entries);
      if (spread_bits == 14 && games == 65536) {
        EXPECT_LT(blob.size(), entries.size() * 3) << "bytes an entry";
      }
      for (int probe = 0; probe < 50; ++probe) {
        const PositionEntry& at = entries[rng() % entries.size()];
        const std::uint64_t hash = at.hash() | (probe % 2 ? 0xABCDEFULL : 0);
        std::vector<PositionEntry> found, expected;
        for (const PositionEntry& e : entries)
          if (e.hash() == position_key(hash)) expected.push_back(e);
        find_in_blob(blob, 1000, hash, found);
        EXPECT_EQ(found, expected);
      }
      std::vector<PositionEntry> none;
      find_in_blob(blob, 1000, 0, none);
      find_in_blob(blob, 1000, ~0ULL, none);
      EXPECT_TRUE(none.empty());
    }
  }
  // One gap spanning nearly all keys among thousands of gaps of 0: the longest unary code the
  // room made for the bits must hold.
  std::vector<PositionEntry> outlier;
  for (std::int64_t game = 1000; game < 6000; ++game) outlier.push_back({0, game});
  outlier.push_back({position_key(~0ULL), 6000});
  EXPECT_EQ(decode_positions(encode_positions(outlier, 1000), 1000), outlier);
}

// The commands: `import --no-index` stores the games without their index entries, `find` says
// how to write them, `index` writes them, and `find` then prints what it prints after a plain
// import.
TEST(ArchiveCommands, FindAsksForTheIndexOfAnImportWithout) {
  const std::string plain = temp_db("cli-plain"), bare = temp_db("cli-bare");
  const std::string pgn = testing::data_path("opera_game.pgn");
  ASSERT_EQ(testing::run_chatur("import " + pgn + " --db " + plain).exit_code, 0);
  ASSERT_EQ(testing::run_chatur("import --no-index " + pgn + " --db " + bare).exit_code, 0);
  const std::string fen =
      " --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' --variant chess";
  const testing::RunResult refused = testing::run_chatur("find --db " + bare + fen, true);
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.out.find("1 game without position index entries (imported with --no-index): "
                             "`chatur index --db ARCHIVE` writes them"),
            std::string::npos)
      << refused.out;
  EXPECT_EQ(testing::run_chatur("index --db " + bare).out, "games indexed: 1\n");
  const testing::RunResult found = testing::run_chatur("find --db " + bare + fen);
  EXPECT_EQ(found.exit_code, 0);
  EXPECT_NE(found.out.find("1  ply 0  chess"), std::string::npos) << found.out;
  EXPECT_EQ(found.out, testing::run_chatur("find --db " + plain + fen).out);
  EXPECT_EQ(testing::run_chatur("index --db " + bare).out, "games indexed: 0\n");
}

// An entry names its game by its distance from the blob's first game in 16 bits: games farther
// apart in one transaction are written as a blob each, and find finds both.
TEST(ArchiveStorage, GamesFarApartGetBlobsOfTheirOwn) {
  const auto rules = engine::rule_sets::make("chess");
  const std::string db = temp_db("far-apart");
  const StoredGame near = random_stored_game(*rules, 1, 30),
                   far = random_stored_game(*rules, 2, 30);
  {
    Archive archive(db);
    archive.begin();
    ASSERT_TRUE(archive.add(near));
    // A row that moves the next game's id 70,000 games on.
    exec(archive.connection(),
         "INSERT INTO games (id, content_hash, variant_id, start_fen, result_id, "
         "termination_id, ply_count) VALUES (70000, 1, 0, '', 0, 0, 0)",
         "");
    ASSERT_TRUE(archive.add(far));
    archive.commit();
  }
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM positions WHERE bucket = -1"), 2);
  Archive archive(db);
  std::vector<std::int64_t> ids;
  for (const GameSummary& s : archive.find("chess", near.hashes[0])) ids.push_back(s.id);
  EXPECT_EQ(ids, (std::vector<std::int64_t>{1, 70001}));
  ASSERT_EQ(archive.find("chess", far.hashes.back()).size(), 1u);
  EXPECT_EQ(archive.find("chess", far.hashes.back())[0].id, 70001);
}

// Games added one a transaction (as a tournament adds them) and in one batch: find agrees with a
// search of every stored hash, and the small blobs merge instead of growing a row per game.
TEST(ArchiveStorage, FindMatchesBruteForce) {
  const auto rules = engine::rule_sets::make("chess");
  for (const bool one_by_one : {true, false}) {
    const std::string db = temp_db(one_by_one ? "find-single" : "find-batch");
    std::vector<StoredGame> games;
    for (int i = 0; i < 120; ++i) games.push_back(random_stored_game(*rules, 100 + i, 60));
    {
      Archive archive(db);
      if (!one_by_one) archive.begin();
      for (const StoredGame& g : games) {
        if (one_by_one) archive.begin();
        ASSERT_TRUE(archive.add(g));
        if (one_by_one) archive.commit();
      }
      if (!one_by_one) archive.commit();
    }
    Archive archive(db);
    // game id (1-based, in order) -> first ply, for a few positions
    for (int probe = 0; probe < 12; ++probe) {
      const StoredGame& g = games[static_cast<size_t>(probe * 9)];
      const std::uint64_t hash = g.hashes[static_cast<size_t>(probe * 5 % 40)];
      std::map<std::int64_t, int> expected;
      for (size_t id = 0; id < games.size(); ++id)
        for (size_t ply = 0; ply < games[id].hashes.size(); ++ply)
          if (games[id].hashes[ply] == hash) {
            expected.emplace(static_cast<std::int64_t>(id) + 1, static_cast<int>(ply));
            break;
          }
      std::map<std::int64_t, int> found;
      for (const GameSummary& s : archive.find("chess", hash)) found.emplace(s.id, s.at_ply);
      EXPECT_EQ(found, expected) << "probe " << probe;
      EXPECT_TRUE(archive.find("chaturaji", hash).empty());
    }
    // The start position: every game at ply 0, the first two with a limit.
    auto first = archive.find("chess", games[0].hashes[0], 2);
    ASSERT_EQ(first.size(), 2u);
    EXPECT_EQ(first[0].id, 1);
    EXPECT_EQ(first[1].id, 2);
    EXPECT_EQ(first[1].at_ply, 0);
    const std::int64_t rows = count_rows(db, "SELECT count(*) FROM positions");
    EXPECT_LE(rows, 2 * (1 << kPositionBucketBits)) << "blobs were not merged";
    EXPECT_EQ(count_rows(db, "SELECT count(*) FROM game_records"), 120);
  }
}

TEST(ArchiveStorage, RollbackLeavesNoPositions) {
  const auto rules = engine::rule_sets::make("chess");
  const std::string db = temp_db("rollback");
  const StoredGame g = random_stored_game(*rules, 7, 30);
  {
    Archive archive(db);
    archive.begin();
    archive.add(g);
    archive.rollback();
    archive.begin();
    archive.commit();
  }
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM positions"), 0);
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM game_records"), 0);
}

// `find` without --variant looks only in the rule sets of the stored games.
TEST(ArchiveStorage, VariantsAreThoseOfTheStoredGames) {
  const std::string db = temp_db("variants");
  Archive archive(db);
  EXPECT_TRUE(archive.variants().empty());
  archive.begin();
  archive.add(random_stored_game(*engine::rule_sets::make("chess"), 3, 20));
  archive.commit();
  // A rolled-back game leaves its rule set out.
  archive.begin();
  archive.add(random_stored_game(*engine::rule_sets::make("kaiserspiel-a"), 4, 20));
  archive.rollback();
  archive.begin();
  archive.add(random_stored_game(*engine::rule_sets::make("chaturaji"), 5, 20));
  archive.add(random_stored_game(*engine::rule_sets::make("chaturaji"), 6, 20));
  archive.commit();
  EXPECT_EQ(archive.variants(), (std::vector<std::string>{"chaturaji", "chess"}));
}

// A stored game's record is one game_records row, about a byte per ply, and reads back as the PGN
// written from the game: chess and chaturaji games.
TEST(ArchiveStorage, RecordsWriteThePgnBack) {
  const std::string db = temp_db("records");
  std::vector<StoredGame> games;
  for (const char* variant : {"chess", "chaturaji"}) {
    const auto rules = engine::rule_sets::make(variant);
    for (std::uint64_t seed : {3, 4}) games.push_back(random_stored_game(*rules, seed, 70));
  }
  store_games(db, games);
  Archive archive(db);
  const auto texts = archive.pgn(GameFilter{});
  ASSERT_EQ(texts.size(), games.size());
  for (size_t i = 0; i < games.size(); ++i) {
    EXPECT_EQ(texts[i].second, games[i].pgn) << i;
    EXPECT_EQ(count_rows(db, ("SELECT length(record) FROM game_records WHERE game_id = " +
                              std::to_string(i + 1))
                                 .c_str()),
              static_cast<std::int64_t>(games[i].record.size()));
    EXPECT_LE(games[i].record.size(), games[i].moves.size() + 4) << i;
  }
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM game_records WHERE pgn IS NOT NULL"), 0);
  // The views list them for any SQLite reader.
  Db h(db);
  EXPECT_EQ(
      h.column("SELECT id || ' ' || variant || ' ' || plies || ' ' || event || ' ' || players "
               "FROM game_list ORDER BY id LIMIT 1"),
      std::vector<std::string>{"1 chess " + std::to_string(games[0].moves.size()) +
                               " test white 3 - black"});
  EXPECT_EQ(h.column("SELECT game_id || ' ' || army FROM player_games WHERE player = 'black' "
                     "ORDER BY game_id"),
            (std::vector<std::string>{"1 1", "2 1", "3 1", "4 1"}));
  // The tags the games lack are stored as empty texts, not NULL.
  EXPECT_EQ(
      count_rows(db, "SELECT count(*) FROM games WHERE site = '' AND date = '' AND round = ''"), 4);
}

// A four-army game's players are one row each of game_players, by army, an army without a
// player (unknown, "?") having none; the next game's rows follow.
TEST(ArchiveStorage, FourArmyPlayersHaveARowEachByArmy) {
  const std::string db = temp_db("four_players");
  const auto rules = engine::rule_sets::make("chaturaji");
  std::vector<StoredGame> games = {random_stored_game(*rules, 5, 40),
                                   random_stored_game(*rules, 6, 40)};
  games[0].players = {"red", "?", "yellow", "black"};
  games[1].players = {"", "green", "yellow", ""};
  store_games(db, games);
  Db h(db);
  EXPECT_EQ(
      h.column("SELECT game_id || ' ' || army || ' ' || player FROM player_games "
               "ORDER BY game_id, army"),
      (std::vector<std::string>{"1 0 red", "1 2 yellow", "1 3 black", "2 1 green", "2 2 yellow"}));
}

// The tags view shows each tag of a game as the table did: in the record's order, seq from 0,
// the values texts whatever they look like, escapes undone; a game without tags has no row.
TEST(ArchiveStorage, TagsViewShowsEachTagAsRecorded) {
  const std::string db = temp_db("tags-view");
  StoredGame tagged = awkward_game();
  tagged.tags = {
      {"Event", "a \"quoted\" name"},       {"Site", "back\\slash"},  {"Round", "1"},
      {"Annotator", "tab\tnew\nline \x01"}, {"Black", "caf\xc3\xa9"}, {"Date", "2024.01.02"}};
  StoredGame bare = awkward_game();
  bare.start_fen = "bare";
  bare.tags.clear();
  store_games(db, {bare, tagged});
  Db h(db);
  std::vector<std::string> expected;
  for (size_t i = 0; i < tagged.tags.size(); ++i)
    expected.push_back("2|" + std::to_string(i) + "|" + tagged.tags[i].name + "|" +
                       tagged.tags[i].value + "|text");
  std::vector<std::string> rows;
  sqlite3_stmt* s = h.prepare(
      "SELECT game_id || '|' || seq || '|' || name || '|' || value || '|' || typeof(value) FROM "
      "tags ORDER BY game_id, seq");
  while (sqlite3_step(s) == SQLITE_ROW)
    rows.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)),
                      static_cast<size_t>(sqlite3_column_bytes(s, 0)));
  sqlite3_finalize(s);
  EXPECT_EQ(rows, expected);
  // Event, Site, Round and Date repeat their columns: their names' ids alone, and the first three,
  // beginning the tags, a roster of their own (schema version 14).
  EXPECT_EQ(h.column("SELECT o.tags || ' ' || r.tags FROM game_records r JOIN tag_rosters o "
                     "ON o.id = r.tag_roster"),
            std::vector<std::string>{
                "[1,2,3] [[4,\"tab\\u0009new\\u000aline \\u0001\"],[5,\"caf\xc3\xa9\"],6]"});
  EXPECT_EQ(count_rows(db,
                       "SELECT count(*) FROM game_records WHERE tag_roster IS NULL AND tags "
                       "IS NULL"),
            1);
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM tags WHERE game_id = 1"), 0);
}

// A tag is stored by its name alone only where its column holds its value: a second tag of the
// same name, a date the column holds in PGN's form, an unknown event and a result other than the
// game's keep their values. Each game's PGN reads back byte for byte, and the view agrees.
TEST(ArchiveStorage, TagsRepeatingAColumnAreStoredByName) {
  const std::string db = temp_db("tags-columns");
  const auto rules = engine::rule_sets::make("chess");
  std::vector<StoredGame> games = {
      random_stored_game(*rules, 11, 20,
                         {{"Event", "Club"},
                          {"Site", "Pune"},
                          {"Site", "Mumbai"},
                          {"Date", "2024.03.04"},
                          {"Round", "2"},
                          {"Result", "*"},
                          {"Variant", "chess"},
                          {"Opening", "?"}}),
      random_stored_game(*rules, 12, 20,
                         {{"Event", "?"},
                          {"Date", "Mon Feb 25 2019 14:48:25 GMT+0000 (UTC)"},
                          {"Result", "1-0"},
                          {"Variant", "Standard"}})};
  store_games(db, games);
  Db h(db);
  EXPECT_EQ(h.column("SELECT coalesce(o.tags, 'NULL') || ' ' || r.tags FROM game_records r LEFT "
                     "JOIN tag_rosters o ON o.id = r.tag_roster ORDER BY game_id"),
            (std::vector<std::string>{
                "[1,2] [[2,\"Mumbai\"],3,4,5,6,[7,\"?\"]]",
                "NULL [[1,\"?\"],[3,\"Mon Feb 25 2019 14:48:25 GMT+0000 (UTC)\"],[5,\"1-0\"],"
                "[6,\"Standard\"]]"}));
  Archive archive(db);
  const auto texts = archive.pgn(GameFilter{});
  ASSERT_EQ(texts.size(), 2u);
  for (size_t i = 0; i < games.size(); ++i) {
    EXPECT_EQ(texts[i].second, games[i].pgn) << i;
    std::vector<std::string> expected;
    for (const Tag& t : games[i].tags) expected.push_back(t.name + "=" + t.value);
    EXPECT_EQ(h.column("SELECT name || '=' || value FROM tags WHERE game_id = " +
                       std::to_string(i + 1) + " ORDER BY seq"),
              expected);
  }
}

// Games whose tags all repeat what the archive holds (its columns, its players) share one roster
// and store no tags of their own (schema version 14); a roster written by a batch that was rolled
// back is written again by the next. Each PGN reads back byte for byte.
TEST(ArchiveStorage, GamesShareTheRosterOfTheirTags) {
  const std::string db = temp_db("rosters");
  const auto rules = engine::rule_sets::make("chess");
  std::vector<StoredGame> games;
  for (std::uint64_t seed : {21, 22, 23})
    games.push_back(random_stored_game(*rules, seed, 20,
                                       {{"Event", "Club"},
                                        {"Site", "Pune"},
                                        {"White", "white " + std::to_string(seed)},
                                        {"Black", "black"},
                                        {"Result", "*"},
                                        {"Variant", "chess"}}));
  {
    Archive archive(db);
    archive.begin();
    EXPECT_TRUE(archive.add(games[0]));
    archive.rollback();
    archive.begin();
    for (const StoredGame& g : games) EXPECT_TRUE(archive.add(g));
    archive.commit();
  }
  Db h(db);
  EXPECT_EQ(h.column("SELECT tags FROM tag_rosters"),
            std::vector<std::string>{"[1,2,[3,0],[4,1],5,6]"});
  EXPECT_EQ(count_rows(db,
                       "SELECT count(*) FROM game_records WHERE tags IS NULL AND "
                       "tag_roster = (SELECT id FROM tag_rosters)"),
            3);
  Archive archive(db);
  const auto texts = archive.pgn(GameFilter{});
  ASSERT_EQ(texts.size(), games.size());
  for (size_t i = 0; i < games.size(); ++i) {
    EXPECT_EQ(texts[i].second, games[i].pgn) << i;
    std::vector<std::string> expected;
    for (const Tag& t : games[i].tags) expected.push_back(t.name + "=" + t.value);
    EXPECT_EQ(h.column("SELECT name || '=' || value FROM tags WHERE game_id = " +
                       std::to_string(i + 1) + " ORDER BY seq"),
              expected);
  }
}

// Schema version 13 stores each fact of a game once: the rule set, result and termination as ids
// of one table each, no start position for a game from its rule set's own start (a game from
// another keeps its text), and a tag naming a player as [id, army], the name being game_players'.
// The PGN reads back byte for byte and the views show the texts they showed before.
TEST(ArchiveStorage, GamesRowsHoldIdsAndNoStandardStart) {
  const std::string db = temp_db("ids");
  const auto rules = engine::rule_sets::make("chess");
  StoredGame named = random_stored_game(*rules, 5, 20,
                                        {{"Event", "Club"},
                                         {"White", "white 5"},
                                         {"Black", "black"},
                                         {"Annotator", "black"},
                                         {"Result", "*"},
                                         {"Opening", "?"}});
  StoredGame other = awkward_game();
  other.players = {"?", "white 5"};
  other.tags = {{"White", "?"}, {"Black", "white 5"}};
  store_games(db, {named, other});
  Db h(db);
  EXPECT_EQ(h.column("SELECT coalesce(start_fen, 'NULL') FROM games ORDER BY id"),
            (std::vector<std::string>{"NULL", "awkward"}));
  EXPECT_EQ(h.column("SELECT v.name || ' ' || r.name || ' ' || t.name FROM games g "
                     "JOIN variants v ON v.id = g.variant_id JOIN results r ON r.id = g.result_id "
                     "JOIN terminations t ON t.id = g.termination_id ORDER BY g.id"),
            (std::vector<std::string>{"chess * unterminated", "chess * unterminated"}));
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM variants"), 1);
  EXPECT_EQ(count_rows(db,
                       "SELECT count(*) FROM pragma_table_info('games') WHERE name IN "
                       "('players', 'variant', 'result', 'termination')"),
            0);
  EXPECT_EQ(
      h.column("SELECT coalesce(o.tags, 'NULL') || ' ' || r.tags FROM game_records r LEFT "
               "JOIN tag_rosters o ON o.id = r.tag_roster ORDER BY game_id"),
      (std::vector<std::string>{"[1,[2,0],[3,1],[4,1],5] [[6,\"?\"]]", "NULL [[2,\"?\"],[3,1]]"}));
  // Schema version 14: the players' ids by army in the games row, null for an army without one.
  EXPECT_EQ(h.column("SELECT player_ids FROM games ORDER BY id"),
            (std::vector<std::string>{"[1,2]", "[null,1]"}));
  EXPECT_EQ(h.column("SELECT value FROM tags WHERE game_id = 1 ORDER BY seq"),
            (std::vector<std::string>{"Club", "white 5", "black", "black", "*", "?"}));
  EXPECT_EQ(h.column("SELECT value FROM tags WHERE game_id = 2 ORDER BY seq"),
            (std::vector<std::string>{"?", "white 5"}));
  EXPECT_EQ(h.column("SELECT variant || '|' || result || '|' || termination || '|' || players "
                     "FROM game_list ORDER BY id"),
            (std::vector<std::string>{"chess|*|unterminated|white 5 - black",
                                      "chess|*|unterminated|white 5"}));
  Archive archive(db);
  GameFilter first;
  first.id = 1;  // the other game's moves are made up: it has no record to read
  const auto texts = archive.pgn(first);
  ASSERT_EQ(texts.size(), 1u);
  EXPECT_EQ(texts[0].second, named.pgn);
  const auto found = archive.find("chess", named.hashes[7]);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].at_ply, 7);
  GameFilter filter;
  filter.variant = "chess";
  filter.result = "*";
  EXPECT_EQ(archive.games(filter).size(), 2u);
  filter.result = "1-0";
  EXPECT_TRUE(archive.games(filter).empty());
  // The same game again under other names is stored once, and adds no player.
  StoredGame again = named;
  again.players = {"someone else", "black"};
  archive.begin();
  EXPECT_FALSE(archive.add(again));
  archive.commit();
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM players"), 2);
}

// A game stored already, handed again by the connection that stored it: all its names have their
// ids at hand, and the conflict of its row tells it stored, with nothing written; under a name
// the connection has not met it is looked up first, and that name is not written either.
TEST(ArchiveStorage, AGameStoredAlreadyWritesNothingWhetherItsNamesAreKnownOrNot) {
  const auto rules = engine::rule_sets::make("chess");
  const std::string db = temp_db("stored-again");
  StoredGame game = random_stored_game(*rules, 41, 30);
  game.tags.push_back({"Event", "Club night", {}});
  Archive archive(db);
  archive.begin();
  ASSERT_TRUE(archive.add(game));
  archive.commit();
  const auto rows = [&] {
    std::vector<std::int64_t> n;
    for (const char* table :
         {"games", "game_records", "game_players", "players", "events", "positions"})
      n.push_back(count_rows(db, (std::string("SELECT count(*) FROM ") + table).c_str()));
    return n;
  };
  const std::vector<std::int64_t> before = rows();
  EXPECT_EQ(before[0], 1);
  for (const std::vector<std::string>& names :
       {game.players, std::vector<std::string>{game.players[1], game.players[0]},
        std::vector<std::string>{game.players[0], "a stranger"}}) {
    StoredGame again = game;
    again.players = names;
    archive.begin();
    EXPECT_FALSE(archive.add(again)) << names[1];
    archive.commit();
    EXPECT_EQ(rows(), before) << names[1];
  }
}

// Games stored without index entries are listed until build_index writes them: find refuses the
// archive meanwhile, and afterwards finds what an archive indexed from the start finds.
TEST(ArchiveStorage, ImportWithoutIndexThenBuildIt) {
  const auto rules = engine::rule_sets::make("chess");
  std::vector<StoredGame> games;
  for (int i = 0; i < 30; ++i) games.push_back(random_stored_game(*rules, 300 + i, 40));
  const std::string indexed = temp_db("indexed"), unindexed = temp_db("unindexed");
  store_games(indexed, games);
  {
    Archive archive(unindexed);
    archive.set_indexing(false);
    for (size_t half : {0, 1}) {
      archive.begin();
      for (size_t i = half * 15; i < half * 15 + 15; ++i) EXPECT_TRUE(archive.add(games[i]));
      archive.commit();
    }
  }
  EXPECT_EQ(count_rows(unindexed, "SELECT count(*) FROM positions"), 0);
  EXPECT_EQ(count_rows(unindexed, "SELECT count(*) FROM unindexed_games"), 2);
  Archive archive(unindexed);
  EXPECT_EQ(archive.unindexed_count(), 30);
  EXPECT_THROW(archive.find("chess", games[0].hashes[3]), ArchiveError);
  EXPECT_EQ(archive.build_index(4), 30);
  EXPECT_EQ(archive.unindexed_count(), 0);
  EXPECT_EQ(archive.build_index(4), 0);
  Archive reference(indexed);
  for (int probe = 0; probe < 6; ++probe) {
    const std::uint64_t hash =
        games[static_cast<size_t>(probe * 5)].hashes[static_cast<size_t>(probe * 3)];
    std::vector<std::pair<std::int64_t, int>> expected, found;
    for (const GameSummary& s : reference.find("chess", hash))
      expected.emplace_back(s.id, s.at_ply);
    for (const GameSummary& s : archive.find("chess", hash)) found.emplace_back(s.id, s.at_ply);
    EXPECT_FALSE(expected.empty());
    EXPECT_EQ(found, expected) << "probe " << probe;
  }
}

// A game whose hashes do not match its moves is refused before anything of it is written.
TEST(ArchiveStorage, RefusesAGameWithoutAHashPerPly) {
  const std::string db = temp_db("hash-count");
  StoredGame g = awkward_game();
  g.hashes.pop_back();
  Archive archive(db);
  archive.begin();
  EXPECT_THROW(archive.add(g), ArchiveError);
  archive.commit();
  EXPECT_EQ(archive.game_count(), 0);
}

// New archives get 4 KB pages: the last overflow page of each position index blob is half empty
// on average, half as much waste as with 8 KB pages.
TEST(ArchiveStorage, NewArchiveHasFourKilobytePages) {
  const std::string db = temp_db("page-size");
  { Archive archive(db); }
  EXPECT_EQ(count_rows(db, "PRAGMA page_size"), 4096);
}

// A bulk load drops the listing indexes; an archive whose bulk load was stopped before it made
// them again gets them back when it is next opened for writing, not when it is opened to read.
TEST(ArchiveStorage, ListingIndexesDroppedByAStoppedBulkLoadComeBackOnOpening) {
  const std::string db = temp_db("listing-indexes");
  const char* count_sql =
      "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name IN ('games_date', "
      "'games_variant')";
  {
    Archive archive(db);
    EXPECT_EQ(count_rows(db, count_sql), 2);
    archive.drop_listing_indexes();
  }
  EXPECT_EQ(count_rows(db, count_sql), 0);
  { Archive reading(db, Access::kReadOnly); }
  EXPECT_EQ(count_rows(db, count_sql), 0);
  { Archive writing(db); }
  EXPECT_EQ(count_rows(db, count_sql), 2);
}

// Without the listing indexes (a bulk load under way, or stopped), listing by date and by rule set
// scans the games and lists what the indexes list.
TEST(ArchiveStorage, ListingsWithoutTheListingIndexesAreTheSame) {
  const std::string db = temp_db("listing-scan");
  {
    Archive archive(db);
    archive.begin();
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const char* variant = seed % 3 ? "chess" : "chaturaji";
      const std::string date =
          "2024.0" + std::to_string(1 + seed * 7 % 9) + ".1" + std::to_string(seed % 10);
      archive.add(random_stored_game(*engine::rule_sets::make(variant), seed, 12,
                                     {{"Event", "test"}, {"Date", date}, {"Variant", variant}}));
    }
    archive.commit();
  }
  const std::vector<GameFilter> filters = {
      {.variant = "chaturaji"},
      {.since = "2024.05.01"},
      {.variant = "chess", .since = "2024.03.01", .limit = 3},
      {.order = GameOrder::kDate},
      {.order = GameOrder::kVariant, .descending = true},
  };
  const auto listed = [&](Archive& archive) {
    std::vector<std::vector<std::int64_t>> out;
    for (const GameFilter& f : filters) {
      out.emplace_back();
      for (const GameSummary& g : archive.games(f)) out.back().push_back(g.id);
    }
    return out;
  };
  std::vector<std::vector<std::int64_t>> with;
  {
    Archive reading(db, Access::kReadOnly);
    with = listed(reading);
  }
  EXPECT_EQ(with[0].size(), 4u);
  { Archive(db).drop_listing_indexes(); }
  Archive reading(db, Access::kReadOnly);
  EXPECT_EQ(listed(reading), with);
}

// An archive written by the first schema (an index on moves(hash), no positions table) is
// migrated on open through every later version: the position index is filled from the moves
// table before version 3 replaces it, so its games are found (a game kept as text is replayed
// from it), and a PGN text that the compact record would not give back is kept as it was.
TEST(ArchiveStorage, MigratesVersionOneArchive) {
  const std::string db = temp_db("v1");
  const auto rules = engine::rule_sets::make("chess");
  const StoredGame g = random_stored_game(*rules, 11, 20);
  const StoredGame awkward = awkward_game();
  {
    Db h(db);
    h.exec(schema_up_to(1) + "; PRAGMA user_version = 1; BEGIN;");
    store_old_schema(h, 1, g);
    store_old_schema(h, 2, awkward);
    h.exec("COMMIT");
  }
  Archive archive(db);
  EXPECT_EQ(archive.schema_version(), 15);
  const auto found = archive.find("chess", g.hashes[13]);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].id, 1);
  EXPECT_EQ(found[0].at_ply, 13);
  // The made-up game is in the index, but its text does not replay to the position.
  EXPECT_TRUE(archive.find("chess", awkward.hashes[4]).empty());
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM sqlite_master WHERE name = 'moves_hash'"), 0);
  const auto texts = archive.pgn(GameFilter{});
  ASSERT_EQ(texts.size(), 2u);
  EXPECT_EQ(texts[0].second, g.pgn);
  EXPECT_EQ(texts[1].second, "text of game 2");
  // Here the tags table says other tags than the text of game 1 (store_old_schema), so the record
  // would not give the text back: both texts are kept.
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM game_records WHERE pgn IS NULL"), 0);
}

// A game of a first-schema archive whose id a position index entry cannot hold stops the migration
// with a clear error before any entry is written, and the archive stays at version 1.
TEST(ArchiveStorage, AVersionOneGameIdPastTheIndexStopsTheMigration) {
  const std::string db = temp_db("v1-far-id");
  const auto rules = engine::rule_sets::make("chess");
  const auto far = static_cast<std::int64_t>(PositionEntry::kGameIdMask) + 1;
  {
    Db h(db);
    h.exec(schema_up_to(1) + "; PRAGMA user_version = 1; BEGIN;");
    store_old_schema(h, 1, random_stored_game(*rules, 12, 20));
    store_old_schema(h, far, random_stored_game(*rules, 13, 20));
    h.exec("COMMIT");
  }
  try {
    Archive archive(db);
    FAIL() << "the migration went through";
  } catch (const ArchiveError& e) {
    EXPECT_EQ(std::string(e.what()), "cannot open archive " + db + ": archive: game id " +
                                         std::to_string(far) +
                                         " is beyond what the position index holds");
  }
  EXPECT_EQ(count_rows(db, "PRAGMA user_version"), 1);
}

// An archive of version 2 (moves a table, the position index filled) is migrated to the newest
// version: find still works, the PGN texts are kept, and games added since read back as written.
TEST(ArchiveStorage, MigratesVersionTwoArchive) {
  const std::string db = temp_db("v2");
  std::vector<StoredGame> games;
  for (const char* variant : {"chess", "chaturaji"}) {
    const auto rules = engine::rule_sets::make(variant);
    games.push_back(random_stored_game(*rules, 21, 40));
  }
  games.push_back(awkward_game());
  ASSERT_GT(games[1].hashes.size(), 13u);
  {
    Db h(db);
    h.exec(schema_up_to(2) + "; PRAGMA user_version = 2; BEGIN;");
    std::vector<PositionEntry> entries;
    for (size_t i = 0; i < games.size(); ++i) {
      const auto id = static_cast<std::int64_t>(i) + 1;
      store_old_schema(h, id, games[i]);
      for (size_t ply = 0; ply < games[i].hashes.size(); ++ply)
        entries.push_back({games[i].hashes[ply], id});
    }
    // The index as one staged blob, a form version 2 writes and reads.
    normalize(entries);
    const std::string blob = wide_positions(entries);
    sqlite3_stmt* s =
        h.prepare("INSERT INTO positions (bucket, first_game, entries) VALUES (?, ?, ?)");
    sqlite3_bind_int64(s, 1, kPositionStaged);
    sqlite3_bind_int64(s, 2, 1);
    sqlite3_bind_blob(s, 3, blob.data(), static_cast<int>(blob.size()), SQLITE_TRANSIENT);
    EXPECT_EQ(sqlite3_step(s), SQLITE_DONE);
    sqlite3_finalize(s);
    h.exec("COMMIT");
  }
  StoredGame later;
  {
    Archive archive(db);
    EXPECT_EQ(archive.schema_version(), 15);
    const auto found = archive.find("chaturaji", games[1].hashes[13]);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].id, 2);
    EXPECT_EQ(found[0].at_ply, 13);
    const auto rules = engine::rule_sets::make("chess");
    later = random_stored_game(*rules, 22, 30);
    archive.begin();
    ASSERT_TRUE(archive.add(later));
    archive.commit();
  }
  {
    // Version 4 moved the PGN texts out of `games`, the old games' with them.
    Archive archive(db);
    const auto texts = archive.pgn(GameFilter{});
    ASSERT_EQ(texts.size(), 4u);
    for (size_t i = 0; i < texts.size(); ++i)
      EXPECT_EQ(texts[i].first, static_cast<std::int64_t>(i) + 1);
    EXPECT_EQ(texts[0].second, games[0].pgn);
    EXPECT_EQ(texts[1].second, games[1].pgn);
    EXPECT_EQ(texts[2].second, "text of game 3");
    EXPECT_EQ(texts[3].second, later.pgn);
    // ... and listed each game's players, in army order.
    const auto listed = archive.games(GameFilter{});
    ASSERT_EQ(listed.size(), 4u);
    EXPECT_EQ(listed[0].players, "old white 1 - old black");
    EXPECT_EQ(listed[2].players, "old white 3 - old black");
    EXPECT_EQ(listed[3].players, "white 22 - black");
  }
  Db h(db);
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM pragma_table_info('games') WHERE name = 'pgn'"),
            0);
  // Version 4 made the tags one JSON row per game; the view shows the old rows, in seq order.
  EXPECT_EQ(h.column("SELECT type FROM sqlite_master WHERE name = 'tags'"),
            std::vector<std::string>{"view"});
  const std::string note = "a \"quote\", a back\\slash, a tab\tand caf\xc3\xa9";
  EXPECT_EQ(
      h.column("SELECT game_id || ':' || seq || ':' || name || ':' || value FROM tags "
               "WHERE game_id <= 3 ORDER BY game_id, seq"),
      (std::vector<std::string>{"1:0:Event:event 1", "1:1:Note:" + note, "2:0:Event:event 2",
                                "2:1:Note:" + note, "3:0:Event:event 3", "3:1:Note:" + note}));
  EXPECT_EQ(count_rows(db,
                       "SELECT count(*) FROM sqlite_master WHERE name IN ('moves', "
                       "'game_moves', 'game_pgn')"),
            0);
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM sqlite_master WHERE name = 'games_event'"), 0);
}

// An archive of version 4 is migrated to version 5, which stores a game's end as numbers: the
// team scores its results and terminations gave (a half-win only where the board ended the game
// so), no places or points; a game added since keeps its own, a free-for-all's places and points
// as JSON arrays of numbers.
TEST(ArchiveStorage, MigratesVersionFourArchiveToTheEndAsNumbers) {
  const std::string db = temp_db("v4");
  const std::vector<std::pair<std::string, std::string>> ends = {{"1-0", "checkmate"},
                                                                 {"0-1", "stalemate-half-win"},
                                                                 {"1-0", "stalemate-half-win"},
                                                                 {"1/2-1/2", "agreement"},
                                                                 {"*", "unterminated"}};
  {
    Db h(db);
    h.exec(schema_up_to(4) + "; PRAGMA user_version = 4;");
    for (size_t i = 0; i < ends.size(); ++i)
      h.exec(
          "INSERT INTO games (content_hash, variant, start_fen, result, termination, ply_count) "
          "VALUES (" +
          std::to_string(i) + ", 'kaiserspiel-a', 'fen', '" + ends[i].first + "', '" +
          ends[i].second + "', 0)");
  }
  Archive archive(db);
  EXPECT_EQ(archive.schema_version(), 15);
  GameEnd white_half_win = won_by(0, "stalemate-half-win"),
          black_half_win = won_by(1, "stalemate-half-win");
  white_half_win.team_score = std::array<double, 2>{0.75, 0.25};
  black_half_win.team_score = std::array<double, 2>{0.25, 0.75};
  const std::vector<GameEnd> expected = {won_by(0, "checkmate"), black_half_win, white_half_win,
                                         drawn("agreement"), GameEnd{"unterminated"}};
  const auto results = archive.results({});
  ASSERT_EQ(results.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(results[i].end, expected[i]) << i;
  const auto listed = archive.games({});
  ASSERT_EQ(listed.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(listed[i].end, expected[i]) << i;

  StoredGame ffa = awkward_game();
  ffa.rule_options = "mode=ffa";
  ffa.end = GameEnd{"kings-captured", std::nullopt, {4, 3, 1, 2}, {0, -5, 20, 7}};
  archive.begin();
  ASSERT_TRUE(archive.add(ffa));
  archive.commit();
  GameFilter added;
  added.id = 6;
  EXPECT_EQ(archive.results(added).at(0).end, ffa.end);
  EXPECT_EQ(archive.games(added).at(0).end, ffa.end);
  Db h(db);
  EXPECT_EQ(
      h.column("SELECT placements || ' ' || army_points || ' ' || typeof(team0_score) || ' ' "
               "|| rule_options || ' ' || r.name FROM games g JOIN results r ON r.id = g.result_id "
               "WHERE g.id = 6"),
      std::vector<std::string>{"[4,3,1,2] [0,-5,20,7] null mode=ffa *"});
  EXPECT_EQ(h.column("SELECT typeof(team0_score) || ' ' || typeof(placements) FROM games WHERE id "
                     "= 1"),
            std::vector<std::string>{"real null"});
}

// A game's rule options are part of its identity: the same moves under other options are another
// game. Without options the hash is what it was before options were read, so that archived
// games keep theirs.
TEST(ArchiveStorage, RuleOptionsAreInTheIdentity) {
  const std::vector<std::string> moves = {"e7-e6", "h4-g5"};
  std::uint64_t before = 0xcbf29ce484222325ULL;
  for (std::string_view part : {"chaturanga-modern", "fen", "e7-e6", "h4-g5"}) {
    for (char c : part) {
      before ^= static_cast<unsigned char>(c);
      before *= 0x100000001b3ULL;
    }
    before ^= 0xFF;
    before *= 0x100000001b3ULL;
  }
  EXPECT_EQ(content_hash("chaturanga-modern", "", "fen", moves), before);
  EXPECT_NE(content_hash("chaturanga-modern", "mode=ffa", "fen", moves), before);
  const std::string db = temp_db("options-identity");
  StoredGame teams = awkward_game();
  StoredGame ffa = teams;
  ffa.rule_options = "mode=ffa";
  store_games(db, {teams, ffa});
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM games"), 2);
}

// A row whose placements are not an array of numbers (found by fuzzing: a lone '-' made the
// reader loop for ever) is refused with an error naming the column's text.
// A games row whose player_ids are not an array of known players' ids (written by something else
// than chatur) is an error naming what is wrong when games are listed, shown or rated, never a
// crash or a listing with a name missing.
TEST(ArchiveStorage, CorruptedPlayerIdsAreAnError) {
  const auto rules = engine::rule_sets::make("chess");
  const std::string db = temp_db("corrupted-players");
  {
    Archive archive(db);
    archive.begin();
    archive.add(random_stored_game(*rules, 3, 10,
                                   {{"Event", "x"}, {"White", "white 3"}, {"Black", "black"}}));
    archive.commit();
  }
  // Reading the PGN needs only the players its tags name (armies 0 and 1), which the second
  // array still has.
  const std::vector<std::pair<const char*, bool>> cases = {
      {"[1,nul]", true}, {"[1,2,3,4,5]", false}, {"[99999999999999999999]", true}, {"[7]", true}};
  for (const auto& [bad, pgn_fails] : cases) {
    SCOPED_TRACE(bad);
    {
      Db h(db);
      sqlite3_stmt* s = h.prepare("UPDATE games SET player_ids = ?");
      sqlite3_bind_text(s, 1, bad, -1, SQLITE_STATIC);
      EXPECT_EQ(sqlite3_step(s), SQLITE_DONE);
      sqlite3_finalize(s);
    }
    Archive archive(db);
    EXPECT_THROW(archive.games({}), ArchiveError);
    if (pgn_fails) {
      EXPECT_THROW(archive.pgn({}), DatabaseError);
    }
  }
}

TEST(ArchiveStorage, ACorruptedPlacementsColumnIsAnError) {
  const auto rules = engine::rule_sets::make("chess");
  const std::string db = temp_db("corrupted");
  {
    Archive archive(db);
    archive.begin();
    archive.add(random_stored_game(*rules, 3, 10));
    archive.commit();
  }
  for (const char* bad : {"[-", "[1,2,3,4,5]", "[99999999999]"}) {
    SCOPED_TRACE(bad);
    {
      sqlite3* h = nullptr;
      sqlite3_open(db.c_str(), &h);
      sqlite3_stmt* s = nullptr;
      sqlite3_prepare_v2(h, "UPDATE games SET placements = ?", -1, &s, nullptr);
      sqlite3_bind_text(s, 1, bad, -1, SQLITE_STATIC);
      sqlite3_step(s);
      sqlite3_finalize(s);
      sqlite3_close(h);
    }
    Archive archive(db);
    try {
      archive.games({});
      FAIL();
    } catch (const ArchiveError& e) {
      EXPECT_NE(std::string(e.what()).find(bad), std::string::npos) << e.what();
    }
  }
}

// games() and results() keep their statements from call to call: a second call with other
// values for the same filter fields lists its own games, and a listing that stops at a bad row
// leaves no reading open, which would keep VACUUM (and any writer's checkpoint) waiting.
TEST(ArchiveStorage, KeptListingStatementsAreResetEvenByAnError) {
  const auto rules = engine::rule_sets::make("chess");
  const std::string db = temp_db("kept-listings");
  Archive archive(db);
  archive.begin();
  for (std::uint64_t seed : {1, 2, 3}) archive.add(random_stored_game(*rules, seed, 10));
  archive.commit();
  for (const char* player : {"white 2", "white 3", "white 1"}) {
    GameFilter by_player;
    by_player.player = player;
    const auto games = archive.games(by_player);
    ASSERT_EQ(games.size(), 1u) << player;
    EXPECT_EQ(games[0].players.substr(0, 7), player);
    const auto results = archive.results(by_player);
    ASSERT_EQ(results.size(), 1u) << player;
    EXPECT_EQ(results[0].players[0], player);
  }
  // The last game names a player no row has: the listing reads two rows, then fails.
  ASSERT_EQ(sqlite3_exec(archive.connection(),
                         "UPDATE games SET player_ids = '[99999,null]' WHERE id = 3", nullptr,
                         nullptr, nullptr),
            SQLITE_OK);
  EXPECT_THROW(archive.games({}), ArchiveError);
  EXPECT_NO_THROW(archive.compact());
  EXPECT_EQ(archive.games({.limit = 2}).size(), 2u);
}

}  // namespace
}  // namespace chatur::records
