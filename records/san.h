// Standard algebraic notation for two-army rule sets, generic over the rule set's piece letters
// and board size: "Nf3", "exd5", "e8=Q+", "Rae1", "Q1d2", "Qh4e1", "O-O", "O-O-O#".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/movegen.h"
#include "engine/position.h"

namespace chatur::records {

// The move in SAN, with '+' for check and '#' for mate (checkmate rule sets). Moves SAN has no
// form for (a swap, a pass) are written in long algebraic form. Only the legal moves that might
// need telling apart from it are generated, and after a check only until a reply is found. The
// position is the same on return.
std::string to_san(engine::Position& pos, engine::Move m);
// Appends the move as to_san writes it and plays it: for writers, which go on from the position
// after it, where the check suffix is found.
void append_san_and_play(std::string& out, engine::Position& pos, engine::Move m);

// Reads a legal move of the position from SAN (check and annotation marks ignored; "0-0" read
// as "O-O"). Throws engine::MoveTextError: kSyntax if it is not SAN, kIllegal if no legal move
// or several match. Only the legal moves that might match the text are generated. The position is
// the same on return. Where `piece_moves` is given it is left holding every legal move of the
// moving piece or the move's rank among them (a move's code in the archive needs them,
// records/game_encoding.h), or nothing for a castling.
engine::Move parse_san(engine::Position& pos, std::string_view text,
                       engine::PieceMoves* piece_moves = nullptr);
// parse_san, but engine::kNullMove where the text does not have the shape of SAN (long algebraic
// form, for instance): what a record's reader tries first. Every other error throws as
// parse_san's does. Not a std::optional (a returned std::optional stalls: docs/architecture.md,
// "Move generation").
engine::Move try_parse_san(engine::Position& pos, std::string_view text,
                           engine::PieceMoves* piece_moves = nullptr);

}  // namespace chatur::records
