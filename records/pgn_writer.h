// Writes games as PGN (two armies, SAN) or PGN4 (four armies, long algebraic) in the form
// docs/records.md specifies; the reader reads the output back to the same game.
#pragma once

#include <ostream>
#include <string>

#include "engine/rule_set.h"
#include "records/game.h"
#include "records/game_end.h"
#include "records/replay.h"

namespace chatur::records {

// Writes the game: its tags in order, then the movetext wrapped at 79 columns, then a blank
// line. The game must have been replayed without errors (records/replay.h) from start_fen under
// the rule set: the moves are written from MoveNode::move.
void write_game(std::ostream& out, const Game& game, const engine::RuleSet& rules,
                const std::string& start_fen);

// Appends the game to `out` exactly as write_game writes it, without playing a move: every move
// has its text in MoveNode::record_text (records/move_text.h), and the start position has
// `start_army` to move at move number `start_fullmove`. Throws std::invalid_argument if a move
// lacks its text.
void write_game_from_texts(std::string& out, const Game& game, const engine::RuleSet& rules,
                           int start_army, int start_fullmove);

// write_game_from_texts for a game replayed without errors with ReplayOptions::record_texts,
// `replay` being that replay. This is what importing needs: the moves are generated once, by the
// replay. Throws std::invalid_argument if the replay did not record the texts.
void write_replayed_game(std::string& out, const Game& game, const Replay& replay);

// Sets the tags chatur writes for every game: Variant, RuleOptions with the rule set's options
// that are not the defaults, Result, Placements and ArmyPoints from the game's end (each only
// where the end has them), and FEN with SetUp (two armies) or StartFen4 (four armies) when the
// game does not start from the rule set's start position. FirstArmy is kept with the standard
// start and dropped with a FEN, which then names the army.
void normalize_tags(Game& game, const engine::RuleSet& rules, const std::string& start_fen,
                    bool standard_start, const GameEnd& end);

}  // namespace chatur::records
