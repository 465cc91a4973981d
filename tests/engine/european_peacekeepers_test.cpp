// European Chess: the UN Peacekeepers (docs/rules/european.md), each rule in a situation counted
// by hand, with only the pieces named (free-for-all). Red's area is e7-h8; Red moves down the
// board, Green toward file a.
#include <gtest/gtest.h>

#include <random>

#include "engine/outcome.h"
#include "engine/pawn_pair.h"
#include "players/random_player.h"
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

constexpr const char* kUn = "un-peacekeepers,chatanooga,chatanooga,chatanooga";

// Rooks and bishops go at most three squares; a pawn steps to any empty neighbour, keeps its
// double step from its start line and captures only diagonally forward.
TEST(EuropeanPeacekeepers, ShortRiders) {
  auto rules = european(kUn);
  Position rook = place(*rules, kRed, "rKh8 rRd4 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_from(rook, "d4").size(), 12u);  // three each way; the plain rook has 14
  EXPECT_FALSE(has(legal_from(rook, "d4"), "d4-h4"));
  Position bishop = place(*rules, kRed, "rKh8 rBc3 gKh1 yKb1 bKa8");
  EXPECT_EQ(legal_from(bishop, "c3").size(), 9u);  // the plain bishop also reaches g7
  EXPECT_FALSE(has(legal_from(bishop, "c3"), "c3-g7"));
}

TEST(EuropeanPeacekeepers, PawnsStepAnyWay) {
  auto rules = european(kUn);
  Position pos = place(*rules, kRed, "rKh8 rPe7 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_from(pos, "e7"), (Moves{"e7-d6", "e7-d7", "e7-d8", "e7-e5", "e7-e6", "e7-e8",
                                          "e7-f6", "e7-f7", "e7-f8"}));
  // It captures only diagonally forward, and only on its area: not the Green knight beside it on
  // f8, not the one diagonally ahead on f6 (off the area), but one on f7 from e8.
  Position capture = place(*rules, kRed, "rKh8 rPe7 gNf8 gNf6 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_from(capture, "e7"),
            (Moves{"e7-d6", "e7-d7", "e7-d8", "e7-e5", "e7-e6", "e7-e8", "e7-f7"}));
  Position ahead = place(*rules, kRed, "rKh8 rPe8 gNf7 gKh1 yKa1 bKa8");
  EXPECT_TRUE(has(legal_from(ahead, "e8"), "e8xf7"));
  // Any step onto its last line promotes: diagonally forward onto an empty square too.
  Position last = place(*rules, kRed, "rKh8 rPc2 gKh1 yKa3 bKa8");
  EXPECT_TRUE(has(legal_from(last, "c2"), "c2-b1=R"));
  EXPECT_TRUE(has(legal_from(last, "c2"), "c2-c1=N"));
  EXPECT_TRUE(has(legal_from(last, "c2"), "c2-b2"));
}

// A UN piece captures by its move only on the UN area, and is captured only there.
TEST(EuropeanPeacekeepers, CapturesOnlyOnTheArea) {
  auto rules = european(kUn);
  Position pos = place(*rules, kRed, "rKh8 rRe5 gNe7 gNg5 gKh1 yKa1 bKa8");
  const Moves rook = legal_from(pos, "e5");
  EXPECT_TRUE(has(rook, "e5xe7"));  // e7 is on Red's area
  EXPECT_FALSE(has(rook, "e5xg5"));
  EXPECT_TRUE(has(rook, "e5-f5"));
  Position taken = place(*rules, kYellow, "rKh8 rNd4 rNf7 gKh1 yRd1 yRf1 yKa1 bKa8");
  EXPECT_FALSE(has(legal_from(taken, "d1"), "d1xd4"));  // d4 is off the area
  EXPECT_TRUE(has(legal_from(taken, "d1"), "d1-d3"));
  EXPECT_TRUE(has(legal_from(taken, "f1"), "f1xf7"));
  // A Mafia capture in place is a capture too.
  auto mafia = european("un-peacekeepers,mafia,chatanooga,chatanooga");
  Position in_place = place(*mafia, kGreen, "rKh8 rNd4 rNf7 gKh1 gRd2 gRf4 yKa1 bKa8");
  EXPECT_FALSE(has(legal_from(in_place, "d2"), "d2xd4"));
  EXPECT_TRUE(has(legal_from(in_place, "f4"), "f4xf7"));
}

