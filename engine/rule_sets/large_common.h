// Parts shared by the large two-army games of docs/rules/ (Kaiserspiel, Sultanspiel,
// Hyderabad): White at the bottom moving up, Black at the top, pieces set out by back ranks.
#pragma once

#include <string>

#include "engine/rule_sets/layout.h"
#include "engine/rule_spec.h"

namespace chatur::engine::rule_sets {

// Kaiserspiel's and Sultanspiel's pawns: one to three squares from the second rank, two from
// the third, en passant over every square passed.
inline void set_multi_step_pawns(RuleSpec& spec) {
  spec.pawn_multi_steps = {{1, 3}, {2, 2}};
  spec.en_passant = true;
}

// Set A of Kaiserspiel and Sultanspiel (Tressau's rules): promotion only to a captured piece, no
// second bishop on one colour, optional, with waiting pawns; stalemate a half-win.
inline void set_a_rules(RuleSpec& spec) {
  spec.promotion = {.choices = PromotionChoices::kPool,
                    .wait_for_pool = true,
                    .optional = true,
                    .distinct_colours = true};
  spec.no_moves = NoMoveRule::kHalfWin;
}

// Set B: modern promotion to any of `pieces`, stalemate a draw, kings with minor pieces only
// cannot mate.
inline void set_b_rules(RuleSpec& spec, const std::string& pieces) {
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = pieces};
  spec.no_moves = NoMoveRule::kDraw;
  spec.insufficient_material_draw = true;
}

}  // namespace chatur::engine::rule_sets
