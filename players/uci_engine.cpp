#include "players/uci_engine.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <ostream>
#include <stdexcept>
#include <vector>

#include "engine/dice.h"
#include "engine/rule_sets/registry.h"
#include "protocol/go_command.h"
#include "protocol/info_line.h"
#include "protocol/move_codec.h"
#include "protocol/position_command.h"

namespace chatur::players {
namespace {

constexpr const char* kDefaultVariant = "chess";
constexpr std::size_t kMaxHashMb = 4096;
constexpr std::int64_t kMaxOverheadMs = 5000;
// The info lines of a search's first milliseconds go out together with the next line written
// (at the latest the bestmove): a short search then costs its reader one wakeup, not one per
// line, and a reader watching a longer search still sees it progress.
constexpr std::int64_t kQuietMs = 20;

// The rest of the stream's words up to (not including) `until`, joined by single spaces.
std::string words_until(std::istringstream& in, const std::string& until) {
  std::string out, w;
  while (in >> w && w != until) out += (out.empty() ? "" : " ") + w;
  return out;
}

// The rule options an engine takes as `setoption` after UCI_Variant.
bool is_rule_option(const std::string& name) {
  const auto names = engine::rule_sets::option_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The rule set's start position; none for a rule set without one (RuleSpec::no_start), whose
// games start from the host's `position fen4`.
std::unique_ptr<engine::Position> start_of(const engine::RuleSet& rules) {
  if (!rules.spec().no_start.empty()) return nullptr;
  return std::make_unique<engine::Position>(rules);
}

}  // namespace

UciEngine::UciEngine(std::istream& in, std::ostream& out, const std::string& level)
    : in_(in), out_(out), level_(level) {
  if (!find_level(level)) throw std::invalid_argument("unknown level '" + level + "'");
  set_variant(kDefaultVariant, {});
}

UciEngine::~UciEngine() {
  stop_search();
  end_worker();
}

void UciEngine::send(const std::string& line, bool flush) {
  std::lock_guard lock(out_mutex_);
  out_ << line << '\n';
  if (flush) out_.flush();
}

void UciEngine::make_player() {
  player_ = std::make_unique<LevelPlayer>(*rules_, *find_level(level_), 1, hash_mb_, overhead_ms_);
}

void UciEngine::set_variant(const std::string& id, const engine::RuleOptions& options) {
  auto rules = engine::rule_sets::make(id, options);  // throws for a bad id, changing nothing
  player_.reset();
  position_.reset();
  rules_ = std::move(rules);
  position_ = start_of(*rules_);
  make_player();
}

void UciEngine::stop_search() {
  std::unique_lock lock(mutex_);
  stop_ = true;
  work_cv_.notify_one();
  idle_cv_.wait(lock, [this] { return !searching_; });
}

void UciEngine::finish_search() {
  if (infinite_) {
    stop_search();
    return;
  }
  std::unique_lock lock(mutex_);
  idle_cv_.wait(lock, [this] { return !searching_; });
}

void UciEngine::end_worker() {
  if (!worker_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
  }
  work_cv_.notify_one();
  worker_.join();
  quit_ = false;  // a later run() starts a new search thread
}

void UciEngine::work() {
  std::unique_lock lock(mutex_);
  for (;;) {
    work_cv_.wait(lock, [this] { return job_ || quit_; });
    if (!job_) return;
    Job job = std::move(*job_);
    job_.reset();
    lock.unlock();
    // run() leaves player_ alone until searching_ goes false.
    const SearchResult r = player_->think(job.pos, job.limits, stop_, [&](const SearchInfo& info) {
      send(info_line(job.pos, info), info.time_ms >= kQuietMs);
    });
    if (job.limits.infinite) {
      {
        std::lock_guard out_lock(out_mutex_);
        out_.flush();  // the search is over: nothing more to add to its held info lines
      }
      // UCI: after `go infinite` the bestmove waits for `stop`, even if the search is over.
      lock.lock();
      work_cv_.wait(lock, [this] { return stop_.load(); });
      lock.unlock();
    }
    send("bestmove " +
         (r.best.is_null() ? std::string("(none)") : protocol::encode_move(job.pos, r.best)));
    lock.lock();
    searching_ = false;
    idle_cv_.notify_one();
  }
}

void UciEngine::run() {
  std::string line;
  while (std::getline(in_, line)) {
    std::istringstream args(line);
    std::string cmd;
    if (!(args >> cmd)) continue;
    if (cmd == "quit") {
      stop_search();
      end_worker();
      return;
    }
    if (cmd == "isready") {
      send("readyok");
    } else if (cmd == "stop") {
      stop_search();
    } else if (cmd == "uci") {
      handle_uci();
    } else if (cmd == "setoption") {
      finish_search();
      handle_setoption(args);
    } else if (cmd == "ucinewgame") {
      finish_search();
      player_->new_game();
      position_ = start_of(*rules_);
    } else if (cmd == "position") {
      finish_search();
      handle_position(args);
    } else if (cmd == "go") {
      finish_search();
      handle_go(args);
    } else {
      send("info string unknown command: " + cmd);
    }
  }
  finish_search();
  end_worker();
}

void UciEngine::handle_uci() {
  send("id name chatur " + level_);
  send("id author the chatur authors");
  std::string variants;
  for (std::string_view id : engine::rule_sets::ids()) variants.append(" var ").append(id);
  send(std::string("option name UCI_Variant type combo default ") + kDefaultVariant + variants);
  send("option name UCI_Chess960 type check default false");
  std::string level_names;
  for (const Level& l : levels()) level_names += " var " + l.name;
  send("option name Level type combo default " + level_ + level_names);
  send("option name Hash type spin default 16 min 1 max " + std::to_string(kMaxHashMb));
  send("option name Move Overhead type spin default 10 min 0 max " +
       std::to_string(kMaxOverheadMs));
  send("uciok");
}

void UciEngine::handle_setoption(std::istringstream& args) {
  std::string word;
  args >> word;
  if (word != "name") {
    send("info string setoption: expected 'name'");
    return;
  }
  const std::string name = lower(words_until(args, "value"));
  const std::string value = words_until(args, "");
  try {
    if (name == "uci_variant") {
      // A new variant starts from its default options; its options follow it.
      set_variant(value, {});
    } else if (name == "uci_chess960") {
      // Switches between chess and chess960 only: hosts send it false for other variants too.
      const bool on = value == "true";
      if (on && rules_->id() == "chess") set_variant("chess960", {});
      if (!on && rules_->id() == "chess960") set_variant("chess", {});
    } else if (is_rule_option(name)) {
      engine::RuleOptions options = rules_->options();
      engine::rule_sets::set_option(options, name, value);
      set_variant(rules_->id(), options);
    } else if (name == "level") {
      if (!find_level(value)) throw std::invalid_argument("unknown level '" + value + "'");
      level_ = value;
      make_player();
    } else if (name == "hash") {
      hash_mb_ = std::clamp<std::size_t>(std::stoull(value), 1, kMaxHashMb);
      player_->set_hash(hash_mb_);
    } else if (name == "move overhead") {
      overhead_ms_ = std::clamp<std::int64_t>(std::stoll(value), 0, kMaxOverheadMs);
      make_player();
    } else {
      send("info string unknown option: " + name);
    }
  } catch (const std::exception& e) {
    send(std::string("info string setoption: ") + e.what());
  }
}

void UciEngine::handle_position(std::istringstream& args) {
  try {
    position_ = std::make_unique<engine::Position>(protocol::decode_position(
        *rules_, args.str().substr(std::min<std::size_t>(args.str().size(), args.tellg()))));
  } catch (const std::exception& e) {
    send(std::string("info string position: ") + e.what());
  }
}

void UciEngine::handle_go(std::istringstream& args) {
  protocol::GoCommand go;
  try {
    go = protocol::decode_go(
        *rules_, args.str().substr(std::min<std::size_t>(args.str().size(), args.tellg())));
  } catch (const std::exception& e) {
    send(std::string("info string ") + e.what());
  }
  if (!position_) {
    send("info string go: no position: " + rules_->spec().no_start);
    send("bestmove (none)");
    return;
  }
  engine::Position pos = *position_;
  // The host rolls: the roll due before this ply comes with `go`.
  if (pos.awaiting_roll()) {
    if (!engine::is_roll_due(pos, go.roll)) {
      send("info string go: a roll is due here: expected roll with its dice (2,3; 3 or 6,4)");
      send("bestmove (none)");
      return;
    }
    pos.roll(go.roll);
  } else if (const engine::DiceRoll left = engine::unused_dice(pos);
             go.has_roll() && go.roll != left) {
    send("info string go roll: no roll is due, the position leaves " +
         (left.count ? "the dice " + protocol::encode_roll_token(left) : std::string("no dice")) +
         ", and the engine plays that");
  }
  Limits limits;
  limits.time = go.time;
  limits.inc = go.inc;
  limits.moves_to_go = go.moves_to_go;
  limits.movetime = go.movetime;
  limits.depth = go.depth;
  limits.nodes = go.nodes;
  limits.infinite = go.infinite;
  if (!worker_.joinable()) worker_ = std::thread(&UciEngine::work, this);
  infinite_ = limits.infinite;
  {
    std::lock_guard lock(mutex_);
    stop_ = false;
    job_.emplace(Job{std::move(pos), limits});
    searching_ = true;
  }
  work_cv_.notify_one();
}

std::string UciEngine::info_line(const engine::Position& root, const SearchInfo& info) const {
  protocol::InfoLine line;
  line.depth = info.depth;
  line.seldepth = info.seldepth;
  if (auto mate = mate_in(info.score))
    line.mate = *mate;
  else
    line.score_cp = info.score;
  line.nodes = info.nodes;
  line.time_ms = info.time_ms;
  line.nps = info.nodes * 1000 / static_cast<std::uint64_t>(info.time_ms > 0 ? info.time_ms : 1);
  std::string pv;
  engine::Position pos = root;
  for (engine::Move m : info.pv) {
    if (pos.awaiting_roll()) break;  // the dice after it are not known
    if (!pv.empty()) pv += ' ';
    protocol::append_move(pv, pos, m);
    pos.make(m);
  }
  line.pv = pv;
  return protocol::encode_info(line);
}

}  // namespace chatur::players
