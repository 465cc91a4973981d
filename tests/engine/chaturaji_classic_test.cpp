// Hand-checked positions for chaturaji-classic: every test situation of the rules (king exchange,
// waiting pawns, thrones and stakes, command, bare king, win stakes).
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_from;
using testing::legal_texts;
using testing::play;
using V = std::vector<std::string>;

class ChaturajiClassic : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> rules_ = testing::rules("chaturaji-classic");
  Position at(char turn, const std::string& rest, const std::string& points = "0,0,0,0") {
    return parse_fen(*rules_, testing::fen4(turn, rest, points));
  }
  int type(const Position& pos, const char* square) {
    return type_of(pos.at(*rules_->geometry().parse(square)));
  }
  int letter(char c) { return *rules_->type_by_letter(c); }
};

// Green's king at h8, Yellow's at g6; Red's king was taken by Green before.
const std::string kExchange = "7,gK/bR,7/2,rB,2,bP,yK,1/4,rP,3/1,bK,6/3,yP,1,gN,2/2,yN,3,gP,1/8";

TEST_F(ChaturajiClassic, ACaptureOfAKingMayDemandTheExchange) {
  Position pos = at('Y', kExchange + "-cap=g,,,");
  const V moves = legal_from(pos, "c2");
  EXPECT_NE(std::find(moves.begin(), moves.end(), "c2xb4"), moves.end());
  EXPECT_NE(std::find(moves.begin(), moves.end(), "c2xb4^"), moves.end());
  play(pos, "c2xb4^");
  EXPECT_EQ(pos.royals_in_hand(3), 1);
  EXPECT_EQ(pos.royals_in_hand(0), 1);
  EXPECT_EQ(pos.kings_returned(3), 1);
  // Black spends its turn placing its king: one move per empty square, nothing else.
  const V black = legal_texts(pos);
  EXPECT_EQ(black.size(), 64u - pos.pieces(0).size() - pos.pieces(1).size() - pos.pieces(2).size() -
                              pos.pieces(3).size());
  for (const auto& m : black) EXPECT_EQ(m.substr(0, 2), "K@");
  play(pos, "K@e4");
  for (const auto& m : legal_texts(pos)) EXPECT_EQ(m.substr(0, 2), "K@");
  play(pos, "K@h1");
  EXPECT_EQ(pos.royal_count(0), 1);
  EXPECT_NE(to_fen(pos).find("-ret=1,0,0,1"), std::string::npos) << to_fen(pos);
}

TEST_F(ChaturajiClassic, AKingReturnedOnceIsLostForGood) {
  Position pos = at('Y', kExchange + "-cap=g,,,-ret=0,0,0,1");
  const V moves = legal_from(pos, "c2");
  EXPECT_NE(std::find(moves.begin(), moves.end(), "c2xb4"), moves.end());
  EXPECT_EQ(std::find(moves.begin(), moves.end(), "c2xb4^"), moves.end());
}

TEST_F(ChaturajiClassic, AWaitingPawnChangesWhenAnotherArmysCapturePermitsIt) {
  // Red pawns f1 (waiting on the elephant square), g5 and h6: three pawns, no promotion.
  Position pos =
      at('G', "bK,bN,2,rK,2,gK/8/7,rP/3,bP,2,rP,1/8/yN,6,gN/7,gP/3,yK,1,rP,2-wait=f1,,,");
  EXPECT_EQ(type(pos, "f1"), letter('P'));
  play(pos, "h3xg5");
  EXPECT_EQ(type(pos, "f1"), letter('R'));
  EXPECT_TRUE(pos.waiting(0).empty());
  pos.unmake();
  EXPECT_EQ(type(pos, "f1"), letter('P'));
}

TEST_F(ChaturajiClassic, TheSquareNamesThePieceThePawnCountPermits) {
  // King and boat only: the lone pawn may become anything, here a king.
  Position lone = at('R', "rK,6,gK/7,gN/8/8/8/8/4,rP,3/rB,5,yN,yK");
  EXPECT_EQ(legal_from(lone, "e2"), (V{"e2-e1=K"}));
  // With an elephant as well it waits.
  Position elephant = at('R', "rK,rR,5,gK/7,gN/8/8/8/8/4,rP,3/rB,5,yN,yK");
  EXPECT_EQ(legal_from(elephant, "e2"), (V{"e2-e1"}));
  play(elephant, "e2-e1");
  EXPECT_EQ(elephant.waiting(0).size(), 1u);
  // Two pawns: the boat square waits.
  Position two = at('R', "rK,5,rP,gK/7,gN/8/8/8/8/7,rP/5,yN,yK,1");
  EXPECT_EQ(legal_from(two, "h2"), (V{"h2-h1"}));
}

TEST_F(ChaturajiClassic, ThronesScoreOnceAndDoubleWithTheirKing) {
  Position pos = at('R', "bK,bB,5,yK/8/8/6,rK,1/8/8/yB,6,rB/gB,6,gK");
  play(pos, "g5-h4 h1-g1 h8-g8 a8-a7");
  EXPECT_EQ(pos.points(0), 1);
  play(pos, "h4-g5 g1-h1 g8-h8 a7-a8 g5-h4");
  EXPECT_EQ(pos.points(0), 1);
  Position capture = at('R', "bK,bB,5,yK/8/8/6,rK,1/7,gK/8/yB,6,rB/gB,7");
  play(capture, "g5xh4");
  EXPECT_EQ(capture.points(0), 2);
  EXPECT_NE(to_fen(capture).find("-thr=g,,,"), std::string::npos) << to_fen(capture);
}

TEST_F(ChaturajiClassic, AKingOnThePartnersThroneCommandsIt) {
  // Yellow's king is gone: Yellow is frozen until Red's king reaches d1.
  Position pos = at('R', "bK,bB,5,gK/7,gN/8/8/8/2,yN,5/4,rK,3/rB,7-cap=,,g,");
  play(pos, "e2-d1 h8-g8");
  EXPECT_EQ(pos.controller(2), 0);
  EXPECT_FALSE(pos.frozen());
  EXPECT_NE(legal_texts(pos), V{"--"});
  Position frozen = at('Y', "bK,bB,5,gK/7,gN/8/8/8/2,yN,5/4,rK,3/rB,7-cap=,,g,");
  EXPECT_EQ(legal_texts(frozen), V{"--"});
}

TEST_F(ChaturajiClassic, BareKingEndsTheGameWithoutWinStakes) {
  Position pos = at('R', "7,rB/8/8/8/bK,1,bR,5/2,rK,5/8/yK,yN,2,gK,gN,2", "0,0,1,0");
  play(pos, "c3xc4");
  const Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kBareKing);
  EXPECT_EQ(o.points, (std::array<int, 4>{0, 0, 1, 0}));
  EXPECT_EQ(result_text(o), "1-0");
}

TEST_F(ChaturajiClassic, WinStakesCountHowTheOpposingKingsFell) {
  // Yellow's king took Green's king on h4 (2 stakes); Yellow's king takes Black's on its throne.
  Position pos = at('Y', "bB,2,rK,4/3,rP,4/8/bK,7/1,yK,6/8/8/7,yN-cap=,ykt,,-thr=,,g,", "0,0,2,0");
  play(pos, "b4xa5");
  const Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kKingsCaptured);
  EXPECT_EQ(o.points, (std::array<int, 4>{1, 0, 8, 0}));
  EXPECT_EQ(result_text(o), "1-0");
}

}  // namespace
}  // namespace chatur::engine
