// A scripted engine for the tournament fault tests: it speaks the engine protocol, plays random
// legal moves (seeded), and commits one fault on request, chosen by its arguments:
//   fault_engine [--mode normal|crash|stall|garbage|illegal|no-uciok|exit|own-roll|wrong-die]
//                [--after N] [--seed S] [--delay MS]
//   fault_engine --mode random [--rate P] [--slow MS] [--log FILE] [--seed S]
// crash: abort() at a `go`; stall: never answer a `go`; garbage: answer `bestmove` with text that
// is no move; illegal: answer a well-formed move that is not legal; no-uciok: never say `uciok`;
// exit: exit(0) at a `go`, as an engine quitting mid-game; own-roll (dice games): roll its own
// dice instead of the host's and play a move they allow and the host's do not; wrong-die (dice
// games): play a move of a die the army does not have. The fault happens at the `go` after N
// answered ones (counted over the life of the process; default 0). --seed S seeds each game
// (at `ucinewgame`) with S; --seed 0 seeds from the process id once, so that restarted engines
// play other games; --delay waits before each answer.
// random (the fault campaign, scripts/fault-campaign.sh): at each `go`, with probability P
// (default 0.05), crash, stall, garbage, an illegal move or exit, one of the five at random; at
// `uci`, with the same probability, a slow start-up: `uciok` only after MS ms (default 3000).
// Each fault is appended to FILE before it happens, as `HOST_PID FAULT ARMY FEN`: the host's
// process id, the fault's name, and the army to move and FEN of the position it happened in (-1
// and no FEN at start-up), so that the campaign can find the game it ended. Faults draw from a
// generator of their own, seeded from the process id, so that the moves stay those of --seed.
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "protocol/go_command.h"
#include "protocol/move_codec.h"
#include "protocol/position_command.h"

namespace {

using namespace chatur;

void say(const std::string& line) {
  std::cout << line << std::endl;
}

// A move of the right shape that the rules core refuses in this position.
std::string illegal_move(engine::Position& pos) {
  const auto& spec = pos.rules().spec();
  for (int f1 = 0; f1 < spec.files; ++f1)
    for (int r1 = 1; r1 <= spec.ranks; ++r1)
      for (int r2 = 1; r2 <= spec.ranks; ++r2) {
        std::string text = std::string(1, static_cast<char>('a' + f1)) + std::to_string(r1) + "-" +
                           static_cast<char>('a' + f1) + std::to_string(r2);
        try {
          engine::parse_move(pos, text);
        } catch (const engine::MoveTextError& e) {
          if (e.kind() == engine::MoveTextError::Kind::kIllegal) return text;
        }
      }
  return "a1-a1";
}

std::vector<std::string> legal_texts(engine::Position& pos) {
  engine::MoveList legal;
  engine::generate_legal(pos, legal);
  std::vector<std::string> out;
  for (engine::Move m : legal) out.push_back(protocol::encode_move(pos, m));
  return out;
}

// A move that the dice `other` allow and the position's dice do not, or "" if there is none.
// `before` is the position before its dice were set.
std::string move_of_other_dice(const engine::Position& before, engine::Position& now,
                               std::array<int, 2> other) {
  const std::vector<std::string> allowed = legal_texts(now);
  engine::Position alt = before;
  alt.roll(other[0], other[1]);
  for (const std::string& m : legal_texts(alt))
    if (std::find(allowed.begin(), allowed.end(), m) == allowed.end()) return m;
  return "";
}

// The random mode's faults, each logged before it is committed.
class RandomFaults {
 public:
  RandomFaults(double rate, std::string log_path)
      : rate_(rate), log_path_(std::move(log_path)), rng_(static_cast<std::uint64_t>(::getpid())) {}

  bool happens() { return std::uniform_real_distribution<double>(0, 1)(rng_) < rate_; }
  // One of crash, stall, garbage, illegal and exit.
  std::string pick() {
    static constexpr std::array<const char*, 5> kFaults{"crash", "stall", "garbage", "illegal",
                                                        "exit"};
    return kFaults[static_cast<std::size_t>(rng_() % kFaults.size())];
  }
  void log(const std::string& fault, int army, const std::string& fen) const {
    if (log_path_.empty()) return;
    std::ofstream(log_path_, std::ios::app)
        << ::getppid() << ' ' << fault << ' ' << army << ' ' << fen << std::endl;
  }

 private:
  double rate_;
  std::string log_path_;
  std::mt19937_64 rng_;
};

}  // namespace

