// The tokenizer: token kinds, texts and places, also across its input chunks.
#include "records/pgn_lexer.h"

#include <gtest/gtest.h>

#include <sstream>

namespace chatur::records {
namespace {

// A token with its own copy of the text, which the lexer's token keeps only until the next read.
struct Read {
  TokenKind kind;
  std::string text;
  int number;
  SourcePos where;
};

std::vector<Read> tokens(const std::string& text) {
  std::istringstream in(text);
  PgnLexer lexer(in);
  std::vector<Read> out;
  for (Token t = lexer.next(); t.kind != TokenKind::kEnd; t = lexer.next())
    out.push_back({t.kind, std::string(t.text), t.number, t.where});
  return out;
}

std::string error_of(const std::string& text) {
  std::istringstream in(text);
  PgnLexer lexer(in);
  try {
    while (lexer.next().kind != TokenKind::kEnd) {
    }
  } catch (const SyntaxError& e) {
    return std::to_string(e.where().line) + ":" + std::to_string(e.where().col) + " " + e.what();
  }
  return "";
}

TEST(PgnLexer, KindsTextsAndPlaces) {
  auto t = tokens("12... Nf3!? {two\nlines} e4 $14 ..\n  1-0");
  ASSERT_EQ(t.size(), 7u);
  EXPECT_EQ(t[0].kind, TokenKind::kMoveNumber);
  EXPECT_EQ(t[0].number, 12);
  EXPECT_EQ(t[1].kind, TokenKind::kSymbol);
  EXPECT_EQ(t[1].text, "Nf3!?");
  EXPECT_EQ(t[1].where.col, 7);
  EXPECT_EQ(t[2].kind, TokenKind::kComment);
  EXPECT_EQ(t[2].text, "two\nlines");
  EXPECT_EQ(t[3].text, "e4");
  EXPECT_EQ(t[3].where.line, 2);
  EXPECT_EQ(t[3].where.col, 8);
  EXPECT_EQ(t[4].kind, TokenKind::kNag);
  EXPECT_EQ(t[4].number, 14);
  EXPECT_EQ(t[5].kind, TokenKind::kDots);
  EXPECT_EQ(t[6].kind, TokenKind::kResult);
  EXPECT_EQ(t[6].where.line, 3);
  EXPECT_EQ(t[6].where.col, 3);
}

// Dots read at once are a token where a blank or a delimiter ends them; dots that a letter
// follows are a symbol, as the byte-by-byte reading makes them.
TEST(PgnLexer, DotsAloneAreDotsAndDotsBeforeALetterASymbol) {
  auto t = tokens("1. e2-e4 .. g7-f7 ..{c} ...h4 ..");
  ASSERT_EQ(t.size(), 8u);
  EXPECT_EQ(t[2].kind, TokenKind::kDots);
  EXPECT_EQ(t[2].text, "..");
  EXPECT_EQ(t[2].where.col, 10);
  EXPECT_EQ(t[3].where.col, 13);
  EXPECT_EQ(t[4].kind, TokenKind::kDots);
  EXPECT_EQ(t[5].kind, TokenKind::kComment);
  EXPECT_EQ(t[6].kind, TokenKind::kSymbol);
  EXPECT_EQ(t[6].text, "...h4");
  EXPECT_EQ(t[7].kind, TokenKind::kDots);
  EXPECT_EQ(t[7].where.col, 31);
}

// The dots after a move are taken at one look where a blank or a line break follows them, and
// the next token stands where it stood; three dots, dots before a delimiter and a peeked token
// are left to the tokens.
TEST(PgnLexer, DotsAfterAMoveAreSkippedWhereABlankFollowsThem) {
  std::istringstream in("e2-e4 .. g7-f7 ..\nh2-h3 ...h4 ..{c} a1-a2 .. b1-b2");
  PgnLexer lexer(in);
  EXPECT_FALSE(lexer.skip_dots_after_move());  // nothing read yet
  EXPECT_EQ(lexer.next().text, "e2-e4");
  EXPECT_TRUE(lexer.skip_dots_after_move());
  Token t = lexer.next();
  EXPECT_EQ(t.text, "g7-f7");
  EXPECT_EQ(t.where.col, 10);
  EXPECT_TRUE(lexer.skip_dots_after_move());
  t = lexer.next();
  EXPECT_EQ(t.text, "h2-h3");
  EXPECT_EQ(t.where.line, 2);
  EXPECT_EQ(t.where.col, 1);
  EXPECT_FALSE(lexer.skip_dots_after_move());  // " ...h4" is a symbol
  EXPECT_EQ(lexer.next().text, "...h4");
  EXPECT_FALSE(lexer.skip_dots_after_move());  // " ..{": dots, then a comment
  EXPECT_EQ(lexer.next().kind, TokenKind::kDots);
  EXPECT_EQ(lexer.next().kind, TokenKind::kComment);
  EXPECT_EQ(lexer.next().text, "a1-a2");
  EXPECT_EQ(lexer.peek().kind, TokenKind::kDots);
  EXPECT_FALSE(lexer.skip_dots_after_move());  // a token is peeked: its place is taken
  EXPECT_EQ(lexer.next().kind, TokenKind::kDots);
  t = lexer.next();
  EXPECT_EQ(t.text, "b1-b2");
  EXPECT_EQ(t.where.col, 28);
}

TEST(PgnLexer, StringsWithEscapes) {
  auto t = tokens("[Site \"a \\\"b\\\" c\\\\d\\e\"]");
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[2].kind, TokenKind::kString);
  EXPECT_EQ(t[2].text, "a \"b\" c\\d\\e");
  EXPECT_EQ(t[3].where.col, 23);
  EXPECT_EQ(error_of("[Site \"ab\r\"]"),
            "1:7 unterminated string: '\"' has no closing '\"' on its line");
}

// chess.com breaks a long StartFen4 after a field's '-' and a rank's '/'; its files may end
// lines with CR CR LF.
TEST(PgnLexer, StringsGoOnAfterAFenSeparatorAtTheEndOfALine) {
  auto t = tokens("[StartFen4 \"R-0,0-\r\r\n  x,x/\nx,x\"]\r\r\n1. R");
  ASSERT_EQ(t.size(), 6u);
  EXPECT_EQ(t[2].text, "R-0,0-x,x/x,x");
  EXPECT_EQ(t[3].kind, TokenKind::kTagClose);
  EXPECT_EQ(t[3].where.line, 3);
  EXPECT_EQ(t[3].where.col, 5);
  EXPECT_EQ(t[5].where.line, 4);
  // Elsewhere a line break still ends the string with an error.
  EXPECT_EQ(error_of("[Event \"Club night\n[Site \"x\"]"),
            "1:8 unterminated string: '\"' has no closing '\"' on its line");
}

// A '#' standing alone is chess.com's slot token (a mate at the army's turn), not a roll.
TEST(PgnLexer, ABareHashIsASymbol) {
  auto t = tokens("# #2,3 e4#");
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].kind, TokenKind::kSymbol);
  EXPECT_EQ(t[1].kind, TokenKind::kRoll);
  EXPECT_EQ(t[2].kind, TokenKind::kSymbol);
  EXPECT_EQ(t[2].text, "e4#");
}

