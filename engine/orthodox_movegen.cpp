#include "engine/orthodox_movegen.h"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/attacks.h"
#include "engine/chess_bitboards.h"

namespace chatur::engine {
namespace {

// The squares a target's square allows: every square if it names none.
Bitboard target_squares(Square s) {
  using bitboard_squares::kMailbox;
  if (s == kNoSquare) return ~Bitboard{0};
  return s < kMailbox && bit_of(s) >= 0 ? square_bit(bit_of(s)) : 0;
}

constexpr int role_index(ChessRole r) {
  return static_cast<int>(r);
}

}  // namespace

inline Bitboard OrthodoxReading::Board::attackers(int sq, int by, Bitboard occupancy) const {
  const Bitboard queens = of(by, ChessRole::kQueen);
  Bitboard found = (knight_attacks(sq) & of(by, ChessRole::kKnight)) |
                   (king_attacks(sq) & of(by, ChessRole::kKing)) |
                   (pawn_attacks(1 - by, sq) & of(by, ChessRole::kPawn));
  // The sliders on lines through the square, each attacking it if nothing stands between.
  const Bitboard lined = (bishop_lines(sq) & (of(by, ChessRole::kBishop) | queens)) |
                         (rook_lines(sq) & (of(by, ChessRole::kRook) | queens));
  return found | unblocked(sq, lined, occupancy);
}

inline Bitboard OrthodoxReading::Pins::allowed(int sq) const {
  if (!(pinned & square_bit(sq))) return ~Bitboard{0};
  for (int i = 0;; ++i)
    if (square[i] == sq) return line[i];
}

bool OrthodoxReading::applies_to(const Position& pos) {
  return pos.rules().orthodox_chess() && pos.royal_count(pos.to_move()) == 1;
}

OrthodoxReading::OrthodoxReading(const Position& pos, BoardReading how)
    : pieces_(&*pos.rules().orthodox_chess()), us_(pos.to_move()) {
  if (how == BoardReading::kKept)
    take(pos.bitboards());
  else
    take(pos.bitboards_of_cells());
  board_.occupied = board_.army[0] | board_.army[1];
  king_ = bit_of(pos.royal_square(us_));
  // A single check is answered by capturing the checker or blocking its line; a double check by
  // the king alone.
  const Bitboard checkers = find_checks_and_pins();
  answers_ = ~Bitboard{0};
  if (checkers)
    answers_ =
        std::has_single_bit(checkers) ? checkers | between(king_, std::countr_zero(checkers)) : 0;
}

void OrthodoxReading::take(const PieceBitboards& pieces) {
  board_.army = pieces.army;
  for (int r = 0; r < kChessRoles; ++r) board_.role[r] = pieces.type[pieces_->type[r]];
}

Bitboard OrthodoxReading::find_checks_and_pins() {
  const int them = 1 - us_;
  Bitboard checkers = (knight_attacks(king_) & board_.of(them, ChessRole::kKnight)) |
                      (king_attacks(king_) & board_.of(them, ChessRole::kKing)) |
                      (pawn_attacks(us_, king_) & board_.of(them, ChessRole::kPawn));
  // A slider on one of the king's lines checks it with nothing between them, and pins the one
  // piece of the army to move between them: one look at the squares between for both.
  const Bitboard queens = board_.of(them, ChessRole::kQueen);
  Bitboard snipers = (rook_lines(king_) & (board_.of(them, ChessRole::kRook) | queens)) |
                     (bishop_lines(king_) & (board_.of(them, ChessRole::kBishop) | queens));
  for (; snipers; snipers &= snipers - 1) {
    const int s = std::countr_zero(snipers);
    const Bitboard blockers = between(king_, s) & board_.occupied;
    if (!blockers) {
      checkers |= square_bit(s);
      continue;
    }
    if (!std::has_single_bit(blockers) || !(blockers & board_.army[us_])) continue;
    pins_.pinned |= blockers;
    pins_.square[pins_.count] = std::countr_zero(blockers);
    pins_.line[pins_.count++] = between(king_, s) | square_bit(s);
  }
  return checkers;
}

inline Bitboard OrthodoxReading::piece_moves(ChessRole role, int sq) const {
  const Board& b = board_;
  const int us = us_;
  switch (role) {
    case ChessRole::kQueen:
      return (rook_attacks(sq, b.occupied) | bishop_attacks(sq, b.occupied)) & ~b.army[us];
    case ChessRole::kRook:
      return rook_attacks(sq, b.occupied) & ~b.army[us];
    case ChessRole::kBishop:
      return bishop_attacks(sq, b.occupied) & ~b.army[us];
    case ChessRole::kKnight:
      return knight_attacks(sq) & ~b.army[us];
    case ChessRole::kKing:
      return king_attacks(sq) & ~b.army[us];
    case ChessRole::kPawn: {
      Bitboard moves = pawn_attacks(us, sq) & b.army[1 - us];
      const int one = us == 0 ? sq + 8 : sq - 8;
      if (one < 0 || one > 63 || (b.occupied & square_bit(one))) return moves;
      moves |= square_bit(one);
      const int two = us == 0 ? sq + 16 : sq - 16;
      if (sq / 8 == (us == 0 ? 1 : 6) && !(b.occupied & square_bit(two))) moves |= square_bit(two);
      return moves;
    }
  }
  return 0;
}

// Those of `pieces`, of `role` and the army to move, that might reach `to`: a superset that the
// pieces' own moves narrow down (exact for all but pawns). A slider reaches it where nothing
// stands between.
Bitboard OrthodoxReading::reaching(ChessRole role, int to, Bitboard pieces) const {
  switch (role) {
    case ChessRole::kQueen:
      return unblocked(to, pieces & (rook_lines(to) | bishop_lines(to)), board_.occupied);
    case ChessRole::kRook:
      return unblocked(to, pieces & rook_lines(to), board_.occupied);
    case ChessRole::kBishop:
      return unblocked(to, pieces & bishop_lines(to), board_.occupied);
    case ChessRole::kKnight:
      return pieces & knight_attacks(to);
    case ChessRole::kKing:
      return pieces & king_attacks(to);
    case ChessRole::kPawn: {
      // A capture's square, or one or two squares back along the file.
      const Bitboard square = square_bit(to);
      const Bitboard back = us_ == 0 ? square >> 8 | square >> 16 : square << 8 | square << 16;
      return pieces & (pawn_attacks(1 - us_, to) | back);
    }
  }
  return 0;
}

// The same for pieces of any role: a line or a knight's leap away (a pawn's pushes and captures
// and the king's steps lie on those lines too).
Bitboard OrthodoxReading::reaching_any(int to, Bitboard pieces) const {
  return (pieces & knight_attacks(to)) | reaching(ChessRole::kQueen, to, pieces);
}

void OrthodoxReading::generate(Position& pos, const MoveTarget& target, MoveList& out) const {
  const auto wants = [&](MoveKind k) { return (target.kinds & kind_bit(k)) != 0; };
  const bool normal = wants(MoveKind::kNormal), promotion = wants(MoveKind::kPromotion),
             en_passant = wants(MoveKind::kEnPassant);
  if (!normal && !promotion && !en_passant) return;
  const RuleSet& rules = pos.rules();
  const Board& b = board_;
  const int us = us_, them = 1 - us_, king = king_;
  const Bitboard to_squares = target_squares(target.to);
  Bitboard movers = b.army[us] & target_squares(target.from);
  if (target.type >= rules.type_count()) return;
  if (target.type >= 0) movers &= b.role[role_index(pieces_->role[target.type])];
  // Where the target names the square and a piece other than a pawn, the pieces that reach the
  // square are exactly those that attack it: their moves need not be traced again (SAN's case).
  bool reach_exact = false;
  if (target.to != kNoSquare && movers) {
    if (!to_squares) return;
    const int to = std::countr_zero(to_squares);
    movers = target.type >= 0 ? reaching(pieces_->role[target.type], to, movers)
                              : reaching_any(to, movers);
    reach_exact = target.type >= 0 && pieces_->role[target.type] != ChessRole::kPawn;
  }
  if (!movers) return;

  const Cell* cells = pos.board();
  const auto push = [&](MoveKind kind, int from, int to, int piece = 0) {
    out.push(Move(kind, mailbox_square(from), mailbox_square(to), piece));
  };
  if ((movers & square_bit(king)) && normal)
    for (Bitboard to = safe_king_steps(to_squares); to; to &= to - 1)
      push(MoveKind::kNormal, king, std::countr_zero(to));
  const int pawn_type = pieces_->type[role_index(ChessRole::kPawn)];
  const Bitboard promotion_rank = last_rank();
  for (Bitboard from_set = movers & ~square_bit(king); from_set; from_set &= from_set - 1) {
    const int from = std::countr_zero(from_set);
    const int type = type_of(cells[mailbox_square(from)]);
    const Bitboard reached =
        reach_exact ? to_squares & ~b.army[us] : piece_moves(pieces_->role[type], from);
    const Bitboard to_set = reached & to_squares & answers_ & pins_.allowed(from);
    for (Bitboard to = to_set; to; to &= to - 1) {
      const int sq = std::countr_zero(to);
      if (type == pawn_type && (promotion_rank & square_bit(sq))) {
        if (promotion)
          for (int t : rules.fixed_promotions()) push(MoveKind::kPromotion, from, sq, t);
      } else if (normal) {
        push(MoveKind::kNormal, from, sq);
      }
    }
  }
  if (!en_passant) return;
  const Bitboard pawns = movers & b.role[role_index(ChessRole::kPawn)];
  for (Square passed : pos.en_passant()) {
    const int sq = bit_of(passed);
    if (!(to_squares & square_bit(sq))) continue;
    for (Bitboard from = pawn_attacks(them, sq) & pawns; from; from &= from - 1) {
      const Move m(MoveKind::kEnPassant, mailbox_square(std::countr_zero(from)), passed);
      if (en_passant_legal(pos, m)) out.push(m);
    }
  }
}

Move OrthodoxReading::find(Position& pos, const SanTarget& target) const {
  const RuleSet& rules = pos.rules();
  if (target.to == kNoSquare || target.type < 0 || target.type >= rules.type_count())
    return kNullMove;
  const Bitboard to_bit = target_squares(target.to);
  if (!to_bit) return kNullMove;
  const int to = std::countr_zero(to_bit);
  const ChessRole role = pieces_->role[target.type];
  const bool pawn = role == ChessRole::kPawn, promoting = pawn && (to_bit & last_rank());
  if (promoting != (target.promotion >= 0)) return kNullMove;
  if (promoting) {
    const std::vector<int>& allowed = rules.fixed_promotions();
    if (std::find(allowed.begin(), allowed.end(), target.promotion) == allowed.end())
      return kNullMove;
  }
  Bitboard movers = reaching(role, to, board_.of(us_, role));
  // Bit 8 * rank + file (bitboard.h), as Geometry counts them on the 8x8 board.
  if (target.from_file >= 0)
    movers &= target.from_file < 8 ? Bitboard{0x0101010101010101} << target.from_file : 0;
  if (target.from_rank >= 0)
    movers &= target.from_rank < 8 ? Bitboard{0xFF} << 8 * target.from_rank : 0;
  Move found = kNullMove;
  int matches = 0;
  const auto match = [&](Move m) {
    if (matches++ == 0) found = m;
  };
  if ((movers & square_bit(king_)) && safe_king_steps(to_bit))
    match(Move(MoveKind::kNormal, mailbox_square(king_), target.to));
  const MoveKind kind = promoting ? MoveKind::kPromotion : MoveKind::kNormal;
  const int piece = promoting ? target.promotion : 0;
  const Bitboard open = to_bit & answers_ & ~board_.army[us_];
  for (Bitboard from_set = movers & ~square_bit(king_); from_set; from_set &= from_set - 1) {
    const int from = std::countr_zero(from_set);
    // A pawn's reach holds pushes and captures alike: its own moves tell which it has.
    const Bitboard reached = pawn ? piece_moves(role, from) & open : open;
    if (reached & pins_.allowed(from)) match(Move(kind, mailbox_square(from), target.to, piece));
  }
  if (pawn && !promoting)
    for (Square passed : pos.en_passant()) {
      if (passed != target.to) continue;
      for (Bitboard from = pawn_attacks(1 - us_, to) & movers; from; from &= from - 1) {
        const Move m(MoveKind::kEnPassant, mailbox_square(std::countr_zero(from)), passed);
        if (en_passant_legal(pos, m)) match(m);
      }
    }
  return matches == 1 ? found : kNullMove;
}

bool OrthodoxReading::en_passant_legal(Position& pos, Move capture) const {
  pos.make_for_legality(capture);
  const bool legal = !is_attacked(pos, pos.royal_square(us_), us_);
  pos.unmake();
  return legal;
}

Bitboard OrthodoxReading::safe_king_steps(Bitboard wanted) const {
  // The king may not go where it is attacked once it has left its square.
  const Bitboard without_king = board_.occupied ^ square_bit(king_);
  Bitboard safe = 0;
  for (Bitboard to = piece_moves(ChessRole::kKing, king_) & wanted; to; to &= to - 1) {
    const int sq = std::countr_zero(to);
    if (!board_.attackers(sq, 1 - us_, without_king)) safe |= square_bit(sq);
  }
  return safe;
}

bool OrthodoxReading::rank(Position& pos, Move m, PieceMoveRank& rank) const {
  const int from = bit_of(m.from());
  // A move's bits order the moves of one piece by promotion piece, then kind, then to-square
  // (Move), and the mailbox orders squares as the bits of a bitboard do.
  const int to = bit_of(m.to());
  const Bitboard before = square_bit(to) - 1;
  if (from == king_) {
    const RuleSet& rules = pos.rules();
    for (CastlingRights rights = pos.castling_rights(); rights; rights &= rights - 1)
      if (rules.castlings()[static_cast<size_t>(lowest_castling(rights))].army == us_) return false;
    const Bitboard steps = safe_king_steps(~Bitboard{0});
    rank.count = count_squares(steps);
    rank.index = count_squares(steps & before);
    return true;
  }
  const int type = type_of(pos.at(m.from()));
  const Bitboard to_set = piece_moves(pieces_->role[type], from) & answers_ & pins_.allowed(from);
  if (type != pieces_->type[role_index(ChessRole::kPawn)]) {
    rank.count = count_squares(to_set);
    rank.index = count_squares(to_set & before);
    return true;
  }
  // A pawn's moves: to the squares short of the last rank, then en passant, then to the last
  // rank one move a promotion piece, by piece.
  const Bitboard plain = to_set & ~last_rank(), promoting = to_set & last_rank();
  const int plain_count = count_squares(plain), promoting_count = count_squares(promoting);
  int en_passant = 0, en_passant_before = 0;
  for (Square passed : pos.en_passant()) {
    const int sq = bit_of(passed);
    if (!(pawn_attacks(us_, from) & square_bit(sq)) ||
        !en_passant_legal(pos, Move(MoveKind::kEnPassant, m.from(), passed)))
      continue;
    ++en_passant;
    en_passant_before += sq < to;
  }
  const std::vector<int>& promotions = pos.rules().fixed_promotions();
  rank.count = plain_count + en_passant + static_cast<int>(promotions.size()) * promoting_count;
  switch (m.kind()) {
    case MoveKind::kEnPassant:
      rank.index = plain_count + en_passant_before;
      break;
    case MoveKind::kPromotion: {
      int lighter = 0;  // promotion pieces before this one
      for (const int t : promotions) lighter += t < m.piece();
      rank.index =
          plain_count + en_passant + lighter * promoting_count + count_squares(promoting & before);
      break;
    }
    default:
      rank.index = count_squares(plain & before);
  }
  return true;
}

}  // namespace chatur::engine
