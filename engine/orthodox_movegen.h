// The fast targeted generation of orthodox chess (RuleSet::orthodox_chess): bitboards read from
// the position, checkers and pins found by rays, and only the wanted moves made.
#pragma once

#include <array>
#include <optional>

#include "engine/chess_bitboards.h"
#include "engine/move.h"
#include "engine/move_target.h"
#include "engine/orthodox_chess.h"
#include "engine/position.h"

namespace chatur::engine {

// What the generation reads of a position before it makes moves: the pieces as bitboards, and
// the checks and pins of the army to move. One reading answers any number of targets while the
// position stays as it was read (a SAN reader asks for a move's candidates, then for the found
// piece's moves).
class OrthodoxReading {
 public:
  // Where the pieces' bitboards come from: those the position keeps (Position::bitboards), or
  // the board's cells read a piece at a time. Both give the same bitboards; kScalar is there for
  // the tests that compare them, so that the bitboards kept through moves are checked.
  enum class BoardReading { kKept, kScalar };

  // Reads a position of a rule set that is orthodox chess, not decided on the board, with no
  // turn in progress (no continuation, no censor) and exactly one royal piece of the army to move
  // (applies_to).
  explicit OrthodoxReading(const Position& pos, BoardReading how = BoardReading::kKept);
  static bool applies_to(const Position& pos);

  // Appends the legal moves but castlings of the army to move that the target wants: as a set,
  // exactly those that the generic generation gives. `pos` is the position read; it is the same
  // on return (an en passant capture is judged by a trial move).
  void generate(Position& pos, const MoveTarget& target, MoveList& out) const;
  // The one legal move of the army to move that `target` names, found without generating the
  // others; kNullMove where none or several match (the caller generates them to say which).
  // `pos` is the position read; it is the same on return (an en passant capture is judged by a
  // trial move).
  Move find(Position& pos, const SanTarget& target) const;
  // Sets `rank` to that of `m`, a legal move, among the legal moves of its piece ordered by their
  // bits, counted from the piece's squares without making the moves; false, leaving it, for a
  // move of the royal piece while its army has a castling right (castlings are generated apart).
  // `pos` is the position read; it is the same on return (an en passant capture is judged by a
  // trial move). Not a std::optional (a returned std::optional stalls: docs/architecture.md, "Move
  // generation").
  bool rank(Position& pos, Move m, PieceMoveRank& rank) const;

 private:
  struct Board {
    std::array<Bitboard, 2> army{};
    std::array<Bitboard, kChessRoles> role{};  // both armies' pieces of each role
    Bitboard occupied = 0;

    Bitboard of(int a, ChessRole r) const { return army[a] & role[static_cast<int>(r)]; }
    // The pieces of army `by` attacking sq, the board occupied as `occupancy` says.
    Bitboard attackers(int sq, int by, Bitboard occupancy) const;
  };
  // The pieces of the army to move pinned to its king, and for each the squares it may go to:
  // along the line between the king and the pinning piece, that piece's square included.
  struct Pins {
    Bitboard pinned = 0;
    int count = 0;
    std::array<int, 8> square;  // the first `count` hold pins
    std::array<Bitboard, 8> line;

    Bitboard allowed(int sq) const;
  };
  // The position's pieces by army and by type, taken by role.
  void take(const PieceBitboards& pieces);
  // The pieces checking the royal piece of the army to move; fills pins_.
  Bitboard find_checks_and_pins();
  // The rank the army to move promotes on.
  Bitboard last_rank() const { return us_ == 0 ? Bitboard{0xFF} << 56 : Bitboard{0xFF}; }
  // Whether the en passant capture, legal but for its king, leaves the king safe: judged by a
  // trial move, which sees the two squares it empties (rare enough).
  bool en_passant_legal(Position& pos, Move capture) const;
  Bitboard piece_moves(ChessRole role, int sq) const;
  // The squares of `wanted` the royal piece may step to: those not attacked once it has left.
  Bitboard safe_king_steps(Bitboard wanted) const;
  Bitboard reaching(ChessRole role, int to, Bitboard pieces) const;
  Bitboard reaching_any(int to, Bitboard pieces) const;

  const OrthodoxPieces* pieces_;
  Board board_;
  int us_;
  int king_;          // the royal piece's bit
  Bitboard answers_;  // where a move other than the king's must go: all but in check
  Pins pins_;
};

}  // namespace chatur::engine
