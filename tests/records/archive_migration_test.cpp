// Archives written by chatur before the compact records (schema version 5), before records coded
// by piece (schema version 9), before the tags beside the records (schema version 11), before
// the games rows named by ids (schema version 12), before the tag rosters (schema version 13) and
// before the range-coded main lines (schema version 14), test data made by those binaries, are
// migrated
// when today's chatur opens them, and export, games, show and find print byte for byte what the old
// chatur printed; the same records imported anew export the same.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "records/archive.h"
#include "records/migration_sections.h"
#include "tests/records/test_support.h"

namespace chatur::records {
namespace {

// The commands and what they printed are archive-v5's: archive-v9, archive-v11, archive-v12,
// archive-v13 and archive-v14 hold the same games (tests/data/records/archive-v9/README.md and the
// others').
std::string fixture(const std::string& name) {
  return testing::data_path("archive-v5/" + name);
}

// A copy of the archive of this schema version (5, 9, 11, 12, 13 or 14).
std::string temp_copy(int version, const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("chatur-migration-v" + std::to_string(version) + "-" + name + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  const std::string v = "archive-v" + std::to_string(version);
  std::filesystem::copy_file(testing::data_path(v + "/" + v + ".db"), path);
  return path.string();
}

class ArchiveMigration : public ::testing::TestWithParam<int> {};

TEST_P(ArchiveMigration, CommandsPrintWhatTheyPrintedBefore) {
  std::ifstream commands(fixture("commands.txt"));
  std::string command;
  int n = 0;
  while (std::getline(commands, command)) {
    ++n;
    SCOPED_TRACE(command);
    const std::string db = temp_copy(GetParam(), std::to_string(n));
    const testing::RunResult r = testing::run_chatur(command + " --db " + db, true);
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, testing::file_text(fixture("expected-" + std::to_string(n) + ".txt")));
  }
  EXPECT_EQ(n, 16);
}

// Migrated once, the archive reads the same again (the second opening has nothing to migrate)
// and keeps no PGN text: every game of the test data encodes exactly.
TEST_P(ArchiveMigration, EveryOldGameIsEncoded) {
  const std::string db = temp_copy(GetParam(), "twice");
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(testing::run_chatur("export --db " + db).out,
              testing::file_text(fixture("expected-1.txt")));
  EXPECT_EQ(testing::run_chatur("games --db " + db + " --limit 0").out,
            testing::file_text(fixture("expected-4.txt")));
  sqlite3* h = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(h,
                               "SELECT count(*), count(pgn), min(length(record)), "
                               "(SELECT user_version FROM pragma_user_version) FROM game_records",
                               -1, &s, nullptr),
            SQLITE_OK);
  ASSERT_EQ(sqlite3_step(s), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int(s, 0), 19);
  EXPECT_EQ(sqlite3_column_int(s, 1), 0);
  EXPECT_GT(sqlite3_column_int(s, 2), 0);
  EXPECT_EQ(sqlite3_column_int(s, 3), 15);
  sqlite3_finalize(s);
  // Schema version 13: the games from their rule set's own start keep no start position (12 of
  // the 19), and the tags naming a player name its army. Version 14: those tags and the ones
  // repeating a column begin the games' tags, and are in a few rosters the games share.
  ASSERT_EQ(sqlite3_prepare_v2(h,
                               "SELECT count(*) - count(start_fen), (SELECT count(*) FROM "
                               "game_records AS r JOIN tag_rosters AS o ON o.id = r.tag_roster, "
                               "json_each(o.tags) AS j WHERE j.type = 'array' AND "
                               "typeof(j.value ->> 1) = 'integer'), (SELECT count(*) FROM "
                               "tag_rosters), (SELECT count(*) FROM game_records WHERE tags IS "
                               "NOT NULL) FROM games",
                               -1, &s, nullptr),
            SQLITE_OK);
  ASSERT_EQ(sqlite3_step(s), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int(s, 0), 12);
  EXPECT_GT(sqlite3_column_int(s, 1), 19);
  EXPECT_EQ(sqlite3_column_int(s, 2), 10);
  EXPECT_EQ(sqlite3_column_int(s, 3), 17);
  sqlite3_finalize(s);
  sqlite3_close(h);
}

// Every game's record as hex, by game id.
std::string records_of(const std::string& db) {
  sqlite3* h = nullptr;
  EXPECT_EQ(sqlite3_open_v2(db.c_str(), &h, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(h, "SELECT game_id, hex(record) FROM game_records ORDER BY game_id",
                               -1, &s, nullptr),
            SQLITE_OK);
  std::string out;
  while (sqlite3_step(s) == SQLITE_ROW)
    out.append(std::to_string(sqlite3_column_int(s, 0)))
        .append(" ")
        .append(reinterpret_cast<const char*>(sqlite3_column_text(s, 1)))
        .append("\n");
  sqlite3_finalize(s);
  sqlite3_close(h);
  return out;
}

// Migrated, each game's record is the one an import of its export into a new archive writes: the
// records of every earlier coding are coded anew as today's chatur codes them.
TEST_P(ArchiveMigration, RecordsAreThoseAnImportWrites) {
  const std::string db = temp_copy(GetParam(), "records");
  ASSERT_EQ(testing::run_chatur("games --db " + db + " --limit 1").exit_code, 0);
  const auto fresh = std::filesystem::temp_directory_path() /
                     ("chatur-migration-v" + std::to_string(GetParam()) + "-fresh.db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(fresh.string() + suffix);
  ASSERT_EQ(testing::run_chatur("import --db " + fresh.string() + " " + fixture("expected-1.txt"))
                .exit_code,
            0);
  const std::string records = records_of(db);
  EXPECT_EQ(std::count(records.begin(), records.end(), '\n'), 19);
  EXPECT_EQ(records, records_of(fresh.string()));
  // The migration's rewrites leave no space behind: the file is compacted after them.
  const auto [pages, compacted] = testing::pages_and_compacted(db);
  EXPECT_EQ(pages, compacted);
}

INSTANTIATE_TEST_SUITE_P(FromSchema, ArchiveMigration, ::testing::Values(5, 9, 11, 12, 13, 14));

// Every row a query gives, as text: its columns each followed by '|', a line a row.
std::string rows_text(sqlite3* h, const char* sql) {
  sqlite3_stmt* s = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(h, sql, -1, &s, nullptr), SQLITE_OK) << sqlite3_errmsg(h);
  std::string out;
  while (sqlite3_step(s) == SQLITE_ROW) {
    for (int c = 0; c < sqlite3_column_count(s); ++c) {
      const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(s, c));
      out.append(text ? text : "NULL").append("|");
    }
    out += "\n";
  }
  sqlite3_finalize(s);
  return out;
}

// Every row of the views, as text, in a stable order.
std::string view_rows(const std::string& db) {
  sqlite3* h = nullptr;
  EXPECT_EQ(sqlite3_open_v2(db.c_str(), &h, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  std::string out;
  for (const char* sql :
       {"SELECT * FROM game_list ORDER BY id", "SELECT * FROM player_games ORDER BY game_id, army",
        "SELECT * FROM tags ORDER BY game_id, seq"})
    out += rows_text(h, sql);
  sqlite3_close(h);
  return out;
}

// Schema version 13 stores ids where the views showed texts, version 14 leaves tags out of the
// games' rows: the views of an archive of version 11, 12 or 13 show every row as before once it
// is migrated.
TEST(ArchiveMigrationViews, ShowWhatTheyShowedBefore) {
  for (const int version : {11, 12, 13}) {
    SCOPED_TRACE(version);
    const std::string v = "archive-v" + std::to_string(version);
    const std::string before = view_rows(testing::data_path(v + "/" + v + ".db"));
    EXPECT_GT(before.size(), 1000u);
    const std::string db = temp_copy(version, "views");
    ASSERT_EQ(testing::run_chatur("index --db " + db).exit_code, 0);
    EXPECT_EQ(view_rows(db), before);
  }
}

// The schema's objects (type, name, table, statement) and version, in a stable order.
std::string schema_of(sqlite3* h) {
  return rows_text(h,
                   "SELECT type, name, tbl_name, sql, (SELECT user_version FROM "
                   "pragma_user_version) FROM sqlite_master ORDER BY type, name");
}

// A new archive is made from the build's snapshot of the schema (records/fresh_archive_schema.h),
// not by its migrations one after the other: it has the tables, indexes, views and version that
// every section of the schema file applied in turn to an empty database makes.
TEST(ArchiveSchema, ANewArchiveHasWhatEveryMigrationMakes) {
  sqlite3* migrated = nullptr;
  ASSERT_EQ(sqlite3_open(":memory:", &migrated), SQLITE_OK);
  int version = 0;
  for (const MigrationSection& section : migration_sections(kArchiveSchema)) {
    ASSERT_EQ(sqlite3_exec(migrated, std::string(section.sql).c_str(), nullptr, nullptr, nullptr),
              SQLITE_OK)
        << section.version << ": " << sqlite3_errmsg(migrated);
    ASSERT_EQ(section.version, version + 1);
    version = section.version;
    ASSERT_EQ(sqlite3_exec(migrated, ("PRAGMA user_version = " + std::to_string(version)).c_str(),
                           nullptr, nullptr, nullptr),
              SQLITE_OK);
  }
  EXPECT_GE(version, 15);
  const std::string expected = schema_of(migrated);
  sqlite3_close(migrated);
  EXPECT_NE(expected.find("view|game_list|game_list|"), std::string::npos);

  const auto path = std::filesystem::temp_directory_path() / "chatur-fresh-schema.db";
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  { Archive archive(path.string()); }
  sqlite3* made = nullptr;
  ASSERT_EQ(sqlite3_open_v2(path.string().c_str(), &made, SQLITE_OPEN_READONLY, nullptr),
            SQLITE_OK);
  EXPECT_EQ(schema_of(made), expected);
  sqlite3_close(made);
}

}  // namespace
}  // namespace chatur::records
