#include "records/san.h"

#include <optional>

#include "common/ascii.h"
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
bool is_upper(char c) {
  return c >= 'A' && c <= 'Z';
}

// 1 for king-side castling (the rook on a higher file than the king), 2 for queen-side.
int castling_side(std::string_view t) {
  if (t == "O-O" || t == "0-0") return 1;
  if (t == "O-O-O" || t == "0-0-0") return 2;
  return 0;
}

// Plain fields, filled in place: a std::optional of them, copied out, stalled the reading on
// its partial stores.
struct SanParts {
  char piece = 0;                           // upper-case letter, 0 for a pawn
  bool has_file = false, has_rank = false;  // the text names the square left's file, rank
  int from_file = 0, from_rank = 0;
  std::string_view to;
  char promotion = 0;
};

// Splits SAN without its marks into p; false if it is not SAN.
bool split_san(std::string_view t, SanParts& p) {
  if (!t.empty() && is_upper(t.back())) {
    p.promotion = t.back();
    t.remove_suffix(1);
    if (!t.empty() && t.back() == '=') t.remove_suffix(1);
  }
  size_t end = t.size();
  while (end > 0 && is_ascii_digit(t[end - 1])) --end;
  if (end == t.size() || end == 0 || !is_lower_file(t[end - 1])) return false;
  p.to = t.substr(end - 1);
  t = t.substr(0, end - 1);
  if (!t.empty() && (t.back() == 'x' || t.back() == ':')) t.remove_suffix(1);
  size_t i = 0;
  if (i < t.size() && is_upper(t[i])) p.piece = t[i++];
  if (i < t.size() && is_lower_file(t[i])) {
    p.has_file = true;
    p.from_file = t[i++] - 'a';
  }
  if (i < t.size() && is_ascii_digit(t[i])) {
    int rank = 0;
    // No board has a hundred ranks: more digits are no SAN (and would overflow).
    while (i < t.size() && is_ascii_digit(t[i])) {
      if (rank >= 100) return false;
      rank = rank * 10 + (t[i++] - '0');
    }
    p.has_rank = true;
    p.from_rank = rank - 1;
  }
  return i == t.size();
}

bool is_board_move(Move m) {
  return m.kind() == MoveKind::kNormal || m.kind() == MoveKind::kPromotion ||
         m.kind() == MoveKind::kEnPassant;
}

// Moves SAN has a form for; the others are written in long algebraic form, without a suffix.
bool has_san_form(Move m) {
  return is_board_move(m) || m.kind() == MoveKind::kCastling;
}

int castling_side_of(const engine::RuleSet& rules, Move m) {
  const engine::Castling& c = rules.castlings()[m.castling_index()];
  const engine::Geometry& g = rules.geometry();
  return g.file_of(c.rook_from) > g.file_of(c.king_from) ? 1 : 2;
}

// The other pieces of the mover's type that may go to the same square: what SAN must tell apart.
struct Rivals {
  bool any = false;
  bool same_file = false;  // one of them stands on the mover's file
  bool same_rank = false;  // one of them stands on the mover's rank
};

// `moves` holds at least the legal moves of the position to the mover's square.
Rivals rivals_among(const engine::Position& pos, const engine::MoveList& moves, Move m, int type) {
  const engine::Geometry& g = pos.rules().geometry();
  Rivals r;
  for (Move o : moves) {
    if (o.to() != m.to() || !is_board_move(o) || o.from() == m.from() ||
        engine::type_of(pos.at(o.from())) != type)
      continue;
    r.any = true;
    r.same_file |= g.file_of(o.from()) == g.file_of(m.from());
    r.same_rank |= g.rank_of(o.from()) == g.rank_of(m.from());
  }
  return r;
}

// True if the piece on `from` might move to `to` by its leaps and rides, whatever stands there:
// a superset of its legal moves there.
bool may_reach(const engine::Position& pos, engine::Square from, engine::Square to) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Movement& mv = rules.movement(pos.to_move(), engine::type_of(pos.at(from)), from);
  const int delta = to - from;
  for (const auto& leaps : mv.leaps)
    for (int off : leaps)
      if (off == delta) return true;
  for (const auto& riders : mv.riders)
    for (int off : riders) {
      if (delta % off != 0 || delta / off <= 0) continue;
      int s = from + off;
      while (s != to && pos.at(static_cast<engine::Square>(s)) == engine::kEmpty) s += off;
      if (s == to) return true;
    }
  return false;
}

