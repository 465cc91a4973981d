// The JSON form of a game (schemas/game.schema.json), as `chatur export --json` writes it.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "engine/rule_set.h"
#include "records/game.h"
#include "records/game_end.h"

namespace chatur::records {

// The string as a JSON string literal, quotes included.
std::string json_string(std::string_view s);

// Writes the game as one JSON object on one line, its result, termination, team scores,
// placements and points from `end`. As write_game (pgn_writer.h), the game must have been
// replayed without errors from start_fen.
void write_game_json(std::ostream& out, const Game& game, const engine::RuleSet& rules,
                     const std::string& start_fen, const GameEnd& end);

}  // namespace chatur::records
