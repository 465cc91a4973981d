// Hand-checked positions for Hyderabad Decimal Chess (docs/rules/hyderabad.md): one-square pawn
// steps, promotion to the file's captured piece with the pawn waiting on the rank before the
// last, no two bishops on one colour, the king's knight leap, the last-piece draw and the pawn
// mate.
#include <gtest/gtest.h>

#include "engine/attacks.h"
#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_from;
using testing::legal_texts;
using testing::play;
using V = std::vector<std::string>;

class Hyderabad : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> rules_ = testing::rules("hyderabad");
  Position at(const std::string& fen) { return parse_fen(*rules_, fen); }
};

TEST_F(Hyderabad, StartPositionIsPointSymmetric) {
  Position pos(*rules_);
  EXPECT_EQ(to_fen(pos),
            "rnbqkgvbnr/ppppddpppp/4pp4/10/10/10/10/4PP4/PPPPDDPPPP/RNBVGKQBNR[] w - - 0 1 "
            "leap=wb");
  // Pawns step one square only.
  EXPECT_EQ(legal_from(pos, "a2"), (V{"a2-a3"}));
  EXPECT_EQ(legal_from(pos, "e3"), (V{"e3-e4"}));
  // The Dabbaba is rook and knight; the king may leap to g3 past f2 or g2.
  EXPECT_EQ(legal_from(pos, "e2"), (V{"e2-c3", "e2-d4", "e2-f4", "e2-g3"}));
  EXPECT_EQ(legal_from(pos, "f1"), (V{"f1-g3"}));
  EXPECT_EQ(legal_texts(pos).size(), 25u);
}

TEST_F(Hyderabad, PromotionOnlyToTheFilesPieceOnceCaptured) {
  // a9 would become a rook, d9 a vizier, f9 a dabbaba (files e and f).
  const std::string board = "10/P2P1P4/10/10/10/9k/10/10/10/5K4";
  Position none = at(board + "[] w - - 0 1");
  EXPECT_TRUE(legal_from(none, "a9").empty()) << "no rook lost: the pawn stays on rank 9";
  EXPECT_TRUE(legal_from(none, "d9").empty());
  EXPECT_TRUE(legal_from(none, "f9").empty());
  Position some = at(board + "[RND] w - - 0 1");
  EXPECT_EQ(legal_from(some, "a9"), (V{"a9-a10=R"}));
  EXPECT_TRUE(legal_from(some, "d9").empty()) << "a knight in the pool does not help on d";
  EXPECT_EQ(legal_from(some, "f9"), (V{"f9-f10=D"}));
  play(some, "f9-f10=D");
  EXPECT_EQ(to_fen(some), "5D4/P2P6/10/10/10/9k/10/10/10/5K4[RN] b - - 0 1 leap=-");
  // The file is the one the pawn lands on: d9 takes on e10 as a dabbaba, or steps to d10 as a
  // vizier.
  Position capture = at("4r5/3P6/10/10/10/9k/10/10/10/5K4[VD] w - - 0 1");
  EXPECT_EQ(legal_from(capture, "d9"), (V{"d9-d10=V", "d9xe10=D"}));
  // Black's files read from its own side: its d-file piece is the queen.
  Position black = at("5k4/10/10/10/10/10/10/10/3p6/K9[q] b - - 0 1");
  EXPECT_EQ(legal_from(black, "d2"), (V{"d2-d1=Q"}));
}

TEST_F(Hyderabad, NoTwoBishopsOnOneColour) {
  // c10 is light, like a2; a1 is dark.
  Position light = at("10/2P7/10/10/10/9k/10/10/B9/5K4[B] w - - 0 1");
  EXPECT_TRUE(legal_from(light, "c9").empty());
  Position dark = at("10/2P7/10/10/10/9k/10/10/10/B4K4[B] w - - 0 1");
  EXPECT_EQ(legal_from(dark, "c9"), (V{"c9-c10=B"}));
}

TEST_F(Hyderabad, AWaitingPawnStillGivesCheck) {
  Position pos = at("4k5/3P6/10/10/10/10/10/10/10/5K4 b - - 0 1");
  EXPECT_TRUE(in_check(pos));
  EXPECT_EQ(legal_from(pos, "e10"), (V{"e10-d10", "e10-e9", "e10-f10", "e10-f9", "e10xd9"}));
}

TEST_F(Hyderabad, PawnMateIsADoubleVictory) {
  // The i9 pawn checks j10; the king i8 and the knight g9 guard the rest.
  Position pos = at("9k/6N1P1/8K1/10/10/10/10/10/10/10 b - - 0 1 leap=-");
  EXPECT_TRUE(legal_texts(pos).empty());
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kPawnCheckmate);
  EXPECT_EQ(termination_name(o.termination), "pawn-checkmate");
  EXPECT_EQ(result_text(o), "1-0");
  EXPECT_DOUBLE_EQ(o.team_score[0], 1.0);
  // A mate by another piece is an ordinary one.
  Position rook = at("9k/10/8K1/10/10/10/10/10/10/R9 w - - 0 1 leap=-");
  play(rook, "a1-a10");
  EXPECT_EQ(outcome(rook).termination, Termination::kCheckmate);
}