int main(int argc, char** argv) {
  std::string mode = "normal";
  int after = 0;
  std::uint64_t seed = 1;
  int delay_ms = 0;
  double rate = 0.05;
  int slow_ms = 3000;
  std::string log_path;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--mode")
      mode = value;
    else if (flag == "--after")
      after = std::atoi(value.c_str());
    else if (flag == "--seed")
      seed = std::strtoull(value.c_str(), nullptr, 10);
    else if (flag == "--delay")
      delay_ms = std::atoi(value.c_str());
    else if (flag == "--rate")
      rate = std::atof(value.c_str());
    else if (flag == "--slow")
      slow_ms = std::atoi(value.c_str());
    else if (flag == "--log")
      log_path = value;
  }
  RandomFaults faults(rate, log_path);
  std::mt19937_64 rng(seed != 0 ? seed : static_cast<std::uint64_t>(::getpid()));
  auto rules = engine::rule_sets::make("chess");
  auto pos = std::make_unique<engine::Position>(*rules);
  int answered = 0;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd == "uci") {
      say("id name fault_engine " + mode);
      say("option name UCI_Variant type string default chess");
      if (mode == "random" && faults.happens()) {
        faults.log("slow-start", -1, "");
        std::this_thread::sleep_for(std::chrono::milliseconds(slow_ms));
      }
      if (mode != "no-uciok") say("uciok");
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "setoption") {
      std::string w, name, value;
      in >> w >> name >> w >> value;
      if (name == "UCI_Variant") {
        rules = engine::rule_sets::make(value);
        pos = std::make_unique<engine::Position>(*rules);
      } else {
        engine::RuleOptions options = rules->options();
        engine::rule_sets::set_option(options, name, value);
        rules = engine::rule_sets::make(rules->id(), options);
        pos = std::make_unique<engine::Position>(*rules);
      }
    } else if (cmd == "ucinewgame") {
      pos = std::make_unique<engine::Position>(*rules);
      // A fixed seed plays the same moves in the same game, whatever the process played before.
      if (seed != 0) rng.seed(seed);
    } else if (cmd == "position") {
      pos = std::make_unique<engine::Position>(
          protocol::decode_position(*rules, line.substr(line.find(' ') + 1)));
    } else if (cmd == "go") {
      const protocol::GoCommand go =
          protocol::decode_go(*rules, line.size() > 2 ? line.substr(3) : "");
      const engine::Position before = *pos;
      if (pos->awaiting_roll()) pos->roll(go.roll);
      if (delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
      std::string fault = mode;
      if (mode == "random") {
        fault = faults.happens() ? faults.pick() : "normal";
        if (fault != "normal") faults.log(fault, pos->to_move(), engine::to_fen(*pos));
      }
      if (answered >= after) {
        if (fault == "crash") std::abort();
        if (fault == "exit") std::exit(0);
        if (fault == "stall") continue;
        if (fault == "garbage") {
          say("info depth 1 score cp 0 nodes 1 time 0");
          say("?!#%&");
          say("bestmove zz!!99");
          continue;
        }
        if (fault == "illegal") {
          say("bestmove " + illegal_move(*pos));
          continue;
        }
        std::string wrong;
        if (mode == "own-roll" && before.awaiting_roll()) {
          std::uniform_int_distribution<int> face(rules->die_low(), rules->die_high());
          for (int tries = 0; tries < 20 && wrong.empty(); ++tries) {
            const int a = face(rng), b = face(rng);
            wrong = move_of_other_dice(before, *pos, {std::min(a, b), std::max(a, b)});
          }
        }
        if (mode == "wrong-die" && pos->in_dice_turn()) {
          engine::Position base = before;
          if (base.in_dice_turn()) base.unroll();
          for (int d = rules->die_low(); d <= rules->die_high() && wrong.empty(); ++d)
            wrong = move_of_other_dice(base, *pos, {0, d});
        }
        if (!wrong.empty()) {
          say("bestmove " + wrong);
          continue;
        }
      }
      engine::MoveList legal;
      engine::generate_legal(*pos, legal);
      ++answered;
      if (legal.empty()) {
        say("bestmove (none)");
        continue;
      }
      const engine::Move m =
          legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))];
      say("info depth 1 score cp " + std::to_string(static_cast<int>(rng() % 41) - 20) +
          " nodes 1 time 0");
      say("bestmove " + protocol::encode_move(*pos, m));
    } else if (cmd == "quit") {
      return 0;
    }
  }
  return 0;
}
