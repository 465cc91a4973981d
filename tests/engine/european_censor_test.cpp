// European Chess: China's censor of its opponents' moves (docs/rules/european.md), each in a
// situation counted by hand, with only the pieces named (free-for-all unless said).
#include <gtest/gtest.h>

#include "tests/engine/european_test_util.h"

namespace chatur::engine {
namespace {

using testing::at;
using testing::european;
using testing::fen_round_trips;
using testing::has;
using testing::kBlack;
using testing::kGreen;
using testing::kRed;
using testing::kYellow;
using testing::legal_texts;
using testing::Moves;
using testing::piece;
using testing::place;
using testing::play;

bool in_fen(const Position& pos, const std::string& part) {
  return to_fen(pos).find(part) != std::string::npos;
}

// An enemy's move waits for China's decision; "--" lets it be made, with nothing counted for
// the decision.
TEST(EuropeanCensor, AnEnemyMoveWaitsForChina) {
  auto rules = european("china,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 gKh1 gNg3 yKa1 bKa8");
  const int ply = pos.ply(), no_progress = pos.no_progress();
  play(pos, "h1-g1");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kCensor);
  EXPECT_EQ(pos.interrupted(), kGreen);
  EXPECT_EQ(at(pos, "h1"), piece(*rules, kGreen, 'K'));  // nothing of the move has happened
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "censor"}));
  EXPECT_FALSE(pos.mid_turn());
  EXPECT_TRUE(in_fen(pos, "-censor=gh1g1")) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "--");
  EXPECT_EQ(at(pos, "g1"), piece(*rules, kGreen, 'K'));
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_EQ(pos.ply(), ply + 2);
  EXPECT_EQ(pos.no_progress(), no_progress + 1);
  EXPECT_EQ(pos.passes(), 0);
}

// A censored move is not made: its army moves again without the piece, and China may not censor
// again until its next turn has ended.
TEST(EuropeanCensor, ACensoredPieceMayNotMoveAndChinaWaitsForItsNextTurn) {
  auto rules = european("china,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 gKh1 gNg3 yKa1 bKa8");
  play(pos, "h1-g1 censor");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  EXPECT_EQ(at(pos, "h1"), piece(*rules, kGreen, 'K'));
  EXPECT_FALSE(pos.mid_turn());
  EXPECT_TRUE(pos.censor_barred(kRed));
  const Moves redo = legal_texts(pos);
  EXPECT_FALSE(has(redo, "h1-g1"));
  EXPECT_FALSE(has(redo, "h1-h2"));
  EXPECT_TRUE(has(redo, "g3-e4"));
  EXPECT_TRUE(in_fen(pos, "st=q,vh1,,")) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  // Barred: no offer on Green's, Yellow's or Black's moves; its own turn ends the bar.
  play(pos, "g3-e4");
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_FALSE(has(legal_texts(pos), "censor"));
  play(pos, "a1-b1 a8-b8");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_TRUE(pos.censor_barred(kRed));
  play(pos, "h8-g8");
  EXPECT_FALSE(pos.censor_barred(kRed));
  EXPECT_EQ(pos.to_move(), kGreen);
  play(pos, "h1-g1");
  EXPECT_EQ(pos.continuation(), Continuation::kCensor);
}

// No decision when the mover has no other legal move that is not "--" and moves another piece;
// in teams a partner's move is not offered.
TEST(EuropeanCensor, OnlyAnOpponentWithAnotherMoveIsCensored) {
  auto rules = european("china,chatanooga,chatanooga,chatanooga");
  Position alone = place(*rules, kGreen, "rKh8 gKh1 yKa1 yRa2 bKa8");
  ASSERT_EQ(legal_texts(alone), (Moves{"h1-g1"}));
  const int ply = alone.ply();
  play(alone, "h1-g1");
  EXPECT_EQ(alone.to_move(), kYellow);
  EXPECT_EQ(alone.ply(), ply + 1);

  auto teams = testing::rules("european armies=china,chatanooga,chatanooga,chatanooga mode=teams");
  Position pos = place(*teams, kYellow, "rKh8 gKh1 gNg3 yKa1 yNc3 bKa8 bNb6");
  play(pos, "a1-b1");
  EXPECT_EQ(pos.to_move(), kBlack);
  play(pos, "a8-b7");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kCensor);
}

// Chinese armies decide in turn order after the mover; one that lets the move go passes the
// decision on, and one that did not censor may censor the move chosen in its place.
TEST(EuropeanCensor, ChineseArmiesDecideInTurnOrder) {
  auto rules = european("china,chatanooga,china,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 gKh1 gNg3 gPg2 yKa1 bKa8");
  play(pos, "h1-g1");
  EXPECT_EQ(pos.to_move(), kYellow);
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kCensor);
  play(pos, "censor");
  EXPECT_EQ(pos.to_move(), kGreen);
  play(pos, "g3-e4");
  EXPECT_EQ(pos.to_move(), kYellow);
  play(pos, "censor");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(in_fen(pos, "vh1vg3")) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  for (const std::string& m : legal_texts(pos)) EXPECT_EQ(m.substr(0, 2), "g2") << m;
  play(pos, "g2-f2");  // both Chinese armies have censored: made at once
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_EQ(at(pos, "f2"), piece(*rules, kGreen, 'P'));
}