// True if another piece of the mover's type might move to the same square, so that telling the
// move apart needs the legal moves. Royal pieces have moves of their own (the king's leap): a
// second one is always checked against the legal moves.
bool rival_may_reach(const engine::Position& pos, Move m, int type) {
  const bool royal = pos.rules().is_royal(type);
  for (engine::Square s : pos.pieces(pos.to_move()))
    if (s != m.from() && engine::type_of(pos.at(s)) == type && (royal || may_reach(pos, s, m.to())))
      return true;
  return false;
}

// Appends the move in SAN without the check suffix. `rivals(type)` gives the other pieces of the
// mover's type that may go to the same square.
template <typename RivalsOf>
void append_move(std::string& out, const engine::Position& pos, Move m, RivalsOf&& rivals) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  switch (m.kind()) {
    case MoveKind::kPass:
    case MoveKind::kDecision:
    case MoveKind::kDrop:
    case MoveKind::kSwap:
    case MoveKind::kPromoteInPlace:
    case MoveKind::kCaptureInPlace:
    case MoveKind::kPawnPair:
    case MoveKind::kTeleport:
    case MoveKind::kMark:
    case MoveKind::kRemove:
    case MoveKind::kGroup:
    case MoveKind::kCensor:
      out += engine::move_to_text(pos, m);
      return;
    case MoveKind::kCastling:
      out += castling_side_of(rules, m) == 1 ? "O-O" : "O-O-O";
      return;
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
    case MoveKind::kEnPassant: {
      const int type = engine::type_of(pos.at(m.from()));
      const bool capture = pos.at(m.to()) != engine::kEmpty || m.kind() == MoveKind::kEnPassant;
      const char file = static_cast<char>('a' + g.file_of(m.from()));
      if (type == rules.pawn_type()) {
        if (capture) out += file;
      } else {
        out += rules.piece(type).letter;
        if (const Rivals r = rivals(type); r.any) {
          if (!r.same_file)
            out += file;
          else if (!r.same_rank)
            out += std::to_string(g.rank_of(m.from()) + 1);
          else
            g.append_name(out, m.from());
        }
      }
      if (capture) out += 'x';
      g.append_name(out, m.to());
      if (m.kind() == MoveKind::kPromotion) {
        out += '=';
        out += rules.piece(m.piece()).letter;
      }
      return;
    }
  }
}

// The legal moves that the target wants; with no restriction, all in generate_legal's order.
engine::MoveList legal_moves(engine::Position& pos, const engine::MoveTarget& target) {
  engine::MoveList out;
  engine::generate_legal(pos, target, out);
  return out;
}

// Returns `found`, leaving in `piece_moves` (where given) its rank where the reading of the board
// answers it, else the piece's moves to rank it by. The rank is written where it is kept: a copy
// of it, just written field by field, was read back whole (a stall at every move).
Move with_piece_moves(engine::TargetedMoves& targeted, Move found,
                      engine::PieceMoves* piece_moves) {
  if (piece_moves && !targeted.rank(found, piece_moves->rank.emplace())) {
    piece_moves->rank.reset();
    targeted.generate(engine::MoveTarget{.from = found.from()}, piece_moves->moves);
  }
  return found;
}

// Every candidate of the type to the square, where the fast path found no one move: the move, or
// why none or several fit. Out of line: the fast path answers almost every move of a record.
[[gnu::noinline]] Move search_candidates(engine::Position& pos, std::string_view text,
                                         const SanParts& parts, engine::Square to, int type,
                                         std::optional<int> promotion,
                                         engine::TargetedMoves& targeted,
                                         engine::PieceMoves* piece_moves) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  bool needs_promotion = false;
  // True if m is what the text says; notes a promotion the text leaves out.
  auto fits = [&](Move m) {
    if (m.to() != to || !is_board_move(m) || engine::type_of(pos.at(m.from())) != type)
      return false;
    if (parts.has_file && g.file_of(m.from()) != parts.from_file) return false;
    if (parts.has_rank && g.rank_of(m.from()) != parts.from_rank) return false;
    const bool is_promotion = m.kind() == MoveKind::kPromotion;
    if (is_promotion && !promotion) needs_promotion = true;
    return is_promotion == promotion.has_value() && (!promotion || m.piece() == *promotion);
  };
  Move found = engine::kNullMove;
  int matches = 0;
  engine::MoveList reaching;
  targeted.generate(
      engine::MoveTarget{.to = to, .type = type, .kinds = engine::MoveTarget::kBoardMoves},
      reaching);
  for (Move m : reaching)
    if (fits(m) && matches++ == 0) found = m;
  if (matches == 1) return with_piece_moves(targeted, found, piece_moves);
  if (matches > 1) {
    // Named in the order of all the legal moves, which a target's moves need not keep.
    std::string candidates;
    for (Move m : legal_moves(pos, engine::MoveTarget{}))
      if (fits(m)) candidates += (candidates.empty() ? "" : ", ") + engine::move_to_text(pos, m);
    throw MoveTextError::illegal(text, "ambiguous, it could be " + candidates);
  }
  if (needs_promotion)
    throw MoveTextError::illegal(text, "a promotion piece is needed (=Q, =N, ...)");
  if (promotion) throw MoveTextError::illegal(text, "that promotion is not allowed here");
  throw MoveTextError::illegal(text, "no " + rules.army(pos.to_move()).name + " " +
                                         rules.piece(type).name + " can go to " + g.name(to));
}

}  // namespace

