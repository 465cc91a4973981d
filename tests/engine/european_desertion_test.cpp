// European Chess: Russia's deserting pawns, its king acting as the queen and its lone king
// (docs/rules/european.md), each rule in a situation counted by hand, with only the pieces named
// (free-for-all unless said). Red's area is e7-h8; Red moves down the board, Green toward file a,
// Yellow up, Black toward file h. Distances count orthogonal steps.
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
using testing::legal_from;
using testing::legal_texts;
using testing::piece;
using testing::place;
using testing::play;

constexpr const char* kRussia = "russia,chatanooga,chatanooga,chatanooga";

// The docs' example start: the queen on e8 in the bishop's place.
constexpr const char* kRussiaStart =
    "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rQ,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
    "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
    "army=russia,chatanooga,chatanooga,chatanooga";

TEST(EuropeanDesertion, PlaysOnlyFromAGivenPosition) {
  auto rules = european(kRussia);
  EXPECT_TRUE(testing::start_refused_as_lost(*rules, "russia"));
  EXPECT_EQ(testing::given_start(kRussia), kRussiaStart);
  Position pos = parse_fen(*rules, kRussiaStart);
  // 8 pawn moves, 2 knight moves, and the queen's d8, c8, b8 (a pawn), d7, c6, b5 (a pawn).
  EXPECT_EQ(legal_texts(pos).size(), 16u);
  EXPECT_EQ(legal_from(pos, "e8"),
            (testing::Moves{"e8-c6", "e8-c8", "e8-d7", "e8-d8", "e8xb5", "e8xb8"}));
  EXPECT_TRUE(fen_round_trips(pos));
}

// A pawn more than 5 steps from its queen with an enemy piece nearer deserts to that piece's
// colour at the end of any ply: c5 is 7 from the queen on g8, the Green knight on d2 is 4 away,
// the Black king on a8 5, the Yellow king on a1 6.
TEST(EuropeanDesertion, AFarPawnJoinsTheNearestEnemy) {
  auto rules = european(kRussia);
  Position pos = place(*rules, kRed, "rQg8 rKh6 rPc5 gKh1 gNd2 yKa1 bKa8");
  play(pos, "h6-g6");
  EXPECT_EQ(at(pos, "c5"), piece(*rules, kGreen, 'P'));
  EXPECT_TRUE(fen_round_trips(pos));
  // It is Green's pawn for good, moving toward file a: the queen coming near changes nothing.
  EXPECT_EQ(legal_from(pos, "c5"), (testing::Moves{"c5-b5"}));
  play(pos, "c5-b5");
  EXPECT_EQ(at(pos, "b5"), piece(*rules, kGreen, 'P'));
}

// Exactly 5 steps is not "more than five"; an enemy as far as the queen is not nearer; an enemy
// pawn never helps; a partner's piece is no enemy.
TEST(EuropeanDesertion, TheLimitsOfDesertion) {
  auto rules = european(kRussia);
  {
    // c5 to the queen on e8: 2 + 3 = 5.
    Position pos = place(*rules, kRed, "rQe8 rKh8 rPc5 gKh1 gNc4 yKa1 bKh4");
    play(pos, "h8-g8");
    EXPECT_EQ(at(pos, "c5"), piece(*rules, kRed, 'P'));
  }
  {
    // d3 to the queen on h5: 4 + 2 = 6; the Green and Yellow kings are 6 away too, not nearer;
    // the Green pawns beside it are pawns.
    Position pos = place(*rules, kRed, "rQh5 rKh8 rPd3 gKh1 gPd2 gPc3 yKa6 bKa8");
    play(pos, "h8-g8");
    EXPECT_EQ(at(pos, "d3"), piece(*rules, kRed, 'P'));
  }
  {
    // In teams Yellow is Red's partner: its knight beside the pawn is no enemy (the queen is 8
    // away, the Green and Black kings 9 and 8).
    auto teams = european("russia,chatanooga,chatanooga,chatanooga mode=teams");
    Position pos = place(*teams, kRed, "rQh8 rKh6 rPc5 gKh1 yNc4 yKa1 bKh2");
    play(pos, "h6-g6");
    EXPECT_EQ(at(pos, "c5"), piece(*teams, kRed, 'P'));
  }
}

// Of enemies at the same distance the first colour in turn order after the pawn's wins; all
// pawns desert at once, each to its own nearest enemy.
TEST(EuropeanDesertion, TiesAndSeveralPawns) {
  auto rules = european(kRussia);
  // c5: the Black knight on c6 and the Yellow knight on c4 are both 1 away: Yellow comes first.
  // b2: the Green bishop on a2 is 1 away.
  Position pos = place(*rules, kRed, "rQh8 rKh6 rPc5 rPb2 gKh1 gBa2 yKe1 yNc4 bKa8 bNc6");
  play(pos, "h6-g6");
  EXPECT_EQ(at(pos, "c5"), piece(*rules, kYellow, 'P'));
  EXPECT_EQ(at(pos, "b2"), piece(*rules, kGreen, 'P'));
}

