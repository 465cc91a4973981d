// Hand-checked positions for Kaiserspiel and Sultanspiel (docs/rules/kaiserspiel.md,
// sultanspiel.md): pawn steps of one to three squares, en passant over one or two squares,
// castling, set A and set B promotion, stalemate, Sultanspiel A's extra wins, and the start arrays.
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_from;
using testing::legal_texts;
using testing::play;
using V = std::vector<std::string>;

class Kaiserspiel : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> a_ = testing::rules("kaiserspiel-a");
  std::unique_ptr<const RuleSet> b_ = testing::rules("kaiserspiel-b");
  Position at(const std::string& fen) { return parse_fen(*a_, fen); }
};

TEST_F(Kaiserspiel, StartPositions) {
  Position a(*a_);
  EXPECT_EQ(to_fen(a),
            "rnbckqabnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR[] w KQkq - 0 1");
  Position b(*b_);
  EXPECT_EQ(to_fen(b),
            "rnbckqabnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR w KQkq - 0 1");
  // Ten pawns with three steps each, two knights, commander and adjutant two knight moves each.
  EXPECT_EQ(legal_texts(a).size(), 38u);
  EXPECT_EQ(legal_from(a, "d1"), (V{"d1-c3", "d1-e3"}));
  EXPECT_EQ(legal_from(a, "g1"), (V{"g1-f3", "g1-h3"}));
}

TEST_F(Kaiserspiel, PawnStepsOneTwoOrThreeFirstAndTwoFromTheThirdRank) {
  Position start(*a_);
  EXPECT_EQ(legal_from(start, "e2"), (V{"e2-e3", "e2-e4", "e2-e5"}));
  play(start, "e2-e3");
  EXPECT_EQ(legal_from(start, "e9"), (V{"e9-e6", "e9-e7", "e9-e8"}));
  play(start, "e9-e8");
  EXPECT_EQ(legal_from(start, "e3"), (V{"e3-e4", "e3-e5"}));
  play(start, "e3-e4");
  EXPECT_EQ(legal_from(start, "e8"), (V{"e8-e6", "e8-e7"})) << "Black from its third rank";
  play(start, "e8-e7");
  EXPECT_EQ(legal_from(start, "e4"), (V{"e4-e5"}));
  // A piece in the way stops the steps beyond it.
  Position blocked = at("4k5/10/10/10/10/10/4n5/10/4P5/4K5 w - - 0 1");
  EXPECT_EQ(legal_from(blocked, "e2"), (V{"e2-e3"}));
  // A pawn that reached its third rank by a capture may still step two.
  Position captured = at("4k5/10/10/10/10/10/10/3n6/4P5/K9 w - - 0 1");
  play(captured, "e2xd3 e10-e9");
  EXPECT_EQ(legal_from(captured, "d3"), (V{"d3-d4", "d3-d5"}));
}

TEST_F(Kaiserspiel, EnPassantOverOneOrTwoPassedSquares) {
  // e2-e5 passes e3 and e4: the d4 pawn takes on e3, the f5 pawn on e4.
  Position pos = at("4k5/10/10/10/10/5p4/3p6/10/4P5/4K5 w - - 0 1");
  play(pos, "e2-e5");
  EXPECT_EQ(to_fen(pos), "4k5/10/10/10/10/4Pp4/3p6/10/10/4K5[] b - e3e4 0 1");
  EXPECT_EQ(legal_from(pos, "d4"), (V{"d4-d3", "d4xe3"}));
  EXPECT_EQ(legal_from(pos, "f5"), (V{"f5-f4", "f5xe4"}));
  play(pos, "d4xe3");
  EXPECT_EQ(to_fen(pos), "4k5/10/10/10/10/5p4/10/4p5/10/4K5[] w - - 0 2");
  pos.unmake();
  play(pos, "f5xe4");
  EXPECT_EQ(to_fen(pos), "4k5/10/10/10/10/10/3pp5/10/10/4K5[] w - - 0 2");
  // The two-step from the third rank passes one square, open to en passant too.
  Position third = at("4k5/10/10/10/10/3p6/10/4P5/10/4K5 w - - 0 1");
  play(third, "e3-e5");
  EXPECT_EQ(to_fen(third), "4k5/10/10/10/10/3pP5/10/10/10/4K5[] b - e4 0 1");
  EXPECT_EQ(legal_from(third, "d5"), (V{"d5-d4", "d5xe4"}));
  // The right lasts one move only.
  play(third, "e10-e9 e1-e2");
  EXPECT_EQ(legal_from(third, "d5"), (V{"d5-d4"}));
}

