// Chess960 (Fischer random chess): orthodox chess from a start whose back rank is shuffled,
// bishops on squares of both colours and the king between the rooks, Black mirroring White or
// (double Fischer random chess) not. Castling takes king and rook to the squares of orthodox
// castling, wherever they start.
#include "engine/rule_sets/chess960.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "engine/rule_sets/layout.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {
namespace {

std::string square(int file, int rank) {
  return std::string(1, static_cast<char>('a' + file)) + std::to_string(rank);
}

// A castling for every king file a king may start on (b to g: between two rooks) and every
// other file its rook may start on; the FEN names the one of a position.
std::vector<CastlingSpec> every_castling() {
  std::vector<CastlingSpec> out;
  for (int army = 0; army < 2; ++army) {
    const int rank = army == 0 ? 1 : 8;
    for (int king = 1; king <= 6; ++king)
      for (int rook = 0; rook < 8; ++rook) {
        if (rook == king) continue;
        const bool king_side = rook > king;
        char flag = king_side ? 'K' : 'Q';
        if (army == 1) flag = static_cast<char>(std::tolower(static_cast<unsigned char>(flag)));
        out.push_back({army, square(king, rank), square(king_side ? 6 : 2, rank),
                       square(rook, rank), square(king_side ? 5 : 3, rank), flag, 'R'});
      }
  }
  return out;
}

}  // namespace

std::string chess960_back_rank(int number) {
  if (number < 0 || number > 959)
    throw std::invalid_argument("chess960 start positions are numbered 0 to 959, not " +
                                std::to_string(number));
  std::string rank(8, ' ');
  int n = number;
  rank[static_cast<size_t>(2 * (n % 4) + 1)] = 'B';  // light squares: b, d, f, h
  n /= 4;
  rank[static_cast<size_t>(2 * (n % 4))] = 'B';  // dark squares: a, c, e, g
  n /= 4;
  // Places `piece` on the k-th empty square, counting from 0.
  auto place = [&](int k, char piece) {
    for (char& c : rank)
      if (c == ' ' && k-- == 0) {
        c = piece;
        return;
      }
  };
  place(n % 6, 'Q');
  n /= 6;
  constexpr int kKnights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                   {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
  // The second knight's index counts the empty squares after the first is placed.
  place(kKnights[n][0], 'N');
  place(kKnights[n][1] - 1, 'N');
  place(0, 'R');
  place(0, 'K');
  place(0, 'R');
  return rank;
}

std::string chess960_start_fen(int white, int black) {
  std::string black_rank = chess960_back_rank(black);
  std::transform(black_rank.begin(), black_rank.end(), black_rank.begin(), [](char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  });
  return black_rank + "/pppppppp/8/8/8/8/PPPPPPPP/" + chess960_back_rank(white) + " w KQkq - 0 1";
}

// The start position options.start names (518, chess's, by default; chess960.h).
RuleSpec chess960(const RuleOptions& options) {
  RuleSpec spec = chess();
  spec.id = "chess960";
  spec.description = "Chess960 and double Fischer random chess, two armies on 8x8";
  spec.castling = every_castling();
  spec.chess960_castling = true;
  // The back ranks of the start numbers (chess's own for 518).
  const std::string ranks[2] = {chess960_back_rank(options.start[0]),
                                chess960_back_rank(options.start[1])};
  for (PlacementSpec& p : spec.setup)
    if (p.piece != 'P') p.piece = ranks[p.army][p.square[0] - 'a'];
  return spec;
}

}  // namespace chatur::engine::rule_sets
