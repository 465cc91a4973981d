// A played tournament game as the archive stores it: tags, PGN text with per-move comments,
// moves and position hashes.
#pragma once

#include <string>
#include <vector>

#include "engine/rule_set.h"
#include "records/archive.h"
#include "tournament/game_runner.h"

namespace chatur::tournament {

// What the tags say about a game beside its moves.
struct GameLabels {
  std::string event, site, date, round;  // date YYYY.MM.DD
  std::vector<std::string> players;      // engine name per army, in turn order
  std::string time_control;              // time_control_text()
};

// The game as records::Archive::add takes it. Tags: Event, Site, Date, Round, one per army
// (White/Black or Red/Green/Yellow/Black), Result, Termination, TimeControl, Variant (and the
// start position when not standard), plus TerminationDetail and, for a garbage or illegal
// move, OffendingMove with the text the engine sent. Each move carries move_comment(). Built by
// records::stored_game, as a replayed record is; StoredGame::pgn is also written, from the moves'
// texts the runner recorded.
records::StoredGame stored_game(const GameRecord& game, const engine::RuleSet& rules,
                                const GameLabels& labels);

// Today's date as PGN writes it: YYYY.MM.DD (UTC).
std::string pgn_date_today();

}  // namespace chatur::tournament
