// The `position` command (docs/protocol.md):
//   position startpos [moves <ply> ...]
//   position fen <FEN> [moves <ply> ...]      (two armies)
//   position fen4 <FEN4> [moves <ply> ...]    (four armies)
// The moves list holds every ply played from the start, passes included, with each turn's roll
// token ("#2,3") just before the turn's first ply, North Korea's ("#6,4", "#1,4") just before the
// ply it precedes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/dice.h"
#include "engine/move.h"
#include "engine/position.h"
#include "engine/rule_set.h"

namespace chatur::protocol {

// The host's `position` line of a game, grown ply by ply rather than written again for every
// question.
class PositionCommand {
 public:
  // From the rule set's start position when `start_fen` is empty.
  PositionCommand(const engine::RuleSet& rules, std::string_view start_fen);
  // The roll made before the next ply.
  void add_roll(const engine::DiceRoll& roll);
  // A ply, in `pos`, the position before it.
  void add_move(const engine::Position& pos, engine::Move m);
  const std::string& line() const { return line_; }
  // The line as `viewer` (an army, or -1 for a spectator) may see it in `now`, the game's
  // position (Power::kSecretRoyal, kSecretBomb): every other army's secret choice not revealed
  // in `now` written "@?", in the moves and in a start FEN4.
  std::string view_line(const engine::Position& now, int viewer) const;

 private:
  // A secret choice's text in line_ (Power::kSecretRoyal, kSecretBomb).
  struct Choice {
    size_t offset, length;
    int army;
  };
  void separate();
  const engine::RuleSet* rules_;
  std::string line_;
  size_t start_offset_ = 0;  // the start FEN4 in line_, if the line has one
  std::string start_fen_;
  std::vector<Choice> choices_;
  bool has_moves_ = false;
};

// The position a `position` command describes, given the words after "position". Throws
// WireError naming the first word it cannot take: a bad start, a move that is not legal, a roll
// where none is due, a ply where a roll is due.
engine::Position decode_position(const engine::RuleSet& rules, std::string_view args);

}  // namespace chatur::protocol