// A UN royal piece off its area cannot be captured, so it is in no check and may step beside
// enemies; on the area it is checked as any king. UN pieces check only on their area.
TEST(EuropeanPeacekeepers, CheckFollowsTheArea) {
  auto rules = european(kUn);
  Position out = place(*rules, kRed, "rKd5 gRd1 gKh1 yKa1 bKa8");
  EXPECT_FALSE(out.checked(kRed));
  EXPECT_TRUE(has(legal_from(out, "d5"), "d5-d4"));
  auto plain = european("chatanooga,chatanooga,chatanooga,chatanooga");
  Position plain_out = place(*plain, kRed, "rKd5 gRd1 gKh1 yKa1 bKa8");
  EXPECT_TRUE(plain_out.checked(kRed));
  Position home = place(*rules, kRed, "rKh8 gRh2 gKa4 yKa1 bKa8");
  EXPECT_TRUE(home.checked(kRed));
  EXPECT_EQ(legal_from(home, "h8"), (Moves{"h8-g7", "h8-g8"}));  // h7 stays attacked
  // The UN rook on e4 reaches e5 but attacks nothing off its area: a Green king on e5 is not in
  // check, one on e7 (on Red's area) is.
  Position off = place(*rules, kGreen, "rKh8 rRe4 gKe5 yKa1 bKa8");
  EXPECT_FALSE(off.checked(kGreen));
  Position on = place(*rules, kGreen, "rKh8 rRe4 gKe7 yKa1 bKa8");
  EXPECT_TRUE(on.checked(kGreen));
}

// After every ply an enemy piece beside a UN piece that has no move of its own is captured,
// anywhere on the board: the Green pawn on c3, its step blocked by the bishop and nothing to
// capture diagonally ahead (b2, b4).
TEST(EuropeanPeacekeepers, ImmobileEnemiesBesideAreCaptured) {
  auto rules = european(kUn);
  Position pos = place(*rules, kRed, "rKh8 rBe6 gKh1 gPc3 gNe2 yKa1 bKa8");
  play(pos, "h8-g8 e2-c1 a1-b1 a8-b8");
  EXPECT_NE(pos.no_progress(), 0);
  play(pos, "e6-b3");
  EXPECT_EQ(at(pos, "c3"), kEmpty);
  EXPECT_EQ(at(pos, "b3"), piece(*rules, kRed, 'B'));
  EXPECT_EQ(pos.no_progress(), 0);
  // With a piece to capture on b4 the pawn can move, and stays.
  Position free = place(*rules, kRed, "rKh8 rBe6 gKh1 gPc3 yKa1 yNb4 bKa8");
  play(free, "e6-b3");
  EXPECT_EQ(at(free, "c3"), piece(*rules, kGreen, 'P'));
  // Immune pieces and royal pieces are never captured so.
  auto egypt = european("un-peacekeepers,egypt,chatanooga,chatanooga");
  Position immune = place(*egypt, kRed, "rKh8 rBe6 gFh1 gPc3 yKa1 bKa8");
  play(immune, "e6-b3");
  EXPECT_EQ(at(immune, "c3"), piece(*egypt, kGreen, 'P'));
  Position royal = place(*rules, kRed, "rKh8 rBe4 gKa1 gRa2 gNb2 yKe1 bKa8");
  play(royal, "e4-b1");  // the king cannot take the bishop off Red's area, nor step anywhere
  EXPECT_EQ(at(royal, "a1"), piece(*rules, kGreen, 'K'));
  EXPECT_EQ(royal.status(kGreen), ArmyStatus::kPlaying);
}

// A piece whose only moves would capture UN pieces off their area cannot move: the Yellow knight
// on a1, whose squares b3 and c2 hold UN pawns, is captured beside the pawn that came to a2 (a
// Yellow piece, an enemy of Red).
TEST(EuropeanPeacekeepers, ForbiddenCapturesAreNoMoves) {
  auto rules = european(kUn);
  Position pos = place(*rules, kRed, "rKh8 rPb3 rPc2 rPa3 yNa1 yKd1 gKh1 bKa8");
  play(pos, "a3-a2");
  EXPECT_EQ(at(pos, "a1"), kEmpty);
  EXPECT_EQ(at(pos, "a2"), piece(*rules, kRed, 'P'));
}

