// Parts shared by chess.com's four-player chess, Teams and free-for-all (docs/rules/
// four-player-teams.md, four-player-ffa.md): the 14x14 board without its 3x3 corners, the
// armies Red, Blue, Yellow, Green, the setups 4PC and 4PCo (option setup=classic), pawns,
// castling and en passant.
#pragma once

#include <string>
#include <vector>

#include "engine/rule_spec.h"

namespace chatur::engine::rule_sets {

// The board, pieces, armies (teams Red+Yellow and Blue+Green, or every army its own), setup,
// pawns, en passant and castling. A free-for-all has every army its own team and the 1-point
// queen D.
RuleSpec four_player_base(const RuleOptions& options, bool free_for_all);

}  // namespace chatur::engine::rule_sets