TEST(PgnLexer, TokensAcrossChunks) {
  // The lexer reads 64 KiB at a time: a symbol and a comment straddle the first boundary.
  const std::string pad(65530, ' ');
  auto t = tokens(pad + "Nbxd2+ {" + std::string(100, 'c') + "} e4");
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].text, "Nbxd2+");
  EXPECT_EQ(t[0].where.col, 65531);
  EXPECT_EQ(t[1].text, std::string(100, 'c'));
  EXPECT_EQ(t[2].where.col, 65531 + 7 + 102 + 1);
  t = tokens(pad + "[Site \"" + std::string(50, 's') + "\"]");
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[2].text, std::string(50, 's'));
}

// Move numbers and symbols are scanned in the buffer where they lie wholly in it, and byte by
// byte where a chunk boundary or the end of the text cuts them: the tokens are the same.
TEST(PgnLexer, MoveNumbersAndSymbolsCutAtEveryByte) {
  const std::string movetext = "12... Nbxd2+ 13. e8=Q 0-1";
  const std::vector<Read> whole = tokens(movetext);
  ASSERT_EQ(whole.size(), 5u);
  EXPECT_EQ(whole[0].text, "12...");
  EXPECT_EQ(whole[0].number, 12);
  EXPECT_EQ(whole[2].number, 13);
  EXPECT_EQ(whole[4].kind, TokenKind::kResult);
  for (size_t cut = 1; cut < movetext.size(); ++cut) {
    const std::string pad(65536 - cut, ' ');
    const std::vector<Read> t = tokens(pad + movetext);
    ASSERT_EQ(t.size(), whole.size()) << "cut " << cut;
    for (size_t i = 0; i < t.size(); ++i) {
      EXPECT_EQ(t[i].kind, whole[i].kind) << "cut " << cut << ", token " << i;
      EXPECT_EQ(t[i].text, whole[i].text) << "cut " << cut << ", token " << i;
      EXPECT_EQ(t[i].number, whole[i].number) << "cut " << cut << ", token " << i;
      EXPECT_EQ(t[i].where.col, whole[i].where.col + static_cast<int>(pad.size()))
          << "cut " << cut << ", token " << i;
    }
    // A text in memory ending within a token.
    PgnLexer in_memory(std::string_view(movetext).substr(0, cut), 1);
    std::string joined;
    for (Token u = in_memory.next(); u.kind != TokenKind::kEnd; u = in_memory.next())
      joined += std::string(u.text) + ' ';
    std::string expected;
    std::istringstream words(movetext.substr(0, cut));
    for (std::string w; words >> w;) expected += w + ' ';
    EXPECT_EQ(joined, expected) << "cut " << cut;
  }
  EXPECT_EQ(error_of("1234567890. e4"), "1:1 move number 1234567890 is too large");
  EXPECT_EQ(error_of(std::string(65533, ' ') + "1234567890. e4"),
            "1:65534 move number 1234567890 is too large");
}

TEST(PgnLexer, BinaryDataIsReportedWhereItStands) {
  // In a symbol at the byte, inside a comment or string just after it (they have read it).
  EXPECT_EQ(error_of("e4 PK\x03"), "1:6 binary data (byte 0x03): not a PGN file");
  EXPECT_EQ(error_of("e4 {ab\x01}"), "1:8 binary data (byte 0x01): not a PGN file");
  EXPECT_EQ(error_of("[A \"ab\x7F\"]"), "1:8 binary data (byte 0x7F): not a PGN file");
  EXPECT_EQ(error_of(std::string(65534, ' ') + "abc\x02"),
            "1:65538 binary data (byte 0x02): not a PGN file");
}

}  // namespace
}  // namespace chatur::records
