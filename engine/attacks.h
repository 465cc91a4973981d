// Which squares the armies attack.
#pragma once

#include "engine/position.h"

namespace chatur::engine {

// True if a piece of an army that is an enemy of `army` attacks square sq. A piece standing on
// `lifted` is treated as absent (a king testing the squares it may step to).
bool is_attacked(const Position& pos, Square sq, int army, Square lifted = kNoSquare);

// Per-army rules (RuleSet::army_rules): the squares of the enemy pieces of `army` that attack
// square sq, at most kMaxAttackers, into out; their count.
inline constexpr int kMaxAttackers = 32;
int attackers(const Position& pos, Square sq, int army, Square* out);

// The types of the pieces of army `by` that attack square sq, as a bit mask (0: none).
std::uint32_t attacking_types(const Position& pos, Square sq, int by);

// True if the army to move has a royal piece that an enemy attacks (checkmate rule sets).
bool in_check(const Position& pos);

}  // namespace chatur::engine
