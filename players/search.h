// The game-tree search of the built-in engines, for every rule set (docs/engine.md tells it in
// full).
//
// Team games are searched by negamax in SIDE terms: every army plays for its side (its team, or
// under captor control its controller's team), scores are from the view of the side of the army
// to move, and a child's score is negated only where the turn passes to the other side. For four
// armies this is the Paranoid search: each army assumes the two armies of the other team play
// together against it, which in a team game is simply the truth. Plies of one army in one dice
// turn are consecutive nodes of the same side: no sign flip between them.
// A free-for-all (RuleSet::free_for_all) is searched by the same negamax as a Paranoid search for
// the root player (the controller of the army to move at the root): its nodes maximise its score
// (Evaluator::evaluate_for: its pieces less the others' mean), every other player's nodes
// minimise it. Game ends decided by elimination score by the root player's place, 1st a win, the
// last a loss, the places between in between; under captor control the root player's place is
// fixed once it loses its king. Where points decide the places (al-Biruni), an end scores the
// root player's place and point lead on the evaluation's scale. Table entries carry the root
// player in their key. (Max-n, every player for itself, played no better than Paranoid in
// al-Biruni at equal nodes and needed many times the nodes for a depth; docs/engine.md.)
// Chance (dice): a node whose army must roll (Position::awaiting_roll) is the expectation over
// every unordered roll with its probability, searched (in negamax) with Ballard's Star1 pruning:
// the score range bounds the rolls not yet searched, which gives each roll an alpha-beta window and
// lets the node stop as soon as its mean must fall outside the parent's window. Depth counts plies:
// each move of a dice turn is one ply, a roll none, and a pass that declines the rest of a dice
// turn as many plies as the dice it declines, so that a line of passes reaches no deeper into the
// others' turns than a line of moves. Game ends are scored by engine::outcome(). Features:
// iterative deepening, principal variation search, null-move pruning (not with dice), late-move
// reductions, quiescence on captures and promotions (all moves when in check; through the first
// roll on its path), check extension, a transposition table (its keys include the unused dice), and
// move ordering by TT move, MVV-LVA, killers and history.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "engine/move.h"
#include "engine/outcome.h"
#include "engine/position.h"
#include "engine/rule_set.h"
#include "players/evaluation.h"
#include "players/time_manager.h"
#include "players/transposition_table.h"

namespace chatur::players {

inline constexpr int kMaxPly = 128;
// A won game scores kMateScore less the plies to its end; scores beyond kMateBound are such.
inline constexpr int kMateScore = 30000;
inline constexpr int kMateBound = kMateScore - kMaxPly;

// The moves of the team to move until the game ends (positive: it wins; negative: it loses) if
// the score is a game-end score, counting each of that team's moves as one.
std::optional<int> mate_in(int score);

struct SearchOptions {
  EvalFeatures features;
  int max_depth = 0;  // a cap on the iteration depth (0: none), for weaker levels
  std::size_t hash_mb = 16;
  std::int64_t overhead_ms = 10;  // see TimeManager
};

// What a finished iteration found.
struct SearchInfo {
  int depth = 0;
  int seldepth = 0;
  int score = 0;  // centipawns for the side to move (the root player in a free-for-all), or a
                  // game-end score (see mate_in)
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::vector<engine::Move> pv;
};

struct SearchResult {
  engine::Move best = engine::kNullMove;  // null only if the position has no legal move
  int score = 0;
  int depth = 0;  // of the last finished iteration (0 if none finished)
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::vector<engine::Move> pv;
};

// A move with its ordering score.
struct ScoredMove {
  engine::Move move;
  int score;
};

class Search {
 public:
  Search(const engine::RuleSet& rules, const SearchOptions& options);

  // Forgets what earlier searches learned (for a new game).
  void clear();
  void set_hash(std::size_t megabytes);

  // Searches the position within the limits and the options' depth cap, until `stop` is set
  // (from any thread), or for ever if the limits say infinite and there is no depth cap. The
  // result's move is legal in pos whenever pos has a legal move, however early the search
  // stopped. The position is the same on return. on_iteration is called after each finished
  // iteration, on the calling thread.
  SearchResult run(engine::Position& pos, const Limits& limits, const std::atomic<bool>& stop,
                   const std::function<void(const SearchInfo&)>& on_iteration = {});

