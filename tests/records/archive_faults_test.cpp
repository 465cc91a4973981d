// Faults while the archive is written: an import killed with SIGKILL (a real child process) leaves
// every game stored whole or absent and the file sound; a full disk is a clear error and leaves
// no part of the batch; a read-only archive is an error naming it; two imports into one archive at
// once take turns and store everything.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/archive.h"
#include "records/checked_files.h"
#include "records/importer.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "tests/records/test_support.h"

extern char** environ;

namespace chatur::records {
namespace {

std::filesystem::path temp_path(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / ("chatur-faults-" + name);
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(path.string() + suffix);
  return path;
}

// `n` random chess games of 60 plies from `first_seed` on, as chatur writes them.
std::string random_games(int n, int first_seed) {
  const auto rules = engine::rule_sets::make("chess");
  std::string text;
  for (int i = 0; i < n; ++i) {
    const players::PlayedGame played = players::play_random_game(*rules, first_seed + i, 60);
    Game game;
    game.tags = {{"Event", "faults"}, {"White", "w" + std::to_string(i)}, {"Black", "b"}};
    game.mainline = line_of(played.moves, played.rolls);
    normalize_tags(game, *rules, played.start_fen, true, GameEnd{"unterminated"});
    std::ostringstream out;
    write_game(out, game, *rules, played.start_fen);
    text += out.str();
  }
  return text;
}

std::string write_file(const std::string& name, const std::string& text) {
  const auto path = temp_path(name).string();
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// One integer of a query, on a connection of the test's own; -1 if it gave no row (or found the
// archive locked for `wait_ms`).
std::int64_t query(const std::string& db, const std::string& sql, int wait_ms = 5000) {
  sqlite3* h = nullptr;
  sqlite3_open_v2(db.c_str(), &h, SQLITE_OPEN_READWRITE, nullptr);
  sqlite3_busy_timeout(h, wait_ms);
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(h, sql.c_str(), -1, &s, nullptr);
  const std::int64_t n = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : -1;
  sqlite3_finalize(s);
  sqlite3_close(h);
  return n;
}

std::string journal_mode(Archive& archive) {
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(archive.connection(), "PRAGMA journal_mode", -1, &s, nullptr);
  std::string mode =
      sqlite3_step(s) == SQLITE_ROW ? reinterpret_cast<const char*>(sqlite3_column_text(s, 0)) : "";
  sqlite3_finalize(s);
  return mode;
}

std::string integrity(const std::string& db) {
  sqlite3* h = nullptr;
  sqlite3_open(db.c_str(), &h);
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(h, "PRAGMA integrity_check", -1, &s, nullptr);
  std::string out;
  while (sqlite3_step(s) == SQLITE_ROW)
    out += reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
  sqlite3_finalize(s);
  sqlite3_close(h);
  return out;
}

pid_t spawn_import(const std::vector<std::string>& files, const std::string& db, int batch) {
  std::vector<std::string> args = {CHATUR_BINARY, "import"};
  args.insert(args.end(), files.begin(), files.end());
  for (const std::string& a : {std::string("--db"), db, std::string("--batch"),
                               std::to_string(batch), std::string("--threads"), std::string("1")})
    args.push_back(a);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  EXPECT_EQ(posix_spawn(&pid, CHATUR_BINARY, &actions, nullptr, argv.data(), environ), 0);
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

int exit_code(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Every stored game is whole: its tags and its record are there, and it is written back as PGN.
// Opened for writing, the archive has its listing indexes, which a stopped bulk load dropped.
void expect_whole_games(const std::string& db, std::int64_t batch) {
  EXPECT_EQ(integrity(db), "ok");
  const std::int64_t games = query(db, "SELECT count(*) FROM games");
  EXPECT_EQ(query(db, "SELECT count(*) FROM game_records"), games);
  EXPECT_EQ(query(db, "SELECT count(*) FROM game_records WHERE tag_roster IS NOT NULL"), games);
  EXPECT_EQ(query(db, "SELECT count(*) FROM game_players"), 2 * games);
  EXPECT_EQ(games % batch, 0) << "a batch stored in part";
  Archive archive(db);
  EXPECT_EQ(static_cast<std::int64_t>(archive.pgn({}).size()), games);
  EXPECT_EQ(query(db,
                  "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name IN "
                  "('games_date', 'games_variant')"),
            2);
}

TEST(ArchiveFaults, ImportKilledLeavesWholeGames) {
  constexpr int kBatch = 40;
  // Enough games that the import still runs when the test sees the kill point, at any speed the
  // import has: of 1,200, all were stored once before a loaded machine's polls saw 360.
  constexpr std::int64_t kGames = 4000;
  const std::string pgn = write_file("killed.pgn", random_games(kGames, 1));
  for (const std::int64_t kill_after : {1, 3 * kBatch, 9 * kBatch}) {
    SCOPED_TRACE(kill_after);
    const std::string db = temp_path("killed-" + std::to_string(kill_after) + ".db").string();
    const pid_t child = spawn_import({pgn}, db, kBatch);
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    // Without waiting for a lock: a bulk load in the rollback journal commits its small batches
    // so close together that a reader waiting for one commit may find the next.
    while (
        std::chrono::steady_clock::now() < until &&
        (!std::filesystem::exists(db) || query(db, "SELECT count(*) FROM games", 0) < kill_after)) {
      if (waitpid(child, nullptr, WNOHANG) == child) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    kill(child, SIGKILL);
    waitpid(child, nullptr, 0);
    // Read first by a reader, which rolls back the batch the kill stopped where pages of it
    // reached the file.
    const std::int64_t stored = Archive(db, Access::kReadOnly).game_count();
    EXPECT_LT(stored, kGames) << "the import ended before it was killed";
    expect_whole_games(db, kBatch);
    // Importing again stores the rest and nothing twice.
    EXPECT_EQ(exit_code(spawn_import({pgn}, db, kBatch)), 0);
    EXPECT_EQ(query(db, "SELECT count(*) FROM games"), kGames);
    expect_whole_games(db, kBatch);
  }
}

// Two imports at once: the second waits for the first's batch to end, and both store all.
TEST(ArchiveFaults, ConcurrentImportsTakeTurns) {
  const std::string a = write_file("a.pgn", random_games(300, 5000));
  const std::string b = write_file("b.pgn", random_games(300, 6000));
  const std::string db = temp_path("concurrent.db").string();
  { Archive create(db); }
  const pid_t first = spawn_import({a}, db, 50);
  const pid_t second = spawn_import({b}, db, 50);
  EXPECT_EQ(exit_code(first), 0);
  EXPECT_EQ(exit_code(second), 0);
  EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 600);
  expect_whole_games(db, 50);
}

// Two imports that both create the archive: the second waits for the first's schema rather than
// writing it again ("table events already exists"), and for its rollback journal's batches
// rather than failing to set the write-ahead log ("database is locked").
TEST(ArchiveFaults, ConcurrentImportsIntoANewArchiveTakeTurns) {
  const std::string a = write_file("a.pgn", random_games(300, 5000));
  const std::string b = write_file("b.pgn", random_games(300, 6000));
  for (int round = 0; round < 5; ++round) {
    const std::string db = temp_path("concurrent-new.db").string();
    const pid_t first = spawn_import({a}, db, 50);
    const pid_t second = spawn_import({b}, db, 50);
    EXPECT_EQ(exit_code(first), 0) << "round " << round;
    EXPECT_EQ(exit_code(second), 0) << "round " << round;
    EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 600) << "round " << round;
  }
}

// The importer writes on a thread of its own: flush() returns once every game handed is
// committed, and an importer left without finish() (an import stopped by an error) keeps its
// committed batches and none of the batch still open.
TEST(ArchiveFaults, AnImporterCommitsWholeBatchesOnly) {
  const std::string db = temp_path("batches.db").string();
  std::vector<StoredGame> games;
  for (Game& game : testing::read_all(random_games(25, 700))) {
    const Replay r = replay(game);
    ASSERT_TRUE(r.ok());
    games.push_back(stored_game(game, r));
  }
  {
    Archive archive(db);
    Importer importer(archive, 10);
    for (int i = 0; i < 7; ++i) importer.add(games[i]);
    importer.flush();
    EXPECT_EQ(importer.stored, 7);
    EXPECT_EQ(archive.game_count(), 7);
    for (int i = 7; i < 25; ++i) importer.add(games[i]);
  }
  // 7, then batches of 10 from the 8th game: 17 committed, the last 8 rolled back.
  EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 17);
  expect_whole_games(db, 1);
}

// An import opens its archive while it reads the first games: the caller sees the games in file
// order once the archive is open, and an archive that does not open is its error, with no game
// seen before it.
TEST(ArchiveFaults, AnImportSeesItsGamesOnceTheArchiveIsOpen) {
  std::string text = random_games(300, 1100);
  text += "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n\n" + random_games(300, 1100);
  const std::string pgn = write_file("opening.pgn", text);
  const std::string db = temp_path("opening.db").string();
  std::vector<int> seen;
  ImportOptions options;
  options.batch = 100;
  options.threads = 2;
  const ImportCounts counts = import_files(db, {pgn}, options, [&](const CheckedGame& g) {
    if (seen.empty()) {
      EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 0);
    }
    seen.push_back(g.game.index);
  });
  ASSERT_EQ(seen.size(), 601u);
  for (size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], static_cast<int>(i) + 1);
  EXPECT_EQ(counts.checked.games, 601);
  EXPECT_EQ(counts.checked.bad, 1);
  EXPECT_EQ(counts.stored, 300);
  EXPECT_EQ(counts.duplicates, 300);
  EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 300);

