// Moves and rolls on the wire (docs/protocol.md). Two-army games write UCI coordinates as
// Stockfish and Fairy-Stockfish do (e2e4, e7e8q, P@e4); four-army games write the long algebraic
// form of records (e7-e6, e7xf6, e2-e1=N, K@e4, c2xb4^, --). Each decoder is the inverse of its
// encoder: it accepts exactly the texts the encoder writes. The 4pchess dialect writes every
// move from-to with '-', captures included (h2-b8, e11-e12=Q), as 4pchess does.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "common/error.h"
#include "engine/dice.h"
#include "engine/move.h"
#include "engine/position.h"
#include "protocol/dialect.h"

namespace chatur::protocol {

// Text that is not a move of the wire format (kSyntax), or a well-formed move that is not
// legal in the position (kIllegal).
class WireError : public chatur::Error {
 public:
  enum class Kind { kSyntax, kIllegal };
  WireError(Kind kind, const std::string& what) : chatur::Error(what), kind_(kind) {}
  Kind kind() const { return kind_; }

 private:
  Kind kind_;
};

// The move as the wire writes it, in the position before it.
std::string encode_move(const engine::Position& pos, engine::Move m,
                        Dialect dialect = Dialect::kUci);
void append_move(std::string& out, const engine::Position& pos, engine::Move m,
                 Dialect dialect = Dialect::kUci);

// The legal move of the position whose encoding is `text`. Throws WireError: kSyntax for text
// that no legal move's encoding could be (including a legal move in another notation), kIllegal
// for a well-formed move that is not legal here. The position is the same on return. Chess960
// castling is written as the king taking its rook ("e1h1", UCI_Chess960); read besides, the
// king's own squares ("e1g1") where no other legal move has them.
engine::Move decode_move(engine::Position& pos, std::string_view text,
                         Dialect dialect = Dialect::kUci);

// Rolls in `moves` lists, as in records: a dice game's throw "#2,3", smaller die first; North
// Korea's one to three dice in the order rolled, "#3", "#6,4", "#1,4,6".
std::string encode_roll_token(const engine::DiceRoll& roll);
// The roll token of the roll due in `pos` as encode_roll_token writes it. Throws WireError
// (kSyntax, or kIllegal for a face the dice lack or dice that are not the event's).
engine::DiceRoll decode_roll_token(const engine::Position& pos, std::string_view text);
inline bool is_roll_token(std::string_view text) {
  return !text.empty() && text[0] == '#';
}

}  // namespace chatur::protocol
