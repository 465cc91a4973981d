// Legal move generation for every rule set.
#pragma once

#include <optional>

#include "engine/move.h"
#include "engine/move_target.h"
#include "engine/orthodox_movegen.h"
#include "engine/position.h"

namespace chatur::engine {

// Appends the legal moves of the army to move. None if the game is over on the board (under
// capture royalty, a team has no royal piece left; a team holds all the win squares; under
// checkmate rules, mate or stalemate; a royal piece on its goal square; the last piece captured
// where that draws; an army without moves whose rule set neither passes nor draws).
// An army that has no move where the rule set says its turn is skipped gets the pass alone; in a
// dice turn the pass is always among the moves. None while the army to move must roll
// (Position::awaiting_roll).
// The position is used for trial moves and is the same on return.
void generate_legal(Position& pos, MoveList& out);

// Appends the legal moves that the target wants: as a set, exactly those moves of
// generate_legal that target.matches, at a fraction of the cost where the target names a piece
// type, a square or kinds of move (reading move text), but pairs of pawn moves
// (Power::kPawnPair), which a restricted target never gives (readers of move text take them from
// generate_legal). The pass comes only where generate_legal gives it, the only legal move, and
// the target wants it. With no restriction (MoveTarget{}) the moves are generate_legal's, in its
// order. The position is the same on return.
void generate_legal(Position& pos, const MoveTarget& target, MoveList& out);

// The legal moves of the piece that made a move just read, or, where the rules core answers it
// at once (TargetedMoves::rank), the move's rank among them: what a record's code of the move
// needs (records/game_encoding.h).
struct PieceMoves {
  MoveList moves;
  std::optional<PieceMoveRank> rank;

  void clear() {
    moves.clear();
    rank.reset();
  }
};

// generate_legal with a target, for several targets in one position: what orthodox chess's fast
// generation reads of the board (OrthodoxReading) is read once, at the first target, and kept.
// The position must not change while this is in use (trial moves taken back aside).
class TargetedMoves {
 public:
  explicit TargetedMoves(Position& pos) : pos_(pos) {}
  // Appends what generate_legal(pos, target, out) appends.
  void generate(const MoveTarget& target, MoveList& out);
  // The one legal move that `target` names, where orthodox chess's fast generation applies and
  // finds exactly one; kNullMove otherwise (no fast path, or none or several match), and the
  // caller generates the target's moves to tell which.
  Move find(const SanTarget& target);
  // Sets `rank` to that of `m`, a legal move, among the legal moves of its piece ordered by their
  // bits, where the reading of an earlier target answers it without generating them (orthodox
  // chess, the king only where its army has no castling right); false, leaving it, otherwise.
  bool rank(Move m, PieceMoveRank& rank) { return reading_ && reading_->rank(pos_, m, rank); }

 private:
  Position& pos_;
  std::optional<OrthodoxReading> reading_;  // made by the first target that needs it
};

// Sets `rank` to that of the move of the piece on `from` to `to` among the legal moves of the
// piece, counted from its movement's targets without making the moves, where the rule set's moves
// are those targets alone (RuleSet::plain_moves), the army to move is in no turn of several plies
// and has no en passant capture, the game is not decided, the piece is the army's and no target
// of it would promote. False, leaving `rank`, where any of that does not hold or the move is not
// legal: the caller generates the piece's moves to tell. True means that the normal move from
// `from` to `to` is legal.
bool rank_plain_move(const Position& pos, Square from, Square to, PieceMoveRank& rank);

// True if generate_legal would give at least one move (the pass counts); stops at the first
// legal move it finds. The position is the same on return.
bool has_legal_move(Position& pos);

// True if the army to move has a legal move other than the pass and decisions, whatever the
// state of the game (four-army check judges other armies' mates with it). The position is the
// same on return.
bool has_board_move(Position& pos);

// Power::kRetreat: whether the army to move, offered a retreat (Continuation::kRetreat), has a
// legal one. The position is the same on return.
bool has_retreat(Position& pos);

// Four-army check: the game is over on the board (one player left, a claim, under
// Defeat::kEndsGame an army defeated, under Defeat::kToCaptor one side left or a full cycle of
// passes).
bool four_army_over(const Position& pos);

// True if the game is over on the board because a team has lost all its royal pieces
// (capture royalty only).
bool royals_gone(const Position& pos);

// The army whose royal piece stands on one of its goal squares (RuleSpec::royal_goals, option
// extra_wins): its team has won. -1 if none.
int goal_reached(const Position& pos);

// True if the last move captured the last piece other than pawns and royals of its army where
// the rule set draws then (RuleSpec::last_piece_draw).
bool last_piece_captured(const Position& pos);

// RuleSpec::bonus: the army whose capture of a king just left it the only army with one, never
// having lost one and having taken every king the others lost; -1 if none.
int bonus_winner(const Position& pos);

// RuleSpec::quiet_rounds_end: options.quiet_rounds rounds have passed without a capture.
bool quiet_rounds_over(const Position& pos);

// RuleSpec::bare_king_end: an army with royal pieces and nothing else on the board, or -1.
int bare_king(const Position& pos);

// The team whose pieces stand on all of the rule set's win squares, or -1.
int win_squares_team(const Position& pos);

}  // namespace chatur::engine
