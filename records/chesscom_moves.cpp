#include "records/chesscom_moves.h"

#include <cctype>
#include <cstdlib>

#include "engine/notation.h"

namespace chatur::records {
namespace {

using engine::MoveTextError;

bool upper(char c) {
  return std::isupper(static_cast<unsigned char>(c)) != 0;
}
bool lower(char c) {
  return c >= 'a' && c <= 'z';
}

// The letter chess.com writes for the piece in cell c: a 1-point queen is a Q, a dead piece
// has its live type's letter.
char written_letter(const engine::RuleSet& rules, engine::Cell c) {
  const char letter = rules.piece(rules.live_type(engine::type_of(c))).letter;
  return letter == 'D' ? 'Q' : letter;
}

// The end of the square name starting at t[i] (a file letter and digits), or i if none.
size_t square_end(std::string_view t, size_t i) {
  if (i >= t.size() || !lower(t[i])) return i;
  size_t j = i + 1;
  while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
  return j == i + 1 ? i : j;
}

// O-O is the castling whose rook starts nearer the king.
std::string castling_text(const engine::Position& pos, std::string_view text, bool kingside) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  const auto distance = [&](engine::Square a, engine::Square b) {
    return std::abs(g.file_of(a) - g.file_of(b)) + std::abs(g.rank_of(a) - g.rank_of(b));
  };
  const engine::Castling* pick = nullptr;
  for (const engine::Castling& c : rules.castlings()) {
    if (c.army != pos.to_move()) continue;
    const bool nearer =
        !pick || distance(c.king_from, c.rook_from) < distance(pick->king_from, pick->rook_from);
    if (!pick || nearer == kingside) pick = &c;
  }
  if (!pick)
    throw MoveTextError::illegal(
        text, rules.army(pos.to_move()).name + " has no castling in " + rules.id());
  return g.name(pick->king_from) + "-" + g.name(pick->king_to);
}

}  // namespace

std::string plain_move_text(const engine::Position& pos, std::string_view text) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  const std::string_view t = engine::without_marks(text);
  if (t == "O-O" || t == "O-O-O" || t == "0-0" || t == "0-0-0")
    return castling_text(pos, text, t.size() == 3);
  std::string out;
  size_t i = 0;
  // The mover's letter, checked here: the core would refuse a D written Q.
  if (t.size() > 1 && upper(t[0]) && lower(t[1])) {
    const size_t end = square_end(t, 1);
    const auto from = g.parse(t.substr(1, end - 1));
    if (end == 1 || !from) return std::string(t);
    const engine::Cell c = pos.at(*from);
    if (engine::is_piece(c) && engine::army_of(c) == pos.to_move()) {
      if (written_letter(rules, c) != t[0] && rules.piece(engine::type_of(c)).letter != t[0])
        throw MoveTextError::illegal(
            text, "the piece on " + g.name(*from) + " is not a " + std::string(1, t[0]));
      i = 1;  // the core checks no letter then; a piece of another army it refuses itself
    }
  }
  // A dead piece never moves; the core would only say that it cannot go there.
  if (const size_t end = square_end(t, i); end > i) {
    const auto from = g.parse(t.substr(i, end - i));
    if (from && engine::is_piece(pos.at(*from)) && rules.is_dead(engine::type_of(pos.at(*from))))
      throw MoveTextError::illegal(
          text, "the piece on " + g.name(*from) + " is dead: its army is out of the game");
  }
  const size_t x = t.find('x', i);
  if (x == std::string_view::npos || x + 2 >= t.size() || !upper(t[x + 1]) || !lower(t[x + 2])) {
    out.assign(t.substr(i));
    return out;
  }
  // The captured piece's letter before the target square.
  const char named = t[x + 1];
  const size_t end = square_end(t, x + 2);
  const auto to = g.parse(t.substr(x + 2, end - x - 2));
  if (!to) return std::string(t.substr(i));
  const engine::Cell c = pos.at(*to);
  const bool en_passant = c == engine::kEmpty && named == 'P';
  if (!en_passant && (!engine::is_piece(c) || written_letter(rules, c) != named))
    throw MoveTextError::illegal(text, engine::is_piece(c)
                                           ? "the piece on " + g.name(*to) + " is a " +
                                                 std::string(1, written_letter(rules, c)) +
                                                 ", not a " + std::string(1, named)
                                           : "no piece to take on " + g.name(*to));
  out.assign(t.substr(i, x + 1 - i));
  out.append(t.substr(x + 2));
  return out;
}

int written_checks(std::string_view text) {
  size_t end = text.size();
  while (end > 0 && (text[end - 1] == '!' || text[end - 1] == '?')) --end;
  int plus = 0;
  for (; end > 0 && (text[end - 1] == '+' || text[end - 1] == '#'); --end)
    plus += text[end - 1] == '+';
  return plus == 0 ? -1 : plus;
}

}  // namespace chatur::records
