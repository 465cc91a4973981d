// Parts shared by the large two-army games of rulings.md section 3 (Kaiserspiel, Sultanspiel,
// Hyderabad): White at the bottom moving up, Black at the top, pieces set out by back ranks.
#pragma once

#include <string>

#include "engine/rule_spec.h"

namespace chatur::engine::rule_sets {

// White and Black, White moving up the board.
inline std::vector<ArmySpec> white_and_black() {
  return {{"White", 'w', Forward::kUp, 0}, {"Black", 'b', Forward::kDown, 1}};
}

// Places one army's back rank, read from file a, on rank `rank` (counted from 1).
inline void place_rank(RuleSpec& spec, int army, int rank, const std::string& pieces) {
  for (size_t f = 0; f < pieces.size(); ++f)
    if (pieces[f] != '.')
      spec.setup.push_back(
          {std::string(1, static_cast<char>('a' + f)) + std::to_string(rank), army, pieces[f]});
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
