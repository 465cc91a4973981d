// Games between players of the same process, played to the end under the rule set's rules.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/dice.h"
#include "engine/move.h"
#include "engine/outcome.h"
#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::players {

struct PlayedGame {
  std::string start_fen;
  std::vector<engine::Move> moves;
  std::vector<std::string> move_texts;  // long algebraic, as played
  std::vector<engine::RollAt> rolls;  // every roll (dice games, North Korea), indexed into `moves`
  std::string final_fen;
  std::string final_diagram;
  engine::Outcome outcome;
  bool cut_off = false;  // stopped at max_plies before the game ended
};

// Plays one game of random players (all armies draw from one generator seeded with `seed`) from
// `start` until the game ends, or for at most max_plies plies if that is positive. Dice are
// rolled, uniformly, from a second generator seeded with `seed`.
PlayedGame play_random_game(engine::Position start, std::uint64_t seed, int max_plies = 0);
// The same from the rule set's start position.
PlayedGame play_random_game(const engine::RuleSet& rules, std::uint64_t seed, int max_plies = 0);

}  // namespace chatur::players
