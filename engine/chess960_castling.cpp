#include "engine/chess960_castling.h"

#include <cctype>
#include <cstdlib>
#include <stdexcept>

namespace chatur::engine {
namespace {

bool kingside(const Castling& c) {
  return std::toupper(static_cast<unsigned char>(c.fen_flag)) == 'K';
}

// The castling of `army`, with its king on `king`, whose rook is the outermost piece of the
// rook's type of its army on that side of the king on the back rank; -1 if there is none.
template <typename At>
int outermost(const RuleSet& rules, int army, Square king, bool king_side, At at) {
  const Geometry& g = rules.geometry();
  int best = -1, best_distance = 0;
  for (size_t i = 0; i < rules.castlings().size(); ++i) {
    const Castling& c = rules.castlings()[i];
    if (c.army != army || c.king_from != king || kingside(c) != king_side) continue;
    const Cell rook = at(c.rook_from);
    if (!is_piece(rook) || army_of(rook) != army || type_of(rook) != c.rook_type) continue;
    const int distance = std::abs(g.file_of(c.rook_from) - g.file_of(king));
    if (distance > best_distance) best = static_cast<int>(i), best_distance = distance;
  }
  return best;
}

}  // namespace

CastlingRights read_chess960_castling(const RuleSet& rules,
                                      const std::vector<std::pair<Square, Cell>>& pieces,
                                      std::string_view field) {
  const Geometry& g = rules.geometry();
  auto at = [&](Square sq) -> Cell {
    for (const auto& [square, cell] : pieces)
      if (square == sq) return cell;
    return kEmpty;
  };
  CastlingRights rights = 0;
  for (char letter : field) {
    const bool upper = std::isupper(static_cast<unsigned char>(letter));
    const int army = upper ? 0 : 1;
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    auto refuse = [&](const std::string& why) {
      return std::invalid_argument(std::string("castling right '") + letter + "': " + why);
    };
    if (lower != 'k' && lower != 'q' && (lower < 'a' || lower >= 'a' + g.files()))
      throw refuse("expected K, Q or a file letter, upper case for White");
    // The army's king on a square from which it may castle: its back rank.
    Square king = kNoSquare;
    for (const Castling& c : rules.castlings())
      if (c.army == army && is_piece(at(c.king_from)) && army_of(at(c.king_from)) == army &&
          rules.is_royal(type_of(at(c.king_from))))
        king = c.king_from;
    if (king == kNoSquare)
      throw refuse("no king of " + rules.army(army).name + " where it may castle from");
    int found = -1;
    if (lower == 'k' || lower == 'q') {
      found = outermost(rules, army, king, lower == 'k', at);
      if (found < 0) throw refuse("no rook on that side of the king");
    } else {
      for (size_t i = 0; i < rules.castlings().size(); ++i) {
        const Castling& c = rules.castlings()[i];
        if (c.army == army && c.king_from == king && g.file_of(c.rook_from) == lower - 'a')
          found = static_cast<int>(i);
      }
      if (found < 0) throw refuse("the king stands on that file");
    }
    rights |= castling_bit(static_cast<size_t>(found));
  }
  return rights;
}

std::string chess960_castling_text(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const Geometry& g = rules.geometry();
  auto at = [&](Square sq) { return pos.at(sq); };
  std::string out;
  for (int army = 0; army < 2; ++army)
    for (bool king_side : {true, false})
      for (size_t i = 0; i < rules.castlings().size(); ++i) {
        const Castling& c = rules.castlings()[i];
        if (!has_castling(pos.castling_rights(), i) || c.army != army || kingside(c) != king_side)
          continue;
        const bool outer =
            outermost(rules, army, c.king_from, king_side, at) == static_cast<int>(i);
        char letter =
            outer ? (king_side ? 'K' : 'Q') : static_cast<char>('A' + g.file_of(c.rook_from));
        if (army == 1) letter = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
        out += letter;
      }
  return out.empty() ? "-" : out;
}

}  // namespace chatur::engine
