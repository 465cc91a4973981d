#include "records/san.h"

#include <cctype>
#include <optional>

#include "engine/attacks.h"
#include "engine/movegen.h"
#include "engine/notation.h"

namespace chatur::records {
namespace {

using engine::Move;
using engine::MoveKind;
using engine::MoveTextError;

bool is_lower_file(char c) {
  return c >= 'a' && c <= 'p';
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_upper(char c) {
  return c >= 'A' && c <= 'Z';
}

std::string_view strip_marks(std::string_view t) {
  while (!t.empty() && std::string_view("+#!?").find(t.back()) != std::string_view::npos)
    t.remove_suffix(1);
  return t;
}

// 1 for king-side castling (the rook on a higher file than the king), 2 for queen-side.
int castling_side(std::string_view t) {
  if (t == "O-O" || t == "0-0") return 1;
  if (t == "O-O-O" || t == "0-0-0") return 2;
  return 0;
}

struct SanParts {
  char piece = 0;  // upper-case letter, 0 for a pawn
  std::optional<int> from_file, from_rank;
  std::string to;
  char promotion = 0;
};

std::optional<SanParts> split_san(std::string_view t) {
  SanParts p;
  if (!t.empty() && is_upper(t.back())) {
    p.promotion = t.back();
    t.remove_suffix(1);
    if (!t.empty() && t.back() == '=') t.remove_suffix(1);
  }
  size_t end = t.size();
  while (end > 0 && is_digit(t[end - 1])) --end;
  if (end == t.size() || end == 0 || !is_lower_file(t[end - 1])) return std::nullopt;
  p.to = std::string(t.substr(end - 1));
  t = t.substr(0, end - 1);
  if (!t.empty() && (t.back() == 'x' || t.back() == ':')) t.remove_suffix(1);
  size_t i = 0;
  if (i < t.size() && is_upper(t[i])) p.piece = t[i++];
  if (i < t.size() && is_lower_file(t[i])) p.from_file = t[i++] - 'a';
  if (i < t.size() && is_digit(t[i])) {
    int rank = 0;
    while (i < t.size() && is_digit(t[i])) rank = rank * 10 + (t[i++] - '0');
    p.from_rank = rank - 1;
  }
  if (i != t.size()) return std::nullopt;
  return p;
}

bool is_board_move(Move m) {
  return m.kind() == MoveKind::kNormal || m.kind() == MoveKind::kPromotion ||
         m.kind() == MoveKind::kEnPassant;
}

int castling_side_of(const engine::RuleSet& rules, Move m) {
  const engine::Castling& c = rules.castlings()[m.extra()];
  const engine::Geometry& g = rules.geometry();
  return g.file_of(c.rook_from) > g.file_of(c.king_from) ? 1 : 2;
}

}  // namespace

bool looks_like_san(std::string_view text) {
  std::string_view t = strip_marks(text);
  return castling_side(t) != 0 || split_san(t).has_value();
}

std::string to_san(engine::Position& pos, Move m) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  std::string s;
  switch (m.kind()) {
    case MoveKind::kPass:
    case MoveKind::kDrop:
    case MoveKind::kSwap:
    case MoveKind::kPromoteInPlace:
      return engine::move_to_text(pos, m);
    case MoveKind::kCastling:
      s = castling_side_of(rules, m) == 1 ? "O-O" : "O-O-O";
      break;
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
    case MoveKind::kEnPassant: {
      const int type = engine::type_of(pos.at(m.from()));
      const bool capture = pos.at(m.to()) != engine::kEmpty || m.kind() == MoveKind::kEnPassant;
      const std::string file(1, static_cast<char>('a' + g.file_of(m.from())));
      if (type == rules.pawn_type()) {
        if (capture) s = file + "x";
      } else {
        s = rules.piece(type).letter;
        engine::MoveList legal;
        engine::generate_legal(pos, legal);
        bool others = false, same_file = false, same_rank = false;
        for (Move o : legal) {
          if (!is_board_move(o) || o.to() != m.to() || o.from() == m.from() ||
              engine::type_of(pos.at(o.from())) != type)
            continue;
          others = true;
          same_file |= g.file_of(o.from()) == g.file_of(m.from());
          same_rank |= g.rank_of(o.from()) == g.rank_of(m.from());
        }
        if (others) {
          if (!same_file)
            s += file;
          else if (!same_rank)
            s += std::to_string(g.rank_of(m.from()) + 1);
          else
            s += g.name(m.from());
        }
        if (capture) s += "x";
      }
      s += g.name(m.to());
      if (m.kind() == MoveKind::kPromotion) s += std::string("=") + rules.piece(m.piece()).letter;
      break;
    }
  }
  if (rules.spec().royalty == engine::Royalty::kCheckmate) {
    pos.make(m);
    if (engine::in_check(pos)) {
      engine::MoveList replies;
      engine::generate_legal(pos, replies);
      s += replies.empty() ? "#" : "+";
    }
    pos.unmake();
  }
  return s;
}

Move parse_san(engine::Position& pos, std::string_view text) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  auto illegal = [&](const std::string& why) {
    return MoveTextError(MoveTextError::Kind::kIllegal,
                         "illegal move \"" + std::string(text) + "\": " + why);
  };
  auto syntax = [&](const std::string& why) {
    return MoveTextError(MoveTextError::Kind::kSyntax,
                         "cannot read move \"" + std::string(text) + "\": " + why);
  };
  const std::string_view t = strip_marks(text);
  engine::MoveList legal;
  engine::generate_legal(pos, legal);
  const std::string army = rules.army(pos.to_move()).name;

