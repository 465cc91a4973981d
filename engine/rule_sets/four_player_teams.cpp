// chess.com's four-player chess, Teams: Red and Yellow against Blue and Green on the 14x14 board
// without its corners; the first team to mate (or take the king of) an enemy army wins.
#include "engine/rule_sets/four_player_common.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

// The setup follows options.classic_setup.
RuleSpec four_player_teams(const RuleOptions& options) {
  RuleSpec spec = four_player_base(options, false);
  spec.id = "four-player-teams";
  spec.description = "chess.com's four-player chess, Teams (Red+Yellow v Blue+Green), 14x14 cross";
  spec.no_moves = NoMoveRule::kDraw;
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = "QRBN"};
  spec.promotion.line = 11;
  spec.mate_timing = MateTiming::kAtTurn;
  spec.defeat = Defeat::kEndsGame;
  spec.insufficient_material_draw = true;
  return spec;
}

}  // namespace chatur::engine::rule_sets