  seen.clear();
  const std::string nowhere = (temp_path("no-such-folder") / "x.db").string();
  EXPECT_THROW(import_files(nowhere, {pgn}, options,
                            [&](const CheckedGame& g) { seen.push_back(g.game.index); }),
               ArchiveError);
  EXPECT_TRUE(seen.empty());
}

// An archive the importing user may not write is an error naming it, and stays as it was. Root
// writes a file whatever its mode: where the test runs as root, the import runs as nobody, in a
// child process that reports by its exit status.
TEST(ArchiveFaults, AReadOnlyArchiveIsAnErrorNamingIt) {
  const std::string db = temp_path("read-only.db").string();
  ImportOptions options;
  import_files(db, {write_file("read-only-1.pgn", random_games(30, 1300))}, options,
               [](const CheckedGame&) {});
  ASSERT_EQ(query(db, "SELECT count(*) FROM games"), 30);
  const std::string pgn = write_file("read-only-2.pgn", random_games(30, 1400));
  std::filesystem::permissions(db, std::filesystem::perms::owner_read |
                                       std::filesystem::perms::group_read |
                                       std::filesystem::perms::others_read);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    constexpr uid_t kNobody = 65534;
    if (geteuid() == 0 && (setgid(kNobody) != 0 || setuid(kNobody) != 0)) _exit(3);
    try {
      import_files(db, {pgn}, options, [](const CheckedGame&) {});
    } catch (const ArchiveError& e) {
      const std::string what = e.what();
      _exit(what.find("cannot write archive " + db + ": ") == 0 &&
                    what.find("readonly") != std::string::npos
                ? 0
                : 1);
    } catch (...) {
      _exit(2);
    }
    _exit(4);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  // 1: another message; 2: another error; 3: no user to run as; 4: the import went through.
  EXPECT_EQ(WEXITSTATUS(status), 0);
  std::filesystem::permissions(db, std::filesystem::perms::owner_write,
                               std::filesystem::perm_options::add);
  EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 30);
  EXPECT_EQ(query(db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"),
            1);
}

