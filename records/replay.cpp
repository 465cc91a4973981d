#include "records/replay.h"

#include <array>

#include "engine/fen.h"
#include "engine/notation.h"
#include "records/move_text.h"
#include "records/variant.h"

namespace chatur::records {
namespace {

using Severity = Problem::Severity;

// Other programs' Termination tag values, and what they mean when the board does not decide.
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kTerminationAliases = {{
    {"time forfeit", "timeout"},
    {"abandoned", "abandoned"},
    {"rules infraction", "rules-infraction"},
    {"adjudication", "adjudication"},
}};

constexpr std::array<std::string_view, 6> kOwnTerminations = {
    "resignation", "timeout", "agreement", "abandoned", "adjudication", "rules-infraction"};

// The part of a MoveTextError message after 'illegal move "x": '.
std::string reason(const engine::MoveTextError& e, std::string_view text) {
  std::string what = e.what();
  const std::string quoted = "\"" + std::string(text) + "\": ";
  size_t at = what.find(quoted);
  return at == std::string::npos ? what : what.substr(at + quoted.size());
}

std::string winner_result(int team) {
  return team == 0 ? "1-0" : "0-1";
}

class Replayer {
 public:
  Replayer(Game& game, Replay& out, RuleSetCache& cache, ReplayOptions options)
      : game_(game), out_(out), cache_(cache), options_(options) {}

  void run() {
    GameStart start;
    try {
      start = game_start(game_, cache_);
    } catch (const SetupError& e) {
      error(e.where, e.message);
      return;
    }
    out_.rules = std::move(start.rules);
    out_.start_fen = start.start_fen;
    out_.standard_start = start.standard_start;
    engine::Position pos =
        start.position ? *start.position : engine::parse_fen(*out_.rules, out_.start_fen);
    out_.record_texts = options_.record_texts;
    out_.start_army = pos.to_move();
    out_.start_fullmove = pos.fullmove();
    const size_t plies = game_.mainline.moves.size();
    pos.reserve(static_cast<int>(plies));
    out_.moves.reserve(plies);
    out_.hashes.reserve(plies + 1);
    out_.hashes.push_back(pos.hash());
    const bool complete = line(pos, game_.mainline, true);
    if (complete) check_result(pos);
  }

 private:
  void error(SourcePos where, std::string message) {
    out_.problems.push_back({Severity::kError, where, std::move(message), "", ""});
  }
  void warning(SourcePos where, std::string message) {
    out_.problems.push_back({Severity::kWarning, where, std::move(message), "", ""});
  }

  std::string label(const engine::Position& pos, const MoveNode& node, bool main) const {
    return std::string(main ? "" : "variation: ") + "move " + std::to_string(pos.fullmove()) +
           " (" + pos.rules().army(pos.to_move()).name + ") \"" + node.text + "\"";
  }

  // Plays the node's move, read in pos. Keeps the main line's moves in long algebraic form and,
  // with record texts, the move's record text, whose check suffix in SAN the position after it
  // gives.
  void play(engine::Position& pos, MoveNode& node, bool main) {
    if (main) out_.moves.push_back(engine::move_to_text(pos, node.move));
    if (!options_.record_texts) return pos.make(node.move);
    node.record_text.clear();
    append_record_move_and_play(node.record_text, pos, node.move);
  }

  // Plays the line from pos; the main line stays played, a variation is taken back. Returns
  // false if the line stopped at a bad move.
  bool line(engine::Position& pos, Line& moves, bool main) {
    int made = 0;
    bool complete = true;
    for (size_t i = 0; i < moves.moves.size(); ++i) {
      MoveNode& node = moves.moves[i];
      for (Line& v : node.variations) line(pos, v, false);
      if (node.number != 0 && node.number != pos.fullmove())
        error(node.number_where, label(pos, node, main) + ": move number " +
                                     std::to_string(node.number) + ", expected " +
                                     std::to_string(pos.fullmove()));
      if (node.marker != Marker::kNone) {
        if (i + 1 < moves.moves.size())
          error(moves.moves[i + 1].where,
                label(pos, moves.moves[i + 1], main) + ": a move after \"" + node.text + "\" (" +
                    (node.marker == Marker::kResign ? "resignation" : "timeout") + ")");
        if (main) {
          marker_ = &node;
          marker_army_ = pos.to_move();
        }
        break;
      }
      try {
        node.move = read_record_move(pos, node.text);
      } catch (const engine::MoveTextError& e) {
        const bool illegal = e.kind() == engine::MoveTextError::Kind::kIllegal;
        std::string legal_text = legal_moves_text(pos);
        out_.problems.push_back({Severity::kError, node.where,
                                 label(pos, node, main) + ": " +
                                     (illegal ? "illegal (" : "cannot read (") +
                                     reason(e, node.text) + "); legal moves: " + legal_text,
                                 node.text, legal_text});
        complete = false;
        break;
      }
      play(pos, node, main);
      ++made;
      if (main) out_.hashes.push_back(pos.hash());
    }
    if (!main)
      while (made-- > 0) pos.unmake();
    return complete;
  }

