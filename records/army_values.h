// A number per army as records write it (docs/records.md, the tags Placements and ArmyPoints): the
// Placements and ArmyPoints tags, "Red 1, Green 2, Yellow 2, Black 4" with the armies in turn
// order, and chess.com's free-for-all Result, "name: points - name: points - ...".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/rule_set.h"

namespace chatur::records {

// "Red 1, Green 2, Yellow 2, Black 4": each army's name and value, in turn order.
std::string army_values_text(const engine::RuleSet& rules, const std::vector<int>& values);

// The values of such a text by army, in turn order: each army of the rule set once, named as the
// rule set names it (any case), in any order. Throws std::invalid_argument saying what is wrong.
std::vector<int> read_army_values(const engine::RuleSet& rules, std::string_view text);

// Each army's place from its points: 1 + the number of armies with more points.
std::vector<int> places_by_points(const std::vector<int>& points);

// True if the places rank the armies as placements do: each army's place is 1 + the number of
// armies placed ahead of it, so that tied armies share the better place.
bool is_ranking(const std::vector<int>& places);

// Each army's points, in turn order, from chess.com's free-for-all Result
// ("Alice: 45 - Bob: 12 - Carol: 3 - Dave: -1"): players named as the player tags name them
// (`players`, by army, as records::player_names gives them), in any order. Throws
// std::invalid_argument saying what is wrong.
std::vector<int> read_chesscom_points(const engine::RuleSet& rules, std::string_view result,
                                      const std::vector<std::string>& players);

}  // namespace chatur::records
