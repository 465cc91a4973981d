// The search in the Chaturaji family's new rule sets: dice (chance nodes, turns of two plies),
// free-for-all (paranoid search), captor control; against a brute-force expectimax of the test's
// own on tiny depths, and in hand-made positions whose right move a player knows.
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <string>
#include <vector>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/outcome.h"
#include "players/evaluation.h"
#include "players/levels.h"
#include "players/search.h"
#include "tests/engine/test_util.h"

namespace chatur::players {
namespace {

using engine::testing::fen4;

const char* const kNewRuleSets[] = {"chaturaji-indian",  "chaturaji-classic",
                                    "chaturaji-dice",    "chaturaji-biruni",
                                    "chaturanga-modern", "chaturanga-modern mode=ffa"};

SearchResult search(const engine::RuleSet& rules, engine::Position& pos, int depth,
                    std::uint64_t nodes = 0) {
  Search s(rules, SearchOptions{});
  Limits limits;
  limits.depth = depth;
  limits.nodes = nodes;
  const std::atomic<bool> stop{false};
  return s.run(pos, limits, stop);
}

std::string best_text(const engine::RuleSet& rules, const std::string& fen, int depth) {
  engine::Position pos = engine::parse_fen(rules, fen);
  const SearchResult r = search(rules, pos, depth);
  return r.best.is_null() ? "" : engine::move_to_text(pos, r.best);
}

bool is_legal(engine::Position& pos, engine::Move m) {
  engine::MoveList moves;
  engine::generate_legal(pos, moves);
  for (engine::Move legal : moves)
    if (legal == m) return true;
  return false;
}

// floor(a / b) for b > 0, as the search rounds a chance node's mean.
int floor_mean(long long sum, long long total) {
  long long q = sum / total;
  if (q * total > sum) --q;
  return static_cast<int>(q);
}

// Plain expectimax with the search's leaves: depth counts plies, a roll costs none; at depth 0
// the static score (the test positions have nothing to capture there). Scores are for the side
// of the army to move, negated only where the side changes: a team, or in a free-for-all the
// root player (side 0) against all the others (side 1).
struct Expectimax {
  const Evaluator& eval;
  int root_player;

  int side(const engine::Position& pos) const {
    const int army = pos.to_move();
    if (!pos.rules().free_for_all()) return pos.side(army);
    return pos.controller(army) == root_player ? 0 : 1;
  }

  int leaf(const engine::Position& pos) const {
    if (!pos.rules().free_for_all()) return eval.evaluate(pos);
    const int score = eval.evaluate_for(pos, root_player);
    return side(pos) == 0 ? score : -score;
  }

