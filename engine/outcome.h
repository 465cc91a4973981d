// Game status: ongoing, or finished with a result and a termination reason.
#pragma once

#include <array>
#include <string>
#include <string_view>

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
};

struct Outcome {
  Termination termination = Termination::kNone;
  std::array<double, 2> team_score{};  // points of team 0 (White; Red and Yellow) and team 1

  bool finished() const { return termination != Termination::kNone; }
  // 0 or 1 for the winning team, -1 for a draw or an unfinished game.
  int winner() const;
};

// The status of the game in this position, under the rule set and its options. Checkmate and
// the loss of all kings come before the draw rules. The position is the same on return.
Outcome outcome(Position& pos);

// Machine-readable termination names: "checkmate", "stalemate", "kings-captured", "win-squares",
// "threefold-repetition", "no-progress", "insufficient-material", "" for kNone.
std::string_view termination_name(Termination t);

// "1-0" (team 0 wins), "0-1", "1/2-1/2", or "*" while the game goes on.
std::string result_text(const Outcome& o);

}  // namespace chatur::engine
