// The engine side of the chatur engine protocol (docs/protocol.md): UCI for two-army games and
// its four-army extension, read from one stream and answered on another.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>

#include "engine/position.h"
#include "engine/rule_set.h"
#include "players/levels.h"

namespace chatur::players {

class UciEngine {
 public:
  // Plays at the named level (see levels.h) until `setoption name Level` changes it. Throws
  // std::invalid_argument for an unknown level. The rule set is "chess" until `setoption name
  // UCI_Variant` says otherwise.
  UciEngine(std::istream& in, std::ostream& out,
            const std::string& level = std::string(kStrongestLevel));
  // Stops a running search (its bestmove is still written) and ends the search thread.
  ~UciEngine();
  UciEngine(const UciEngine&) = delete;
  UciEngine& operator=(const UciEngine&) = delete;

  // Reads and answers commands, one per line, until `quit` or the end of the input. Searches run
  // on one search thread, started by the first `go` and ended on return, so `isready` and `stop`
  // are answered while one runs. At the end of the input a running search is finished (an
  // infinite one stopped) and its bestmove written.
  // Every line written is flushed at once, except the info lines of a search's first 20 ms:
  // those go out with the next line (at the latest the bestmove).
  void run();

 private:
  void handle_uci();
  void handle_setoption(std::istringstream& args);
  void handle_position(std::istringstream& args);
  void handle_go(std::istringstream& args);
  void set_variant(const std::string& id, const engine::RuleOptions& options);
  void make_player();
  // The search thread's loop: runs each search handed over by `go` and writes its bestmove.
  void work();
  // Both return once the running search, if any, has written its bestmove. finish_search lets a
  // finite search end by itself and stops an infinite one.
  void finish_search();
  void stop_search();
  // Ends the search thread; no search may be running.
  void end_worker();
  void send(const std::string& line, bool flush = true);
  std::string info_line(const engine::Position& root, const SearchInfo& info) const;

  std::istream& in_;
  std::ostream& out_;
  std::mutex out_mutex_;

  std::string level_;
  std::size_t hash_mb_ = 16;
  std::int64_t overhead_ms_ = 10;
  std::unique_ptr<const engine::RuleSet> rules_;
  std::unique_ptr<engine::Position> position_;
  std::unique_ptr<LevelPlayer> player_;

  struct Job {
    engine::Position pos;
    Limits limits;
  };
  std::thread worker_;
  // Guards job_, searching_ and quit_. stop_ is set under it too, so that a search thread
  // waiting for it on work_cv_ cannot miss it; the search itself polls it without the lock.
  std::mutex mutex_;
  std::condition_variable work_cv_;  // to the search thread: a job, stop_ or quit_
  std::condition_variable idle_cv_;  // to run(): searching_ went false
  std::optional<Job> job_;           // handed over by `go`, not yet taken by the search thread
  bool searching_ = false;           // from `go` until its bestmove is written
  bool quit_ = false;
  std::atomic<bool> stop_{false};
  bool infinite_ = false;  // the last search waits for `stop` before its bestmove (run() only)
};

}  // namespace chatur::players