 private:
  int negamax(int depth, int alpha, int beta, int ply, bool pv_node);
  int quiesce(int alpha, int beta, int ply);
  // Searches the position after a move, from the view of `parent_side`.
  int child(int depth, int alpha, int beta, int ply, bool pv_node, int parent_side);
  int quiesce_child(int alpha, int beta, int ply, int parent_side);
  // A node where the army to move must roll: the expectation over every roll (Star1).
  int chance(int depth, int alpha, int beta, int ply, bool pv_node);
  // Power::kInsanity: the search does not know North Korea's rolls beyond the root's, and takes
  // its turns as normal ones: rolls a normal turn where its insanity roll is due and returns true;
  // false where the types roll of an insane turn is due (that node is a leaf).
  bool as_normal_turn(engine::Position& pos);
  int terminal_score(int ply);
  // A finished game's score for `player` where points decide the places.
  int points_end_score(const engine::Outcome& o, int player) const;
  // The side (team, or in a free-for-all 0 for the root player and 1 for the others) whose
  // view the score of the node takes.
  int side_to_move() const;
  int evaluate() const;
  // The score of finishing at this place (from 1; a shared place as the mean of those it
  // spans) for the root player of a free-for-all, from the view of the side to move.
  int place_score(double place, int ply) const;
  // A free-for-all under captor control, or where defeated armies pass to their captors, in
  // which the root player lost its army: its place is fixed.
  bool root_player_out() const;
  bool drawn_by_rule() const;
  bool should_abort();
  bool is_capture(engine::Move m) const;
  bool is_tactical(engine::Move m) const;
  // The plies of depth a move uses: one, or the unused dice of a dice turn a pass declines.
  int plies_of(engine::Move m) const;
  // Drops the moves that are not tactical: what quiescence searches.
  void keep_tactical(engine::MoveList& moves) const;
  // Four-army check, in quiescence: drops the captures of a cheaper piece by a dearer one onto a
  // square an enemy of the capturer attacks. Among four armies the capture chains around the
  // table otherwise take the node budget before the third ply is searched.
  void drop_losing_captures(engine::MoveList& moves) const;
  // The room to order a list of n moves at ply.
  ScoredMove* ordered_for(int ply, int n);
  void score_moves(const engine::MoveList& moves, ScoredMove* out, engine::Move tt_move,
                   int ply) const;
  std::size_t history_index(engine::Move m) const;
  void update_pv(int ply, engine::Move m);
  void remember_cutoff(engine::Move m, int depth, int ply);

  const engine::RuleSet& rules_;
  SearchOptions options_;
  Evaluator evaluator_;
  TranspositionTable tt_;

  // State of the running search.
  engine::Position* pos_ = nullptr;
  const std::atomic<bool>* stop_ = nullptr;
  const TimeManager* time_ = nullptr;
  std::uint64_t node_limit_ = 0;
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
  bool finished_one_ = false;
  int quiescence_rolls_ = 0;   // rolls expanded on the current quiescence path
  int quiescence_checks_ = 0;  // check evasions searched in full on the current quiescence path
  static constexpr int kMaxQuiescenceChecks = 2;
  int quiescence_ply_limit_ = 0;  // quiescence evaluates from this ply on
  static constexpr int kMaxQuiescencePlies = 8;
  bool free_for_all_ = false;
  int root_player_ = 0;         // the army whose player moves at the root
  std::uint64_t root_key_ = 0;  // mixed into every key of a free-for-all's search
  int seldepth_ = 0;
  engine::Move root_best_ = engine::kNullMove;

  std::vector<engine::MoveList> lists_;
  std::vector<std::vector<ScoredMove>> ordered_;  // by ply, at least as long as its move list
  std::vector<std::array<engine::Move, 2>> killers_;
  std::vector<int> history_;  // by army, piece type and target square
  std::vector<std::array<engine::Move, kMaxPly>> pv_;
  std::array<int, kMaxPly> pv_len_{};
};

}  // namespace chatur::players
