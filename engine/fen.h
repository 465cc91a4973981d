// Positions as text. Two-army rule sets use FEN; four-army rule sets use the shape of chess.com's
// FEN4. Both are specified in docs/positions.md.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/error.h"
#include "engine/position.h"

namespace chatur::engine {

// A malformed position string: which field is wrong and why.
class FenError : public chatur::Error {
 public:
  FenError(int field, const std::string& field_name, const std::string& why)
      : chatur::Error("position field " + std::to_string(field) + " (" + field_name + "): " + why),
        field_(field) {}
  int field() const { return field_; }

 private:
  int field_;
};

// Reads a position of the rule set. Throws FenError.
Position parse_fen(const RuleSet& rules, std::string_view text);

// The same, but repairs what other programs write and players only find untidy, as python-chess
// and pgn-extract read it, and says what it repaired in `repairs`: a FEN fullmove number 0 is
// read as 1, and castling rights whose king and rook are not at home are dropped. Two-army FEN
// only. Throws FenError for anything else.
Position parse_fen_repairing(const RuleSet& rules, std::string_view text,
                             std::vector<std::string>& repairs);

// Writes the position; parse_fen reads it back to an equal position.
std::string to_fen(const Position& pos);

// The position as `viewer` (an army, or -1 for a spectator) sees it: every other army's secret
// piece that is not revealed is written hidden (FEN4 st=h?; Power::kSecretRoyal, kSecretBomb).
std::string to_fen_view(const Position& pos, int viewer);
// The position with the secret pieces of the armies of bit a of `hide` written hidden.
std::string to_fen_hiding(const Position& pos, unsigned hide);

}  // namespace chatur::engine
