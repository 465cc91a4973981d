// European Chess: Austria's knights (docs/rules/european.md), each rule in a situation counted by
// hand, with only the pieces named (free-for-all). Red's area is e7-h8; Red moves down the board.
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
using testing::piece;
using testing::place;
using testing::play;
using testing::setup_of;

constexpr const char* kAustria = "austria,chatanooga,chatanooga,chatanooga";

// The docs' example start: a second knight on e8 in the bishop's place.
constexpr const char* kAustriaStart =
    "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rN,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
    "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
    "army=austria,chatanooga,chatanooga,chatanooga";

TEST(EuropeanPincer, PlaysOnlyFromAGivenPosition) {
  auto rules = european(kAustria);
  EXPECT_THROW(Position{*rules}, std::invalid_argument);
  EXPECT_EQ(testing::given_start(kAustria), kAustriaStart);
  Position pos = parse_fen(*rules, kAustriaStart);
  EXPECT_EQ(legal_texts(pos).size(), 13u);  // 8 pawn moves, e8-c7, e8-d6, e8-f6, g8-f6, g8-h6
}

// h5-f4 attacks d5 and e6; the knight on c3 attacks d5 too: d5 leaves, e6 stays. The removal is
// no capture: it resets the count of moves without progress all the same.
TEST(EuropeanPincer, TheMovedKnightAndAnotherRemoveWhatBothAttack) {
  auto rules = european(kAustria);
  engine::Setup setup = setup_of(*rules, kRed, "rKh8 rNc3 rNh5 gKh1 gBd5 gPe6 yKa1 bKa8");
  setup.no_progress = 5;
  Position pos(*rules, setup);
  play(pos, "h5-f4");
  EXPECT_EQ(at(pos, "d5"), kEmpty);
  EXPECT_EQ(at(pos, "e6"), piece(*rules, kGreen, 'P'));
  EXPECT_EQ(pos.no_progress(), 0);
  EXPECT_TRUE(fen_round_trips(pos));
}

// Only a knight's move removes: not another piece's move while two knights attack, and not a
// knight's move whose knight does not attack the piece.
TEST(EuropeanPincer, OnlyTheMovedKnightsTargets) {
  auto rules = european(kAustria);
  Position king = place(*rules, kRed, "rKh8 rNc3 rNf4 gKh1 gBd5 yKa1 bKb8");
  play(king, "h8-h7");
  EXPECT_EQ(at(king, "d5"), piece(*rules, kGreen, 'B'));
  Position away = place(*rules, kRed, "rKh8 rNc3 rNf4 rNg8 gKh1 gBd5 yKa1 bKb8");
  play(away, "g8-h6");
  EXPECT_EQ(at(away, "d5"), piece(*rules, kGreen, 'B'));
  play(away, "h1-g1 a1-b2 b8-c8 f4-e6");  // now e6 attacks d4 and c5, not d5
  EXPECT_EQ(at(away, "d5"), piece(*rules, kGreen, 'B'));
}

// A pawn that promotes to a knight is a knight that moved; to a rook it is not.
TEST(EuropeanPincer, APromotionToAKnightCounts) {
  auto rules = european(kAustria);
  const char* pieces = "rKh8 rPe2 rNh4 gKh1 gBf3 yKa1 bKb8";
  Position knight = place(*rules, kRed, pieces);
  play(knight, "e2-e1=N");
  EXPECT_EQ(at(knight, "f3"), kEmpty);
  Position rook = place(*rules, kRed, pieces);
  play(rook, "e2-e1=R");
  EXPECT_EQ(at(rook, "f3"), piece(*rules, kGreen, 'B'));
}

