#include "records/pgn_lexer.h"

#include <array>
#include <cstdio>
#include <string_view>

#include "common/ascii.h"

namespace chatur::records {
namespace {

// What a byte is to the lexer, as bits, so that scanning a run tests one table entry a byte.
enum ByteClass : unsigned char {
  kSpace = 1,        // white space, the line break among it
  kLineBreak = 2,    // '\n': a run never goes past one
  kDelimiter = 4,    // ends a symbol besides white space
  kControl = 8,      // not PGN text (check_byte)
  kCommentEnd = 16,  // '}'
  kStringStop = 32,  // '"', '\\' and '\r' inside a string
  kFastStart = 64,   // a letter, a digit or a dot: where the tokens lex_in_buffer reads start
};

constexpr std::array<unsigned char, 256> kByteClasses = [] {
  std::array<unsigned char, 256> classes{};
  for (const char c : std::string_view(" \t\n\r\f\v"))
    classes[static_cast<unsigned char>(c)] |= kSpace;
  classes['\n'] |= kLineBreak;
  for (const char c : std::string_view("{}()[];\"$"))
    classes[static_cast<unsigned char>(c)] |= kDelimiter;
  for (int c = 0; c < 0x20; ++c)
    if (!(classes[c] & kSpace)) classes[c] |= kControl;
  classes[0x7F] |= kControl;
  for (int c = 0; c < 256; ++c)
    if (is_ascii_digit(static_cast<char>(c)) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ||
        c == '.')
      classes[c] |= kFastStart;
  classes['}'] |= kCommentEnd;
  for (const char c : std::string_view("\"\\\r"))
    classes[static_cast<unsigned char>(c)] |= kStringStop;
  return classes;
}();

bool is_space(int c) {
  return (kByteClasses[static_cast<unsigned char>(c)] & kSpace) != 0;
}

// Bytes that are not PGN text (check_byte).
bool is_control(int c) {
  return (kByteClasses[static_cast<unsigned char>(c)] & kControl) != 0;
}

// The value of a run of at most 9 digits (callers check the length).
int number_of(std::string_view digits) {
  int n = 0;
  for (char d : digits) n = n * 10 + (d - '0');
  return n;
}

bool is_result(std::string_view s) {
  // Tested on the first byte first: a move starts with none of these.
  if (s[0] != '0' && s[0] != '1' && s[0] != '*') return false;
  return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

// chess.com writes a long StartFen4 over several lines, breaking after a field's '-' or a rank's
// '/': a string whose line ends so goes on at the next line, the line break left out.
bool continues_on_next_line(std::string_view text) {
  return !text.empty() && (text.back() == '-' || text.back() == '/' || text.back() == ',');
}

}  // namespace

void PgnLexer::skip_line_break(int first) {
  // The rest of the line break (CR LF, or CR CR LF as files converted twice have), then the
  // next line's indentation.
  if (first == '\r') {
    while (peek_char() == '\r') get_char();
    if (peek_char() == '\n') get_char();
  }
  while (peek_char() == ' ' || peek_char() == '\t') get_char();
}

std::string describe(const Token& t) {
  switch (t.kind) {
    case TokenKind::kEnd:
      return "the end of the file";
    case TokenKind::kTagOpen:
      return "'['";
    case TokenKind::kTagClose:
      return "']'";
    case TokenKind::kString:
      return "string \"" + std::string(t.text) + "\"";
    case TokenKind::kSymbol:
      return "\"" + std::string(t.text) + "\"";
    case TokenKind::kRoll:
      return "roll \"" + std::string(t.text) + "\"";
    case TokenKind::kMoveNumber:
      return "move number \"" + std::string(t.text) + "\"";
    case TokenKind::kDots:
      return "\"" + std::string(t.text) + "\"";
    case TokenKind::kComment:
      return "a comment";
    case TokenKind::kNag:
      return "NAG \"" + std::string(t.text) + "\"";
    case TokenKind::kVariationOpen:
      return "'('";
    case TokenKind::kVariationClose:
      return "')'";
    case TokenKind::kResult:
      return "result \"" + std::string(t.text) + "\"";
  }
  return "?";
}

bool PgnLexer::fill() {
  if (!in_ || !*in_) return false;
  in_->read(buf_.data(), kChunk);
  len_ = static_cast<size_t>(in_->gcount());
  pos_ = 0;
  return len_ > 0;
}

int PgnLexer::get_char() {
  int c = peek_char();
  if (c < 0) return c;
  ++pos_;
  if (c == '\n') {
    ++line_;
    col_ = 1;
  } else {
    ++col_;
  }
  return c;
}

// Inline: lex checks the first byte of every token.
inline void PgnLexer::check_byte(int c) const {
  if (is_control(c)) [[unlikely]]
    bad_byte(c);
}

void PgnLexer::bad_byte(int c) const {
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", c);
  throw SyntaxError({line_, col_}, std::string("binary data (byte ") + hex + "): not a PGN file");
}

void PgnLexer::append_run(std::string& text, bool read_past_bad_byte, unsigned stop) {
  const unsigned ends = stop | kLineBreak | kControl;
  for (;;) {
    const size_t start = pos_;
    while (pos_ < len_ && !(kByteClasses[static_cast<unsigned char>(data_[pos_])] & ends)) ++pos_;
    text.append(data_ + start, pos_ - start);
    col_ += static_cast<int>(pos_ - start);
    if (pos_ < len_) {
      const int c = static_cast<unsigned char>(data_[pos_]);
      if ((kByteClasses[c] & (stop | kLineBreak)) == 0) {  // a control byte
        col_ += read_past_bad_byte ? 1 : 0;
        bad_byte(c);
      }
      return;
    }
    if (!fill()) return;
  }
}

const Token& PgnLexer::peek() {
  if (!has_peeked_) {
    lex(peeked_);
    has_peeked_ = true;
  }
  return peeked_;
}

Token PgnLexer::next() {
  if (has_peeked_) {
    has_peeked_ = false;
    return peeked_;
  }
  Token t;
  lex(t);
  return t;
}

// Inline: most tokens are read here, straight after the blanks before them.
[[gnu::always_inline]] inline bool PgnLexer::lex_in_buffer(Token& t) {
  const char* const at = data_ + pos_;
  const char* const end = data_ + len_;
  const char* p = at;
  const auto c = static_cast<unsigned char>(*p);
  if (is_ascii_digit(c)) {
    while (p != end && is_ascii_digit(*p)) ++p;
    // Digits without dots ("1-0", "0-1") are read below; so are more than 9 digits, an error.
    if (p == end || *p != '.' || p - at > 9) return false;
    t.number = number_of(std::string_view(at, static_cast<size_t>(p - at)));
    while (p != end && *p == '.') ++p;
    if (p == end) return false;  // more dots may follow in the next chunk
    t.kind = TokenKind::kMoveNumber;
  } else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') {  // a symbol that is no result or roll
    constexpr unsigned kEnds = kSpace | kDelimiter | kControl;
    while (p != end && !(kByteClasses[static_cast<unsigned char>(*p)] & kEnds)) ++p;
    // The symbol may go on in the next chunk; a control byte is reported below.
    if (p == end || (kByteClasses[static_cast<unsigned char>(*p)] & kControl)) return false;
    t.kind = TokenKind::kSymbol;
  } else if (c == '.') {  // dots alone ("..", between the plies of one move number)
    while (p != end && *p == '.') ++p;
    if (p == end || !(kByteClasses[static_cast<unsigned char>(*p)] & (kSpace | kDelimiter)))
      return false;
    t.kind = TokenKind::kDots;
  } else {
    return false;
  }
  const auto n = static_cast<size_t>(p - at);
  t.text = std::string_view(at, n);
  pos_ += n;
  col_ += static_cast<int>(n);
  return true;
}

void PgnLexer::lex(Token& t) {
  t.number = 0;
  for (;;) {
    // Runs of blanks and newlines between tokens, without the checks below, in locals (the
    // members would be stored at every byte).
    {
      const char* p = data_ + pos_;
      const char* const end = data_ + len_;
      int line = line_, col = col_;
      for (; p != end; ++p) {
        if (*p == ' ') {
          ++col;
        } else if (*p == '\n') {
          ++line;
          col = 1;
        } else {
          break;
        }
      }
      pos_ = static_cast<size_t>(p - data_);
      line_ = line;
      col_ = col;
      // A letter, a digit or a dot, most tokens' first byte, is none of the bytes tested below.
      if (p != end && (kByteClasses[static_cast<unsigned char>(*p)] & kFastStart)) break;
    }
    int c = peek_char();
    if (c < 0) {
      t.kind = TokenKind::kEnd;
      t.where = {line_, col_};
      return;
    }
    check_byte(c);
    if (is_space(c)) {
      get_char();
      continue;
    }
    if (c == 0xEF && line_ == 1 && col_ == 1) {  // a UTF-8 byte order mark
      get_char();
      if (peek_char() == 0xBB) get_char();
      if (peek_char() == 0xBF) get_char();
      col_ = 1;
      continue;
    }
    if (c == '%' && col_ == 1) {  // escape line (PGN standard 6)
      while ((c = get_char()) >= 0 && c != '\n') {
      }
      continue;
    }
    break;
  }
  t.where = {line_, col_};
  if (lex_in_buffer(t)) return;
  text_.clear();
  lex_into_text(t);
  t.text = text_;
}

void PgnLexer::lex_into_text(Token& t) {
  const int c = get_char();
  switch (c) {
    case '[':
      t.kind = TokenKind::kTagOpen;
      return;
    case ']':
      t.kind = TokenKind::kTagClose;
      return;
    case '(':
      t.kind = TokenKind::kVariationOpen;
      return;
    case ')':
      t.kind = TokenKind::kVariationClose;
      return;
    case '}':
      throw SyntaxError(t.where, "'}' without an opening '{'");
    case '{': {
      t.kind = TokenKind::kComment;
      for (;;) {
        append_run(text_, true, kCommentEnd);
        int d = get_char();
        if (d < 0) throw SyntaxError(t.where, "unterminated comment: '{' has no closing '}'");
        if (d == '}') break;
        text_ += static_cast<char>(d);  // a newline
      }
      return;
    }
    case ';': {
      t.kind = TokenKind::kComment;
      for (int d; (d = peek_char()) >= 0 && d != '\n';) {
        check_byte(d);
        text_ += static_cast<char>(get_char());
      }
      return;
    }
    case '"': {
      t.kind = TokenKind::kString;
      for (;;) {
        append_run(text_, true, kStringStop);
        int d = get_char();
        if ((d == '\n' || d == '\r') && continues_on_next_line(text_)) {
          skip_line_break(d);
          continue;
        }
        if (d < 0 || d == '\n' || d == '\r')
          throw SyntaxError(t.where, "unterminated string: '\"' has no closing '\"' on its line");
        check_byte(d);
        if (d == '"') break;
        if (d == '\\' && (peek_char() == '"' || peek_char() == '\\')) d = get_char();
        text_ += static_cast<char>(d);
      }
      return;
    }
    case '$': {
      t.kind = TokenKind::kNag;
      text_ = "$";
      while (is_ascii_digit(peek_char())) text_ += static_cast<char>(get_char());
      if (text_.size() == 1 || text_.size() > 4)
        throw SyntaxError(t.where, "expected a number of 1 to 3 digits after '$'");
      t.number = number_of(std::string_view(text_).substr(1));
      return;
    }
    default:
      break;
  }
  text_ += static_cast<char>(c);
  if (is_ascii_digit(c)) {
    // A move number: digits then dots; what follows the dots ("1.e4") is the next token.
    while (is_ascii_digit(peek_char())) text_ += static_cast<char>(get_char());
    if (peek_char() == '.') {
      const size_t digit_count = text_.size();
      while (peek_char() == '.') text_ += static_cast<char>(get_char());
      t.kind = TokenKind::kMoveNumber;
      const std::string_view digits = std::string_view(text_).substr(0, digit_count);
      if (digits.size() > 9)
        throw SyntaxError(t.where, "move number " + std::string(digits) + " is too large");
      t.number = number_of(digits);
      return;
    }
  }
  append_run(text_, false, kSpace | kDelimiter);
  // Tested on the first byte first: a symbol is checked whole only if it starts with a dot.
  if (text_[0] == '.' && text_.find_first_not_of('.') == std::string::npos) {
    t.kind = TokenKind::kDots;
  } else if (is_result(text_)) {
    t.kind = TokenKind::kResult;
  } else if (text_[0] == '#' && text_.size() > 1) {
    t.kind = TokenKind::kRoll;
  } else {
    t.kind = TokenKind::kSymbol;
  }
}

bool PgnLexer::skip_to_next_game(bool in_movetext) {
  has_peeked_ = false;
  // Finish the current line first: the error may have stopped in its middle.
  bool at_line_start = col_ == 1;
  for (;;) {
    if (!at_line_start) {
      int c;
      while ((c = get_char()) >= 0 && c != '\n') {
      }
      if (c < 0) return false;
    }
    at_line_start = false;
    int c = peek_char();
    if (c < 0) return false;
    if (c == '[') {
      if (in_movetext) return true;
    } else if (!is_space(c)) {
      in_movetext = true;
    }
  }
}

}  // namespace chatur::records