TEST_F(Hyderabad, KingLeapsOnceNotCapturingNotAcrossAttackedSquares) {
  // The f10 rook attacks f3 and both squares on the way to g2 (f1 and f2).
  Position rook = at("k4r4/10/10/10/10/10/10/10/10/4K5 w - - 0 1 leap=w");
  EXPECT_EQ(legal_from(rook, "e1"), (V{"e1-c2", "e1-d1", "e1-d2", "e1-d3", "e1-e2"}));
  // The h3 knight attacks only f2 of the squares passed: f3 (past e2) and g2 (past f1) are open.
  Position knight = at("k9/10/10/10/10/10/10/7n2/10/4K5 w - - 0 1 leap=w");
  EXPECT_EQ(legal_from(knight, "e1"),
            (V{"e1-c2", "e1-d1", "e1-d2", "e1-d3", "e1-e2", "e1-f1", "e1-f3", "e1-g2"}));
  // Never a capture (d3); the d3 pawn attacks e2, so f3 is barred as well.
  Position pawn = at("k9/10/10/10/10/10/10/3p3n2/10/4K5 w - - 0 1 leap=w");
  EXPECT_EQ(legal_from(pawn, "e1"), (V{"e1-d1", "e1-d2", "e1-f1", "e1-g2"}));
  // Without the right, no leap.
  Position gone = at("k9/10/10/10/10/10/10/7n2/10/4K5 w - - 0 1 leap=b");
  EXPECT_EQ(legal_from(gone, "e1"), (V{"e1-d1", "e1-d2", "e1-e2", "e1-f1"}));
  // Once used, it is gone.
  play(knight, "e1-c2");
  EXPECT_EQ(to_fen(knight), "k9/10/10/10/10/10/10/7n2/2K7/10[] b - - 1 1 leap=-");
  play(knight, "a10-a9");
  EXPECT_EQ(legal_from(knight, "c2"),
            (V{"c2-b1", "c2-b2", "c2-b3", "c2-c1", "c2-c3", "c2-d1", "c2-d2", "c2-d3"}));
}

TEST_F(Hyderabad, TheLeapEscapesTheFirstCheckAndAnyMoveInCheckEndsIt) {
  const std::string fen = "k9/10/10/10/10/4r5/10/10/10/4K5 w - - 0 1 leap=wb";
  Position pos = at(fen);
  EXPECT_EQ(legal_from(pos, "e1"),
            (V{"e1-c2", "e1-d1", "e1-d2", "e1-d3", "e1-f1", "e1-f2", "e1-f3", "e1-g2"}));
  play(pos, "e1-d1");
  EXPECT_EQ(to_fen(pos), "k9/10/10/10/10/4r5/10/10/10/3K6[] b - - 1 1 leap=b");
  Position leap = at(fen);
  play(leap, "e1-g2");
  EXPECT_EQ(to_fen(leap), "k9/10/10/10/10/4r5/10/10/6K3/10[] b - - 1 1 leap=b");
}

TEST_F(Hyderabad, CapturingTheLastPieceDraws) {
  // Black keeps pawns, but the knight is its last piece.
  Position pos = at("k9/10/10/10/4n5/10/10/10/p9/4RK4 w - - 0 1 leap=-");
  play(pos, "e1xe6");
  EXPECT_TRUE(legal_texts(pos).empty());
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kLastPiece);
  EXPECT_EQ(termination_name(o.termination), "last-piece");
  EXPECT_EQ(result_text(o), "1/2-1/2");
  // With another piece left the game goes on.
  Position more = at("k9/10/10/10/4n5/10/10/10/b9/4RK4 w - - 0 1 leap=-");
  play(more, "e1xe6");
  EXPECT_FALSE(outcome(more).finished());
}

TEST_F(Hyderabad, StalemateDraws) {
  Position pos = at("k9/2Q7/10/10/10/10/10/10/10/9K b - - 0 1 leap=-");
  EXPECT_EQ(outcome(pos).termination, Termination::kStalemate);
}

TEST_F(Hyderabad, FenFieldsForWaitingAndLeapRights) {
  // Unknown extension keys and leap rights without a king are refused with their field.
  try {
    at("k9/10/10/10/10/10/10/10/10/4K5 w - - 0 1 hop=w");
    FAIL();
  } catch (const FenError& e) {
    EXPECT_EQ(e.field(), 7);
  }
  EXPECT_THROW(at("k9/10/10/10/10/10/10/10/10/4K5 w - - 0 1 leap=x"), FenError);
  EXPECT_THROW(at("k9/10/10/10/10/10/10/10/10/4K5 w - - 0 1 wait=a1,"), FenError)
      << "Hyderabad pawns never wait on the last rank";
  EXPECT_THROW(at("k9/10/10/10/10/10/10/10/10/4K5 w leap=w"), FenError)
      << "extensions follow all six fields";
}

}  // namespace
}  // namespace chatur::engine