// A king removed defeats its army, the mover its captor; immune pieces stay; a Swiss piece leaves
// without leave and counts no capture.
TEST(EuropeanPincer, KingsLeaveImmunePiecesStaySwissLeaveFreely) {
  auto rules = european(kAustria);
  Position king = place(*rules, kRed, "rKh8 rNc3 rNh5 gKd5 gRa3 yKa1 bKa8");
  play(king, "h5-f4");
  EXPECT_EQ(at(king, "d5"), kEmpty);
  EXPECT_NE(king.status(kGreen), ArmyStatus::kPlaying);
  EXPECT_EQ(king.controller(kGreen), kRed);
  EXPECT_EQ(king.to_move(), kYellow);

  auto with_egypt = european("austria,egypt,chatanooga,chatanooga");
  Position immune = place(*with_egypt, kRed, "rKh8 rNc3 rNh5 gFh1 gBd5 yKa1 bKb8");
  play(immune, "h5-f4");
  EXPECT_EQ(at(immune, "d5"), piece(*with_egypt, kGreen, 'B'));

  auto with_swiss = european("austria,switzerland,chatanooga,chatanooga");
  Position swiss = place(*with_swiss, kRed, "rKh8 rNc3 rNh5 gKh1 gBd5 yKa1 bKb8");
  EXPECT_FALSE(has(legal_texts(swiss), "c3xd5"));  // no leave to capture it
  play(swiss, "h5-f4");
  EXPECT_EQ(at(swiss, "d5"), kEmpty);
  EXPECT_EQ(swiss.exchanges(kRed), 0);
}

// Legality is judged after the removal: a knight move that removes the checking rook answers the
// check; another knight move does not.
TEST(EuropeanPincer, ARemovalMayAnswerACheck) {
  auto rules = european(kAustria);
  Position pos = place(*rules, kRed, "rKh8 rNf3 rNe7 gKh1 gRh4 yKa1 bKa8");
  EXPECT_TRUE(has(legal_texts(pos), "e7-g6"));
  EXPECT_FALSE(has(legal_texts(pos), "e7-c6"));
  play(pos, "e7-g6");
  EXPECT_EQ(at(pos, "h4"), kEmpty);
}

// The power goes with the colour: a captor of Austria moving its knights removes for its own
// side; knights of two Austrian armies do not pair.
TEST(EuropeanPincer, KnightsPairWithinTheirColour) {
  auto rules = european(kAustria);
  Position captor =
      parse_fen(*rules,
                "G-1,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,7/8/8/3,yB,3,rN/8/2,rN,5/8/yK,6,gK-"
                "army=austria,chatanooga,chatanooga,chatanooga-ctl=g,,,");
  play(captor, "h5-f4");
  EXPECT_EQ(at(captor, "d5"), kEmpty);

  auto two = european("austria,chatanooga,austria,chatanooga");
  Position apart = place(*two, kRed, "rKh8 rNh5 yNc3 gKh1 gBd5 yKa1 bKa8");
  play(apart, "h5-f4");
  EXPECT_EQ(at(apart, "d5"), piece(*two, kGreen, 'B'));
}

// Random games from such starts: every move reads back from its text, positions round-trip
// through FEN4, and unmaking restores the start.
TEST(EuropeanPincer, RandomGamesFromAGivenStart) {
  int removals = 0;
  const auto pieces = [](const Position& pos) {
    return pos.pieces(0).size() + pos.pieces(1).size() + pos.pieces(2).size() +
           pos.pieces(3).size();
  };
  for (const char* options :
       {"austria,chatanooga,chatanooga,chatanooga", "austria,austria,scotland,rome",
        "austria,switzerland,barbarians,un-peacekeepers", "austria,usa,japan,gaul mode=teams"}) {
    SCOPED_TRACE(options);
    const std::string text(options);
    const size_t space = text.find(' ');
    const std::string armies = text.substr(0, space);
    const std::string mode = space == std::string::npos ? "" : text.substr(space);
    auto rules = testing::rules("european armies=" + armies + mode);
    testing::play_random_games(
        *rules, testing::given_start(armies, mode), 4, 3, [&](Position& pos, Move m) {
          const size_t before = pieces(pos);
          const bool knight = m.kind() == MoveKind::kNormal &&
                              pos.rules().piece(type_of(pos.at(m.from()))).letter == 'N' &&
                              army_of(pos.at(m.from())) == kRed && !is_piece(pos.at(m.to()));
          pos.make(m);
          removals += knight && pieces(pos) < before;
        });
  }
  EXPECT_GT(removals, 0);
}

}  // namespace
}  // namespace chatur::engine