TEST_F(Kaiserspiel, CastlingThreeTowardTheARookAndFourTowardTheJRook) {
  Position pos = at("r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
  EXPECT_EQ(legal_from(pos, "e1"),
            (V{"e1-b1", "e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2", "e1-i1"}));
  play(pos, "e1-b1");
  EXPECT_EQ(to_fen(pos), "r3k4r/10/10/10/10/10/10/10/10/1KR6R[] b kq - 1 1");
  // The rook now on c1 attacks c10, on Black's way to b10.
  EXPECT_EQ(legal_from(pos, "e10"),
            (V{"e10-d10", "e10-d9", "e10-e9", "e10-f10", "e10-f9", "e10-i10"}));
  play(pos, "e10-i10");
  EXPECT_EQ(to_fen(pos), "r6rk1/10/10/10/10/10/10/10/10/1KR6R[] w - - 2 2");
  Position king_side = at("r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
  play(king_side, "e1-i1");
  EXPECT_EQ(to_fen(king_side), "r3k4r/10/10/10/10/10/10/10/10/R6RK1[] b kq - 1 1");
}

TEST_F(Kaiserspiel, CastlingConditions) {
  // The d-file rook attacks d1, on the king's way to b1.
  Position through = at("3rk5/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1");
  EXPECT_EQ(legal_from(through, "e1"), (V{"e1-e2", "e1-f1", "e1-f2", "e1-i1"}));
  // An attacked rook, or a square only the rook crosses, does not matter.
  Position rook = at("r3k5/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1");
  EXPECT_EQ(legal_from(rook, "e1"),
            (V{"e1-b1", "e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2", "e1-i1"}));
  // The landing square attacked: no castling that way.
  Position into = at("4k3r1/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1");
  EXPECT_EQ(legal_from(into, "e1"), (V{"e1-b1", "e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2"}));
  // Not out of check.
  Position check = at("4k5/10/10/10/10/10/4r5/10/10/R3K4R w KQ - 0 1");
  EXPECT_EQ(legal_from(check, "e1"), (V{"e1-d1", "e1-d2", "e1-f1", "e1-f2"}));
  // Squares between must be empty, also those only the rook crosses (b1).
  Position knight = at("4k5/10/10/10/10/10/10/10/10/RN2K3NR w KQ - 0 1");
  EXPECT_EQ(legal_from(knight, "e1"), (V{"e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2"}));
  // Pieces unmoved: a rook that has moved takes its right with it, the king both.
  Position moved = at("4k5/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1");
  play(moved, "j1-j2 e10-e9 j2-j1 e9-e10");
  EXPECT_EQ(legal_from(moved, "e1"), (V{"e1-b1", "e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2"}));
  play(moved, "e1-e2 e10-e9 e2-e1 e9-e10");
  EXPECT_EQ(legal_from(moved, "e1"), (V{"e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2"}));
}

TEST_F(Kaiserspiel, SetAPromotesOnlyToACapturedPieceAndOptionally) {
  Position pos = at("4k5/2P7/10/10/10/10/10/10/10/4K5[N] w - - 0 1");
  EXPECT_EQ(legal_from(pos, "c9"), (V{"c9-c10", "c9-c10=N"}));
  play(pos, "c9-c10=N");
  EXPECT_EQ(to_fen(pos), "2N1k5/10/10/10/10/10/10/10/10/4K5[] b - - 0 1");
  pos.unmake();
  // Declined: a pawn for good, not waiting; a later capture fills the pool instead.
  play(pos, "c9-c10");
  EXPECT_EQ(to_fen(pos), "2P1k5/10/10/10/10/10/10/10/10/4K5[N] b - - 0 1");
  EXPECT_TRUE(pos.waiting(0).empty());
  EXPECT_TRUE(legal_from(pos, "c10").empty());
}

TEST_F(Kaiserspiel, SetANeverASecondBishopOnOneColour) {
  // The bishop on a2 stands on a light square, as c10 is; d10 is dark.
  Position pos = at("7k2/2PP6/10/10/10/10/10/10/B9/4K5[BN] w - - 0 1");
  EXPECT_EQ(legal_from(pos, "c9"), (V{"c9-c10", "c9-c10=N"}));
  EXPECT_EQ(legal_from(pos, "d9"), (V{"d9-d10", "d9-d10=B", "d9-d10=N"}));
}

TEST_F(Kaiserspiel, SetBPromotesToAnyPieceButKing) {
  Position pos = parse_fen(*b_, "7k2/2PP6/10/10/10/10/10/10/B9/4K5 w - - 0 1");
  EXPECT_EQ(legal_from(pos, "c9"),
            (V{"c9-c10=A", "c9-c10=B", "c9-c10=C", "c9-c10=N", "c9-c10=Q", "c9-c10=R"}));
}

TEST_F(Kaiserspiel, SetAPawnWithoutChoiceWaitsAndPromotesCompulsorilyOnCapture) {
  Position pos = at("7k2/2P7/10/10/10/4N5/10/4r5/10/9K w - - 0 1");
  EXPECT_EQ(legal_from(pos, "c9"), (V{"c9-c10"}));
  play(pos, "c9-c10");
  EXPECT_EQ(to_fen(pos), "2P4k2/10/10/10/10/4N5/10/4r5/10/9K[] b - - 0 1 wait=c10,");
  play(pos, "e3xe5");
  EXPECT_EQ(to_fen(pos), "2N4k2/10/10/10/10/4r5/10/10/10/9K[] w - - 0 2");
  pos.unmake();
  EXPECT_EQ(to_fen(pos), "2P4k2/10/10/10/10/4N5/10/4r5/10/9K[] b - - 0 1 wait=c10,");
}

TEST_F(Kaiserspiel, TheLongestWaitingPawnThatMayBecomeThePiecePromotes) {
  // c10 has waited longer, but it is light like the bishop on a2: d10 becomes the bishop.
  Position pos = at("2PP3k2/10/10/10/10/4B5/10/4r5/B9/9K b - - 0 1 wait=c10.d10,");
  play(pos, "e3xe5");
  EXPECT_EQ(to_fen(pos), "2PB3k2/10/10/10/10/4r5/10/10/B9/9K[] w - - 0 2 wait=c10,");
}

TEST_F(Kaiserspiel, ACaptureWhosePromotionChecksTheCapturerIsIllegal) {
  // Taking the rook would turn c10 into a rook checking e10 along the rank; the king taking the
  // knight would make c10 a knight that attacks e9.
  Position pos = at("2P1k5/4N5/10/10/7q2/7R2/10/10/10/9K b - - 0 1 wait=c10,");
  auto queen = legal_from(pos, "h6");
  EXPECT_EQ(std::count(queen.begin(), queen.end(), "h6xh5"), 0);
  EXPECT_EQ(std::count(queen.begin(), queen.end(), "h6xe9"), 1);
  EXPECT_EQ(legal_from(pos, "e10"), (V{"e10-d10", "e10-d9", "e10-f10", "e10-f9"}));
}

TEST_F(Kaiserspiel, StalemateIsAHalfWinInSetAAndADrawInSetB) {
  const std::string fen = "k9/2Q7/10/10/10/10/10/10/10/9K b - - 0 1";
  Position a = at(fen);
  EXPECT_TRUE(legal_texts(a).empty());
  Outcome oa = outcome(a);
  EXPECT_EQ(oa.termination, Termination::kStalemateHalfWin);
  EXPECT_EQ(termination_name(oa.termination), "stalemate-half-win");
  EXPECT_DOUBLE_EQ(oa.team_score[0], 0.75);
  EXPECT_DOUBLE_EQ(oa.team_score[1], 0.25);
  EXPECT_EQ(oa.winner(), 0);
  EXPECT_EQ(result_text(oa), "1-0");
  Position b = parse_fen(*b_, fen);
  Outcome ob = outcome(b);
  EXPECT_EQ(ob.termination, Termination::kStalemate);
  EXPECT_EQ(result_text(ob), "1/2-1/2");
}

class Sultanspiel : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> a_ = testing::rules("sultanspiel-a");
  Position at(const std::string& fen) { return parse_fen(*a_, fen); }
};

TEST_F(Sultanspiel, TwoStartArrays) {
  Position one(*a_);
  EXPECT_EQ(to_fen(one),
            "rbnmckqabnr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RBNMCKQABNR[] w KQkq - 0 1");
  RuleOptions options;
  rule_sets::set_option(options, "array=2");
  auto two_rules = rule_sets::make("sultanspiel-a", options);
  Position two(*two_rules);
  EXPECT_EQ(to_fen(two),
            "rnbmckqanbr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBMCKQANBR[] w KQkq - 0 1");
  options.array = 3;
  EXPECT_THROW(rule_sets::make("sultanspiel-b", options), std::invalid_argument);
  EXPECT_THROW(rule_sets::set_option(options, "arrey", "1"), std::invalid_argument);
  EXPECT_THROW(rule_sets::set_option(options, "extra_wins", "maybe"), std::invalid_argument);
}

TEST_F(Sultanspiel, PawnStepsAndCastlingFourSquaresEitherWay) {
  Position start(*a_);
  EXPECT_EQ(legal_from(start, "f2"), (V{"f2-f3", "f2-f4", "f2-f5"}));
  Position pos = at("r4k4r/11/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1");
  EXPECT_EQ(legal_from(pos, "f1"),
            (V{"f1-b1", "f1-e1", "f1-e2", "f1-f2", "f1-g1", "f1-g2", "f1-j1"}));
  play(pos, "f1-b1");
  EXPECT_EQ(to_fen(pos), "r4k4r/11/11/11/11/11/11/11/11/11/1KR7R[] b kq - 1 1");
  play(pos, "f11-j11");
  EXPECT_EQ(to_fen(pos), "r7rk1/11/11/11/11/11/11/11/11/11/1KR7R[] w - - 2 2");
}

TEST_F(Sultanspiel, AKingReachingTheCentreOrTheEnemyKingsSquareWinsInSetA) {
  Position centre = at("5k5/11/11/11/11/11/4K6/11/11/11/11 w - - 0 1");
  play(centre, "e5-f6");
  EXPECT_TRUE(legal_texts(centre).empty());
  Outcome o = outcome(centre);
  EXPECT_EQ(o.termination, Termination::kGoalSquare);
  EXPECT_EQ(termination_name(o.termination), "goal-square");
  EXPECT_EQ(result_text(o), "1-0");
  Position home = at("11/4K6/11/11/11/11/k10/11/11/11/11 w - - 0 1");
  play(home, "e10-f11");
  EXPECT_EQ(outcome(home).termination, Termination::kGoalSquare);
  Position black = at("11/11/11/11/11/11/K10/11/11/4k6/11 b - - 0 1");
  play(black, "e2-f1");
  EXPECT_EQ(result_text(outcome(black)), "0-1");
  // The option off: the game goes on.
  auto plain = rule_sets::make("sultanspiel-a", {.extra_wins = false});
  Position off = parse_fen(*plain, "5k5/11/11/11/11/11/4K6/11/11/11/11 w - - 0 1");
  play(off, "e5-f6");
  EXPECT_FALSE(outcome(off).finished());
  // Set B has no extra wins.
  auto b = testing::rules("sultanspiel-b");
  // A pawn keeps the insufficient-material draw away.
  Position setb = parse_fen(*b, "5k5/11/11/11/11/11/4K6/11/11/P10/11 w - - 0 1");
  play(setb, "e5-f6");
  EXPECT_FALSE(outcome(setb).finished());
}

}  // namespace
}  // namespace chatur::engine
