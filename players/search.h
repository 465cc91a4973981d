// The game-tree search of the built-in engines, for every rule set.
//
// One search serves two and four armies: it is negamax in TEAM terms. Every army plays for its
// team (team 0: White, or Red+Yellow; team 1: Black, or Green+Black), scores are from the view of
// the team of the army to move, and a child's score is negated only where the turn passes to the
// other team. For four armies this is the Paranoid search: each army assumes the two armies of the
// other team play together against it, which in a team game such as Chaturaji is simply the truth
// (the team score is what counts). Passes are moves like others; game ends are scored by
// engine::outcome(). Features: iterative deepening, principal variation search, null-move pruning,
// late-move reductions, quiescence on captures and promotions (all moves when in check), check
// extension, a transposition table, and move ordering by TT move, MVV-LVA, killers and history.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "engine/move.h"
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
  int score = 0;  // centipawns for the team to move, or a game-end score (see mate_in)
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
  // Searches the position after a move, from the view of `parent_team`.
  int child(int depth, int alpha, int beta, int ply, bool pv_node, int parent_team);
  int quiesce_child(int alpha, int beta, int ply, int parent_team);
  int terminal_score(int ply);
  bool drawn_by_rule() const;
  bool should_abort();
  bool is_capture(engine::Move m) const;
  bool is_tactical(engine::Move m) const;
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
  int seldepth_ = 0;
  engine::Move root_best_ = engine::kNullMove;

  std::vector<engine::MoveList> lists_;
  std::vector<std::array<ScoredMove, engine::MoveList::kCapacity>> ordered_;
  std::vector<std::array<engine::Move, 2>> killers_;
  std::vector<int> history_;  // by army, piece type and target square
  std::vector<std::array<engine::Move, kMaxPly>> pv_;
  std::array<int, kMaxPly> pv_len_{};
};

}  // namespace chatur::players
