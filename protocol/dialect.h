// The dialects of the engine protocol the host speaks. `uci` is chatur's protocol
// (docs/protocol.md); `4pchess` is what obryanlouis/4pchess, the best-known engine for
// chess.com's four-player Teams game, understands, so that it plays unmodified.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/rule_set.h"
#include "protocol/go_command.h"

namespace chatur::protocol {

enum class Dialect : std::uint8_t {
  kUci,        // chatur's protocol: UCI_Variant, rule options, every army's clock, `score cp`
  kFourPChess  // no variant options, `position startpos`, `go movetime|depth` only, `score <n>`
               // from Red and Yellow's view
};

// "uci", "4pchess".
std::string_view dialect_name(Dialect d);
// The dialect with this name; nothing for an unknown name.
std::optional<Dialect> dialect_from_name(std::string_view name);

// Why an engine of this dialect cannot play games of the rule set from this start (a FEN, or
// empty for the start position), or empty if it can. 4pchess plays four-player-teams with its
// default options from the start position only: it knows no other game.
std::string dialect_limits(Dialect d, const engine::RuleSet& rules, std::string_view start_fen);

// The `go` limits in the dialect's form. 4pchess reads only movetime and depth: a clock becomes
// a movetime of a share of the mover's time plus most of its increment.
GoCommand dialect_go(Dialect d, const GoCommand& go, int mover);

// A score as the engine reported it, turned to the view of the mover's side (docs/protocol.md):
// 4pchess reports scores from the view of team 0 (Red and Yellow).
int score_for_mover(Dialect d, int reported, int mover_team);

}  // namespace chatur::protocol