// A censored Rome pair bars both its pawns, alone and in every other pair.
TEST(EuropeanCensor, ACensoredPairBarsBothPawns) {
  auto rules = european("rome,china,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rPe7 rPf7 rPg7 gKh1 yKa1 bKa8");
  play(pos, "e7-e6&f7-f6");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(in_fen(pos, "-censor=re7e6&f7f6")) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "censor");
  const Moves redo = legal_texts(pos);
  EXPECT_TRUE(has(redo, "g7-g6"));
  for (const std::string& m : redo) {
    EXPECT_EQ(m.find("e7"), std::string::npos) << m;
    EXPECT_EQ(m.find("f7"), std::string::npos) << m;
  }
}

// Each ply of a turn of two is decided on its own; the ply after a decision starts a slot of its
// own, and a censored second ply leaves the rest of the turn to the other pieces.
TEST(EuropeanCensor, EachPlyOfATurnOfTwoIsDecided) {
  auto rules = european("sweden,china,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rNf6 rBe8 gKh1 yKa1 bKa8");
  play(pos, "h8-g8");
  EXPECT_EQ(pos.to_move(), kGreen);
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kOtherPiece);
  EXPECT_FALSE(pos.mid_turn());  // a new slot after Green's decision
  play(pos, "f6-e4");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(in_fen(pos, "st=o,,,")) << to_fen(pos);  // Red's turn state while Green decides
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "censor");
  EXPECT_EQ(pos.continuation(), Continuation::kOtherPiece);
  const Moves redo = legal_texts(pos);
  EXPECT_TRUE(has(redo, "--"));
  EXPECT_TRUE(has(redo, "e8-d7"));
  EXPECT_FALSE(has(redo, "f6-e4"));
  play(pos, "e8-d7");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  EXPECT_EQ(at(pos, "f6"), piece(*rules, kRed, 'N'));
}

// A China that resigns while deciding leaves the game; nothing is censored and the army that
// chose the move chooses again.
TEST(EuropeanCensor, AResignationWhileDecidingCensorsNothing) {
  auto rules = european("china,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 rNf6 gKh1 gNg3 yKa1 bKa8");
  play(pos, "h1-g1 resign");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kResigned);
  EXPECT_EQ(at(pos, "f6"), kEmpty);  // its pieces left the board
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  EXPECT_EQ(at(pos, "h1"), piece(*rules, kGreen, 'K'));
  EXPECT_TRUE(has(legal_texts(pos), "h1-g1"));
  EXPECT_FALSE(pos.mid_turn());
  play(pos, "h1-g1");
  EXPECT_EQ(pos.to_move(), kYellow);
}

// FEN4's pending move is checked: a China deciding, a legal move it may censor.
TEST(EuropeanCensor, APendingMoveInFen4IsChecked) {
  auto rules = european("china,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 gKh1 gNg3 yKa1 bKa8");
  play(pos, "h1-g1");
  const std::string fen = to_fen(pos);
  const auto field = fen.find("-censor=gh1g1");
  ASSERT_NE(field, std::string::npos) << fen;
  for (const char* bad : {"-censor=gh1f1", "-censor=rh8g8", "-censor=g", "-censor=xh1g1"}) {
    std::string text = fen;
    text.replace(field, 13, bad);
    EXPECT_THROW(parse_fen(*rules, text), FenError) << text;
  }
  std::string not_china = fen;
  not_china[0] = 'Y';  // Yellow is no China
  EXPECT_THROW(parse_fen(*rules, not_china), FenError) << not_china;
}

// A censored piece that Macedonia then takes off the board is censored no more: the position is
// written and read back, and the square is free for another piece of the same turn.
TEST(EuropeanCensor, ACensoredPieceRemovedByMacedoniaLeavesTheList) {
  auto rules = european("china,macedonia,chatanooga,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 gKh1 gNg3 gRg6 yKa1 bKa8");
  play(pos, "g3-f5 censor h1-g1");
  EXPECT_TRUE(in_fen(pos, "vg3")) << to_fen(pos);
  play(pos, "xg3");
  EXPECT_EQ(at(pos, "g3"), kEmpty);
  EXPECT_FALSE(in_fen(pos, "vg3")) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  EXPECT_TRUE(has(legal_texts(pos), "g6-g3"));
}

}  // namespace
}  // namespace chatur::engine
