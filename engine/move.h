// A move: a compact value type for every kind of move the rule sets make.
#pragma once

#include <cstdint>
#include <memory>

#include "common/error.h"
#include "engine/types.h"

namespace chatur::engine {

enum class MoveKind : std::uint8_t {
  kNormal,          // from -> to, capturing whatever enemy piece stands on to
  kPromotion,       // a normal move whose pawn becomes piece()
  kEnPassant,       // pawn capture of a pawn that passed `to` with a multi-step
  kCastling,        // king from -> to; the rook of castling castling_index() moves too
  kDrop,            // piece() from hand onto to
  kSwap,            // the pieces on from and to change places
  kPromoteInPlace,  // the pawn on from becomes piece() without moving
  kPass,            // "--": the army has no legal move
  kDecision,        // a decision of the army to move that is no board move (piece(): Decision);
                    // never generated (Position::decision_allowed says when it may be made)
  kCaptureInPlace,  // the piece on from captures the piece on to and stays (ArmySpec::in_place)
  kPawnPair,        // two pawn moves as one (Power::kPawnPair), encoded as pawn_pair.h says
  kTeleport,        // the piece on from goes to the empty square to, outside its movement
                    // (Power::kSea)
  kMark,            // the army to move marks the empty square to (Power::kMark, from 0); on a
                    // square of a piece it moves, it chooses that piece (an army has one power,
                    // so the meaning follows it): openly with from 0 (Power::kInsanity), in
                    // secret with from == to (Power::kSecretRoyal, kSecretBomb); from == to ==
                    // 0: a secret choice a view hides ("@?")
  kRemove,          // the army to move takes its own piece on from off the board
                    // (Power::kSacrifice); with extra() 1 and to == from, the bomb on from
                    // detonates instead (Power::kBomb)
  kGroup,           // the group whose first square is from moves by to - from (Power::kGroup)
  kCensor,          // the army to move censors the pending move (Power::kCensor)
};

// Decisions a player makes instead of a board move (rulings: never generated for perft or
// engines; a host or a record makes them). Written in move text as notation.cpp's table says.
enum class Decision : std::uint8_t {
  kResign,   // "R" ("resign" in ZM Machiavellian Chess and Chatanooga): the army is defeated
             // (with DeadKingWalking its king walks on; Defeat::kToCaptor: its pieces and those it
             // controls leave the board)
  kTimeout,  // "T": the same, on time
  kClaim,    // "R" by the leader by CheckPoints::claim_lead with two players left: the game
             // ends, the claimer leaving as by resignation (the other scores the walking kings)
  kFreeze,   // "freeze" (RuleSpec::freeze): the army is defeated, its pieces and those it
             // controls stay frozen on the board
};

// 32 bits: from (9), to (9), kind (4), piece type (4), extra (6). Under per-army rules
// (RuleSet::army_rules) extra() of a move of Power::kOwnerSwap names the swap: 0 none, else
// 1 + the direction of owner_swap.h.
class Move {
 public:
  // Trivial so that move lists need no initialisation; Move{} is the null move.
  Move() = default;
  constexpr Move(MoveKind kind, Square from, Square to, int piece = 0, int extra = 0)
      : bits_(static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 9 |
              static_cast<std::uint32_t>(kind) << 18 | static_cast<std::uint32_t>(piece) << 22 |
              static_cast<std::uint32_t>(extra) << 26) {}
  static constexpr Move pass() { return Move(MoveKind::kPass, 0, 0); }
  // A decision; one that keeps the turn (a resignation glued to a walking king's move, "Kk1-k2R")
  // leaves the army to move for that king's move.
  static constexpr Move decision(Decision d, bool keeps_turn = false) {
    return Move(MoveKind::kDecision, 0, 0, static_cast<int>(d), keeps_turn ? 1 : 0);
  }
  constexpr Decision decision() const { return static_cast<Decision>(piece()); }
  // A castling: its index in RuleSet::castlings() takes the piece bits above the extra bits, as
  // chess960 has more than 64 castlings; below 64 the index is extra().
  static constexpr Move castling(Square from, Square to, int index) {
    return Move(MoveKind::kCastling, from, to, index >> 6, index & 0x3F);
  }
  constexpr int castling_index() const { return piece() << 6 | extra(); }

  constexpr Square from() const { return static_cast<Square>(bits_ & 0x1FF); }
  constexpr Square to() const { return static_cast<Square>(bits_ >> 9 & 0x1FF); }
  constexpr MoveKind kind() const { return static_cast<MoveKind>(bits_ >> 18 & 0xF); }
  constexpr int piece() const { return static_cast<int>(bits_ >> 22 & 0xF); }
  constexpr int extra() const { return static_cast<int>(bits_ >> 26); }
  constexpr std::uint32_t bits() const { return bits_; }
  constexpr bool is_null() const { return bits_ == 0; }
  explicit constexpr Move(std::uint32_t bits) : bits_(bits) {}

  friend constexpr bool operator==(Move, Move) = default;

 private:
  std::uint32_t bits_;
};

inline constexpr Move kNullMove{std::uint32_t{0}};

// More moves than a MoveList holds: a guard against writing past the list. No position is known
// to have so many moves but for Rome's pairs of pawn moves, for which room is reserved.
class TooManyMoves : public chatur::Error {
 public:
  // `held`: the moves the full list held.
  explicit TooManyMoves(int held);
};

// A legal move's place among the legal moves of the piece that makes it, ordered by their bits
// (Move::bits), and how many there are: what a record's code of the move names.
struct PieceMoveRank {
  int index = 0;
  int count = 0;
};

// A list of moves that holds the moves of almost every position in place: generating them never
// allocates and creating a list does not touch its storage. A generator that may add more (Rome's
// pairs of pawn moves, thousands with several pawns about to promote) reserves room for them
// first, which moves the list to the heap.
class MoveList {
 public:
  // Moves held in place.
  static constexpr int kInPlace = 1024;

  MoveList() = default;
  MoveList(const MoveList& other);
  MoveList& operator=(const MoveList& other);
  MoveList(MoveList&& other) noexcept;
  MoveList& operator=(MoveList&& other) noexcept;
  ~MoveList() = default;

  // Throws TooManyMoves when the list is full: room is reserved, never made here, as a slow path
  // that returns would cost every push its registers.
  void push(Move m) {
    if (end_ == limit_) [[unlikely]]
      full();
    *end_++ = m;
  }
  // Makes room for at least n moves in all, keeping those held; growing, at least doubles.
  void reserve(int n) {
    if (n > limit_ - data_) [[unlikely]]
      grow(n);
  }
  int size() const { return static_cast<int>(end_ - data_); }
  bool empty() const { return end_ == data_; }
  Move operator[](int i) const { return data_[i]; }
  void erase_unordered(int i) { data_[i] = *--end_; }
  void clear() { end_ = data_; }
  // Keeps the first n moves (n <= size()).
  void truncate(int n) { end_ = data_ + n; }
  const Move* begin() const { return data_; }
  const Move* end() const { return end_; }
  bool contains(Move m) const;

 private:
  [[noreturn]] void full() const;
  void grow(int n);

  // Pointers rather than counts: a store of a Move cannot alias them, so a loop of pushes keeps
  // them in registers.
  Move* data_ = in_place_;
  Move* end_ = in_place_;
  Move* limit_ = in_place_ + kInPlace;
  std::unique_ptr<Move[]> heap_;
  Move in_place_[kInPlace];
};

inline bool MoveList::contains(Move m) const {
  for (const Move* p = data_; p != end_; ++p)
    if (*p == m) return true;
  return false;
}

}  // namespace chatur::engine