std::vector<StoredGame> stored_games(int n, int first_seed) {
  std::vector<StoredGame> games;
  for (Game& game : testing::read_all(random_games(n, first_seed))) {
    const Replay r = replay(game);
    EXPECT_TRUE(r.ok());
    games.push_back(stored_game(game, r));
  }
  return games;
}

// A load into an archive without games writes through SQLite's rollback journal while it has
// the archive alone, and leaves it on its write-ahead log; other imports keep the log.
TEST(ArchiveFaults, ABulkLoadRunsTheRollbackJournalWhileItHasTheArchiveAlone) {
  const std::vector<StoredGame> games = stored_games(24, 900);
  const std::string db = temp_path("journal.db").string();
  {
    Archive archive(db);
    EXPECT_EQ(journal_mode(archive), "wal");
    {
      Importer importer(archive, 10);
      for (int i = 0; i < 12; ++i) importer.add(games[i]);
      importer.flush();
      EXPECT_EQ(journal_mode(archive), "delete");
      importer.finish();
      EXPECT_EQ(journal_mode(archive), "wal");
    }
    {
      Importer importer(archive, 10);
      importer.add(games[12]);
      importer.flush();
      EXPECT_EQ(journal_mode(archive), "wal") << "an archive with games keeps its log";
    }
  }
  EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 13);

  // Left without finish(), as an import stopped by an error leaves it, the log comes back.
  const std::string stopped = temp_path("journal-stopped.db").string();
  {
    Archive archive(stopped);
    {
      Importer importer(archive, 10);
      importer.add(games[0]);
      importer.flush();
      EXPECT_EQ(journal_mode(archive), "delete");
    }
    EXPECT_EQ(journal_mode(archive), "wal");
  }

  // Another connection has the archive open: the load does not wait for it, and keeps the log.
  const std::string shared = temp_path("journal-shared.db").string();
  { Archive create(shared); }
  sqlite3* other = nullptr;
  ASSERT_EQ(sqlite3_open_v2(shared.c_str(), &other, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(other, "SELECT count(*) FROM games", nullptr, nullptr, nullptr),
            SQLITE_OK);
  {
    Archive archive(shared);
    const auto start = std::chrono::steady_clock::now();
    Importer importer(archive, 10);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10))
        << "the load waited for the other connection";
    for (int i = 0; i < 12; ++i) importer.add(games[i]);
    importer.flush();
    EXPECT_EQ(journal_mode(archive), "wal");
    importer.finish();
  }
  sqlite3_close(other);
  EXPECT_EQ(query(shared, "SELECT count(*) FROM games"), 12);
  expect_whole_games(shared, 1);
}