  if (int side = castling_side(t)) {
    for (Move m : legal)
      if (m.kind() == MoveKind::kCastling && castling_side_of(rules, m) == side) return m;
    throw illegal(army + " cannot castle " + (side == 1 ? "king-side" : "queen-side") + " here");
  }
  auto parts = split_san(t);
  if (!parts) throw syntax("not SAN");
  auto to = g.parse(parts->to);
  if (!to) throw syntax(parts->to + " is not a square of the board");
  int type = rules.pawn_type();
  if (parts->piece) {
    auto letter_type = rules.type_by_letter(parts->piece);
    if (!letter_type) throw syntax(std::string("no piece has the letter ") + parts->piece);
    type = *letter_type;
  }
  if (type < 0) throw syntax("a piece letter is needed");
  std::optional<int> promotion;
  if (parts->promotion) {
    promotion = rules.type_by_letter(parts->promotion);
    if (!promotion) throw syntax(std::string("no piece has the letter ") + parts->promotion);
  }
  Move found;
  int matches = 0;
  bool needs_promotion = false;
  std::string candidates;
  for (Move m : legal) {
    if (!is_board_move(m) || m.to() != *to || engine::type_of(pos.at(m.from())) != type) continue;
    if (parts->from_file && g.file_of(m.from()) != *parts->from_file) continue;
    if (parts->from_rank && g.rank_of(m.from()) != *parts->from_rank) continue;
    const bool is_promotion = m.kind() == MoveKind::kPromotion;
    if (is_promotion && !promotion) needs_promotion = true;
    if (is_promotion != promotion.has_value() || (promotion && m.piece() != *promotion)) continue;
    found = m;
    ++matches;
    candidates += (candidates.empty() ? "" : ", ") + engine::move_to_text(pos, m);
  }
  if (matches == 1) return found;
  if (matches > 1) throw illegal("ambiguous, it could be " + candidates);
  if (needs_promotion) throw illegal("a promotion piece is needed (=Q, =N, ...)");
  if (promotion) throw illegal("that promotion is not allowed here");
  throw illegal("no " + army + " " + rules.piece(type).name + " can go to " + g.name(*to));
}

}  // namespace chatur::records
