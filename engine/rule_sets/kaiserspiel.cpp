// Kaiserspiel (Peguilhen, as Tressau gives it; docs/rules/kaiserspiel.md): 10x10 with the Commander
// (queen + knight) and the Adjutant (bishop + knight), pawn steps of up to three squares,
// castling three squares toward the a-rook and four toward the j-rook. Set A has Tressau's
// promotion and stalemate rules, set B modern ones.
#include "engine/rule_sets/large_common.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {
namespace {

RuleSpec kaiserspiel_common() {
  RuleSpec spec;
  spec.files = spec.ranks = 10;
  spec.pieces = {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true},
      {.letter = 'Q', .name = "Queen", .betza = "Q"},
      {.letter = 'C', .name = "Commander", .betza = "QN"},
      {.letter = 'A', .name = "Adjutant", .betza = "BN"},
      {.letter = 'R', .name = "Rook", .betza = "R"},
      {.letter = 'B', .name = "Bishop", .betza = "B", .minor = true, .colour_bound = true},
      {.letter = 'N', .name = "Knight", .betza = "N", .minor = true},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true},
  };
  spec.armies = white_and_black();
  place_mirrored_start(spec, "RNBCKQABNR");
  spec.royalty = Royalty::kCheckmate;
  set_multi_step_pawns(spec);
  spec.castling = {{0, "e1", "i1", "j1", "h1", 'K'},
                   {0, "e1", "b1", "a1", "c1", 'Q'},
                   {1, "e10", "i10", "j10", "h10", 'k'},
                   {1, "e10", "b10", "a10", "c10", 'q'}};
  return spec;
}

}  // namespace

RuleSpec kaiserspiel_a(const RuleOptions&) {
  RuleSpec spec = kaiserspiel_common();
  spec.id = "kaiserspiel-a";
  spec.description =
      "Kaiserspiel, set A: 10x10, promotion to captured pieces only, stalemate a half-win";
  set_a_rules(spec);
  return spec;
}

RuleSpec kaiserspiel_b(const RuleOptions&) {
  RuleSpec spec = kaiserspiel_common();
  spec.id = "kaiserspiel-b";
  spec.description = "Kaiserspiel, set B: 10x10, modern promotion, stalemate a draw";
  set_b_rules(spec, "QCARBN");
  return spec;
}

}  // namespace chatur::engine::rule_sets
