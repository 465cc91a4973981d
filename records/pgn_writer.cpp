#include "records/pgn_writer.h"

#include <array>
#include <charconv>
#include <cstdint>
#include <stdexcept>
#include <string_view>

#include "engine/fen.h"
#include "records/armies_tag.h"
#include "records/army_values.h"
#include "records/move_text.h"
#include "records/rule_options_text.h"
#include "records/variant.h"

namespace chatur::records {
namespace {

constexpr size_t kWidth = 79;

// Collects tokens into lines of at most kWidth columns (a longer comment gets a line of its
// own), appended to a string. A move number stays on the line of its move, '(' and ')' on the
// lines of the moves they enclose.
class Wrapper {
 public:
  explicit Wrapper(std::string& out) : out_(out), line_start_(out.size()) {}
  // A token made of the parts, written without a space between them.
  void token(std::string_view a, std::string_view b = {}) {
    const size_t line = out_.size() - line_start_;
    if (line != 0 && line + 1 + prefix_.size() + a.size() + b.size() > kWidth) flush();
    if (out_.size() != line_start_) out_ += ' ';
    out_ += prefix_;
    prefix_.clear();
    out_ += a;
    out_ += b;
  }
  // Written before the next token, without a space.
  void prefix(std::string_view p) { prefix_ += p; }
  // Written after the last token, without a space.
  void suffix(std::string_view s) { out_ += s; }
  void flush() {
    if (out_.size() != line_start_) out_ += '\n';
    line_start_ = out_.size();
  }

 private:
  std::string& out_;
  size_t line_start_;  // where the line being filled starts in out_
  std::string prefix_;
};

void append_comment_token(std::string& out, std::string_view text) {
  size_t b = text.find_first_not_of(" \t\r\n");
  size_t e = text.find_last_not_of(" \t\r\n");
  out += '{';
  if (b != std::string_view::npos)
    for (char c : text.substr(b, e - b + 1)) out += c == '}' ? ')' : c;  // '}' would end it
  out += '}';
}

void append_escaped(std::string& out, std::string_view v) {
  for (char c : v) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
}

void append_number(std::string& out, int n) {
  char digits[12];
  const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
  out.append(digits, end);
}

// The turn a ply belongs to: its army, its move number, and whether it is the turn's first ply
// (the second ply of a dice turn is not).
struct Turn {
  int army;
  int fullmove;
  bool starts;
};

// Where the writer stands in a line of moves: the turn of the next ply and the text of each
// move. PlayingCursor plays the moves, rolls included, on a position and writes their text;
// TextCursor takes the texts and turns that replay() recorded and counts the turns.
class PlayingCursor {
 public:
  struct Mark {
    int ply;
    std::array<int, 2> dice;
    engine::InsaneTurn insane;
  };
  explicit PlayingCursor(engine::Position& pos) : pos_(pos) {}
  // A ply continues its army's turn in the middle of a turn (a dice turn, a turn of two plies),
  // and after a decision that keeps the turn (replay() marks the node).
  Turn turn(const MoveNode& node) const {
    return {pos_.to_move(), pos_.fullmove(), !pos_.mid_turn() && !node.continues_turn};
  }
  Mark mark() const { return {pos_.ply(), pos_.dice(), pos_.insane_turn()}; }
  void rewind(Mark mark) {
    while (pos_.ply() > mark.ply) pos_.unmake();
    // North Korea's roll before the mark's ply is state of that ply: unmaking keeps it.
    if (pos_.insane_turn() != mark.insane) return pos_.unroll();
    if (pos_.dice() == mark.dice) return;
    if (mark.dice[1] == 0)
      pos_.unroll();
    else
      pos_.roll(mark.dice[0], mark.dice[1]);
  }
  // Plays the node's roll and move and returns the move's text.
  std::string_view play_written(const MoveNode& node) {
    roll(node);
    text_.clear();
    append_record_move_and_play(text_, pos_, node.move);
    return text_;
  }
  void play(const MoveNode& node) {
    roll(node);
    pos_.make(node.move);
  }

