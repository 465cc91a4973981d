// Orthodox chess (FIDE laws): castling, en passant, promotion, checkmate, stalemate, the
// fifty-move rule, threefold repetition and insufficient material.
#include "engine/rule_sets/layout.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec chess(const RuleOptions&) {
  RuleSpec spec;
  spec.id = "chess";
  spec.description = "Orthodox chess (FIDE laws), two armies on 8x8";
  spec.pieces = chess_pieces();
  spec.armies = white_and_black();
  place_mirrored_start(spec, "RNBQKBNR");
  spec.royalty = Royalty::kCheckmate;
  spec.no_moves = NoMoveRule::kDraw;
  spec.promotion = {.choices = PromotionChoices::kFixed, .fixed = "QRBN"};
  spec.pawn_multi_steps = {{1, 2}};
  spec.en_passant = true;
  spec.castling = {{0, "e1", "g1", "h1", "f1", 'K'},
                   {0, "e1", "c1", "a1", "d1", 'Q'},
                   {1, "e8", "g8", "h8", "f8", 'k'},
                   {1, "e8", "c8", "a8", "d8", 'q'}};
  spec.insufficient_material_draw = true;
  return spec;
}

}  // namespace chatur::engine::rule_sets
