// What the host reads from engines and what an engine reads from the host, line by line, in both
// dialects: info, bestmove, go and position. Malformed lines must give a WireError, never a
// crash; a position that decodes is one the rules core reached by legal moves.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <string>

#include "engine/movegen.h"
#include "fuzz/rule_set_pick.h"
#include "protocol/dialect.h"
#include "protocol/go_command.h"
#include "protocol/info_line.h"
#include "protocol/move_codec.h"
#include "protocol/position_command.h"

using namespace chatur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const engine::RuleSet& rules = fuzz::pick_rule_set(in.ConsumeIntegral<std::uint8_t>());
  const std::string line = in.ConsumeRemainingBytesAsString();
  for (protocol::Dialect d : {protocol::Dialect::kUci, protocol::Dialect::kFourPChess}) {
    protocol::InfoLine info;
    protocol::decode_info(line, info, d);
    (void)protocol::encode_info(info);
  }
  try {
    const protocol::GoCommand go = protocol::decode_go(rules, line);
    const std::string text = protocol::encode_go(rules, go);
    if (protocol::encode_go(rules, protocol::decode_go(rules, text.substr(2))) != text)
      __builtin_trap();
  } catch (const protocol::WireError&) {
  }
  try {
    engine::Position pos = protocol::decode_position(rules, line);
    engine::MoveList legal;
    engine::generate_legal(pos, legal);
  } catch (const protocol::WireError&) {
  }
  try {
    engine::Position start(rules);
    (void)protocol::decode_move(start, line);
  } catch (const protocol::WireError&) {
  }
  return 0;
}
