// Chatanooga: ZM Machiavellian Chess without the skip, king promotion, castling and en passant;
// pawns may become kings, and an army with several kings is not bound by check.
#include <vector>

#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

// A free-for-all by default; teams with options.mode = teams.
RuleSpec chatanooga(const RuleOptions& options) {
  RuleSpec spec = check_on_chaturaji_board(options);
  spec.id = "chatanooga";
  spec.description = "Chatanooga: four armies with check on 8x8, pawns may become further kings";
  std::erase_if(spec.pieces, [](const PieceSpec& p) { return p.letter == 'Q'; });
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = "KRNB"};
  return spec;
}

}  // namespace chatur::engine::rule_sets
