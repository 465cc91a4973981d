// The archive's storage: the position index (blobs per hash bucket), find against a brute-force
// search of the stored hashes, and the migration of a version-1 archive.
#include "records/archive.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <map>
#include <string>

#include "engine/position.h"
#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
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

StoredGame random_stored_game(const engine::RuleSet& rules, std::uint64_t seed, int max_plies) {
  players::PlayedGame played = players::play_random_game(rules, seed, max_plies);
  StoredGame g;
  g.variant = rules.id();
  g.start_fen = played.start_fen;
  g.result = "*";
  g.termination = "unterminated";
  g.players = {"white " + std::to_string(seed), "black"};
  g.tags = {{"Event", "test"}, {"Result", "*"}};
  g.moves = played.move_texts;
  engine::Position pos(rules);
  g.hashes.push_back(pos.hash());
  for (engine::Move m : played.moves) {
    pos.make(m);
    g.hashes.push_back(pos.hash());
  }
  g.pgn = "*";
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

TEST(PositionIndex, BlobsRoundTripAndSearch) {
  std::vector<PositionEntry> entries = {{5, 2, 7}, {1, 9, 3},         {5, 2, 4},
                                        {5, 1, 0}, {~0ULL, 3, 70000}, {1, 9, 1}};
  normalize(entries);
  // Sorted by hash then game; a game keeps its first ply of a position only.
  const std::vector<PositionEntry> expected = {{1, 9, 1}, {5, 1, 0}, {5, 2, 4}, {~0ULL, 3, 70000}};
  EXPECT_EQ(entries, expected);
  const std::string blob = encode_positions(entries);
  EXPECT_EQ(blob.size(), 4u * 20u);
  EXPECT_EQ(decode_positions(blob), expected);
  std::vector<PositionEntry> found;
  find_in_blob(blob, 5, found);
  EXPECT_EQ(found, (std::vector<PositionEntry>{{5, 1, 0}, {5, 2, 4}}));
  found.clear();
  find_in_blob(blob, 4, found);
  EXPECT_TRUE(found.empty());
  find_in_blob(blob, ~0ULL, found);
  EXPECT_EQ(found, (std::vector<PositionEntry>{{~0ULL, 3, 70000}}));
  EXPECT_THROW(decode_positions(blob.substr(1)), std::runtime_error);
  EXPECT_EQ(position_bucket(~0ULL), (1 << kPositionBucketBits) - 1);
  EXPECT_EQ(position_bucket(1), 0);
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
    EXPECT_EQ(count_rows(db, "SELECT count(*) FROM moves"), [&] {
      std::int64_t n = 0;
      for (const auto& g : games) n += static_cast<std::int64_t>(g.hashes.size());
      return n;
    }());
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
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM moves"), 0);
}

// An archive written by the first schema (an index on moves(hash), no positions table) is
// migrated on open and its games are found.
TEST(ArchiveStorage, MigratesVersionOneArchive) {
  const std::string db = temp_db("v1");
  const std::string schema = testing::file_text(CHATUR_ARCHIVE_SQL);
  const std::string v1 = schema.substr(0, schema.find("\n-- migration 2"));
  ASSERT_NE(v1.size(), schema.size());
  const auto rules = engine::rule_sets::make("chess");
  const StoredGame g = random_stored_game(*rules, 11, 20);
  {
    sqlite3* h = nullptr;
    ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(h, v1.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
    std::string sql =
        "PRAGMA user_version = 1; INSERT INTO games (id, content_hash, variant, start_fen, "
        "result, termination, ply_count, pgn) VALUES (1, 42, 'chess', 'x', '*', "
        "'unterminated', 20, '*');";
    for (size_t ply = 0; ply < g.hashes.size(); ++ply)
      sql += "INSERT INTO moves VALUES (1, " + std::to_string(ply) + ", NULL, " +
             std::to_string(static_cast<std::int64_t>(g.hashes[ply])) + ");";
    ASSERT_EQ(sqlite3_exec(h, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(h);
  }
  Archive archive(db);
  EXPECT_EQ(archive.schema_version(), 2);
  const auto found = archive.find("chess", g.hashes[13]);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].id, 1);
  EXPECT_EQ(found[0].at_ply, 13);
  EXPECT_EQ(count_rows(db, "SELECT count(*) FROM sqlite_master WHERE name = 'moves_hash'"), 0);
}

}  // namespace
}  // namespace chatur::records
