// Helpers of the records tests: reading files and strings, running the chatur binary.
#pragma once

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "players/self_play.h"
#include "records/game_end.h"
#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/replay.h"

namespace chatur::records::testing {

inline std::string data_path(const std::string& name) {
  return std::string(CHATUR_RECORDS_DATA) + "/" + name;
}

// Every game of the text; fails the test on a syntax error.
inline std::vector<Game> read_all(const std::string& text) {
  std::istringstream in(text);
  PgnReader reader(in);
  std::vector<Game> games;
  while (auto item = reader.next()) {
    EXPECT_FALSE(item->error.has_value()) << item->error->message;
    games.push_back(std::move(item->game));
  }
  return games;
}

// The replay of the one game of a text (`out`, if given, gets the game as read).
inline Replay replay_text(const std::string& text, Game* out = nullptr) {
  auto games = read_all(text);
  EXPECT_EQ(games.size(), 1u);
  if (games.empty()) return {};
  if (out) *out = games[0];
  return replay(games[0]);
}

// A random game written as chatur writes a finished game: its tags normalized from its typed
// end (unterminated if it was cut off).
struct WrittenGame {
  std::string text;
  GameEnd end;
};
inline WrittenGame write_played(const engine::RuleSet& rules, const players::PlayedGame& played,
                                std::vector<Tag> tags = {{"Event", "random"}}) {
  Game game;
  game.tags = std::move(tags);
  game.mainline = line_of(played.moves, played.rolls);
  WrittenGame w;
  w.end = played.cut_off ? GameEnd{"unterminated"} : board_end(played.outcome, rules);
  normalize_tags(game, rules, played.start_fen, true, w.end);
  std::ostringstream out;
  write_game(out, game, rules, played.start_fen);
  w.text = out.str();
  return w;
}

inline std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct RunResult {
  std::string out;  // standard output
  int exit_code = -1;
};

// Runs the chatur binary with the arguments (a shell command line tail); stderr is dropped
// unless `with_stderr`.
inline RunResult run_chatur(const std::string& args, bool with_stderr = false) {
  const std::string cmd =
      std::string(CHATUR_BINARY) + " " + args + (with_stderr ? " 2>&1" : " 2>/dev/null");
  RunResult r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int status = pclose(p);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// The pages of the archive file, and of a copy SQLite writes without free space (VACUUM INTO);
// with `object`, of that table or index alone (SQLite's dbstat table).
inline std::pair<int, int> pages_and_compacted(const std::string& db,
                                               const std::string& object = "") {
  const std::string copy = db + ".compacted";
  std::filesystem::remove(copy);
  sqlite3* h = nullptr;
  EXPECT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  auto pages = [&](const std::string& schema) {
    const std::string sql = object.empty()
                                ? "PRAGMA " + schema + ".page_count"
                                : "SELECT count(*) FROM dbstat('" + schema + "') WHERE name = ?";
    sqlite3_stmt* s = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(h, sql.c_str(), -1, &s, nullptr), SQLITE_OK);
    if (!object.empty()) sqlite3_bind_text(s, 1, object.c_str(), -1, SQLITE_TRANSIENT);
    EXPECT_EQ(sqlite3_step(s), SQLITE_ROW);
    const int n = sqlite3_column_int(s, 0);
    sqlite3_finalize(s);
    return n;
  };
  EXPECT_EQ(sqlite3_exec(h, ("VACUUM INTO '" + copy + "'").c_str(), nullptr, nullptr, nullptr),
            SQLITE_OK);
  EXPECT_EQ(
      sqlite3_exec(h, ("ATTACH '" + copy + "' AS compacted").c_str(), nullptr, nullptr, nullptr),
      SQLITE_OK);
  const std::pair<int, int> out{pages("main"), pages("compacted")};
  sqlite3_close(h);
  return out;
}

}  // namespace chatur::records::testing
