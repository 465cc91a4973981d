// FEN and FEN4 of every rule set on any text. Properties: a position that parses prints and
// parses to the same text and hash; every legal move of it makes and unmakes back to it.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/outcome.h"
#include "fuzz/rule_set_pick.h"

using namespace chatur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const engine::RuleSet& rules = fuzz::pick_rule_set(data[0]);
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  for (bool repairing : {false, true}) {
    std::vector<std::string> repairs;
    try {
      engine::Position pos = repairing ? engine::parse_fen_repairing(rules, text, repairs)
                                       : engine::parse_fen(rules, text);
      const std::string fen = engine::to_fen(pos);
      engine::Position again = engine::parse_fen(rules, fen);
      if (engine::to_fen(again) != fen || again.hash() != pos.hash()) __builtin_trap();
      (void)engine::outcome(pos);
      engine::MoveList legal;
      engine::generate_legal(pos, legal);
      for (engine::Move m : legal) {
        pos.make(m);
        (void)engine::outcome(pos);
        pos.unmake();
        if (pos.hash() != again.hash()) __builtin_trap();
      }
    } catch (const engine::FenError&) {
    }
  }
  return 0;
}
