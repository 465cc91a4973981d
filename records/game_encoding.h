// The archive's compact form of a game record (docs/records.md, "Archive"): each move of the main
// line as a piece of the army to move and one of that piece's legal moves ordered by their 32-bit
// encoding, range-coded (records/range_coder.h) in about as many bits as the position leaves
// choices; then, beside the main line, only what the record adds to the moves (comments, NAGs,
// rolls, markers, variations, whose moves take a byte each). The tags are stored apart. Writing the
// decoded game gives the PGN that was written from the game before it was encoded.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/error.h"
#include "engine/move.h"
#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rule_set.h"
#include "records/game.h"
#include "records/range_coder.h"

namespace chatur::records {

// A stored record that does not decode under its rule set and start position: written by
// something else than chatur, or damaged.
class EncodingError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

// Appends the compact form of the game's moves and annotations to `out`. Every move of the main
// line and of its variations must have been replayed (MoveNode::move set, records/replay.h) from
// start_fen under the rule set. Tags and result are not encoded. main_line_codes, where given, are
// what a MainLineCoder made of the main line while the game was replayed: then the main line is
// played again only where its annotations need it.
void encode_game(std::string& out, const Game& game, const engine::RuleSet& rules,
                 const std::string& start_fen, const std::string* main_line_codes = nullptr);

// Codes a main line move by move as a replay plays it, for encode_game's main_line_codes. A node
// with a marker has no code.
class MainLineCoder {
 public:
  // Codes the move, legal in `pos` or a decision, `pos` being the position it is played in (its
  // roll rolled). `mover_moves`, where given, holds the move's rank among the legal moves of its
  // piece, or where not empty every one of those moves, perhaps among others (read_record_move in
  // records/move_text.h leaves them), so that the piece's moves need not be generated again. The
  // position is the same on return.
  void move(engine::Position& pos, engine::Move move,
            const engine::PieceMoves* mover_moves = nullptr);
  // Makes room for the codes of a main line of `plies` plies: a byte a ply, more than most plies
  // take (a chess game's about five bits).
  void reserve(size_t plies) { out_.reserve(plies); }
  // The codes of the moves so far. The coder is spent.
  std::string finish() { return out_.finish(); }

 private:
  RangeEncoder out_;
  engine::MoveList list_;
};

// How a record codes its moves. encode_game writes kPacked (schema version 15 on: the main line
// range-coded, a code naming a piece and one of its moves, so reading it generates that piece's
// moves only); kPieceIndex is the same choice in a byte per move, as schema versions 10 to 14
// stored main lines (and variations still are); kLegalIndex is each move's index among all the
// legal moves, as schema versions 6 to 9 stored it. The last two are read only to migrate them.
enum class MoveCoding { kPacked, kPieceIndex, kLegalIndex };

// The main line and variations of an encoded game, every MoveNode::move set as write_game needs
// it (the nodes have no text but a marker's). Throws EncodingError.
Line decode_game(std::string_view encoded, const engine::RuleSet& rules,
                 const std::string& start_fen, MoveCoding coding = MoveCoding::kPacked);

// A decoded game whose moves have their record texts (MoveNode::record_text, record_army,
// record_fullmove) as replay() with ReplayOptions::record_texts gives them, so that
// write_game_from_texts (records/pgn_writer.h) writes it without playing it again: what export
// needs. The start position has start_army to move at move number start_fullmove.
struct DecodedTexts {
  Line line;
  int start_army = 0;
  int start_fullmove = 1;
};
DecodedTexts decode_game_texts(std::string_view encoded, const engine::RuleSet& rules,
                               const std::string& start_fen);

// The hashes of the start position and of the position after each ply of the main line of an
// encoded game, as the replay that stored it had them (Replay::hashes). Throws EncodingError.
std::vector<std::uint64_t> decode_hashes(std::string_view encoded, const engine::RuleSet& rules,
                                         const std::string& start_fen);

}  // namespace chatur::records
