// A rule set's board and a position as the pages draw them: the pages take both from here and
// never compute a rule of their own.
#pragma once

#include "engine/position.h"
#include "engine/rule_set.h"
#include "web/json_writer.h"

namespace chatur::web {

// {"files", "ranks", "squares": [[file, rank, "a1"], ...] (the existing squares, a1 first, rank
// by rank), "special": [{"square", "kind": "old"|"throne", "army"?}], "armies": [{"name",
// "letter", "team"}], "pieces": [{"letter", "name"}]}.
void write_board_shape(JsonWriter& out, const engine::RuleSet& rules);

// {"fen", "to_move", "board": one entry per square of the shape, null or [army, "letter"] with a
// third element true for a dead piece; "hands", "pools" (per army, [["letter", count], ...]) where
// the rule set has them, "points" where it scores points, "dice" (the unused dice) in a dice
// turn}.
void write_position(JsonWriter& out, const engine::Position& pos);

}  // namespace chatur::web
