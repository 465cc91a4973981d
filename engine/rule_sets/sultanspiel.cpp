// Sultanspiel (Tressau; docs/rules/sultanspiel.md): 11x11, Kaiserspiel's pieces and the Marshal
// (rook + knight), two start arrays (option array), castling four squares toward either rook.
// Set A adds Tressau's two optional extra wins (option extra_wins): a king reaching the centre
// f6, or the square on which the enemy king started.
#include "engine/rule_sets/large_common.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {
namespace {

RuleSpec sultanspiel_common(const RuleOptions& options) {
  RuleSpec spec;
  spec.files = spec.ranks = 11;
  spec.pieces = {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true},
      {.letter = 'Q', .name = "Queen", .betza = "Q"},
      {.letter = 'C', .name = "Commander", .betza = "QN"},
      {.letter = 'M', .name = "Marshal", .betza = "RN"},
      {.letter = 'A', .name = "Adjutant", .betza = "BN"},
      {.letter = 'R', .name = "Rook", .betza = "R"},
      {.letter = 'B', .name = "Bishop", .betza = "B", .minor = true, .colour_bound = true},
      {.letter = 'N', .name = "Knight", .betza = "N", .minor = true},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true},
  };
  spec.armies = white_and_black();
  spec.arrays = 2;
  // Array 2 swaps bishop and knight on both wings.
  place_mirrored_start(spec, options.array == 2 ? "RNBMCKQANBR" : "RBNMCKQABNR");
  spec.royalty = Royalty::kCheckmate;
  set_multi_step_pawns(spec);
  spec.castling = {{0, "f1", "j1", "k1", "i1", 'K'},
                   {0, "f1", "b1", "a1", "c1", 'Q'},
                   {1, "f11", "j11", "k11", "i11", 'k'},
                   {1, "f11", "b11", "a11", "c11", 'q'}};
  return spec;
}

}  // namespace

// The start array follows options.array (1 or 2), in both sultanspiel_a and sultanspiel_b.
RuleSpec sultanspiel_a(const RuleOptions& options) {
  RuleSpec spec = sultanspiel_common(options);
  spec.id = "sultanspiel-a";
  spec.description =
      "Sultanspiel, set A: 11x11, promotion to captured pieces only, stalemate a half-win, "
      "kings win on f6 or the enemy king's square";
  set_a_rules(spec);
  spec.royal_goals = {{"f6", "f11"}, {"f6", "f1"}};
  return spec;
}

RuleSpec sultanspiel_b(const RuleOptions& options) {
  RuleSpec spec = sultanspiel_common(options);
  spec.id = "sultanspiel-b";
  spec.description = "Sultanspiel, set B: 11x11, modern promotion, stalemate a draw";
  set_b_rules(spec, "QCAMRBN");
  return spec;
}

}  // namespace chatur::engine::rule_sets
