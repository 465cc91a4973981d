// ZM Machiavellian Chess: Chaturaji's board and armies with chess pieces and check. A checked
// army moves next, mate is judged at its turn, the captor takes a defeated army's pieces, a king
// leaving its far corner makes a queen there, and armies may resign or freeze. Free-for-all by
// default, teams with the option mode=teams.
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

// A free-for-all by default; teams with options.mode = teams.
RuleSpec zm_machiavellian(const RuleOptions& options) {
  RuleSpec spec = check_on_chaturaji_board(options);
  spec.id = "zm-machiavellian";
  spec.description =
      "ZM Machiavellian Chess: four armies with check on 8x8, the checked move first";
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = "RBN"};
  spec.turn_order = TurnOrder::kSkipToCheck;
  spec.en_passant = true;
  spec.en_passant_next_ply = true;
  spec.king_promotion = {{"a1", "a8", "h8", "h1"}, 'Q'};
  spec.protect_partner = true;
  spec.freeze = true;
  return spec;
}

}  // namespace chatur::engine::rule_sets
