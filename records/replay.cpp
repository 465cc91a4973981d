#include "records/replay.h"

#include <array>
#include <cctype>
#include <stdexcept>

#include "engine/attacks.h"
#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "records/chesscom_moves.h"
#include "records/content_hash.h"
#include "records/game_encoding.h"
#include "records/move_text.h"
#include "records/result_check.h"
#include "records/rule_options_text.h"
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
  Replayer(Game& game, Replay& out, RuleSetCache& cache, ReplayOptions options,
           std::optional<engine::Position>& board)
      : game_(game), out_(out), cache_(cache), options_(options), board_(board) {}

  void run() {
    GameStart start;
    try {
      start = game_start(game_, cache_);
    } catch (const SetupError& e) {
      error(e.where, e.message);
      return;
    }
    for (const std::string& r : start.repairs)
      out_.problems.push_back({Severity::kWarning, start.repairs_where, "FEN tag: " + r, "", ""});
    out_.rules = std::move(start.rules);
    out_.start_fen = start.start_fen;
    out_.standard_start = start.standard_start;
    // Assigned rather than made: the board's storage, grown to the longest game so far, is kept.
    if (!start.position)
      board_ = engine::parse_fen(*out_.rules, out_.start_fen);
    else if (board_)
      *board_ = *start.position;
    else
      board_.emplace(*start.position);
    engine::Position& pos = *board_;
    out_.record_texts = options_.record_texts;
    out_.start_army = pos.to_move();
    out_.start_fullmove = pos.fullmove();
    const size_t plies = game_.mainline.moves.size();
    pos.reserve(static_cast<int>(plies));
    if (options_.move_texts) out_.moves.reserve(plies);
    if (options_.identity)
      hasher_.emplace(out_.rules->id(), rule_options_text(out_.rules->options()), out_.start_fen);
    out_.played.reserve(plies);
    if (options_.main_line_codes) coder_.reserve(plies);
    out_.hashes.reserve(plies + 1);
    out_.hashes.push_back(pos.hash());
    const bool complete = line(pos, game_.mainline, true);
    if (!complete) return;
    if (options_.main_line_codes) out_.main_line_codes = coder_.finish();
    if (hasher_) {
      for (const engine::RollAt& r : out_.rolls) hasher_->add_roll(r);
      out_.identity = hasher_->value();
    }
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
    if (main) {
      if (options_.move_texts) {
        const engine::MoveText text(pos, node.move);
        if (hasher_) hasher_->add_move(text.view());
        out_.moves.emplace_back(text.view());
      } else if (hasher_) {
        hasher_->add_move(pos, node.move);
      }
      out_.played.push_back(node.move);
    }
    if (!options_.record_texts) return pos.make(node.move);
    node.record_text.clear();
    node.record_army = static_cast<std::int8_t>(pos.to_move());
    node.record_fullmove = pos.fullmove();
    append_record_move_and_play(node.record_text, pos, node.move);
  }

  // Plays the line from pos; the main line stays played, a variation is taken back. Returns
  // false if the line stopped at a bad move.
  bool line(engine::Position& pos, Line& moves, bool main) {
    int made = 0;              // moves.moves[0, made) are played
    bool rolled_last = false;  // the roll of moves.moves[made] is rolled
    bool complete = true;
    int turn_plies = 0;      // plies of the turn in progress, in this line
    bool kept_turn = false;  // the last ply was a decision that keeps the turn
    // The rule set's features, asked once a line rather than at every ply.
    const engine::RuleSet& rules = pos.rules();
    const bool walking_kings = rules.walking_kings();
    const bool turns_of_several_plies =
        rules.has_dice() || rules.has_power(engine::Power::kKingAndOther);
    const bool rolls = rules.has_dice() || rules.has_power(engine::Power::kInsanity);
    const bool four_army_check = rules.four_army_check();
    for (size_t i = 0; i < moves.moves.size(); ++i) {
      if (walking_kings) split_glued_marker(moves, i);
      MoveNode& node = moves.moves[i];
      for (Line& v : node.variations) line(pos, v, false);
      // A wrong move number is untidy, not broken (pgn-extract ignores them): a warning, and
      // the record's count is followed from there, so that an offset is reported once.
      if (node.number != 0 && node.number != pos.fullmove() + number_offset_) {
        out_.problems.push_back({Severity::kWarning, node.number_where,
                                 label(pos, node, main) + ": move number " +
                                     std::to_string(node.number) + ", expected " +
                                     std::to_string(pos.fullmove() + number_offset_),
                                 "", ""});
        number_offset_ = node.number - pos.fullmove();
      }
      const bool mid_turn = pos.mid_turn() || kept_turn;
      if (i > 0 && turns_of_several_plies && node.continues_turn != mid_turn) {
        error(node.where, label(pos, node, main) + ": " +
                              turn_error(pos, moves.moves[i - 1], turn_plies, mid_turn));
        complete = false;
        break;
      }
      node.continues_turn = mid_turn;
      turn_plies = mid_turn ? turn_plies + 1 : 1;
      if (node.roll) {
        if (!roll(pos, node, main)) {
          complete = false;
          break;
        }
        rolled_last = true;
      }
      if (node.marker != Marker::kNone && !read_as_ply(pos, node)) {
        if (!slot_agrees(pos, node, main)) {
          complete = false;
          break;
        }
        if (i + 1 < moves.moves.size())
          error(moves.moves[i + 1].where, label(pos, moves.moves[i + 1], main) +
                                              ": a move after \"" + node.text + "\" (" +
                                              std::string(marker_ending(node.marker)) + ")");
        if (main && ends_by_decision(node.marker)) marker_ = EndMarker{&node, pos.to_move()};
        break;
      }
      // Only dice and insanity rolls are awaited (Position::awaiting_roll).
      if (rolls && pos.awaiting_roll()) {
        if (!pos.rules().has_dice())
          error(node.where, label(pos, node, main) + ": " + pos.rules().army(pos.to_move()).name +
                                (pos.insane_turn().insane()
                                     ? " rolls the types of its chosen pieces: expected a roll "
                                       "token (#1,4) before its first move"
                                     : "'s turn starts with its insanity roll: expected a roll "
                                       "token (#3, #6,4) before its first ply"));
        else
          error(node.where, label(pos, node, main) + ": " + pos.rules().army(pos.to_move()).name +
                                "'s turn starts with a roll: expected a roll token #a,b (dice " +
                                std::to_string(pos.rules().die_low()) + " to " +
                                std::to_string(pos.rules().die_high()) + ") before its first ply");
        complete = false;
        break;
      }
      const int checks_written = four_army_check ? written_checks(node.text) : -1;
      try {
        mover_moves_.clear();
        node.move = slot_move(pos, moves, i);
        if (node.move == engine::kNullMove)
          node.move = read_record_move(pos, node.text,
                                       main && options_.main_line_codes ? &mover_moves_ : nullptr);
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
      if (checks_written >= 0) check_marks(pos, node, main, checks_written);
      kept_turn = node.move.kind() == engine::MoveKind::kDecision && node.move.extra() != 0;
      if (main && options_.main_line_codes && node.marker == Marker::kNone)
        coder_.move(pos, node.move, &mover_moves_);
      play(pos, node, main);
      ++made;
      rolled_last = false;
      if (main) out_.hashes.push_back(pos.hash());
    }
    if (!main) {
      if (rolled_last) pos.unroll();
      while (made-- > 0) {
        pos.unmake();
        if (moves.moves[static_cast<size_t>(made)].roll) pos.unroll();
      }
    }
    return complete;
  }

  // chess.com glues a resignation or timeout to the walking king's first move ("Kj2-k2T"):
  // the node becomes two, the decision and the move continuing its turn, as chatur writes them
  // ("T Kj2-k2"). Promotions end in "=R", never glued to a digit.
  static void split_glued_marker(Line& moves, size_t i) {
    MoveNode& node = moves.moves[i];
    const std::string& t = node.text;
    if (t.size() < 3 || node.marker != Marker::kNone) return;
    const Marker glued = marker_of_token(t.substr(t.size() - 1));
    const char before = t[t.size() - 2];
    if (glued != Marker::kResign && glued != Marker::kTimeout) return;
    if (!std::isdigit(static_cast<unsigned char>(before)) && before != '+' && before != '#') return;
    MoveNode decision;
    decision.text = t.substr(t.size() - 1);
    decision.where = node.where;
    decision.where.col += static_cast<int>(t.size()) - 1;
    decision.marker = glued;
    decision.number = node.number;
    decision.number_where = node.number_where;
    decision.variations = std::move(node.variations);
    node.variations.clear();
    node.number = 0;
    node.text.pop_back();
    node.continues_turn = true;
    moves.moves.insert(moves.moves.begin() + static_cast<std::ptrdiff_t>(i), std::move(decision));
  }

  // The ply of a slot token that the text alone does not give: "S" where the army to move is
  // stalemated at its turn in a free-for-all (its pass, which eliminates it), and a resignation
  // or timeout followed by a ply of the same turn (no ".." between them), which keeps the turn
  // for that ply, the walking king's move. kNullMove for any other node.
  static engine::Move slot_move(engine::Position& pos, const Line& moves, size_t i) {
    const MoveNode& node = moves.moves[i];
    if (!pos.rules().four_army_check()) return engine::kNullMove;
    const Marker m = marker_of_token(node.text);
    if (m == Marker::kStalemated) return engine::parse_move(pos, "--");
    if (i + 1 == moves.moves.size() || !moves.moves[i + 1].continues_turn) return engine::kNullMove;
    if (!ends_by_decision(m)) return engine::kNullMove;
    const engine::Decision d =
        m == Marker::kResign ? engine::Decision::kResign : engine::Decision::kTimeout;
    if (!pos.decision_allowed(d))
      throw engine::MoveTextError::illegal(node.text,
                                           "the army to move cannot make that decision now");
    return engine::Move::decision(d, true);
  }

  // chess.com's check marks count the kings of other armies that the ply newly checks, or that
  // a piece of the mover checks: a wrong count is a warning.
  void check_marks(engine::Position& pos, const MoveNode& node, bool main, int written) {
    const engine::RuleSet& rules = pos.rules();
    const int us = pos.to_move();
    std::array<bool, engine::kMaxArmies> before{};
    for (int a = 0; a < rules.army_count(); ++a) before[a] = a != us && king_attacked(pos, a);
    pos.make_for_legality(node.move);
    int given = 0;
    for (int a = 0; a < rules.army_count(); ++a) {
      if (a == us || !king_attacked(pos, a)) continue;
      const bool by_us = engine::attacking_types(pos, pos.royal_square(a), us) != 0;
      given += !before[a] || by_us;
    }
    pos.unmake();
    if (given == written) return;
    out_.problems.push_back({Severity::kWarning, node.where,
                             label(pos, node, main) + ": " + std::to_string(written) +
                                 " check mark" + (written == 1 ? "" : "s") +
                                 ", but the move checks " + std::to_string(given) + " king" +
                                 (given == 1 ? "" : "s"),
                             "", ""});
  }

  static bool king_attacked(const engine::Position& pos, int army) {
    const engine::Square k = pos.royal_square(army);
    return pos.royal_count(army) > 0 && k != engine::kNoSquare && engine::is_attacked(pos, k, army);
  }

  // Where the rule set has resignation and timeout as plies (four-army check), R and T are
  // read as moves, and S where the army to move is stalemated but the game goes on (a
  // free-for-all: its only move is the pass that eliminates it): the node becomes an ordinary
  // ply.
  static bool read_as_ply(engine::Position& pos, MoveNode& node) {
    if (!pos.rules().four_army_check()) return false;
    const bool pass =
        node.marker == Marker::kStalemated && !engine::in_check(pos) && engine::has_legal_move(pos);
    if (!ends_by_decision(node.marker) && !pass) return false;
    node.marker = Marker::kNone;
    return true;
  }

  static bool ends_by_decision(Marker m) { return m == Marker::kResign || m == Marker::kTimeout; }

  // chess.com's slot tokens "#" and "S" stand where the army to move is checkmated or
  // stalemated as its turn comes: the board must say so.
  bool slot_agrees(engine::Position& pos, const MoveNode& node, bool main) {
    const bool mated = node.marker == Marker::kMated;
    if (!mated && node.marker != Marker::kStalemated) return true;
    const engine::RuleSet& rules = pos.rules();
    const std::string& army = rules.army(pos.to_move()).name;
    std::string why;
    if (!rules.four_army_check())
      why = "a slot token of chess.com's four-player chess; " + rules.id() + " has none";
    else if (engine::has_legal_move(pos))
      why = std::string(mated ? "checkmate" : "stalemate") + " of " + army + ", but " + army +
            " has legal moves";
    else if (engine::in_check(pos) != mated)
      why = std::string(mated ? "checkmate" : "stalemate") + " of " + army + ", but " + army +
            (mated ? " is not in check (stalemate is \"S\")" : " is in check (checkmate is \"#\")");
    if (why.empty()) return true;
    error(node.where, label(pos, node, main) + ": " + why);
    return false;
  }

  // Rolls the node's roll, checking that one is due and that the dice have its faces.
  // A dice game's throw is read smaller die first, as read_roll does; North Korea's dice keep
  // their order.
  bool roll(engine::Position& pos, MoveNode& node, bool main) {
    engine::DiceRoll& dice = *node.roll;
    const std::string text = engine::dice_roll_to_text(dice);
    const engine::RuleSet& rules = pos.rules();
    if (rules.has_dice()) {
      if (dice.count != 2) {
        error(node.roll_where, label(pos, node, main) + ": cannot read roll \"" + text +
                                   "\": expected two dice as a,b (#2,3)");
        return false;
      }
      if (dice.dice[0] > dice.dice[1]) std::swap(dice.dice[0], dice.dice[1]);
    }
    if (!rules.has_power(engine::Power::kInsanity)) {
      try {
        engine::check_roll(rules, engine::Roll{dice[0], dice.count > 1 ? dice[1] : dice[0]}, text);
      } catch (const engine::RollTextError& e) {
        error(node.roll_where, label(pos, node, main) + ": " + e.what());
        return false;
      }
    }
    if (!pos.awaiting_roll()) {
      const std::string& army = pos.rules().army(pos.to_move()).name;
      error(node.roll_where, label(pos, node, main) + ": roll \"" + text +
                                 "\" where none is due (" + army +
                                 (pos.in_dice_turn() ? " is in the middle of its turn)"
                                                     : " rolls nothing this turn)"));
      return false;
    }
    try {
      pos.roll(dice);
    } catch (const std::invalid_argument& e) {
      error(node.roll_where, label(pos, node, main) + ": roll \"" + text + "\": " + e.what());
      return false;
    }
    if (main) out_.rolls.push_back({out_.played.size(), dice});
    return true;
  }

  // Why a ply's place in the record's segments does not match the turns (rule sets with dice or
  // turns of two plies): `before` is the ply before it, the turn in progress had `turn_plies`
  // plies.
  static std::string turn_error(const engine::Position& pos, const MoveNode& before, int turn_plies,
                                bool mid_turn) {
    const auto& army = [&](int a) -> const std::string& { return pos.rules().army(a).name; };
    if (mid_turn && !pos.in_dice_turn())
      return army(pos.to_move()) +
             "'s turn goes on (its second ply): its plies stand together, without \"..\" "
             "between them (\"--\" ends the turn early)";
    if (mid_turn) {
      const auto dice = pos.dice();
      std::string unused = std::to_string(dice[1]);
      if (dice[0])
        unused = "dice " + std::to_string(dice[0]) + " and " + unused;
      else
        unused = "die " + unused;
      return army(pos.to_move()) + "'s turn goes on (" + unused +
             " unused): its plies stand together, without \"..\" between them (\"--\" ends the "
             "turn early)";
    }
    const int last = pos.last_mover();
    std::string what = before.move == engine::Move::pass()
                           ? "a ply after " + army(last) + " ended its turn with \"--\""
                       : turn_plies >= 2 ? "a third ply in " + army(last) + "'s turn"
                                         : "a second ply in " + army(last) + "'s turn of one ply";
    return what + "; " + army(pos.to_move()) + "'s turn starts after \"..\"";
  }

  Game& game_;
  Replay& out_;
  RuleSetCache& cache_;
  const ReplayOptions options_;
  MainLineCoder coder_;  // the main line's codes so far (ReplayOptions::main_line_codes)
  // The legal moves of the type of the move read last, where its text was SAN and codes are
  // made: its code needs its piece's moves.
  engine::PieceMoves mover_moves_;
  std::optional<ContentHasher> hasher_;  // ReplayOptions::identity
  EndMarker marker_;
  int number_offset_ = 0;  // the record's move numbers less the position's, as last seen
  std::optional<engine::Position>& board_;  // where the game is played
};

}  // namespace

bool Replay::ok() const {
  for (const Problem& p : problems)
    if (p.severity == Problem::Severity::kError) return false;
  return true;
}

Replay replay(Game& game, RuleSetCache& cache, ReplayOptions options) {
  return GameReplayer(cache).replay(game, options);
}

Replay GameReplayer::replay(Game& game, ReplayOptions options) {
  Replay out;
  Replayer(game, out, cache_, options, board_).run();
  return out;
}

Replay replay(Game& game, ReplayOptions options) {
  RuleSetCache cache;
  return replay(game, cache, options);
}

engine::Position position_after(const Replay& replay, int plies) {
  if (plies < 0 || static_cast<size_t>(plies) > replay.played.size())
    throw std::out_of_range("position_after: the main line has " +
                            std::to_string(replay.played.size()) + " plies");
  engine::Position pos = engine::parse_fen(*replay.rules, replay.start_fen);
  auto roll = replay.rolls.begin();
  for (size_t i = 0; i < static_cast<size_t>(plies); ++i) {
    for (; roll != replay.rolls.end() && roll->ply == i; ++roll) pos.roll(roll->roll);
    pos.make(replay.played[i]);
  }
  return pos;
}

}  // namespace chatur::records