  void check_result(engine::Position& pos) {
    out_.board = engine::outcome(pos);
    const std::string* tag = game_.tag("Result");
    const std::string& token = game_.result;
    if (tag && *tag != "1-0" && *tag != "0-1" && *tag != "1/2-1/2" && *tag != "*")
      return error(game_.tag_where("Result"),
                   "Result tag \"" + *tag + "\" is not one of 1-0, 0-1, 1/2-1/2, *");
    if (tag && !token.empty() && *tag != token)
      return error(game_.result_where,
                   "the moves end with " + token + " but the Result tag is " + *tag);
    if (!tag) warning(game_.where, "no Result tag");
    if (token.empty()) warning(game_.where, "the moves have no result token at their end");
    out_.result = tag ? *tag : (token.empty() ? "*" : token);
    const SourcePos at = tag ? game_.tag_where("Result") : game_.result_where;

    const engine::Termination t = out_.board.termination;
    // Repetition and no-progress draws are claimed in over-the-board play, so a game may go on
    // or end otherwise; the other endings are on the board for everyone to see.
    const bool forced = t != engine::Termination::kNone && t != engine::Termination::kRepetition &&
                        t != engine::Termination::kNoProgress;
    if (forced) {
      const std::string expected = engine::result_text(out_.board);
      const std::string name(engine::termination_name(t));
      if (out_.result == "*")
        warning(at, "Result is * but the game ended on the board: " + name + ", " + expected);
      else if (out_.result != expected)
        error(at, "Result " + out_.result + " contradicts the final position: " + name + ", " +
                      expected);
      out_.termination = name;
      if (marker_) error(marker_->where, "\"" + marker_->text + "\" after the game ended: " + name);
      return;
    }
    if (marker_) {
      const std::string expected = winner_result(1 - out_.rules->team(marker_army_));
      const std::string what = marker_->marker == Marker::kResign ? "resignation" : "timeout";
      if (out_.result != expected && out_.result != "*")
        error(at, "Result " + out_.result + " contradicts the " + what + " of " +
                      out_.rules->army(marker_army_).name + ": " + expected);
      out_.termination = what;
      return;
    }
    if (t != engine::Termination::kNone && out_.result == "1/2-1/2") {
      out_.termination = engine::termination_name(t);
      return;
    }
    out_.termination = termination_from_tag();
  }

  std::string termination_from_tag() const {
    if (out_.result == "*") return "unterminated";
    const std::string* tag = game_.tag("Termination");
    std::string value;
    if (tag)
      for (char c : *tag) value += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (auto own : kOwnTerminations)
      if (value == own) return value;
    for (auto [alias, name] : kTerminationAliases)
      if (value == alias) return std::string(name);
    return out_.result == "1/2-1/2" ? "agreement" : "resignation";
  }

  Game& game_;
  Replay& out_;
  RuleSetCache& cache_;
  const ReplayOptions options_;
  const MoveNode* marker_ = nullptr;
  int marker_army_ = 0;
};

}  // namespace

bool Replay::ok() const {
  for (const Problem& p : problems)
    if (p.severity == Problem::Severity::kError) return false;
  return true;
}

Replay replay(Game& game, RuleSetCache& cache, ReplayOptions options) {
  Replay out;
  Replayer(game, out, cache, options).run();
  return out;
}

Replay replay(Game& game, ReplayOptions options) {
  RuleSetCache cache;
  return replay(game, cache, options);
}

}  // namespace chatur::records
