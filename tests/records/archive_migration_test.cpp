// An archive written by chatur before the compact records (schema version 5, test data made by
// that binary) is migrated when today's chatur opens it, and export, games, show and find print
// byte for byte what the old chatur printed; the same records imported anew export the same.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/records/test_support.h"

namespace chatur::records {
namespace {

std::string fixture(const std::string& name) {
  return testing::data_path("archive-v5/" + name);
}

std::string temp_copy(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / ("chatur-migration-" + name + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  std::filesystem::copy_file(fixture("archive-v5.db"), path);
  return path.string();
}

TEST(ArchiveMigration, CommandsPrintWhatTheyPrintedBefore) {
  std::ifstream commands(fixture("commands.txt"));
  std::string command;
  int n = 0;
  while (std::getline(commands, command)) {
    ++n;
    SCOPED_TRACE(command);
    const std::string db = temp_copy(std::to_string(n));
    const testing::RunResult r = testing::run_chatur(command + " --db " + db, true);
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, testing::file_text(fixture("expected-" + std::to_string(n) + ".txt")));
  }
  EXPECT_EQ(n, 16);
}

// Migrated once, the archive reads the same again (the second opening has nothing to migrate)
// and keeps no PGN text: every game of the test data encodes exactly.
TEST(ArchiveMigration, EveryOldGameIsEncoded) {
  const std::string db = temp_copy("twice");
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
  EXPECT_EQ(sqlite3_column_int(s, 3), 9);
  sqlite3_finalize(s);
  sqlite3_close(h);
}

}  // namespace
}  // namespace chatur::records
