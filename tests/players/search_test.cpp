// The search finds forced wins in two- and four-army positions, and evaluation and the
// transposition table keep their promises.
#include "players/search.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/european_armies.h"
#include "engine/rule_sets/registry.h"
#include "players/evaluation.h"
#include "players/self_play.h"
#include "players/transposition_table.h"

namespace chatur::players {
namespace {

// A four-army position with Red to move and no castling, points or clock: `rows` from rank 8.
std::string fen4(const std::string& rows) {
  return "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + rows;
}

struct Found {
  std::string move;
  SearchResult result;
};

Found best(const std::string& variant, const std::string& fen, int depth) {
  auto rules = engine::rule_sets::make(variant);
  engine::Position pos = engine::parse_fen(*rules, fen);
  Search search(*rules, SearchOptions{});
  Limits limits;
  limits.depth = depth;
  const std::atomic<bool> stop{false};
  SearchResult r = search.run(pos, limits, stop);
  return {r.best.is_null() ? "" : engine::move_to_text(pos, r.best), r};
}

TEST(Search, ChessMateInOne) {
  Found f = best("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 4);
  EXPECT_EQ(f.move, "a1-a8");
  EXPECT_EQ(mate_in(f.result.score), 1);
}

TEST(Search, ChessMateInTwo) {
  // Legall's mate: 1. Nf6+ gxf6 2. Bxf7#.
  Found f = best("chess", "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 5);
  EXPECT_EQ(f.move, "d5-f6");
  EXPECT_EQ(mate_in(f.result.score), 2);
}

TEST(Search, ChessDefendsAgainstMate) {
  // Black is mated on the back rank unless the king gets air or a piece covers a8/a-file.
  Found f = best("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1", 4);
  EXPECT_FALSE(mate_in(f.result.score).has_value());
}

// Rome's pairs of pawn moves, five pawns a step from promotion: more than a thousand moves at the
// root and at every ply where Rome moves. The search orders them all and plays one.
TEST(Search, SearchesAPositionOfMoreThanAThousandMoves) {
  engine::RuleOptions options;
  int seat = 0;
  for (const char* army : {"rome", "huns", "germany", "barbarians"})
    options.armies[seat++] = static_cast<std::uint8_t>(*engine::rule_sets::european_army(army));
  auto rules = engine::rule_sets::make("european", options);
  engine::Position pos =
      engine::parse_fen(*rules, fen4("bB,rQ,3,rK,rR,rN/bN,gP,2,rP,rP,rP,rP/bR,bP,6/bK,bP,6/"
                                     "6,gQ,gK/6,gP,gR/yP,2,rP,rP,rP,rP,rP/yB,yN,yR,bQ,2,gP,gB"));
  engine::MoveList legal;
  engine::generate_legal(pos, legal);
  ASSERT_GT(legal.size(), engine::MoveList::kInPlace);
  Search search(*rules, SearchOptions{});
  Limits limits;
  limits.depth = 2;
  const std::atomic<bool> stop{false};
  const SearchResult r = search.run(pos, limits, stop);
  EXPECT_TRUE(legal.contains(r.best)) << engine::move_to_text(pos, r.best);
}

TEST(Search, ChaturajiCapturesAKing) {
  // Red's elephant on a4 takes Green's king on h4 along the empty fourth rank.
  Found f = best("chaturaji", fen4("4,rK,3/1,bK,6/8/8/rR,6,gK/8/8/3,yK,4"), 3);
  EXPECT_EQ(f.move, "a4xh4");
}

TEST(Search, ChaturajiTakesTheLastKingToWin) {
  // Green's king is gone; taking Black's king on f6 ends the game for Red and Yellow at once.
  Found f = best("chaturaji", fen4("4,rK,3/8/5,bK,2/3,rN,4/8/8/8/3,yK,4"), 2);
  EXPECT_EQ(f.move, "d5xf6");
  EXPECT_EQ(mate_in(f.result.score), 1);
}

TEST(Search, PassesWhenAnArmyHasNoMove) {
  // Green has no pieces: its only move is the pass, and the search plays it.
  Found f =
      best("chaturaji", "G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-4,rK,3/8/8/bK,7/8/8/8/3,yK,4", 3);
  EXPECT_EQ(f.move, "--");
}

TEST(Search, GameOverHasNoMove) {
  // Fool's mate: White is checkmated.
  Found f = best("chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", 3);
  EXPECT_EQ(f.move, "");
  EXPECT_TRUE(f.result.best.is_null());
}

TEST(Search, StopsAtOnceWithALegalMove) {
  auto rules = engine::rule_sets::make("chess");
  engine::Position pos(*rules);
  Search search(*rules, SearchOptions{});
  const std::atomic<bool> stop{true};
  Limits limits;
  limits.infinite = true;
  SearchResult r = search.run(pos, limits, stop);
  ASSERT_FALSE(r.best.is_null());
  EXPECT_NO_THROW(engine::parse_move(pos, engine::move_to_text(pos, r.best)));
}

TEST(Search, NodeLimitIsDeterministic) {
  auto rules = engine::rule_sets::make("chaturaji");
  Limits limits;
  limits.nodes = 5000;
  const std::atomic<bool> stop{false};
  // Fresh positions: make/unmake may leave a position's piece lists in another order, which
  // changes the move generation order and so the search.
  engine::Position pa(*rules), pb(*rules);
  Search a(*rules, SearchOptions{}), b(*rules, SearchOptions{});
  SearchResult ra = a.run(pa, limits, stop), rb = b.run(pb, limits, stop);
  EXPECT_EQ(ra.best, rb.best);
  EXPECT_EQ(ra.nodes, rb.nodes);
  EXPECT_LE(ra.nodes, 5000u + 1);
}

TEST(Evaluation, PieceValuesFollowReach) {
  auto chess = engine::rule_sets::make("chess");
  Evaluator e(*chess, EvalFeatures{});
  auto v = [&](char c) { return e.value(*chess->type_by_letter(c)); };
  EXPECT_EQ(v('P'), 100);
  EXPECT_EQ(v('K'), 0);  // never captured under checkmate rules
  EXPECT_LT(v('P'), v('N'));
  EXPECT_LT(v('N'), v('B'));
  EXPECT_LT(v('B'), v('R'));
  EXPECT_LT(v('R'), v('Q'));
  EXPECT_NEAR(v('N'), 325, 10);
  EXPECT_NEAR(v('Q'), 870, 40);

  auto chaturaji = engine::rule_sets::make("chaturaji");
  Evaluator f(*chaturaji, EvalFeatures{});
  auto w = [&](char c) { return f.value(*chaturaji->type_by_letter(c)); };
  EXPECT_EQ(w('K'), Evaluator::kRoyalValue);
  EXPECT_LT(w('B'), w('N'));  // the boat (alfil) reaches fewer squares than the horse
  EXPECT_LT(w('N'), w('R'));
}

TEST(Evaluation, SymmetricStartsAreEven) {
  for (const char* id : {"chess", "chaturaji"}) {
    auto rules = engine::rule_sets::make(id);
    engine::Position pos(*rules);
    EXPECT_EQ(Evaluator(*rules, EvalFeatures{}).evaluate(pos), 0) << id;
  }
}

TEST(Evaluation, ScoresForTheTeamToMove) {
  auto rules = engine::rule_sets::make("chaturaji");
  // Red and Yellow have an extra elephant; Green to move sees that as bad for its team.
  const std::string rows = "4,rK,3/8/8/bK,7/4,rR,3/7,gK/8/3,yK,4";
  Evaluator e(*rules, EvalFeatures{});
  EXPECT_GT(e.evaluate(engine::parse_fen(*rules, fen4(rows))), 300);
  EXPECT_LT(e.evaluate(engine::parse_fen(*rules, "G" + fen4(rows).substr(1))), -300);
}

// Pieces that come into the game later count: the Ottoman reserve in hand is its army's
// material, Persia's pool and pawns to place after Poland's gift count too.
TEST(Evaluation, PiecesToComeAreMaterial) {
  auto rules = engine::rule_sets::make("european", [] {
    engine::RuleOptions o;
    engine::rule_sets::set_option(o, "armies=ottoman,persia,poland,chatanooga");
    return o;
  }());
  const std::string rest =
      "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,rK/8/8/8/8/8/8/yK,6,gK-"
      "army=ottoman,persia,poland,chatanooga-sq=e8f8g7h7,f1f2f3f4,a3b3c3d3,";
  Evaluator e(*rules, EvalFeatures{});
  const engine::Position bare = engine::parse_fen(*rules, rest);
  const engine::Position stocked = engine::parse_fen(*rules, rest + "-pool=,NN,,-hand=PPBBNNR,,,");
  for (int army : {0, 1})
    EXPECT_GT(e.army_score(stocked, army), e.army_score(bare, army) + 200) << army;
  const engine::Position gift = engine::parse_fen(*rules, rest + "-st=,g2,,");
  EXPECT_GT(e.army_score(gift, 1), e.army_score(bare, 1));
}

TEST(TranspositionTable, StoresAndReplaces) {
  TranspositionTable tt(1);
  const engine::Move m(engine::MoveKind::kNormal, 40, 50);
  EXPECT_EQ(tt.probe(12345), nullptr);
  tt.store(12345, m, 77, 5, Bound::kExact);
  const TTEntry* e = tt.probe(12345);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(engine::Move(e->move), m);
  EXPECT_EQ(e->score, 77);
  EXPECT_EQ(e->depth, 5);
  // A shallower bound of the same position keeps the deeper result.
  tt.store(12345, engine::kNullMove, -3, 2, Bound::kUpper);
  EXPECT_EQ(tt.probe(12345)->depth, 5);
  tt.clear();
  EXPECT_EQ(tt.probe(12345), nullptr);
}

// Among four armies capture sequences and checks chain around the table; quiescence bounds them,
// so a depth-1 search of a crowded free-for-all middlegame (dead pieces included) stays small.
TEST(Search, FreeForAllQuiescenceIsBounded) {
  auto rules = engine::rule_sets::make("four-player-ffa");
  std::uint64_t most = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const PlayedGame g = play_random_game(*rules, seed, 60 + 10 * static_cast<int>(seed));
    if (!g.cut_off) continue;
    engine::Position pos = engine::parse_fen(*rules, g.final_fen);
    Search search(*rules, SearchOptions{});
    Limits limits;
    limits.depth = 2;
    const std::atomic<bool> stop{false};
    const SearchResult r = search.run(pos, limits, stop);
    EXPECT_FALSE(r.best.is_null()) << g.final_fen;
    most = std::max(most, r.nodes);
  }
  EXPECT_GT(most, 0u);
  EXPECT_LT(most, 2000000u);
}

}  // namespace
}  // namespace chatur::players
