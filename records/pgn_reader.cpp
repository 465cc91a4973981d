#include "records/pgn_reader.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

namespace chatur::records {
namespace {

// Suffix annotations and the NAGs they stand for (PGN standard 10).
constexpr std::array<std::pair<std::string_view, int>, 6> kSuffixes = {
    {{"!", 1}, {"?", 2}, {"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}}};

// The NAG of marks that begin with '!' or '?'; 0 if they are none of the suffixes.
int marks_nag(std::string_view s) {
  for (auto [text, nag] : kSuffixes)
    if (s == text) return nag;
  return 0;
}

// The NAG a suffix annotation stands for, 0 if s is none. Inline around its test of the first
// byte: the reader asks at every move.
inline int suffix_nag(std::string_view s) {
  return !s.empty() && (s[0] == '!' || s[0] == '?') ? marks_nag(s) : 0;
}

std::string where_text(SourcePos p) {
  return std::to_string(p.line) + ":" + std::to_string(p.col);
}

}  // namespace

std::optional<ReadItem> PgnReader::next() {
  if (finished_) return std::nullopt;
  ReadItem item;
  Game& game = item.game;
  bool in_movetext = false;
  try {
    const Token& first = lexer_.peek();
    if (first.kind == TokenKind::kEnd) return std::nullopt;
    game.index = ++games_;
    game.where = first.where;
    read_tags(game);
    in_movetext = true;
    // The games of a file tend to have similar lengths: room for as many moves as the longest of
    // the last few had (within reason) saves the copying as the main line grows. Room for the
    // last game's alone left a longer one to grow in a file of random lengths (Chaturaji's: 2%
    // of the import's processor time moving move nodes).
    const size_t room = *std::max_element(recent_lengths_.begin(), recent_lengths_.end());
    game.mainline.moves = std::exchange(spare_moves_, {});
    game.mainline.moves.reserve(std::min<size_t>(room, 1024));
    read_line(game, game.mainline, false, {});
    recent_lengths_[next_length_] = game.mainline.moves.size();
    next_length_ = (next_length_ + 1) % recent_lengths_.size();
  } catch (const SyntaxError& e) {
    if (game.index == 0) game.index = ++games_;
    item.error = ReadError{e.where(), e.what()};
    const bool fatal = std::string_view(e.what()).starts_with("binary data") ||
                       std::string_view(e.what()).starts_with("unterminated comment");
    if (fatal || !lexer_.skip_to_next_game(in_movetext)) finished_ = true;
  }
  return item;
}

void PgnReader::read_tags(Game& game) {
  // Room for as many tags as the last game had: the games of a file tend to have the same.
  game.tags.reserve(last_tag_count_);
  // The tokens are read where the lexer keeps them (peek, then skip), not moved out one by one.
  while (lexer_.peek().kind == TokenKind::kTagOpen) {
    Tag tag;
    tag.where = lexer_.peek().where;
    lexer_.skip();
    const Token& name = lexer_.peek();
    if (name.kind != TokenKind::kSymbol)
      throw SyntaxError(name.where, "tag: expected a tag name after '[', got " + describe(name));
    tag.name = name.text;
    lexer_.skip();
    const Token* value = nullptr;
    try {
      value = &lexer_.peek();
    } catch (const SyntaxError& e) {
      throw SyntaxError(e.where(), "tag " + tag.name + ": " + e.what());
    }
    if (value->kind != TokenKind::kString)
      throw SyntaxError(value->where,
                        "tag " + tag.name + ": expected a quoted value, got " + describe(*value));
    tag.value = value->text;
    lexer_.skip();
    const Token& close = lexer_.peek();
    if (close.kind != TokenKind::kTagClose)
      throw SyntaxError(close.where, "tag " + tag.name +
                                         ": expected ']' to close the tag opened at " +
                                         where_text(tag.where) + ", got " + describe(close));
    lexer_.skip();
    game.tags.push_back(std::move(tag));
  }
  last_tag_count_ = game.tags.size();
}

void PgnReader::read_line(Game& game, Line& line, bool nested, SourcePos opened) {
  int pending_number = 0;
  SourcePos number_where;
  std::optional<engine::DiceRoll> pending_roll;
  SourcePos roll_where;
  bool continues = false;  // no move number or ".." since the last ply
  for (;;) {
    const Token& peeked = lexer_.peek();
    if (pending_roll && peeked.kind != TokenKind::kSymbol && peeked.kind != TokenKind::kComment)
      throw SyntaxError(roll_where, "a roll must be followed by the first ply of its turn, not " +
                                        describe(peeked));
    switch (peeked.kind) {
      case TokenKind::kEnd:
      case TokenKind::kTagOpen:
        // A game without a result token ends where the next one starts.
        if (nested)
          throw SyntaxError(
              opened, "unbalanced parentheses: '(' has no closing ')' before " + describe(peeked));
        return;
      case TokenKind::kResult: {
        Token t = lexer_.next();
        if (nested)
          throw SyntaxError(opened, "unbalanced parentheses: '(' has no closing ')' before " +
                                        describe(t) + " at " + where_text(t.where));
        game.result = t.text;
        game.result_where = t.where;
        return;
      }
      case TokenKind::kVariationClose: {
        Token t = lexer_.next();
        if (!nested)
          throw SyntaxError(t.where, "unbalanced parentheses: ')' without an opening '('");
        return;
      }
      case TokenKind::kVariationOpen: {
        Token t = lexer_.next();
        if (line.moves.empty())
          throw SyntaxError(t.where, "a variation must follow the move it replaces");
        line.moves.back().variations.emplace_back();
        Line& variation = line.moves.back().variations.back();
        read_line(game, variation, true, t.where);
        break;
      }
      case TokenKind::kComment: {
        Token t = lexer_.next();
        if (line.moves.empty())
          line.comments.emplace_back(t.text);
        else
          line.moves.back().comments.emplace_back(t.text);
        break;
      }
      case TokenKind::kNag: {
        Token t = lexer_.next();
        if (line.moves.empty())
          throw SyntaxError(t.where, "NAG " + std::string(t.text) + " before any move");
        line.moves.back().nags.push_back(t.number);
        break;
      }
      case TokenKind::kMoveNumber:
        pending_number = peeked.number;
        number_where = peeked.where;
        lexer_.skip();
        continues = false;
        break;
      case TokenKind::kDots:
        lexer_.skip();
        continues = false;
        break;
      case TokenKind::kRoll: {
        Token t = lexer_.next();
        try {
          pending_roll = engine::read_dice_roll(t.text);
        } catch (const engine::RollTextError& e) {
          throw SyntaxError(t.where, e.what());
        }
        roll_where = t.where;
        break;
      }
      case TokenKind::kSymbol: {
        lexer_.skip();
        std::string_view text = peeked.text;
        if (int nag = suffix_nag(text)) {
          if (line.moves.empty())
            throw SyntaxError(peeked.where,
                              "annotation " + std::string(peeked.text) + " before any move");
          line.moves.back().nags.push_back(nag);
          break;
        }
        // Annotation marks glued to the move; the text is not all marks (suffix_nag above).
        size_t end = text.size();
        while (end > 0 && (text[end - 1] == '!' || text[end - 1] == '?')) --end;
        int glued_nag = 0;
        if (end > 0 && end < text.size()) {
          glued_nag = suffix_nag(text.substr(end));
          if (!glued_nag)
            throw SyntaxError(peeked.where, "unknown annotation \"" +
                                                std::string(text.substr(end)) + "\" after move \"" +
                                                std::string(text.substr(0, end)) + "\"");
          text = text.substr(0, end);
        }
        MoveNode& node = line.moves.emplace_back();
        node.where = peeked.where;
        node.number = pending_number;
        node.number_where = number_where;
        pending_number = 0;
        // Copied only where there is one: copying an empty optional read back its flag, just
        // stored by a byte, as a word (a stall at every move).
        if (pending_roll) {
          node.roll = pending_roll;
          node.roll_where = roll_where;
          pending_roll.reset();
        }
        node.continues_turn = continues;
        continues = true;
        if (glued_nag) node.nags.push_back(glued_nag);
        node.marker = marker_of_token(text);
        node.text.assign(text);
        // Most of a PGN4 record's moves are followed by "..": as a kDots token, below.
        if (lexer_.skip_dots_after_move()) continues = false;
        break;
      }
      case TokenKind::kString:
      case TokenKind::kTagClose: {
        Token t = lexer_.next();
        throw SyntaxError(t.where, "unexpected " + describe(t) + " in the moves");
      }
    }
  }
}

}  // namespace chatur::records