// A player with three pieces on the UN area defeats the UN army: its king leaves the board and
// its other pieces pass to that player.
TEST(EuropeanPeacekeepers, ThreeEnemiesOnTheAreaDefeatIt) {
  auto rules = european(kUn);
  Position pos = place(*rules, kGreen, "rKh8 rBc3 gKh1 gRe7 gRf7 gRg5 yKa1 bKa8");
  Position two = pos;
  play(two, "g5-g6");
  EXPECT_EQ(two.status(kRed), ArmyStatus::kPlaying);
  play(pos, "g5-g7");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kKingCaptured);
  EXPECT_EQ(pos.controller(kRed), kGreen);
  EXPECT_EQ(at(pos, "h8"), kEmpty);
  EXPECT_EQ(at(pos, "c3"), piece(*rules, kRed, 'B'));
  EXPECT_EQ(pos.to_move(), kYellow);
  // The captor moves the bishop, which keeps its short range.
  play(pos, "a1-b1 a8-b8");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(legal_from(pos, "c3"), (Moves{"c3-a1", "c3-a5", "c3-b2", "c3-b4", "c3-d2", "c3-d4",
                                          "c3-e1", "c3-e5", "c3-f6"}));
}

// Rome's pair holds any step of a UN pawn it moves: every step round trips through the packing.
TEST(EuropeanPeacekeepers, RomanPairsHoldEveryPawnStep) {
  auto rules = european("rome,un-peacekeepers,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rPe7 gKh1 gPc3 yKa1 bKa8");
  const Geometry& g = rules->geometry();
  const Move first(MoveKind::kNormal, *g.parse("e7"), *g.parse("e6"));
  for (const char* to : {"b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"}) {
    const Move second(MoveKind::kNormal, *g.parse("c3"), *g.parse(to));
    const Move pair = pack_pawn_pair(*rules, at(pos, "e7"), first, at(pos, "c3"), second);
    EXPECT_EQ(pair_first(pos, pair), first) << to;
    EXPECT_EQ(pair_second(pos, pair), second) << to;
  }
}

// Random games with UN armies: moves and positions read back from their text, the games end, and
// unmake restores the start.
// The immobile capture ends a ply: it follows a Dutch move's swap (so the piece that must swap is
// not taken first), and comes once after Rome's pair, not between its two pawn moves.
TEST(EuropeanPeacekeepers, ImmobileCapturesComeAtTheEndOfThePly) {
  auto dutch = european("netherlands,un-peacekeepers,chatanooga,chatanooga");
  Position swap = parse_fen(*dutch,
                            "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,rK/8/6,rP,1/8/6,gN,rR/8/8/"
                            "yK,6,gK-army=netherlands,un-peacekeepers,chatanooga,chatanooga");
  EXPECT_EQ(legal_from(swap, "g6"), (Moves{"g6-g5~g4"}));

  auto rome = european("un-peacekeepers,rome,un-peacekeepers,france");
  Position pair = parse_fen(
      *rome,
      "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bA,bP,2,rB,rR,rK,1/bN,bP,3,rP,rP,rP/1,bP,1,rP,1,rN,2/"
      "3,bP,4/4,gP,2,gB/1,yP,5,gR/yK,yP,1,yN,gP,2,gN/2,yR,yB,gP,2,gK-"
      "army=un-peacekeepers,rome,un-peacekeepers,france");
  play(pair, "g8-h8");
  const Moves moves = legal_texts(pair);
  EXPECT_EQ(moves.size(), 27u);
  EXPECT_TRUE(has(moves, "e2xd1&e4-d4"));
  EXPECT_FALSE(has(moves, "e2xd1&e1-d1"));  // d1's pawn is taken only once the pair is over
}

TEST(EuropeanPeacekeepers, RandomGames) {
  for (const char* armies :
       {"un-peacekeepers,rome,un-peacekeepers,switzerland",
        "barbarians,un-peacekeepers,netherlands,prussia", "iraq,egypt,un-peacekeepers,germany",
        "un-peacekeepers,mafia,spain,un-peacekeepers mode=teams"}) {
    auto rules = testing::rules(std::string("european armies=") + armies);
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
      Position pos(*rules);
      const std::string start = to_fen(pos);
      players::RandomPlayer player(seed * 17 + 5);
      bool finished = false;
      for (int ply = 0; ply < 40000 && !finished; ++ply) {
        if ((finished = outcome(pos).finished())) break;
        const std::string fen = to_fen(pos);
        ASSERT_EQ(parse_fen(*rules, fen).hash(), pos.hash()) << armies << " " << fen;
        const Move m = player.choose(pos);
        const std::string text = move_to_text(pos, m);
        ASSERT_EQ(parse_move(pos, text), m) << armies << " " << fen << " " << text;
        pos.make(m);
      }
      ASSERT_TRUE(finished) << armies << " seed " << seed << " " << to_fen(pos);
      while (pos.ply() > 0) pos.unmake();
      ASSERT_EQ(to_fen(pos), start) << armies;
    }
  }
}

}  // namespace
}  // namespace chatur::engine
