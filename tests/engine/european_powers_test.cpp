// European Chess: the powers of the Huns, Athens, Iraq, Switzerland, Sweden, Portugal, Japan and
// Israel
// (docs/rules/european.md), each in a situation counted by hand, with only the pieces named
// (free-for-all).
#include <gtest/gtest.h>

#include "engine/attacks.h"
#include "tests/engine/european_test_util.h"

namespace chatur::engine {
namespace {

using testing::at;
using testing::european;
using testing::has;
using testing::kBlack;
using testing::kGreen;
using testing::kRed;
using testing::kYellow;
using testing::legal_from;
using testing::legal_texts;
using testing::Moves;
using testing::piece;
using testing::place;
using testing::play;

// The Huns place a new pawn on any empty square of their area instead of moving; a placement may
// block a check, and a pawn placed on the start line double-steps.
TEST(EuropeanPowers, TheHunsPlacePawnsInTheirArea) {
  auto rules = european("huns,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_texts(pos), (Moves{"P@e7", "P@e8", "P@f7", "P@f8", "P@g7", "P@g8", "P@h7",
                                     "h8-g7", "h8-g8", "h8-h7"}));
  play(pos, "P@e7");
  EXPECT_EQ(at(pos, "e7"), piece(*rules, kRed, 'P'));
  EXPECT_EQ(pos.no_progress(), 1);  // a placement is no pawn move
  EXPECT_EQ(parse_fen(*rules, to_fen(pos)).hash(), pos.hash());
  play(pos, "h1-g1 a1-a2 a8-b8");
  EXPECT_EQ(legal_from(pos, "e7"), (Moves{"e7-e5", "e7-e6"}));
  // Checked along its back rank, it may block with a placement between.
  Position checked = place(*rules, kRed, "rKh8 gKh1 gRb8 yKa1 bKa7");
  EXPECT_EQ(legal_texts(checked), (Moves{"P@e8", "P@f8", "P@g8", "h8-g7", "h8-h7"}));
  // A captor moving Hunnic pieces does not place pawns: the power is the Huns' own.
  auto green_huns = european("chatanooga,huns,chatanooga,chatanooga");
  engine::Setup taken = testing::setup_of(*green_huns, kRed, "rKh8 gPh3 yKa1 bKa8");
  taken.status[kGreen] = ArmyStatus::kCheckmated;
  taken.controllers[kGreen] = kRed;
  Position red(*green_huns, taken);
  const Moves moves = legal_texts(red);
  EXPECT_TRUE(has(moves, "h3-g3"));
  for (const auto& m : moves) EXPECT_EQ(m.find('@'), std::string::npos) << m;
}

// An Athenian bishop may go to any empty square its bishop move does not reach, unless it would
// check an enemy king there, and not on two turns running.
TEST(EuropeanPowers, AthenianBishopsGoBySea) {
  auto rules = european("athens,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rBf8 gKh1 yKa1 bKa8");
  // 59 empty squares: 7 by the bishop's move, 11 on the long diagonals checking a king, 41 by sea.
  const Moves from_f8 = legal_from(pos, "f8");
  EXPECT_EQ(from_f8.size(), 7u + 41u);
  EXPECT_TRUE(has(from_f8, "f8-d1"));
  EXPECT_TRUE(has(from_f8, "f8-g7"));   // its own move, which may check
  EXPECT_FALSE(has(from_f8, "f8-d5"));  // by sea onto the a8-h1 diagonal: checks two kings
  EXPECT_FALSE(has(from_f8, "f8-c3"));  // checks Yellow
  EXPECT_EQ(legal_texts(pos).size(), 7u + 41u + 3u);
  play(pos, "f8-d1");
  EXPECT_TRUE(pos.sea_barred(kRed));
  const std::string fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=s,,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());
  play(pos, "h1-g1 a1-a2 a8-b8");
  EXPECT_EQ(legal_from(pos, "d1"),
            (Moves{"d1-a4", "d1-b3", "d1-c2", "d1-e2", "d1-f3", "d1-g4", "d1-h5"}));
  play(pos, "h8-h7 g1-h1 a2-a1 b8-a8");
  EXPECT_FALSE(pos.sea_barred(kRed));
  EXPECT_TRUE(has(legal_from(pos, "d1"), "d1-a6"));
}