 private:
  void roll(const MoveNode& node) {
    if (node.roll) pos_.roll(*node.roll);
  }
  engine::Position& pos_;
  std::string text_;
};

class TextCursor {
 public:
  struct Mark {
    Turn last, next;
  };
  TextCursor(int army_count, int army, int fullmove)
      : army_count_(army_count), at_{{army, fullmove, true}, {army, fullmove, true}} {}
  Turn turn(const MoveNode& node) const {
    if (node.record_army >= 0)
      return {node.record_army, node.record_fullmove, !node.continues_turn};
    return node.continues_turn ? Turn{at_.last.army, at_.last.fullmove, false} : at_.next;
  }
  Mark mark() const { return at_; }
  void rewind(Mark mark) { at_ = mark; }
  std::string_view play_written(const MoveNode& node) {
    if (node.record_text.empty())
      throw std::invalid_argument("write_game_from_texts: a move without its record text");
    play(node);
    return node.record_text;
  }
  // Turns pass as Position::make passes them: to the next army in turn order, with a new move
  // number when the first army is to move again.
  void play(const MoveNode& node) {
    if (node.continues_turn) return;
    at_.last = at_.next;
    if (++at_.next.army == army_count_) {
      at_.next.army = 0;
      ++at_.next.fullmove;
    }
  }

 private:
  int army_count_;
  Mark at_;  // the turn of the last ply, and the turn a ply starting a turn would have
};

template <typename Cursor>
class Writer {
 public:
  Writer(std::string& out, const engine::RuleSet& rules)
      : wrap_(out), four_(rules.army_count() > 2) {}

  void line(Cursor& cursor, const Line& moves) {
    for (const auto& c : moves.comments) comment(c);
    bool need_number = true;
    const auto start = cursor.mark();
    for (const MoveNode& node : moves.moves) {
      number_.clear();
      const Turn turn = cursor.turn(node);
      // A round starts with the first army, or with the first army still in it (four-army check
      // skips defeated armies).
      if (turn.starts && (turn.army == 0 || (four_ && turn.fullmove != round_))) {
        append_number(number_, turn.fullmove);
        number_ += ". ";
        round_ = turn.fullmove;
      } else if (need_number) {
        append_number(number_, turn.fullmove);
        number_ += four_ ? ". .. " : "... ";
        round_ = turn.fullmove;
      } else if (four_ && turn.starts) {
        number_ = ".. ";
      }
      if (node.roll) {
        number_ += engine::dice_roll_to_text(*node.roll);
        number_ += ' ';
      }
      const bool marker = node.marker != Marker::kNone;
      const auto before = cursor.mark();
      wrap_.token(number_, marker ? std::string_view(node.text) : cursor.play_written(node));
      for (int nag : node.nags) {
        number_ = "$";
        append_number(number_, nag);
        wrap_.token(number_);
      }
      for (const auto& c : node.comments) comment(c);
      // PGN repeats the number after a comment or variation ("7... Bxd2"); PGN4's ".." already
      // says which army moves.
      need_number = !four_ && (!node.comments.empty() || !node.variations.empty());
      if (!node.variations.empty()) {
        // A variation replaces the move: it starts from the position before it.
        cursor.rewind(before);
        for (const Line& v : node.variations) {
          if (v.moves.empty() && v.comments.empty()) continue;  // "()" says nothing
          wrap_.prefix("(");
          line(cursor, v);
          wrap_.suffix(")");
        }
        if (!marker) cursor.play(node);
      }
      if (marker) break;
    }
    cursor.rewind(start);
  }

  Wrapper& wrap() { return wrap_; }

 private:
  void comment(const std::string& text) {
    comment_.clear();
    append_comment_token(comment_, text);
    wrap_.token(comment_);
  }

