// The host side of the engine protocol (docs/protocol.md): handshake, options, new games and
// searches with deadlines, and the faults an engine can commit, each with a machine name.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/error.h"
#include "engine/rule_set.h"
#include "protocol/dialect.h"
#include "tournament/engine_process.h"

namespace chatur::tournament {

// What went wrong with an engine. Each fault that ends a game is that game's termination.
enum class Fault {
  kNone,
  kStartFailed,  // the program could not be started
  kNoUciok,      // no `uciok` after `uci` in time
  kNoReadyok,    // no `readyok` after `isready` in time
  kCrash,        // the process exited or closed its output
  kStall,        // no `bestmove` in time (no clock running)
  kGarbage,      // `bestmove` followed by text that is no move
  kIllegalMove,  // `bestmove` with a move that is not legal in the position
  kTimeForfeit,  // the army's clock ran out (beyond the margin)
};

// "engine-start-failed", "no-uciok", "no-readyok", "engine-crash", "engine-stall",
// "garbage-move", "illegal-move", "time-forfeit"; "" for kNone.
std::string_view fault_name(Fault f);

class EngineFault : public chatur::Error {
 public:
  EngineFault(Fault fault, const std::string& what) : chatur::Error(what), fault_(fault) {}
  Fault fault() const { return fault_; }

 private:
  Fault fault_;
};

// An engine as a tournament knows it.
struct EngineSpec {
  std::string name;
  EngineCommand command;
  std::vector<std::pair<std::string, std::string>> options;  // sent in this order after `uciok`
  protocol::Dialect dialect = protocol::Dialect::kUci;
};

struct EngineTimeouts {
  std::chrono::milliseconds handshake{10000};  // `uci` -> `uciok`
  std::chrono::milliseconds ready{10000};      // `isready` -> `readyok`
  std::chrono::milliseconds stall{10000};      // beyond the limits, without a clock
};

// What an engine answered to `go`: its move as sent and the last search figures it reported.
struct SearchReply {
  Fault fault = Fault::kNone;   // kNone, kCrash or kStall (a deadline passed)
  std::string detail;           // what happened, for a fault
  std::string bestmove;         // the text after `bestmove`, unchecked
  std::int64_t host_ms = 0;     // from sending `go` to reading `bestmove`, measured by the host
  std::int64_t host_us = 0;     // the same in microseconds
  std::int64_t engine_ms = -1;  // the last `info ... time`, -1 if none
  int depth = 0;
  std::optional<int> score_cp;
  std::optional<int> mate;
  std::uint64_t nodes = 0;
};

class EngineClient {
 public:
  EngineClient(EngineSpec spec, EngineTimeouts timeouts);
  ~EngineClient();
  EngineClient(const EngineClient&) = delete;
  EngineClient& operator=(const EngineClient&) = delete;

  const EngineSpec& spec() const { return spec_; }
  // True after start() succeeded and until stop() or a fault that ended the process.
  bool started() const { return process_ != nullptr; }
  // How many times the process has been started.
  int starts() const { return starts_; }
  int pid() const;

  // Starts the process and completes the handshake: `uci` until `uciok`, the options, `isready`
  // until `readyok`. Throws EngineFault (kStartFailed, kNoUciok, kNoReadyok, kCrash); the
  // process is then gone.
  void start();
  // Ends the process: `quit`, a short wait, then SIGKILL. Nothing happens if none runs.
  void stop();
  // Prepares a game of the rule set: `setoption name UCI_Variant` and one `setoption` per rule
  // option that is not the default when the rule set or its options change (in the uci
  // dialect), `setoption name UCI_Chess960` (true for chess960, else false) to an engine that
  // declares it, `ucinewgame`, `isready` until `readyok`. A chess960 game needs an engine that
  // declares UCI_Chess960 or UCI_Variant. Throws EngineFault like start().
  void new_game(const engine::RuleSet& rules);
  // Sends the `position` and `go` lines and reads until `bestmove` or the deadline. Any fault
  // is in the reply (the process is left as it is: the caller stops it).
  SearchReply search(std::string_view position, std::string_view go, Clock::time_point deadline);

 private:
  // Reads lines until one equal to `token` (true) or the deadline / end of output (false).
  bool wait_for(std::string_view token, Clock::time_point deadline, bool& closed);
  [[noreturn]] void fail(Fault fault, const std::string& what);

  EngineSpec spec_;
  EngineTimeouts timeouts_;
  std::unique_ptr<EngineProcess> process_;
  std::vector<std::string> declared_options_;
  std::string variant_;  // the rule set id and options the engine was last given
  int starts_ = 0;
};

}  // namespace chatur::tournament
