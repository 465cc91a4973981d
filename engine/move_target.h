// Which moves a reader of move text wants: a restriction of the legal moves to a moving piece,
// a square left, a square reached and kinds of move, for the targeted generation of movegen.h.
#pragma once

#include <cstdint>

#include "engine/move.h"
#include "engine/position.h"

namespace chatur::engine {

// The bit of a kind of move in MoveTarget::kinds.
constexpr std::uint16_t kind_bit(MoveKind k) {
  return static_cast<std::uint16_t>(1u << static_cast<unsigned>(k));
}

struct MoveTarget {
  static constexpr std::uint16_t kAllKinds = 0xFEFF;  // every kind but kDecision
  // A piece going from one square of the board to another, alone: what SAN writes with a piece
  // letter and a square.
  static constexpr std::uint16_t kBoardMoves =
      kind_bit(MoveKind::kNormal) | kind_bit(MoveKind::kPromotion) | kind_bit(MoveKind::kEnPassant);

  // Each field restricts the moves only when set.
  Square from = kNoSquare;  // the square the moving piece leaves; drops and passes have none
  Square to = kNoSquare;    // the square it reaches (castling: the king's; a swap: the partner's;
                            // promotion in place: its own) or is dropped on; passes have none
  int type = -1;            // the type of the piece that moves (a pawn for its promotions) or is
                            // dropped; passes have none
  std::uint16_t kinds = kAllKinds;  // the kinds of move wanted

  // True if m, a move of the position, is one of the moves wanted. Inline: a reader of move text
  // filters a piece's moves with it at every ply.
  bool matches(const Position& pos, Move m) const {
    // A target with a square to reach wants no move to another square (nor a pass or a censor,
    // which reach none): tested first, it turns most of a piece's moves away at one comparison.
    if (to != kNoSquare && m.to() != to) return false;
    if (!(kinds & kind_bit(m.kind()))) return false;
    switch (m.kind()) {
      case MoveKind::kPass:
      case MoveKind::kCensor:
        return from == kNoSquare && to == kNoSquare && type < 0;
      case MoveKind::kDrop:
        return from == kNoSquare && (to == kNoSquare || m.to() == to) &&
               (type < 0 || m.piece() == type);
      case MoveKind::kMark:
        return from == kNoSquare && (to == kNoSquare || m.to() == to) && type < 0;
      default:
        return (from == kNoSquare || m.from() == from) && (to == kNoSquare || m.to() == to) &&
               (type < 0 || type_of(pos.at(m.from())) == type);
    }
  }
};

// A board move (normal, promotion, en passant) as SAN names it: the square reached and the
// moving piece's type, perhaps the file or rank of the square left, and the promotion piece.
struct SanTarget {
  Square to = kNoSquare;
  int type = -1;
  int from_file = -1, from_rank = -1;  // Geometry's file and rank, -1 where the text has none
  int promotion = -1;                  // the type promoted to, -1 where the text has none
};

// The moves of `moves`, moves of the position, that the target wants, in their order.
MoveList matching(const Position& pos, const MoveList& moves, const MoveTarget& target);

}  // namespace chatur::engine