// Iraq: when its turn starts, enemy pieces orthogonally next to its pieces leave, but royal and
// immune ones; its bishop and knight leave when a ply brings them within two steps.
TEST(EuropeanPowers, IraqRemovesItsNeighboursAndItsCloseBishopAndKnight) {
  auto rules = european("iraq,chatanooga,chatanooga,egypt");
  Position pos = place(*rules, kBlack, "rKh8 rRd5 rPg6 gKg5 gNd4 gPe5 yKa1 bFa8 bNc5");
  play(pos, "a8-b8");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(at(pos, "d4"), kEmpty);
  EXPECT_EQ(at(pos, "e5"), kEmpty);
  EXPECT_EQ(at(pos, "c5"), piece(*rules, kBlack, 'N'));  // Egyptian: immune
  EXPECT_EQ(at(pos, "g5"), piece(*rules, kGreen, 'K'));  // royal
  pos.unmake();
  EXPECT_EQ(at(pos, "d4"), piece(*rules, kGreen, 'N'));

  Position pair = place(*rules, kRed, "rKa5 rBe8 rNh6 gKh1 yKa1 bFa8");
  play(pair, "h6-g8");  // two steps from the bishop
  EXPECT_EQ(at(pair, "e8"), kEmpty);
  EXPECT_EQ(at(pair, "g8"), kEmpty);
  Position apart = place(*rules, kRed, "rKa5 rBe8 rNh6 gKh1 yKa1 bFa8");
  play(apart, "h6-f5");  // four steps
  EXPECT_EQ(at(apart, "e8"), piece(*rules, kRed, 'B'));
  // The start has them two steps apart: nothing moved them together.
  Position start(*rules);
  play(start, "e7-e6");
  EXPECT_EQ(at(start, "e8"), piece(*rules, kRed, 'B'));
  EXPECT_EQ(at(start, "g8"), piece(*rules, kRed, 'N'));
}

// Switzerland: an army takes Swiss pieces only after the Swiss took one of its pieces, or once
// it made and suffered three captures; until then its pieces do not attack them.
TEST(EuropeanPowers, SwissPiecesAreTakenOnlyWithLeave) {
  auto rules = european("switzerland,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rNe5 rBa5 gKh1 gRe1 gPc3 yKb1 bKa8");
  play(pos, "h8-g8");
  EXPECT_FALSE(has(legal_from(pos, "e1"), "e1xe5"));
  pos.unmake();
  play(pos, "a5xc3");
  EXPECT_TRUE(has(legal_from(pos, "e1"), "e1xe5"));
  const std::string fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=1xg,1,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());

  engine::Setup three = testing::setup_of(*rules, kYellow, "rKh8 rNe5 gKh1 yKa1 yRe2 bKa8");
  Position before(*rules, three);
  EXPECT_FALSE(has(legal_from(before, "e2"), "e2xe5"));
  three.exchanges[kYellow] = 3;
  Position yellow(*rules, three);
  EXPECT_TRUE(has(legal_from(yellow, "e2"), "e2xe5"));

  // A Swiss king is not in check from an army that may not take it.
  Position king = place(*rules, kRed, "rKh8 gKh1 gRh4 yKa1 bKa8");
  EXPECT_FALSE(is_attacked(king, *rules->geometry().parse("h8"), kRed));
  EXPECT_EQ(legal_texts(king), (Moves{"h8-g7", "h8-g8", "h8-h7"}));
}

// Sweden: the king and one other piece may both move in a turn, either first, as two plies; "--"
// declines the second; a turn of two moves bars the next turn's second.
TEST(EuropeanPowers, SwedenMovesItsKingAndAnotherPiece) {
  auto rules = european("sweden,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rRe5 gKh1 yKa1 bKa8");
  play(pos, "h8-g8");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kOtherPiece);
  Moves second = legal_texts(pos);
  EXPECT_EQ(second.size(), 14u + 1u);  // the rook's moves and "--"
  EXPECT_TRUE(has(second, "--"));
  EXPECT_FALSE(has(second, "g8-g7"));
  std::string fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=o,,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());
  play(pos, "e5-e6");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(pos.twice(kRed));
  fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=w,,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());
  // Barred: one move, and the turn passes on.
  play(pos, "h1-g1 a1-a2 a8-b8 g8-h7");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_FALSE(pos.twice(kRed));
  // Another piece first, then the king may move; "--" ends the turn without the bar.
  play(pos, "g1-h1 a2-a1 b8-a8 e6-e5");
  EXPECT_EQ(pos.continuation(), Continuation::kKing);
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "h7-g6", "h7-g7", "h7-g8", "h7-h6", "h7-h8"}));
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_FALSE(pos.twice(kRed));
  EXPECT_EQ(pos.passes(), 0);
}