  Wrapper wrap_;
  bool four_;
  int round_ = 0;                 // the move number last written
  std::string number_, comment_;  // reused for every token
};

void append_tags(std::string& out, const Game& game) {
  for (const Tag& t : game.tags) {
    out += '[';
    out += t.name;
    out += " \"";
    append_escaped(out, t.value);
    out += "\"]\n";
  }
  out += '\n';
}

template <typename Cursor>
void append_movetext(std::string& out, const Game& game, const engine::RuleSet& rules,
                     Cursor& cursor) {
  Writer<Cursor> w(out, rules);
  w.line(cursor, game.mainline);
  const std::string* result = game.tag("Result");
  w.wrap().token(result ? *result : (game.result.empty() ? "*" : game.result));
  w.wrap().flush();
  out += '\n';
}

}  // namespace

void write_game(std::ostream& out, const Game& game, const engine::RuleSet& rules,
                const std::string& start_fen) {
  std::string text;
  append_tags(text, game);
  engine::Position pos = engine::parse_fen(rules, start_fen);
  PlayingCursor cursor(pos);
  append_movetext(text, game, rules, cursor);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

void write_game_from_texts(std::string& out, const Game& game, const engine::RuleSet& rules,
                           int start_army, int start_fullmove) {
  append_tags(out, game);
  TextCursor cursor(rules.army_count(), start_army, start_fullmove);
  append_movetext(out, game, rules, cursor);
}

void write_replayed_game(std::string& out, const Game& game, const Replay& replay) {
  if (!replay.record_texts || !replay.rules)
    throw std::invalid_argument("write_replayed_game: the replay did not record the move texts");
  write_game_from_texts(out, game, *replay.rules, replay.start_army, replay.start_fullmove);
}

void normalize_tags(Game& game, const engine::RuleSet& rules, const std::string& start_fen,
                    bool standard_start, const GameEnd& end) {
  game.set_tag("Result", result_text(end));
  game.set_tag("Variant", rules.id());
  // Each of these only where it says something, so that a tag never states a default.
  const auto set_or_remove = [&](std::string_view name, const std::string& value) {
    if (value.empty())
      game.remove_tag(name);
    else
      game.set_tag(name, value);
  };
  // The armies have their own tag.
  engine::RuleOptions options = rules.options();
  options.armies = engine::RuleOptions{}.armies;
  options.start = engine::RuleOptions{}.start;  // the FEN tag gives a Chess960 start
  set_or_remove("RuleOptions", rule_options_text(options));
  set_or_remove("Armies", armies_tag_text(rules));
  set_or_remove("Placements", army_values_text(rules, end.placements));
  set_or_remove("ArmyPoints", army_values_text(rules, end.points));
  const bool four = rules.army_count() > 2;
  if (four && uses_chesscom_armies(game)) {
    // Player tags in chatur's army names, so that the StartFen4 letters and tags agree.
    const auto names = player_names(game, rules);
    for (std::string_view t : {"Red", "Blue", "Yellow", "Green"}) game.remove_tag(t);
    for (int a = 0; a < rules.army_count(); ++a) game.set_tag(rules.army(a).name, names[a]);
  }
  // Chess960 records always give their start, as other programs expect, and so do those of a rule
  // set with no start position of its own (RuleSpec::no_start).
  if (standard_start && !rules.spec().chess960_castling && rules.spec().no_start.empty()) {
    // A four-army record without a StartFen4 takes its start from a FEN tag, which the replay
    // did not read (an empty StartFen4 came first): it goes too.
    game.remove_tag("FEN");
    game.remove_tag(four ? "StartFen4" : "SetUp");
    return;
  }
  // The start position says which army moves first.
  game.remove_tag("FirstArmy");
  if (four) {
    game.remove_tag("FEN");
    game.set_tag("StartFen4", start_fen);
  } else {
    game.set_tag("SetUp", "1");
    game.set_tag("FEN", start_fen);
  }
}

}  // namespace chatur::records
