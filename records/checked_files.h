// Reading record files game by game: each game read, replayed with the rules core and checked,
// its problems listed; the files' pieces are read and replayed on several threads
// (records/pgn_pieces.h) while the games come out in file order.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/error.h"
#include "records/archive.h"
#include "records/game.h"
#include "records/replay.h"
#include "records/stored_game.h"

namespace chatur::records {

// One game of a file after reading and replaying. `replay` is empty if the game could not be
// read; `problems` then holds the syntax error.
struct CheckedGame {
  std::string file;
  Game game;
  std::vector<Problem> problems;
  std::unique_ptr<Replay> replay;
  std::optional<StoredGame> stored;  // set by import's prepare step (stored_game.h)
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
  ReplayOptions replay;
  // Nice levels the replaying threads run below the calling thread (OrderedPipeline::run).
  int worker_nice = 0;
};

// A file that cannot be opened ("cannot open PATH").
struct OpenError : chatur::Error {
  using chatur::Error::Error;
};

// The threads worth using: one per processor.
int default_threads();

// Reads every game of the files, replays it and calls `each`; a file that cannot be opened
// throws OpenError (after the games of the files before it), a file without games is one error
// of its own (counted bad). Returns the counts.
CheckCounts check_files(const std::vector<std::string>& files,
                        const std::function<void(CheckedGame&)>& each,
                        const CheckOptions& options = {});

// The players of a checked game: by the rule set's armies if it replayed, else guessed from the
// tags.
std::vector<std::string> player_names(const CheckedGame& g);

}  // namespace chatur::records
