// chess.com's four-player chess, free-for-all: every army for itself, points for captures,
// mates and checks, eliminated armies' pieces stay dead on the board, placements by points.
#include "engine/rule_sets/four_player_common.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

// The setup follows options.classic_setup.
RuleSpec four_player_ffa(const RuleOptions& options) {
  RuleSpec spec = four_player_base(options, true);
  spec.id = "four-player-ffa";
  spec.description = "chess.com's four-player chess, free-for-all with points, 14x14 cross";
  spec.no_moves = NoMoveRule::kEliminated;
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = "D"};
  spec.promotion.line = 8;
  spec.mate_timing = MateTiming::kImmediate;
  spec.defeat = Defeat::kDeadPieces;
  spec.walking_kings = true;
  spec.check_points.on = true;
  spec.scores_points = true;
  spec.insufficient_material_draw = true;
  return spec;
}

}  // namespace chatur::engine::rule_sets