std::string to_san(engine::Position& pos, Move m) {
  std::string s;
  append_san_and_play(s, pos, m);
  pos.unmake();
  return s;
}

void append_san_and_play(std::string& out, engine::Position& pos, Move m) {
  append_move(out, pos, m, [&](int type) {
    if (!rival_may_reach(pos, m, type)) return Rivals{};
    engine::MoveList rivals;
    engine::generate_legal(
        pos,
        engine::MoveTarget{.to = m.to(), .type = type, .kinds = engine::MoveTarget::kBoardMoves},
        rivals);
    return rivals_among(pos, rivals, m, type);
  });
  pos.make(m);
  if (has_san_form(m) && engine::in_check(pos)) out += engine::has_legal_move(pos) ? '+' : '#';
}

Move parse_san(engine::Position& pos, std::string_view text, engine::PieceMoves* piece_moves) {
  if (const Move m = try_parse_san(pos, text, piece_moves); m != engine::kNullMove) return m;
  throw MoveTextError::unreadable(text, "not SAN");
}

Move try_parse_san(engine::Position& pos, std::string_view text, engine::PieceMoves* piece_moves) {
  const engine::RuleSet& rules = pos.rules();
  const std::string_view t = engine::without_marks(text);
  if (piece_moves) piece_moves->clear();
  if (int side = castling_side(t)) {
    for (Move m :
         legal_moves(pos, engine::MoveTarget{.kinds = engine::kind_bit(MoveKind::kCastling)}))
      if (castling_side_of(rules, m) == side) return m;
    throw MoveTextError::illegal(text, rules.army(pos.to_move()).name + " cannot castle " +
                                           (side == 1 ? "king-side" : "queen-side") + " here");
  }
  SanParts parts;
  if (!split_san(t, parts)) return engine::kNullMove;
  const auto to = rules.geometry().parse(parts.to);
  if (!to)
    throw MoveTextError::unreadable(text, std::string(parts.to) + " is not a square of the board");
  int type = rules.pawn_type();
  if (parts.piece) {
    const auto letter_type = rules.type_by_letter(parts.piece);
    if (!letter_type)
      throw MoveTextError::unreadable(text, std::string("no piece has the letter ") + parts.piece);
    type = *letter_type;
  }
  if (type < 0) throw MoveTextError::unreadable(text, "a piece letter is needed");
  std::optional<int> promotion;
  if (parts.promotion) {
    promotion = rules.type_by_letter(parts.promotion);
    if (!promotion)
      throw MoveTextError::unreadable(text,
                                      std::string("no piece has the letter ") + parts.promotion);
  }
  // One reading of the board answers the candidates and the found piece's moves.
  engine::TargetedMoves targeted(pos);
  const engine::SanTarget named{.to = *to,
                                .type = type,
                                .from_file = parts.has_file ? parts.from_file : -1,
                                .from_rank = parts.has_rank ? parts.from_rank : -1,
                                .promotion = promotion ? *promotion : -1};
  // A rank of 0 ("N0d2") is none of the board's: no move fits it, as the search says.
  if (!parts.has_rank || parts.from_rank >= 0)
    if (const Move m = targeted.find(named); m != engine::kNullMove)
      return with_piece_moves(targeted, m, piece_moves);
  return search_candidates(pos, text, parts, *to, type, promotion, targeted, piece_moves);
}

}  // namespace chatur::records
