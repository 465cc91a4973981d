// Moves as text: the long algebraic form of docs/records.md.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/error.h"
#include "engine/move.h"
#include "engine/position.h"

namespace chatur::engine {

struct PieceMoves;  // engine/movegen.h

// Why move text was refused: it does not read as a move, or reads as one that is not legal.
class MoveTextError : public chatur::Error {
 public:
  enum class Kind { kSyntax, kIllegal };
  MoveTextError(Kind kind, const std::string& what) : chatur::Error(what), kind_(kind) {}
  // The refusals of a move's text, quoting it: `cannot read move "text": why` (kSyntax) and
  // `illegal move "text": why` (kIllegal), for every reader of moves (long algebraic, SAN).
  static MoveTextError unreadable(std::string_view text, const std::string& why);
  static MoveTextError illegal(std::string_view text, const std::string& why);
  Kind kind() const { return kind_; }

 private:
  Kind kind_;
};

// The move in long algebraic form, in the position before it is played: "e7-e6", "e7xf6",
// "e2-e1=N", "e1-g1" (castling: the king's move; "e1-h1" under chess960 castling, the king taking
// its own rook), "W@c4", "K@e4" (a king placed), "a5=Q", "--",
// "c2xb4^" (a capture demanding the king exchange), "R" and "T" (decisions: resign, time out,
// claim; a decision that keeps the turn is written the same; "resign" and "freeze" where
// defeated armies pass to their captors), "b2-a1" (king promotion's castling: the king's move).
std::string move_to_text(const Position& pos, Move m);

// A move's text without the check, mate and annotation marks written after it ("+", "#", "!",
// "?"), which no reader of a move needs. Inline, a byte test each: readers ask at every move.
inline std::string_view without_marks(std::string_view text) {
  while (!text.empty() &&
         (text.back() == '+' || text.back() == '#' || text.back() == '!' || text.back() == '?'))
    text.remove_suffix(1);
  return text;
}

// A move's text as move_to_text writes it, in a buffer of its own: for writers of a text a move
// that keep none (the archive's content hash), where a string's appends, out of line, were most
// of the text's cost.
class MoveText {
 public:
  MoveText(const Position& pos, Move m);
  std::string_view view() const { return {text_.data(), size_}; }

  // For the writer.
  bool empty() const { return size_ == 0; }
  MoveText& operator+=(char c) {
    if (size_ == kCapacity) overflow();
    text_[size_++] = c;
    return *this;
  }
  void append(const char* text, size_t n) {
    if (n > kCapacity - size_) overflow();
    if (n <= 3) {
      // A square's name: stores of the bytes, where a call of memcpy cost a tenth of the text.
      for (size_t i = 0; i < 3; ++i)
        if (i < n) text_[size_ + i] = text[i];
    } else {
      std::copy_n(text, n, text_.data() + size_);
    }
    size_ += n;
  }

 private:
  // Twice the longest text a move of any rule set has ("a10xb11=Q&c10-c11=Q").
  static constexpr size_t kCapacity = 40;
  [[noreturn]] static void overflow();

  std::array<char, kCapacity> text_;
  size_t size_ = 0;
};

// The text of a decision in the rule set ("R", "T"; a claim is written "R"; "resign",
// "freeze" under Defeat::kToCaptor); "?" for one the rule set does not write.
std::string_view decision_text(const RuleSet& rules, Decision d);

// Reads a legal move of the position from long algebraic text. Accepted besides the forms above:
// a piece letter before the from-square (checked), '-' or 'x' either way, no separator at all
// ("e2e4", "e7e8q" as UCI writes), and trailing check or annotation marks (+ # ! ?). A
// decision's text reads as that decision where Position::decision_allowed allows it ("R" is the
// claim where the claim is allowed, else the resignation). Throws
// MoveTextError saying what was expected or why the move is not legal. Only the legal moves that
// might match the text are generated, and none for a plain move (rank_plain_move). The position
// is the same on return. Where `piece_moves` is given and the text names the square a piece moves
// from, it is left holding what a move's code in the archive needs of that piece (one look at the
// board serves the caller too): the move's rank among the piece's legal moves where the move is
// plain, else every legal move of the piece; otherwise nothing.
Move parse_move(Position& pos, std::string_view text, PieceMoves* piece_moves = nullptr);
// The same, choosing among `legal`, the legal moves of the position (generate_legal): for a
// caller that generates them anyway. Same result, same refusals.
Move parse_move(const Position& pos, const MoveList& legal, std::string_view text);

}  // namespace chatur::engine
