#include "tournament/game_runner.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <random>
#include <set>
#include <stdexcept>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/outcome.h"
#include "protocol/go_command.h"
#include "protocol/move_codec.h"
#include "protocol/position_command.h"
#include "records/move_text.h"

namespace chatur::tournament {
namespace {

using engine::Position;

constexpr std::uint16_t kPass = engine::kind_bit(engine::MoveKind::kPass);

void append_number(std::string& out, std::int64_t v) {
  char buf[24];
  const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  out.append(buf, end);
}

// Appends value / 10^decimals with that many decimals ("-0.35"), as printf's %.Nf would
// write it, without its cost: the comment is written for every move of every game.
void append_decimal(std::string& out, std::int64_t value, int decimals) {
  if (value < 0) out += '-';
  const std::uint64_t v = value < 0 ? 0 - static_cast<std::uint64_t>(value) : value;
  std::uint64_t scale = 1;
  for (int i = 0; i < decimals; ++i) scale *= 10;
  char buf[24];
  out.append(buf, std::to_chars(buf, buf + sizeof buf, v / scale).ptr);
  out += '.';
  const std::string_view fraction(buf, std::to_chars(buf, buf + sizeof buf, v % scale).ptr);
  out.append(static_cast<std::size_t>(decimals) - fraction.size(), '0').append(fraction);
}

class Game {
 public:
  explicit Game(const GameSetup& s)
      : s_(s),
        rules_(*s.rules),
        pos_(s.start_fen.empty() ? Position(rules_) : engine::parse_fen(rules_, s.start_fen)),
        position_(rules_, s.start_fen),
        dice_(s.dice_seed),
        san_(records::writes_san(rules_)) {
    if (static_cast<int>(s.armies.size()) != rules_.army_count())
      throw std::invalid_argument("a game needs one engine per army");
    rec_.start_fen = engine::to_fen(pos_);
    rec_.start_army = pos_.to_move();
    rec_.start_fullmove = pos_.fullmove();
    rec_.hashes.push_back(pos_.hash());
    rec_.standard_start = s.start_fen.empty();
    const int n = rules_.army_count();
    clocks_.assign(n, s.time_control.base_ms);
  }

  GameRecord run() {
    play_opening();
    if (finished()) return std::move(rec_);
    // Every engine of the game starts a new game; a failure here ends the game at once.
    std::set<EngineClient*> seen;
    for (int a = 0; a < rules_.army_count(); ++a) {
      EngineClient* c = s_.armies[a];
      if (!seen.insert(c).second) continue;
      try {
        c->new_game(rules_);
      } catch (const EngineFault& e) {
        fault(a, e.fault(), e.what());
        return std::move(rec_);
      }
    }
    while (!finished()) {
      if (s_.adjudication.max_plies > 0 &&
          static_cast<int>(rec_.moves.size()) >= s_.adjudication.max_plies) {
        end(records::stopped(pos_, std::nullopt, "max-plies"),
            "the game reached " + std::to_string(s_.adjudication.max_plies) + " plies");
        break;
      }
      if (!engine_move()) break;
    }
    return std::move(rec_);
  }

 private:
  void play_opening() {
    for (const auto& text : s_.opening) {
      if (finished()) throw std::invalid_argument("the opening goes on after the game ended");
      if (text[0] == '#') {
        if (!pos_.awaiting_roll())
          throw std::invalid_argument("opening roll '" + text + "' where none is due");
        engine::DiceRoll r;
        try {
          r = engine::parse_dice_roll(rules_, text);
        } catch (const engine::RollTextError& e) {
          throw std::invalid_argument("opening roll '" + text + "': " + e.what());
        }
        if (!engine::is_roll_due(pos_, r))
          throw std::invalid_argument("opening roll '" + text + "' is not the roll due here");
        add_roll(r);
        continue;
      }
      if (pos_.awaiting_roll()) roll();
      engine::Move m;
      try {
        m = engine::parse_move(pos_, text);
      } catch (const engine::MoveTextError& e) {
        throw std::invalid_argument("opening move '" + text + "': " + e.what());
      }
      MoveRecord r;
      r.book = true;
      add(m, std::move(r));
    }
  }

  // True once the board or an earlier event ended the game.
  bool finished() {
    if (!rec_.end.termination.empty()) return true;
    const engine::Outcome o = engine::outcome(pos_);
    if (!o.finished()) return false;
    end(records::board_end(o, rules_), "the board ended the game");
    return true;
  }

  void end(records::GameEnd how, const std::string& why) {
    rec_.end = std::move(how);
    rec_.detail = why;
  }

