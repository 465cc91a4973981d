// European Chess: Persia (docs/rules/european.md), its lost pieces coming back on its red squares
// and its rule of check, in situations counted by hand. Red's area is e7-h8; Red moves down the
// board, Green toward file a, Yellow up, Black toward file h.
#include <gtest/gtest.h>

#include "tests/engine/european_test_util.h"

namespace chatur::engine {
namespace {

using testing::at;
using testing::european;
using testing::fen_round_trips;
using testing::has;
using testing::kGreen;
using testing::kRed;
using testing::legal_texts;
using testing::piece;
using testing::play;

constexpr const char* kPersia = "persia,chatanooga,chatanooga,chatanooga";

// The docs' example: Red Persia, red squares e6 to h6.
constexpr const char* kPersiaStart =
    "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
    "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
    "army=persia,chatanooga,chatanooga,chatanooga-sq=e6f6g6h6,,,";

// A position of the pieces with Red's red squares e6-h6, `pool` in its pool and `lost` lost in
// the turn going on.
Position persian(const RuleSet& rules, int to_move, const std::string& pieces,
                 const std::string& pool, const std::string& lost = "") {
  Setup setup = testing::setup_of(rules, to_move, pieces);
  for (const char* sq : {"e6", "f6", "g6", "h6"})
    setup.placement[kRed].push_back(*rules.geometry().parse(sq));
  for (char c : pool) ++setup.pools[kRed][*rules.type_by_letter(c)];
  for (char c : lost) ++setup.returning[*rules.type_by_letter(c)];
  return Position(rules, setup);
}

TEST(EuropeanReturns, PlaysOnlyFromAPositionNamingItsSquares) {
  auto rules = european(kPersia);
  EXPECT_THROW(Position{*rules}, std::invalid_argument);
  Position pos = parse_fen(*rules, kPersiaStart);
  EXPECT_EQ(to_fen(pos), kPersiaStart);
  EXPECT_EQ(legal_texts(pos).size(), 13u);  // Chatanooga's
}

// A piece taken on another army's turn comes back at the end of Persia's next turn, after its
// move, one placement ply per piece, on an empty red square; "--" keeps the rest in the pool.
TEST(EuropeanReturns, ATakenPieceComesBackAfterPersiasNextTurn) {
  auto rules = european(kPersia);
  const int knight = *rules->type_by_letter('N');
  Position pos = persian(*rules, kGreen, "rKh8 rNd5 gKh1 gBa2 yKa1 bKa8", "");
  play(pos, "a2xd5");
  EXPECT_EQ(pos.pool(kRed, knight), 1);
  play(pos, "a1-b1 a8-b8");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_FALSE(has(legal_texts(pos), "N@e6"));  // not instead of the move
  play(pos, "h8-h7");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kReturn);
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"--", "N@e6", "N@f6", "N@g6", "N@h6"}));
  EXPECT_NE(to_fen(pos).find("-st=r,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "N@f6");
  // The pool is empty: the turn ends without "--".
  EXPECT_EQ(at(pos, "f6"), piece(*rules, kRed, 'N'));
  EXPECT_EQ(pos.to_move(), kGreen);
}

// A piece lost in Persia's own turn waits for the end of its following turn (st=w).
TEST(EuropeanReturns, APieceLostInItsOwnTurnWaitsATurnMore) {
  auto rules = european(kPersia);
  const int bishop = *rules->type_by_letter('B');
  Position pos = persian(*rules, kRed, "rKh8 gKh1 yKa1 bKa8", "", "B");
  EXPECT_NE(to_fen(pos).find("-st=wB,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "h8-g8");
  EXPECT_EQ(pos.to_move(), kGreen);  // no placement now
  EXPECT_EQ(pos.pool(kRed, bishop), 1);
  play(pos, "h1-g1 a1-b1 a8-b8 g8-h8");
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"--", "B@e6", "B@f6", "B@g6", "B@h6"}));
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.pool(kRed, bishop), 1);
  EXPECT_EQ(pos.passes(), 0);  // declining is no pass
}

// In check at its turn's start Persia must take a checking piece; with no such capture it is
// mated, though its king could step away.
TEST(EuropeanReturns, InCheckItMustTakeTheChecker) {
  auto rules = european(kPersia);
  {
    Position pos = persian(*rules, kRed, "rKh8 rNg3 rRa7 gKd4 gRh1 yKa1 bKc8", "");
    EXPECT_EQ(legal_texts(pos), (testing::Moves{"g3xh1"}));
  }
  {
    // The rook on a7 cannot take the checker: Persia is mated when its turn comes.
    Position pos = persian(*rules, testing::kBlack, "rKh8 rRa7 gKd4 yKa1 bKc6 bRb1", "");
    play(pos, "b1-h1");
    EXPECT_EQ(pos.status(kRed), ArmyStatus::kCheckmated);
    EXPECT_EQ(pos.controller(kRed), testing::kBlack);
    EXPECT_EQ(pos.to_move(), kGreen);
  }
}

TEST(EuropeanReturns, RandomGamesFromAGivenStart) {
  testing::play_placing_games({"persia,chatanooga,chatanooga,chatanooga", "persia,iraq,persia,usa",
                               "mafia,persia,ottoman,rome"},
                              7);
}

}  // namespace
}  // namespace chatur::engine
