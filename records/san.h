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
// Appends the move as to_san writes it and plays it: for writers, which go on from the position
// after it, where the check suffix is found.
void append_san_and_play(std::string& out, engine::Position& pos, engine::Move m);

// The parts of to_san for a caller that generates the legal moves of every position anyway
// (records/replay.h): one generation then serves reading the move, writing it, and the check
// suffix of the move before it.
//
// Appends the move as to_san writes it but without the check suffix; `legal` holds the legal
// moves of the position (generate_legal), among which the move is told apart.
void append_san(std::string& out, const engine::Position& pos, const engine::MoveList& legal,
                engine::Move m);
// True if the move, just made in `after`, gets a check suffix: it gives check under checkmate
// rules and SAN has a form for it.
bool san_gives_check(const engine::Position& after, engine::Move m);
// The suffix of a move that gives check, from the legal replies: '#' if there are none.
inline char check_suffix(const engine::MoveList& replies) {
  return replies.empty() ? '#' : '+';
}

// True if the text has the shape of SAN rather than long algebraic form.
bool looks_like_san(std::string_view text);

// Reads a legal move of the position from SAN (check and annotation marks ignored; "0-0" read
// as "O-O"). Throws engine::MoveTextError: kSyntax if it is not SAN, kIllegal if no legal move
// or several match. The position is the same on return.
engine::Move parse_san(engine::Position& pos, std::string_view text);
// The same, choosing among `legal`, the legal moves of the position (generate_legal).
engine::Move parse_san(const engine::Position& pos, const engine::MoveList& legal,
                       std::string_view text);

}  // namespace chatur::records
