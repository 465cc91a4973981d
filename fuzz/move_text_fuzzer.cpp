// Move text of every rule set: long algebraic, SAN and the wire form, in positions reached by
// moves the input chooses. Property: a text that reads as a move writes back to a text that
// reads as the same move.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <string>

#include "engine/dice_roll.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "fuzz/rule_set_pick.h"
#include "protocol/move_codec.h"
#include "records/san.h"

using namespace chatur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const engine::RuleSet& rules = fuzz::pick_rule_set(in.ConsumeIntegral<std::uint8_t>());
  engine::Position pos(rules);
  const int plies = in.ConsumeIntegralInRange(0, 40);
  for (int i = 0; i < plies; ++i) {
    if (pos.awaiting_roll()) {
      if (rules.has_power(engine::Power::kInsanity)) {
        // North Korea's rolls read the six-sided dice they need from the front.
        engine::DiceRoll r;
        for (int d = 0; d < engine::DiceRoll::kMax; ++d) r.push(in.ConsumeIntegralInRange(1, 6));
        pos.roll(r);
      } else {
        pos.roll(in.ConsumeIntegralInRange(rules.die_low(), rules.die_high()),
                 in.ConsumeIntegralInRange(rules.die_low(), rules.die_high()));
      }
      continue;
    }
    engine::MoveList legal;
    engine::generate_legal(pos, legal);
    if (legal.empty()) break;
    pos.make(legal[in.ConsumeIntegralInRange(0, legal.size() - 1)]);
  }
  const std::string text = in.ConsumeRemainingBytesAsString();
  try {
    const engine::Move m = engine::parse_move(pos, text);
    if (engine::parse_move(pos, engine::move_to_text(pos, m)) != m) __builtin_trap();
  } catch (const engine::MoveTextError&) {
  }
  if (rules.army_count() == 2) {
    try {
      const engine::Move m = records::parse_san(pos, text);
      if (records::parse_san(pos, records::to_san(pos, m)) != m) __builtin_trap();
    } catch (const engine::MoveTextError&) {
    }
  }
  try {
    const engine::Move m = protocol::decode_move(pos, text);
    if (protocol::decode_move(pos, protocol::encode_move(pos, m)) != m) __builtin_trap();
  } catch (const protocol::WireError&) {
  }
  return 0;
}
