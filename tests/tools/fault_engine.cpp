// A scripted engine for the tournament fault tests: it speaks the engine protocol, plays random
// legal moves (seeded), and commits one fault on request, chosen by its arguments:
//   fault_engine [--mode normal|crash|stall|garbage|illegal|no-uciok|exit] [--after N] [--seed S]
//                [--delay MS]
// crash: abort() at a `go`; stall: never answer a `go`; garbage: answer `bestmove` with text that
// is no move; illegal: answer a well-formed move that is not legal; no-uciok: never say `uciok`;
// exit: exit(0) at a `go`, as an engine quitting mid-game. The fault happens at the `go` after N
// answered ones (counted over the life of the process; default 0). --seed 0 seeds from the
// process id, so that restarted engines play other games; --delay waits before each answer.
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "players/uci_engine.h"

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

}  // namespace

int main(int argc, char** argv) {
  std::string mode = "normal";
  int after = 0;
  std::uint64_t seed = 1;
  int delay_ms = 0;
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
  }
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
      if (mode != "no-uciok") say("uciok");
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "setoption") {
      std::string w, name, value;
      in >> w >> name >> w >> value;
      if (name == "UCI_Variant") {
        rules = engine::rule_sets::make(value);
        pos = std::make_unique<engine::Position>(*rules);
      }
    } else if (cmd == "ucinewgame") {
      pos = std::make_unique<engine::Position>(*rules);
    } else if (cmd == "position") {
      std::string kind, w, fen;
      in >> kind;
      if (kind == "startpos") {
        pos = std::make_unique<engine::Position>(*rules);
        in >> w;
      } else {
        while (in >> w && w != "moves") fen += (fen.empty() ? "" : " ") + w;
        pos = std::make_unique<engine::Position>(engine::parse_fen(*rules, fen));
      }
      while (in >> w) pos->make(engine::parse_move(*pos, w));
    } else if (cmd == "go") {
      if (delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
      if (answered >= after) {
        if (mode == "crash") std::abort();
        if (mode == "exit") std::exit(0);
        if (mode == "stall") continue;
        if (mode == "garbage") {
          say("info depth 1 score cp 0 nodes 1 time 0");
          say("?!#%&");
          say("bestmove zz!!99");
          continue;
        }
        if (mode == "illegal") {
          say("bestmove " + illegal_move(*pos));
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
      say("bestmove " + players::wire_move(*pos, m));
    } else if (cmd == "quit") {
      return 0;
    }
  }
  return 0;
}
