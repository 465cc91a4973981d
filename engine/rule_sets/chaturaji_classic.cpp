// chaturaji-classic, the basic (original) rules of the Chaturaji family without dice: armies
// frozen without their king, king exchange and kings placed from hand, thrones, stakes and
// command of the partner, promotion to the piece of the square when the pawn count permits,
// second kings, boat triumph, the bare-king end, results by stakes.
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec chaturaji_classic(const RuleOptions&) {
  RuleSpec spec = chaturaji();
  spec.id = "chaturaji-classic";
  spec.description =
      "Chaturaji, classic rules: king exchange, thrones and stakes, promotion by square, no dice";
  spec.promotion = {.choices = PromotionChoices::kEdgePiece,
                    .wait_for_pool = true,
                    .edge_pieces = "BNRKKRNB",
                    .few_pawns = "NR",
                    .lone_pawn_boat = 'B'};
  spec.triumph = 'B';
  spec.scores_points = true;
  spec.king_exchange = true;
  spec.thrones = true;
  spec.frozen_without_royal = true;
  spec.bare_king_end = true;
  return spec;
}

}  // namespace chatur::engine::rule_sets
