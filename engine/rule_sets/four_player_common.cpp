#include "engine/rule_sets/four_player_common.h"

namespace chatur::engine::rule_sets {
namespace {

// One army's back line and pawn line, read in the order of `squares`.
void place_line(RuleSpec& spec, int army, const std::vector<std::string>& squares,
                const std::string& pieces) {
  for (size_t i = 0; i < squares.size(); ++i) spec.setup.push_back({squares[i], army, pieces[i]});
}

std::vector<std::string> rank_squares(int rank) {
  std::vector<std::string> out;
  for (char f = 'd'; f <= 'k'; ++f) out.push_back(std::string(1, f) + std::to_string(rank));
  return out;
}

std::vector<std::string> file_squares(char file) {
  std::vector<std::string> out;
  for (int r = 4; r <= 11; ++r) out.push_back(std::string(1, file) + std::to_string(r));
  return out;
}

}  // namespace

RuleSpec four_player_base(const RuleOptions& options, bool free_for_all) {
  RuleSpec spec;
  spec.files = 14;
  spec.ranks = 14;
  for (char f : {'a', 'b', 'c', 'l', 'm', 'n'})
    for (int r : {1, 2, 3, 12, 13, 14}) spec.holes.push_back(std::string(1, f) + std::to_string(r));
  spec.pieces = {
      {.letter = 'K', .name = "King", .betza = "K", .royal = true, .value = 20},
      {.letter = 'Q', .name = "Queen", .betza = "Q", .value = 9},
      {.letter = 'R', .name = "Rook", .betza = "R", .value = 5},
      {.letter = 'B',
       .name = "Bishop",
       .betza = "B",
       .minor = true,
       .colour_bound = true,
       .value = 5},
      {.letter = 'N', .name = "Knight", .betza = "N", .minor = true, .value = 3},
      {.letter = 'P', .name = "Pawn", .betza = "mfWcfF", .pawn = true, .value = 1},
  };
  if (free_for_all)
    spec.pieces.push_back({.letter = 'D', .name = "Promoted queen", .betza = "Q", .value = 1});
  spec.armies = {
      {.name = "Red", .letter = 'r', .forward = Forward::kUp, .team = 0},
      {.name = "Blue", .letter = 'b', .forward = Forward::kRight, .team = 1},
      {.name = "Yellow", .letter = 'y', .forward = Forward::kDown, .team = free_for_all ? 2 : 0},
      {.name = "Green", .letter = 'g', .forward = Forward::kLeft, .team = free_for_all ? 3 : 1}};
  const bool classic = options.classic_setup;
  spec.has_classic_setup = true;
  place_line(spec, 0, rank_squares(1), "RNBQKBNR");
  place_line(spec, 0, rank_squares(2), "PPPPPPPP");
  place_line(spec, 1, file_squares('a'), classic ? "RNBQKBNR" : "RNBKQBNR");
  place_line(spec, 1, file_squares('b'), "PPPPPPPP");
  place_line(spec, 2, rank_squares(14), "RNBKQBNR");
  place_line(spec, 2, rank_squares(13), "PPPPPPPP");
  place_line(spec, 3, file_squares('n'), classic ? "RNBKQBNR" : "RNBQKBNR");
  place_line(spec, 3, file_squares('m'), "PPPPPPPP");
  spec.royalty = Royalty::kCheckmate;
  spec.pawn_multi_steps = {{1, 2}};
  spec.en_passant = true;
  // Castling as in chess along each back line: O-O on the short side of the king.
  spec.castling = {{0, "h1", "j1", "k1", "i1", 'K'},
                   {0, "h1", "f1", "d1", "g1", 'Q'},
                   {2, "g14", "e14", "d14", "f14", 'K'},
                   {2, "g14", "i14", "k14", "h14", 'Q'}};
  if (classic)
    spec.castling.insert(spec.castling.end(), {{1, "a8", "a10", "a11", "a9", 'K'},
                                               {1, "a8", "a6", "a4", "a7", 'Q'},
                                               {3, "n7", "n5", "n4", "n6", 'K'},
                                               {3, "n7", "n9", "n11", "n8", 'Q'}});
  else
    spec.castling.insert(spec.castling.end(), {{1, "a7", "a5", "a4", "a6", 'K'},
                                               {1, "a7", "a9", "a11", "a8", 'Q'},
                                               {3, "n8", "n10", "n11", "n9", 'K'},
                                               {3, "n8", "n6", "n4", "n7", 'Q'}});
  return spec;
}

}  // namespace chatur::engine::rule_sets
