// Game status: ongoing, or finished with a result and a termination reason.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/position.h"

namespace chatur::engine {

enum class Termination {
  kNone,                  // the game goes on
  kCheckmate,             // the army to move is checkmated: its team loses
  kStalemate,             // the army to move has no move and is not in check: a draw, or a
                          // loss for its team where the rule set says so
  kWinSquares,            // a team's pieces stand on all the win squares: it wins
  kKingsCaptured,         // a team has no king left: it loses
  kRepetition,            // the same position a third time, the same army to move
  kNoProgress,            // no capture and no pawn move for 50 full rounds
  kInsufficientMaterial,  // no side can mate
  kStalemateHalfWin,      // stalemate where it is a half-win: 3/4 for the stalemating team
  kPawnCheckmate,         // checkmate in which a pawn gives check: a double victory
  kGoalSquare,            // a royal piece reached one of its goal squares: its team wins
  kLastPiece,             // the last piece other than pawns and king of an army was captured
  kBareKing,              // an army has only royal pieces left (RuleSpec::bare_king_end)
  kBonus,                 // al-Biruni's all-kings bonus (RuleSpec::bonus)
  kQuietRounds,           // rounds without a capture (RuleSpec::quiet_rounds_end)
  kKingCaptured,          // four-army check: a king left attacked was captured
  kResignation,           // a player resigned (Decision::kResign) where that ends the game
  kTimeout,               // a player lost on time (Decision::kTimeout) where that ends the game
  kClaim,                 // the leader claimed the win (Decision::kClaim)
  kLastPlayer,            // one player is left in a free-for-all of four-army check
  kPassCycle,             // every army left passed in turn (Defeat::kToCaptor): a draw
};

// The end of a game as one typed value: how it ended, and the result in the form the rule set
// has: team scores for team games, places for a free-for-all. Text (result, termination names)
// is derived from it, never the other way round.
struct Outcome {
  Termination termination = Termination::kNone;
  // Team games: points of team 0 (White; Red and Yellow) and team 1.
  std::array<double, 2> team_score{};
  // Free-for-all: each army's place from 1, ties sharing the better place; all 0 in team games.
  std::array<int, kMaxArmies> placements{};
  // Rule sets that score points per army (RuleSet::scores_points: stakes, payments): each
  // army's points at the end; all 0 elsewhere.
  std::array<int, kMaxArmies> points{};

  bool finished() const { return termination != Termination::kNone; }
  bool free_for_all() const { return placements[0] != 0; }
  // 0 or 1 for the winning team, -1 for a draw, a free-for-all or an unfinished game.
  int winner() const;
};

// The status of the game in this position, under the rule set and its options. Checkmate and
// the loss of all kings come before the draw rules. The position is the same on return.
Outcome outcome(Position& pos);
// The same with the position's legal moves (generate_legal) at hand, for a caller that needs
// them anyway: a tournament host checks every move of every game.
Outcome outcome(Position& pos, const MoveList& legal);

// Machine-readable termination names: "checkmate", "stalemate", "kings-captured", "win-squares",
// "threefold-repetition", "no-progress", "insufficient-material", "stalemate-half-win",
// "pawn-checkmate", "goal-square", "last-piece", "bare-king", "bonus", "quiet-rounds",
// "king-captured", "resignation", "timeout", "claim", "last-player", "pass-cycle", "" for kNone.
std::string_view termination_name(Termination t);

// The termination with this machine name; nothing for an unknown name.
std::optional<Termination> termination_from_name(std::string_view name);

// "1-0" (team 0 wins, also by a half-win or a double victory), "0-1", "1/2-1/2", or "*" while
// the game goes on and for a free-for-all, whose result is its placements.
std::string result_text(const Outcome& o);

}  // namespace chatur::engine
