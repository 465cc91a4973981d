// Hand-checked chess positions for the rules perft does not show: game endings and draw rules.
#include <gtest/gtest.h>

#include "engine/attacks.h"
#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_from;
using testing::play;
using V = std::vector<std::string>;

class Chess : public ::testing::Test {
 protected:
  std::unique_ptr<const RuleSet> rules_ = testing::rules("chess");
  Position at(const std::string& fen) { return parse_fen(*rules_, fen); }
};

TEST_F(Chess, FoolsMateIsCheckmate) {
  Position pos(*rules_);
  play(pos, "f2-f3 e7-e5 g2-g4 d8-h4");
  EXPECT_TRUE(in_check(pos));
  Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kCheckmate);
  EXPECT_EQ(result_text(o), "0-1");
}

TEST_F(Chess, Stalemate) {
  Position pos = at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(outcome(pos).termination, Termination::kStalemate);
  EXPECT_EQ(result_text(outcome(pos)), "1/2-1/2");
}

TEST_F(Chess, CastlingNeedsSafeSquaresAndRights) {
  // The bishop on c4 attacks e2 and f1: no short castling; long castling is fine.
  Position pos = at("r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(legal_from(pos, "e1"), (V{"e1-c1", "e1-d1", "e1-d2", "e1-f2"}));
  Position moved = at("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
  EXPECT_EQ(legal_from(moved, "e1"), (V{"e1-c1", "e1-d1", "e1-d2", "e1-e2", "e1-f1", "e1-f2"}));
  play(moved, "e1-c1");
  EXPECT_EQ(to_fen(moved), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
}

TEST_F(Chess, EnPassantOnlyRightAfterTheDoubleStep) {
  Position pos = at("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
  play(pos, "d7-d5");
  EXPECT_EQ(to_fen(pos), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  EXPECT_EQ(legal_from(pos, "e5"), (V{"e5-e6", "e5xd6"}));
  play(pos, "e5xd6");
  EXPECT_EQ(to_fen(pos), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
}

TEST_F(Chess, PromotionOffersFourPieces) {
  Position pos = at("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
  EXPECT_EQ(legal_from(pos, "e7"), (V{"e7-e8=B", "e7-e8=N", "e7-e8=Q", "e7-e8=R"}));
  EXPECT_THROW(parse_move(pos, "e7-e8"), MoveTextError);
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "e7e8n")), "e7-e8=N");
}

TEST_F(Chess, FiftyMoveRule) {
  Position pos = at("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
  EXPECT_FALSE(outcome(pos).finished());
  play(pos, "a1-a2");
  EXPECT_EQ(outcome(pos).termination, Termination::kNoProgress);
  // Checkmate on the hundredth ply stands.
  Position mate = at("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
  play(mate, "a1-a8");
  EXPECT_EQ(outcome(mate).termination, Termination::kCheckmate);
}

TEST_F(Chess, ThreefoldRepetition) {
  Position pos(*rules_);
  play(pos, "g1-f3 g8-f6 f3-g1 f6-g8 g1-f3 g8-f6 f3-g1 f6-g8");
  EXPECT_EQ(outcome(pos).termination, Termination::kRepetition);
  // Lost castling rights make the position a different one.
  Position rook(*rules_);
  play(rook, "a2-a4 a7-a5 a1-a2 a8-a7 a2-a1 a7-a8 a1-a2 a8-a7 a2-a1 a7-a8");
  EXPECT_EQ(rook.repetitions(), 1);
  EXPECT_FALSE(outcome(rook).finished());
}

TEST_F(Chess, InsufficientMaterial) {
  EXPECT_EQ(outcome(*std::make_unique<Position>(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1"))).termination,
            Termination::kInsufficientMaterial);
  auto check = [&](const char* fen) {
    Position pos = at(fen);
    return outcome(pos).termination == Termination::kInsufficientMaterial;
  };
  EXPECT_TRUE(check("4k3/8/8/8/8/8/8/4KN2 w - - 0 1"));
  EXPECT_TRUE(check("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"));    // bishops on one colour
  EXPECT_FALSE(check("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1"));  // bishops on both colours
  EXPECT_FALSE(check("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1"));    // two knights can mate
  EXPECT_FALSE(check("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
}

TEST_F(Chess, MoveTextForms) {
  Position pos(*rules_);
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "Ng1-f3")), "g1-f3");
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "e2e4")), "e2-e4");
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "e2xe4")), "e2-e4");
  EXPECT_THROW(parse_move(pos, "Bg1-f3"), MoveTextError);  // the piece letter is checked
  try {
    parse_move(pos, "e2-e5");
    FAIL();
  } catch (const MoveTextError& e) {
    EXPECT_EQ(e.kind(), MoveTextError::Kind::kIllegal);
    EXPECT_STREQ(e.what(), "illegal move \"e2-e5\": the piece on e2 cannot go to e5");
  }
  try {
    parse_move(pos, "e2-z9");
    FAIL();
  } catch (const MoveTextError& e) {
    EXPECT_EQ(e.kind(), MoveTextError::Kind::kSyntax);
  }
}

TEST_F(Chess, MoveTextOfEveryKind) {
  Position pos = at("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "e5-e6")), "e5-e6");
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "e5xd6")), "e5xd6");  // en passant
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "b7xa8=N")), "b7xa8=N");
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "b7-b8=Q")), "b7-b8=Q");
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "e1-c1")), "e1-c1");  // castling
  EXPECT_EQ(move_to_text(pos, parse_move(pos, "a1xa8")), "a1xa8");
}

// Reading from legal moves the caller generated gives the same moves and the same refusals.
TEST_F(Chess, MoveTextFromGivenLegalMoves) {
  Position pos = at("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  MoveList legal;
  generate_legal(pos, legal);
  for (Move m : legal) EXPECT_EQ(parse_move(pos, legal, move_to_text(pos, m)), m);
  for (const char* bad : {"e5-e7", "b7-b8", "h1-h9", "", "Nb1-c3", "d5-d4"}) {
    std::string given, generated;
    try {
      parse_move(pos, legal, bad);
    } catch (const MoveTextError& e) {
      given = e.what();
    }
    try {
      parse_move(pos, bad);
    } catch (const MoveTextError& e) {
      generated = e.what();
    }
    EXPECT_FALSE(given.empty()) << bad;
    EXPECT_EQ(given, generated);
  }
}

// Reserving room for moves changes nothing a position shows.
TEST_F(Chess, ReserveKeepsThePositionAndItsHistory) {
  Position pos(*rules_);
  for (const char* m : {"g1-f3", "g8-f6", "f3-g1", "f6-g8"}) pos.make(parse_move(pos, m));
  const std::string fen = to_fen(pos);
  const std::uint64_t hash = pos.hash();
  pos.reserve(500);
  EXPECT_EQ(pos.ply(), 4);
  EXPECT_EQ(to_fen(pos), fen);
  EXPECT_EQ(pos.hash(), hash);
  EXPECT_EQ(pos.repetitions(), 1);
  EXPECT_EQ(move_to_text(pos, pos.move_at(0)), "g1-f3");
  pos.make(parse_move(pos, "e2-e4"));
  pos.unmake();
  for (int i = 0; i < 4; ++i) pos.unmake();
  EXPECT_EQ(pos.hash(), Position(*rules_).hash());
}

}  // namespace
}  // namespace chatur::engine
