// A stand-in for obryanlouis/4pchess in the host's tests of the 4pchess dialect: it plays random
// legal moves of four-player-teams and holds to what 4pchess understands, so that a host that
// speaks anything else fails visibly:
// - it declares no UCI_Variant and answers an unknown `setoption` with `info string`;
// - `position` takes `startpos` (4pchess's start is four-player-teams') and `fen`, never `fen4`:
//   an unknown form is answered with `info string` and the old position stays;
// - `go` reads `movetime` and `depth` only: without either it searches forever, as 4pchess does;
// - `info` lines put `pv` before `score`, and the score is a bare number from the view of Red and
//   Yellow: this one always reports +250 for them;
// - moves are written from-to with '-', captures included (`h2-b8`);
// - with the game over it writes `info string Game completed.` and no bestmove.
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>

#include "engine/movegen.h"
#include "engine/outcome.h"
#include "engine/rule_sets/registry.h"
#include "protocol/move_codec.h"

namespace {

using namespace chatur;

void say(const std::string& line) {
  std::cout << line << std::endl;
}

}  // namespace

int main() {
  const auto rules = engine::rule_sets::make("four-player-teams");
  auto pos = std::make_unique<engine::Position>(*rules);
  std::mt19937_64 rng(4);
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd == "uci") {
      say("id name 4pChess mock");
      say("option name Hash type spin default 100");
      say("uciok");
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "setoption") {
      std::string w, name;
      in >> w >> name;
      if (name != "Hash") say("info string invalid command: '" + line + "'");
    } else if (cmd == "ucinewgame") {
      pos = std::make_unique<engine::Position>(*rules);
    } else if (cmd == "position") {
      std::string kind, w;
      in >> kind;
      if (kind != "startpos") {
        say("info string invalid command: '" + line + "'");
        continue;
      }
      auto next = std::make_unique<engine::Position>(*rules);
      in >> w;
      bool ok = true;
      while (ok && in >> w) {
        try {
          next->make(protocol::decode_move(*next, w));
        } catch (const std::exception&) {
          say("info string Invalid move '" + w + "'");
          ok = false;
        }
      }
      if (ok) pos = std::move(next);
    } else if (cmd == "go") {
      bool limited = false;
      for (std::string w; in >> w;) limited = limited || w == "movetime" || w == "depth";
      if (!limited) continue;
      if (engine::outcome(*pos).finished()) {
        say("info string Game completed.");
        continue;
      }
      engine::MoveList legal;
      engine::generate_legal(*pos, legal);
      const engine::Move m =
          legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))];
      const std::string text = protocol::encode_move(*pos, m, protocol::Dialect::kFourPChess);
      say("info depth 1 time 0 nodes 1 pv " + text + " score 250 nps 0");
      say("bestmove " + text);
    } else if (cmd == "quit") {
      return 0;
    }
  }
  return 0;
}