  // The engine that plays `army` now: its controller's (command of a partner, captor control).
  EngineClient* engine_of(int army) const { return s_.armies[pos_.controller(army)]; }

  void fault(int army, Fault f, const std::string& why) {
    engine_of(army)->stop();
    rec_.fault = f;
    rec_.fault_army = army;
    end(records::stopped(pos_, army, std::string(fault_name(f))), why);
  }

  // Rolls the dice due (a dice game's throw, North Korea's insanity or types roll): uniform faces
  // from the game's generator, so that a game's rolls depend on its seed alone.
  void roll() {
    add_roll(engine::roll_due(pos_, [this](int low, int high) {
      return std::uniform_int_distribution<int>(low, high)(dice_);
    }));
  }

  void add_roll(const engine::DiceRoll& r) {
    // As records mark a ply, from the position before its roll: North Korea's types roll comes
    // within its turn.
    pending_roll_ = PendingRoll{r, pos_.mid_turn()};
    pos_.roll(r);
    rec_.rolls.push_back({rec_.moves.size(), r});
  }

  void add(engine::Move m, MoveRecord r) {
    r.text = engine::move_to_text(pos_, m);
    // The record's text as the move is played, so that the record is written without playing
    // the game again: SAN needs the position before the move.
    r.record_text = san_ ? records::record_move_text(pos_, m) : r.text;
    r.move = m;
    r.army = pos_.to_move();
    r.fullmove = pos_.fullmove();
    r.continues_turn = pending_roll_ ? pending_roll_->mid_turn : pos_.mid_turn();
    if (pending_roll_) position_.add_roll(pending_roll_->dice);
    pending_roll_.reset();
    position_.add_move(pos_, m);
    pos_.make(m);
    rec_.moves.push_back(std::move(r));
    rec_.hashes.push_back(pos_.hash());
  }

  // The pass the army must play because it has no other move, if that is so. Only the moves the
  // question needs are generated: the pass first, which at the start of a turn is legal only
  // where no other move is; where it is legal beside others (a dice turn, a later ply that may be
  // declined, a decision between turns) the engine chooses.
  std::optional<engine::Move> forced_pass() {
    engine::MoveList moves;
    engine::generate_legal(pos_, engine::MoveTarget{.kinds = kPass}, moves);
    if (moves.empty()) return std::nullopt;
    if (!pos_.in_dice_turn() && pos_.continuation() == engine::Continuation::kNone) return moves[0];
    engine::MoveList others;
    engine::generate_legal(
        pos_, engine::MoveTarget{.kinds = engine::MoveTarget::kAllKinds & ~kPass}, others);
    return others.empty() ? std::optional(moves[0]) : std::nullopt;
  }

  protocol::GoCommand go_command() const {
    protocol::GoCommand go;
    const TimeControl& tc = s_.time_control;
    if (tc.has_clock())
      for (int a = 0; a < rules_.army_count(); ++a) {
        go.time[a] = clocks_[a];
        go.inc[a] = tc.inc_ms;
      }
    go.movetime = tc.movetime_ms;
    go.depth = tc.depth;
    go.nodes = tc.nodes;
    // The roll not yet in the position line comes with `go`; a dice turn's later ply gets the
    // die left.
    go.roll = pending_roll_ ? pending_roll_->dice : engine::unused_dice(pos_);
    return go;
  }

