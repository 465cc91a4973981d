#include "engine/orthodox_movegen.h"

#include <array>
#include <bit>

#include "engine/attacks.h"
#include "engine/chess_bitboards.h"

namespace chatur::engine {
namespace {

// The 8x8 mailbox of Geometry: kPad wall cells on every side.
constexpr int kStride = 8 + 2 * kPad;
constexpr int kMailbox = kStride * (8 + 2 * kPad);

constexpr Square mailbox_square(int sq) {
  return static_cast<Square>((sq / 8 + kPad) * kStride + sq % 8 + kPad);
}

constexpr std::array<std::int8_t, kMailbox> make_bit_index() {
  std::array<std::int8_t, kMailbox> index{};
  index.fill(-1);
  for (int sq = 0; sq < 64; ++sq) index[mailbox_square(sq)] = static_cast<std::int8_t>(sq);
  return index;
}

// The bit of each mailbox square, -1 for wall cells.
constexpr std::array<std::int8_t, kMailbox> kBitIndex = make_bit_index();

constexpr int bit_of(Square s) {
  return kBitIndex[s];
}

// The squares a target's square allows: every square if it names none.
Bitboard target_squares(Square s) {
  if (s == kNoSquare) return ~Bitboard{0};
  return s < kMailbox && kBitIndex[s] >= 0 ? square_bit(kBitIndex[s]) : 0;
}

constexpr int role_index(ChessRole r) {
  return static_cast<int>(r);
}

// The position's pieces as bitboards.
struct Board {
  std::array<Bitboard, 2> army{};
  std::array<Bitboard, kChessRoles> role{};  // both armies' pieces of each role
  Bitboard occupied = 0;

  Bitboard of(int a, ChessRole r) const { return army[a] & role[role_index(r)]; }

  // The pieces of army `by` attacking sq, the board occupied as `occupancy` says.
  Bitboard attackers(int sq, int by, Bitboard occupancy) const {
    const Bitboard queens = of(by, ChessRole::kQueen);
    return (knight_attacks(sq) & of(by, ChessRole::kKnight)) |
           (king_attacks(sq) & of(by, ChessRole::kKing)) |
           (pawn_attacks(1 - by, sq) & of(by, ChessRole::kPawn)) |
           (bishop_attacks(sq, occupancy) & (of(by, ChessRole::kBishop) | queens)) |
           (rook_attacks(sq, occupancy) & (of(by, ChessRole::kRook) | queens));
  }
};

Board read_board(const Position& pos, const OrthodoxPieces& pieces) {
  const Cell* cells = pos.board();
  Board b;
  for (int a = 0; a < 2; ++a)
    for (Square s : pos.pieces(a)) {
      const Bitboard bit = square_bit(bit_of(s));
      b.army[a] |= bit;
      b.role[role_index(pieces.role[type_of(cells[s])])] |= bit;
    }
  b.occupied = b.army[0] | b.army[1];
  return b;
}

// The pieces of `us` pinned to its king, and for each the squares it may go to: along the line
// between the king and the pinning piece, that piece's square included.
struct Pins {
  Bitboard pinned = 0;
  int count = 0;
  std::array<int, 8> square{};
  std::array<Bitboard, 8> line{};

