// A streaming tokenizer for PGN and PGN4 (docs/records.md, "Lexical structure"). It reads its
// input in fixed-size chunks, so files of any size are read in constant memory, and tracks the
// line and column of every token.
#pragma once

#include <array>
#include <istream>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/error.h"
#include "records/game.h"

namespace chatur::records {

// Malformed input at a place of the file.
class SyntaxError : public chatur::Error {
 public:
  SyntaxError(SourcePos where, const std::string& what)
      : chatur::Error(what, {"", where.line, where.col}), where_(where) {}
  SourcePos where() const { return where_; }

 private:
  SourcePos where_;
};

enum class TokenKind {
  kEnd,
  kTagOpen,         // [
  kTagClose,        // ]
  kString,          // "..." with \" and \\ unescaped
  kSymbol,          // a move, a tag name, a marker or slot token ("R", "#"), or a mark like "!?"
  kRoll,            // a roll of the dice, "#2,3" (text as written)
  kMoveNumber,      // "12." or "12..." (number holds 12)
  kDots,            // ".." separating the armies' moves of a PGN4 round, or "..."
  kComment,         // {...} or ; to end of line (text without the delimiters)
  kNag,             // $12 (number holds 12)
  kVariationOpen,   // (
  kVariationClose,  // )
  kResult,          // 1-0 0-1 1/2-1/2 *
};

// A token as the lexer gives it. Its text is a view of the input, or of the lexer's own storage
// for a token it unescaped or read across chunks: valid until the lexer's next peek() or next().
// Most tokens are thus never copied: the reader copies what it keeps.
struct Token {
  TokenKind kind = TokenKind::kEnd;
  std::string_view text;
  int number = 0;
  SourcePos where;
};

// A name for messages: "'['", "comment", "move \"e4\"".
std::string describe(const Token& t);

class PgnLexer {
 public:
  // Reads `in` as a file, or as the rest of one from the start of line `first_line`: the places
  // the lexer gives are the file's.
  explicit PgnLexer(std::istream& in, int first_line = 1) : in_(&in), line_(first_line) {}
  // Reads `text`, which must outlive the lexer, as the part of a file that starts at the
  // beginning of line `first_line`.
  PgnLexer(std::string_view text, int first_line)
      : data_(text.data()), len_(text.size()), line_(first_line) {}
  // Not copied: data_ may point into the lexer's own buffer.
  PgnLexer(const PgnLexer&) = delete;
  PgnLexer& operator=(const PgnLexer&) = delete;

  // The next token, consumed. Throws SyntaxError for an unterminated comment or string, a stray
  // '}', and for binary data (control bytes other than white space).
  Token next();
  // The next token, not consumed.
  const Token& peek();
  // Consumes the token peek() gave, which stays as it is until the next peek() or next().
  void skip() { has_peeked_ = false; }
  // Consumes " .." and leaves the blank after it where the input goes on so, no token peeked:
  // the dots between two plies of a PGN4 move number, after a move, taken at one look rather
  // than as a token of their own (kDots). Returns whether it did.
  bool skip_dots_after_move() {
    if (has_peeked_ || len_ - pos_ < 4) return false;
    const char* p = data_ + pos_;
    if (p[0] != ' ' || p[1] != '.' || p[2] != '.' || (p[3] != ' ' && p[3] != '\n')) return false;
    pos_ += 3;
    col_ += 3;
    return true;
  }
  // After a syntax error: drops input up to the start of the next game, the next line that
  // begins with '[' after a line of movetext (or at once if `in_movetext` and the line begins
  // with '['). Returns false at the end of the input.
  bool skip_to_next_game(bool in_movetext);

 private:
  static constexpr size_t kChunk = 1 << 16;
  int peek_char() {
    if (pos_ == len_ && !fill()) return -1;
    return static_cast<unsigned char>(data_[pos_]);
  }
  int get_char();
  bool fill();
  // Reads the next token into t.
  void lex(Token& t);
  // The tokens lex_in_buffer does not read: their text built in text_, byte by byte.
  void lex_into_text(Token& t);
  // The tokens most of movetext is, a move number, a symbol starting with a letter or dots, where
  // one lies wholly in the buffer: scanned there at once, not byte by byte as lex() reads the rest.
  // Returns false, having consumed nothing, for any other token.
  bool lex_in_buffer(Token& t);
  void check_byte(int c) const;
  [[noreturn]] void bad_byte(int c) const;
  // Consumes what is left of a line break that started with `first` inside a string, and the
  // next line's leading blanks.
  void skip_line_break(int first);
  // Appends the input up to a newline or a byte of one of the classes `stop` (pgn_lexer.cpp's
  // ByteClass bits), checking the bytes (check_byte): the bulk of symbols, comments and strings,
  // scanned in the buffer. A bad byte is reported at its column, or at the next one if
  // `read_past_bad_byte` (as inside comments and strings, which read a byte before checking it).
  void append_run(std::string& text, bool read_past_bad_byte, unsigned stop);

  std::istream* in_ = nullptr;  // null where the lexer reads a text in memory
  std::array<char, kChunk> buf_;
  const char* data_ = buf_.data();  // the bytes read: buf_, or the text in memory
  size_t pos_ = 0, len_ = 0;
  int line_ = 1, col_ = 1;
  bool has_peeked_ = false;
  Token peeked_;
  std::string text_;  // the text of a token not read whole from the buffer
};

}  // namespace chatur::records
