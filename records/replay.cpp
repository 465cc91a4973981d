#include "records/replay.h"

#include "engine/fen.h"
#include "engine/notation.h"
#include "records/move_text.h"
#include "records/result_check.h"
#include "records/variant.h"

namespace chatur::records {
namespace {

using Severity = Problem::Severity;

// The part of a MoveTextError message after 'illegal move "x": '.
std::string reason(const engine::MoveTextError& e, std::string_view text) {
  std::string what = e.what();
  const std::string quoted = "\"" + std::string(text) + "\": ";
  size_t at = what.find(quoted);
  return at == std::string::npos ? what : what.substr(at + quoted.size());
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
    if (!complete) return;
    out_.board = engine::outcome(pos);
    out_.end = check_result(game_, pos, out_.board, marker_, out_.problems);
  }

 private:
  void error(SourcePos where, std::string message) {
    out_.problems.push_back({Severity::kError, where, std::move(message), "", ""});
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
        if (main) marker_ = EndMarker{&node, pos.to_move()};
        break;
      }
      if (pos.awaiting_roll()) {
        error(node.where, label(pos, node, main) +
                              ": records of rule sets with dice (roll tokens #a,b) are not read "
                              "yet");
        complete = false;
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

  Game& game_;
  Replay& out_;
  RuleSetCache& cache_;
  const ReplayOptions options_;
  EndMarker marker_;
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
