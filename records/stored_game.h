// The one path from a game played on the board to the archive's form of it: a record replayed
// from a file and a game the tournament runner played are both stored through stored_game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/dice.h"
#include "engine/rule_set.h"
#include "records/archive.h"
#include "records/game.h"
#include "records/game_end.h"
#include "records/replay.h"

namespace chatur::records {

// What playing a game's main line on the board established, beside the record's tags and
// annotations: a replay knows it from the rules core, the runner from its own play.
struct PlayedGame {
  std::string start_fen;
  bool standard_start = true;  // from the rule set's own start position
  GameEnd end;
  std::vector<std::string> players;   // by army, in turn order
  std::vector<std::string> moves;     // main line, long algebraic (may be empty with `identity`)
  std::vector<engine::RollAt> rolls;  // indexed into the main line's plies
  std::vector<std::uint64_t> hashes;  // start position, then after each ply
  // The main line's codes, where the replay made them (ReplayOptions::main_line_codes).
  std::optional<std::string> main_line_codes;
  // The main line's content hash, where the replay computed it (ReplayOptions::identity).
  std::optional<std::uint64_t> identity;
};

// The game as the archive stores it: the game's tags normalised in place (pgn_writer.h's
// normalize_tags), the played facts moved in, and the moves and annotations encoded
// (game_encoding.h). Every move of `game` must have been played (MoveNode::move set) from
// `played.start_fen` under `rules`. StoredGame::pgn is left empty for callers that want no text.
StoredGame stored_game(Game& game, const engine::RuleSet& rules, PlayedGame played);

// The same for a game replayed without errors (`replay` being its replay), its players read from
// its tags (variant.h's player_names).
StoredGame stored_game(Game& game, const Replay& replay);
// The same, moving the replay's moves, rolls, hashes and codes into the stored game (import,
// which needs only the replay's problems and rule set afterwards).
StoredGame stored_game(Game& game, Replay&& replay);

}  // namespace chatur::records
