// Hyderabad Decimal Chess (docs/rules/hyderabad.md, Markov's suggested rules): 10x10 with the
// Vizier (bishop + knight), the Giraffe (queen + knight) and two Dabbabas (rook + knight) per
// side; pawns step one square and promote only to their file's piece once it is captured,
// waiting on the rank before the last; the king's one knight leap; a draw when an army loses
// its last piece; a pawn mate is a double victory.
#include "engine/rule_sets/large_common.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {

RuleSpec hyderabad(const RuleOptions&) {
  RuleSpec spec;
  spec.id = "hyderabad";
  spec.description =
      "Hyderabad Decimal Chess: 10x10, promotion to the file's captured piece, king's leap, "
      "pawn mate a double victory";
  spec.files = spec.ranks = 10;
  spec.pieces = {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true},
      {.letter = 'Q', .name = "Queen", .betza = "Q"},
      {.letter = 'G', .name = "Giraffe", .betza = "QN"},
      {.letter = 'D', .name = "Dabbaba", .betza = "RN"},
      {.letter = 'V', .name = "Vizier", .betza = "BN"},
      {.letter = 'R', .name = "Rook", .betza = "R"},
      {.letter = 'B', .name = "Bishop", .betza = "B", .colour_bound = true},
      {.letter = 'N', .name = "Knight", .betza = "N"},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true},
  };
  spec.armies = white_and_black();
  // Black's array is White's turned half round: its rank 10 read from j10 to a10 is White's
  // rank 1 read from a1 to j1.
  const std::string white_back = "RNBVGKQBNR";
  const std::string black_back(white_back.rbegin(), white_back.rend());
  place_rank(spec, 0, 1, white_back);
  place_rank(spec, 0, 2, "PPPPDDPPPP");
  place_rank(spec, 0, 3, "....PP....");
  place_rank(spec, 1, 8, "....PP....");
  place_rank(spec, 1, 9, "PPPPDDPPPP");
  place_rank(spec, 1, 10, black_back);
  spec.royalty = Royalty::kCheckmate;
  spec.no_moves = NoMoveRule::kDraw;
  // The piece that started on the file on the army's own back rank, but the Dabbaba on the
  // files of the Giraffe and the King (e and f).
  std::string white_files = white_back, black_files = black_back;
  white_files[4] = white_files[5] = black_files[4] = black_files[5] = 'D';
  spec.promotion = {.choices = PromotionChoices::kFilePiece,
                    .distinct_colours = true,
                    .file_pieces = {white_files, black_files}};
  spec.king_knight_leap = true;
  spec.last_piece_draw = true;
  spec.pawn_mate_double = true;
  return spec;
}

}  // namespace chatur::engine::rule_sets