  // Asks the engine of the army to move for its move and plays it. False if the game ended.
  bool engine_move() {
    const int army = pos_.to_move();
    if (pos_.awaiting_roll()) roll();
    if (const auto pass = forced_pass()) {
      MoveRecord r;
      r.forced = true;  // protocol: the host plays a forced pass itself
      add(*pass, std::move(r));
      return true;
    }
    EngineClient* client = engine_of(army);
    const TimeControl& tc = s_.time_control;
    const auto now = Clock::now();
    // With a clock the flag falls at the clock plus the margin; without one, an engine that
    // overruns its limits by the stall timeout has stalled.
    const auto deadline = tc.has_clock()
                              ? now + std::chrono::milliseconds(
                                          std::max<std::int64_t>(clocks_[army], 0) + s_.margin_ms)
                              : now + std::chrono::milliseconds(tc.movetime_ms) + s_.stall_timeout;
    const protocol::Dialect dialect = client->spec().dialect;
    SearchReply reply = client->search(
        position_.view_line(pos_, army),
        protocol::encode_go(rules_, protocol::dialect_go(dialect, go_command(), army)), deadline);
    if (reply.score_cp)
      reply.score_cp = protocol::score_for_mover(dialect, *reply.score_cp, rules_.team(army));
    if (reply.fault == Fault::kStall && tc.has_clock()) {
      fault(army, Fault::kTimeForfeit,
            client->spec().name + ": clock ran out (" + std::to_string(reply.host_ms) + " ms)");
      return false;
    }
    if (reply.fault != Fault::kNone) {
      fault(army, reply.fault, reply.detail);
      return false;
    }
    if (tc.has_clock() && reply.host_ms > clocks_[army] + s_.margin_ms) {
      fault(army, Fault::kTimeForfeit,
            client->spec().name + ": clock ran out (" + std::to_string(reply.host_ms) + " ms)");
      return false;
    }
    engine::Move m;
    try {
      m = protocol::decode_move(pos_, reply.bestmove, dialect);
    } catch (const protocol::WireError& e) {
      rec_.offending_text = reply.bestmove;
      const bool garbage = e.kind() == protocol::WireError::Kind::kSyntax;
      fault(army, garbage ? Fault::kGarbage : Fault::kIllegalMove,
            client->spec().name + ": bestmove '" + reply.bestmove + "': " + e.what());
      return false;
    }
    MoveRecord r;
    r.host_ms = reply.host_ms;
    r.host_us = reply.host_us;
    r.engine_ms = reply.engine_ms;
    r.depth = reply.depth;
    r.score_cp = reply.score_cp;
    r.mate = reply.mate;
    if (tc.has_clock()) {
      clocks_[army] = std::max<std::int64_t>(clocks_[army] - reply.host_ms, 0) + tc.inc_ms;
      r.clock_ms = clocks_[army];
    }
    add(m, std::move(r));
    adjudicate(army, reply);
    return rec_.end.termination.empty();
  }

  void adjudicate(int army, const SearchReply& reply) {
    const int team = rules_.team(army);
    const Adjudication& adj = s_.adjudication;
    // Scores are from the view of the mover's side; a mate score counts as decisive.
    std::optional<int> score = reply.score_cp;
    if (reply.mate) score = *reply.mate > 0 ? 100000 : -100000;
    // Resigning is a team's: a free-for-all player's score says nothing about the others.
    if (adj.resign && !rules_.free_for_all()) {
      int& run = resign_run_[team];
      run = score && *score <= -adj.resign_cp ? run + 1 : 0;
      if (run >= adj.resign_moves) {
        end(records::stopped(pos_, army, "adjudication"),
            "resign adjudication: " + std::to_string(run) + " moves at or below -" +
                std::to_string(adj.resign_cp) + " cp");
        return;
      }
    }
    if (adj.draw) {
      const bool drawish = static_cast<int>(rec_.moves.size()) >= adj.draw_from_ply && score &&
                           std::abs(*score) <= adj.draw_cp;
      draw_run_ = drawish ? draw_run_ + 1 : 0;
      if (draw_run_ >= adj.draw_moves)
        end(records::stopped(pos_, std::nullopt, "adjudication"),
            "draw adjudication: " + std::to_string(draw_run_) + " moves within " +
                std::to_string(adj.draw_cp) + " cp");
    }
  }

  const GameSetup& s_;
  const engine::RuleSet& rules_;
  // Only the moves each question needs are generated: whether any is legal (the end of the
  // game), a forced pass, the engine's move.
  Position pos_;
  GameRecord rec_;
  std::vector<std::int64_t> clocks_;
  protocol::PositionCommand position_;  // the `position` line of the game so far
  std::mt19937_64 dice_;
  struct PendingRoll {
    engine::DiceRoll dice;
    bool mid_turn;  // the position before it was in the middle of its army's turn
  };
  std::optional<PendingRoll> pending_roll_;  // rolled, not yet in position_
  int resign_run_[2] = {0, 0};
  int draw_run_ = 0;
  bool san_;  // the records of the rule set write SAN
};

}  // namespace

GameRecord play_game(const GameSetup& setup) {
  return Game(setup).run();
}

std::string move_comment(const MoveRecord& m) {
  if (m.book) return "book";
  if (m.forced) return "forced";
  std::string s;
  if (m.mate) {
    s += *m.mate >= 0 ? '+' : '-';
    s += 'M';
    append_number(s, std::abs(*m.mate));
  } else if (m.score_cp) {
    if (*m.score_cp >= 0) s += '+';
    append_decimal(s, *m.score_cp, 2);
  }
  if (!s.empty()) {
    s += '/';
    append_number(s, m.depth);
    s += ' ';
  }
  append_decimal(s, m.host_ms, 3);
  s += 's';
  return s;
}

}  // namespace chatur::tournament