// A write killed in the rollback journal after some of its pages reached the file (a bulk load's
// batch) leaves a hot journal: a reader rolls it back and reads the archive as it was.
TEST(ArchiveFaults, AReaderRollsBackTheBatchOfAKilledBulkLoad) {
  const std::string db = temp_path("hot-journal.db").string();
  {
    Archive archive(db);
    Importer importer(archive, 10);
    for (const StoredGame& g : stored_games(10, 1300)) importer.add(g);
    importer.finish();
  }
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // A batch larger than the page cache, so that SQLite writes pages of it into the file.
    sqlite3* h = nullptr;
    sqlite3_open(db.c_str(), &h);
    sqlite3_exec(h,
                 "PRAGMA journal_mode = DELETE; PRAGMA cache_size = 4; BEGIN IMMEDIATE; "
                 "DELETE FROM game_records; "
                 "CREATE TABLE filler(x); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
                 "FROM n WHERE i < 2000) INSERT INTO filler SELECT randomblob(600) FROM n",
                 nullptr, nullptr, nullptr);
    kill(getpid(), SIGKILL);
  }
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));
  ASSERT_TRUE(std::filesystem::exists(db + "-journal"));
  {
    Archive reader(db, Access::kReadOnly);
    EXPECT_EQ(reader.game_count(), 10);
    EXPECT_EQ(reader.pgn({}).size(), 10u);
  }
  EXPECT_FALSE(std::filesystem::exists(db + "-journal"));
  EXPECT_EQ(query(db, "SELECT count(*) FROM sqlite_schema WHERE name = 'filler'"), 0);
  expect_whole_games(db, 10);
}

// A disk that fills (the archive may grow no further) fails the batch with SQLite's message and
// stores none of it; the batches before stay.
TEST(ArchiveFaults, AFullDiskIsAClearErrorAndNoHalfBatch) {
  const std::string db = temp_path("full.db").string();
  {
    Archive archive(db);
    const std::int64_t pages = query(db, "PRAGMA page_count");
    exec(archive.connection(), "PRAGMA max_page_count = " + std::to_string(pages + 12));
    Importer importer(archive, 20);
    std::string error;
    try {
      for (Game& game : testing::read_all(random_games(400, 100))) {
        const Replay r = replay(game);
        ASSERT_TRUE(r.ok());
        importer.add(stored_game(game, r));
      }
      importer.flush();
    } catch (const DatabaseError& e) {
      error = e.what();
    }
    EXPECT_NE(error.find("full"), std::string::npos) << error;
    EXPECT_GT(importer.stored, 0);
  }
  expect_whole_games(db, 20);
}

}  // namespace
}  // namespace chatur::records
