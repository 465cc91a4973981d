// Replays a record with the rules core: every move of the main line and of every variation is
// checked, move numbers are checked, and the result is compared with the final position
// (docs/records.md, "Validation").
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/dice.h"
#include "engine/outcome.h"
#include "engine/position.h"
#include "engine/rule_set.h"
#include "records/game.h"
#include "records/game_end.h"
#include "records/variant.h"

namespace chatur::records {

struct Problem {
  enum class Severity { kError, kWarning };
  Severity severity = Severity::kError;
  SourcePos where;
  std::string message;  // 'move 3 (Black) "Nf6": illegal (...); legal moves: ...'
  std::string move;     // the move text, when the problem is a move
  std::string legal;    // the legal moves there, when the problem is a move
};

struct Replay {
  std::shared_ptr<const engine::RuleSet> rules;  // null if the rule set is unknown
  std::string start_fen;
  bool standard_start = true;
  // The main line in long algebraic form; empty where ReplayOptions::move_texts is off.
  std::vector<std::string> moves;
  // The same moves as played: a decision that keeps the turn ("T" before a walking king's move)
  // reads back from its text as one that does not.
  std::vector<engine::Move> played;
  std::vector<engine::RollAt> rolls;  // the main line's rolls, indexed into `played`
  std::vector<std::uint64_t> hashes;  // start position, then the position after each ply
  engine::Outcome board;              // status of the position after the main line
  // The game's end as the record gives it, checked against the board (records/result_check.h):
  // result_text(end) is the Result tag's value, or chess.com's free-for-all Result read as *.
  GameEnd end;
  std::vector<Problem> problems;
  bool record_texts = false;  // every move read has its MoveNode::record_text (ReplayOptions)
  int start_army = 0;         // the army to move in the start position
  int start_fullmove = 1;     // the move number of the start position
  // The main line's codes as the archive stores them (ReplayOptions::main_line_codes), where
  // asked for and the main line was played whole.
  std::optional<std::string> main_line_codes;
  // The content hash of the main line as stored_game() gives it (records/content_hash.h), where
  // asked for (ReplayOptions::identity) and the main line was played whole.
  std::optional<std::uint64_t> identity;

  bool ok() const;
};

struct ReplayOptions {
  // Also set MoveNode::record_text of every move read, as the replay plays it, so that
  // write_replayed_game (pgn_writer.h) writes the game without playing it again: what importing
  // a game into the archive needs.
  bool record_texts = false;
  // Also code each main-line move as the archive stores it (records/game_encoding.h), in the
  // position it is read in, so that storing the game does not play it again.
  bool main_line_codes = false;
  // Keep the main line's moves in long algebraic form (Replay::moves).
  bool move_texts = true;
  // Also hash the main line as the archive identifies it (Replay::identity), as it is played:
  // with move_texts off, storing the game needs no list of texts.
  bool identity = false;
};

// Replays the game, setting MoveNode::move of every move that was read. The main line stops at
// its first bad move; a variation stops at its first bad move without stopping the rest. The
// rule set comes from the cache, which a reader of many games shares between them.
Replay replay(Game& game, RuleSetCache& cache, ReplayOptions options = {});
// The same for a single game, compiling its rule set for it alone.
Replay replay(Game& game, ReplayOptions options = {});

// Replays games one after the other, as replay() does, in one position kept from game to game:
// its storage (the history of the positions of a game) is allocated once, not for every game.
// With room made for the coder's bytes at once, an import took 0.97x its processor time.
class GameReplayer {
 public:
  explicit GameReplayer(RuleSetCache& cache) : cache_(cache) {}
  Replay replay(Game& game, ReplayOptions options = {});

 private:
  RuleSetCache& cache_;
  std::optional<engine::Position> board_;
};

// The position after the first `plies` plies of the main line of a replay without errors, the
// rolls before them rolled. Throws std::out_of_range if the main line is shorter.
engine::Position position_after(const Replay& replay, int plies);

}  // namespace chatur::records
