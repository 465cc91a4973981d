// What the record subcommands (validate, import, export, games, show, find) share: reading
// files game by game with their problems, and the archive filter options.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "records/archive.h"
#include "records/game.h"
#include "records/replay.h"

namespace chatur::cli {

// One game of a file after reading and replaying. `replay` is empty if the game could not be
// read; `problems` then holds the syntax error.
struct CheckedGame {
  std::string file;
  records::Game game;
  std::vector<records::Problem> problems;
  std::unique_ptr<records::Replay> replay;
  std::optional<records::StoredGame> stored;  // set by import's prepare step
  bool ok() const;
};

struct CheckCounts {
  std::int64_t games = 0, good = 0, bad = 0, warnings = 0;
};

struct CheckOptions {
  // Threads replaying games (1: all on the calling thread). `each` still sees the games in file
  // order, on the calling thread.
  int threads = 1;
  // Runs on the replaying thread for each game that replayed without errors, for more work that
  // may run in parallel (import builds the archive's form of the game there).
  std::function<void(CheckedGame&)> prepare;
  records::ReplayOptions replay;
};

// The threads worth using: one per processor.
int default_threads();

// Reads every game of the files, replays it and calls `each`; a file that cannot be opened is
// a CommandError with exit code 2 (after the games of the files before it), a file without
// games one error of its own (counted bad). Returns the counts.
CheckCounts check_files(const std::vector<std::string>& files,
                        const std::function<void(CheckedGame&)>& each,
                        const CheckOptions& options = {});

// "file:line:col: game N (A - B): message" for each problem, or JSON lines with --json.
void print_problems(std::ostream& out, const CheckedGame& g, bool json, bool warnings);

// The game as the archive stores it: tags normalised (pgn_writer.h), PGN written (without
// playing the moves again when the replay recorded their texts). The game must have replayed
// without errors.
records::StoredGame stored_game(records::Game& game, const records::Replay& replay);

// The result as `games` and `find` list it: the Result text, or a free-for-all's places by army
// in turn order ("4,3,1,2"), which its "*" would hide.
std::string listed_result(const records::GameEnd& end);

// --player --variant --result --event --since --limit, for games and export.
void add_filter_options(CLI::App& cmd, records::GameFilter& filter);

}  // namespace chatur::cli