  Bitboard allowed(int sq) const {
    if (!(pinned & square_bit(sq))) return ~Bitboard{0};
    for (int i = 0;; ++i)
      if (square[i] == sq) return line[i];
  }
};

Pins find_pins(const Board& b, int king, int us) {
  const int them = 1 - us;
  const Bitboard queens = b.of(them, ChessRole::kQueen);
  Bitboard snipers = (rook_attacks(king, 0) & (b.of(them, ChessRole::kRook) | queens)) |
                     (bishop_attacks(king, 0) & (b.of(them, ChessRole::kBishop) | queens));
  Pins pins;
  for (; snipers; snipers &= snipers - 1) {
    const int s = std::countr_zero(snipers);
    const Bitboard blockers = between(king, s) & b.occupied;
    if (!std::has_single_bit(blockers) || !(blockers & b.army[us])) continue;
    pins.pinned |= blockers;
    pins.square[pins.count] = std::countr_zero(blockers);
    pins.line[pins.count++] = between(king, s) | square_bit(s);
  }
  return pins;
}

// The squares a piece of `role` of `us` on sq moves to or captures on, own pieces excluded.
Bitboard piece_moves(const Board& b, ChessRole role, int us, int sq) {
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

}  // namespace

bool generate_orthodox_legal(Position& pos, const MoveTarget& target, MoveList& out) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move(), them = 1 - us;
  if (pos.royal_count(us) != 1) return false;
  const auto wants = [&](MoveKind k) { return (target.kinds & kind_bit(k)) != 0; };
  const bool normal = wants(MoveKind::kNormal), promotion = wants(MoveKind::kPromotion),
             en_passant = wants(MoveKind::kEnPassant);
  if (!normal && !promotion && !en_passant) return true;
  const OrthodoxPieces& pieces = *rules.orthodox_chess();
  const Board b = read_board(pos, pieces);
  const int king = bit_of(pos.royal_square(us));
  const Bitboard to_squares = target_squares(target.to);
  Bitboard movers = b.army[us] & target_squares(target.from);
  if (target.type >= rules.type_count())
    movers = 0;
  else if (target.type >= 0)
    movers &= b.role[role_index(pieces.role[target.type])];
  if (!movers) return true;

  const Cell* cells = pos.board();
  const auto push = [&](MoveKind kind, int from, int to, int piece = 0) {
    out.push(Move(kind, mailbox_square(from), mailbox_square(to), piece));
  };
  if ((movers & square_bit(king)) && normal) {
    // The king may not go where it is attacked once it has left its square.
    const Bitboard without_king = b.occupied ^ square_bit(king);
    for (Bitboard to = piece_moves(b, ChessRole::kKing, us, king) & to_squares; to; to &= to - 1)
      if (!b.attackers(std::countr_zero(to), them, without_king))
        push(MoveKind::kNormal, king, std::countr_zero(to));
  }
  // A single check is answered by capturing the checker or blocking its line; a double check by
  // the king alone.
  const Bitboard checkers = b.attackers(king, them, b.occupied);
  Bitboard answers = ~Bitboard{0};
  if (checkers)
    answers =
        std::has_single_bit(checkers) ? checkers | between(king, std::countr_zero(checkers)) : 0;
  const Pins pins = find_pins(b, king, us);
  const int pawn_type = pieces.type[role_index(ChessRole::kPawn)];
  const Bitboard last_rank = us == 0 ? Bitboard{0xFF} << 56 : Bitboard{0xFF};
  for (Bitboard from_set = movers & ~square_bit(king); from_set; from_set &= from_set - 1) {
    const int from = std::countr_zero(from_set);
    const int type = type_of(cells[mailbox_square(from)]);
    const Bitboard to_set =
        piece_moves(b, pieces.role[type], us, from) & to_squares & answers & pins.allowed(from);
    for (Bitboard to = to_set; to; to &= to - 1) {
      const int sq = std::countr_zero(to);
      if (type == pawn_type && (last_rank & square_bit(sq))) {
        if (promotion)
          for (int t : rules.fixed_promotions()) push(MoveKind::kPromotion, from, sq, t);
      } else if (normal) {
        push(MoveKind::kNormal, from, sq);
      }
    }
  }
  if (!en_passant) return true;
  // En passant: rare enough to judge by a trial move, which sees the two squares it empties.
  const Bitboard pawns = movers & b.role[role_index(ChessRole::kPawn)];
  for (Square passed : pos.en_passant()) {
    const int sq = bit_of(passed);
    if (!(to_squares & square_bit(sq))) continue;
    for (Bitboard from = pawn_attacks(them, sq) & pawns; from; from &= from - 1) {
      const Move m(MoveKind::kEnPassant, mailbox_square(std::countr_zero(from)), passed);
      pos.make_for_legality(m);
      const bool legal = !is_attacked(pos, pos.royal_square(us), us);
      pos.unmake();
      if (legal) out.push(m);
    }
  }
  return true;
}

}  // namespace chatur::engine