  int operator()(engine::Position& pos, int depth) const {
    if (depth == 0) return leaf(pos);
    const engine::RuleSet& rules = pos.rules();
    if (pos.awaiting_roll()) {
      long long sum = 0, total = 0;
      for (int a = rules.die_low(); a <= rules.die_high(); ++a)
        for (int b = rules.die_low(); b <= rules.die_high(); ++b) {
          pos.roll(a, b);
          sum += (*this)(pos, depth);
          pos.unroll();
          ++total;
        }
      return floor_mean(sum, total);
    }
    engine::MoveList moves;
    engine::generate_legal(pos, moves);
    EXPECT_FALSE(moves.empty()) << "the test positions do not end within the depth";
    const int us = side(pos);
    int best = -kMateScore;
    for (engine::Move m : moves) {
      pos.make(m);
      const int v = (*this)(pos, depth - 1);
      best = std::max(best, side(pos) == us ? v : -v);
      pos.unmake();
    }
    return best;
  }
};

TEST(ChanceSearch, ReturnsALegalMoveAtTurnStartAndMidTurnInEveryNewRuleSet) {
  for (const char* id : kNewRuleSets) {
    auto rules = engine::testing::rules(id);
    engine::Position pos(*rules);
    std::mt19937_64 rng(5);
    int mid_turn = 0;
    for (int ply = 0; ply < 24 && !engine::outcome(pos).finished(); ++ply) {
      engine::testing::roll_if_due(pos, rng);
      if (pos.in_dice_turn() && pos.dice()[0] == 0) ++mid_turn;
      const SearchResult r = search(*rules, pos, 3, 5000);
      ASSERT_TRUE(is_legal(pos, r.best)) << id << " ply " << ply << ": " << engine::to_fen(pos);
      pos.make(r.best);
    }
    if (rules->has_dice()) {
      EXPECT_GT(mid_turn, 0) << id;
    }
  }
}

TEST(ChanceSearch, ChanceNodesEqualABruteForceExpectimax) {
  // Red has one die left (mid-turn), so its ply ends the turn and the depth-2 search expands
  // the next army's roll with a ply below it. Kings and pawns only, far apart: nothing is ever
  // capturable at the leaves, where the search's quiescence is the static score too. The
  // paranoid free-for-alls (al-Biruni's with dice) are the same negamax with their own sides.
  const std::string cases[][2] = {
      {"chaturaji-dice", fen4('R', "4,rK,3/4,rP,3/8/8/8/1,bP,4,gP,gK/bK,2,yP,4/3,yK,4-roll=5")},
      {"chaturaji-dice", fen4('R', "4,rK,3/4,rP,3/8/8/8/1,bP,4,gP,gK/bK,2,yP,4/3,yK,4-roll=2")},
      {"chaturanga-modern mode=ffa",
       fen4('R', "4,rK,3/4,rP,3/8/8/8/1,bP,4,gP,gK/bK,2,yP,4/3,yK,4")},
      {"chaturaji-biruni", fen4('R', "4,rK,3/4,rP,3/8/8/8/1,bP,4,gP,gK/bK,2,yP,4/3,yK,4-roll=1")},
  };
  for (const auto& [id, fen] : cases) {
    auto rules = engine::testing::rules(id);
    engine::Position pos = engine::parse_fen(*rules, fen);
    for (int depth = 1; depth <= 2; ++depth) {
      const Evaluator eval(*rules, EvalFeatures{});
      const int expected = Expectimax{eval, pos.controller(pos.to_move())}(pos, depth);
      EXPECT_EQ(search(*rules, pos, depth).score, expected) << id << " depth " << depth << fen;
    }
  }
}

TEST(ChanceSearch, WeighsTheOpponentsChancesToRecapture) {
  // al-Biruni's dice, Red to move with a 4 left for its elephant on a4: it may take a Green boat
  // on a7, which Green's horse (c8) retakes only on a 3 (11 rolls in 36), or on d4, a better
  // square that Green's pawn (e3) retakes on a 1 or a 5 (20 in 36). Only the chances tell them
  // apart: a worst-case search loses the elephant either way and prefers the centre.
  auto rules = engine::testing::rules("chaturaji-biruni");
  const std::string fen = fen4('R', "2,gN,4,rK/gB,7/8/8/rR,2,gB,4/4,gP,3/8/7,gK-roll=4");
  EXPECT_EQ(best_text(*rules, fen, 2), "a4xa7");
}

TEST(ChanceSearch, FreeForAllTakesTheKingThatBringsItsArmy) {
  // A free-for-all under captor control: Red's elephant may take Yellow's elephant (b4) or
  // Green's king (h8), which gives Red Green's elephant and horse. A player takes the king.
  auto rules = engine::testing::rules("chaturanga-modern mode=ffa");
  const std::string fen = fen4('R', "4,rK,2,gK/8/gR,5,gN,1/8/1,yR,5,rR/8/8/bK,2,yK,4");
  EXPECT_EQ(best_text(*rules, fen, 3), "h4xh8");
}

TEST(ChanceSearch, FindsTheKingCaptureInEveryNewRuleSet) {
  // Red's elephant on a4 takes Green's king on h4 along the empty fourth rank; with dice, Red
  // has a 4 left. Every army keeps a pawn, so that no bare king ends the classic games.
  const std::string rows = "1,bK,2,rK,3/2,bP,1,rP,3/8/8/rR,6,gK/8/3,yP,3,gP/3,yK,4";
  for (const char* id : kNewRuleSets) {
    auto rules = engine::testing::rules(id);
    const std::string fen = fen4('R', rows + (rules->has_dice() ? "-roll=4" : ""));
    EXPECT_EQ(best_text(*rules, fen, 3), "a4xh4") << id;
  }
}

TEST(Evaluation, ThreatLossesWeighTheAttackersDie) {
  // al-Biruni: Green's horse (e3) attacks Red's elephant (c4). A horse moves on a 3, which one
  // of two dice shows in 11 throws of 36 (306 in 1000); an elephant is worth 400 and half of the
  // worst threat counts: 400 * 0.306 / 2 = 61.
  auto rules = engine::testing::rules("chaturaji-biruni");
  const std::string open = "4,rK,1,yK,1/8/8/8/2,rR,5/4,gN,3/8/bK,6,gK";
  const Evaluator eval(*rules, EvalFeatures{});
  const auto red = [&](const std::string& fen) {
    return eval.threat_losses(engine::parse_fen(*rules, fen))[0];
  };
  EXPECT_EQ(red(fen4('R', open)), 61);
  const auto others = eval.threat_losses(engine::parse_fen(*rules, fen4('R', open)));
  EXPECT_EQ(others[1] + others[2] + others[3], 0);
  // Once Green rolled, its captures are the search's to try: no threat term for them.
  EXPECT_EQ(red(fen4('G', open + "-roll=3,4")), 0);
  // Red's king on b5 defends the elephant: Green gains the elephant less its horse.
  // (400 - 300) * 0.306 / 2 = 15.
  EXPECT_EQ(red(fen4('R', "6,yK,1/8/8/1,rK,6/2,rR,5/4,gN,3/8/bK,6,gK")), 15);
  // Without the feature, and in games without dice, there is no such term.
  EXPECT_EQ(Evaluator(*rules, EvalFeatures{.threats = false})
                .threat_losses(engine::parse_fen(*rules, fen4('R', open)))[0],
            0);
  auto classic = engine::testing::rules("chaturaji-classic");
  EXPECT_EQ(Evaluator(*classic, EvalFeatures{})
                .threat_losses(engine::parse_fen(*classic, fen4('R', open)))[0],
            0);
}

TEST(ChanceSearch, Level3DeclinesAPawnThatTheArmyAfterNextWins) {
  // al-Biruni, Red with a 4 left for its elephant (d6): it may take Green's pawn on a6, where
  // Black's elephant (a8) takes it back on a 4 or a 6 (20 throws in 36): Red would pay 4 for a
  // pawn's 1. Black moves third after Red, beyond level2's sight (Red's ply, Green's turn and
  // Green's captures); level3 sees it by its search and by its threat term, and declines.
  auto rules = engine::testing::rules("chaturaji-biruni");
  const std::string fen = fen4('R', "bR,4,bK,1,rK/8/gP,2,rR,4/8/8/8/8/4,yK,2,gK-roll=4");
  const auto choice = [&](const char* level) {
    engine::Position pos = engine::parse_fen(*rules, fen);
    LevelPlayer player(*rules, *find_level(level), 1);
    const std::atomic<bool> stop{false};
    return engine::move_to_text(pos, player.think(pos, Limits{}, stop).best);
  };
  EXPECT_EQ(choice("level2"), "d6xa6");
  EXPECT_NE(choice("level3"), "d6xa6");
}

TEST(ChanceSearch, TheTranspositionTableKeepsRollsApart) {
  // The same board with other unused dice is another position for the table too.
  auto rules = engine::testing::rules("chaturaji-dice");
  engine::Position pos(*rules);
  const std::uint64_t before = pos.hash();
  pos.roll(2, 3);
  const std::uint64_t two_three = pos.hash();
  pos.unroll();
  pos.roll(4, 5);
  EXPECT_NE(pos.hash(), two_three);
  EXPECT_NE(pos.hash(), before);
  EXPECT_NE(two_three, before);
}

TEST(ChanceSearch, RandomAndSearchingLevelsNeverPlayAnIllegalMove) {
  for (const char* id : kNewRuleSets)
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      auto rules = engine::testing::rules(id);
      LevelPlayer random(*rules, *find_level("random"), seed);
      LevelPlayer level1(*rules, *find_level("level1"), seed);
      engine::Position pos(*rules);
      std::mt19937_64 rng(seed);
      const std::atomic<bool> stop{false};
      Limits limits;
      limits.nodes = 300;
      for (int ply = 0; ply < 160 && !engine::outcome(pos).finished(); ++ply) {
        engine::testing::roll_if_due(pos, rng);
        LevelPlayer& player = pos.to_move() % 2 == 0 ? random : level1;
        const engine::Move m = player.think(pos, limits, stop).best;
        ASSERT_TRUE(is_legal(pos, m)) << id << " ply " << ply << ": " << engine::to_fen(pos);
        pos.make(m);
      }
    }
}

}  // namespace
}  // namespace chatur::players
