#include "records/pgn_writer.h"

#include "engine/fen.h"
#include "records/move_text.h"
#include "records/variant.h"

namespace chatur::records {
namespace {

constexpr size_t kWidth = 79;

// Collects tokens into lines of at most kWidth columns (a longer comment gets a line of its
// own). A move number stays on the line of its move, '(' and ')' on the lines of the moves they
// enclose.
class Wrapper {
 public:
  explicit Wrapper(std::ostream& out) : out_(out) {}
  void token(const std::string& t) {
    const std::string text = prefix_ + t;
    prefix_.clear();
    if (!line_.empty() && line_.size() + 1 + text.size() > kWidth) flush();
    if (!line_.empty()) line_ += ' ';
    line_ += text;
  }
  // Written before the next token, without a space.
  void prefix(const std::string& p) { prefix_ += p; }
  // Written after the last token, without a space.
  void suffix(const std::string& s) { line_ += s; }
  void flush() {
    if (!line_.empty()) out_ << line_ << '\n';
    line_.clear();
  }

 private:
  std::ostream& out_;
  std::string line_, prefix_;
};

std::string comment_token(const std::string& text) {
  std::string clean;
  for (char c : text) clean += c == '}' ? ')' : c;  // '}' cannot appear inside a comment
  size_t b = clean.find_first_not_of(" \t\r\n");
  size_t e = clean.find_last_not_of(" \t\r\n");
  return "{" + (b == std::string::npos ? "" : clean.substr(b, e - b + 1)) + "}";
}

std::string escape(const std::string& v) {
  std::string out;
  for (char c : v) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

class Writer {
 public:
  Writer(std::ostream& out, const engine::RuleSet& rules)
      : wrap_(out), four_(rules.army_count() > 2) {}

  void line(engine::Position& pos, const Line& moves) {
    for (const auto& c : moves.comments) wrap_.token(comment_token(c));
    bool need_number = true;
    int made = 0;
    for (const MoveNode& node : moves.moves) {
      const int army = pos.to_move();
      const std::string n = std::to_string(pos.fullmove());
      std::string number;
      if (army == 0)
        number = n + ". ";
      else if (need_number)
        number = four_ ? n + ". .. " : n + "... ";
      else if (four_)
        number = ".. ";
      wrap_.token(number +
                  (node.marker != Marker::kNone ? node.text : record_move_text(pos, node.move)));
      for (int nag : node.nags) wrap_.token("$" + std::to_string(nag));
      for (const auto& c : node.comments) wrap_.token(comment_token(c));
      // PGN repeats the number after a comment or variation ("7... Bxd2"); PGN4's ".." already
      // says which army moves.
      need_number = !four_ && (!node.comments.empty() || !node.variations.empty());
      for (const Line& v : node.variations) {
        if (v.moves.empty() && v.comments.empty()) continue;  // "()" says nothing
        wrap_.prefix("(");
        line(pos, v);
        wrap_.suffix(")");
      }
      if (node.marker != Marker::kNone) break;
      pos.make(node.move);
      ++made;
    }
    while (made-- > 0) pos.unmake();
  }

  Wrapper& wrap() { return wrap_; }

 private:
  Wrapper wrap_;
  bool four_;
};

}  // namespace

void write_game(std::ostream& out, const Game& game, const engine::RuleSet& rules,
                const std::string& start_fen) {
  for (const Tag& t : game.tags) out << '[' << t.name << " \"" << escape(t.value) << "\"]\n";
  out << '\n';
  engine::Position pos = engine::parse_fen(rules, start_fen);
  Writer w(out, rules);
  w.line(pos, game.mainline);
  const std::string* result = game.tag("Result");
  w.wrap().token(result ? *result : (game.result.empty() ? "*" : game.result));
  w.wrap().flush();
  out << '\n';
}

void normalize_tags(Game& game, const engine::RuleSet& rules, const std::string& start_fen,
                    bool standard_start, const std::string& result) {
  game.set_tag("Result", result);
  game.set_tag("Variant", rules.id());
  const bool four = rules.army_count() > 2;
  if (four && uses_chesscom_armies(game)) {
    // Player tags in chatur's army names, so that the StartFen4 letters and tags agree.
    const auto names = player_names(game, rules);
    for (std::string_view t : {"Red", "Blue", "Yellow", "Green"}) game.remove_tag(t);
    for (int a = 0; a < rules.army_count(); ++a) game.set_tag(rules.army(a).name, names[a]);
  }
  if (standard_start) {
    game.remove_tag(four ? "StartFen4" : "FEN");
    if (!four) game.remove_tag("SetUp");
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