// Desertion is part of any army's ply and legality is judged after it: Green may not bring its
// knight where the pawn that deserts to Yellow (whose king on a3 is nearer than the knight)...
// attacks Green's king; the knight nearest makes the pawn Green's own.
TEST(EuropeanDesertion, AnotherArmysPlyMakesItDesert) {
  auto rules = european(kRussia);
  Position pos = place(*rules, kGreen, "rQh8 rKh6 rPc5 gKh1 gNe3 yKa1 bKa8");
  // Before: the nearest enemy of c5 is the Black king on a8 (5) or Green's knight (5): Green
  // first in turn order, but the queen is 8 away, so the pawn deserts after Green's ply anyway.
  play(pos, "e3-d5");
  EXPECT_EQ(at(pos, "c5"), piece(*rules, kGreen, 'P'));
}

// Without a queen the king moves and attacks as a queen, written T; a promotion to a queen makes
// it a king again.
TEST(EuropeanDesertion, TheKingActsAsTheQueen) {
  auto rules = european(kRussia);
  Position pos = place(*rules, kRed, "rKh8 rPe2 gKh1 yKa1 bKa6");
  EXPECT_EQ(at(pos, "h8"), piece(*rules, kRed, 'T'));
  // The rank, the file and the long diagonal, taking the kings on h1 and a1, but not h2 and b2
  // beside them: 7 + 6 + 6.
  EXPECT_EQ(legal_from(pos, "h8").size(), 19u);
  // The tsar on h8 attacks along the file: Green's king on h1 is in check.
  EXPECT_TRUE(pos.checked(kGreen));
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "e2-e1=Q");
  EXPECT_EQ(at(pos, "h8"), piece(*rules, kRed, 'K'));
  EXPECT_EQ(at(pos, "e1"), piece(*rules, kRed, 'Q'));
  EXPECT_TRUE(fen_round_trips(pos));
}

// Taking the queen makes the king a tsar within the ply: a capture after which the tsar attacks
// the capturer's king is illegal.
TEST(EuropeanDesertion, CapturingTheQueenCrownsTheKingAtOnce) {
  auto rules = european(kRussia);
  // Green's king on b2 stands on the open long diagonal of Red's king on h8: the rook on d1 may
  // not take the queen on d3. Yellow's knight on b4 may. The pawn on h7 is 8 from the queen, as
  // near as the nearest enemy (the Black king on a6): it stays.
  Position pos = place(*rules, kGreen, "rKh8 rQd3 rPh7 gKb2 gRd1 yKa4 yNb4 bKa6");
  EXPECT_EQ(at(pos, "h8"), piece(*rules, kRed, 'K'));
  EXPECT_FALSE(has(legal_texts(pos), "d1xd3"));
  play(pos, "b2-c1 b4xd3");
  EXPECT_EQ(at(pos, "h8"), piece(*rules, kRed, 'T'));
  EXPECT_EQ(pos.to_move(), kBlack);
  EXPECT_TRUE(fen_round_trips(pos));
}

// A Russian army left with its king alone loses as a mated one: its king leaves and the armies
// it controls pass to the army that made the ply.
TEST(EuropeanDesertion, ALoneKingLoses) {
  auto rules = european(kRussia);
  Position pos = place(*rules, kGreen, "rKh8 rPa7 gKh1 gRa2 yKa1 bKc8");
  play(pos, "a2-a7");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kCheckmated);
  EXPECT_EQ(at(pos, "h8"), kEmpty);
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_TRUE(fen_round_trips(pos));
}

// Its own ply may leave the king alone (its last pawn deserts): then the first hostile army after
// it takes it. Without a queen the king on h8 is the tsar; the pawn on b4 is 10 from it, the
// Green knight on b2 2.
TEST(EuropeanDesertion, ALoneKingByItsOwnPly) {
  auto rules = european(kRussia);
  Position pos = place(*rules, kRed, "rKh8 rPb4 gKg1 gNb2 yKe1 bKa6");
  EXPECT_EQ(at(pos, "b4"), piece(*rules, kRed, 'P'));
  play(pos, "h8-h7");
  EXPECT_EQ(at(pos, "b4"), piece(*rules, kGreen, 'P'));
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kCheckmated);
  EXPECT_EQ(at(pos, "h7"), kEmpty);
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(fen_round_trips(pos));
}

// Random games from such starts: every move reads back from its text, positions round-trip
// through FEN4 (tsars included), and unmaking restores the start; pawns desert on the way.
TEST(EuropeanDesertion, RandomGamesFromAGivenStart) {
  int desertions = 0;
  for (const char* options :
       {"russia,chatanooga,chatanooga,chatanooga", "russia,egypt,russia,prussia",
        "russia,japan,netherlands,macedonia", "russia,sweden,iraq,china mode=teams"}) {
    SCOPED_TRACE(options);
    const std::string text(options);
    const size_t space = text.find(' ');
    const std::string armies = text.substr(0, space);
    const std::string mode = space == std::string::npos ? "" : text.substr(space);
    auto rules = testing::rules("european armies=" + armies + mode);
    const int pawn = rules->pawn_type();
    testing::play_random_games(
        *rules, testing::given_start(armies, mode), 4, 11, [&](Position& pos, Move m) {
          int before = 0, after = 0;
          for (Square sq : pos.pieces(kRed)) before += type_of(pos.at(sq)) == pawn;
          pos.make(m);
          for (Square sq : pos.pieces(kRed)) after += type_of(pos.at(sq)) == pawn;
          desertions += after < before && pos.last_captured() == kEmpty &&
                        m.kind() != MoveKind::kPromotion && m.kind() != MoveKind::kPawnPair;
        });
  }
  EXPECT_GT(desertions, 0);
}

}  // namespace
}  // namespace chatur::engine
