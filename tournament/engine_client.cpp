#include "tournament/engine_client.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <string_view>
#include <thread>

#include "engine/rule_sets/registry.h"
#include "protocol/info_line.h"
#include "protocol/words.h"

namespace chatur::tournament {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::int64_t us_since(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - t).count();
}

}  // namespace

std::string_view fault_name(Fault f) {
  switch (f) {
    case Fault::kNone:
      return "";
    case Fault::kStartFailed:
      return "engine-start-failed";
    case Fault::kNoUciok:
      return "no-uciok";
    case Fault::kNoReadyok:
      return "no-readyok";
    case Fault::kCrash:
      return "engine-crash";
    case Fault::kStall:
      return "engine-stall";
    case Fault::kGarbage:
      return "garbage-move";
    case Fault::kIllegalMove:
      return "illegal-move";
    case Fault::kTimeForfeit:
      return "time-forfeit";
  }
  return "";
}

EngineClient::EngineClient(EngineSpec spec, EngineTimeouts timeouts)
    : spec_(std::move(spec)), timeouts_(timeouts) {}

EngineClient::~EngineClient() {
  stop();
}

int EngineClient::pid() const {
  return process_ ? process_->pid() : -1;
}

void EngineClient::fail(Fault fault, const std::string& what) {
  if (process_) process_->kill();
  process_.reset();
  throw EngineFault(fault, spec_.name + ": " + what);
}

bool EngineClient::wait_for(std::string_view token, Clock::time_point deadline, bool& closed) {
  std::string_view line;
  closed = false;
  for (;;) {
    switch (process_->read_line(line, deadline)) {
      case EngineProcess::Read::kTimeout:
        return false;
      case EngineProcess::Read::kClosed:
        closed = true;
        return false;
      case EngineProcess::Read::kLine:
        break;
    }
    protocol::Words words(line);
    const std::string_view first = words.next();
    if (first == token) return true;
    // Remember declared options so that UCI_Variant goes only to engines that know it.
    if (first == "option" && words.next() == "name") {
      std::string option;
      for (std::string_view w = words.next(); !w.empty() && w != "type"; w = words.next())
        option.append(option.empty() ? "" : " ").append(w);
      declared_options_.push_back(lower(option));
    }
  }
}

void EngineClient::start() {
  stop();
  variant_.clear();
  declared_options_.clear();
  ++starts_;
  try {
    process_ = std::make_unique<EngineProcess>(spec_.command);
  } catch (const ProcessError& e) {
    throw EngineFault(Fault::kStartFailed, e.what());
  }
  bool closed = false;
  if (!process_->send("uci")) fail(Fault::kCrash, "exited before `uci`");
  if (!wait_for("uciok", Clock::now() + timeouts_.handshake, closed))
    fail(closed ? Fault::kCrash : Fault::kNoUciok,
         closed ? "exited before `uciok`"
                : "no `uciok` within " + std::to_string(timeouts_.handshake.count()) + " ms");
  for (const auto& [name, value] : spec_.options)
    if (!process_->send("setoption name " + name + " value " + value))
      fail(Fault::kCrash, "exited during the options");
  if (!process_->send("isready")) fail(Fault::kCrash, "exited before `isready`");
  if (!wait_for("readyok", Clock::now() + timeouts_.ready, closed))
    fail(closed ? Fault::kCrash : Fault::kNoReadyok,
         closed ? "exited before `readyok`"
                : "no `readyok` within " + std::to_string(timeouts_.ready.count()) + " ms");
}

void EngineClient::stop() {
  if (!process_) return;
  // A polite `quit` lets the engine flush and exit; a short grace period bounds the wait.
  if (process_->send("quit")) {
    const auto until = Clock::now() + std::chrono::milliseconds(200);
    while (process_->running() && Clock::now() < until)
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  process_->kill();
  process_.reset();
}

void EngineClient::new_game(const engine::RuleSet& rules) {
  if (!process_) start();
  const bool knows_variant = std::find(declared_options_.begin(), declared_options_.end(),
                                       "uci_variant") != declared_options_.end();
  // The rule set's options follow its variant, each where it differs from the default; a game
  // with other options is another game, so they are sent whenever the variant is.
  std::string variant = rules.id();
  const auto options = engine::rule_sets::changed_options(rules.options());
  for (const auto& [name, value] : options) variant.append(" ").append(name + "=" + value);
  const bool knows_chess960 = std::find(declared_options_.begin(), declared_options_.end(),
                                        "uci_chess960") != declared_options_.end();
  const bool chess960 = rules.spec().chess960_castling;
  if (chess960 && spec_.dialect == protocol::Dialect::kUci && !knows_variant && !knows_chess960)
    fail(Fault::kStartFailed,
         "declares neither UCI_Chess960 nor UCI_Variant for a " + rules.id() + " game");
  bool ok = true;
  if (variant != variant_ && spec_.dialect == protocol::Dialect::kUci) {
    // A chess engine learns chess960 from UCI_Chess960 alone (Stockfish has no UCI_Variant).
    if (knows_variant || (rules.id() != "chess" && !(chess960 && knows_chess960))) {
      ok = process_->send("setoption name UCI_Variant value " + rules.id());
      for (const auto& [name, value] : options)
        ok = ok && process_->send("setoption name " + name + " value " + value);
    }
    if (knows_chess960)
      ok = ok && process_->send(std::string("setoption name UCI_Chess960 value ") +
                                (chess960 ? "true" : "false"));
  }
  variant_ = variant;
  if (!ok || !process_->send({"ucinewgame", "isready"}))
    fail(Fault::kCrash, "exited before a new game");
  bool closed = false;
  if (!wait_for("readyok", Clock::now() + timeouts_.ready, closed))
    fail(closed ? Fault::kCrash : Fault::kNoReadyok,
         closed ? "exited before `readyok`"
                : "no `readyok` within " + std::to_string(timeouts_.ready.count()) + " ms");
}

SearchReply EngineClient::search(std::string_view position, std::string_view go,
                                 Clock::time_point deadline) {
  SearchReply r;
  if (!process_) {
    r.fault = Fault::kCrash;
    r.detail = spec_.name + ": not running when asked to move";
    return r;
  }
  const auto sent = Clock::now();
  if (!process_->send({position, go})) {
    r.fault = Fault::kCrash;
    r.detail = spec_.name + ": exited before `go`";
    return r;
  }
  std::string_view line;
  protocol::InfoLine info;
  for (;;) {
    const auto read = process_->read_line(line, deadline);
    r.host_us = us_since(sent);
    r.host_ms = r.host_us / 1000;
    if (read == EngineProcess::Read::kTimeout) {
      r.fault = Fault::kStall;
      r.detail = spec_.name + ": no `bestmove` after " + std::to_string(r.host_ms) + " ms";
      return r;
    }
    if (read == EngineProcess::Read::kClosed) {
      r.fault = Fault::kCrash;
      r.detail = spec_.name + ": exited during the search";
      return r;
    }
    protocol::Words words(line);
    const std::string_view first = words.next();
    if (first == "info") {
      protocol::decode_info(words.rest(), info, spec_.dialect);
    } else if (first == "bestmove") {
      r.bestmove = words.next();
      r.depth = info.depth;
      r.score_cp = info.score_cp;
      r.mate = info.mate;
      r.nodes = info.nodes;
      r.engine_ms = info.time_ms;
      return r;
    }
  }
}

}  // namespace chatur::tournament
