// Moves as records write them: SAN for two-army rule sets (as PGN does), long algebraic for
// four-army rule sets (as PGN4 does). Readers accept SAN and long algebraic for two armies.
#pragma once

#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/movegen.h"
#include "engine/position.h"

namespace chatur::records {

bool writes_san(const engine::RuleSet& rules);

// The move as a record writes it. The position is the same on return.
std::string record_move_text(engine::Position& pos, engine::Move m);
// Appends the move as a record writes it and plays it: for writers, which go on from the
// position after it.
void append_record_move_and_play(std::string& out, engine::Position& pos, engine::Move m);

// Reads a legal move of the position from record text, generating only the legal moves that
// might match it; in chess.com's four-player chess (four-army check) also chess.com's forms
// (records/chesscom_moves.h), the messages quoting the text as written. Throws
// engine::MoveTextError. The position is the same on return. Where `mover_moves` is given it is
// left holding every legal move of the moving piece, or the move's rank among them (a move's
// code in the archive needs them,
// records/game_encoding.h), and for a move read from SAN those of the other pieces of its type
// too (parse_san in records/san.h); nothing for a move that names no square it leaves.
engine::Move read_record_move(engine::Position& pos, std::string_view text,
                              engine::PieceMoves* mover_moves = nullptr);

// Every legal move of the position in record text, sorted.
std::string legal_moves_text(engine::Position& pos);

}  // namespace chatur::records