// Portugal: its pieces go on across the board's edges onto empty squares, capturing nothing
// there; the ordinary move keeps its captures, and a square reached both ways is one move.
TEST(EuropeanPowers, PortuguesePiecesCrossTheEdges) {
  auto rules = european("portugal,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rRd4 rNg2 gKh1 gPb4 yKa1 bKa8");
  // Rightwards the rook crosses after h4 onto a4 and stops before b4's pawn, which it takes only
  // the ordinary way.
  EXPECT_EQ(legal_from(pos, "d4"),
            (Moves{"d4-a4", "d4-c4", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-d6", "d4-d7", "d4-d8",
                   "d4-e4", "d4-f4", "d4-g4", "d4-h4", "d4xb4"}));
  // The knight's leaps off the board land on a3 and f8; h8 and a1 are taken.
  EXPECT_EQ(legal_from(pos, "g2"), (Moves{"g2-a3", "g2-e1", "g2-e3", "g2-f4", "g2-f8", "g2-h4"}));
  // Nothing is attacked across an edge: leftwards from b6 the rook crosses after a6 and meets
  // Green's king on h6, which it neither takes nor checks.
  Position wrap = place(*rules, kRed, "rKh8 rRb6 yPd6 gKh6 yKa1 bKa8");
  EXPECT_EQ(legal_from(wrap, "b6"), (Moves{"b6-a6", "b6-b1", "b6-b2", "b6-b3", "b6-b4", "b6-b5",
                                           "b6-b7", "b6-b8", "b6-c6", "b6xd6"}));
  EXPECT_FALSE(is_attacked(wrap, *rules->geometry().parse("h6"), kGreen));
  auto plain = european("chatanooga,chatanooga,chatanooga,chatanooga");
  Position same = place(*plain, kRed, "rKh8 rRd4 rNg2 gKh1 gPb4 yKa1 bKa8");
  EXPECT_FALSE(has(legal_from(same, "d4"), "d4-a4"));
  EXPECT_EQ(legal_from(same, "g2").size(), 4u);
}

// Japan: a piece alone of its kind on the board after its move may move again, "--" declining;
// a piece with another of its kind anywhere moves once; a capture may leave it alone.
TEST(EuropeanPowers, AJapanesePieceAloneOfItsKindMovesTwice) {
  auto rules = european("japan,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rRe5 rNb2 gKh1 gNd1 yKa1 bKa8");
  play(pos, "e5-e6");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kSamePiece);
  Moves second = legal_texts(pos);
  EXPECT_EQ(second.size(), 14u + 1u);  // the rook's moves from e6 and "--"
  EXPECT_TRUE(has(second, "--"));
  EXPECT_FALSE(has(second, "h8-g8"));
  std::string fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=je6,,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());
  play(pos, "e6-c6");
  EXPECT_EQ(pos.to_move(), kGreen);
  // Green's knight makes Red's one of two: one move. Taking it leaves Red's knight alone.
  play(pos, "h1-g1 a1-a2 a8-b8");
  play(pos, "b2-c4");
  EXPECT_EQ(pos.to_move(), kGreen);
  play(pos, "g1-h1 a2-a1 b8-a8");
  play(pos, "c4-e3");
  EXPECT_EQ(pos.to_move(), kGreen);
  play(pos, "h1-g1 a1-a2 a8-b8 e3xd1");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.again(), *rules->geometry().parse("d1"));
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.passes(), 0);
}

// Israel: after its move it may mark an empty square ("--" declines); nothing enters or crosses
// the mark, which blocks a check, until Israel's next turn begins.
TEST(EuropeanPowers, IsraelMarksASquareNothingEnters) {
  auto rules = european("israel,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rRe5 gKh1 yKa2 bKa8");
  play(pos, "e5-e1");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kMark);
  Moves marks = legal_texts(pos);
  EXPECT_EQ(marks.size(), 59u + 1u);  // every empty square and "--"
  EXPECT_TRUE(has(marks, "@g1"));
  EXPECT_FALSE(has(marks, "@e1"));
  std::string fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=m,,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());
  // The rook on e1 checks Green along rank 1; the mark on g1 blocks it.
  play(pos, "@g1");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.mark(kRed), *rules->geometry().parse("g1"));
  EXPECT_FALSE(is_attacked(pos, *rules->geometry().parse("h1"), kGreen));
  EXPECT_EQ(legal_texts(pos), (Moves{"h1-g2", "h1-h2"}));
  fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=@g1,,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());
  EXPECT_EQ(to_fen(parse_fen(*rules, fen)), fen);
  // Israel's next turn lifts the mark: the rook's line along rank 1 is open again.
  play(pos, "h1-h2 a2-a3 a8-b8");
  EXPECT_EQ(pos.mark(kRed), kNoSquare);
  EXPECT_TRUE(has(legal_from(pos, "e1"), "e1-h1"));
  play(pos, "e1-f1 --");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.passes(), 0);
}

