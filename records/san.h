// Standard algebraic notation for two-army rule sets, generic over the rule set's piece letters
// and board size: "Nf3", "exd5", "e8=Q+", "Rae1", "Q1d2", "Qh4e1", "O-O", "O-O-O#".
#pragma once

#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/position.h"

namespace chatur::records {

// The move in SAN, with '+' for check and '#' for mate (checkmate rule sets). Moves SAN has no
// form for (a swap, a pass) are written in long algebraic form. The position is the same on
// return.
std::string to_san(engine::Position& pos, engine::Move m);

// True if the text has the shape of SAN rather than long algebraic form.
bool looks_like_san(std::string_view text);

// Reads a legal move of the position from SAN (check and annotation marks ignored; "0-0" read
// as "O-O"). Throws engine::MoveTextError: kSyntax if it is not SAN, kIllegal if no legal move
// or several match. The position is the same on return.
engine::Move parse_san(engine::Position& pos, std::string_view text);

}  // namespace chatur::records
