// The engine side of the chatur engine protocol (docs/protocol.md): UCI for two-army games and
// its four-army extension, read from one stream and answered on another.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <mutex>
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
  ~UciEngine();
  UciEngine(const UciEngine&) = delete;
  UciEngine& operator=(const UciEngine&) = delete;

  // Reads and answers commands, one per line, until `quit` or the end of the input. Searches run
  // on a worker thread, so `isready` and `stop` are answered while one runs. At the end of the
  // input a running search is finished (an infinite one stopped) and its bestmove written.
  // Every line written is flushed at once, except the info lines of a search's first 20 ms:
  // those go out with the next line (at the latest the bestmove).
  void run();

 private:
  void handle_uci();
  void handle_setoption(std::istringstream& args);
  void handle_position(std::istringstream& args);
  void handle_go(std::istringstream& args);
  void set_variant(const std::string& id);
  void make_player();
  // Lets a finite search end by itself; stops an infinite one. Then joins the worker.
  void finish_search();
  void stop_search();
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

  std::thread worker_;
  std::atomic<bool> stop_{false};
  bool infinite_ = false;  // the running search waits for `stop` before its bestmove
  std::mutex stop_mutex_;
  std::condition_variable stop_cv_;
};

// The move as the protocol writes it: UCI coordinates (e2e4, e7e8q) in two-army games, long
// algebraic (e7-e6, e2-e1=N, --) in four-army games. The position is the one before the move.
std::string wire_move(const engine::Position& pos, engine::Move m);

}  // namespace chatur::players