// A bar records the whole turn: Israel, moving captured Athens' bishop by sea, keeps the sea bar
// through its mark ply, and its next turn has no sea move.
TEST(EuropeanPowers, ABarSetInATurnOutlastsItsLaterPlies) {
  auto rules = european("israel,athens,chatanooga,chatanooga");
  Position pos = parse_fen(*rules,
                           "R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,rK/8/8/8/4,gB,3/8/8/yK,7-"
                           "army=israel,athens,chatanooga,chatanooga-ctl=,r,,-out=,1,,");
  play(pos, "e4-a4");  // no bishop move reaches a4: a sea move
  EXPECT_FALSE(pos.sea_barred(kRed));
  EXPECT_TRUE(pos.sea_used(kRed));
  play(pos, "@c3");
  EXPECT_TRUE(pos.sea_barred(kRed));
  EXPECT_FALSE(pos.sea_used(kRed));
  play(pos, "a1-a2 a8-b8");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_FALSE(has(legal_from(pos, "a4"), "a4-h1"));
}

// The bar an army has holds through every ply of its turn, and what the turn uses bars only the
// next: Macedonia, moving captured Athens' bishop, may not sail after a removal in the turn after
// a sea move, and may sail twice in one turn.
TEST(EuropeanPowers, ABarHoldsThroughTheWholeTurn) {
  auto rules = european("macedonia,athens,chatanooga,chatanooga");
  const std::string board =
      "R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,3,rR,1,rN,rK/8/8/8/4,gB,3/8/8/yK,7-"
      "army=macedonia,athens,chatanooga,chatanooga-ctl=,r,,-out=,1,,";
  Position barred = parse_fen(*rules, board + "-st=s,,,");
  EXPECT_FALSE(has(legal_from(barred, "e4"), "e4-a4"));
  play(barred, "e8-e5 xg8");
  EXPECT_EQ(barred.continuation(), Continuation::kAgain);
  EXPECT_TRUE(barred.sea_barred(kRed));
  EXPECT_FALSE(has(legal_from(barred, "e4"), "e4-a4"));

  Position free = parse_fen(*rules, board);
  play(free, "e4-a4 xg8");
  EXPECT_TRUE(has(legal_from(free, "a4"), "a4-h4"));  // a second sea move in the same turn
  EXPECT_NE(to_fen(free).find("st=tg"), std::string::npos) << to_fen(free);
  EXPECT_EQ(parse_fen(*rules, to_fen(free)).hash(), free.hash());
  play(free, "h8-g8 --");
  EXPECT_TRUE(free.sea_barred(kRed));
  EXPECT_FALSE(free.sea_used(kRed));
}

// Israel's mark goes with Israel: the capture of its king lifts it, as no turn of Israel's comes
// to lift it later.
TEST(EuropeanPowers, IsraelsMarkIsLiftedWithItsDefeat) {
  auto rules = european("chatanooga,israel,chatanooga,chatanooga");
  Position pos = parse_fen(*rules,
                           "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,rK/8/8/8/8/8/8/yK,rR,5,gK-"
                           "army=chatanooga,israel,chatanooga,chatanooga-st=,@d5,,");
  EXPECT_EQ(pos.mark(kGreen), *rules->geometry().parse("d5"));
  play(pos, "b1xh1");
  EXPECT_NE(pos.status(kGreen), ArmyStatus::kPlaying);
  EXPECT_EQ(pos.mark(kGreen), kNoSquare);
  EXPECT_EQ(pos.at(*rules->geometry().parse("d5")), kEmpty);
  EXPECT_EQ(to_fen(pos).find('@'), std::string::npos) << to_fen(pos);
}

}  // namespace
}  // namespace chatur::engine
