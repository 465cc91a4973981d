// The `info` line of a search (docs/protocol.md):
//   info depth <d> seldepth <d> score cp <n> | score mate <n> nodes <n> nps <n> time <ms>
//        pv <ply> ...
// Scores are from the view of the side of the army to move: its team in team games, the army
// alone in a free-for-all. `info string <text>` lines carry messages for people.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/dialect.h"

namespace chatur::protocol {

struct InfoLine {
  int depth = 0;
  int seldepth = 0;
  std::optional<int> score_cp;
  std::optional<int> mate;  // plies of the side to move's moves to the end; negative: it loses
  std::uint64_t nodes = 0;
  std::uint64_t nps = 0;
  std::int64_t time_ms = -1;  // -1: not given
  // The plies, encoded, separated by spaces. After decode_info, a view into the line it read.
  std::string_view pv;
};

std::string encode_info(const InfoLine& info);

// Updates `info` with the figures of the words after "info". Lenient, because nothing the game
// depends on is in an info line: a malformed number is skipped, and a line stops at `string`
// (free text) or `pv` (kept as text). The 4pchess dialect writes `score <n>` without `cp`, from
// Red and Yellow's view (the caller turns it with score_for_mover), and puts `score` and `nps`
// after its `pv`.
void decode_info(std::string_view args, InfoLine& info, Dialect dialect = Dialect::kUci);

}  // namespace chatur::protocol
