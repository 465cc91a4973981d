// Runs a stored tournament: the pending games of its schedule on a pool of worker threads, each
// worker keeping its engines alive between games and restarting one after a fault; every
// finished game goes to the store and the archive at once; progress, standings and final
// figures are printed.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include "tournament/config.h"

namespace chatur::tournament {

struct RunSummary {
  int scheduled = 0;              // games in the schedule
  int played_now = 0;             // games played by this run
  int already = 0;                // games found played (resume)
  double wall_s = 0;              // of this run
  std::int64_t engine_plies = 0;  // moves engines made in this run
  double manager_cpu_s = 0;       // this process, all threads
  double engines_cpu_s = 0;       // engine processes that ended during the run
  double latency_mean_ms = 0;     // host-measured minus engine-reported time per move
  double latency_p95_ms = 0;
  int engine_starts = 0;  // process starts, restarts after faults included
};

struct RunOptions {
  bool progress_bar = true;  // a bar redrawn in place (a terminal); else one line per game
};

// Plays every game of the tournament not yet played. `config` is the tournament's stored
// configuration with engine programs resolved. Throws ConfigError or StoreError before any game
// when something is wrong.
RunSummary run_tournament(const std::string& db_path, std::int64_t tournament,
                          const TournamentConfig& config, std::ostream& out, std::ostream& progress,
                          const RunOptions& options = {});

}  // namespace chatur::tournament
